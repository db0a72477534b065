/* t0010-api.c - the public C API: uniquing, defaults, specs, errors. */
#include <stdlib.h>
#include <string.h>

#include "dlti/dlti.h"
#include "dlti/plugin.h"
#include "diag_log.h"
#include "tap.h"

/* size in bytes, ABI and preferred alignment of `text` in `dl`. */
static void check_layout(dlti_context *ctx, dlti_data_layout *dl,
                         const char *text, uint64_t size, uint64_t abi,
                         uint64_t pref)
{
    const dlti_type *t = type(ctx, text);
    dlti_size s = {0, 0};
    uint64_t a = 0, p = 0;
    int good = t && dlti_type_size(dl, t, &s) == DLTI_OK &&
               dlti_type_abi_alignment(dl, t, &a) == DLTI_OK &&
               dlti_type_preferred_alignment(dl, t, &p) == DLTI_OK;
    ok(good && s.value == size && a == abi && p == pref,
       "%s: size %llu abi %llu pref %llu", text, (unsigned long long)size,
       (unsigned long long)abi, (unsigned long long)pref);
    if (!(good && s.value == size && a == abi && p == pref))
        printf("#   got size %llu abi %llu pref %llu (ok=%d)\n",
               (unsigned long long)s.value, (unsigned long long)a,
               (unsigned long long)p, good);
}

static dlti_op *parse(dlti_context *ctx, const char *src)
{
    dlti_op *top = NULL;
    if (dlti_parse_source(ctx, "test.mlir", src, strlen(src), &top) != DLTI_OK)
        return NULL;
    return top;
}

static void test_uniquing(void)
{
    dlti_context *ctx = dlti_context_new();
    const dlti_type *a = dlti_integer_type(ctx, 32, DLTI_SIGNLESS);
    ok(a && a == dlti_integer_type(ctx, 32, DLTI_SIGNLESS),
       "integer types are uniqued");
    ok(a != dlti_integer_type(ctx, 32, DLTI_SIGNED), "si32 differs from i32");
    ok(type(ctx, "i32") == a, "parsed i32 is the uniqued i32");
    ok(type(ctx, "vector<4xi32>") == type(ctx, "vector<4 x i32>"),
       "vector types are uniqued across spellings");
    ok(dlti_integer_type(ctx, DLTI_MAX_INT_WIDTH + 1, DLTI_SIGNLESS) == NULL,
       "integer width above the limit is refused");
    ok(dlti_float_type(ctx, "f8E5M2") == type(ctx, "f8E5M2"),
       "float constructor agrees with the parser");
    char *s = dlti_type_to_string(type(ctx, "vector<2x[4]xf32>"));
    is_str(s, "vector<2x[4]xf32>", "scalable vector prints back");
    dlti_free(s);
    dlti_context_free(ctx);
}

static void test_defaults(void)
{
    dlti_context *ctx = dlti_context_new();
    dlti_data_layout *dl = NULL;
    ok(dlti_data_layout_get(ctx, NULL, &dl) == DLTI_OK && dl,
       "default layout exists");
    check_layout(ctx, dl, "i1", 1, 1, 1);
    check_layout(ctx, dl, "i17", 3, 4, 4);
    check_layout(ctx, dl, "i33", 5, 8, 8);
    check_layout(ctx, dl, "i64", 8, 4, 8);
    check_layout(ctx, dl, "i65", 9, 4, 16);
    check_layout(ctx, dl, "i1000", 125, 4, 128);
    check_layout(ctx, dl, "f80", 10, 16, 16);
    check_layout(ctx, dl, "tf32", 3, 4, 4);
    check_layout(ctx, dl, "f4E2M1FN", 1, 1, 1);
    check_layout(ctx, dl, "index", 8, 4, 8);
    check_layout(ctx, dl, "vector<3x3xf32>", 48, 64, 64);
    check_layout(ctx, dl, "complex<f80>", 26, 16, 16);
    check_layout(ctx, dl, "complex<i17>", 7, 4, 4);
    check_layout(ctx, dl, "complex<i64>", 16, 4, 8);

    dlti_size bits;
    ok(dlti_type_size_in_bits(dl, type(ctx, "vector<4xi1>"), &bits) == DLTI_OK &&
           bits.value == 32 && !bits.scalable,
       "vector<4xi1> pads elements to bytes: 32 bits");
    dlti_size sz;
    ok(dlti_type_size(dl, type(ctx, "vector<[4]xi32>"), &sz) == DLTI_OK &&
           sz.value == 16 && sz.scalable,
       "vector<[4]xi32> is scalable, 16 bytes minimum");
    uint64_t w = 0;
    int has = 0;
    ok(dlti_type_index_bitwidth(dl, type(ctx, "index"), &w, &has) == DLTI_OK &&
           has && w == 64,
       "index bitwidth defaults to 64");
    ok(dlti_type_index_bitwidth(dl, type(ctx, "i32"), &w, &has) == DLTI_OK && !has,
       "i32 has no index bitwidth");
    ok(dlti_layout_endianness(dl) == NULL, "no endianness by default");
    dlti_context_free(ctx);
}

static void test_spec(void)
{
    dlti_context *ctx = dlti_context_new();
    dlti_op *top = parse(ctx,
        "module attributes {dlti.dl_spec = #dlti.dl_spec<\n"
        "  i8 = dense<8> : vector<1xi64>,\n"
        "  i32 = dense<[32, 64]> : vector<2xi64>,\n"
        "  i64 = dense<[128, 256]> : vector<2xi64>,\n"
        "  index = 32,\n"
        "  \"dlti.endianness\" = \"big\",\n"
        "  \"dlti.stack_alignment\" = 128 : i64>} {}\n");
    ok(top != NULL, "module with a spec parses");
    ok(top && dlti_verify(top) == DLTI_OK, "and verifies");
    dlti_data_layout *dl = NULL, *again = NULL;
    ok(top && dlti_data_layout_get(ctx, top, &dl) == DLTI_OK, "layout of the module");
    ok(dl && dlti_data_layout_get(ctx, top, &again) == DLTI_OK && again == dl,
       "the layout is built once per scope");
    if (!dl) {
        dlti_context_free(ctx);
        return;
    }
    check_layout(ctx, dl, "i7", 1, 1, 1);
    check_layout(ctx, dl, "i9", 2, 4, 8);
    check_layout(ctx, dl, "i33", 5, 16, 32);
    check_layout(ctx, dl, "i128", 16, 16, 32);
    check_layout(ctx, dl, "index", 4, 4, 8);
    size_t len = 0;
    const char *e = dlti_attr_get_string(dlti_layout_endianness(dl), &len);
    ok(e && len == 3 && memcmp(e, "big", 3) == 0, "endianness is big");
    uint64_t stack = 0;
    ok(dlti_layout_stack_alignment(dl, &stack) == DLTI_OK && stack == 128,
       "stack alignment 128");
    dlti_context_free(ctx);
}

