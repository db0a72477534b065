/* fuzz_llvm_rules.c - libFuzzer target for LLVM 22's DataLayout under
 * DLTI_RULES_LLVM (issue 27): the input is an LLVM data layout string,
 * given to a layout with dlti_data_layout_set_llvm_layout; when it is
 * accepted, every query, the store and alloc sizes and the members of a
 * fixed list of types run under it (huge widths, zero alignments and odd
 * vectors are what the string can bring).  Checked besides "no sanitizer
 * report": the string read is the input; a refused string leaves the
 * layout without one and is reported; when a type's answers succeed, the
 * alloc size is the store size rounded up to the ABI alignment, the
 * preferred alignment is at least the ABI one, both are powers of two,
 * and a struct's members lie inside it in order.
 */
#include "common.h"

static const char *const types[] = {
    "i1", "i8", "i24", "i64", "i128", "i1000", "f16", "bf16", "f32", "f64",
    "f80", "f128", "!llvm.ppc_fp128", "index", "vector<3xi1>",
    "vector<64xi1>", "vector<3xf32>", "vector<[4]xi32>", "vector<5xi24>",
    "vector<2x3xi8>", "complex<f80>", "complex<i16>", "!llvm.ptr",
    "!llvm.ptr<3>", "!llvm.ptr<270>", "!llvm.array<3 x i24>",
    "!llvm.struct<(i8, f80, i16)>", "!llvm.struct<packed (i8, i32)>",
    "!llvm.struct<(i8, vector<4xi32>, struct<(i1, ptr<1>)>)>",
    "!llvm.struct<()>", "memref<4x?xf32>", "tensor<4xi32>",
};
#define NTYPES (sizeof types / sizeof types[0])

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    fuzz_init_plugins();
    return 0;
}

static int pow2(uint64_t x)
{
    return x && !(x & (x - 1));
}

static void check_type(dlti_data_layout *dl, const dlti_type *t)
{
    dlti_size store, alloc;
    uint64_t abi, pref;
    fuzz_query_type(dl, t);
    if (dlti_type_store_size(dl, t, &store) != DLTI_OK ||
        dlti_type_alloc_size(dl, t, &alloc) != DLTI_OK ||
        dlti_type_abi_alignment(dl, t, &abi) != DLTI_OK ||
        dlti_type_preferred_alignment(dl, t, &pref) != DLTI_OK)
        return;
    FUZZ_CHECK(pow2(abi) && pow2(pref) && pref >= abi,
               "alignments %llu, %llu", (unsigned long long)abi,
               (unsigned long long)pref);
    FUZZ_CHECK(alloc.value >= store.value && alloc.value % abi == 0 &&
                   alloc.value - store.value < abi,
               "store %llu, alloc %llu, abi %llu",
               (unsigned long long)store.value,
               (unsigned long long)alloc.value, (unsigned long long)abi);
    size_t n = 0;
    int agg = 0;
    uint64_t last = 0;
    if (dlti_type_num_fields(dl, t, &n, &agg) != DLTI_OK || !agg)
        return;
    for (size_t i = 0; i < n && i < 16; i++) {
        dlti_field_info f;
        if (dlti_type_field(dl, t, i, &f) != DLTI_OK)
            return;
        FUZZ_CHECK(f.offset >= last && (f.offset < store.value ||
                                        store.value == 0 || store.scalable ||
                                        f.offset == store.value),
                   "member %zu at %llu", i, (unsigned long long)f.offset);
        last = f.offset;
    }
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
    dlti_context *ctx = fuzz_context();
    dlti_data_layout *dl = NULL;
    FUZZ_CHECK(dlti_data_layout_new(ctx, NULL, &dl) == DLTI_OK, "no layout");
    FUZZ_CHECK(dlti_data_layout_set_rules(dl, DLTI_RULES_LLVM) == DLTI_OK,
               "LLVM's rules refused");
    unsigned before = dlti_context_error_count(ctx);
    dlti_status st = dlti_data_layout_set_llvm_layout(
        dl, "datalayout", (const char *)data, size);
    const char *s = dlti_data_layout_llvm_string(dl, NULL);
    if (st != DLTI_OK) {
        FUZZ_CHECK(dlti_context_error_count(ctx) > before,
                   "a refused string is not reported");
        FUZZ_CHECK(s && *s == '\0', "a refused string changed the layout");
    } else if (!memchr(data, 0, size)) {
        FUZZ_CHECK(s && strlen(s) == size && memcmp(s, data, size) == 0,
                   "the string read is not the input");
    }
    for (size_t i = 0; i < NTYPES; i++) {
        const dlti_type *t = NULL;
        if (dlti_parse_type(ctx, types[i], strlen(types[i]), &t) == DLTI_OK)
            check_type(dl, t);
    }
    dlti_data_layout_free(dl);
    dlti_context_free(ctx);
    return 0;
}
