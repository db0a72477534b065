/* spec.c - DLTI attributes: verification of entry lists and of specs on
 * scopes, and the combination of specs across nested scopes. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "dl_meaning.h"
#include "ptrmap.h"

const dlti_type *dl_sema_entry_type(const dlti_attr *entry)
{
    const dlti_attr *k = dl_entry(entry)->key;
    return dl_ir_attr_kind_of(k) == DL_AT_TYPE ? ((const dl_type_attr_key *)k->key)->type
                                            : NULL;
}

/* ---- Identifier entries of the dlti dialect ---------------------------- */

dlti_status dl_sema_dlti_verify_entry(dlti_context *ctx, const dlti_attr *entry,
                                 const dlti_loc *loc)
{
    const dl_string_attr_key *k = dl_ir_string_key(dl_entry(entry)->key);
    static const char *const known[] = {
        DL_KEY_ENDIANNESS,
        "dlti.default_memory_space", "dlti.alloca_memory_space",
        "dlti.program_memory_space", "dlti.global_memory_space",
        "dlti.stack_alignment",      "dlti.function_pointer_alignment",
        "dlti.legal_int_widths",     "dlti.mangling_mode",
    };
    if (strcmp(k->str, DL_KEY_ENDIANNESS) == 0) {
        const dl_string_attr_key *v = dl_ir_string_key(dl_entry(entry)->value);
        if (v && ((v->len == 3 && memcmp(v->str, "big", 3) == 0) ||
                  (v->len == 6 && memcmp(v->str, "little", 6) == 0)))
            return DLTI_OK;
        return dl_error(ctx, DLTI_ERR_VERIFY, loc,
                        "'dlti.endianness' data layout entry is expected to be "
                        "either 'big' or 'little'");
    }
    for (size_t i = 0; i < sizeof known / sizeof *known; i++)
        if (strcmp(k->str, known[i]) == 0)
            return DLTI_OK;
    dl_error(ctx, DLTI_ERR_VERIFY, loc, "unknown data layout entry name: %s",
             k->str);
    const char *near = dl_suggest(k->str, strlen(k->str), known,
                                  sizeof known / sizeof *known);
    if (near)
        dl_note_extra(ctx, loc, "did you mean \"%s\"?", near);
    return DLTI_ERR_VERIFY;
}

/* ---- Specs of scopes ---------------------------------------------------- */

const dlti_attr *dl_sema_scope_spec(const dlti_op *op)
{
    if (!op || !dl_ir_op_is_scope(op))
        return NULL;
    if (dl_ir_op_is_module(op)) {
        /* MLIR takes the first spec-like attribute in name order,
         * whatever its name. */
        const dl_dict_key *d = dl_ir_dict(op->attrs);
        for (size_t i = 0; i < d->n; i++)
            if (dl_ir_attr_kind_of(d->elems[i].value) == DL_AT_DL_SPEC)
                return d->elems[i].value;
        return NULL;
    }
    const dlti_attr *a = dl_ir_dict_get(op->attrs, DL_ATTR_DL_SPEC);
    return a && dl_ir_attr_kind_of(a) == DL_AT_DL_SPEC ? a : NULL;
}

static bool is_dense_i64(const dlti_attr *v, size_t *count)
{
    if (dl_ir_attr_kind_of(v) != DL_AT_DENSE)
        return false;
    const dl_dense_key *d = dl_ir_dense(v);
    const dl_shaped_key *sh = dl_ir_shaped(d->type);
    const dlti_type *elem = sh->elem;
    if (dl_ir_type_kind_of(elem) != DL_TY_INTEGER || dl_ir_int_width(elem) != 64 ||
        dl_ir_int_signedness(elem) != DLTI_SIGNLESS)
        return false;
    size_t total = 1;
    for (uint32_t i = 0; i < sh->rank; i++)
        total = sh->dims[i] < 0 ? 0 : total * (size_t)sh->dims[i];
    *count = total;
    return true;
}

uint64_t dl_sema_dense_elem(const dlti_attr *v, size_t i)
{
    const dl_dense_key *d = dl_ir_dense(v);
    return dl_ir_int_attr_low64(d->elems[d->splat ? 0 : i]);
}

