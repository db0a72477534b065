/* micro.c - in-process microbenchmarks of libdlti (public API only).
 *
 *   micro [--plugin-dir DIR] [--reps R] [--min-ms M] [--once] MODE [N]
 *
 * Plugins: DIR, else $DLTI_PLUGIN_PATH, else the build tree's plugins.
 *
 * MODE (one measurement per run):
 *   construct0  dlti_data_layout_new for the top module (x86_64 spec)
 *   construct6  the same for the innermost of 6 nested scopes
 *   cold N      first dlti_type_size_in_bits of N distinct types, each on
 *               a fresh layout of the innermost scope
 *   warm N      the same N types again on a layout that has seen them
 *
 * Prints one line: "MODE N ns_per_call=X calls=C".  Each measurement runs
 * for at least M ms (default 50); the median of R (default 5) is printed.
 * With --once, each measured function runs once with a fixed number of
 * calls (for callgrind --toggle-collect=bench_construct, bench_cold or
 * bench_warm) and no time is printed.
 */
#define _POSIX_C_SOURCE 200809L

#include <dlti/dlti.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Measured functions keep their names for callgrind: no inlining, and with
 * GCC no clones either (noipa). */
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ >= 8
#define NOINLINE __attribute__((noipa))
#else
#define NOINLINE __attribute__((noinline))
#endif

/* The x86_64 spec on the top module and 6 nested modules, each with a
 * small spec of builtin classes the outer scopes lack. */
static const char module_text[] =
    "module attributes {dlti.dl_spec = #dlti.dl_spec<"
    "!llvm.ptr<270> = dense<32> : vector<4xi64>, "
    "!llvm.ptr<271> = dense<32> : vector<4xi64>, "
    "!llvm.ptr<272> = dense<64> : vector<4xi64>, "
    "i64 = dense<64> : vector<2xi64>, i128 = dense<128> : vector<2xi64>, "
    "f80 = dense<128> : vector<2xi64>, !llvm.ptr = dense<64> : vector<4xi64>, "
    "i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, "
    "i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, "
    "f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, "
    "f128 = dense<128> : vector<2xi64>, \"dlti.endianness\" = \"little\", "
    "\"dlti.mangling_mode\" = \"e\", "
    "\"dlti.legal_int_widths\" = array<i32: 8, 16, 32, 64>, "
    "\"dlti.stack_alignment\" = 128 : i64>} {\n"
    "module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64, "
    "f32 = dense<[32, 64]> : vector<2xi64>>} {\n"
    "module attributes {dlti.dl_spec = #dlti.dl_spec<"
    "bf16 = dense<[16, 32]> : vector<2xi64>, "
    "!llvm.ptr<12> = dense<[64, 8, 64]> : vector<3xi64>>} {\n"
    "module attributes {dlti.dl_spec = #dlti.dl_spec<"
    "f8E5M2 = dense<[8, 16]> : vector<2xi64>, "
    "\"dlti.endianness\" = \"little\">} {\n"
    "module attributes {dlti.dl_spec = #dlti.dl_spec<"
    "f6E2M3FN = dense<[8, 16]> : vector<2xi64>, "
    "tf32 = dense<[32, 64]> : vector<2xi64>>} {\n"
    "module attributes {dlti.dl_spec = #dlti.dl_spec<"
    "f8E4M3 = dense<[8, 16]> : vector<2xi64>, "
    "!llvm.ptr<15> = dense<[64, 8, 64, 32]> : vector<4xi64>>} {\n"
    "module attributes {dlti.dl_spec = #dlti.dl_spec<"
    "f8E5M2FNUZ = dense<[16, 32]> : vector<2xi64>>} {\n"
    "}\n}\n}\n}\n}\n}\n}\n";

