/* fuzz_type.c - libFuzzer target for the type parser of `dlti layout`.
 *
 * The input is the text of one type ("vector<[4]xi32>", "!llvm.ptr<1>",
 * "!ptr.ptr<#ptr.generic_space>", ...).  It is parsed with dlti_parse_type
 * and, when it parses, every layout query is run on it under the default
 * layout and under the top-level layouts of two fixed specs (builtin
 * entries, and llvm/ptr entries); the type is printed and the printed text
 * must parse back to the same (uniqued) type, which prints the same, and
 * every bounded print of it is a start of that text.  Memref types also go
 * through the memref layout API (strides, contiguity, footprint, byte
 * offset).
 */
#include "common.h"

/* Fixed specs: x86_64-like builtin entries, and plugin type entries. */
static const char *const specs[] = {
    "module attributes {dlti.dl_spec = #dlti.dl_spec<\n"
    "  i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>,\n"
    "  i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>,\n"
    "  i64 = dense<[32, 64]> : vector<2xi64>,\n"
    "  i128 = dense<128> : vector<2xi64>, f16 = dense<16> : vector<2xi64>,\n"
    "  f64 = dense<64> : vector<2xi64>, f80 = dense<128> : vector<2xi64>,\n"
    "  f128 = dense<128> : vector<2xi64>, index = 32 : i64,\n"
    "  \"dlti.endianness\" = \"big\",\n"
    "  \"dlti.stack_alignment\" = 128 : i64>} {}\n",
    "module attributes {dlti.dl_spec = #dlti.dl_spec<\n"
    "  !llvm.ptr = dense<[32, 64, 64, 32]> : vector<4xi64>,\n"
    "  !llvm.ptr<1> = dense<[64, 64, 128]> : vector<3xi64>,\n"
    "  !llvm.array<2 x i32> = dense<[128, 256]> : vector<2xi64>,\n"
    "  !ptr.ptr<#ptr.generic_space> = #ptr.spec<size = 32, abi = 32, "
    "preferred = 64>,\n"
    "  i32 = dense<[32, 64]> : vector<2xi64>>} {}\n",
};
#define NSPECS (sizeof specs / sizeof specs[0])

/* The memref layout API: on any type, no misbehaviour; on a memref whose
 * strides are known, contiguity is known too, and the element at index 0
 * lies at the offset times the element spacing or is an error. */
static void fuzz_memref(dlti_data_layout *dl, const dlti_type *t)
{
    int64_t strides[8], offset = 0, index[8] = {0};
    uint32_t order[8];
    size_t rank = 0;
    int ext = 0, dense = 0;
    uint64_t bytes = 0;
    dlti_status st = dlti_memref_strides(t, 8, strides, &rank, &offset, &ext);
    if (st != DLTI_OK)
        return;
    st = dlti_memref_contiguous(t, 8, order, &dense);
    FUZZ_CHECK(st == DLTI_OK, "strides but no contiguity (%s)",
               dlti_status_string(st));
    for (size_t i = 0; dense && i < rank && i < 8; i++)
        FUZZ_CHECK(order[i] < rank, "dense order names dimension %u of %zu",
                   order[i], rank);
    dlti_memref_footprint(dl, t, &bytes);
    if (rank <= 8)
        dlti_memref_byte_offset(dl, t, rank, index, &bytes);
}

/* dlti_type_to_string_bounded: at a few bounds, the start of the whole
 * text, and `cut` when text was left out.  Not for a text with a `->`
 * after no space, which is not read back either (F1, common.h): an
 * opaque body's `->` closes no group, and a dialect symbol holding one
 * prints `!ns<...>` where its cut body, its group still open, prints
 * `!ns.` (U2 in doc/fuzzing.md). */
static void fuzz_bounded_print(const dlti_type *t)
{
    static const size_t bounds[] = { 1, 7, 16, 40, 100, 256 };
    char *full = dlti_type_to_string(t);
    if (!full)
        return;
    if (fuzz_arrow_unspaced(full)) {
        dlti_free(full);
        return;
    }
    size_t n = strlen(full);
    for (size_t i = 0; i < sizeof bounds / sizeof *bounds; i++) {
        int cut = -1;
        char *s = dlti_type_to_string_bounded(t, bounds[i], &cut);
        if (!s)
            continue;
        size_t k = strlen(s);
        FUZZ_CHECK(k <= bounds[i] && strncmp(s, full, k) == 0,
                   "bounded print at %zu is no prefix: [%s] of [%s]",
                   bounds[i], s, full);
        /* (past n, text after a NUL in an opaque body may be cut: the
         * C string ends at the NUL) */
        FUZZ_CHECK(cut == 1 || n <= bounds[i], "bounded print at %zu: cut %d, "
                   "%zu bytes in all", bounds[i], cut, n);
        dlti_free(s);
    }
    dlti_free(full);
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    fuzz_init_plugins();
    return 0;
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
    dlti_context *ctx = fuzz_context();
    const dlti_type *t = NULL;
    if (dlti_parse_type(ctx, (const char *)data, size, &t) != DLTI_OK) {
        dlti_context_free(ctx);
        return 0;
    }
    FUZZ_CHECK(t != NULL, "dlti_parse_type returned DLTI_OK and no type");

    /* Round trip: the printed form parses back to the same type, which
     * prints the same. */
    fuzz_type_roundtrip(ctx, t, data, size);
    fuzz_bounded_print(t);
    dlti_status st;

    dlti_data_layout *dl = NULL;
    if (dlti_data_layout_get(ctx, NULL, &dl) == DLTI_OK) {
        fuzz_query_type(dl, t);
        fuzz_memref(dl, t);
    }
    for (size_t i = 0; i < NSPECS; i++) {
        dlti_op *top = NULL;
        st = dlti_parse_source(ctx, "spec.mlir", specs[i], strlen(specs[i]),
                               &top);
        FUZZ_CHECK(st == DLTI_OK, "fixed spec %zu does not parse", i);
        st = dlti_verify(top);
        FUZZ_CHECK(st == DLTI_OK, "fixed spec %zu does not verify", i);
        dl = NULL;
        st = dlti_data_layout_get(ctx, top, &dl);
        FUZZ_CHECK(st == DLTI_OK, "fixed spec %zu has no layout", i);
        fuzz_query_type(dl, t);
    }
    dlti_context_free(ctx);
    return 0;
}
