/* oldfunc.c - a plugin built as if against the header before
 * dlti_op_hooks.flags: the `func` dialect again, under the namespace
 * `oldfunc`, whose op hook tables stop before `flags` (.size =
 * offsetof(dlti_op_hooks, flags)).  The core zero-fills the missing field,
 * and must still treat oldfunc.func, whose hooks are the function-op
 * helpers, as function-like (DLTI_OP_FUNCTION_LIKE): inherent attributes,
 * not a terminator, `oldfunc` the default dialect of its body.
 * Its dialect hook table is also the first ABI 1 one (it ends at
 * identifier_keys, before layout_import/layout_export): the plugin must
 * load without a warning, the appended hooks read as NULL.
 * Its type oldfunc.pair has the type hook table of the header before
 * dlti_type_hooks.fields (it ends at vector_element): it must lay out,
 * and have no members (`dlti layout --fields`).
 * t/t0730-old-op-hooks.sh checks that oldfunc.func and oldfunc.return
 * behave exactly as func.func and func.return. */
#include <stddef.h>
#include <string.h>

#include <dlti/plugin.h>

/* The table this plugin stands for is the one of the first ABI 1 header. */
#define OLD_OP_HOOKS_SIZE offsetof(dlti_op_hooks, flags)
_Static_assert(OLD_OP_HOOKS_SIZE < sizeof(dlti_op_hooks),
               "dlti_op_hooks has grown past flags");

/* The dialect hook table of the first ABI 1 header. */
typedef struct old_dialect_hooks {
    size_t size;
    dlti_status (*verify_entry)(dlti_context *ctx, const dlti_attr *entry,
                                const dlti_loc *loc);
    const dlti_attr *(*combine)(dlti_context *ctx, const dlti_attr *outer,
                                const dlti_attr *inner);
    const char *const *identifier_keys;
} old_dialect_hooks;
_Static_assert(sizeof(old_dialect_hooks) ==
                   offsetof(dlti_dialect_hooks, layout_import),
               "the old dialect table ends where layout_import begins");

/* The type hook table of the header before `fields`. */
#define OLD_TYPE_HOOKS_SIZE offsetof(dlti_type_hooks, fields)
_Static_assert(OLD_TYPE_HOOKS_SIZE < sizeof(dlti_type_hooks),
               "dlti_type_hooks has grown past vector_element");

/* !oldfunc.pair: 8 bytes, 4-aligned; nothing follows its name. */
static dlti_status pair_parse(dlti_parser *p, const dlti_type_class *cls,
                              const dlti_type **out)
{
    *out = dlti_type_get(dlti_parser_context(p), cls, NULL, 0);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

static void pair_print(dlti_printer *pr, const dlti_type *t)
{
    (void)pr;
    (void)t;
}

static dlti_status pair_bits(const dlti_type *t, dlti_data_layout *dl,
                             dlti_entry_list entries, dlti_size *out)
{
    (void)t;
    (void)dl;
    (void)entries;
    out->value = 64;
    out->scalable = 0;
    return DLTI_OK;
}

static dlti_status pair_abi(const dlti_type *t, dlti_data_layout *dl,
                            dlti_entry_list entries, uint64_t *out)
{
    (void)t;
    (void)dl;
    (void)entries;
    *out = 4;
    return DLTI_OK;
}

static dlti_status oldfunc_init(dlti_dialect *d)
{
    /* The core copies `size` bytes of the table and zero-fills the rest;
     * it reads the table as its own struct type. */
    static const old_dialect_hooks dh = {sizeof dh, NULL, NULL, NULL};
    dlti_status hs = dlti_dialect_set_hooks(d, (const dlti_dialect_hooks *)&dh);
    if (hs != DLTI_OK)
        return hs;

    dlti_op_hooks func;
    memset(&func, 0, sizeof func);
    func.size = OLD_OP_HOOKS_SIZE;
    func.parse = dlti_parse_function_op;
    func.print = dlti_print_function_op;

    dlti_op_hooks ret;
    memset(&ret, 0, sizeof ret);
    ret.size = OLD_OP_HOOKS_SIZE;
    ret.parse = dlti_parse_return_op;
    ret.print = dlti_print_return_op;

    dlti_type_hooks pair;
    memset(&pair, 0, sizeof pair);
    pair.size = OLD_TYPE_HOOKS_SIZE;
    pair.parse = pair_parse;
    pair.print = pair_print;
    pair.size_in_bits = pair_bits;
    pair.abi_alignment = pair_abi;
    if (!dlti_register_type_class(d, "pair", &pair))
        return DLTI_ERR_PLUGIN;

    dlti_status st = dlti_register_op_class(d, "func", &func);
    if (st != DLTI_OK)
        return st;
    return dlti_register_op_class(d, "return", &ret);
}

static const dlti_plugin_info oldfunc_info = {
    sizeof(dlti_plugin_info),
    DLTI_PLUGIN_ABI_VERSION,
    "oldfunc",
    "1.0.0",
    "func.func and func.return with op hook tables from before flags",
    oldfunc_init,
};

DLTI_PLUGIN_EXPORT const dlti_plugin_info *dlti_plugin_entry(void);

DLTI_PLUGIN_EXPORT const dlti_plugin_info *dlti_plugin_entry(void)
{
    return &oldfunc_info;
}
