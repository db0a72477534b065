/* t0920-threads.c - the threading contract of include/dlti/dlti.h: after
 * parsing, many threads query one context at once, each through its own
 * layout (dlti_data_layout_new), and get the single-threaded answers; other
 * threads meanwhile use contexts of their own.  Builtin types always; llvm
 * types too when $DLTI_PLUGIN_PATH is set (as `make check` sets it; the
 * llvm plugin must then load).  With the plugins, the threads with a
 * context of their own also run the query pass (dlti_query_source_pieces)
 * in fresh contexts at once, each getting the single-threaded text.
 * Meant to run under -fsanitize=thread as well (the _build-tsan build of
 * .ci/run). */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dlti/dlti.h"
#include "pieces.h"
#include "tap.h"

#define NTHREADS 8
#define NOWN 3      /* threads with a context of their own: more than
                     * the query pass's two reused states (pass.c) */
#define ROUNDS 100

static const char *const module_src =
    "module attributes {dlti.dl_spec = #dlti.dl_spec<"
    "index = 32 : i64, i64 = dense<[32, 64]> : vector<2xi64>, "
    "i16 = dense<[16, 32]> : vector<2xi64>>} {}";

static const char *const builtin_types[] = {
    "i1", "i7", "i8", "i16", "i32", "i64", "i65", "i128", "si24", "ui48",
    "index", "f16", "bf16", "f32", "f64", "f80", "f128", "tf32",
    "f8E5M2", "complex<f32>", "complex<i16>", "complex<f64>",
    "vector<4xi32>", "vector<3xf64>", "vector<[4]xi8>", "vector<2x3xi16>",
    "vector<5xindex>", "vector<2x[3]xf16>",
};
static const char *const llvm_types[] = {
    "!llvm.ptr", "!llvm.ptr<1>", "!llvm.struct<(i8, i32)>",
    "!llvm.struct<packed (i8, i64)>", "!llvm.array<4 x i64>",
    "!llvm.array<3 x struct<(i16, ptr)>>", "!llvm.struct<(f80, i1)>",
    "!llvm.ppc_fp128",
};
#define NB (sizeof builtin_types / sizeof *builtin_types)
#define NL (sizeof llvm_types / sizeof *llvm_types)
#define MAXT (NB + NL)

typedef struct answer {
    dlti_status st;
    uint64_t size, bits, abi, pref, index;
    int scalable, has;
} answer;

typedef struct world {
    dlti_context *ctx;
    dlti_op *top;
    const dlti_type *types[MAXT];
    const char *names[MAXT];
    answer want[MAXT];
    size_t n;
    const dlti_type *nolayout;  /* a query that fails: tensor<4xi32> */
    unsigned diag_errors;       /* counted by the handler (context lock) */
} world;

static void count_errors(void *user, dlti_severity sev, const dlti_loc *loc,
                         const char *msg)
{
    (void)loc;
    (void)msg;
    if (sev == DLTI_SEV_ERROR)
        ((world *)user)->diag_errors++;
}

static answer ask(dlti_data_layout *dl, const dlti_type *t)
{
    answer a;
    memset(&a, 0, sizeof a);
    dlti_size s;
    if ((a.st = dlti_type_size(dl, t, &s)))
        return a;
    a.size = s.value;
    a.scalable = s.scalable;
    if ((a.st = dlti_type_size_in_bits(dl, t, &s)))
        return a;
    a.bits = s.value;
    if ((a.st = dlti_type_abi_alignment(dl, t, &a.abi)) ||
        (a.st = dlti_type_preferred_alignment(dl, t, &a.pref)) ||
        (a.st = dlti_type_index_bitwidth(dl, t, &a.index, &a.has)))
        return a;
    return a;
}

static int same(const answer *a, const answer *b)
{
    return a->st == b->st && a->size == b->size && a->bits == b->bits &&
           a->abi == b->abi && a->pref == b->pref && a->index == b->index &&
           a->scalable == b->scalable && a->has == b->has;
}

static const dlti_type *parse_type(dlti_context *ctx, const char *s)
{
    const dlti_type *t = NULL;
    return dlti_parse_type(ctx, s, strlen(s), &t) == DLTI_OK ? t : NULL;
}

/* Parses the module and the types and records the single-threaded
 * answers.  0 on failure. */
