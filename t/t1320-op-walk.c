/* t1320-op-walk.c - dlti_op_walk visits every op once, in pre-order (the
 * order of the op lines in the text), across regions, empty blocks and
 * empty regions, and past the 64 levels whose blocks the walk keeps (a
 * deeper op's block is found again by a scan); a callback's non-zero
 * result stops it.  Many blocks in one region: the walk no longer scans
 * the region's blocks at each block's end (80,000 blocks took 27 s; make
 * bench, not here, times inputs). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dlti/dlti.h"
#include "tap.h"

typedef struct seen {
    int n, in_order, stop_at;
} seen;

/* Ops are named "foo.oN" in text order (the module itself is not). */
static int visit(dlti_op *op, void *user)
{
    seen *s = user;
    const char *name = dlti_op_name(op);
    if (name && !strncmp(name, "foo.o", 5)) {
        if (atoi(name + 5) == s->n)
            s->in_order++;
        s->n++;
        if (s->n == s->stop_at)
            return 7;
    }
    return 0;
}

/* A module of `depth` nested single-region ops, each with its blocks:
 * an empty region first, an empty block, ops before and after. */
static char *nested_text(int depth)
{
    size_t cap = (size_t)depth * 200 + 400, len = 0;
    char *t = malloc(cap);
    int k = 0;
    len += (size_t)snprintf(t + len, cap - len, "module {\n");
    for (int i = 0; i < depth; i++)
        len += (size_t)snprintf(t + len, cap - len,
                                "\"foo.o%d\"() ({\n}, {\n^bb0:\n^bb1:\n"
                                "  \"foo.o%d\"() : () -> ()\n",
                                k, k + 1), k += 2;
    for (int i = 0; i < depth; i++)
        len += (size_t)snprintf(t + len, cap - len,
                                "^bb2:\n  \"foo.o%d\"() : () -> ()\n^bb3:\n"
                                "}) : () -> ()\n", k++);
    snprintf(t + len, cap - len, "}\n");
    return t;
}

static void walk_nested(int depth)
{
    dlti_context *ctx = dlti_context_new();
    char *src = nested_text(depth);
    dlti_op *top = NULL;
    ok(dlti_parse_source(ctx, "w.mlir", src, strlen(src), &top) == DLTI_OK &&
           top,
       "%d levels: parses", depth);
    seen s = { 0, 0, -1 };
    if (top)
        dlti_op_walk(top, visit, &s);
    is_u64((uint64_t)s.n, (uint64_t)depth * 3, "%d levels: every op visited once",
           depth);
    is_u64((uint64_t)s.in_order, (uint64_t)depth * 3,
           "%d levels: in the order of the text", depth);
    seen stop = { 0, 0, depth * 3 - 1 };
    ok(top && dlti_op_walk(top, visit, &stop) == 7 && stop.n == depth * 3 - 1,
       "%d levels: a non-zero result stops the walk and is returned", depth);
    free(src);
    dlti_context_free(ctx);
}

/* One region of many blocks, each with an op. */
static void walk_blocks(void)
{
    enum { N = 3000 };
    size_t cap = (size_t)N * 48 + 64, len = 0;
    char *src = malloc(cap);
    len += (size_t)snprintf(src + len, cap - len, "\"foo.top\"() ({\n");
    for (int i = 0; i < N; i++)
        len += (size_t)snprintf(src + len, cap - len,
                                "^bb%d:\n  \"foo.o%d\"() : () -> ()\n", i, i);
    snprintf(src + len, cap - len, "}) : () -> ()\n");
    dlti_context *ctx = dlti_context_new();
    dlti_op *top = NULL;
    ok(dlti_parse_source(ctx, "b.mlir", src, strlen(src), &top) == DLTI_OK &&
           top,
       "%d blocks: parses", N);
    seen s = { 0, 0, -1 };
    if (top)
        dlti_op_walk(top, visit, &s);
    ok(s.n == N && s.in_order == N, "%d blocks: each op once, in order (%d, %d)",
       N, s.n, s.in_order);
    free(src);
    dlti_context_free(ctx);
}

int main(void)
{
    walk_nested(1);
    walk_nested(10);
    walk_nested(100); /* past the 64 kept levels */
    walk_blocks();
    return tap_done();
}
