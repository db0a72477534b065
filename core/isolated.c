/* isolated.c - MLIR's region check of an op isolated from above
 * (OpTrait::impl::verifyIsIsolatedFromAbove): no op inside it uses a value
 * defined outside it.
 *
 * Values are known by their names as written ("%x", "%x#2", "%arg0"): the
 * parser has already refused a use of a name not visible where it is used,
 * so a name used inside the op and not defined inside it names a value
 * from outside.  Ops isolated from above inside it are checked on their
 * own and not entered, as MLIR does. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "dl_meaning.h"

/* A value name split into its base ("%x") and result index. */
typedef struct vname {
    const char *base;
    size_t len;
    unsigned long idx;
} vname;

static vname split_name(const char *s)
{
    vname v = {s, strlen(s), 0};
    const char *h = strchr(s, '#');
    if (h) {
        v.len = (size_t)(h - s);
        v.idx = strtoul(h + 1, NULL, 10);
    }
    return v;
}

/* Open-addressing set of names (a power-of-two table, half full at most). */
typedef struct nset {
    vname *slot;
    size_t cap, n;
} nset;

static uint64_t name_hash(vname v)
{
    return dl_ir_hash_bytes(v.base, v.len, v.idx);
}

static bool name_eq(vname a, vname b)
{
    return a.idx == b.idx && a.len == b.len && !memcmp(a.base, b.base, a.len);
}

static bool nset_has(const nset *s, vname v)
{
    if (!s->cap)
        return false;
    for (size_t i = name_hash(v) & (s->cap - 1);; i = (i + 1) & (s->cap - 1)) {
        if (!s->slot[i].base)
            return false;
        if (name_eq(s->slot[i], v))
            return true;
    }
}

static bool nset_add(nset *s, vname v)
{
    if ((s->n + 1) * 2 > s->cap) {
        size_t cap = s->cap ? s->cap * 2 : 64;
        vname *slot = calloc(cap, sizeof *slot);
        if (!slot)
            return false;
        for (size_t i = 0; i < s->cap; i++) {
            if (!s->slot[i].base)
                continue;
            size_t j = name_hash(s->slot[i]) & (cap - 1);
            while (slot[j].base)
                j = (j + 1) & (cap - 1);
            slot[j] = s->slot[i];
        }
        free(s->slot);
        s->slot = slot;
        s->cap = cap;
    }
    size_t i = name_hash(v) & (s->cap - 1);
    while (s->slot[i].base) {
        if (name_eq(s->slot[i], v))
            return true;
        i = (i + 1) & (s->cap - 1);
    }
    s->slot[i] = v;
    s->n++;
    return true;
}

static bool isolated(const dlti_op *op)
{
    return op->nregions && op->cls && op->cls->traits_known &&
           (op->cls->flags & DLTI_OP_ISOLATED_FROM_ABOVE);
}

/* What a walk does at each op. */
typedef enum walk_mode { W_ANY_USE, W_DEFS, W_USES } walk_mode;

typedef struct walk {
    const dlti_op *top;
    walk_mode mode;
    nset defs;
    bool found;        /* W_ANY_USE: an op with operands */
    dlti_status st;
} walk;

static void add_block_args(walk *w, const dlti_op *o)
{
    for (unsigned r = 0; r < o->nregions && !w->st; r++)
        for (const dl_block *b = o->regions[r].first; b && !w->st; b = b->next)
            for (unsigned a = 0; a < b->nargs && !w->st; a++)
                if (b->args[a].name &&
                    !nset_add(&w->defs, split_name(b->args[a].name)))
                    w->st = dl_nomem(w->top->ctx);
}

/* One op inside the isolated op; false stops the walk. */
static bool visit_op(walk *w, const dlti_op *o)
{
    switch (w->mode) {
    case W_ANY_USE:
        w->found = o->noperands != 0;
        return !w->found;
    case W_DEFS:
        for (unsigned k = 0; k < o->nresults && !w->st; k++)
            if (o->result_names && o->result_names[k] &&
                !nset_add(&w->defs, split_name(o->result_names[k])))
                w->st = dl_nomem(w->top->ctx);
        if (!isolated(o)) /* an isolated op's blocks are its own */
            add_block_args(w, o);
        return !w->st;
    case W_USES:
        for (unsigned k = 0; k < o->noperands; k++) {
            if (!o->operand_names || !o->operand_names[k] ||
                nset_has(&w->defs, split_name(o->operand_names[k])))
                continue;
            w->st = dl_error(o->ctx, DLTI_ERR_VERIFY, &o->loc,
                             "'%s' op using value defined outside the region",
                             o->name);
            dl_note(o->ctx, &w->top->loc,
                    "required by region isolation constraints");
            return false;
        }
        return true;
    }
    return false;
}

/* Visits the ops of w->top's regions, nested ones too but not inside ops
 * isolated from above, in pre-order; the stack holds the ops whose regions
 * are still to be visited. */
static void walk_inner(walk *w)
{
    const dlti_op **todo = malloc(sizeof *todo);
    size_t ntodo = 0, cap = 1;
    if (!todo) {
        w->st = dl_nomem(w->top->ctx);
        return;
    }
    todo[ntodo++] = w->top;
    while (ntodo) {
        const dlti_op *o = todo[--ntodo];
        for (unsigned r = 0; r < o->nregions; r++)
            for (const dl_block *b = o->regions[r].first; b; b = b->next)
                for (const dlti_op *c = b->first; c; c = c->next) {
                    if (!visit_op(w, c))
                        goto done;
                    /* An op read as written (parse/skim.c) may define
                     * values in its text and be isolated itself: its
                     * regions are not checked. */
                    if (!c->nregions || isolated(c) || c->skimmed)
                        continue;
                    if (ntodo == cap) {
                        cap *= 2;
                        const dlti_op **nt = realloc(todo, cap * sizeof *nt);
                        if (!nt) {
                            w->st = dl_nomem(w->top->ctx);
                            goto done;
                        }
                        todo = nt;
                    }
                    todo[ntodo++] = c;
                }
    }
done:
    free(todo);
}

dlti_status dl_sema_verify_isolated(const dlti_op *op)
{
    if (!isolated(op))
        return DLTI_OK;
    walk w = {op, W_ANY_USE, {NULL, 0, 0}, false, DLTI_OK};
    walk_inner(&w);
    if (w.st || !w.found)
        return w.st;
    /* Some op uses a value: what is defined inside, then the uses. */
    w.mode = W_DEFS;
    add_block_args(&w, op);
    if (!w.st)
        walk_inner(&w);
    if (!w.st) {
        w.mode = W_USES;
        walk_inner(&w);
    }
    free(w.defs.slot);
    return w.st;
}
