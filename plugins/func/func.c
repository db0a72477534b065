/* func.c - the func dialect of MLIR 22, as a dlti plugin.
 *
 * Only what data layout files use: `func.func` (MLIR's function-op syntax,
 * with the core's dlti_parse_function_op / dlti_print_function_op) and
 * `func.return` (`attr-dict ($operands^ : type($operands))?`).  Neither op
 * is a data layout scope, and the dialect has no types, no attributes and
 * no identifier entries (no dialect hooks: "the 'func' dialect does not
 * support identifier data layout entries").
 */
#include <dlti/plugin.h>

static dlti_status func_init(dlti_dialect *d)
{
    dlti_op_hooks func = {0};
    func.size = sizeof func;
    func.parse = dlti_parse_function_op;
    func.print = dlti_print_function_op;
    /* FunctionOpInterface: inherent attributes, not a terminator, `func`
     * the default dialect of the body. */
    func.flags = DLTI_OP_FUNCTION_LIKE;

    dlti_op_hooks ret = {0};
    ret.size = sizeof ret;
    ret.parse = dlti_parse_return_op;
    ret.print = dlti_print_return_op;

    dlti_status st = dlti_register_op_class(d, "func", &func);
    if (st != DLTI_OK)
        return st;
    return dlti_register_op_class(d, "return", &ret);
}

static const dlti_plugin_info func_info = {
    sizeof(dlti_plugin_info),
    DLTI_PLUGIN_ABI_VERSION,
    "func",
    "1.0.0",
    "MLIR's func dialect: func.func and func.return",
    func_init,
};

DLTI_PLUGIN_EXPORT const dlti_plugin_info *dlti_plugin_entry(void);

DLTI_PLUGIN_EXPORT const dlti_plugin_info *dlti_plugin_entry(void)
{
    return &func_info;
}