static void test_errors(void)
{
    dlti_context *ctx = dlti_context_new();
    diag_log log = {0};
    dlti_context_set_diag_handler(ctx, record, &log);
    dlti_data_layout *dl = NULL;
    dlti_data_layout_get(ctx, NULL, &dl);
    dlti_size s;
    ok(dlti_type_size(dl, type(ctx, "tensor<4xi32>"), &s) == DLTI_ERR_NO_LAYOUT,
       "tensor has no layout: error, not abort");
    ok(strstr(log.last, "neither the scoping op nor the type class provide data "
                        "layout information for tensor<4xi32>") != NULL,
       "the diagnostic names the type");

    log.errors = 0;
    dlti_op *top = NULL;
    const char *bad = "module {\n  \"x.y\"() : () -> vector<4xi32\n}\n";
    ok(dlti_parse_source(ctx, "bad.mlir", bad, strlen(bad), &top) == DLTI_ERR_PARSE,
       "unterminated type is a parse error");
    ok(log.errors >= 1 && log.line == 2, "reported on line 2 (got %u:%u: %s)",
       log.line, log.col, log.last);

    top = parse(ctx, "module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = 5>} {}");
    ok(top && dlti_verify(top) == DLTI_ERR_VERIFY, "non-dense integer entry fails");
    ok(strstr(log.last, "expected a dense i64 elements attribute in the data "
                        "layout entry #dlti.dl_entry<i32, 5 : i64>") != NULL,
       "with MLIR's message");
    ok(dlti_context_error_count(ctx) >= 3, "errors are counted");

    /* Deep nesting must be refused, not overflow the stack. */
    size_t depth = 100000;
    char *deep = malloc(depth * 8 + 64);
    strcpy(deep, "\"x.y\"() : () -> ");
    char *p = deep + strlen(deep);
    for (size_t i = 0; i < depth; i++)
        p += sprintf(p, "complex<");
    strcpy(p, "f32");
    ok(dlti_parse_source(ctx, "deep.mlir", deep, strlen(deep), &top) != DLTI_OK,
       "100000 nested types give a diagnostic");
    free(deep);
    dlti_context_free(ctx);
}

/* Notes only, for test_diag_flags. */
static void count_notes(void *user, dlti_severity sev, const dlti_loc *loc,
                        const char *msg)
{
    (void)loc;
    if (sev == DLTI_SEV_NOTE && strstr(msg, "did you mean \"dlti.endianness\"?"))
        ++*(int *)user;
}

/* DLTI_DIAG_MLIR_ONLY leaves out dlti's own notes (here the "did you mean"
 * after a misspelt key, which MLIR 22 does not give); the error stays. */
static void test_diag_flags(void)
{
    const char *src = "module attributes {dlti.dl_spec = "
                      "#dlti.dl_spec<\"dlti.endianess\" = \"big\">} {}";
    for (int mlir_only = 0; mlir_only < 2; mlir_only++) {
        dlti_context *ctx = dlti_context_new();
        int notes = 0;
        dlti_context_set_diag_handler(ctx, count_notes, &notes);
        if (mlir_only)
            dlti_context_set_diag_flags(ctx, DLTI_DIAG_MLIR_ONLY);
        dlti_op *top = parse(ctx, src);
        ok(top && dlti_verify(top) == DLTI_ERR_VERIFY &&
               dlti_context_error_count(ctx) == 1,
           "a misspelt key is an error (flags %d)", mlir_only);
        ok(notes == (mlir_only ? 0 : 1),
           mlir_only ? "DLTI_DIAG_MLIR_ONLY: no \"did you mean\" note"
                     : "by default: a \"did you mean\" note");
        dlti_context_free(ctx);
    }
}

/* Deviation from MLIR 22, which crashes when nested scopes both carry
 * entries of one builtin class: we check that the inner ABI alignment
 * divides the outer one, as later MLIR does. */
static void test_nested_builtin_entries(void)
{
    dlti_context *ctx = dlti_context_new();
    diag_log log = {0};
    dlti_context_set_diag_handler(ctx, record, &log);
    const char *relax =
        "module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<64> : vector<1xi64>>} {\n"
        "  module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<32> : vector<1xi64>, i16 = dense<16> : vector<1xi64>>} {}\n"
        "}\n";
    dlti_op *top = parse(ctx, relax);
    ok(top && dlti_verify(top) == DLTI_OK,
       "inner i32 entry relaxing the ABI alignment combines (MLIR 22 crashes)");
    const char *tighten =
        "module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<32> : vector<1xi64>>} {\n"
        "  module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<64> : vector<1xi64>>} {}\n"
        "}\n";
    top = parse(ctx, tighten);
    ok(top && dlti_verify(top) == DLTI_ERR_VERIFY,
       "inner i32 entry raising the ABI alignment does not combine");
    ok(strstr(log.last, "enclosing op with data layout") != NULL ||
           strstr(log.last, "does not combine") != NULL,
       "with the combination diagnostic");
    const char *index =
        "module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32>} {\n"
        "  module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64>} {}\n"
        "}\n";
    top = parse(ctx, index);
    ok(top && dlti_verify(top) == DLTI_ERR_VERIFY, "differing index entries do not combine");
    dlti_context_free(ctx);
}

typedef struct sink {
    char *text;
    size_t len, calls;
    int fail;
    size_t taken; /* take_pieces: texts taken back */
} sink;

static int collect(void *user, const char *data, size_t len)
{
    sink *k = user;
    k->calls++;
    if (k->fail)
        return -1;
    char *n = realloc(k->text, k->len + len + 1);
    if (!n)
        return -1;
    memcpy(n + k->len, data, len);
    k->len += len;
    n[k->len] = 0;
    k->text = n;
    return 0;
}

/* dlti_op_write hands over the same text as dlti_op_to_string, in pieces;
 * a failing writer is an I/O error. */
static void test_streaming(void)
{
    dlti_context *ctx = dlti_context_new();
    /* Enough ops for several 64 KiB pieces. */
    size_t n = 4000, cap = n * 64 + 64;
    char *src = malloc(cap), *p = src;
    p += sprintf(p, "module {\n");
    for (size_t i = 0; i < n; i++)
        p += sprintf(p, "  %%%zu = \"x.y\"() {k = %zu : i64} : () -> i32\n", i, i);
    p += sprintf(p, "}\n");
    dlti_op *top = parse(ctx, src);
    char *whole = top ? dlti_op_to_string(top) : NULL;
    sink k = {NULL, 0, 0, 0, 0};
    ok(top && dlti_op_write(top, collect, &k) == DLTI_OK, "op written");
    ok(whole && k.text && strcmp(whole, k.text) == 0,
       "the pieces make up dlti_op_to_string's text (%zu bytes)", k.len);
    ok(k.calls > 1, "in more than one piece (%zu)", k.calls);
    sink bad = {NULL, 0, 0, 1, 0};
    ok(top && dlti_op_write(top, collect, &bad) == DLTI_ERR_IO && bad.calls == 1,
       "a failing writer gives DLTI_ERR_IO and is not called again");
    ok(dlti_op_write(top, NULL, NULL) == DLTI_ERR_MISUSE, "no writer: misuse");
    free(k.text);
    dlti_free(whole);
    free(src);
    dlti_context_free(ctx);
}

/* What the query pass makes of `src` the plain way: parse, verify, pass,
 * write; NULL on failure, with the first error in *log. */
