/* fuzz_query.c - libFuzzer target for parse -> verify -> layout queries.
 *
 * The input is an MLIR source file.  When it parses and verifies:
 *   - every result type of every op is queried (size, size in bits, ABI and
 *     preferred alignment, index bitwidth) in the layout of the op's
 *     enclosing scope, and every identifier query of that layout is made;
 *     it is printed, parsed back (the same uniqued type) and printed again
 *     (the same text): every type class the inputs make;
 *   - the query pass runs (what `dlti query` does);
 *   - the module is printed and the printed text must parse again (and
 *     verify, since printing does not change the meaning).
 * Ops that are not in a scope (none, since the top is a module) use the
 * default layout.
 * The layout-only read (dlti_parse_scopes) runs on every input too: when
 * the full read verifies, it must verify, and its top-level module must
 * give the same layouts for a few types.
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
    const unsigned char *data; /* the input, for fuzz_roundtrip_exempt */
    size_t size;
    /* Types already round-tripped (uniqued: by pointer), so that a type
     * on many ops is printed and parsed once per input. */
    const dlti_type *seen[1024];
} walk_state;

/* Whether `t` was seen before; remembers it (a full table forgets). */
static int seen_type(walk_state *ws, const dlti_type *t)
{
    size_t n = sizeof ws->seen / sizeof *ws->seen;
    size_t i = ((size_t)(uintptr_t)t >> 4) % n;
    for (size_t k = 0; k < n; k++, i = (i + 1) % n) {
        if (ws->seen[i] == t)
            return 1;
        if (!ws->seen[i]) {
            ws->seen[i] = t;
            return 0;
        }
    }
    return 0;
}

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
        if (t) {
            fuzz_query_type(dl, t);
            if (!seen_type(ws, t))
                fuzz_type_roundtrip(ws->ctx, t, ws->data, ws->size);
        }
    }
    return 0;
}

/* The layout of `text` in the top-level module `top`: size in bits, ABI
 * and preferred alignment, or all ~0 when it cannot be answered. */
static void layout_of(dlti_context *ctx, dlti_op *top, const char *text,
                      uint64_t out[3])
{
    const dlti_type *t = NULL;
    dlti_data_layout *dl = NULL;
    out[0] = out[1] = out[2] = ~(uint64_t)0;
    if (dlti_parse_type_in(top, "q", text, strlen(text), &t) != DLTI_OK ||
        dlti_data_layout_get(ctx, top, &dl) != DLTI_OK)
        return;
    dlti_size bits = {0, 0};
    if (dlti_type_size_in_bits(dl, t, &bits) == DLTI_OK)
        out[0] = bits.value;
    if (dlti_type_abi_alignment(dl, t, &out[1]) != DLTI_OK)
        out[1] = ~(uint64_t)0;
    if (dlti_type_preferred_alignment(dl, t, &out[2]) != DLTI_OK)
        out[2] = ~(uint64_t)0;
}

/* The layout-only read of the input; `full`: the full read's module, in
 * `full_ctx`, when it verified (then so must this one, with the same
 * top-level layouts). */
static void check_scopes_read(const unsigned char *data, size_t size,
                              dlti_context *full_ctx, dlti_op *full)
{
    static const char *const types[] = {"i1", "i32", "index", "f64",
                                        "!llvm.ptr", "vector<3xi8>"};
    dlti_context *ctx = fuzz_context();
    dlti_op *top = NULL;
    dlti_status st = dlti_parse_scopes(ctx, "fuzz.mlir", (const char *)data,
                                       size, 0, &top);
    if (st == DLTI_OK)
        st = dlti_verify(top);
    if (full) {
        FUZZ_CHECK(st == DLTI_OK, "the full read verifies, the layout-only "
                   "read does not (%s)", dlti_status_string(st));
        for (size_t i = 0; i < sizeof types / sizeof *types; i++) {
            uint64_t a[3], b[3];
            layout_of(full_ctx, full, types[i], a);
            layout_of(ctx, top, types[i], b);
            FUZZ_CHECK(memcmp(a, b, sizeof a) == 0, "layout of %s: %llu/%llu/"
                       "%llu in full, %llu/%llu/%llu layout-only", types[i],
                       (unsigned long long)a[0], (unsigned long long)a[1],
                       (unsigned long long)a[2], (unsigned long long)b[0],
                       (unsigned long long)b[1], (unsigned long long)b[2]);
        }
    }
    dlti_context_free(ctx);
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
    dlti_context *ctx = fuzz_context();
    dlti_op *top = NULL;
    if (dlti_parse_source(ctx, "fuzz.mlir", (const char *)data, size, &top) !=
        DLTI_OK) {
        check_scopes_read(data, size, NULL, NULL);
        dlti_context_free(ctx);
        return 0;
    }
    FUZZ_CHECK(top != NULL, "dlti_parse_source returned DLTI_OK and no op");
    if (dlti_verify(top) != DLTI_OK) {
        check_scopes_read(data, size, NULL, NULL);
        dlti_context_free(ctx);
        return 0;
    }
    check_scopes_read(data, size, ctx, top);
    static walk_state ws;
    memset(&ws, 0, sizeof ws);
    ws.ctx = ctx;
    ws.data = data;
    ws.size = size;
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
