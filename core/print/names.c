/* names.c - SSA value and block numbering as MLIR prints it
 * (SSANameState): %N, %N#k, %argN, ^bbN and the predecessor comments,
 * and the map from the names written in the input to the printed ones.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dl_chars.h"
#include "dl_smap.h"
#include "printer.h"

typedef struct blk_info {
    long num;      /* ^bbN */
    size_t npreds, cappreds;
    long *preds;   /* block numbers of predecessor uses, sorted */
} blk_info;

struct pr_names {
    ptrmap ops;      /* op -> value id + 1, for ops printed outside
                        a region (the root; all ops when printing a
                        nested op on its own) */
    ptrmap regions;  /* region -> first value id + 1 (see dl_text_pr_results) */
    bool map_all_ops;
    ptrmap blocks;   /* block -> index + 1 into blks */
    ptrmap args;     /* &block->args[i] -> (id << 1 | is_arg) + 1 */
    ptrmap strs;     /* &op->operand_names[i] / &op->successors[i] -> str index + 1 */
    blk_info *blks;
    size_t nblks, capblks;
    char **pool;     /* all strings */
    size_t npool, cappool;
    /* definitions: (region, name) -> replacement (chained hash) */
    struct def_ent {
        const void *region;
        const char *base; /* name without #k */
        size_t baselen;
        unsigned long idx;
        size_t repl;      /* pool index */
        struct def_ent *next;
    } **defs;
    size_t capdefs;
    bool track_defs; /* some op uses a value or block by name */
    bool failed;
};

typedef struct def_ent def_ent;

static size_t names_str(pr_names *nm, const char *fmt, long a, long b)
{
    char tmp[64];
    int n = b >= 0 ? snprintf(tmp, sizeof tmp, fmt, a, b) : snprintf(tmp, sizeof tmp, fmt, a);
    if (n < 0)
        n = 0;
    if (nm->npool == nm->cappool) {
        size_t nc = nm->cappool ? nm->cappool * 2 : 64;
        char **np = realloc(nm->pool, nc * sizeof *np);
        if (!np) {
            nm->failed = true;
            return 0;
        }
        nm->pool = np;
        nm->cappool = nc;
    }
    char *s = malloc((size_t)n + 1);
    if (!s) {
        nm->failed = true;
        return 0;
    }
    memcpy(s, tmp, (size_t)n + 1);
    nm->pool[nm->npool++] = s;
    return nm->npool; /* index + 1 */
}

static const char *names_get(const pr_names *nm, size_t ref)
{
    return ref ? nm->pool[ref - 1] : NULL;
}

/* Splits "%x#3" into base "%x" and index 3; "%x:2" / "%x" give index 0. */
static void split_use(const char *s, size_t *baselen, unsigned long *idx)
{
    size_t n = strlen(s);
    *idx = 0;
    *baselen = n;
    for (size_t i = 0; i < n; i++) {
        if (s[i] == '#' || s[i] == ':') {
            *baselen = i;
            if (s[i] == '#')
                *idx = strtoul(s + i + 1, NULL, 10);
            return;
        }
    }
}

static uint64_t def_hash(const void *region, const char *base, size_t len,
                         unsigned long idx)
{
    uint64_t h = dl_ir_hash_ptr(region) ^ (idx * 0x9E3779B97F4A7C15ULL);
    /* FNV-1a over the name */
    uint64_t f = 1469598103934665603ULL;
    for (size_t i = 0; i < len; i++) {
        f ^= (unsigned char)base[i];
        f *= 1099511628211ULL;
    }
    return h ^ f;
}