static char *query_whole(const char *src, diag_log *log)
{
    dlti_context *ctx = dlti_context_new();
    dlti_context_set_diag_handler(ctx, record, log);
    dlti_op *top = NULL;
    sink k = {NULL, 0, 0, 0, 0};
    if (dlti_parse_source(ctx, "q.mlir", src, strlen(src), &top) ||
        dlti_verify(top) || dlti_run_query_pass(top) ||
        dlti_op_write(top, collect, &k)) {
        free(k.text);
        k.text = NULL;
    }
    dlti_context_free(ctx);
    return k.text;
}

/* dlti_query_source: returns its status; *out the text (NULL if none). */
static dlti_status query_streamed(const char *src, diag_log *log, char **out)
{
    dlti_context *ctx = dlti_context_new();
    dlti_context_set_diag_handler(ctx, record, log);
    sink k = {NULL, 0, 0, 0, 0};
    dlti_status st = dlti_query_source(ctx, "q.mlir", src, strlen(src), 0,
                                       collect, &k);
    dlti_context_free(ctx);
    *out = k.text;
    return st;
}

static int collect_pieces(void *user, const dlti_piece *pieces, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (collect(user, pieces[i].data, pieces[i].len) != 0)
            return -1;
    return 0;
}

/* dlti_query_source_pieces, as query_streamed. */
static dlti_status query_pieces(const char *src, diag_log *log, char **out)
{
    dlti_context *ctx = dlti_context_new();
    dlti_context_set_diag_handler(ctx, record, log);
    sink k = {NULL, 0, 0, 0, 0};
    dlti_status st = dlti_query_source_pieces(ctx, "q.mlir", src, strlen(src),
                                              0, collect_pieces, &k);
    dlti_context_free(ctx);
    *out = k.text;
    return st;
}

/* A pieces writer that can take text back (DLTI_QUERY_WRITE_EARLY): no
 * piece empties the text. */
static int take_pieces(void *user, const dlti_piece *pieces, size_t n)
{
    sink *k = user;
    if (!pieces) {
        k->taken++;
        k->len = 0;
        if (k->text)
            k->text[0] = 0;
        return 0;
    }
    return collect_pieces(user, pieces, n);
}

/* dlti_query_source_pieces with DLTI_QUERY_WRITE_EARLY, as query_pieces;
 * *taken: how often the text was taken back. */
static dlti_status query_early(const char *src, diag_log *log, char **out,
                               size_t *taken)
{
    dlti_context *ctx = dlti_context_new();
    dlti_context_set_diag_handler(ctx, record, log);
    sink k = {NULL, 0, 0, 0, 0};
    dlti_status st = dlti_query_source_pieces(ctx, "q.mlir", src, strlen(src),
                                              DLTI_QUERY_WRITE_EARLY,
                                              take_pieces, &k);
    dlti_context_free(ctx);
    if (k.text && !k.len) { /* (all taken back) */
        free(k.text);
        k.text = NULL;
    }
    *out = k.text;
    *taken = k.taken;
    return st;
}

/* dlti_query_source_text of a whole file, after `prefix` (kept), with
 * `flags`: its status; *out the text after the prefix (NULL if none). */
static dlti_status query_text(const char *src, unsigned flags,
                              const char *prefix, diag_log *log, char **out)
{
    dlti_context *ctx = dlti_context_new();
    dlti_context_set_diag_handler(ctx, record, log);
    size_t n = strlen(prefix);
    dlti_text t = {malloc(n + 1), n, n + 1, 0};
    memcpy(t.data, prefix, n + 1);
    dlti_query_options o = {flags, 0, 0, 0};
    dlti_status st = dlti_query_source_text(ctx, "q.mlir", src, strlen(src),
                                            &o, &t);
    dlti_context_free(ctx);
    *out = NULL;
    if (st == DLTI_OK && t.data[t.len] == 0 &&
        strncmp(t.data, prefix, n) == 0 && strlen(t.data) == t.len &&
        (*out = malloc(t.len - n + 1)))
        memcpy(*out, t.data + n, t.len - n + 1);
    dlti_text_free(&t);
    return st;
}

/* dlti_query_source gives the text and errors of its parts, streamed or
 * not, and so do dlti_query_source_pieces and, once what it took back is
 * dropped, the same writing early, and dlti_query_source_text after a
 * text it keeps (written early: cut back to that text).  Returns how
 * often writing early took text back. */
static size_t same_as_whole(const char *what, const char *src)
{
    diag_log a = {0}, b = {0}, c = {0}, d = {0};
    char *whole = query_whole(src, &a), *streamed = NULL, *pieces = NULL,
         *early = NULL;
    size_t taken = 0;
    dlti_status st = query_streamed(src, &b, &streamed);
    dlti_status pst = query_pieces(src, &c, &pieces);
    dlti_status est = query_early(src, &d, &early, &taken);
    diag_log e = {0}, f = {0};
    char *text = NULL, *text_early = NULL;
    dlti_status tst = query_text(src, 0, "kept\n", &e, &text);
    dlti_status etst = query_text(src, DLTI_QUERY_WRITE_EARLY, "kept\n", &f,
                                  &text_early);
    if (whole) {
        ok(tst == DLTI_OK && text && strcmp(whole, text) == 0,
           "%s: the same text into memory, after text kept", what);
        ok(etst == DLTI_OK && text_early && strcmp(whole, text_early) == 0,
           "%s: the same text into memory written early", what);
        ok(st == DLTI_OK && streamed && strcmp(whole, streamed) == 0,
           "%s: the text of parse, verify, pass and write", what);
        ok(pst == DLTI_OK && pieces && strcmp(whole, pieces) == 0,
           "%s: the same text in pieces", what);
        ok(est == DLTI_OK && early && strcmp(whole, early) == 0,
           "%s: the same text written early (%zu taken back)", what, taken);
    } else {
        ok(st != DLTI_OK && !streamed && b.errors == a.errors &&
               b.line == a.line && !strcmp(a.last, b.last),
           "%s: nothing written, the same error (%u: %s)", what, b.line,
           b.last);
        ok(pst == st && !pieces && c.errors == b.errors && c.line == b.line &&
               !strcmp(c.last, b.last),
           "%s: in pieces too, nothing written, the same error", what);
        ok(est == st && !early && d.errors == b.errors && d.line == b.line &&
               !strcmp(d.last, b.last),
           "%s: written early, all taken back (%zu), the same error", what,
           taken);
        ok(tst == st && etst == st && e.errors == b.errors &&
               f.errors == b.errors && e.line == b.line && f.line == b.line,
           "%s: into memory, the same error", what);
    }
    free(text);
    free(text_early);
    free(whole);
    free(streamed);
    free(pieces);
    free(early);
    return taken;
}

static int fail_pieces(void *user, const dlti_piece *pieces, size_t n)
{
    (void)pieces;
    (void)n;
    ((sink *)user)->calls++;
    return -1;
}

