/* verify.c - the IR verifier: what MLIR's verifier checks of the ops dlti
 * models (dlti.* op attributes, builtin.module's rules, each scope's spec
 * and its combination with the enclosing scopes' specs). */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "spec.h"

/* Whether `spec` holds the entry `e` itself (entries are uniqued). */
static bool spec_holds(const dlti_attr *spec, const dlti_attr *e)
{
    const dl_attr_list_key *l = dl_attr_list(spec);
    for (size_t i = 0; i < l->n; i++)
        if (l->elems[i] == e)
            return true;
    return false;
}

/* Beyond MLIR's message: what does not combine, its value here and in the
 * enclosing scopes, and which enclosing op gave that value. */
static void note_conflict(const dlti_op *op, const dlti_op *const *anc,
                          size_t na, const dl_combine_why *why)
{
    if (!why->inner)
        return;
    dlti_context *ctx = op->ctx;
    const dlti_op *from = NULL;
    for (size_t i = 0; i < na && !from && why->outer; i++) {
        const dlti_attr *s = dl_scope_spec(anc[i]);
        if (s && spec_holds(s, why->outer))
            from = anc[i];
    }
    dl_buf where = {0};
    if (from)
        dl_buf_printf(&where, " at %s:%u:%u", from->loc.file ? from->loc.file : "",
                      from->loc.line, from->loc.col);
    char *w = dl_buf_take(&where);
    char *key = dl_entry_key_text(dl_entry(why->inner)->key);
    if (why->cls || !why->outer) {
        dl_note(ctx, &op->loc,
                "the %s entries here do not combine with those of the "
                "enclosing op%s", dl_or_lost(key), w ? w : "");
    } else {
        char *here = dl_attr_text(dl_entry(why->inner)->value);
        char *there = dl_attr_text(dl_entry(why->outer)->value);
        dl_note(ctx, &op->loc, "%s: %s here, %s in the enclosing op%s",
                dl_or_lost(key), dl_or_lost(here), dl_or_lost(there),
                w ? w : "");
        free(here);
        free(there);
    }
    free(key);
    free(w);
}

/* The check MLIR's verifyDataLayoutOp does: the scope's own spec, then its
 * combination with the enclosing scopes. */
static dlti_status verify_scope(dlti_op *op)
{
    dlti_context *ctx = op->ctx;
    const dlti_attr *spec = dl_scope_spec(op);
    if (!spec)
        return DLTI_OK;
    dlti_status st = dl_verify_spec(ctx, spec, &op->loc);
    if (st)
        return st;
    const dlti_attr **specs;
    size_t n;
    if ((st = dl_scope_spec_chain(ctx, op, &specs, &n)))
        return st;
    dl_combined c;
    bool ok;
    dl_combine_why why;
    st = dl_combine_specs(ctx, specs, n, &c, &ok, &why);
    free(specs);
    if (st)
        return st;
    if (ok) {
        dl_combined_free(&c);
        return DLTI_OK;
    }
    dl_error(ctx, DLTI_ERR_VERIFY, &op->loc,
             "data layout does not combine with layouts of enclosing ops");
    size_t na = dl_collect_ancestors(op, NULL, 0);
    const dlti_op **anc = calloc(na + 1, sizeof *anc);
    if (anc) {
        dl_collect_ancestors(op, anc, na);
        for (size_t i = 0; i < na; i++)
            dl_note(ctx, &anc[i]->loc, "enclosing op with data layout");
        note_conflict(op, anc, na, &why);
        free(anc);
    }
    return DLTI_ERR_VERIFY;
}