static dlti_status entry_error(dlti_context *ctx, const dlti_loc *loc,
                               const char *what, const dlti_attr *entry)
{
    char *t = dl_text_object_text(entry, 'A');
    dl_error(ctx, DLTI_ERR_VERIFY, loc, "%s #dlti.dl_entry<%s", what,
             dl_or_lost(t) + (t && strncmp(t, "#dlti.dl_entry<", 15) == 0 ? 15 : 0));
    free(t);
    return DLTI_ERR_VERIFY;
}

/* The checks MLIR applies to entries of integer and float classes. */
static dlti_status verify_int_or_float_entry(dlti_context *ctx,
                                             const dlti_attr *e,
                                             const dlti_loc *loc)
{
    const dlti_attr *v = dl_entry(e)->value;
    size_t count = 0;
    if (!is_dense_i64(v, &count))
        return entry_error(ctx, loc,
                           "expected a dense i64 elements attribute in the data "
                           "layout entry", e);
    if (count != 1 && count != 2)
        return entry_error(ctx, loc,
                           "expected 1 or 2 elements in the data layout entry", e);
    uint64_t abi = dl_sema_dense_elem(v, 0), pref = dl_sema_dense_elem(v, count - 1);
    if (pref < abi)
        return entry_error(ctx, loc,
                           "preferred alignment is expected to be greater than or "
                           "equal to the abi alignment in data layout entry", e);
    return DLTI_OK;
}

/* Appends `e` to a growable array of entries. */
static dlti_status push_entry(dlti_context *ctx, const dlti_attr ***arr,
                              size_t *n, size_t *cap, const dlti_attr *e)
{
    if (*n == *cap) {
        size_t ncap = *cap ? *cap * 2 : 4;
        const dlti_attr **na = realloc(*arr, ncap * sizeof *na);
        if (!na)
            return dl_nomem(ctx);
        *arr = na;
        *cap = ncap;
    }
    (*arr)[(*n)++] = e;
    return DLTI_OK;
}

/* Groups the type entries of `spec` by class, in first-appearance order. */
dlti_status dl_sema_group_by_class(dlti_context *ctx, const dlti_attr *spec,
                              dl_class_group **groups, size_t *ngroups)
{
    const dl_attr_list_key *l = dl_ir_attr_list(spec);
    dl_class_group *g = NULL;
    size_t n = 0;
    for (size_t i = 0; i < l->n; i++) {
        const dlti_type *t = dl_sema_entry_type(l->elems[i]);
        if (!t)
            continue;
        size_t j = 0;
        while (j < n && g[j].cls != t->cls)
            j++;
        if (j == n) {
            dl_class_group *ng = realloc(g, (n + 1) * sizeof *g);
            if (!ng)
                goto nomem;
            g = ng;
            memset(&g[n], 0, sizeof g[n]);
            g[n].cls = t->cls;
            n++;
        }
        if (push_entry(ctx, &g[j].entries, &g[j].n, &g[j].cap, l->elems[i]))
            goto fail;
    }
    *groups = g;
    *ngroups = n;
    return DLTI_OK;
nomem:
    dl_nomem(ctx);
fail:
    dl_sema_free_groups(g, n);
    return DLTI_ERR_NOMEM;
}

void dl_sema_free_groups(dl_class_group *g, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        free(g[i].entries);
        dl_ir_key_index_free(&g[i].index);
    }
    free(g);
}

/* The first entry of `g` that the class's hook refuses by itself, its
 * diagnostics held back; NULL when each passes alone (the hook refused
 * them together). */
static const dlti_attr *refused_alone(dlti_context *ctx,
                                      const dl_class_group *g,
                                      const dlti_loc *loc)
{
    const dlti_attr *bad = NULL;
    dl_diag_held h;
    dl_diag_hold(ctx, &h, DL_HOLD_ALL);
    for (size_t i = 0; i < g->n && !bad; i++) {
        dlti_entry_list one = {&g->entries[i], 1};
        if (g->cls->hooks.verify_entries(ctx, one, loc) != DLTI_OK)
            bad = g->entries[i];
    }
    dl_diag_release(ctx, &h);
    return bad;
}

/* The checks of one class's entries; on failure *bad is the entry at
 * fault (*group: the class's entries together). */