static void def_add(pr_names *nm, const void *region, const char *base,
                    size_t len, unsigned long idx, size_t repl)
{
    if (!nm->capdefs) {
        nm->capdefs = 64;
        nm->defs = calloc(nm->capdefs, sizeof *nm->defs);
        if (!nm->defs) {
            nm->capdefs = 0;
            nm->failed = true;
            return;
        }
    }
    def_ent *e = malloc(sizeof *e);
    if (!e) {
        nm->failed = true;
        return;
    }
    e->region = region;
    e->base = base;
    e->baselen = len;
    e->idx = idx;
    e->repl = repl;
    size_t b = (size_t)def_hash(region, base, len, idx) & (nm->capdefs - 1);
    e->next = nm->defs[b];
    nm->defs[b] = e;
}

static size_t def_find(const pr_names *nm, const void *region, const char *base,
                       size_t len, unsigned long idx)
{
    if (!nm->capdefs)
        return 0;
    size_t b = (size_t)def_hash(region, base, len, idx) & (nm->capdefs - 1);
    for (const def_ent *e = nm->defs[b]; e; e = e->next)
        if (e->region == region && e->idx == idx && e->baselen == len &&
            !memcmp(e->base, base, len))
            return e->repl;
    return 0;
}

typedef struct num_ctx {
    long next_value, next_arg;
} num_ctx;

static void number_op_results(pr_names *nm, const dlti_op *op, num_ctx *c,
                              const void *region)
{
    if (!op->nresults)
        return;
    long id = c->next_value++;
    /* Inside a region the printer counts ids itself, in print order. */
    if (!region || nm->map_all_ops)
        dl_ir_pm_put(&nm->ops, op, (size_t)id + 1);
    if (!region || !op->result_names || !nm->track_defs)
        return;
    /* Register the written names: groups "%x:N" / "%x#k" / repeated base. */
    const char *prev = NULL;
    size_t prevlen = 0;
    unsigned long k = 0;
    for (unsigned i = 0; i < op->nresults; i++) {
        const char *s = op->result_names[i];
        size_t len;
        unsigned long idx;
        if (!s) {
            if (!prev)
                continue;
            k++;
        } else {
            split_use(s, &len, &idx);
            bool explicit_idx = strchr(s, '#') != NULL;
            if (prev && len == prevlen && !memcmp(s, prev, len) && !explicit_idx) {
                k++;
            } else {
                prev = s;
                prevlen = len;
                k = explicit_idx ? idx : 0;
            }
        }
        size_t repl = op->nresults == 1
                          ? names_str(nm, "%%%ld", id, -1)
                          : names_str(nm, "%%%ld#%ld", id, (long)i);
        if (repl)
            def_add(nm, region, prev, prevlen, k, repl);
    }
}

/* Adds `from` to a block's predecessors, kept sorted by block order
 * (stable insertion: MLIR sorts them so); false when out of memory. */
static bool pred_add(long **preds, size_t *n, size_t *cap, long from)
{
    if (!dl_array_reserve((void **)preds, cap, *n, sizeof **preds, 4))
        return false;
    size_t pos = *n;
    while (pos && (*preds)[pos - 1] > from) {
        (*preds)[pos] = (*preds)[pos - 1];
        pos--;
    }
    (*preds)[pos] = from;
    (*n)++;
    return true;
}

/* A region's blocks by label, for its successors (a scan of the blocks
 * for each successor was quadratic in them: 20,000 blocks that each
 * branch took 3.3 s).  The first block of a label is the one kept, as a
 * scan finds it. */
static bool labels_make(smap *m, const dl_region *r)
{
    for (const dl_block *b = r->first; b; b = b->next) {
        if (!b->label)
            continue;
        size_t n = strlen(b->label);
        smap_slot *s = smap_slot_of(m, b->label, n, smap_hash(b->label, n));
        if (!s)
            return false;
        if (!s->val)
            s->val = (void *)b;
    }
    return true;
}