/* MLIR's DLTI dialect verifier of `dlti.*` op attributes. */
static dlti_status verify_dlti_op_attr(dlti_op *op, const char *name,
                                       const dlti_attr *value, bool *run_scope)
{
    dlti_context *ctx = op->ctx;
    if (strcmp(name, DL_ATTR_DL_SPEC) == 0) {
        if (dl_attr_kind_of(value) != DL_AT_DL_SPEC)
            return dl_error(ctx, DLTI_ERR_VERIFY, &op->loc,
                            "'dlti.dl_spec' is expected to be a #dlti.dl_spec "
                            "attribute");
        if (dl_op_is_module(op))
            *run_scope = true;
        return DLTI_OK;
    }
    if (strcmp(name, "dlti.target_system_spec") == 0) {
        if (dl_attr_kind_of(value) != DL_AT_SYSTEM_SPEC)
            return dl_error(ctx, DLTI_ERR_VERIFY, &op->loc,
                            "'dlti.target_system_spec' is expected to be a "
                            "#dlti.target_system_spec attribute");
        return DLTI_OK;
    }
    if (strcmp(name, "dlti.map") == 0) {
        if (dl_attr_kind_of(value) != DL_AT_MAP)
            return dl_error(ctx, DLTI_ERR_VERIFY, &op->loc,
                            "'dlti.map' is expected to be a #dlti.map attribute");
        return DLTI_OK;
    }
    return dl_error(ctx, DLTI_ERR_VERIFY, &op->loc,
                    "attribute '%s' not supported by dialect", name);
}

static dlti_status verify_module(dlti_op *op)
{
    dlti_context *ctx = op->ctx;
    const dl_dict_key *d = dl_dict(op->attrs);
    /* A named module is a symbol, and symbols live in symbol tables. */
    if ((dl_dict_get(op->attrs, "sym_name") || dl_dict_get(op->props, "sym_name")) &&
        op->parent &&
        !dl_op_is_module(op->parent))
        return dl_error(ctx, DLTI_ERR_VERIFY, &op->loc,
                        "'builtin.module' op symbol's parent must have the "
                        "SymbolTable trait");
    for (size_t i = 0; i < d->n; i++) {
        const char *name = d->elems[i].name;
        if (!strchr(name, '.') && strcmp(name, "sym_name") != 0 &&
            strcmp(name, "sym_visibility") != 0)
            return dl_error(ctx, DLTI_ERR_VERIFY, &op->loc,
                            "'builtin.module' op can only contain attributes "
                            "with dialect-prefixed names, found: '%s'",
                            name);
    }
    const char *first = NULL;
    for (size_t i = 0; i < d->n; i++) {
        if (dl_attr_kind_of(d->elems[i].value) != DL_AT_DL_SPEC)
            continue;
        if (first) {
            /* MLIR 22 reports this as an error but lets verification
             * succeed and uses the first spec; we keep the behaviour and
             * call it what it is, a warning. */
            dl_diag(ctx, DLTI_SEV_WARNING, &op->loc,
                    "'builtin.module' op expects at most one data layout "
                    "attribute");
            dl_note(ctx, &op->loc, "'%s' is a data layout attribute", first);
            dl_note(ctx, &op->loc, "'%s' is a data layout attribute",
                    d->elems[i].name);
            return DLTI_OK;
        }
        first = d->elems[i].name;
    }
    return DLTI_OK;
}

/* What MLIR's verifier does on entering an op: dialect attribute
 * verifiers, then the op's own invariants and interfaces. */
static int verify_on_entry(dlti_op *op, void *user)
{
    dlti_status *result = user;
    const dl_dict_key *d = dl_dict(op->attrs);
    bool run_scope = false;
    dlti_status st = DLTI_OK;
    for (size_t i = 0; i < d->n && !st; i++)
        if (strncmp(d->elems[i].name, "dlti.", 5) == 0)
            st = verify_dlti_op_attr(op, d->elems[i].name, d->elems[i].value,
                                     &run_scope);
    if (!st && run_scope)
        st = verify_scope(op);
    if (!st && dl_op_is_module(op))
        st = verify_module(op);
    if (!st && dl_op_is_scope(op) && !dl_op_is_module(op))
        st = verify_scope(op);
    *result = st;
    return st != DLTI_OK;
}

dlti_status dl_verify_op(dlti_op *op)
{
    dlti_status st = DLTI_OK;
    verify_on_entry(op, &st);
    return st;
}

dlti_status dl_verify_op_tree(dlti_op *op)
{
    dlti_status st = DLTI_OK;
    dlti_op_walk(op, verify_on_entry, &st);
    return st;
}

dlti_status dlti_verify(dlti_op *op)
{
    if (!op)
        return DLTI_ERR_MISUSE;
    return dl_verify_op_tree(op);
}