static dlti_status verify_class(dlti_context *ctx, const dl_class_group *g,
                                const dlti_loc *loc, const dlti_attr **bad,
                                bool *group)
{
    const dlti_type_class *cls = g->cls;
    *bad = g->entries[0];
    if (cls->kind == DL_TY_INDEX) {
        for (size_t i = 0; i < g->n; i++)
            if (dl_ir_attr_kind_of(dl_entry(g->entries[i])->value) != DL_AT_INTEGER) {
                *bad = g->entries[i];
                return dl_error(ctx, DLTI_ERR_VERIFY, loc,
                                "expected integer attribute in the data layout "
                                "entry for 'index'");
            }
        return DLTI_OK;
    }
    if (cls->kind == DL_TY_INTEGER || cls->float_bits) {
        for (size_t i = 0; i < g->n; i++) {
            dlti_status st = verify_int_or_float_entry(ctx, g->entries[i], loc);
            if (st) {
                *bad = g->entries[i];
                return st;
            }
        }
        return DLTI_OK;
    }
    if (cls->kind != DL_TY_DIALECT)
        return dl_error(ctx, DLTI_ERR_VERIFY, loc,
                        "unexpected data layout for a built-in type");
    if (!cls->hooks.size_in_bits && !cls->hooks.abi_alignment)
        return dl_error(ctx, DLTI_ERR_VERIFY, loc,
                        "data layout specified for a type that does not support it");
    if (cls->hooks.verify_entries) {
        dlti_entry_list list = {g->entries, g->n};
        dlti_status st = cls->hooks.verify_entries(ctx, list, loc);
        if (st && g->n > 1) {
            const dlti_attr *alone = refused_alone(ctx, g, loc);
            *bad = alone ? alone : g->entries[0];
            *group = !alone;
        }
        return st;
    }
    return DLTI_OK;
}

/* The dialect named by the part of `key` before the first '.', or NULL
 * when there is none or it is not loaded. */
static dlti_dialect *key_dialect(dlti_context *ctx, const char *key)
{
    const char *dot = strchr(key, '.');
    if (!dot)
        return NULL;
    return dl_ir_dialect_loaded(ctx, key, (size_t)(dot - key));
}

/* The index of entry `e` in `spec`, or SIZE_MAX. */
static size_t entry_index(const dlti_attr *spec, const dlti_attr *e)
{
    const dl_attr_list_key *l = dl_ir_attr_list(spec);
    for (size_t i = 0; i < l->n; i++)
        if (l->elems[i] == e)
            return i;
    return SIZE_MAX;
}

/* MLIR's verifySpec: type classes first, then identifiers. */
dlti_status dl_sema_verify_spec(dlti_context *ctx, const dlti_attr *spec,
                           const dlti_loc *loc, size_t *bad, bool *group)
{
    *bad = SIZE_MAX;
    *group = false;
    dl_class_group *g;
    size_t ng;
    dlti_status st = dl_sema_group_by_class(ctx, spec, &g, &ng);
    if (st)
        return st;
    const dlti_attr *e = NULL;
    for (size_t i = 0; i < ng && !st; i++)
        st = verify_class(ctx, &g[i], loc, &e, group);
    dl_sema_free_groups(g, ng);
    if (st) {
        if (st != DLTI_ERR_NOMEM && e)
            *bad = entry_index(spec, e);
        return st;
    }
    const dl_attr_list_key *l = dl_ir_attr_list(spec);
    for (size_t i = 0; i < l->n; i++) {
        const char *key = dlti_entry_key_string(l->elems[i]);
        if (!key)
            continue;
        dlti_dialect *d = key_dialect(ctx, key);
        if (!d)
            continue;
        *bad = i;
        dlti_status (*verify)(dlti_context *, const dlti_attr *,
                              const dlti_loc *) =
            d == &dl_ir_dlti_dialect ? dl_sema_dlti_verify_entry : d->verify_entry;
        if (!verify)
            return dl_error(ctx, DLTI_ERR_VERIFY, loc,
                            "the '%s' dialect does not support identifier data "
                            "layout entries",
                            d->name);
        if ((st = verify(ctx, l->elems[i], loc)))
            return st;
    }
    *bad = SIZE_MAX;
    return DLTI_OK;
}

/* ---- Combination -------------------------------------------------------- */

/* Ancestor scopes whose specs combine with `scope`'s, innermost first, as
 * MLIR collects them: the module the parser wraps around a file does not
 * count (MLIR verifies an explicit top-level module while it still sits in
 * that wrapper, so the explicit one does count). */