static int world_init(world *w, int with_llvm)
{
    memset(w, 0, sizeof *w);
    if (!(w->ctx = dlti_context_new()))
        return 0;
    dlti_context_set_diag_handler(w->ctx, count_errors, w);
    if (dlti_parse_source(w->ctx, "threads.mlir", module_src,
                          strlen(module_src), &w->top) != DLTI_OK ||
        dlti_verify(w->top) != DLTI_OK)
        return 0;
    for (size_t i = 0; i < NB; i++) {
        if (!(w->types[w->n] = parse_type(w->ctx, builtin_types[i])))
            return 0;
        w->names[w->n++] = builtin_types[i];
    }
    for (size_t i = 0; with_llvm && i < NL; i++) {
        if (!(w->types[w->n] = parse_type(w->ctx, llvm_types[i])))
            return 0;
        w->names[w->n++] = llvm_types[i];
    }
    if (!(w->nolayout = parse_type(w->ctx, "tensor<4xi32>")))
        return 0;
    dlti_data_layout *dl;
    if (dlti_data_layout_new(w->ctx, w->top, &dl) != DLTI_OK)
        return 0;
    for (size_t i = 0; i < w->n; i++)
        w->want[i] = ask(dl, w->types[i]);
    dlti_data_layout_free(dl);
    return 1;
}

typedef struct job {
    world *w;          /* shared world, or NULL: build one of its own */
    int with_llvm;
    unsigned seed;
    unsigned mismatches, queries, failures_seen;
    char first_bad[256];
} job;

static unsigned next(unsigned *s)
{
    *s = *s * 1103515245u + 12345u;
    return *s >> 8;
}

static void run_queries(job *j, world *w)
{
    dlti_data_layout *dl = NULL;
    for (int r = 0; r < ROUNDS; r++) {
        /* A fresh layout now and then: cold caches again. */
        if (r % 10 == 0) {
            dlti_data_layout_free(dl);
            dl = NULL;
            if (dlti_data_layout_new(w->ctx, w->top, &dl) != DLTI_OK) {
                j->mismatches++;
                return;
            }
        }
        for (size_t k = 0; k < w->n; k++) {
            size_t i = (k + next(&j->seed)) % w->n;
            answer a = ask(dl, w->types[i]);
            j->queries += 5;
            if (!same(&a, &w->want[i])) {
                if (!j->mismatches)
                    snprintf(j->first_bad, sizeof j->first_bad,
                             "%s: status %d size %llu abi %llu", w->names[i],
                             (int)a.st, (unsigned long long)a.size,
                             (unsigned long long)a.abi);
                j->mismatches++;
            }
        }
        /* New uniqued types, created by several threads at once, and the
         * index type that queries turn into i32. */
        unsigned width = 1 + next(&j->seed) % 300;
        const dlti_type *t = dlti_integer_type(w->ctx, width, DLTI_SIGNLESS);
        dlti_size s;
        if (!t || dlti_type_size_in_bits(dl, t, &s) != DLTI_OK ||
            s.value != width ||
            t != dlti_integer_type(w->ctx, width, DLTI_SIGNLESS))
            j->mismatches++;
        /* A failing query: a diagnostic from several threads at once. */
        if (dlti_type_size(dl, w->nolayout, &s) == DLTI_ERR_NO_LAYOUT)
            j->failures_seen++;
        char *str = dlti_type_to_string(w->types[r % w->n]);
        if (!str || strcmp(str, w->names[r % w->n]) != 0)
            j->mismatches++;
        dlti_free(str);
    }
    dlti_data_layout_free(dl);
}

/* The query pass over a small module in a fresh context, its text
 * collected (malloc'ed; NULL on failure). */
static const char *const query_src =
    "module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>} {\n"
    "  func.func @f() {\n"
    "    %0 = \"test.data_layout_query\"() : () -> i32\n"
    "    %1 = \"test.data_layout_query\"() : () -> index\n"
    "    %2 = \"test.data_layout_query\"() : () -> vector<3xf64>\n"
    "    return\n"
    "  }\n"
    "}\n";

static char *query_text(void)
{
    dlti_context *ctx = dlti_context_new();
    text t = {NULL, 0, 0};
    dlti_status st = ctx ? dlti_query_source_pieces(
                               ctx, "q.mlir", query_src, strlen(query_src),
                               0, collect, &t)
                         : DLTI_ERR_NOMEM;
    dlti_context_free(ctx);
    if (st != DLTI_OK || t.failed) {
        free(t.data);
        return NULL;
    }
    return t.data;
}

