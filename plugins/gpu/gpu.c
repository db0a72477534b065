/* gpu.c - the gpu dialect of MLIR 22 as a dlti plugin: gpu.module, a data
 * layout scope, and #gpu.select_object, its offloading handler.
 *
 *   gpu.module @name (`<` handler `>`)? ([targets])? (attributes {...})?
 *       { body }
 *
 * gpu.module is MLIR's GPUModuleOp: IsolatedFromAbove, SymbolTable,
 * Symbol, a graph region of one block without terminator or arguments, and
 * DataLayoutOpInterface with HasDefaultDLTIDataLayout (`is_scope`: its
 * `dlti.dl_spec` combines with the enclosing scopes' and is checked as a
 * nested module's is).  Its body has no default dialect (`module` inside
 * it is an error; `builtin.module` is not).  The other gpu ops (gpu.func,
 * gpu.launch_func, gpu.thread_id, ...) are not modeled here.
 *
 * What dlti cannot check as MLIR 22 does: the target attributes belong to
 * dialects without plugins (nvvm, rocdl, xevm, spirv), whose attributes
 * dlti keeps opaque; a target is accepted by its name (see is_target), its
 * parameters are not checked.  The core checks Symbol (sym_visibility, the
 * parent) before the verify hook, where MLIR 22 checks the op's own
 * invariants first: an op with both kinds of error gets the other first.
 */
#include <string.h>

#include <dlti/plugin.h>

/* ---- Target attributes --------------------------------------------------- */

/* MLIR 22's attributes implementing gpu::TargetAttrInterface. */
static const char *const target_names[] = {
    "#nvvm.target", "#rocdl.target", "#xevm.target", "#spirv.target_env",
    NULL,
};

/* `a` is one of target_names, with or without parameters: read from its
 * dialect and name, not its text (an attribute whose parts are shared
 * through aliases can be exponentially long written out). */
static int is_target(const dlti_attr *a)
{
    const char *ns = NULL;
    const char *name = dlti_attr_opaque_body(a, &ns, NULL);
    if (!name) {
        const dlti_attr_class *cls = dlti_attr_get_class(a);
        const dlti_dialect *d = cls ? dlti_attr_class_dialect(cls) : NULL;
        ns = d ? dlti_dialect_namespace(d) : NULL;
        name = cls ? dlti_attr_class_name(cls) : NULL;
    }
    if (!ns || !name)
        return 0;
    size_t nsl = strlen(ns);
    for (size_t i = 0; target_names[i]; i++) {
        const char *t = target_names[i] + 1; /* after '#' */
        const char *dot = strchr(t, '.');
        size_t n = strlen(dot + 1);
        if ((size_t)(dot - t) == nsl && strncmp(t, ns, nsl) == 0 &&
            strncmp(name, dot + 1, n) == 0 &&
            (name[n] == 0 || name[n] == '<'))
            return 1;
    }
    return 0;
}

/* ---- #gpu.select_object -------------------------------------------------- */

/* The key: the optional `target` parameter (an object index or a target
 * attribute), NULL when absent. */
typedef struct select_key {
    const dlti_attr *target;
} select_key;

