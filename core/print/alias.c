/* alias.c - attribute and type aliases (#map, #set, !tuple): the alias
 * pass that collects them over a top-level op, their names and
 * definitions, and their use in place of the printed text.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "mlir_names.h"
#include "dl_smap.h"
#include "printer.h"

typedef struct pr_alias {
    const void *sym;
    const char *prefix;
    bool is_type;
    int depth;
    size_t order;
    unsigned suffix;
} pr_alias;

struct pr_aliases {
    pr_alias *v;
    size_t n, cap;
    ptrmap index;  /* sym -> position + 1 in v (after sorting: final) */
    int depth_acc; /* max depth seen in the current nesting (visit pass) */
};

/* The alias MLIR 22 gives an opaque attribute: its mnemonic, for the
 * llvm attributes MLIR names so (core/mlir_names.c). */
static const char *opaque_alias_prefix(const dl_opaque_key *k)
{
    const char *b = k->body;
    if (!k->ns || !b)
        return NULL;
    if (*b == '<')
        b++;
    size_t n = 0;
    while ((b[n] >= 'a' && b[n] <= 'z') || (b[n] >= 'A' && b[n] <= 'Z') ||
           (b[n] >= '0' && b[n] <= '9') || b[n] == '_' || b[n] == '.')
        n++;
    return dl_ir_mlir_attr_alias(k->ns, strlen(k->ns), b, n);
}

/* Only kinds the context counts (dl_ir_attr_kind_may_alias, and the type
 * one below): another would be missed when the alias pass is skipped. */
static const char *attr_alias_prefix(const dlti_attr *a)
{
    if (!dl_ir_attr_kind_may_alias(dl_ir_attr_kind_of(a)))
        return NULL;
    if (dl_ir_attr_kind_of(a) == DL_AT_OPAQUE)
        return opaque_alias_prefix((const dl_opaque_key *)a->key);
    if (dl_ir_attr_kind_of(a) == DL_AT_AFFINE_MAP)
        return "map";
    if (dl_ir_attr_kind_of(a) != DL_AT_RAW)
        return NULL;
    const char *t = ((const dl_raw_key *)a->key)->text;
    if (!t)
        return NULL;
    if (!strncmp(t, "affine_map<", 11))
        return "map";
    if (!strncmp(t, "affine_set<", 11))
        return "set";
    /* MLIR's builtin dialect names every location so */
    if (!strncmp(t, "loc(", 4))
        return "loc";
    return NULL;
}

static const char *type_alias_prefix(const dlti_type *t)
{
    if (!dl_ir_type_kind_may_alias(dl_ir_type_kind_of(t)))
        return NULL;
    if (dl_ir_type_kind_of(t) == DL_TY_TUPLE && dl_ir_list(t)->n_inputs > 16)
        return "tuple";
    return NULL;
}

/* Whether the printer names `a` by an alias of its own wherever it
 * appears in a module (the parser's bound on what aliases stand for). */
bool dl_text_attr_has_alias(const dlti_attr *a)
{
    return a && attr_alias_prefix(a) != NULL;
}

static pr_alias *alias_find(P *p, const void *sym)
{
    size_t i;
    if (!p->aliases || !dl_ir_pm_get(&p->aliases->index, sym, &i))
        return NULL;
    return &p->aliases->v[i - 1];
}

/* Records a first visit; returns the alias entry (new or existing) or NULL. */
static pr_alias *alias_record(P *p, const void *sym, const char *prefix,
                              bool is_type)
{
    pr_aliases *al = p->aliases;
    pr_alias *e = alias_find(p, sym);
    if (e)
        return e;
    if (al->n == al->cap) {
        size_t ncap = al->cap ? al->cap * 2 : 16;
        pr_alias *nv = realloc(al->v, ncap * sizeof *nv);
        if (!nv)
            return NULL;
        al->v = nv;
        al->cap = ncap;
    }
    e = &al->v[al->n];
    memset(e, 0, sizeof *e);
    e->sym = sym;
    e->prefix = prefix;
    e->is_type = is_type;
    e->order = al->n;
    al->n++;
    dl_ir_pm_put(&al->index, sym, al->n);
    return e;
}