static const char query_module[] =
    "module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<64> : "
    "vector<2xi64>, \"dlti.endianness\" = \"big\">} {\n"
    "  func.func @a() {\n"
    "    %0 = \"test.data_layout_query\"() : () -> i32\n"
    "    \"test.op_with_data_layout\"() ({\n"
    "      %1 = \"test.data_layout_query\"() : () -> i32\n"
    "      \"x.y\"() {m = affine_map<(d0) -> (d0)>} : () -> ()\n"
    "    }) {dlti.dl_spec = #dlti.dl_spec<i32 = dense<16> : vector<2xi64>>} "
    ": () -> ()\n"
    "    builtin.module {\n"
    "      func.func @b(%arg0: i8) {\n"
    "        %2 = \"test.data_layout_query\"() : () -> vector<2xi32>\n"
    "        \"x.use\"(%arg0, %2) : (i8, vector<2xi32>) -> ()\n"
    "      }\n"
    "    }\n"
    "    return\n"
    "  }\n"
    "  func.func @c() {\n"
    "    %0 = \"test.data_layout_query\"() : () -> index\n"
    "    %1 = \"test.data_layout_query\"() : () -> i32\n"
    "    return\n"
    "  }\n"
    "  \"x.z\"() ({\n"
    "    %0 = \"test.data_layout_query\"() : () -> i32\n"
    "  }) : () -> ()\n";

/* No alias anywhere: the check's text is replayed.  Query lines repeat,
 * so that most of that text is kept tails. */
static const char plain_module[] =
    "module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<64> : "
    "vector<2xi64>>} {\n"
    "  func.func @p() {\n"
    "    %0 = \"test.data_layout_query\"() : () -> i32\n"
    "    %1 = \"test.data_layout_query\"() : () -> i32\n"
    "    %2 = \"test.data_layout_query\"() : () -> i32\n"
    "    %3 = \"test.data_layout_query\"() : () -> i32\n"
    "    \"test.op_with_data_layout\"() ({\n"
    "      %4 = \"test.data_layout_query\"() : () -> i32\n"
    "      %5 = \"test.data_layout_query\"() : () -> i32\n"
    "      %6 = \"test.data_layout_query\"() : () -> i32\n"
    "      \"x.use\"(%4, %5) : (i32, i32) -> ()\n"
    "    }) {dlti.dl_spec = #dlti.dl_spec<i32 = dense<16> : vector<2xi64>>} "
    ": () -> ()\n"
    "    return\n"
    "  }\n"
    "  func.func @q() {\n"
    "    %0 = \"test.data_layout_query\"() : () -> i32\n"
    "    %1 = \"test.data_layout_query\"() : () -> i32\n"
    "    %2 = \"test.data_layout_query\"() : () -> f64\n"
    "    return\n"
    "  }\n";

/* query_module, `tail` and the module's closing brace. */
static char *with_tail(const char *tail)
{
    size_t n = sizeof query_module + strlen(tail) + 2;
    char *s = malloc(n);
    snprintf(s, n, "%s%s}\n", query_module, tail);
    return s;
}

/* A module of `funcs` funcs numbering their values on from the last one's
 * (as MLIR prints a module), `per` query ops each, then `last` as the
 * body of one more func. */
static char *numbered_module(int funcs, int per, const char *last)
{
    size_t n = (size_t)funcs * ((size_t)per * 64 + 48) + strlen(last) + 96;
    char *s = malloc(n), *at = s;
    at += sprintf(at, "module {\n");
    for (int f = 0, v = 0; f < funcs; f++) {
        at += sprintf(at, "  func.func @f%d() {\n", f);
        for (int i = 0; i < per; i++, v++)
            at += sprintf(at, "    %%%d = \"test.data_layout_query\"() : "
                              "() -> i%d\n", v, 1 + v % 64);
        at += sprintf(at, "    return\n  }\n");
    }
    sprintf(at, "  func.func @g() {\n%s    return\n  }\n}\n", last);
    return s;
}

static void test_query_source(void)
{
    char *s;
    same_as_whole("streamed module", s = with_tail(""));
    free(s);
    size_t n = sizeof plain_module + sizeof query_module + 4;
    s = malloc(n);
    snprintf(s, n, "%s}\n", plain_module);
    is_u64(same_as_whole("streamed module without aliases (text kept by "
                         "the check)", s),
           0, "written early: nothing taken back");
    /* The first alias in a later func: the text kept so far is dropped
     * (and what was written early taken back). */
    snprintf(s, n, "%s%s}\n", plain_module,
             strchr(query_module, '\n') + 1);
    is_u64(same_as_whole("an alias after funcs without", s), 1,
           "an alias after funcs without: taken back once");
    snprintf(s, n, "%s%s}\n", plain_module,
             "  func.func @r() {\n    %0 = \"x\"() : () -> vector<4xi32\n"
             "  }\n");
    is_u64(same_as_whole("parse error after funcs without aliases", s), 1,
           "parse error after funcs without aliases: taken back once");
    free(s);
    /* `%N` names of a streamed file are kept in pages of 1024, reused
     * once their func is done: later funcs must find them empty. */
    same_as_whole("values numbered across funcs",
                  s = numbered_module(5, 700, "    %3500 = \"test.data_layout_"
                                              "query\"() : () -> f32\n"));
    free(s);
    same_as_whole("a value of an earlier func used",
                  s = numbered_module(5, 700, "    \"x.use\"(%5) : (i6) -> ()\n"));
    free(s);
    same_as_whole("a value defined twice after reused pages",
                  s = numbered_module(5, 700,
                                      "    %1 = \"x.a\"() : () -> i1\n"
                                      "    %1 = \"x.b\"() : () -> i1\n"));
    free(s);
    same_as_whole("a forward use after reused pages",
                  s = numbered_module(5, 700,
                                      "    \"x.use\"(%3000) : (i1) -> ()\n"
                                      "    %3000 = \"x.a\"() : () -> i1\n"));
    free(s);
    /* Not streamed, the same text all the same. */
    same_as_whole("body op with a result",
                  s = with_tail("  %9 = \"x.r\"() : () -> i1\n"));
    free(s);
    same_as_whole("two blocks in the body", s = with_tail("^bb1:\n"));
    free(s);
    same_as_whole("ops outside the module",
                  "module {\n}\n%0 = \"test.data_layout_query\"() : () -> i8\n");
    same_as_whole("generic module, spec after its body",
                  "\"builtin.module\"() ({\n  func.func @f() {\n"
                  "    %0 = \"test.data_layout_query\"() : () -> i32\n  }\n"
                  "}) {dlti.dl_spec = #dlti.dl_spec<i32 = dense<16> : "
                  "vector<2xi64>>} : () -> ()\n");
    same_as_whole("bare funcs", "func.func @f() {\n  %0 = \"test.data_layout_"
                                "query\"() : () -> f32\n}\n");
    /* Failures after streamed ops: nothing written, MLIR's diagnostics. */
    same_as_whole("parse error in the last func",
                  s = with_tail("  func.func @d() {\n    %0 = \"x\"() : () -> "
                                "vector<4xi32\n  }\n"));
    free(s);
    same_as_whole("verify error in the last func",
                  s = with_tail("  func.func @d() {\n    \"test.op_with_data_"
                                "layout\"() ({\n    }) {dlti.dl_spec = #dlti."
                                "dl_spec<i32 = dense<64> : vector<2xi64>>} : "
                                "() -> ()\n  }\n"));
    free(s);
    same_as_whole("query error in the last func",
                  s = with_tail("  func.func @d() {\n    \"test.data_layout_"
                                "query\"() : () -> ()\n  }\n"));
    free(s);
    sink k = {NULL, 0, 0, 0, 0};
    dlti_context *ctx = dlti_context_new();
    ok(dlti_query_source(ctx, "q", "", 0, 2, collect, &k) == DLTI_ERR_MISUSE &&
           dlti_query_source(ctx, "q", "", 0, 0, NULL, NULL) ==
               DLTI_ERR_MISUSE &&
           !k.calls,
       "unknown flag or no writer: misuse, nothing written");
    ok(dlti_query_source_pieces(ctx, "q", "", 0, 0, NULL, NULL) ==
           DLTI_ERR_MISUSE,
       "no pieces writer: misuse");
    /* A writer that fails is called no more: the rest is dropped. */
    s = malloc(sizeof plain_module + 4);
    snprintf(s, sizeof plain_module + 4, "%s}\n", plain_module);
    ok(dlti_query_source_pieces(ctx, "q", s, strlen(s), 0, fail_pieces, &k) ==
               DLTI_ERR_IO &&
           k.calls == 1,
       "a failing pieces writer: input/output error, called once");
    /* Written early: the failed write makes the check give up, and the
     * take-back fails too. */
    k.calls = 0;
    ok(dlti_query_source_pieces(ctx, "q", s, strlen(s),
                                DLTI_QUERY_WRITE_EARLY, fail_pieces,
                                &k) == DLTI_ERR_IO &&
           k.calls == 2,
       "a failing pieces writer, written early: input/output error, "
       "called for the text and the take-back");
    free(s);
    dlti_context_free(ctx);
}

