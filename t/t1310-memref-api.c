/* t1310-memref-api.c - the memref layout API: strides (dlti_memref_strides,
 * as MLIR 22's getStridesAndOffset; the values agree with
 * t/memref/strides.golden, made by mlir-opt-22), dense order, the byte
 * offset of an index tuple and the bytes a static memref addresses (both
 * beyond MLIR 22, which has no such query). */
#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dlti/dlti.h"
#include "diag_log.h"
#include "tap.h"

static diag_log lg;

static uint64_t offset_of(dlti_data_layout *dl, const dlti_type *t, size_t n,
                          const int64_t *ix, dlti_status *st)
{
    uint64_t b = UINT64_MAX;
    *st = dlti_memref_byte_offset(dl, t, n, ix, &b);
    return b;
}

/* Query threads, each with its own layout, lay out memrefs whose
 * descriptor structs no query has made yet: the descriptors are parsed
 * under the context's lock (dlti.h, "Threads", item 6). */
#define NTHREADS 4
typedef struct job {
    dlti_context *ctx;
    const dlti_type *types[8];
    uint64_t sizes[8];
    int failed;
} job;

static void *thread_main(void *arg)
{
    job *j = arg;
    dlti_data_layout *dl = NULL;
    if (dlti_data_layout_new(j->ctx, NULL, &dl) != DLTI_OK) {
        j->failed = 1;
        return NULL;
    }
    for (int round = 0; round < 50; round++)
        for (int i = 0; i < 8; i++) {
            dlti_size sz;
            if (dlti_type_size(dl, j->types[i], &sz) != DLTI_OK)
                j->failed = 1;
            else
                j->sizes[i] = sz.value;
        }
    dlti_data_layout_free(dl);
    return NULL;
}

static void threads(void)
{
    dlti_context *ctx = dlti_context_new();
    dlti_context_set_diag_handler(ctx, record, &lg);
    dlti_data_layout *dl = NULL;
    dlti_size sz;
    /* the first memref query loads the llvm plugin (before the threads) */
    ok(dlti_data_layout_get(ctx, NULL, &dl) == DLTI_OK &&
       dlti_type_size(dl, type(ctx, "memref<f32>"), &sz) == DLTI_OK &&
       sz.value == 24, "memref<f32> is 24 bytes (its descriptor)");
    job jobs[NTHREADS];
    for (int t = 0; t < NTHREADS; t++) {
        memset(&jobs[t], 0, sizeof jobs[t]);
        jobs[t].ctx = ctx;
        for (int i = 0; i < 8; i++) {
            char text[64];
            /* ranks 1..8: sizes 24 + 16 * rank */
            snprintf(text, sizeof text, "memref<%s%sf32, %d>",
                     &"2x2x2x2x2x2x2x2x"[2 * (8 - (i + 1))], "", t + 1);
            jobs[t].types[i] = type(ctx, text);
        }
    }
    pthread_t th[NTHREADS];
    int started = 0;
    for (int t = 0; t < NTHREADS; t++)
        if (pthread_create(&th[t], NULL, thread_main, &jobs[t]) == 0)
            started++;
    for (int t = 0; t < started; t++)
        pthread_join(th[t], NULL);
    int good = started == NTHREADS;
    for (int t = 0; t < NTHREADS; t++)
        for (int i = 0; i < 8; i++)
            good &= !jobs[t].failed &&
                    jobs[t].sizes[i] == 24 + 16 * (uint64_t)(i + 1);
    ok(good, "%d threads lay out 8 memrefs each, in new address spaces",
       NTHREADS);
    dlti_context_free(ctx);
}