/* Common types first; the rest of the N distinct types are generated. */
static const char *const common_types[] = {
    "i32", "i64", "f32", "f64", "i8", "index", "!llvm.ptr", "vector<4xf32>",
    "i1", "f16", "i16", "bf16", "f80", "f128", "i128", "complex<f32>",
    "vector<8xi16>", "vector<[4]xi32>", "vector<2x4xf64>", "!llvm.ptr<270>",
    "!llvm.struct<(i32, struct<(i8, f64)>)>", "!llvm.array<4 x i32>",
    "f8E4M3FN", "ui64", "si32", "complex<f64>", "vector<16xi8>",
    "!llvm.ptr<12>", "i24", "vector<3xi32>", "tf32", "f8E5M2",
};
#define N_COMMON (sizeof common_types / sizeof common_types[0])

static dlti_context *ctx;
static const dlti_type **types;
static size_t n_types;
static int reps = 5;
static double min_ms = 50;
static int once;

static void die(const char *what)
{
    fprintf(stderr, "micro: %s\n", what);
    exit(1);
}

static void on_diag(void *user, dlti_severity sev, const dlti_loc *loc,
                    const char *msg)
{
    fprintf(stderr, "micro: %s:%u:%u: %s\n", loc && loc->file ? loc->file : "",
            loc ? loc->line : 0, loc ? loc->col : 0, msg);
}

static double now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e9 + ts.tv_nsec;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* ---- Setup -------------------------------------------------------------- */

static int find_deepest(dlti_op *op, void *user)
{
    dlti_op **best = user;
    int depth = 0, best_depth = 0;
    if (strcmp(dlti_op_name(op), "builtin.module") != 0)
        return 0;
    for (dlti_op *p = op; p; p = dlti_op_parent(p))
        depth++;
    for (dlti_op *p = *best; p; p = dlti_op_parent(p))
        best_depth++;
    if (depth > best_depth)
        *best = op;
    return 0;
}

/* Pointer set, to keep the generated types distinct. */
static const dlti_type **seen;
static size_t seen_cap;

static int seen_add(const dlti_type *t)
{
    size_t h = ((uintptr_t)t >> 4) * 0x9e3779b97f4a7c15ull;
    for (size_t i = h & (seen_cap - 1);; i = (i + 1) & (seen_cap - 1)) {
        if (seen[i] == t)
            return 0;
        if (!seen[i]) {
            seen[i] = t;
            return 1;
        }
    }
}

static const dlti_type *parse_type(const char *text)
{
    const dlti_type *t;
    if (dlti_parse_type(ctx, text, strlen(text), &t) != DLTI_OK)
        die("cannot parse a benchmark type");
    return t;
}

/* N distinct types: the common ones, then integers of every width,
 * vectors, complex numbers, signed and unsigned integers, in turn. */
static void make_types(size_t n)
{
    char buf[64];
    types = malloc(n * sizeof *types);
    for (seen_cap = 64; seen_cap < 2 * n; seen_cap *= 2)
        ;
    seen = calloc(seen_cap, sizeof *seen);
    if (!types || !seen)
        die("out of memory");
    n_types = 0;
    for (size_t i = 0; i < N_COMMON && n_types < n; i++) {
        const dlti_type *t = parse_type(common_types[i]);
        if (seen_add(t))
            types[n_types++] = t;
    }
    for (unsigned j = 0; n_types < n; j++) {
        unsigned w = j / 4 + 1;
        const dlti_type *t;
        switch (j % 4) {
        case 0:
            t = dlti_integer_type(ctx, w, DLTI_SIGNLESS);
            break;
        case 1:
            snprintf(buf, sizeof buf, "vector<%ux%si%u>", w % 8 + 1,
                     w % 3 == 0 ? "2x" : "", w / 8 + 1);
            t = parse_type(buf);
            break;
        case 2:
            snprintf(buf, sizeof buf, "complex<i%u>", w);
            t = parse_type(buf);
            break;
        default:
            t = dlti_integer_type(ctx, w, w % 2 ? DLTI_SIGNED : DLTI_UNSIGNED);
            break;
        }
        if (!t)
            die("cannot make a benchmark type");
        if (seen_add(t))
            types[n_types++] = t;
    }
    free(seen);
}