static int alias_cmp(const void *x, const void *y)
{
    const pr_alias *a = x, *b = y;
    if (a->depth != b->depth)
        return a->depth < b->depth ? -1 : 1;
    if (a->is_type != b->is_type)
        return a->is_type ? -1 : 1;
    int c = strcmp(a->prefix, b->prefix);
    if (c)
        return c;
    return a->order < b->order ? -1 : (a->order > b->order);
}

void dl_text_pr_aliases_finalize(pr_aliases *al)
{
    if (!al->n)
        return;
    qsort(al->v, al->n, sizeof *al->v, alias_cmp);
    dl_ir_pm_free(&al->index);
    /* Each alias's suffix is the number of aliases before it with its
     * prefix: counted by prefix in a map (counting them by a scan of
     * those before was quadratic: 80,000 affine maps took 10 s). */
    smap counts = { NULL, 0, 0 };
    for (size_t i = 0; i < al->n; i++) {
        const char *pf = al->v[i].prefix;
        size_t n = strlen(pf);
        smap_slot *s = smap_slot_of(&counts, pf, n, smap_hash(pf, n));
        if (!s) {
            al->index.failed = true;
            break;
        }
        al->v[i].suffix = (unsigned)(uintptr_t)s->val;
        s->val = (void *)((uintptr_t)s->val + 1);
        dl_ir_pm_put(&al->index, al->v[i].sym, i + 1);
    }
    dl_text_smap_free(&counts);
}

static void put_alias_name(P *p, const pr_alias *e)
{
    putc_(p, e->is_type ? '!' : '#');
    put(p, e->prefix);
    if (e->suffix)
        put_u64(p, e->suffix);
}

pr_aliases *dl_text_pr_aliases_new(void)
{
    pr_aliases *al = calloc(1, sizeof *al);
    if (al)
        al->depth_acc = -1;
    return al;
}

void dl_text_pr_aliases_free(pr_aliases *al)
{
    if (!al)
        return;
    free(al->v);
    dl_ir_pm_free(&al->index);
    free(al);
}

bool dl_text_pr_aliases_failed(const pr_aliases *al) { return al->index.failed; }

size_t dl_text_pr_aliases_count(const pr_aliases *al) { return al->n; }

bool dl_text_pr_may_alias(const dlti_context *ctx)
{
    /* Counted as they are made (context.c); a print's symbols are all
     * made before it starts. */
    return atomic_load_explicit(&((dlti_context *)ctx)->n_aliasable,
                                memory_order_relaxed) != 0;
}

pr_aliases *dl_text_pr_aliases_collect(const P *p, const dlti_op *op)
{
    /* The alias pass is a printing of the whole op (a tenth of a split
     * file's chunk): skipped when nothing in the context can be aliased. */
    if (!dl_text_pr_may_alias(op->ctx))
        return NULL;
    pr_aliases *al = dl_text_pr_aliases_new();
    if (!al)
        return NULL;
    dl_buf scratch = { 0 };
    P v;
    dl_text_pr_init(&v, &scratch);
    v.names = p->names;
    v.cache = p->cache;
    v.aliases = al;
    v.visiting = true;
    dl_text_pr_op(&v, op);
    dl_buf_free(&scratch);
    if (al->index.failed) {
        dl_text_pr_aliases_free(al);
        return NULL;
    }
    dl_text_pr_aliases_finalize(al);
    if (!al->n || al->index.failed) {
        dl_text_pr_aliases_free(al);
        return NULL;
    }
    return al;
}

void dl_text_pr_alias_defs(P *p, pr_aliases *al)
{
    p->aliases = al;
    for (size_t i = 0; i < al->n; i++) {
        const pr_alias *e = &al->v[i];
        put_alias_name(p, e);
        put(p, " = ");
        if (e->is_type)
            dl_text_pr_type_impl(p, e->sym);
        else
            dl_text_pr_attr_impl(p, e->sym, EL_NEVER);
        putc_(p, '\n');
    }
}