int main(void)
{
    threads();

    dlti_context *ctx = dlti_context_new();
    dlti_context_set_diag_handler(ctx, record, &lg);
    dlti_data_layout *dl = NULL;
    ok(dlti_data_layout_get(ctx, NULL, &dl) == DLTI_OK, "default layout");

    /* strides [1, 4], offset 3 (strides.golden) */
    const dlti_type *t = type(ctx, "memref<4x8xf32, strided<[1, 4], offset: 3>>");
    int64_t s[4] = {0, 0, 0, 0}, off = -1;
    size_t rank = 0;
    int ext = -1;
    ok(t && dlti_memref_strides(t, 4, s, &rank, &off, &ext) == DLTI_OK,
       "strides of a strided layout");
    is_u64(rank, 2, "its rank");
    ok(s[0] == 1 && s[1] == 4 && off == 3 && ext == 0,
       "strides [1, 4], offset 3, within MLIR 22");
    int64_t ix[2] = {3, 7};
    dlti_status st;
    is_u64(offset_of(dl, t, 2, ix, &st), (3 + 3 * 1 + 7 * 4) * 4,
           "byte offset of [3, 7]: (3 + 3 + 28) elements of 4 bytes");
    uint64_t fp = 0;
    ok(dlti_memref_footprint(dl, t, &fp) == DLTI_OK, "footprint computed");
    is_u64(fp, (3 + 3 * 1 + 7 * 4 + 1) * 4, "footprint: through the last element");

    /* the identity layout: dense, row-major */
    t = type(ctx, "memref<2x3x5xf64>");
    uint32_t order[3] = {9, 9, 9};
    int dense = -1;
    ok(dlti_memref_contiguous(t, 3, order, &dense) == DLTI_OK && dense == 1 &&
       order[0] == 0 && order[1] == 1 && order[2] == 2,
       "memref<2x3x5xf64> is dense, row-major");
    ok(dlti_memref_footprint(dl, t, &fp) == DLTI_OK && fp == 2 * 3 * 5 * 8,
       "its footprint is 240 bytes");
    int64_t ix3[3] = {1, 2, 4};
    is_u64(offset_of(dl, t, 3, ix3, &st), (15 + 10 + 4) * 8,
           "byte offset of [1, 2, 4] (strides [15, 5, 1])");

    /* beyond MLIR 22: the seed's expand_shape result, static sizes */
    t = type(ctx, "memref<2x3x5xi32, contiguous<[1, 2, 0]>>");
    ok(dlti_memref_strides(t, 4, s, &rank, &off, &ext) == DLTI_OK &&
       s[0] == 3 && s[1] == 1 && s[2] == 6 && off == 0 && ext == 1,
       "beyond MLIR 22: contiguous<[1, 2, 0]> has strides [A2, 1, A1*A2] = [3, 1, 6]");
    ok(dlti_memref_contiguous(t, 3, order, &dense) == DLTI_OK && dense == 1 &&
       order[0] == 2 && order[1] == 0 && order[2] == 1,
       "beyond MLIR 22: dense, dimension 2 outermost, then 0, then 1");
    ok(dlti_memref_footprint(dl, t, &fp) == DLTI_OK && fp == 30 * 4,
       "beyond MLIR 22: a permuted dense memref addresses 120 bytes");

    /* element spacing is the element's alloc size: vector<3xf32> is 16 */
    t = type(ctx, "memref<3xvector<3xf32>>");
    int64_t one[1] = {2};
    is_u64(offset_of(dl, t, 1, one, &st), 32, "vector<3xf32> elements are 16 bytes apart");

    /* errors */
    t = type(ctx, "memref<4x8xf32, strided<[?, 1], offset: ?>>");
    lg.errors = 0;
    ok(dlti_memref_footprint(dl, t, &fp) == DLTI_ERR_VERIFY && lg.errors == 1,
       "no footprint for dynamic strides");
    ok(strstr(lg.last, "its sizes, strides and offset must be static") != NULL,
       "the error says why");
    t = type(ctx, "memref<4x8xf32>");
    int64_t bad[2] = {4, 0};
    lg.errors = 0;
    offset_of(dl, t, 2, bad, &st);
    ok(st == DLTI_ERR_VERIFY && lg.errors == 1 && strstr(lg.last, "out of bounds"),
       "an index out of bounds is an error");
    offset_of(dl, t, 1, bad, &st);
    ok(st == DLTI_ERR_VERIFY, "an index tuple of the wrong length is an error");
    t = type(ctx, "memref<4x8xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1)>>");
    lg.errors = 0;
    ok(dlti_memref_strides(t, 4, s, &rank, &off, &ext) == DLTI_ERR_VERIFY &&
       lg.errors == 1 && strstr(lg.last, "is not strided"),
       "a layout MLIR 22 does not consider strided is an error naming the type");
    t = type(ctx, "memref<4x8xf32, strided<[-8, 1], offset: 0>>");
    ok(dlti_memref_footprint(dl, t, &fp) == DLTI_ERR_VERIFY,
       "a layout addressing before the buffer's start has no footprint");
    t = type(ctx, "memref<0x8xf32>");
    ok(dlti_memref_footprint(dl, t, &fp) == DLTI_OK && fp == 0,
       "an empty memref addresses no bytes");
    t = type(ctx, "i32");
    ok(dlti_memref_strides(t, 0, NULL, NULL, NULL, NULL) == DLTI_ERR_MISUSE,
       "i32 has no strides");
    t = type(ctx, "memref<*xf32>");
    ok(dlti_memref_strides(t, 0, NULL, NULL, NULL, NULL) == DLTI_ERR_MISUSE,
       "an unranked memref has no strides");

    dlti_context_free(ctx);
    return tap_done();
}
