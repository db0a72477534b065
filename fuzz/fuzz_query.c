/* fuzz_query.c - libFuzzer target for parse -> verify -> layout queries.
 *
 * The input is an MLIR source file.  When it parses and verifies:
 *   - every result type of every op is queried (size, size in bits, ABI and
 *     preferred alignment, index bitwidth) in the layout of the op's
 *     enclosing scope, and every identifier query of that layout is made;
 *   - the query pass runs (what `dlti query` does);
 *   - the module is printed and the printed text must parse again (and
 *     verify, since printing does not change the meaning).
 * Ops that are not in a scope (none, since the top is a module) use the
 * default layout.
 */
#include "common.h"

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    fuzz_init_plugins();
    return 0;
}

typedef struct walk_state {
    dlti_context *ctx;
    unsigned ops;
} walk_state;

static void query_layout_entries(dlti_data_layout *dl)
{
    uint64_t bits = 0;
    (void)dlti_layout_endianness(dl);
    (void)dlti_layout_default_memory_space(dl);
    (void)dlti_layout_alloca_memory_space(dl);
    (void)dlti_layout_program_memory_space(dl);
    (void)dlti_layout_global_memory_space(dl);
    (void)dlti_layout_function_pointer_alignment(dl);
    (void)dlti_layout_legal_int_widths(dl);
    (void)dlti_layout_mangling_mode(dl);
    (void)dlti_layout_stack_alignment(dl, &bits);
    (void)dlti_layout_device_property(dl, "CPU", "max_vector_op_width");
}

static int visit(dlti_op *op, void *user)
{
    walk_state *ws = user;
    /* Bound the work per input: a huge module is not more interesting. */
    if (++ws->ops > 4096)
        return 1;
    unsigned n = dlti_op_num_results(op);
    dlti_op *scope = dlti_enclosing_scope(op);
    dlti_data_layout *dl = NULL;
    if (dlti_data_layout_get(ws->ctx, scope, &dl) != DLTI_OK)
        return 0;
    query_layout_entries(dl);
    for (unsigned i = 0; i < n && i < 64; i++) {
        const dlti_type *t = dlti_op_result_type(op, i);
        if (t)
            fuzz_query_type(dl, t);
    }
    return 0;
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
    dlti_context *ctx = fuzz_context();
    dlti_op *top = NULL;
    if (dlti_parse_source(ctx, "fuzz.mlir", (const char *)data, size, &top) !=
        DLTI_OK) {
        dlti_context_free(ctx);
        return 0;
    }
    FUZZ_CHECK(top != NULL, "dlti_parse_source returned DLTI_OK and no op");
    if (dlti_verify(top) != DLTI_OK) {
        dlti_context_free(ctx);
        return 0;
    }
    walk_state ws = {ctx, 0};
    dlti_op_walk(top, visit, &ws);
    dlti_status qst = dlti_run_query_pass(top);

    char *text = dlti_op_to_string(top);
    FUZZ_CHECK(text != NULL, "dlti_op_to_string failed");

    /* Round trip in a fresh context: the printed module parses and
     * verifies (when the query pass succeeded; after a failed pass the
     * module may be half-annotated). */
    if (!fuzz_roundtrip_exempt(data, size, text)) {
        dlti_context *ctx2 = fuzz_context();
        dlti_op *top2 = NULL;
        dlti_status st = dlti_parse_source(ctx2, "printed.mlir", text,
                                           strlen(text), &top2);
        FUZZ_CHECK(st == DLTI_OK, "printed module does not parse (%s):\n%s",
                   dlti_status_string(st), text);
        if (qst == DLTI_OK) {
            st = dlti_verify(top2);
            FUZZ_CHECK(st == DLTI_OK,
                       "printed module does not verify (%s):\n%s",
                       dlti_status_string(st), text);
        }
        dlti_context_free(ctx2);
    }
    dlti_free(text);
    dlti_context_free(ctx);
    return 0;
}
