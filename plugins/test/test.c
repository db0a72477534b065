/* test.c - the parts of MLIR 22's test dialect that data layout tests use,
 * as a dlti plugin.
 *
 * Types:
 *   !test.test_type                  no data layout (entries keyed by it are
 *                                    "a type that does not support it")
 *   !test.test_type_with_layout<N>   layout read from entries
 *                                    `!test.test_type_with_layout<K> = ["kind", V]`
 *                                    of any K (semantics §9.1)
 * Attributes:
 *   #test.const_memory_space<N>      a memory space (`unsigned` N, 0 when
 *                                    absent and not printed), as the ptr
 *                                    dialect's layout tests use it
 * Ops (generic form only), with the structural traits MLIR 22 verifies:
 *   test.op_with_data_layout         a data layout scope (its `dlti.dl_spec`);
 *                                    isolated from above; no results,
 *                                    successors or operands
 *   test.data_layout_query           what the query pass annotates; no
 *                                    regions, one result, no successors or
 *                                    operands
 * Other test.* ops (test.maybe_terminator, ...) are unknown ops of a
 * dialect that allows them, as in MLIR's test dialect: they might have any
 * trait, so they may end a block and need not be last.
 * No dialect hooks: the test dialect has no identifier entries ("the 'test'
 * dialect does not support identifier data layout entries").
 *
 * Where MLIR 22 differs: it does not check the entries of
 * !test.test_type_with_layout in release builds (asserts only) and crashes or
 * reads garbage on malformed ones; here a value that is not a two-element
 * array of a string and an integer is a verifier error.
 */
#include <string.h>

#include <dlti/plugin.h>

/* ---- !test.test_type ---------------------------------------------------- */

