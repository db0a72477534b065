/* xscope.c - a dialect plugin for t/t1220-explain.sh: the op
 * `xscope.scope`, a data layout scope that answers the ABI alignment of
 * every type itself (MLIR's DataLayoutOpInterface hook
 * getTypeABIAlignment), twice what the layout would answer without it.
 * No dialect MLIR 22 ships overrides a query this way; dlti_explain must
 * still name the op as what decided.  Its identifier entries ("xscope.*")
 * never combine across scopes (t0915: a chain combined before the dialect
 * was loaded is not reused once it is).  Its type `!xscope.warned` has
 * entries that its class checks with a warning (t0915: a spec that warned
 * warns every time it is verified, the warning held back or not). */
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

/* `!xscope.warned`: no parameters. */
static dlti_status warned_parse(dlti_parser *p, const dlti_type_class *cls,
                                const dlti_type **out)
{
    *out = dlti_type_get(dlti_parser_context(p), cls, NULL, 0);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

static void warned_print(dlti_printer *pr, const dlti_type *t)
{
    (void)pr, (void)t;
}

/* One byte, whatever its entries say. */
static dlti_status warned_bits(const dlti_type *t, dlti_data_layout *dl,
                               dlti_entry_list entries, dlti_size *out)
{
    (void)t, (void)dl, (void)entries;
    out->value = 8;
    out->scalable = 0;
    return DLTI_OK;
}

static dlti_status warned_align(const dlti_type *t, dlti_data_layout *dl,
                                dlti_entry_list entries, uint64_t *out)
{
    (void)t, (void)dl, (void)entries;
    *out = 1;
    return DLTI_OK;
}

static dlti_status warned_entries(dlti_context *ctx, dlti_entry_list entries,
                                  const dlti_loc *loc)
{
    (void)entries;
    dlti_emit_diag(ctx, DLTI_SEV_WARNING, loc, "xscope: warned entries");
    return DLTI_OK;
}

static dlti_status init(dlti_dialect *d)
{
    dlti_type_hooks warned;
    memset(&warned, 0, sizeof warned);
    warned.size = sizeof warned;
    warned.parse = warned_parse;
    warned.print = warned_print;
    warned.size_in_bits = warned_bits;
    warned.abi_alignment = warned_align;
    warned.verify_entries = warned_entries;
    if (!dlti_register_type_class(d, "warned", &warned))
        return DLTI_ERR_PLUGIN;
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