size_t dl_sema_collect_ancestors(const dlti_op *scope, const dlti_op **out,
                            size_t max)
{
    size_t n = 0;
    for (const dlti_op *p = scope->parent; p; p = p->parent) {
        if (!dl_ir_op_is_scope(p))
            continue;
        if (!p->parent && p->implicit && !dl_sema_scope_spec(p))
            continue;
        if (n < max)
            out[n] = p;
        n++;
    }
    return n;
}

static bool nests(uint64_t outer, uint64_t inner)
{
    /* A zero alignment never nests (MLIR 22 divides by it). */
    return inner != 0 && outer != 0 && outer >= inner && outer % inner == 0;
}

/* Compatibility of nested entries of one class.  Builtin classes follow
 * the rule MLIR adopted after 22 (22 itself crashes here): an entry for the
 * same key may only relax the ABI alignment, and index must not change. */
static dlti_status classes_compatible(dlti_context *ctx,
                                      const dlti_type_class *cls,
                                      dl_class_group *old,
                                      const dlti_attr *const *inner, size_t nin,
                                      const dl_combined *acc, bool *ok,
                                      dl_combine_why *why)
{
    *ok = true;
    if (cls->kind == DL_TY_DIALECT) {
        if (!cls->hooks.are_compatible)
            return DLTI_OK;
        dlti_entry_list o = {old->entries, old->n};
        dlti_entry_list in = {inner, nin};
        dlti_entry_list ids = {acc->ids, acc->n_ids};
        int c = 1;
        dlti_status st = cls->hooks.are_compatible(ctx, o, in, ids, &c);
        *ok = c != 0;
        if (!*ok)
            *why = (dl_combine_why){old->n ? old->entries[0] : NULL,
                                    nin ? inner[0] : NULL, cls};
        return st;
    }
    bool nomem = false;
    for (size_t i = 0; i < nin && *ok; i++) {
        const dlti_attr *nk = dl_entry(inner[i])->key;
        size_t j = dl_ir_key_find(&old->index, old->entries, old->n, nk, &nomem);
        if (nomem)
            return dl_nomem(ctx);
        if (j < old->n) {
            const dlti_attr *ov = dl_entry(old->entries[j])->value;
            const dlti_attr *nv = dl_entry(inner[i])->value;
            if (cls->kind == DL_TY_INDEX) {
                *ok = dl_ir_attr_kind_of(ov) == DL_AT_INTEGER &&
                      dl_ir_attr_kind_of(nv) == DL_AT_INTEGER &&
                      dl_ir_int_attr_low64(ov) == dl_ir_int_attr_low64(nv);
            } else {
                size_t c1, c2;
                *ok = is_dense_i64(ov, &c1) && is_dense_i64(nv, &c2) && c1 &&
                      c2 && nests(dl_sema_dense_elem(ov, 0), dl_sema_dense_elem(nv, 0));
            }
            if (!*ok)
                *why = (dl_combine_why){old->entries[j], inner[i], NULL};
        }
    }
    return DLTI_OK;
}

void dl_sema_combined_free(dl_combined *c)
{
    free(c->ids);
    dl_ir_key_index_free(&c->id_index);
    dl_sema_free_groups(c->classes, c->n_classes);
    memset(c, 0, sizeof *c);
}

/* Folds one more (inner) spec into `acc`.  *ok = false when the spec does
 * not combine (no diagnostic: the caller words it). */
