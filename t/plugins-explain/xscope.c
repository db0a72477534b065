/* xscope.c - a dialect plugin for t/t1220-explain.sh: the op
 * `xscope.scope`, a data layout scope that answers the ABI alignment of
 * every type itself (MLIR's DataLayoutOpInterface hook
 * getTypeABIAlignment), twice what the layout would answer without it.
 * No dialect MLIR 22 ships overrides a query this way; dlti_explain must
 * still name the op as what decided. */
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

static dlti_status init(dlti_dialect *d)
{
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