/* dlti_query_source_text of a piece of a file (printed straight into the
 * text): the text dlti_query_source_opts hands over, appended; its bound;
 * its misuse. */
static void test_query_text(void)
{
    static const char chunk[] =
        "module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[32, "
        "64]> : vector<2xi64>>} {\n  func.func @f() {\n"
        "    %0 = \"test.data_layout_query\"() : () -> i32\n"
        "    %1 = \"test.data_layout_query\"() : () -> i32\n"
        "    return\n  }\n}\n";
    dlti_context *ctx = dlti_context_new();
    dlti_query_options o = {0, 7, 1, 0};
    sink k = {NULL, 0, 0, 0, 0};
    ok(dlti_query_source_opts(ctx, "c.mlir", chunk, strlen(chunk), &o,
                              collect_pieces, &k) == DLTI_OK &&
           k.text && strstr(k.text, "preferred = 8 : index"),
       "a chunk at line 7, to a pieces writer");
    size_t n = k.text ? strlen(k.text) : 0;
    dlti_text t = {0};
    ok(dlti_query_source_text(ctx, "c.mlir", chunk, strlen(chunk), &o, &t) ==
               DLTI_OK &&
           t.data && t.len == n && t.cap > n && t.data[n] == 0 &&
           k.text && memcmp(t.data, k.text, n) == 0,
       "into memory: the same %zu bytes, NUL-terminated", n);
    ok(dlti_query_source_text(ctx, "c.mlir", chunk, strlen(chunk), &o, &t) ==
               DLTI_OK &&
           t.len == 2 * n && k.text && memcmp(t.data + n, k.text, n) == 0,
       "a second call appends");
    t.len = 0;
    t.max = n;
    ok(dlti_query_source_text(ctx, "c.mlir", chunk, strlen(chunk), &o, &t) ==
               DLTI_OK && t.len == n,
       "the memory reused, bounded by exactly its length: passes");
    t.len = 0;
    t.max = n - 1;
    ok(dlti_query_source_text(ctx, "c.mlir", chunk, strlen(chunk), &o, &t) ==
               DLTI_ERR_LIMIT && t.len <= n - 1,
       "bounded by a byte less, in memory already big enough: limit");
    dlti_text_free(&t);
    ok(!t.data && !t.len && !t.cap && t.max == n - 1,
       "dlti_text_free: memory freed, the bound kept");
    ok(dlti_query_source_text(ctx, "c.mlir", chunk, strlen(chunk), &o, &t) ==
               DLTI_ERR_LIMIT && t.len <= n - 1,
       "bounded by a byte less, from no memory: limit");
    dlti_text_free(&t);
    /* The whole file's way, in pieces, bounded too. */
    t.max = 10;
    ok(dlti_query_source_text(ctx, "c.mlir", chunk, strlen(chunk), NULL,
                              &t) == DLTI_ERR_LIMIT,
       "a whole file bounded by 10 bytes: limit");
    dlti_text_free(&t);
    t.max = 0;
    o.verify_only = 1;
    ok(dlti_query_source_text(ctx, "c.mlir", chunk, strlen(chunk), &o, &t) ==
               DLTI_OK && !t.data && !t.len,
       "verify only: nothing written");
    o.verify_only = 0;
    static const char bad[] = "module {\n  %0 = \"x\"() : () -> i33 i\n}\n";
    ok(dlti_query_source_text(ctx, "c.mlir", bad, strlen(bad), &o, &t) ==
           DLTI_ERR_PARSE,
       "a chunk that does not parse: its status");
    dlti_text_free(&t);
    char buf[8] = "abc";
    dlti_text u = {buf, 3, 3, 0};
    ok(dlti_query_source_text(ctx, "c.mlir", chunk, strlen(chunk), &o,
                              NULL) == DLTI_ERR_MISUSE &&
           dlti_query_source_text(ctx, "c.mlir", chunk, strlen(chunk), &o,
                                  &u) == DLTI_ERR_MISUSE &&
           !strcmp(buf, "abc"),
       "no text, or no room for its NUL: misuse, nothing written");
    u = (dlti_text){NULL, 2, 0, 0};
    ok(dlti_query_source_text(ctx, "c.mlir", chunk, strlen(chunk), &o, &u) ==
           DLTI_ERR_MISUSE,
       "a length without memory: misuse");
    u = (dlti_text){buf, 3, 8, 2};
    ok(dlti_query_source_text(ctx, "c.mlir", chunk, strlen(chunk), &o, &u) ==
               DLTI_ERR_LIMIT && !strcmp(buf, "abc"),
       "text already past its bound: limit, nothing written");
    dlti_text_free(NULL);
    free(k.text);
    dlti_context_free(ctx);
}

/* A borrowed source serves the caret lines without being copied. */
static void test_borrowed_source(void)
{
    dlti_context *ctx = dlti_context_new();
    diag_log log = {0};
    dlti_context_set_diag_handler(ctx, record, &log);
    const char *text = "module {\n  \"x.y\"() : () -> vector<4xi32\n}\n";
    ok(dlti_context_borrow_source(ctx, "b.mlir", text, strlen(text)) == DLTI_OK,
       "source borrowed");
    dlti_op *top = NULL;
    ok(dlti_parse_source(ctx, "b.mlir", text, strlen(text), &top) == DLTI_ERR_PARSE &&
           log.line == 2, "parse error reported on line 2");
    size_t len = 0;
    ok(dlti_context_source(ctx, "b.mlir", &len) == text && len == strlen(text),
       "the context reads the caller's text itself");
    ok(dlti_context_borrow_source(NULL, "b.mlir", text, 1) == DLTI_ERR_MISUSE,
       "no context: misuse");
    dlti_context_free(ctx);
}