/* ---- Measured functions ------------------------------------------------- */

static volatile uint64_t sink;

NOINLINE void bench_construct(dlti_op *scope, dlti_data_layout **out,
                              size_t n);
NOINLINE void bench_cold(dlti_data_layout **layouts, size_t n_layouts);
NOINLINE void bench_warm(dlti_data_layout *dl, size_t rounds);

NOINLINE void bench_construct(dlti_op *scope, dlti_data_layout **out,
                              size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (dlti_data_layout_new(ctx, scope, &out[i]) != DLTI_OK)
            die("dlti_data_layout_new failed");
}

/* The bits of every type on `dl`, summed; inlined into the measured
 * functions, so that callgrind's "all" column counts the loop itself. */
static inline __attribute__((always_inline)) uint64_t
sum_of_bits(dlti_data_layout *dl)
{
    uint64_t sum = 0;
    for (size_t i = 0; i < n_types; i++) {
        dlti_size bits;
        if (dlti_type_size_in_bits(dl, types[i], &bits) != DLTI_OK)
            die("dlti_type_size_in_bits failed");
        sum += bits.value;
    }
    return sum;
}

/* Every type once on each layout. */
NOINLINE void bench_cold(dlti_data_layout **layouts, size_t n_layouts)
{
    uint64_t sum = 0;
    for (size_t l = 0; l < n_layouts; l++)
        sum += sum_of_bits(layouts[l]);
    sink = sum;
}

NOINLINE void bench_warm(dlti_data_layout *dl, size_t rounds)
{
    uint64_t sum = 0;
    for (size_t r = 0; r < rounds; r++)
        sum += sum_of_bits(dl);
    sink = sum;
}

/* ---- Drivers: ns per call, or one pass with --once ---------------------- */

static void new_layouts(dlti_op *scope, dlti_data_layout **out, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (dlti_data_layout_new(ctx, scope, &out[i]) != DLTI_OK)
            die("dlti_data_layout_new failed");
}

static void free_layouts(dlti_data_layout **dls, size_t n)
{
    for (size_t i = 0; i < n; i++)
        dlti_data_layout_free(dls[i]);
}

/* One measurement: batches of `batch` layouts until min_ms has passed. */
static double measure_construct(dlti_op *scope, dlti_data_layout **dls,
                                size_t batch, size_t *calls)
{
    double spent = 0;
    size_t n = 0;
    do {
        double t0 = now_ns();
        bench_construct(scope, dls, batch);
        spent += now_ns() - t0;
        n += batch;
        free_layouts(dls, batch);
    } while (!once && spent < min_ms * 1e6);
    *calls = n;
    return spent / n;
}

static double measure_cold(dlti_op *scope, dlti_data_layout **dls,
                           size_t batch, size_t *calls)
{
    double spent = 0;
    size_t n = 0;
    do {
        new_layouts(scope, dls, batch);
        double t0 = now_ns();
        bench_cold(dls, batch);
        spent += now_ns() - t0;
        n += batch * n_types;
        free_layouts(dls, batch);
    } while (!once && spent < min_ms * 1e6);
    *calls = n;
    return spent / n;
}

static double measure_warm(dlti_data_layout *dl, size_t rounds, size_t *calls)
{
    double t0 = now_ns();
    bench_warm(dl, rounds);
    *calls = rounds * n_types;
    return (now_ns() - t0) / *calls;
}

static void usage(FILE *f)
{
    fputs("Usage: micro [--plugin-dir DIR] [--reps R] [--min-ms M] [--once]\n"
          "             construct0|construct6|cold N|warm N\n",
          f);
}