static char *query_want; /* the single-threaded text */

static void *thread_main(void *arg)
{
    job *j = arg;
    if (j->w) {
        run_queries(j, j->w);
        return NULL;
    }
    /* A context of its own, parsed (and plugins loaded) in this thread
     * while the others query theirs. */
    world *w = malloc(sizeof *w);
    if (!w || !world_init(w, j->with_llvm)) {
        j->mismatches++;
    } else {
        run_queries(j, w);
    }
    for (int r = 0; query_want && r < ROUNDS / 4; r++) {
        char *got = query_text();
        if (!got || strcmp(got, query_want) != 0)
            j->mismatches++;
        free(got);
    }
    if (w)
        dlti_context_free(w->ctx);
    free(w);
    return NULL;
}

int main(void)
{
    const char *pp = getenv("DLTI_PLUGIN_PATH");
    int with_llvm = 0;
    if (pp && *pp) {
        /* Only if the llvm plugin is really there. */
        dlti_context *probe = dlti_context_new();
        with_llvm = parse_type(probe, "!llvm.ptr") != NULL;
        dlti_context_free(probe);
        /* The harness's path holds the plugins: then they must load. */
        ok(with_llvm, "the llvm plugin loads from $DLTI_PLUGIN_PATH");
    } else {
        printf("# $DLTI_PLUGIN_PATH not set: builtin types only\n");
    }

    world w;
    ok(world_init(&w, with_llvm), "parse the module and %zu types",
       with_llvm ? MAXT : NB);
    size_t failing = 0;
    for (size_t i = 0; i < w.n; i++)
        failing += w.want[i].st != DLTI_OK;
    is_u64(failing, 0, "every type has a layout, single-threaded");
    unsigned errors_before = w.diag_errors;
    if (with_llvm) {
        query_want = query_text();
        ok(query_want && strstr(query_want, "size = 4 : index"),
           "the query pass, single-threaded");
    }

    pthread_t th[NTHREADS + NOWN];
    job jobs[NTHREADS + NOWN];
    memset(jobs, 0, sizeof jobs);
    int started = 0;
    for (int i = 0; i < NTHREADS + NOWN; i++) {
        jobs[i].w = i < NTHREADS ? &w : NULL;
        jobs[i].with_llvm = with_llvm;
        jobs[i].seed = 7u * (unsigned)i + 1u;
        if (pthread_create(&th[i], NULL, thread_main, &jobs[i]) == 0)
            started++;
        else
            break;
    }
    ok(started == NTHREADS + NOWN, "%d threads started", NTHREADS + NOWN);
    for (int i = 0; i < started; i++)
        pthread_join(th[i], NULL);

    unsigned shared_failures = 0;
    for (int i = 0; i < started; i++) {
        ok(jobs[i].mismatches == 0,
           "thread %d (%s context): %u queries, single-threaded answers", i,
           jobs[i].w ? "shared" : "own", jobs[i].queries);
        if (jobs[i].mismatches)
            printf("#   %u mismatches, first: %s\n", jobs[i].mismatches,
                   jobs[i].first_bad);
        is_u64(jobs[i].failures_seen, ROUNDS,
               "thread %d: the failing query failed every time", i);
        if (jobs[i].w)
            shared_failures += jobs[i].failures_seen;
    }
    /* Each failing query reports one error (no note: not an opaque type). */
    is_u64(w.diag_errors - errors_before, shared_failures,
           "every error of the shared context was counted once");
    is_u64(dlti_context_error_count(w.ctx), w.diag_errors,
           "the context's error count agrees");

    /* The shared layout of dlti_data_layout_get: built once for all. */
    dlti_data_layout *a = NULL, *b = NULL;
    ok(dlti_data_layout_get(w.ctx, w.top, &a) == DLTI_OK &&
           dlti_data_layout_get(w.ctx, w.top, &b) == DLTI_OK && a && a == b,
       "dlti_data_layout_get gives the same shared layout");
    dlti_data_layout_free(a); /* ignored: owned by the context */
    answer again = ask(a, w.types[0]);
    ok(same(&again, &w.want[0]), "the shared layout survives a stray free");

    dlti_context_free(w.ctx);
    free(query_want);
    return tap_done();
}