/* The first op with a symbol name (a walk callback). */
static int find_named(dlti_op *op, void *user)
{
    if (!dlti_op_symbol_name(op, NULL))
        return 0;
    *(dlti_op **)user = op;
    return 1;
}

/* dlti_explain: which entry decides, where it is written, and the rules
 * without one; dlti_layout_entry and dlti_entry_list_at. */
static void test_explain(void)
{
    dlti_context *ctx = dlti_context_new();
    diag_log log = {0};
    dlti_context_set_diag_handler(ctx, record, &log);
    dlti_op *top = parse(ctx,
        "module attributes {dlti.dl_spec = #dlti.dl_spec<\n"
        "  i8 = dense<8> : vector<1xi64>,\n"
        "  i32 = dense<[32, 64]> : vector<2xi64>>} {\n"
        "  module @inner attributes {dlti.dl_spec = #dlti.dl_spec<index = 16>} {\n"
        "  }\n"
        "}\n");
    ok(top && dlti_verify(top) == DLTI_OK, "explain: the module verifies");
    dlti_data_layout *dl = NULL, *din = NULL;
    ok(top && dlti_data_layout_get(ctx, top, &dl) == DLTI_OK, "explain: layout");
    if (!dl) {
        dlti_context_free(ctx);
        return;
    }
    dlti_explanation x;
    ok(dlti_explain(dl, type(ctx, "i9"), DLTI_QUERY_ABI_ALIGNMENT, &x) == DLTI_OK &&
           x.why == DLTI_WHY_NEAREST && x.entry_scope == top && !x.inherited &&
           x.entry && dlti_entry_key_type(x.entry) == type(ctx, "i32"),
       "i9: the next wider entry, i32's, of the module");
    ok(x.entry_loc.line == 3 && x.entry_loc.col == 3 && x.entry_loc.file &&
           strcmp(x.entry_loc.file, "test.mlir") == 0,
       "i9: the i32 entry is at test.mlir:3:3 (got %u:%u)", x.entry_loc.line,
       x.entry_loc.col);
    ok(dlti_explain(dl, type(ctx, "i8"), DLTI_QUERY_PREFERRED_ALIGNMENT, &x) ==
               DLTI_OK &&
           x.why == DLTI_WHY_ENTRY && x.entry_loc.line == 2,
       "i8: its own entry, line 2");
    ok(dlti_explain(dl, type(ctx, "f32"), DLTI_QUERY_ABI_ALIGNMENT, &x) == DLTI_OK &&
           x.why == DLTI_WHY_DEFAULT && !x.entry && x.rule && *x.rule,
       "f32: the default rule, no entry");
    ok(dlti_explain(dl, type(ctx, "i32"), DLTI_QUERY_SIZE, &x) == DLTI_OK &&
           x.why == DLTI_WHY_TYPE,
       "i32 size: the type alone");

    /* The nested module's layout: the index entry is its own, the
     * integer entries inherited. */
    dlti_op *inner = NULL;
    dlti_op_walk(top, find_named, &inner);
    ok(inner && dlti_data_layout_get(ctx, inner, &din) == DLTI_OK,
       "explain: the nested module's layout");
    if (din) {
        ok(dlti_explain(din, dlti_index_type(ctx), DLTI_QUERY_ABI_ALIGNMENT,
                        &x) == DLTI_OK &&
               x.why == DLTI_WHY_DERIVED && x.via == type(ctx, "i16") &&
               x.via_query == DLTI_QUERY_ABI_ALIGNMENT &&
               x.entry_scope == inner && !x.inherited &&
               x.entry_loc.line == 4 && x.entry_loc.col == 58,
           "index in @inner: as i16, from its own index entry at 4:58 "
           "(got %u:%u)", x.entry_loc.line, x.entry_loc.col);
        ok(dlti_explain(din, type(ctx, "i16"), DLTI_QUERY_ABI_ALIGNMENT, &x) ==
                   DLTI_OK &&
               x.why == DLTI_WHY_NEAREST && x.entry_scope == top &&
               x.inherited,
           "i16 in @inner: the module's i32 entry, inherited");
        /* Its combined spec: the module's two entries and its own. */
        size_t n = 0;
        while (dlti_layout_entry(din, n))
            n++;
        is_u64(n, 3, "@inner's combined spec has 3 entries");
    }
    ok(dlti_explain(NULL, type(ctx, "i8"), DLTI_QUERY_SIZE, &x) == DLTI_ERR_MISUSE,
       "explain: a NULL layout is misuse");
    ok(dlti_explain(dl, type(ctx, "i8"), (dlti_query_kind)7, &x) == DLTI_ERR_MISUSE,
       "explain: an unknown query is misuse");
    int before = log.errors;
    ok(dlti_explain(dl, type(ctx, "tensor<4xi32>"), DLTI_QUERY_SIZE, &x) ==
               DLTI_ERR_NO_LAYOUT &&
           log.errors == before + 1,
       "explain: a type without layout is the query's error");
    ok(dlti_layout_target_system_spec(dl) == NULL, "no target system spec");
    ok(dlti_entry_list_at(dlti_layout_entry(dl, 0), 0) == NULL,
       "an entry is no entry list");
    dlti_context_free(ctx);
}

/* Member `i` of `text` in `dl` is at `offset`, of type `elem`. */
static void check_field(dlti_context *ctx, dlti_data_layout *dl,
                        const char *text, size_t i, const char *elem,
                        uint64_t offset)
{
    dlti_field_info f = {NULL, 0};
    const dlti_type *t = type(ctx, text);
    int good = t && dlti_type_field(dl, t, i, &f) == DLTI_OK;
    ok(good && f.type == type(ctx, elem) && f.offset == offset,
       "%s: member %zu is %s at %llu", text, i, elem,
       (unsigned long long)offset);
}

/* Members of aggregates and the layout rules (dlti_type_num_fields,
 * dlti_type_field, dlti_data_layout_set_rules). */