bool dl_text_pr_type_alias(P *p, const dlti_type *t)
{
    const char *prefix = type_alias_prefix(t);
    if (!prefix)
        return false;
    pr_alias *e = alias_find(p, t);
    if (!p->visiting) {
        if (!e)
            return false;
        put_alias_name(p, e);
        return true;
    }
    if (e) {
        if (e->depth > p->aliases->depth_acc)
            p->aliases->depth_acc = e->depth;
        return true;
    }
    e = alias_record(p, t, prefix, true);
    size_t idx = e ? (size_t)(e - p->aliases->v) : 0;
    int saved = p->aliases->depth_acc;
    p->aliases->depth_acc = -1;
    dl_text_pr_type_impl(p, t);
    int child = p->aliases->depth_acc;
    int depth = child + 1;
    if (e)
        p->aliases->v[idx].depth = depth;
    p->aliases->depth_acc = saved > depth ? saved : depth;
    return true;
}

/* MLIR's alias depth counts every attribute between an alias and the
 * aliases it uses, named or not: a ref `levels` attributes deep in an
 * opaque body, or an opaque attribute without alias around aliases, is
 * that much deeper. */
static void visit_deeper(P *p, const void *obj, bool is_type, unsigned levels)
{
    int saved = p->aliases->depth_acc;
    p->aliases->depth_acc = -1;
    if (is_type)
        dl_text_pr_type(p, obj);
    else
        dl_text_pr_attr(p, obj, EL_NEVER);
    int d = p->aliases->depth_acc;
    if (d >= 0)
        d += (int)levels;
    p->aliases->depth_acc = saved > d ? saved : d;
}

void dl_text_pr_opaque_ref(P *p, const dl_opaque_ref *r)
{
    if (p->visiting && p->aliases && r->levels)
        visit_deeper(p, r->obj, r->is_type, r->levels);
    else if (r->is_type)
        dl_text_pr_type(p, r->obj);
    else
        dl_text_pr_attr(p, r->obj, EL_NEVER);
}

bool dl_text_pr_attr_alias(P *p, const dlti_attr *a)
{
    const char *prefix = attr_alias_prefix(a);
    if (!prefix && p->visiting && dl_ir_attr_kind_of(a) == DL_AT_OPAQUE &&
        ((const dl_opaque_key *)a->key)->n_refs) {
        int saved = p->aliases->depth_acc;
        p->aliases->depth_acc = -1;
        dl_text_pr_attr_impl(p, a, EL_NEVER);
        int d = p->aliases->depth_acc;
        if (d >= 0)
            d++;
        p->aliases->depth_acc = saved > d ? saved : d;
        return true;
    }
    if (!prefix)
        return false;
    pr_alias *e = alias_find(p, a);
    if (!p->visiting) {
        if (!e)
            return false;
        put_alias_name(p, e);
        return true;
    }
    if (dl_ir_attr_kind_of(a) == DL_AT_AFFINE_MAP ||
        (dl_ir_attr_kind_of(a) == DL_AT_RAW &&
         !((const dl_raw_key *)a->key)->n_refs)) {
        if (!e)
            alias_record(p, a, prefix, false);
        /* maps, raw sets and plain locations have no nested aliases */
        if (p->aliases->depth_acc < 0)
            p->aliases->depth_acc = 0;
        return true;
    }
    /* An opaque attribute's or a location's refs may have aliases: it is
     * one deeper. */
    if (e) {
        if (e->depth > p->aliases->depth_acc)
            p->aliases->depth_acc = e->depth;
        return true;
    }
    e = alias_record(p, a, prefix, false);
    size_t idx = e ? (size_t)(e - p->aliases->v) : 0;
    int saved = p->aliases->depth_acc;
    p->aliases->depth_acc = -1;
    dl_text_pr_attr_impl(p, a, EL_NEVER);
    int depth = p->aliases->depth_acc + 1;
    if (e)
        p->aliases->v[idx].depth = depth;
    p->aliases->depth_acc = saved > depth ? saved : depth;
    return true;
}