static void number_region(pr_names *nm, const dl_region *r, num_ctx c)
{
    long next_block = 0;
    dl_ir_pm_put(&nm->regions, r, (size_t)c.next_value + 1);
    /* blocks and values of this region */
    for (const dl_block *b = r->first; b; b = b->next) {
        if (!dl_array_reserve((void **)&nm->blks, &nm->capblks, nm->nblks,
                              sizeof *nm->blks, 32)) {
            nm->failed = true;
            return;
        }
        blk_info *bi = &nm->blks[nm->nblks];
        memset(bi, 0, sizeof *bi);
        bi->num = next_block++;
        nm->nblks++;
        dl_ir_pm_put(&nm->blocks, b, nm->nblks);
        bool entry = b == r->first;
        for (unsigned i = 0; i < b->nargs; i++) {
            long id;
            size_t repl;
            if (entry) {
                id = c.next_arg++;
                dl_ir_pm_put(&nm->args, &b->args[i], ((size_t)id << 1 | 1) + 1);
                repl = names_str(nm, "%%arg%ld", id, -1);
            } else {
                id = c.next_value++;
                dl_ir_pm_put(&nm->args, &b->args[i], ((size_t)id << 1) + 1);
                repl = names_str(nm, "%%%ld", id, -1);
            }
            const char *nmw = b->args[i].name;
            if (nmw && repl) {
                size_t len;
                unsigned long idx;
                split_use(nmw, &len, &idx);
                def_add(nm, r, nmw, len, idx, repl);
            }
        }
        for (const dlti_op *op = b->first; op; op = op->next)
            number_op_results(nm, op, &c, r);
    }
    /* successors and predecessors (none when no op uses a name) */
    smap labels = { NULL, 0, 0 };
    bool labelled = false;
    for (const dl_block *b = nm->track_defs ? r->first : NULL; b;
         b = b->next) {
        size_t bidx;
        if (!dl_ir_pm_get(&nm->blocks, b, &bidx))
            continue;
        long from = nm->blks[bidx - 1].num;
        for (const dlti_op *op = b->first; op; op = op->next) {
            for (unsigned i = 0; i < op->nsuccessors; i++) {
                const char *s = op->successors ? op->successors[i] : NULL;
                if (!s)
                    continue;
                if (!labelled && !(labelled = labels_make(&labels, r))) {
                    nm->failed = true;
                    break;
                }
                const dl_block *target = smap_get(&labels, s, strlen(s));
                if (!target)
                    continue;
                size_t tidx;
                if (!dl_ir_pm_get(&nm->blocks, target, &tidx))
                    continue;
                blk_info *ti = &nm->blks[tidx - 1];
                size_t repl = names_str(nm, "^bb%ld", ti->num, -1);
                if (repl)
                    dl_ir_pm_put(&nm->strs, &op->successors[i], repl);
                if (!pred_add(&ti->preds, &ti->npreds, &ti->cappreds, from))
                    nm->failed = true;
            }
        }
    }
    dl_text_smap_free(&labels);
    /* nested regions start from the counts after this whole region */
    for (const dl_block *b = r->first; b; b = b->next)
        for (const dlti_op *op = b->first; op; op = op->next)
            for (unsigned i = 0; i < op->nregions; i++)
                number_region(nm, &op->regions[i], c);
}

/* The chain of enclosing regions, innermost first. */
typedef struct region_chain {
    const dl_region *r;
    const struct region_chain *up;
} region_chain;

static void resolve_op(pr_names *nm, const dlti_op *op, const region_chain *ch)
{
    for (unsigned i = 0; i < op->noperands; i++) {
        const char *s = op->operand_names ? op->operand_names[i] : NULL;
        if (!s)
            continue;
        size_t len;
        unsigned long idx;
        split_use(s, &len, &idx);
        for (const region_chain *c = ch; c; c = c->up) {
            size_t repl = def_find(nm, c->r, s, len, idx);
            if (repl) {
                dl_ir_pm_put(&nm->strs, &op->operand_names[i], repl);
                break;
            }
        }
    }
    for (unsigned i = 0; i < op->nregions; i++) {
        region_chain inner = { &op->regions[i], ch };
        for (const dl_block *b = op->regions[i].first; b; b = b->next)
            for (const dlti_op *o = b->first; o; o = o->next)
                resolve_op(nm, o, &inner);
    }
}