static void test_fields(void)
{
    dlti_context *ctx = dlti_context_new();
    dlti_data_layout *shared = NULL, *dl = NULL;
    dlti_field_info f;
    size_t n = 99;
    int agg = -1;

    ok(dlti_data_layout_get(ctx, NULL, &shared) == DLTI_OK &&
           dlti_data_layout_new(ctx, NULL, &dl) == DLTI_OK,
       "layouts for the fields");
    ok(dlti_data_layout_set_rules(shared, DLTI_RULES_LLVM) == DLTI_ERR_MISUSE,
       "the shared layout's rules cannot change");
    ok(dlti_data_layout_set_rules(dl, (dlti_layout_rules)7) ==
           DLTI_ERR_MISUSE,
       "unknown rules are misuse");
    ok(dlti_data_layout_rules(dl) == DLTI_RULES_MLIR, "MLIR's rules first");

    ok(dlti_type_num_fields(dl, type(ctx, "complex<f80>"), &n, &agg) ==
               DLTI_OK &&
           n == 2 && agg == 1,
       "complex<f80> has 2 members");
    ok(dlti_type_num_fields(dl, type(ctx, "i32"), &n, &agg) == DLTI_OK &&
           n == 0 && agg == 0,
       "i32 is not an aggregate");
    ok(dlti_type_field(dl, type(ctx, "i32"), 0, &f) == DLTI_ERR_MISUSE,
       "i32 has no member 0");
    ok(dlti_type_field(dl, type(ctx, "complex<f80>"), 2, &f) ==
           DLTI_ERR_MISUSE,
       "complex<f80> has no member 2");
    check_field(ctx, dl, "complex<f80>", 0, "f80", 0);
    check_field(ctx, dl, "complex<f80>", 1, "f80", 16);
    check_field(ctx, dl, "complex<i17>", 1, "i17", 4);
    check_field(ctx, dl, "complex<i1>", 1, "i1", 1);
    check_layout(ctx, dl, "complex<i17>", 7, 4, 4);

    /* LLVM's: complex<T> is {T, T}, a 1-D vector unpadded; the answers
     * MLIR's rules cached are forgotten. */
    ok(dlti_data_layout_set_rules(dl, DLTI_RULES_LLVM) == DLTI_OK &&
           dlti_data_layout_rules(dl) == DLTI_RULES_LLVM,
       "a private layout takes LLVM's rules");
    check_layout(ctx, dl, "complex<f80>", 32, 16, 16);
    check_layout(ctx, dl, "complex<i17>", 8, 4, 8);
    check_field(ctx, dl, "complex<i17>", 1, "i17", 4);
    check_layout(ctx, dl, "vector<3xf32>", 12, 16, 16);
    check_layout(ctx, dl, "vector<3x3xf32>", 48, 64, 64);
    check_layout(ctx, dl, "i17", 3, 4, 4);
    ok(dlti_data_layout_set_rules(dl, DLTI_RULES_MLIR) == DLTI_OK,
       "and MLIR's again");
    check_layout(ctx, dl, "complex<f80>", 26, 16, 16);
    check_layout(ctx, dl, "vector<3xf32>", 16, 16, 16);
    dlti_data_layout_free(dl);
    dlti_context_free(ctx);
}

/* The first op below the top-level one (dlti_op_walk visits the top
 * first). */
static int first_nested(dlti_op *op, void *user)
{
    dlti_op **out = user;
    if (dlti_op_parent(op)) {
        *out = op;
        return 1;
    }
    return 0;
}

static int count_op(dlti_op *op, void *user)
{
    (void)op;
    ++*(int *)user;
    return 0;
}

/* dlti_parse_scopes keeps the scope ops only (t1120 checks the CLI). */
static void test_parse_scopes(void)
{
    dlti_context *ctx = dlti_context_new();
    const char *src =
        "module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32>} {\n"
        "  \"foo.op\"() ({\n"
        "    \"foo.inner\"() : () -> ()\n"
        "  }) : () -> ()\n"
        "  module @m attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<64> : vector<2xi64>>} {\n"
        "    %0 = \"foo.val\"() : () -> i32\n"
        "  }\n"
        "  \"foo.other\"() : () -> ()\n"
        "}\n";
    dlti_op *top = NULL;
    ok(dlti_parse_scopes(ctx, "s.mlir", src, strlen(src), 0, &top) ==
           DLTI_OK && top, "dlti_parse_scopes reads a module");
    int n = 0;
    if (top)
        dlti_op_walk(top, count_op, &n);
    ok(n == 2, "it keeps the scopes only: the module and module @m (%d ops)",
       n);
    ok(top && dlti_verify(top) == DLTI_OK,
       "blocks that lost ops are not asked for a terminator");
    dlti_op *m = NULL;
    dlti_data_layout *dl = NULL;
    uint64_t abi = 0;
    if (top)
        dlti_op_walk(top, first_nested, &m);
    ok(m && dlti_data_layout_get(ctx, m, &dl) == DLTI_OK &&
           dlti_type_abi_alignment(dl, type(ctx, "i32"), &abi) == DLTI_OK &&
           abi == 8,
       "the nested module's layout: i32 is aligned to 8 bytes");
    dlti_op *again = top;
    ok(dlti_parse_scopes(ctx, "s.mlir", src, strlen(src), 2, &again) ==
           DLTI_ERR_MISUSE && again == NULL,
       "an unknown flag is a misuse");
    dlti_context_free(ctx);
}

/* The version macros of <dlti/version.h> (made by configure from
 * configure.ac's AC_INIT) and the library's dlti_version() agree. */
static void test_version(void)
{
    char want[64];
    snprintf(want, sizeof want, "%d.%d.%d", DLTI_VERSION_MAJOR,
             DLTI_VERSION_MINOR, DLTI_VERSION_PATCH);
    ok(strcmp(DLTI_VERSION_STRING, want) == 0,
       "DLTI_VERSION_STRING \"%s\" is MAJOR.MINOR.PATCH \"%s\"",
       DLTI_VERSION_STRING, want);
    ok(dlti_version() && strcmp(dlti_version(), DLTI_VERSION_STRING) == 0,
       "dlti_version() \"%s\" is the header's \"%s\"",
       dlti_version() ? dlti_version() : "(null)", DLTI_VERSION_STRING);
}

/* dlti_data_layout_memo (plugin.h): a block per tag, key and size, kept
 * until the layout's answers change; the llvm plugin keeps a struct's
 * member offsets there, which must be the offsets however the members
 * are asked for. */
static void test_layout_memo(void)
{
    static const char tag_a, tag_b;
    dlti_context *ctx = dlti_context_new();
    dlti_data_layout *dl = NULL;
    int fresh = -1;
    ok(dlti_data_layout_new(ctx, NULL, &dl) == DLTI_OK, "memo: a layout");
    const dlti_type *key = type(ctx, "i32");
    unsigned char *m = dlti_data_layout_memo(dl, &tag_a, key, 16, &fresh);
    ok(m && fresh == 1 && m[0] == 0 && m[15] == 0,
       "memo: a zeroed block, fresh the first time");
    if (m)
        m[3] = 42;
    unsigned char *m2 = dlti_data_layout_memo(dl, &tag_a, key, 16, &fresh);
    ok(m2 == m && fresh == 0 && m2 && m2[3] == 42,
       "memo: the same block again, kept");
    ok(dlti_data_layout_memo(dl, &tag_b, key, 16, &fresh) != m && fresh == 1,
       "memo: another tag, another block");
    ok(dlti_data_layout_memo(dl, &tag_a, key, 24, &fresh) != m && fresh == 1,
       "memo: another size, another block");
    ok(!dlti_data_layout_memo(NULL, &tag_a, key, 16, &fresh) && fresh == 0 &&
           !dlti_data_layout_memo(dl, &tag_a, NULL, 16, &fresh),
       "memo: no layout or no key, no block");

    /* 301 members, i8 i32 i64 in turn: offsets as the members' alignments
     * place them, asked last first (a walk per member was quadratic). */
    char src[8192] = "!llvm.struct<(";
    static const char *const names[3] = { "i8", "i32", "i64" };
    for (int i = 0; i < 301; i++)
        strcat(strcat(src, i ? ", " : ""), names[i % 3]);
    strcat(src, ")>");
    const dlti_type *st = type(ctx, src);
    for (int rules = 0; rules < 2; rules++) {
        if (rules)
            ok(dlti_data_layout_set_rules(dl, DLTI_RULES_LLVM) == DLTI_OK &&
                   dlti_data_layout_memo(dl, &tag_a, key, 16, &fresh) &&
                   fresh == 1,
               "memo: new rules, the blocks are gone");
        uint64_t want[301], at = 0;
        for (int i = 0; i < 301; i++) {
            uint64_t a = 1;
            dlti_size sz = { 0, 0 };
            const dlti_type *e = type(ctx, names[i % 3]);
            dlti_type_abi_alignment(dl, e, &a);
            dlti_type_size(dl, e, &sz);
            at = (at + a - 1) / a * a;
            want[i] = at;
            at += sz.value;
        }
        int right = 0;
        dlti_field_info f;
        for (int i = 300; i >= 0; i--)
            right += st && dlti_type_field(dl, st, (size_t)i, &f) == DLTI_OK &&
                     f.offset == want[i];
        ok(right == 301, "%s: 301 members at their offsets, asked last first "
           "(%d right; member 300 at %" PRIu64 ")",
           rules ? "LLVM's rules" : "MLIR's rules", right, want[300]);
    }
    dlti_data_layout_free(dl);
    dlti_context_free(ctx);
}

