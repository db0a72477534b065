/* t1260-llvm-rules-api.c - the C API of LLVM 22's DataLayout under
 * DLTI_RULES_LLVM (issue 27): dlti_data_layout_set_llvm_layout,
 * dlti_data_layout_llvm_string and the store and alloc sizes
 * (dlti_type_store_size, dlti_type_alloc_size) under both rules.  The
 * expected values are LLVM 22's (t/llvm-dl/oracle.out, libLLVM-22's own
 * DataLayout: the armv7 block) and MLIR 22's (mlir-opt-22, t/query). */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dlti/dlti.h"
#include "diag_log.h"
#include "tap.h"

static diag_log lg;

/* Store size, alloc size and ABI alignment of `text` under `dl`. */
static void sizes(dlti_data_layout *dl, const dlti_type *t, uint64_t *store,
                  uint64_t *alloc, uint64_t *abi)
{
    dlti_size s = {0, 0}, a = {0, 0};
    *abi = 0;
    if (!t || dlti_type_store_size(dl, t, &s) != DLTI_OK ||
        dlti_type_alloc_size(dl, t, &a) != DLTI_OK ||
        dlti_type_abi_alignment(dl, t, abi) != DLTI_OK)
        s.value = a.value = UINT64_MAX;
    *store = s.value;
    *alloc = a.value;
}