static dlti_status combine_one(dlti_context *ctx, dl_combined *acc,
                               const dlti_attr *spec, bool *ok,
                               dl_combine_why *why)
{
    *ok = true;
    const dl_attr_list_key *l = dl_ir_attr_list(spec);
    dlti_status st;
    for (size_t i = 0; i < l->n; i++) {
        const dlti_attr *e = l->elems[i];
        const char *key = dlti_entry_key_string(e);
        if (!key)
            continue;
        bool nomem = false;
        size_t j = dl_ir_key_find(&acc->id_index, acc->ids, acc->n_ids,
                            dl_entry(e)->key, &nomem);
        if (nomem)
            return dl_nomem(ctx);
        if (j == acc->n_ids) {
            if ((st = push_entry(ctx, &acc->ids, &acc->n_ids, &acc->cap_ids, e)))
                return st;
            dl_ir_key_index_entry(acc->id_index, acc->ids, j);
            continue;
        }
        dlti_dialect *d = key_dialect(ctx, key);
        const dlti_attr *r;
        if (d && d->combine)
            r = d->combine(ctx, acc->ids[j], e);
        else
            r = acc->ids[j] == e ? e : NULL;
        if (!r) {
            *ok = false;
            *why = (dl_combine_why){acc->ids[j], e, NULL};
            return DLTI_OK;
        }
        if (dl_entry(r)->key != dl_entry(acc->ids[j])->key)
            dl_ir_key_index_free(&acc->id_index); /* rebuilt on next need */
        acc->ids[j] = r;
    }

    dl_class_group *g;
    size_t ng;
    if ((st = dl_sema_group_by_class(ctx, spec, &g, &ng)))
        return st;
    for (size_t i = 0; i < ng && *ok; i++) {
        size_t j = 0;
        while (j < acc->n_classes && acc->classes[j].cls != g[i].cls)
            j++;
        if (j == acc->n_classes) {
            dl_class_group *n = realloc(acc->classes, (j + 1) * sizeof *n);
            if (!n) {
                st = dl_nomem(ctx);
                break;
            }
            acc->classes = n;
            acc->classes[j] = g[i];
            acc->n_classes++;
            g[i].entries = NULL; /* moved */
            continue;
        }
        dl_class_group *old = &acc->classes[j];
        if ((st = classes_compatible(ctx, g[i].cls, old, g[i].entries, g[i].n,
                                     acc, ok, why)) ||
            !*ok)
            break;
        for (size_t k = 0; k < g[i].n && !st; k++) {
            const dlti_attr *nk = dl_entry(g[i].entries[k])->key;
            bool nomem = false;
            size_t m = dl_ir_key_find(&old->index, old->entries, old->n, nk, &nomem);
            if (nomem)
                st = dl_nomem(ctx);
            else if (m < old->n)
                old->entries[m] = g[i].entries[k];
            else if (!(st = push_entry(ctx, &old->entries, &old->n, &old->cap,
                                       g[i].entries[k])))
                dl_ir_key_index_entry(old->index, old->entries, old->n - 1);
        }
    }
    dl_sema_free_groups(g, ng);
    return st;
}

dlti_status dl_sema_combine_specs(dlti_context *ctx, const dlti_attr *const *specs,
                             size_t n, dl_combined *out, bool *ok,
                             dl_combine_why *why)
{
    dl_combine_why unused;
    if (!why)
        why = &unused;
    memset(why, 0, sizeof *why);
    memset(out, 0, sizeof *out);
    *ok = true;
    for (size_t i = 0; i < n && *ok; i++) {
        dlti_status st = combine_one(ctx, out, specs[i], ok, why);
        if (st) {
            dl_sema_combined_free(out);
            return st;
        }
    }
    if (!*ok) {
        dl_sema_combined_free(out);
        return DLTI_OK;
    }
    /* The key indexes serve only the combining: not kept with the spec,
     * which is only read from here on (a memo holds many: combine_memo.c). */
    dl_ir_key_index_free(&out->id_index);
    for (size_t i = 0; i < out->n_classes; i++)
        dl_ir_key_index_free(&out->classes[i].index);
    return DLTI_OK;
}

/* The specs that make up the layout of `scope`, outermost first. */
dlti_status dl_sema_scope_spec_chain(dlti_context *ctx, const dlti_op *scope,
                                const dlti_attr ***specs, size_t *n)
{
    size_t na = dl_sema_collect_ancestors(scope, NULL, 0);
    const dlti_op **anc = calloc(na + 1, sizeof *anc);
    const dlti_attr **out = calloc(na + 1, sizeof *out);
    if (!anc || !out) {
        free(anc);
        free(out);
        return dl_nomem(ctx);
    }
    dl_sema_collect_ancestors(scope, anc, na);
    size_t k = 0;
    for (size_t i = na; i-- > 0;) {
        const dlti_attr *s = dl_sema_scope_spec(anc[i]);
        if (s)
            out[k++] = s;
    }
    const dlti_attr *own = dl_sema_scope_spec(scope);
    if (own)
        out[k++] = own;
    free(anc);
    *specs = out;
    *n = k;
    return DLTI_OK;
}
