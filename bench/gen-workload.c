/* gen-workload.c - writes a deterministic MLIR benchmark workload.
 *
 *   gen-workload [--size small|medium|large|types|nested|split]
 *                [--queries N] [--funcs F] [--scopes K] [--cold]
 *                [--nest D] [--chunks C] [--seed S] [-o FILE]
 *
 * The output is a module with the x86_64 data layout (as mlir-translate-22
 * imports "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-
 * n8:16:32:64-S128"), F func.func ops, K nested data layout scopes
 * (test.op_with_data_layout and builtin.module, up to MAX_DEPTH deep, most
 * with a small spec) and N "test.data_layout_query" ops spread over them.
 * Half of the queries use one of ten hot types, the rest any of ~250 types
 * (--cold: all of them any type, so that each func asks for many distinct
 * types).  --nest D: the scopes are chains of D builtin.modules nested in
 * each other, each with a spec and a func of queries.  --chunks C: C
 * modules (each with F/C funcs, K/C scopes and N/C queries) separated by
 * "// -----" lines, for --split-input-file.
 *
 * Nested specs stay within what MLIR 22 accepts: each scope depth has its
 * own builtin type classes (never in the top spec, so no class appears twice
 * on a chain of scopes), its own new !llvm.ptr address space with size 64 and
 * ABI 8 bits, and identifier entries equal to the top ones.
 *
 * Self-contained (no libdlti); same seed and options, same bytes.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_DEPTH 6

/* ---- PRNG: splitmix64 --------------------------------------------------- */

static uint64_t rng_state;