int main(void)
{
    dlti_context *ctx = dlti_context_new();
    dlti_data_layout *dl = NULL;
    uint64_t store, alloc, abi;
    const char *src = NULL;
    dlti_context_set_diag_handler(ctx, record, &lg);
    ok(dlti_data_layout_new(ctx, NULL, &dl) == DLTI_OK, "a private layout");

    /* MLIR's rules: f80 is 10 bytes, 16-aligned: alloc 16; no string. */
    const dlti_type *f80 = type(ctx, "f80");
    sizes(dl, f80, &store, &alloc, &abi);
    ok(store == 10 && alloc == 16 && abi == 16,
       "MLIR: f80 store 10, alloc 16 (got %" PRIu64 ", %" PRIu64 ")", store,
       alloc);
    ok(dlti_data_layout_llvm_string(dl, &src) == NULL && src == NULL,
       "MLIR's rules read no LLVM string");

    /* LLVM's rules, by default on the default layout: LLVM's defaults. */
    ok(dlti_data_layout_set_rules(dl, DLTI_RULES_LLVM) == DLTI_OK,
       "set_rules(LLVM)");
    const char *s = dlti_data_layout_llvm_string(dl, &src);
    ok(s && strcmp(s, "") == 0 && src && strstr(src, "defaults"),
       "the default layout: the empty string, LLVM's defaults (%s)",
       src ? src : "NULL");

    /* armv7's string: <4 x i32> is 8-aligned (v128:64:128), alloc 16;
     * {i8, <4 x i32>} is 24 bytes (oracle.out). */
    const char *armv7 = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64";
    ok(dlti_data_layout_set_llvm_layout(dl, "datalayout", armv7,
                                        strlen(armv7)) == DLTI_OK,
       "set_llvm_layout(datalayout)");
    s = dlti_data_layout_llvm_string(dl, NULL);
    ok(s && strcmp(s, armv7) == 0, "the string given is the one read");
    sizes(dl, type(ctx, "vector<4xi32>"), &store, &alloc, &abi);
    ok(store == 16 && alloc == 16 && abi == 8,
       "armv7: vector<4xi32> store 16, alloc 16, ABI 8 (got %" PRIu64
       ", %" PRIu64 ", %" PRIu64 ")",
       store, alloc, abi);
    sizes(dl, type(ctx, "!llvm.struct<(i8, vector<4xi32>)>"), &store, &alloc,
          &abi);
    ok(store == 24 && alloc == 24 && abi == 8,
       "armv7: {i8, <4 x i32>} store 24, alloc 24, ABI 8 (got %" PRIu64
       ", %" PRIu64 ", %" PRIu64 ")",
       store, alloc, abi);
    dlti_field_info fi;
    ok(dlti_type_field(dl, type(ctx, "!llvm.struct<(i8, vector<4xi32>)>"), 1,
                       &fi) == DLTI_OK &&
           fi.offset == 8,
       "armv7: the vector member at 8");

    /* A triple: its string; then a refused string leaves it as it was. */
    ok(dlti_data_layout_set_llvm_layout(dl, "target", "x86_64-linux-gnu",
                                        16) == DLTI_OK,
       "set_llvm_layout(target)");
    sizes(dl, f80, &store, &alloc, &abi);
    ok(store == 10 && alloc == 16 && abi == 16,
       "x86_64: x86_fp80 store 10, alloc 16, ABI 16");
    s = dlti_data_layout_llvm_string(dl, &src);
    ok(s && strstr(s, "f80:128") && src && strstr(src, "x86_64-linux-gnu"),
       "the triple's string (%s), and where it comes from (%s)",
       s ? s : "NULL", src ? src : "NULL");
    lg.errors = 0;
    ok(dlti_data_layout_set_llvm_layout(dl, "datalayout", "i8:16", 5) ==
               DLTI_ERR_VERIFY &&
           lg.errors == 1 && strstr(lg.last, "i8 must be 8-bit aligned"),
       "a malformed string: LLVM's error (%s)", lg.last);
    s = dlti_data_layout_llvm_string(dl, NULL);
    ok(s && strstr(s, "f80:128"), "... and the layout is as it was");
    ok(dlti_data_layout_set_llvm_layout(dl, NULL, "", 0) == DLTI_ERR_MISUSE,
       "no kind: misuse");

    /* Back to MLIR's rules: no string, MLIR's answers. */
    ok(dlti_data_layout_set_rules(dl, DLTI_RULES_MLIR) == DLTI_OK &&
           dlti_data_layout_llvm_string(dl, NULL) == NULL,
       "MLIR's rules again: no string");
    sizes(dl, type(ctx, "vector<4xi32>"), &store, &alloc, &abi);
    ok(abi == 16, "MLIR: vector<4xi32> is 16-aligned");
    ok(dlti_type_store_size(NULL, f80, &(dlti_size){0, 0}) ==
           DLTI_ERR_MISUSE,
       "store size without a layout: misuse");

    dlti_data_layout_free(dl);

    /* The string given before the rules (what `layout --target` does, so
     * that the rules read only it): kept, not read, until LLVM's rules. */
    ok(dlti_data_layout_new(ctx, NULL, &dl) == DLTI_OK, "another layout");
    ok(dlti_data_layout_set_llvm_layout(dl, "datalayout", armv7,
                                        strlen(armv7)) == DLTI_OK &&
           dlti_data_layout_llvm_string(dl, NULL) == NULL,
       "a string before the rules: MLIR's rules still, no string read");
    sizes(dl, type(ctx, "vector<4xi32>"), &store, &alloc, &abi);
    ok(abi == 16, "... and MLIR's answers (vector<4xi32> 16-aligned)");
    ok(dlti_data_layout_set_rules(dl, DLTI_RULES_LLVM) == DLTI_OK,
       "then set_rules(LLVM)");
    s = dlti_data_layout_llvm_string(dl, &src);
    ok(s && strcmp(s, armv7) == 0 && src && strstr(src, "given"),
       "LLVM's rules read the string given (%s: %s)", s ? s : "NULL",
       src ? src : "NULL");
    sizes(dl, type(ctx, "!llvm.struct<(i8, vector<4xi32>)>"), &store, &alloc,
          &abi);
    ok(store == 24 && alloc == 24 && abi == 8,
       "armv7 given first: {i8, <4 x i32>} store 24, alloc 24, ABI 8");
    dlti_data_layout_free(dl);

    /* A malformed string given first is refused when the rules read it:
     * LLVM's error then, and the layout stays under MLIR's rules. */
    ok(dlti_data_layout_new(ctx, NULL, &dl) == DLTI_OK, "a third layout");
    lg.errors = 0;
    ok(dlti_data_layout_set_llvm_layout(dl, "datalayout", "i8:16", 5) ==
               DLTI_OK &&
           lg.errors == 0,
       "a malformed string before the rules: not read yet");
    ok(dlti_data_layout_set_rules(dl, DLTI_RULES_LLVM) == DLTI_ERR_VERIFY &&
           lg.errors == 1 && strstr(lg.last, "i8 must be 8-bit aligned"),
       "set_rules(LLVM) reads it: LLVM's error (%s)", lg.last);
    ok(dlti_data_layout_rules(dl) == DLTI_RULES_MLIR &&
           dlti_data_layout_llvm_string(dl, NULL) == NULL,
       "... and the layout is under MLIR's rules as it was");
    dlti_data_layout_free(dl);
    dlti_context_free(ctx);
    return tap_done();
}