void dl_text_pr_names_free(pr_names *nm)
{
    if (!nm)
        return;
    dl_ir_pm_free(&nm->ops);
    dl_ir_pm_free(&nm->regions);
    dl_ir_pm_free(&nm->blocks);
    dl_ir_pm_free(&nm->args);
    dl_ir_pm_free(&nm->strs);
    for (size_t i = 0; i < nm->nblks; i++)
        free(nm->blks[i].preds);
    free(nm->blks);
    for (size_t i = 0; i < nm->npool; i++)
        free(nm->pool[i]);
    free(nm->pool);
    for (size_t i = 0; i < nm->capdefs; i++) {
        def_ent *e = nm->defs[i];
        while (e) {
            def_ent *n = e->next;
            free(e);
            e = n;
        }
    }
    free(nm->defs);
    free(nm);
}

/* Number of named values below `op` (sizes the definition table). */
static size_t count_defs(const dlti_op *op)
{
    size_t n = op->nresults;
    for (unsigned i = 0; i < op->nregions; i++)
        for (const dl_block *b = op->regions[i].first; b; b = b->next) {
            n += b->nargs;
            for (const dlti_op *o = b->first; o; o = o->next)
                n += count_defs(o);
        }
    return n;
}

/* Whether any op below `op` refers to a value or block by name: only then
 * are the written names mapped to the printed ones. */
static bool has_uses(const dlti_op *op)
{
    if (op->noperands || op->nsuccessors)
        return true;
    for (unsigned i = 0; i < op->nregions; i++)
        for (const dl_block *b = op->regions[i].first; b; b = b->next)
            for (const dlti_op *o = b->first; o; o = o->next)
                if (has_uses(o))
                    return true;
    return false;
}

/* Numbers everything below `root` as MLIR does when printing it.  With
 * map_all_ops, every op's id is kept in a map; else only the root's, and
 * the printer counts the ids of ops in regions as it prints them (one
 * counter per region: the ids of a region are consecutive in print
 * order, nested regions coming after it). */
pr_names *dl_text_pr_names_build(const dlti_op *root, bool map_all_ops)
{
    pr_names *nm = calloc(1, sizeof *nm);
    if (!nm)
        return NULL;
    nm->map_all_ops = map_all_ops;
    /* The written names are needed only to resolve uses: a body op of
     * query lines alone has none, and no table (def_find finds nothing). */
    nm->track_defs = has_uses(root);
    if (nm->track_defs) {
        size_t want = count_defs(root) * 2;
        nm->capdefs = 64;
        while (nm->capdefs < want && nm->capdefs < ((size_t)1 << 40))
            nm->capdefs *= 2;
        nm->defs = calloc(nm->capdefs, sizeof *nm->defs);
        if (!nm->defs) {
            free(nm);
            return NULL;
        }
    }
    num_ctx c = { 0, 0 };
    /* The root's regions are numbered from the counters before the root's
     * own results (SSANameState pushes them first). */
    for (unsigned i = 0; i < root->nregions; i++)
        number_region(nm, &root->regions[i], c);
    number_op_results(nm, root, &c, NULL);
    /* Without uses there is no operand to resolve: no walk. */
    if (nm->track_defs)
        resolve_op(nm, root, NULL);
    if (nm->failed || nm->ops.failed || nm->regions.failed ||
        nm->blocks.failed || nm->args.failed ||
        nm->strs.failed) {
        dl_text_pr_names_free(nm);
        return NULL;
    }
    return nm;
}

void dl_text_pr_value_use(P *p, const char *const *slot)
{
    size_t ref;
    if (p->names && dl_ir_pm_get(&p->names->strs, slot, &ref)) {
        put(p, names_get(p->names, ref));
        return;
    }
    put(p, *slot ? *slot : "<<UNKNOWN SSA VALUE>>");
}

