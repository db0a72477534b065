/* t1320-op-walk.c - dlti_op_walk visits every op once, in pre-order (the
 * order of the op lines in the text), across regions, empty blocks and
 * empty regions, and past the 64 levels whose blocks the walk keeps (a
 * deeper op's block is found again by a scan); a callback's non-zero
 * result stops it.  Many blocks in one region: the walk no longer scans
 * the region's blocks at each block's end (80,000 blocks took 27 s; make
 * bench, not here, times inputs). */
#include <stdbool.h>
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

/* Parses `src` (freed here) and walks it: `n` ops named foo.oN, each
 * once and in the order of the text; a callback's non-zero result
 * returned when `stop` (then the walk stops after the (n - 1)th). */
static void walk_text(const char *what, char *src, int n, bool stop)
{
    dlti_context *ctx = dlti_context_new();
    dlti_op *top = NULL;
    ok(dlti_parse_source(ctx, "w.mlir", src, strlen(src), &top) == DLTI_OK &&
           top,
       "%s: parses", what);
    seen s = { 0, 0, -1 };
    if (top)
        dlti_op_walk(top, visit, &s);
    ok(s.n == n && s.in_order == n,
       "%s: every op visited once, in the order of the text (%d, %d of %d)",
       what, s.n, s.in_order, n);
    if (stop) {
        seen st = { 0, 0, n - 1 };
        ok(top && dlti_op_walk(top, visit, &st) == 7 && st.n == n - 1,
           "%s: a non-zero result stops the walk and is returned", what);
    }
    free(src);
    dlti_context_free(ctx);
}

static void walk_nested(int depth)
{
    char what[32];
    snprintf(what, sizeof what, "%d levels", depth);
    walk_text(what, nested_text(depth), depth * 3, true);
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
    walk_text("3000 blocks", src, N, false);
}

int main(void)
{
    walk_nested(1);
    walk_nested(10);
    walk_nested(100); /* past the 64 kept levels */
    walk_blocks();
    return tap_done();
}