/* (`<` $target^ `>`)?; SelectObjectAttr::verify at the `<`. */
static dlti_status select_parse(dlti_parser *p, const dlti_attr_class *cls,
                                const dlti_attr **out)
{
    dlti_context *ctx = dlti_parser_context(p);
    select_key k;
    memset(&k, 0, sizeof k);
    dlti_loc at = dlti_parser_loc(p);
    if (dlti_parser_consume(p, "<")) {
        dlti_loc param = dlti_parser_loc(p);
        if (dlti_parser_attr(p, &k.target) != DLTI_OK) {
            dlti_emit_error(ctx, &param,
                            "failed to parse GPU_SelectObjectAttr parameter "
                            "'target' which is to be a `Attribute`");
            return DLTI_ERR_PARSE;
        }
        if (dlti_parser_expect(p, ">") != DLTI_OK)
            return DLTI_ERR_PARSE;
        if (dlti_attr_get_uint(k.target, NULL)) {
            char *text = dlti_attr_to_string(k.target);
            int negative = text && text[0] == '-';
            dlti_free(text);
            if (negative) {
                dlti_emit_error(ctx, &at, "the object index must be positive");
                return DLTI_ERR_PARSE;
            }
        } else if (!is_target(k.target)) {
            dlti_emit_error(ctx, &at,
                            "the target attribute must be a GPU Target "
                            "attribute");
            return DLTI_ERR_PARSE;
        }
    }
    *out = dlti_attr_get(ctx, cls, &k, sizeof k);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

static void select_print(dlti_printer *pr, const dlti_attr *a)
{
    size_t len = 0;
    const select_key *k = dlti_attr_key(a, &len);
    if (len != sizeof *k || !k->target)
        return;
    dlti_printer_puts(pr, "<");
    dlti_printer_attr(pr, k->target);
    dlti_printer_puts(pr, ">");
}

/* ---- gpu.module ---------------------------------------------------------- */

static const char *const module_inherent[] = {"offloadingHandler",
                                              "sym_name", "targets", NULL};

#define TARGETS_CONSTRAINT                                                     \
    "array of GPU target attributes with at least 1 elements"
#define HANDLER_CONSTRAINT                                                     \
    "any attribute with the `OffloadingTranslationAttrTrait` trait."

static int is_handler(const dlti_attr *a)
{
    const dlti_attr_class *cls = dlti_attr_get_class(a);
    const dlti_dialect *d = cls ? dlti_attr_class_dialect(cls) : NULL;
    return d && strcmp(dlti_dialect_namespace(d), "gpu") == 0 &&
           strcmp(dlti_attr_class_name(cls), "select_object") == 0;
}

static int is_target_array(const dlti_attr *a)
{
    size_t n = dlti_attr_array_size(a);
    int ok = n > 0;
    for (size_t i = 0; ok && i < n; i++)
        ok = is_target(dlti_attr_array_at(a, i));
    return ok;
}

/* The ODS constraint attribute module_inherent[i] = `a` fails, or NULL. */
static const char *attr_violation(int i, const dlti_attr *a)
{
    if (i == 0)
        return is_handler(a) ? NULL : HANDLER_CONSTRAINT;
    if (i == 1)
        return dlti_attr_get_string(a, NULL) ? NULL : "string attribute";
    return is_target_array(a) ? NULL : TARGETS_CONSTRAINT;
}

/* The assembly format of GPUModuleOp, after the op name. */
static dlti_status module_parse(dlti_parser *p, dlti_op *op)
{
    dlti_context *ctx = dlti_parser_context(p);
    const char *name = NULL;
    size_t len = 0;
    dlti_status st = dlti_parser_symbol_name(p, &name, &len);
    if (st != DLTI_OK)
        return st;
    const dlti_attr *sym = dlti_string_attr(ctx, name, len);
    if (!sym)
        return DLTI_ERR_NOMEM;
    if ((st = dlti_parser_set_inherent_attr(p, op, "sym_name", sym)))
        return st;
    if (dlti_parser_consume(p, "<")) {
        const dlti_attr *handler = NULL;
        if ((st = dlti_parser_attr(p, &handler)) ||
            (st = dlti_parser_expect(p, ">")) ||
            (st = dlti_parser_set_inherent_attr(p, op, "offloadingHandler",
                                                handler)))
            return st;
    }
    if (dlti_parser_peek(p, "[")) {
        const dlti_attr *targets = NULL;
        if ((st = dlti_parser_attr(p, &targets)) ||
            (st = dlti_parser_set_inherent_attr(p, op, "targets", targets)))
            return st;
    }
    /* verifyInherentAttrs: what `attributes {...}` gives an inherent
     * attribute is checked where the dictionary starts. */
    const dlti_attr *before[3];
    for (int i = 0; i < 3; i++)
        before[i] = dlti_op_inherent_attr(op, module_inherent[i]);
    dlti_loc dict_loc = dlti_parser_loc(p);
    if ((st = dlti_parser_op_attr_dict(p, op, 1, module_inherent)))
        return st;
    for (int i = 0; i < 3; i++) {
        const dlti_attr *a = dlti_op_inherent_attr(op, module_inherent[i]);
        const char *why = a && a != before[i] ? attr_violation(i, a) : NULL;
        if (why) {
            dlti_emit_error(ctx, &dict_loc,
                            "custom op 'gpu.module' 'gpu.module' op "
                            "attribute '%s' failed to satisfy constraint: %s",
                            module_inherent[i], why);
            return DLTI_ERR_PARSE;
        }
    }
    return dlti_parser_region(p, op, "", 1);
}

static void module_print(dlti_printer *pr, const dlti_op *op)
{
    size_t len = 0;
    const char *name =
        dlti_attr_get_string(dlti_op_inherent_attr(op, "sym_name"), &len);
    dlti_printer_puts(pr, " ");
    dlti_printer_symbol_name(pr, name ? name : "", name ? len : 0);
    const dlti_attr *handler = dlti_op_inherent_attr(op, "offloadingHandler");
    if (handler) {
        dlti_printer_puts(pr, "<");
        dlti_printer_attr(pr, handler);
        dlti_printer_puts(pr, ">");
    }
    const dlti_attr *targets = dlti_op_inherent_attr(op, "targets");
    if (targets) {
        dlti_printer_puts(pr, " ");
        dlti_printer_attr(pr, targets);
    }
    dlti_printer_op_attr_dict(pr, op, module_inherent, 1);
    dlti_printer_puts(pr, " ");
    dlti_printer_region(pr, op, 0, "");
}

/* GPUModuleOp's verifyInvariants, in MLIR 22's order: the traits'
 * structural checks, then the ODS constraints of its attributes and
 * region (Symbol and SymbolTable are the core's: the flags). */
static dlti_status module_verify(const dlti_op *op)
{
    if (dlti_op_num_regions(op) != 1)
        return dlti_op_emit_error(op, "requires one region");
    if (dlti_op_num_results(op) != 0)
        return dlti_op_emit_error(op, "requires zero results");
    if (dlti_op_num_operands(op) != 0)
        return dlti_op_emit_error(op, "requires zero operands");
    if (dlti_op_region_num_entry_args(op, 0) != 0)
        return dlti_op_emit_error(op, "region should have no arguments");
    if (dlti_op_region_num_blocks(op, 0) > 1)
        return dlti_op_emit_error(op, "expects region #0 to have 0 or 1 "
                                      "blocks");
    if (!dlti_op_inherent_attr(op, "sym_name"))
        return dlti_op_emit_error(op, "requires attribute 'sym_name'");
    const dlti_attr *targets = dlti_op_inherent_attr(op, "targets");
    if (targets && !is_target_array(targets))
        return dlti_op_emit_error(op, "attribute 'targets' failed to satisfy "
                                      "constraint: " TARGETS_CONSTRAINT);
    const dlti_attr *handler = dlti_op_inherent_attr(op, "offloadingHandler");
    if (handler && !is_handler(handler))
        return dlti_op_emit_error(op, "attribute 'offloadingHandler' failed "
                                      "to satisfy constraint: "
                                      HANDLER_CONSTRAINT);
    if (dlti_op_region_is_empty(op, 0))
        return dlti_op_emit_error(op, "region #0 ('bodyRegion') failed to "
                                      "verify constraint: region with 1 "
                                      "blocks");
    return DLTI_OK;
}

static dlti_status gpu_init(dlti_dialect *d)
{
    dlti_attr_hooks select = {0};
    select.size = sizeof select;
    select.parse = select_parse;
    select.print = select_print;
    if (!dlti_register_attr_class(d, "select_object", &select))
        return DLTI_ERR_PLUGIN;

    dlti_op_hooks module = {0};
    module.size = sizeof module;
    module.is_scope = 1;
    module.parse = module_parse;
    module.print = module_print;
    module.flags = DLTI_OP_SYMBOL_TABLE | DLTI_OP_SYMBOL |
                   DLTI_OP_NO_TERMINATOR | DLTI_OP_ISOLATED_FROM_ABOVE;
    module.verify = module_verify;
    /* Its print hooks only read what they print; it keeps no state a
     * parse changes (reusable contexts). */
    dlti_dialect_hooks dh = {0};
    dh.size = sizeof dh;
    dh.flags = DLTI_DIALECT_PRINT_BESIDE_PARSE |
               DLTI_DIALECT_LAYOUT_BESIDE_PARSE | DLTI_DIALECT_REUSABLE |
               DLTI_DIALECT_VERIFY_BESIDE_PARSE;
    dlti_status st = dlti_register_op_class(d, "module", &module);
    return st != DLTI_OK ? st : dlti_dialect_set_hooks(d, &dh);
}

static const dlti_plugin_info gpu_info = {
    sizeof(dlti_plugin_info),
    DLTI_PLUGIN_ABI_VERSION,
    "gpu",
    "1.0.0",
    "MLIR's gpu dialect: gpu.module (a data layout scope), "
    "#gpu.select_object",
    gpu_init,
};

DLTI_PLUGIN_EXPORT const dlti_plugin_info *dlti_plugin_entry(void);

DLTI_PLUGIN_EXPORT const dlti_plugin_info *dlti_plugin_entry(void)
{
    return &gpu_info;
}