void dl_text_pr_block_label(P *p, const dl_block *b)
{
    size_t idx;
    if (p->names && dl_ir_pm_get(&p->names->blocks, b, &idx)) {
        putn(p, "^bb", 3);
        put_i64(p, p->names->blks[idx - 1].num);
        return;
    }
    put(p, b->label ? b->label : "^bb0");
}

void dl_text_pr_block_arg(P *p, const dl_block_arg *a)
{
    size_t v;
    if (p->names && dl_ir_pm_get(&p->names->args, a, &v)) {
        v--;
        if (v & 1) {
            put(p, "%arg");
            put_u64(p, v >> 1);
        } else {
            putc_(p, '%');
            put_u64(p, v >> 1);
        }
        return;
    }
    put(p, a->name ? a->name : "%<<UNNAMED>>");
}

void dl_text_pr_results(P *p, const dlti_op *op)
{
    if (!op->nresults)
        return;
    size_t id;
    bool counted = p->next_value >= 0 && op->parent && p->names;
    if (counted)
        id = (size_t)p->next_value++ + 1;
    if (counted || (p->names && dl_ir_pm_get(&p->names->ops, op, &id))) {
        putc_(p, '%');
        put_u64(p, id - 1);
        if (op->nresults > 1) {
            putc_(p, ':');
            put_u64(p, op->nresults);
        }
    } else {
        /* stored names: each group as written, `%x:N` for the N results
         * stored as %x#0 .. %x#N-1 */
        bool first = true;
        const char *const *rn = op->result_names;
        for (unsigned i = 0; i < op->nresults;) {
            const char *s = rn ? rn[i] : NULL;
            if (!s) {
                i++;
                continue;
            }
            size_t len;
            unsigned long k;
            split_use(s, &len, &k);
            bool group = strchr(s, '#') != NULL;
            unsigned j = i + 1;
            while (group && j < op->nresults && rn[j] && strchr(rn[j], '#') &&
                   !strncmp(rn[j], s, len) && rn[j][len] == '#')
                j++;
            if (!first)
                put(p, ", ");
            putn(p, s, len);
            if (group) {
                putc_(p, ':');
                put_u64(p, j - i);
            }
            first = false;
            i = j;
        }
        /* results the input did not name (printed as written: nothing
         * uses them) */
        if (first)
            return;
    }
    put(p, " = ");
}

/* ---- Predecessors of a module printed as written ----------------------
 *
 * A module holding ops read as written (parse/skim.c) keeps the input's
 * labels; its blocks still get MLIR's predecessor comments, naming the
 * blocks by those labels (the entry block, unlabelled, is ^bb0).  A
 * skimmed op's successors are the `^label`s of its texts. */

typedef struct wblk {
    const dl_block *b;
    bool entry;
    size_t npreds, cappreds;
    long *preds; /* indices into pr_preds.blks, sorted */
} wblk;

struct pr_preds {
    ptrmap blocks; /* block -> index + 1 into blks */
    wblk *blks;
    size_t nblks, capblks;
    bool failed;
};

/* The successor `^label` (len bytes) of an op in block `from` of region r. */
static void wpred(pr_preds *pp, smap *labels, bool *labelled,
                  const dl_region *r, const char *label, size_t len, long from)
{
    if (!*labelled && !(*labelled = labels_make(labels, r))) {
        pp->failed = true;
        return;
    }
    const dl_block *target = smap_get(labels, label, len);
    size_t t;
    if (!target || !dl_ir_pm_get(&pp->blocks, target, &t))
        return;
    wblk *w = &pp->blks[t - 1];
    if (!pred_add(&w->preds, &w->npreds, &w->cappreds, from))
        pp->failed = true;
}