/* dlti_type_to_string_bounded of `t` gives, for every bound, the start
 * of dlti_type_to_string's text and says whether it left some out. */
static void check_prefixes(const dlti_type *t, const char *what)
{
    char *full = t ? dlti_type_to_string(t) : NULL;
    size_t n = full ? strlen(full) : 0, bad = 0;
    for (size_t max = 0; full && max <= n + 2; max++) {
        int cut = -1;
        char *s = dlti_type_to_string_bounded(t, max, &cut);
        size_t k = s ? strlen(s) : 0;
        if (!s || k > max || strncmp(s, full, k) != 0 || cut != (max < n) ||
            (!cut && k != n)) {
            if (!bad++)
                printf("#   max %zu: [%s] cut %d\n", max, s ? s : "(null)", cut);
        }
        dlti_free(s);
    }
    ok(full && !bad, "bounded print of %s: a prefix at every bound up to %zu",
       what, n + 2);
    dlti_free(full);
}

static void test_bounded_print(void)
{
    dlti_context *ctx = dlti_context_new();
    check_prefixes(type(ctx, "vector<2x[4]xf32>"), "a vector");
    check_prefixes(type(ctx, "!llvm.struct<\"A\", (i8, struct<\"B\", (i32, "
                             "array<2 x struct<(i64, ptr)>>)>, f32)>"),
                   "nested llvm structs");
    check_prefixes(type(ctx, "tuple<!llvm.struct<\"C\", opaque>, "
                             "!llvm.array<3 x i8>, !llvm.ptr<1>>"),
                   "llvm types in a tuple");
    /* a nested attribute kept apart from the '<' after it as `#ns<name>`:
     * cut inside, its '.' is still printed '<' (fuzz_type) */
    check_prefixes(type(ctx, "!scf.for<#uesst.con <`>@<<INVALID EMPTY "
                             "SYMBOL>>e>"),
                   "an opaque body with a ref kept apart");
    /* kept apart at its last symbol (`#dltm.fuc : !mat<NNNNh.N>` before a
     * '<'): a cut inside the ref cannot place that '<' (fuzz_type) */
    check_prefixes(type(ctx, "!math.strk-<h.N<z#dltm.fuc:!mat.NNNNh.N\n<>>>"),
                   "an opaque body with a typed ref kept apart at its end");
    /* 22 levels, each struct holding the one before twice: whole, 2^22
     * copies of the first; bounded, what is kept (the head is how
     * `layout --structs` reads names) */
    char src[4096] = "", want[256] = "!llvm.struct<\"S21\", (i8, ";
    for (int i = 0; i < 22; i++) {
        char line[128];
        if (i)
            snprintf(line, sizeof line, "!s%d = !llvm.struct<\"S%d\", (i8, "
                     "!s%d, !s%d)>\n", i, i, i - 1, i - 1);
        else
            snprintf(line, sizeof line, "!s0 = !llvm.struct<\"S0\", (i32)>\n");
        strcat(src, line);
    }
    strcat(src, "module attributes {test.x = !s21} {}\n");
    for (int i = 20; strlen(want) < 64; i--) {
        char part[40];
        snprintf(part, sizeof part, "struct<\"S%d\", (i8, ", i);
        strcat(want, part);
    }
    want[64] = 0;
    dlti_op *top = parse(ctx, src);
    const dlti_attr *x = top ? dlti_op_attr(top, "test.x") : NULL;
    const dlti_type *dag = x ? dlti_attr_get_type(x) : NULL;
    int cut = 0;
    char *s = dag ? dlti_type_to_string_bounded(dag, 64, &cut) : NULL;
    is_str(s, want, "a DAG of 22 structs, bounded to 64 bytes");
    ok(cut == 1, "... which says text was left out");
    dlti_free(s);
    s = dlti_type_to_string_bounded(type(ctx, "i32"), 0, &cut);
    ok(s && !*s && cut == 1, "a bound of 0: \"\", cut");
    dlti_free(s);
    dlti_context_free(ctx);
}

/* A location printed alone, without aliases: nested locations inline,
 * without their `loc(` `)`, fused ones canonical (the expected texts are
 * mlir-opt-22's with --mlir-print-local-scope). */
static void test_location_text(void)
{
    static const char *const cases[][2] = {
        { "loc(callsite(\"a.c\":1:1 at \"b.c\":2:2))",
          "loc(callsite(\"a.c\":1:1 at \"b.c\":2:2))" },
        { "loc(fused<\"m\">[\"a.c\":1:1, fused<\"m\">[unknown, \"b.c\" : 3]])",
          "loc(fused<\"m\">[\"a.c\":1:1, \"b.c\":3:0])" },
        { "loc(\"n\"(\"x\":1:2 to 4:5))", "loc(\"n\"(\"x\":1:2 to 4:5))" },
        { "loc(fused[unknown, unknown])", "loc(unknown)" },
        { "loc(fused<\"m\">[])", "loc(fused<\"m\">[unknown])" },
        /* metadata is an attribute: a location there keeps its loc( ) */
        { "loc(fused<loc(\"x\")>[\"a\", \"b\"])",
          "loc(fused<loc(\"x\")>[\"a\", \"b\"])" },
    };
    dlti_context *ctx = dlti_context_new();
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        const dlti_attr *a = NULL;
        char *s = dlti_parse_attr(ctx, cases[i][0], strlen(cases[i][0]), &a) ==
                          DLTI_OK
                      ? dlti_attr_to_string(a)
                      : NULL;
        is_str(s, cases[i][1], "location printed alone: %s", cases[i][0]);
        dlti_free(s);
    }
    dlti_context_free(ctx);
}

int main(void)
{
    test_version();
    test_uniquing();
    test_defaults();
    test_spec();
    test_errors();
    test_diag_flags();
    test_nested_builtin_entries();
    test_streaming();
    test_borrowed_source();
    test_query_source();
    test_query_text();
    test_fields();
    test_explain();
    test_parse_scopes();
    test_layout_memo();
    test_bounded_print();
    test_location_text();
    return tap_done();
}