int main(int argc, char **argv)
{
    const char *mode = NULL, *plugin_dir = NULL;
    size_t n = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--plugin-dir") && i + 1 < argc) {
            plugin_dir = argv[++i];
        } else if (!strcmp(a, "--reps") && i + 1 < argc) {
            reps = atoi(argv[++i]);
        } else if (!strcmp(a, "--min-ms") && i + 1 < argc) {
            min_ms = atof(argv[++i]);
        } else if (!strcmp(a, "--once")) {
            once = 1;
        } else if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            usage(stdout);
            return 0;
        } else if (!mode) {
            mode = a;
        } else if (!n) {
            n = strtoul(a, NULL, 10);
        } else {
            usage(stderr);
            return 2;
        }
    }
    int is_construct = mode && !strncmp(mode, "construct", 9);
    if (!mode || reps < 1 || (is_construct ? strcmp(mode, "construct0") &&
                                                 strcmp(mode, "construct6")
                                           : (strcmp(mode, "cold") &&
                                              strcmp(mode, "warm")) ||
                                                 n == 0)) {
        usage(stderr);
        return 2;
    }
    if (once)
        reps = 1;

    ctx = dlti_context_new();
    if (!ctx)
        die("out of memory");
    dlti_context_set_diag_handler(ctx, on_diag, NULL);
#ifdef MICRO_PLUGIN_DIR
    /* The build tree's plugins, unless told otherwise. */
    if (!plugin_dir && !getenv("DLTI_PLUGIN_PATH"))
        plugin_dir = MICRO_PLUGIN_DIR;
#endif
    if (plugin_dir && dlti_context_add_plugin_dir(ctx, plugin_dir) != DLTI_OK)
        die("cannot add the plugin directory");
    dlti_op *top, *deepest = NULL;
    if (dlti_parse_source(ctx, "micro.mlir", module_text,
                          sizeof module_text - 1, &top) != DLTI_OK ||
        dlti_verify(top) != DLTI_OK)
        die("the benchmark module does not parse and verify");
    dlti_op_walk(top, find_deepest, &deepest);

    double *ns = malloc(reps * sizeof *ns);
    size_t calls = 0;
    if (!ns)
        die("out of memory");
    if (is_construct) {
        dlti_op *scope = mode[9] == '0' ? top : deepest;
        size_t batch = once ? 1000 : 256;
        dlti_data_layout **dls = malloc(batch * sizeof *dls);
        if (!dls)
            die("out of memory");
        if (!once) { /* warm-up */
            new_layouts(scope, dls, 1);
            free_layouts(dls, 1);
        }
        for (int r = 0; r < reps; r++)
            ns[r] = measure_construct(scope, dls, batch, &calls);
        free(dls);
    } else if (!strcmp(mode, "cold")) {
        make_types(n);
        /* Enough layouts per batch that timer reads do not matter. */
        size_t batch = n < 8192 ? 8192 / n : 1;
        dlti_data_layout **dls = malloc(batch * sizeof *dls);
        if (!dls)
            die("out of memory");
        for (int r = 0; r < reps; r++)
            ns[r] = measure_cold(deepest, dls, batch, &calls);
        free(dls);
    } else {
        make_types(n);
        dlti_data_layout *dl;
        if (dlti_data_layout_new(ctx, deepest, &dl) != DLTI_OK)
            die("dlti_data_layout_new failed");
        bench_cold(&dl, 1);
        size_t rounds = n < 100000 ? 100000 / n : 1;
        if (!once) {
            /* Rounds for min_ms per measurement. */
            double t;
            while ((t = measure_warm(dl, rounds, &calls) * calls) <
                   min_ms * 1e6)
                rounds = t < min_ms * 1e6 / 64 ? rounds * 64 : rounds * 2;
        }
        for (int r = 0; r < reps; r++)
            ns[r] = measure_warm(dl, rounds, &calls);
        dlti_data_layout_free(dl);
    }
    qsort(ns, reps, sizeof *ns, cmp_double);
    if (once)
        printf("%s %zu calls=%zu\n", mode, n, calls);
    else
        printf("%s %zu ns_per_call=%.2f calls=%zu\n", mode, n, ns[reps / 2],
               calls);
    free(ns);
    free(types);
    dlti_context_free(ctx);
    return 0;
}
