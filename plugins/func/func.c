/* func.c - the func dialect of MLIR 22, as a dlti plugin.
 *
 * Only what data layout files use: `func.func` (MLIR's function-op syntax,
 * with the core's dlti_parse_function_op / dlti_print_function_op) and
 * `func.return` (`attr-dict ($operands^ : type($operands))?`).  Neither op
 * is a data layout scope, and the dialect has no types, no attributes and
 * no identifier entries (no dialect hooks: "the 'func' dialect does not
 * support identifier data layout entries").  What MLIR 22 verifies of them:
 * func.func is a symbol isolated from above (flags; the core checks), and
 * func.return a terminator without regions, results or successors whose
 * parent is a func.func and whose operands match the function's results
 * (its traits and ReturnOp::verify, its verify hook).
 */
#include <string.h>

#include <dlti/plugin.h>

/* ReturnOp's traits in ODS order (ZeroRegions, ZeroResults,
 * ZeroSuccessors, HasParent<FuncOp>), then ReturnOp::verify. */
static dlti_status return_verify(const dlti_op *op)
{
    if (dlti_op_num_regions(op) != 0)
        return dlti_op_emit_error(op, "requires zero regions");
    if (dlti_op_num_results(op) != 0)
        return dlti_op_emit_error(op, "requires zero results");
    if (dlti_op_num_successors(op) != 0)
        return dlti_op_emit_error(op, "requires 0 successors but found %u",
                                  dlti_op_num_successors(op));
    const dlti_op *fn = dlti_op_parent(op);
    if (!fn || strcmp(dlti_op_name(fn), "func.func") != 0)
        return dlti_op_emit_error(op, "expects parent op 'func.func'");
    const dlti_attr *ft = dlti_op_inherent_attr(fn, "function_type");
    const dlti_type *type = ft ? dlti_attr_get_type(ft) : NULL;
    unsigned n_out = 0;
    if (!dlti_type_is_function(type, NULL, &n_out))
        return DLTI_OK; /* the function's own verifier reports it */
    size_t len = 0;
    const dlti_attr *sym = dlti_op_inherent_attr(fn, "sym_name");
    const char *name = sym ? dlti_attr_get_string(sym, &len) : NULL;
    if (!name)
        name = "", len = 0;
    unsigned n = dlti_op_num_operands(op);
    if (n != n_out)
        return dlti_op_emit_error(op,
                                  "has %u operands, but enclosing function "
                                  "(@%.*s) returns %u",
                                  n, (int)len, name, n_out);
    for (unsigned i = 0; i < n; i++) {
        const dlti_type *have = dlti_op_operand_type(op, i);
        const dlti_type *want = dlti_function_type_result(type, i);
        if (have == want)
            continue;
        dlti_loc loc = dlti_op_loc(op);
        dlti_status st = dlti_emit_error(
            dlti_op_context(op), &loc,
            "type of return operand %u ('%pT') doesn't match function result "
            "type ('%pT') in function @%.*s",
            i, (const void *)have, (const void *)want, (int)len, name);
        return st;
    }
    return DLTI_OK;
}

static dlti_status func_init(dlti_dialect *d)
{
    dlti_op_hooks func = {0};
    func.size = sizeof func;
    func.parse = dlti_parse_function_op;
    func.print = dlti_print_function_op;
    /* FunctionOpInterface: inherent attributes, not a terminator, `func`
     * the default dialect of the body. */
    func.flags = DLTI_OP_FUNCTION_LIKE | DLTI_OP_SYMBOL |
                 DLTI_OP_ISOLATED_FROM_ABOVE;

    dlti_op_hooks ret = {0};
    ret.size = sizeof ret;
    ret.parse = dlti_parse_return_op;
    ret.print = dlti_print_return_op;
    ret.flags = DLTI_OP_TERMINATOR | DLTI_OP_NO_PROPERTIES;
    ret.verify = return_verify;

    /* Its print hooks only read what they print; it keeps no state a
     * parse changes (reusable contexts). */
    dlti_dialect_hooks dh = {0};
    dh.size = sizeof dh;
    dh.flags = DLTI_DIALECT_PRINT_BESIDE_PARSE |
               DLTI_DIALECT_LAYOUT_BESIDE_PARSE | DLTI_DIALECT_REUSABLE |
               DLTI_DIALECT_VERIFY_BESIDE_PARSE;
    dlti_status st = dlti_register_op_class(d, "func", &func);
    if (st == DLTI_OK)
        st = dlti_register_op_class(d, "return", &ret);
    return st != DLTI_OK ? st : dlti_dialect_set_hooks(d, &dh);
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