static void wpreds_region(pr_preds *pp, const dl_region *r)
{
    long base = (long)pp->nblks;
    for (const dl_block *b = r->first; b; b = b->next) {
        if (!dl_array_reserve((void **)&pp->blks, &pp->capblks, pp->nblks,
                              sizeof *pp->blks, 32)) {
            pp->failed = true;
            return;
        }
        pp->blks[pp->nblks] = (wblk){ .b = b, .entry = b == r->first };
        dl_ir_pm_put(&pp->blocks, b, ++pp->nblks);
    }
    smap labels = { NULL, 0, 0 };
    bool labelled = false;
    long from = base;
    for (const dl_block *b = r->first; b && !pp->failed; b = b->next, from++)
        for (const dlti_op *op = b->first; op; op = op->next) {
            for (unsigned i = 0; i < op->nsuccessors && op->successors; i++)
                if (op->successors[i])
                    wpred(pp, &labels, &labelled, r, op->successors[i],
                          strlen(op->successors[i]), from);
            /* (successors are a terminator's: the block's last op) */
            unsigned angles = 0;
            for (unsigned k = 0; op->skimmed && op == b->last &&
                                 k <= op->nregions; k++) {
                const char *t0 = op->skim_texts[k], *t = t0;
                size_t n;
                while ((t = dl_text_skim_label(t0, t, &angles, &n))) {
                    wpred(pp, &labels, &labelled, r, t, n, from);
                    t += n;
                }
            }
            for (unsigned k = 0; k < op->nregions; k++)
                wpreds_region(pp, &op->regions[k]);
        }
    dl_text_smap_free(&labels);
}

pr_preds *dl_text_pr_preds_build(const dlti_op *root)
{
    pr_preds *pp = calloc(1, sizeof *pp);
    if (!pp)
        return NULL;
    for (unsigned k = 0; k < root->nregions; k++)
        wpreds_region(pp, &root->regions[k]);
    if (pp->failed || pp->blocks.failed) {
        dl_text_pr_preds_free(pp);
        return NULL;
    }
    return pp;
}

void dl_text_pr_preds_free(pr_preds *pp)
{
    if (!pp)
        return;
    dl_ir_pm_free(&pp->blocks);
    for (size_t i = 0; i < pp->nblks; i++)
        free(pp->blks[i].preds);
    free(pp->blks);
    free(pp);
}

/* A predecessor's name: ^bbN, or as written. */
static void put_pred(P *p, long pred)
{
    if (p->names) {
        put(p, "^bb");
        put_i64(p, pred);
        return;
    }
    const dl_block *b = p->preds->blks[pred].b;
    put(p, b->label ? b->label : "^bb0");
}

/* The comment after a block's label: its predecessors. */
void dl_text_pr_block_preds(P *p, const dl_block *b)
{
    size_t idx;
    const long *preds;
    size_t n;
    bool entry;
    if (p->names && dl_ir_pm_get(&p->names->blocks, b, &idx)) {
        const blk_info *bi = &p->names->blks[idx - 1];
        preds = bi->preds, n = bi->npreds, entry = bi->num == 0;
    } else if (!p->names && p->preds &&
               dl_ir_pm_get(&p->preds->blocks, b, &idx)) {
        const wblk *w = &p->preds->blks[idx - 1];
        preds = w->preds, n = w->npreds, entry = w->entry;
    } else {
        return;
    }
    if (!n) {
        if (!entry)
            put(p, "  // no predecessors");
        return;
    }
    if (n == 1) {
        put(p, "  // pred: ");
    } else {
        put(p, "  // ");
        put_u64(p, n);
        put(p, " preds: ");
    }
    for (size_t i = 0; i < n; i++) {
        if (i)
            put(p, ", ");
        put_pred(p, preds[i]);
    }
}

long dl_text_pr_names_region_base(const pr_names *nm, const dl_region *r)
{
    size_t base;
    return nm && !nm->map_all_ops && dl_ir_pm_get(&nm->regions, r, &base)
               ? (long)base - 1
               : -1;
}
