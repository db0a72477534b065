/* xscope.c - a dialect plugin for t/t1220-explain.sh: the op
 * `xscope.scope`, a data layout scope that answers the ABI alignment of
 * every type itself (MLIR's DataLayoutOpInterface hook
 * getTypeABIAlignment), twice what the layout would answer without it.
 * No dialect MLIR 22 ships overrides a query this way; dlti_explain must
 * still name the op as what decided.  Its identifier entries ("xscope.*")
 * never combine across scopes (t0915: a chain combined before the dialect
 * was loaded is not reused once it is). */
#include <string.h>

#include <dlti/plugin.h>

static dlti_status abi_twice(const dlti_op *scope, dlti_data_layout *dl,
                             const dlti_type *t, dlti_entry_list entries,
                             uint64_t *out)
{
    (void)scope;
    (void)entries;
    dlti_status st = dlti_default_abi_alignment(dl, t, out);
    if (st == DLTI_OK)
        *out *= 2;
    return st;
}

static dlti_status any_entry(dlti_context *ctx, const dlti_attr *entry,
                             const dlti_loc *loc)
{
    (void)ctx, (void)entry, (void)loc;
    return DLTI_OK;
}

static const dlti_attr *never(dlti_context *ctx, const dlti_attr *outer,
                              const dlti_attr *inner)
{
    (void)ctx, (void)outer, (void)inner;
    return NULL;
}

static dlti_status init(dlti_dialect *d)
{
    dlti_dialect_hooks dh;
    memset(&dh, 0, sizeof dh);
    dh.size = sizeof dh;
    dh.verify_entry = any_entry;
    dh.combine = never;
    dlti_status st = dlti_dialect_set_hooks(d, &dh);
    if (st != DLTI_OK)
        return st;
    dlti_op_hooks op;
    memset(&op, 0, sizeof op);
    op.size = sizeof op;
    op.is_scope = 1;
    op.type_abi_alignment = abi_twice;
    op.flags = DLTI_OP_NO_TERMINATOR;
    return dlti_register_op_class(d, "scope", &op);
}

static const dlti_plugin_info info = {
    sizeof info, DLTI_PLUGIN_ABI_VERSION, "xscope", "1",
    "a scope op that overrides the ABI alignment query", init,
};

DLTI_PLUGIN_EXPORT const dlti_plugin_info *dlti_plugin_entry(void);
const dlti_plugin_info *dlti_plugin_entry(void) { return &info; }
