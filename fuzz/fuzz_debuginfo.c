/* fuzz_debuginfo.c - libFuzzer target for the reading of debug info
 * (tools/debug_info.c, issue 27): the input is an MLIR file; when
 * dlti_parse_scopes accepts it, its #llvm.di_* attributes (opaque bodies,
 * split into `key = value` items by body_keys, their refs followed) are
 * collected and matched to the context's identified LLVM structs under
 * LLVM's rules, and every C type's totals taken.  Checked besides "no
 * sanitizer report": a matched LLVM struct is matched to one C type and
 * di_find finds it; a C type's holes lie between its members and, with
 * its padding, inside its size when its members do.
 */
#include "common.h"

#include "debug_info.h"

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    fuzz_init_plugins();
    return 0;
}

typedef struct hole_sum {
    uint64_t n, bytes;
} hole_sum;

static void on_hole(void *user, uint64_t at, uint64_t size, size_t before)
{
    hole_sum *h = user;
    (void)at;
    (void)before;
    h->n++;
    h->bytes += size;
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
    dlti_context *ctx = fuzz_context();
    dlti_op *top = NULL;
    dlti_data_layout *dl = NULL;
    di_info *di = NULL;
    if (dlti_parse_scopes(ctx, "fuzz.mlir", (const char *)data, size, 0,
                          &top) != DLTI_OK ||
        dlti_data_layout_new(ctx, top, &dl) != DLTI_OK ||
        dlti_data_layout_set_rules(dl, DLTI_RULES_LLVM) != DLTI_OK)
        goto done;
    FUZZ_CHECK(di_load(top, dl, &di) == DLTI_OK && di, "di_load failed");
    for (size_t i = 0; i < di->n; i++) {
        const di_comp *c = &di->c[i];
        di_sums s;
        hole_sum h = {0, 0};
        uint64_t end = 0;
        di_sum(c, &s);
        di_holes(c, on_hole, &h);
        FUZZ_CHECK(h.n == s.holes && h.bytes == s.sum_holes, "hole sums");
        for (size_t k = 0; k < c->n; k++) {
            FUZZ_CHECK(c->m[k].name && c->m[k].type && c->m[k].suffix,
                       "member %zu without strings", k);
            if (c->m[k].offset + c->m[k].size > end)
                end = c->m[k].offset + c->m[k].size;
        }
        if (end <= c->size)
            FUZZ_CHECK(c->kind == DI_UNION || s.sum_holes + s.padding <= c->size,
                       "holes %llu and padding %llu beyond size %llu",
                       (unsigned long long)s.sum_holes,
                       (unsigned long long)s.padding,
                       (unsigned long long)c->size);
        if (c->llvm)
            FUZZ_CHECK(di_find(di, c->llvm) == c, "di_find");
    }
    for (size_t i = 0; i < di->ns; i++)
        if (di->s[i].comp)
            FUZZ_CHECK(di->s[i].comp->llvm == di->s[i].type, "pairs");
done:
    di_free(di);
    dlti_data_layout_free(dl);
    dlti_context_free(ctx);
    return 0;
}