/* A type without parameters: MLIR's generated parser reads nothing more. */
static dlti_status plain_type_parse(dlti_parser *p, const dlti_type_class *cls,
                                    const dlti_type **out)
{
    *out = dlti_type_get(dlti_parser_context(p), cls, NULL, 0);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

static void plain_type_print(dlti_printer *pr, const dlti_type *t)
{
    (void)pr;
    (void)t;
}

/* ---- !test.test_type_with_layout<N> ------------------------------------ */

/* The key of a type: its parameter, an `unsigned` in MLIR. */
static uint32_t layout_type_param(const dlti_type *t)
{
    size_t n = 0;
    const void *k = dlti_type_key(t, &n);
    uint32_t v = 0;
    if (k && n == sizeof v)
        memcpy(&v, k, sizeof v);
    return v;
}

/* `<` integer `>` (TestTypeWithLayoutType::parse). */
static dlti_status layout_type_parse(dlti_parser *p, const dlti_type_class *cls,
                                     const dlti_type **out)
{
    dlti_status st = dlti_parser_expect(p, "<");
    if (st != DLTI_OK)
        return st;
    uint64_t v;
    if ((st = dlti_parser_uint_n(p, 32, &v)) != DLTI_OK)
        return st;
    if ((st = dlti_parser_expect(p, ">")) != DLTI_OK)
        return st;
    uint32_t key = (uint32_t)v;
    *out = dlti_type_get(dlti_parser_context(p), cls, &key, sizeof key);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

static void layout_type_print(dlti_printer *pr, const dlti_type *t)
{
    dlti_printer_printf(pr, "<%lu>", (unsigned long)layout_type_param(t));
}

/* The kind and value of a well-formed entry value `["kind", integer]`;
 * 0 when it is not one. */
static int entry_pair(const dlti_attr *value, const char **kind,
                      size_t *kind_len, uint64_t *v)
{
    if (dlti_attr_array_size(value) != 2)
        return 0;
    *kind = dlti_attr_get_string(dlti_attr_array_at(value, 0), kind_len);
    return *kind && dlti_attr_get_uint(dlti_attr_array_at(value, 1), v);
}

static dlti_status report_malformed(dlti_context *ctx, const dlti_attr *entry,
                                    const dlti_loc *loc)
{
    return dlti_emit_error(
        ctx, loc && loc->line ? loc : NULL,
        "expected layout attribute for '%pT' to be a [\"kind\", integer] "
        "array",
        (const void *)dlti_entry_key_type(entry));
}

/* TestTypeWithLayoutType::extractKind: the integer (low 64 bits,
 * zero-extended) of the first entry of kind `kind`, else 1.  A malformed
 * entry is reported at `loc` when `dl` is given (a spec that was never
 * verified, e.g. stored on a module under another name) and skipped
 * otherwise. */
static dlti_status extract_kind(dlti_data_layout *dl, dlti_context *ctx,
                                dlti_entry_list entries, const char *kind,
                                uint64_t *out)
{
    size_t want = strlen(kind);
    for (size_t i = 0; i < entries.count; i++) {
        const char *k;
        size_t klen;
        uint64_t v;
        if (!entry_pair(dlti_entry_value(entries.entries[i]), &k, &klen, &v)) {
            if (!dl)
                continue;
            dlti_loc where = dlti_layout_where(dl);
            return report_malformed(ctx, entries.entries[i], &where);
        }
        if (klen == want && memcmp(k, kind, want) == 0) {
            *out = v;
            return DLTI_OK;
        }
    }
    *out = 1;
    return DLTI_OK;
}

static dlti_status layout_size_in_bits(const dlti_type *t, dlti_data_layout *dl,
                                       dlti_entry_list entries, dlti_size *out)
{
    out->scalable = 0;
    return extract_kind(dl, dlti_type_context(t), entries, "size", &out->value);
}

static dlti_status layout_abi_alignment(const dlti_type *t,
                                        dlti_data_layout *dl,
                                        dlti_entry_list entries, uint64_t *out)
{
    return extract_kind(dl, dlti_type_context(t), entries, "alignment", out);
}

static dlti_status layout_preferred_alignment(const dlti_type *t,
                                              dlti_data_layout *dl,
                                              dlti_entry_list entries,
                                              uint64_t *out)
{
    return extract_kind(dl, dlti_type_context(t), entries, "preferred", out);
}

static dlti_status layout_index_bitwidth(const dlti_type *t,
                                         dlti_data_layout *dl,
                                         dlti_entry_list entries,
                                         uint64_t *out, int *has)
{
    *has = 1;
    return extract_kind(dl, dlti_type_context(t), entries, "index", out);
}

/* An inner alignment may not exceed the outer one, unless the outer one
 * is the default 1. */
static dlti_status layout_are_compatible(dlti_context *ctx,
                                         dlti_entry_list outer,
                                         dlti_entry_list inner,
                                         dlti_entry_list ids, int *compatible)
{
    (void)ids;
    uint64_t old_align, new_align;
    extract_kind(NULL, ctx, outer, "alignment", &old_align);
    extract_kind(NULL, ctx, inner, "alignment", &new_align);
    *compatible = old_align == 1 || new_align <= old_align;
    return DLTI_OK;
}

/* Each value must be `["kind", integer]`; unknown kinds are allowed (and
 * never read), as in MLIR. */
static dlti_status layout_verify_entries(dlti_context *ctx,
                                         dlti_entry_list entries,
                                         const dlti_loc *loc)
{
    for (size_t i = 0; i < entries.count; i++) {
        const char *k;
        size_t klen;
        uint64_t v;
        if (!entry_pair(dlti_entry_value(entries.entries[i]), &k, &klen, &v))
            return report_malformed(ctx, entries.entries[i], loc);
    }
    return DLTI_OK;
}

/* ---- #test.const_memory_space<N> --------------------------------------- */

/* `(<` unsigned `>`)?`: MLIR's generated parser for an optional group
 * anchored on a parameter with a default value. */
static dlti_status space_parse(dlti_parser *p, const dlti_attr_class *cls,
                               const dlti_attr **out)
{
    uint32_t key = 0;
    if (dlti_parser_consume(p, "<")) {
        uint64_t v;
        dlti_status st = dlti_parser_uint_n(p, 32, &v);
        if (st != DLTI_OK) {
            dlti_parser_error(p, "failed to parse TestConstMemorySpaceAttr "
                                 "parameter 'addressSpace' which is to be a "
                                 "`unsigned`");
            return st;
        }
        if ((st = dlti_parser_expect(p, ">")) != DLTI_OK)
            return st;
        key = (uint32_t)v;
    }
    *out = dlti_attr_get(dlti_parser_context(p), cls, &key, sizeof key);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

/* The default 0 is left out, as the generated printer does. */
static void space_print(dlti_printer *pr, const dlti_attr *a)
{
    size_t n = 0;
    const void *k = dlti_attr_key(a, &n);
    uint32_t v = 0;
    if (k && n == sizeof v)
        memcpy(&v, k, sizeof v);
    if (v)
        dlti_printer_printf(pr, "<%lu>", (unsigned long)v);
}

/* ---- Op verifiers ------------------------------------------------------- */

/* The ODS traits ZeroRegions, OneResult, ZeroSuccessors, ZeroOperands, in
 * that order. */
static dlti_status query_verify(const dlti_op *op)
{
    if (dlti_op_num_regions(op) != 0)
        return dlti_op_emit_error(op, "requires zero regions");
    if (dlti_op_num_results(op) != 1)
        return dlti_op_emit_error(op, "requires one result");
    if (dlti_op_num_successors(op) != 0)
        return dlti_op_emit_error(op, "requires zero successors");
    if (dlti_op_num_operands(op) != 0)
        return dlti_op_emit_error(op, "requires zero operands");
    return DLTI_OK;
}

/* VariadicRegions, ZeroResults, ZeroSuccessors, ZeroOperands. */
static dlti_status scope_verify(const dlti_op *op)
{
    if (dlti_op_num_results(op) != 0)
        return dlti_op_emit_error(op, "requires zero results");
    if (dlti_op_num_successors(op) != 0)
        return dlti_op_emit_error(op, "requires zero successors");
    if (dlti_op_num_operands(op) != 0)
        return dlti_op_emit_error(op, "requires zero operands");
    return DLTI_OK;
}

/* ---- Registration ------------------------------------------------------- */

static dlti_status test_init(dlti_dialect *d)
{
    dlti_type_hooks plain;
    memset(&plain, 0, sizeof plain);
    plain.size = sizeof plain;
    plain.parse = plain_type_parse;
    plain.print = plain_type_print;
    if (!dlti_register_type_class(d, "test_type", &plain))
        return DLTI_ERR_PLUGIN;

    dlti_type_hooks layout;
    memset(&layout, 0, sizeof layout);
    layout.size = sizeof layout;
    layout.parse = layout_type_parse;
    layout.print = layout_type_print;
    layout.size_in_bits = layout_size_in_bits;
    layout.abi_alignment = layout_abi_alignment;
    layout.preferred_alignment = layout_preferred_alignment;
    layout.index_bitwidth = layout_index_bitwidth;
    layout.are_compatible = layout_are_compatible;
    layout.verify_entries = layout_verify_entries;
    if (!dlti_register_type_class(d, "test_type_with_layout", &layout))
        return DLTI_ERR_PLUGIN;

    dlti_attr_hooks space;
    memset(&space, 0, sizeof space);
    space.size = sizeof space;
    space.parse = space_parse;
    space.print = space_print;
    space.memory_space = 1;
    if (!dlti_register_attr_class(d, "const_memory_space", &space))
        return DLTI_ERR_PLUGIN;

    dlti_op_hooks op;
    memset(&op, 0, sizeof op);
    op.size = sizeof op;
    dlti_status st;
    op.verify = query_verify;
    /* Neither op has properties in MLIR's ODS. */
    op.flags = DLTI_OP_NO_PROPERTIES;
    if ((st = dlti_register_op_class(d, "data_layout_query", &op)) != DLTI_OK)
        return st;
    op.verify = scope_verify;
    op.is_scope = 1;
    /* IsolatedFromAbove: MLIR verifies it after the other ops of its
     * block, which decides which error comes first. */
    op.flags = DLTI_OP_ISOLATED_FROM_ABOVE | DLTI_OP_NO_PROPERTIES;
    /* Its print hooks only read what they print; it keeps no state a
     * parse changes (reusable contexts). */
    dlti_dialect_hooks dh = {0};
    dh.size = sizeof dh;
    dh.flags = DLTI_DIALECT_PRINT_BESIDE_PARSE |
               DLTI_DIALECT_LAYOUT_BESIDE_PARSE | DLTI_DIALECT_REUSABLE |
               DLTI_DIALECT_VERIFY_BESIDE_PARSE;
    st = dlti_register_op_class(d, "op_with_data_layout", &op);
    return st != DLTI_OK ? st : dlti_dialect_set_hooks(d, &dh);
}

static const dlti_plugin_info test_info = {
    sizeof(dlti_plugin_info),
    DLTI_PLUGIN_ABI_VERSION,
    "test",
    "1.0.0",
    "MLIR's test dialect: !test.test_type_with_layout, "
    "#test.const_memory_space and test.op_with_data_layout",
    test_init,
};

DLTI_PLUGIN_EXPORT const dlti_plugin_info *dlti_plugin_entry(void);

DLTI_PLUGIN_EXPORT const dlti_plugin_info *dlti_plugin_entry(void)
{
    return &test_info;
}