static uint64_t rng_next(void)
{
    uint64_t z = (rng_state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

/* Uniform in [0, n), n > 0. */
static size_t rng_below(size_t n)
{
    return (size_t)(rng_next() % n);
}

/* ---- Types -------------------------------------------------------------- */

static const char *const hot_types[] = {
    "i32", "i64", "f32", "f64", "i8", "index", "!llvm.ptr",
    "vector<4xf32>", "i1", "f16",
};
#define N_HOT (sizeof hot_types / sizeof hot_types[0])

static const char *const fixed_types[] = {
    /* floats: every builtin float type */
    "f4E2M1FN", "f6E2M3FN", "f6E3M2FN", "f8E5M2", "f8E4M3", "f8E4M3FN",
    "f8E5M2FNUZ", "f8E4M3FNUZ", "f8E4M3B11FNUZ", "f8E3M4", "f8E8M0FNU",
    "bf16", "f16", "tf32", "f32", "f64", "f80", "f128",
    "index",
    /* signed and unsigned integers */
    "si1", "si8", "si16", "si24", "si32", "si48", "si64", "si128",
    "ui1", "ui8", "ui16", "ui32", "ui64", "ui96", "ui128", "ui256",
    "si0", "ui3", "si5", "ui24", "si256",
    /* complex */
    "complex<f16>", "complex<bf16>", "complex<f32>", "complex<f64>",
    "complex<f80>", "complex<f128>", "complex<tf32>", "complex<f8E5M2>",
    "complex<f4E2M1FN>", "complex<i1>", "complex<i8>", "complex<i16>",
    "complex<i32>", "complex<i64>", "complex<i128>", "complex<si32>",
    "complex<ui8>", "complex<f8E4M3FN>", "complex<i24>", "complex<f6E3M2FN>",
    /* vectors */
    "vector<1xi32>", "vector<2xi32>", "vector<3xi32>", "vector<4xi32>",
    "vector<8xi32>", "vector<16xi32>", "vector<4xf32>", "vector<8xf32>",
    "vector<3xf32>", "vector<2xf64>", "vector<4xf64>", "vector<8xi16>",
    "vector<16xi8>", "vector<32xi8>", "vector<4xi1>", "vector<8xi1>",
    "vector<7xi7>", "vector<5xi24>", "vector<2xi128>", "vector<4xf16>",
    "vector<8xbf16>", "vector<2xf80>", "vector<1xf128>", "vector<4xindex>",
    "vector<4xf8E4M3FN>", "vector<8xf4E2M1FN>", "vector<2x4xf64>",
    "vector<3x5xf16>", "vector<2x2x2xi32>", "vector<4x4xf32>",
    "vector<2x3x4xi8>", "vector<[4]xf32>", "vector<[2]xf64>",
    "vector<[16]xi8>", "vector<[8]xi16>", "vector<[4]xi32>",
    "vector<[1]xi64>", "vector<2x[4]xi8>", "vector<4x[2]xf32>",
    "vector<[4]xi1>", "vector<3x[8]xf16>", "vector<4x!llvm.ptr>",
    "vector<2x!llvm.ptr<270>>", "vector<2xi8>", "vector<4xi8>",
    "vector<2xf32>", "vector<16xf32>", "vector<6xi8>", "vector<64xi1>",
    "vector<2x2xf16>", "vector<[2]xi32>", "vector<[8]xf16>",
    "vector<[2]x4xf32>", "vector<3xf80>", "vector<2xbf16>", "vector<4xsi8>",
    "vector<2xui16>",
    /* LLVM pointers; 11..16 get entries in nested scopes */
    "!llvm.ptr<1>", "!llvm.ptr<2>", "!llvm.ptr<3>", "!llvm.ptr<4>",
    "!llvm.ptr<5>", "!llvm.ptr<7>", "!llvm.ptr<42>", "!llvm.ptr<270>",
    "!llvm.ptr<271>", "!llvm.ptr<272>", "!llvm.ptr<11>", "!llvm.ptr<12>",
    "!llvm.ptr<13>", "!llvm.ptr<14>", "!llvm.ptr<15>", "!llvm.ptr<16>",
    /* LLVM structs and arrays (none holding a scalable vector: mlir-opt-22
     * aborts on those) */
    "!llvm.struct<(i32, struct<(i8, f64)>)>",
    "!llvm.struct<packed (i8, i32)>",
    "!llvm.struct<(i8, i16, i32, i64)>",
    "!llvm.struct<(f80, i8)>",
    "!llvm.struct<()>",
    "!llvm.struct<(i1)>",
    "!llvm.struct<(ptr, i64)>",
    "!llvm.struct<(struct<(i8)>, struct<packed (i8, i64)>)>",
    "!llvm.struct<(vector<4xf32>, i8)>",
    "!llvm.struct<(array<3 x i16>, i8)>",
    "!llvm.struct<packed (f64, i8, f16)>",
    "!llvm.struct<(i64, array<2 x struct<(i8, f32)>>)>",
    "!llvm.struct<(ptr<270>, i32)>",
    "!llvm.struct<(f128, f16)>",
    "!llvm.struct<(i24, i40)>",
    "!llvm.struct<packed ()>",
    "!llvm.struct<(f8E4M3FN, bf16, tf32)>",
    "!llvm.array<4 x i32>",
    "!llvm.array<3 x struct<(i8, i16)>>",
    "!llvm.array<2 x vector<4xf32>>",
    "!llvm.array<16 x i8>",
    "!llvm.array<5 x f80>",
    "!llvm.array<2 x array<3 x i64>>",
    "!llvm.array<8 x ptr>",
    "!llvm.array<3 x i24>",
    "!llvm.array<7 x f16>",
    "!llvm.array<0 x i32>",
    "!llvm.array<2 x ptr<271>>",
};
#define N_FIXED (sizeof fixed_types / sizeof fixed_types[0])

/* Signless integer widths. */
static const unsigned int_widths[] = {
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 16, 17, 20, 24, 31, 32,
    33, 40, 48, 56, 63, 64, 65, 72, 80, 96, 100, 127, 128, 129, 160, 192,
    255, 256, 257, 384, 512, 1000, 1024, 2048, 4096,
};
#define N_INT (sizeof int_widths / sizeof int_widths[0])

#define N_TYPES (N_INT + N_FIXED)

/* Writes type i of the full list (signless integers first). */
static void put_type(FILE *out, size_t i)
{
    if (i < N_INT)
        fprintf(out, "i%u", int_widths[i]);
    else
        fputs(fixed_types[i - N_INT], out);
}

static int cold;

static void put_query_type(FILE *out)
{
    if (!cold && (rng_next() & 1))
        fputs(hot_types[rng_below(N_HOT)], out);
    else
        put_type(out, rng_below(N_TYPES));
}

/* ---- Specs -------------------------------------------------------------- */

static const char top_spec[] =
    "#dlti.dl_spec<"
    "!llvm.ptr<270> = dense<32> : vector<4xi64>, "
    "!llvm.ptr<271> = dense<32> : vector<4xi64>, "
    "!llvm.ptr<272> = dense<64> : vector<4xi64>, "
    "i64 = dense<64> : vector<2xi64>, "
    "i128 = dense<128> : vector<2xi64>, "
    "f80 = dense<128> : vector<2xi64>, "
    "!llvm.ptr = dense<64> : vector<4xi64>, "
    "i1 = dense<8> : vector<2xi64>, "
    "i8 = dense<8> : vector<2xi64>, "
    "i16 = dense<16> : vector<2xi64>, "
    "i32 = dense<32> : vector<2xi64>, "
    "f16 = dense<16> : vector<2xi64>, "
    "f64 = dense<64> : vector<2xi64>, "
    "f128 = dense<128> : vector<2xi64>, "
    "\"dlti.endianness\" = \"little\", "
    "\"dlti.mangling_mode\" = \"e\", "
    "\"dlti.legal_int_widths\" = array<i32: 8, 16, 32, 64>, "
    "\"dlti.stack_alignment\" = 128 : i64>";

/* Builtin type classes a scope at depth d (1-based) may give entries:
 * disjoint across depths and absent from the top spec. */
static const char *const depth_classes[MAX_DEPTH][2] = {
    {"index", "f32"},
    {"bf16", "tf32"},
    {"f8E5M2", "f8E4M3FN"},
    {"f6E2M3FN", "f4E2M1FN"},
    {"f8E4M3", "f8E3M4"},
    {"f8E5M2FNUZ", "f6E3M2FN"},
};

static const char *const same_ids[] = {
    "\"dlti.endianness\" = \"little\"",
    "\"dlti.mangling_mode\" = \"e\"",
    "\"dlti.legal_int_widths\" = array<i32: 8, 16, 32, 64>",
    "\"dlti.stack_alignment\" = 128 : i64",
};

static void put_sep(FILE *out, int *n)
{
    if ((*n)++)
        fputs(", ", out);
}

/* A small spec for a scope at depth d: 1-3 entries. */
static void put_scope_spec(FILE *out, int depth)
{
    static const unsigned aligns[] = {8, 16, 32, 64, 128};
    int n = 0;
    fputs("#dlti.dl_spec<", out);
    for (int c = 0; c < 2; c++) {
        if (rng_below(3) != 0)
            continue;
        const char *cls = depth_classes[depth - 1][c];
        put_sep(out, &n);
        if (!strcmp(cls, "index")) {
            fputs("index = 32 : i64", out);
        } else {
            unsigned a = aligns[rng_below(4)];
            fprintf(out, "%s = dense<[%u, %u]> : vector<2xi64>", cls, a,
                    a * 2);
        }
    }
    if (n == 0 || rng_below(2)) {
        put_sep(out, &n);
        if (rng_below(2))
            fprintf(out, "!llvm.ptr<%d> = dense<[64, 8, 64]> : vector<3xi64>",
                    10 + depth);
        else
            fprintf(out,
                    "!llvm.ptr<%d> = dense<[64, 8, 64, 32]> : vector<4xi64>",
                    10 + depth);
    }
    if (rng_below(4) == 0) {
        put_sep(out, &n);
        fputs(same_ids[rng_below(4)], out);
    }
    fputc('>', out);
}

/* ---- The tree of containers --------------------------------------------- */

/* Containers: funcs 0..F-1, then scopes F..F+K-1. */
struct node {
    size_t parent;       /* container index; SIZE_MAX for funcs */
    int depth;           /* 0 for funcs, 1..MAX_DEPTH for scopes */
    int is_module;       /* scope is a builtin.module */
    int has_spec;
    size_t n_queries;
    size_t first_child, next_sibling; /* SIZE_MAX terminated */
    size_t n_children;
};

static struct node *nodes;
static size_t n_funcs, n_scopes;
static uint64_t next_value;
static size_t next_module_func;

static void indent(FILE *out, int level)
{
    for (int i = 0; i < level; i++)
        fputs("  ", out);
}

static void put_queries(FILE *out, size_t n, int level)
{
    for (size_t i = 0; i < n; i++) {
        indent(out, level);
        fprintf(out, "%%%" PRIu64 " = \"test.data_layout_query\"() : () -> ",
                next_value++);
        put_query_type(out);
        fputc('\n', out);
    }
}

static void put_body(FILE *out, size_t c, int level);

static void put_scope(FILE *out, size_t c, int level)
{
    struct node *nd = &nodes[c];
    if (nd->is_module) {
        indent(out, level);
        fputs("builtin.module", out);
        if (nd->has_spec) {
            fputs(" attributes {dlti.dl_spec = ", out);
            put_scope_spec(out, nd->depth);
            fputc('}', out);
        }
        fputs(" {\n", out);
        indent(out, level + 1);
        fprintf(out, "func.func @g%zu() {\n", next_module_func++);
        put_body(out, c, level + 2);
        indent(out, level + 2);
        fputs("return\n", out);
        indent(out, level + 1);
        fputs("}\n", out);
        indent(out, level);
        fputs("}\n", out);
    } else {
        indent(out, level);
        fputs("\"test.op_with_data_layout\"() ({\n", out);
        put_body(out, c, level + 1);
        indent(out, level + 1);
        fputs("\"test.maybe_terminator\"() : () -> ()\n", out);
        indent(out, level);
        fputs("})", out);
        if (nd->has_spec) {
            fputs(" {dlti.dl_spec = ", out);
            put_scope_spec(out, nd->depth);
            fputc('}', out);
        }
        fputs(" : () -> ()\n", out);
    }
}

/* The queries of container c, in runs between its child scopes. */
static void put_body(FILE *out, size_t c, int level)
{
    struct node *nd = &nodes[c];
    size_t left = nd->n_queries, runs = nd->n_children + 1;
    for (size_t ch = nd->first_child;; ch = nodes[ch].next_sibling) {
        size_t n = runs == 1 ? left : rng_below(2 * left / runs + 1);
        if (n > left)
            n = left;
        put_queries(out, n, level);
        left -= n;
        runs--;
        if (ch == SIZE_MAX)
            break;
        put_scope(out, ch, level);
    }
}

static void add_child(size_t parent, size_t child)
{
    /* Appended at the end, so children keep their creation order. */
    struct node *p = &nodes[parent];
    nodes[child].next_sibling = SIZE_MAX;
    if (p->first_child == SIZE_MAX) {
        p->first_child = child;
    } else {
        size_t c = p->first_child;
        while (nodes[c].next_sibling != SIZE_MAX)
            c = nodes[c].next_sibling;
        nodes[c].next_sibling = child;
    }
    p->n_children++;
}

static int nest;

static void build_tree(size_t n_queries)
{
    size_t total = n_funcs + n_scopes;
    nodes = calloc(total, sizeof *nodes);
    if (!nodes) {
        fprintf(stderr, "gen-workload: out of memory\n");
        exit(1);
    }
    for (size_t i = 0; i < total; i++) {
        nodes[i].parent = SIZE_MAX;
        nodes[i].first_child = nodes[i].next_sibling = SIZE_MAX;
    }
    for (size_t s = 0; s < n_scopes; s++) {
        size_t c = n_funcs + s, parent;
        if (nest) {
            /* Chains of `nest` modules, each in the previous one. */
            parent = s % (size_t)nest ? c - 1 : rng_below(n_funcs);
        } else if (s < MAX_DEPTH) {
            /* One chain of full depth in the first func. */
            parent = s == 0 ? 0 : c - 1;
        } else if (rng_below(3) == 0) {
            parent = rng_below(n_funcs);
        } else {
            /* Any earlier scope not at full depth, else a func. */
            parent = n_funcs + rng_below(s);
            if (nodes[parent].depth >= MAX_DEPTH)
                parent = rng_below(n_funcs);
        }
        nodes[c].parent = parent;
        nodes[c].depth = nodes[parent].depth + 1;
        nodes[c].is_module = nest || rng_below(4) == 0;
        nodes[c].has_spec = nest || rng_below(5) != 0;
        add_child(parent, c);
    }
    for (size_t q = 0; q < n_queries; q++)
        nodes[rng_below(total)].n_queries++;
}

/* ---- Options ------------------------------------------------------------ */

static void usage(FILE *f)
{
    fputs("Usage: gen-workload [--size small|medium|large|types|nested|split]\n"
          "                    [--queries N] [--funcs F] [--scopes K] [--cold]\n"
          "                    [--nest D] [--chunks C] [--seed S] [-o FILE]\n"
          "Presets: small = 1000 queries, 10 funcs, 20 scopes;\n"
          "         medium = 100000, 100, 400; large = 1000000, 500, 2000;\n"
          "         types = medium --cold; nested = medium --nest 4;\n"
          "         split = 100000, 1000, 2000 --chunks 1000.\n"
          "Default: --size small --seed 1.\n",
          f);
}

static uint64_t parse_num(const char *opt, const char *s)
{
    char *end;
    errno = 0;
    unsigned long long v = strtoull(s ? s : "", &end, 10);
    if (!s || !*s || *end || errno || *s == '-') {
        fprintf(stderr, "gen-workload: bad number for %s: '%s'\n", opt,
                s ? s : "");
        exit(2);
    }
    return v;
}

int main(int argc, char **argv)
{
    uint64_t queries = 1000, funcs = 10, scopes = 20, seed = 1, chunks = 1;
    const char *path = NULL;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            usage(stdout);
            return 0;
        } else if (!strcmp(a, "--size") && v) {
            i++;
            if (!strcmp(v, "small")) {
                queries = 1000, funcs = 10, scopes = 20;
            } else if (!strcmp(v, "medium")) {
                queries = 100000, funcs = 100, scopes = 400;
            } else if (!strcmp(v, "large")) {
                queries = 1000000, funcs = 500, scopes = 2000;
            } else if (!strcmp(v, "types")) {
                queries = 100000, funcs = 100, scopes = 400, cold = 1;
            } else if (!strcmp(v, "nested")) {
                queries = 100000, funcs = 100, scopes = 400, nest = 4;
            } else if (!strcmp(v, "split")) {
                queries = 100000, funcs = 1000, scopes = 2000, chunks = 1000;
            } else {
                fprintf(stderr, "gen-workload: unknown size '%s'\n", v);
                return 2;
            }
        } else if (!strcmp(a, "--queries")) {
            queries = parse_num(a, v), i++;
        } else if (!strcmp(a, "--funcs")) {
            funcs = parse_num(a, v), i++;
        } else if (!strcmp(a, "--scopes")) {
            scopes = parse_num(a, v), i++;
        } else if (!strcmp(a, "--cold")) {
            cold = 1;
        } else if (!strcmp(a, "--nest")) {
            nest = (int)parse_num(a, v), i++;
        } else if (!strcmp(a, "--chunks")) {
            chunks = parse_num(a, v), i++;
        } else if (!strcmp(a, "--seed")) {
            seed = parse_num(a, v), i++;
        } else if (!strcmp(a, "-o") && v) {
            path = v, i++;
        } else {
            usage(stderr);
            return 2;
        }
    }
    if (funcs == 0 || funcs > 100000000 || scopes > 100000000 ||
        chunks == 0 || chunks > funcs || nest > MAX_DEPTH) {
        fprintf(stderr, "gen-workload: need 1 <= chunks <= funcs <= "
                        "100000000, scopes <= 100000000, nest <= %d\n",
                MAX_DEPTH);
        return 2;
    }
    FILE *out = path ? fopen(path, "w") : stdout;
    if (!out) {
        fprintf(stderr, "gen-workload: %s: %s\n", path, strerror(errno));
        return 1;
    }
    rng_state = seed;

    /* (the options of the first presets alone: their files unchanged) */
    fprintf(out, "// gen-workload --queries %" PRIu64 " --funcs %" PRIu64
                 " --scopes %" PRIu64,
            queries, funcs, scopes);
    if (cold)
        fputs(" --cold", out);
    if (nest)
        fprintf(out, " --nest %d", nest);
    if (chunks > 1)
        fprintf(out, " --chunks %" PRIu64, chunks);
    fprintf(out, " --seed %" PRIu64 "\n", seed);
    for (uint64_t k = 0; k < chunks; k++) {
        /* Chunk k's share of each count (the first ones get the rest). */
        n_funcs = funcs / chunks + (k < funcs % chunks);
        n_scopes = scopes / chunks + (k < scopes % chunks);
        build_tree(queries / chunks + (k < queries % chunks));
        if (k)
            fputs("// -----\n", out);
        fprintf(out, "module attributes {dlti.dl_spec = %s} {\n", top_spec);
        for (size_t f = 0; f < n_funcs; f++) {
            fprintf(out, "  func.func @f%zu() {\n", f);
            put_body(out, f, 2);
            fputs("    return\n  }\n", out);
        }
        fputs("}\n", out);
        free(nodes);
    }
    if (ferror(out) || (path && fclose(out) != 0)) {
        fprintf(stderr, "gen-workload: write error\n");
        return 1;
    }
    return 0;
}
