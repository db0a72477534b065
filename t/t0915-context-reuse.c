/* t0915-context-reuse.c - one context for several files one after another
 * (dlti_context_file_done): each file's query gives what a new context
 * gives it, and the context says when that may not hold: a diagnostic, a
 * type made mutable (an identified LLVM struct: the next file would see
 * its body), an answer decided by a plugin dialect an earlier file loaded
 * (an identifier entry "llvm.*" is checked by the llvm plugin only when it
 * is loaded: that plugin refuses it, so a new context accepts what the
 * reused one refuses).  The plugins come from $DLTI_PLUGIN_PATH, set by
 * the harness, and t/plugins-explain (xscope.so). */
#define _POSIX_C_SOURCE 200809L /* setenv */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dlti/dlti.h"
#include "pieces.h"
#include "tap.h"

static unsigned said;

static void count(void *user, dlti_severity sev, const dlti_loc *loc,
                  const char *msg)
{
    (void)user, (void)sev, (void)loc, (void)msg;
    said++;
}

/* Diagnostics as "line:col: severity: message" lines, into a text. */
static void record(void *user, dlti_severity sev, const dlti_loc *loc,
                   const char *msg)
{
    char line[512];
    int n = snprintf(line, sizeof line, "%u:%u: %d: %s\n", loc ? loc->line : 0,
                     loc ? loc->col : 0, (int)sev, msg);
    if (n > 0) {
        dlti_piece pc = {line, (size_t)n < sizeof line ? (size_t)n
                                                       : sizeof line - 1};
        collect(user, &pc, 1);
    }
}

/* The query of `src` in ctx as a file whose first line is `line` (its
 * text, malloc'ed; NULL on failure). */
static char *query_at(dlti_context *ctx, const char *src, unsigned line)
{
    text t = {0};
    dlti_query_options o = {0};
    o.first_line = line;
    dlti_status st = dlti_query_source_opts(ctx, "in.mlir", src, strlen(src),
                                            &o, collect, &t);
    if (st != DLTI_OK || t.failed) {
        free(t.data);
        return NULL;
    }
    return t.data ? t.data : calloc(1, 1);
}

/* The query of `src` in ctx, as a later chunk of a split file. */
static char *query(dlti_context *ctx, const char *src)
{
    return query_at(ctx, src, 3);
}

/* The query of `src` in a new context. */
static char *query_new(const char *src)
{
    dlti_context *ctx = dlti_context_new();
    char *r = ctx ? query(ctx, src) : NULL;
    dlti_context_free(ctx);
    return r;
}

#define QUERY(n, type) \
    "    %" #n " = \"test.data_layout_query\"() : () -> " type "\n"
#define MODULE(attrs, body) \
    "module" attrs " {\n  func.func @f() {\n" body "    return\n  }\n}\n"

static const char ptr_file[] =
    MODULE(" attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = "
           "dense<[32, 32, 64]> : vector<3xi64>>}",
           QUERY(0, "!llvm.ptr") QUERY(1, "!llvm.array<3 x i16>"));
static const char int_file[] =
    MODULE(" attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<64> : "
           "vector<2xi64>>}",
           QUERY(0, "i32") QUERY(1, "vector<3xi32>") QUERY(2, "!llvm.ptr"));
static const char struct_i32[] =
    MODULE("", QUERY(0, "!llvm.struct<\"S\", (i32)>"));
static const char struct_i64[] =
    MODULE("", QUERY(0, "!llvm.struct<\"S\", (i64, i8)>"));
static const char llvm_key[] =
    MODULE(" attributes {dlti.dl_spec = #dlti.dl_spec<\"llvm.foo\" = 1 : "
           "i32>}",
           QUERY(0, "i32"));
/* Aliases (one printed: #map), a nested scope: what a file leaves
 * (layouts of its scope ops, its aliases, its IR) goes when the next
 * comes. */
static const char scoped_file[] =
    "!t = vector<3xi32>\n"
    "#map = affine_map<(d0) -> (d0 * 2)>\n"
    "#spec = #dlti.dl_spec<i32 = dense<16> : vector<2xi64>>\n"
    MODULE(" attributes {dlti.dl_spec = #spec}",
           QUERY(0, "!t") QUERY(1, "memref<4xi32, #map>")
           "    \"test.op_with_data_layout\"() ({\n"
           "      %2 = \"test.data_layout_query\"() : () -> i16\n"
           "      \"test.maybe_terminator\"() : () -> ()\n"
           "    }) {dlti.dl_spec = #dlti.dl_spec<i16 = dense<32> : "
           "vector<2xi64>>} : () -> ()\n");
static const char bad_file[] = MODULE("", QUERY(0, "!llvm.nosuch"));
/* The same module spec in two files, the second time on another line and
 * column: the note of its entry at fault points where this file writes it
 * (the spec is not parsed again: parse/spec_memo.c). */
#define SPEC_TEXT \
    "#dlti.dl_spec<\"dlti.endianness\" = \"little\", i32 = dense<[64, 32]> : " \
    "vector<2xi64>, !llvm.ptr<1> = dense<64> : vector<4xi64>>"
static const char spec_file[] =
    MODULE(" attributes {dlti.dl_spec = " SPEC_TEXT "}", QUERY(0, "i32"));
static const char spec_moved[] =
    "// the same spec, further down and right\n\n"
    "module attributes {  dlti.dl_spec = " SPEC_TEXT "} {\n"
    "}\n";
/* A scope whose spec does not combine with the enclosing one's: refused
 * in every file (core/combine_memo.c keeps only chains that combined). */
static const char conflict_file[] =
    "module attributes {dlti.dl_spec = #dlti.dl_spec<\"dlti.endianness\" = "
    "\"little\">} {\n"
    "  \"test.op_with_data_layout\"() ({\n"
    "    %0 = \"test.data_layout_query\"() : () -> i32\n"
    "    \"test.maybe_terminator\"() : () -> ()\n"
    "  }) {dlti.dl_spec = #dlti.dl_spec<\"dlti.endianness\" = \"big\">} : "
    "() -> ()\n"
    "}\n";

/* The same spec once more, its `: type` on the next line: parsed with the
 * spec, as a new context parses it, not left behind. */
#define SPEC_OK \
    "#dlti.dl_spec<\"dlti.endianness\" = \"little\", i32 = dense<64> : " \
    "vector<2xi64>>"
static const char spec_ok_file[] =
    MODULE(" attributes {dlti.dl_spec = " SPEC_OK "}", QUERY(0, "i32"));
static const char spec_colon_file[] =
    "module attributes {dlti.dl_spec = " SPEC_OK "\n  // a comment\n  : i32} {\n"
    "  %0 = \"test.data_layout_query\"() : () -> i32\n"
    "}\n";
/* An identifier entry of a dialect not loaded yet, in two scopes: combined
 * by the default rule; once a file loads the dialect (its op), its hook
 * refuses the same chain (t/plugins-explain/xscope.c). */
#define XSCOPE_CHAIN(op) \
    "module attributes {dlti.dl_spec = #dlti.dl_spec<\"xscope.k\" = 1 : " \
    "i32>} {\n" op \
    "  \"test.op_with_data_layout\"() ({\n" \
    "    %0 = \"test.data_layout_query\"() : () -> i32\n" \
    "    \"test.maybe_terminator\"() : () -> ()\n" \
    "  }) {dlti.dl_spec = #dlti.dl_spec<\"xscope.k\" = 1 : i32>} : () -> ()\n" \
    "}\n"
static const char xscope_unloaded[] = XSCOPE_CHAIN("");
static const char xscope_loaded[] = XSCOPE_CHAIN(
    "  \"xscope.scope\"() ({\n  }) : () -> ()\n");

/* A type nesting five levels deep, kept by one file, then met first on a
 * query line under `n` scope ops in the next (parse/memo.c's
 * dl_text_op_line_scan takes it from the kept types): where the line's
 * depth and the type's pass the parser's bound, both contexts refuse it
 * alike. */
#define DEEP_TYPE \
    "!llvm.array<2 x !llvm.struct<(!llvm.struct<(!llvm.struct<(i8)>)>)>>"
static const char deep_file[] = MODULE("", QUERY(0, "i32") QUERY(1, DEEP_TYPE));

static char *nested_file(unsigned n)
{
    static const char open[] = "\"test.op_with_data_layout\"() ({\n";
    static const char close[] =
        "\"test.maybe_terminator\"() : () -> ()\n}) : () -> ()\n";
    static const char lines[] = QUERY(0, "i32") QUERY(1, DEEP_TYPE);
    size_t len = 16 + n * (sizeof open + sizeof close) + sizeof lines;
    char *s = malloc(len), *e = s;
    if (!s)
        return NULL;
    e += sprintf(e, "module {\n");
    for (unsigned i = 0; i < n; i++)
        e += sprintf(e, "%s", open);
    e += sprintf(e, "%s", lines);
    for (unsigned i = 0; i < n; i++)
        e += sprintf(e, "%s", close);
    sprintf(e, "}\n");
    return s;
}

/* A use of %1, which the file does not define and the one before did:
 * the `%N` pages a context keeps from one parse to the next
 * (parse/ssa.c) hold nothing of the earlier file's. */
static const char undefined_use[] =
    MODULE("", QUERY(0, "i32")
           "    %2 = \"test.data_layout_query\"(%1) : (i32) -> i32\n");

/* Op lines kept from one file to the next (parse/memo.c): the op name
 * spelled with an escape (\\71 is 'q'), the same line met first in the
 * next file after another spelling of the name. */
#define QUERY_ESC(n, type) \
    "    %" #n " = \"test.data_layout_\\71uery\"() : () -> " type "\n"
static const char esc_file[] =
    MODULE("", QUERY_ESC(0, "i32") QUERY_ESC(1, "i64") QUERY_ESC(2, "i64"));
static const char esc_again[] =
    MODULE("", QUERY(0, "f32") QUERY_ESC(1, "i64") QUERY(2, "i64"));

/* Two module specs alike in their first 64 bytes (parse/spec_memo.c
 * finds a spec met before by them, then compares it whole), in turn. */
#define SPEC_ALIKE(i64) \
    "#dlti.dl_spec<\"dlti.endianness\" = \"little\", i32 = dense<64> : " \
    "vector<2xi64>, i64 = dense<" i64 "> : vector<2xi64>>"
static const char alike_a[] = MODULE(
    " attributes {dlti.dl_spec = " SPEC_ALIKE("64") "}", QUERY(0, "i64"));
static const char alike_b[] = MODULE(
    " attributes {dlti.dl_spec = " SPEC_ALIKE("128") "}", QUERY(0, "i64"));

/* A spec whose type class warns as it checks its entries
 * (t/plugins-explain/xscope.c), in a file of its own (first line 1): the
 * query's first check holds located diagnostics back and, having held
 * one, the query runs again; the spec is not remembered as verified, so
 * the warning comes, every time (core/combine_memo.c counts the held
 * diagnostic, dl_noted). */
static const char warned_file[] =
    MODULE(" attributes {dlti.dl_spec = #dlti.dl_spec<!xscope.warned = 1 : "
           "i32>}",
           QUERY(0, "i32"));
/* Loads xscope first (a dialect loaded while the spec is checked would
 * keep it from being remembered anyway). */
static const char xscope_op[] =
    "module {\n  \"xscope.scope\"() ({\n  }) : () -> ()\n}\n";

/* The query of `src` in ctx, its diagnostics recorded into d. */
static char *query_noting(dlti_context *ctx, const char *src, text *d)
{
    dlti_context_set_diag_handler(ctx, record, d);
    char *r = query(ctx, src);
    dlti_context_set_diag_handler(ctx, count, NULL);
    return r;
}

static int same_text(const char *a, const char *b)
{
    return a && b ? strcmp(a, b) == 0 : a == b;
}

/* A new context whose diagnostics are counted, for the next cases;
 * `old` (NULL: none) freed. */
static dlti_context *counting_context(dlti_context *old)
{
    dlti_context_free(old);
    dlti_context *ctx = dlti_context_new();
    if (ctx)
        dlti_context_set_diag_handler(ctx, count, NULL);
    return ctx;
}

/* The diagnostics of querying `src` in ctx (NULL: none). */
static char *diagnostics(dlti_context *ctx, const char *src)
{
    text d = {0};
    free(query_noting(ctx, src, &d));
    return d.data;
}

/* The diagnostics of `src` in a new context (NULL: none), which querying
 * it in ctx must give too. */
static char *diagnostics_as_new(dlti_context *ctx, const char *src,
                                const char *what)
{
    dlti_context *fresh_ctx = dlti_context_new();
    char *want = diagnostics(fresh_ctx, src);
    dlti_context_free(fresh_ctx);
    char *got = diagnostics(ctx, src);
    int same = got && want && strcmp(got, want) == 0;
    ok(same, "%s: the diagnostics of a new context", what);
    if (!same)
        fprintf(stderr, "# want:\n%s# got:\n%s", want ? want : "(none)\n",
                got ? got : "(none)\n");
    free(got);
    return want;
}

/* `src` queried in ctx gives what a new context gives it, and then
 * dlti_context_file_done says `want`. */
static void same_as_new(dlti_context *ctx, const char *src, int want,
                        const char *what)
{
    char *got = query(ctx, src), *fresh = query_new(src);
    ok(got && fresh && strcmp(got, fresh) == 0, "%s: as in a new context",
       what);
    is_u64(dlti_context_file_done(ctx), want, "%s: file_done", what);
    free(got);
    free(fresh);
}

int main(void)
{
    /* xscope.so beside the build's plugins ($BUILDDIR from the harness) */
    const char *path = getenv("DLTI_PLUGIN_PATH"), *bd = getenv("BUILDDIR");
    static char both[4096];
    if (path && bd) {
        snprintf(both, sizeof both, "%s:%s/t/plugins-explain/.libs", path, bd);
        setenv("DLTI_PLUGIN_PATH", both, 1);
    }
    dlti_context *ctx = counting_context(NULL);
    ok(ctx != NULL, "context");

    same_as_new(ctx, ptr_file, DLTI_FILE_AS_NEW, "first file");
    same_as_new(ctx, int_file, DLTI_FILE_AS_NEW, "second file");
    same_as_new(ctx, ptr_file, DLTI_FILE_AS_NEW, "the first again");
    /* Many files: each one's ops and layouts go, its memory reused. */
    int all = 1;
    for (int i = 0; i < 40; i++) {
        const char *src = i % 3 == 0 ? scoped_file : i % 3 == 1 ? int_file
                                                                : ptr_file;
        char *got = query(ctx, src), *fresh = query_new(src);
        all = all && got && fresh && strcmp(got, fresh) == 0 &&
              dlti_context_file_done(ctx) == DLTI_FILE_AS_NEW;
        free(got);
        free(fresh);
    }
    ok(all, "40 files more, with aliases and nested scopes: each as new");
    /* An identified struct: this file is as new, the next needs a new
     * context (the same name with another body is fine there). */
    same_as_new(ctx, struct_i32, DLTI_FILE_AS_NEW_LAST, "identified struct");

    ctx = counting_context(ctx);
    same_as_new(ctx, struct_i64, DLTI_FILE_AS_NEW_LAST,
                "identified struct first");
    dlti_context_free(ctx);

    /* "llvm.foo" is checked by the llvm plugin an earlier file loaded,
     * and not in a new context: that file's answers may differ. */
    ctx = counting_context(NULL);
    same_as_new(ctx, ptr_file, DLTI_FILE_AS_NEW, "loads llvm");
    char *r = query(ctx, llvm_key), *fresh = query_new(llvm_key);
    ok(r == NULL && fresh != NULL,
       "llvm.* key: refused by the plugin loaded, fine in a new context");
    free(r);
    free(fresh);
    is_u64(dlti_context_file_done(ctx), 0,
           "llvm.* key after llvm was loaded: not as new");
    /* The next file is as new again (the context is the caller's to
     * drop; here it goes on, as nothing was kept). */
    same_as_new(ctx, int_file, DLTI_FILE_AS_NEW, "after a file not as new");

    /* A file with an error: 0, its diagnostics only exact in a new
     * context. */
    said = 0;
    r = query(ctx, bad_file);
    ok(r == NULL && said > 0, "bad file: fails with a diagnostic");
    is_u64(dlti_context_file_done(ctx), 0, "bad file: not as new");
    free(r);
    /* A spec met again in another file: where its entries are written is
     * this file's, as a new context says. */
    ctx = counting_context(ctx);
    same_as_new(ctx, int_file, DLTI_FILE_AS_NEW, "before the specs");
    const char *files[] = {spec_file, spec_moved, conflict_file, conflict_file};
    const char *names[] = {"spec", "spec moved", "conflict", "conflict again"};
    for (int i = 0; i < 4; i++) {
        char *want = diagnostics_as_new(ctx, files[i], names[i]);
        if (i == 1)
            ok(want && strstr(want, "\n5:81: 2: the entry for i32 is here"),
               "spec moved: the note at its entry (line 3 of 3 on)");
        is_u64(dlti_context_file_done(ctx), 0, "%s: not as new", names[i]);
        free(want);
    }

    same_as_new(ctx, int_file, DLTI_FILE_AS_NEW, "%0 to %2 defined");
    char *undef = diagnostics_as_new(ctx, undefined_use, "%1 not defined");
    ok(undef && strstr(undef, "undeclared SSA value name"),
       "%%1 not defined: said so");
    free(undef);
    is_u64(dlti_context_file_done(ctx), 0, "%%1 not defined: not as new");
    for (int i = 0; i < 4; i++)
        same_as_new(ctx, i % 2 ? alike_b : alike_a, DLTI_FILE_AS_NEW,
                    i % 2 ? "spec alike, i64 128" : "spec alike, i64 64");
    same_as_new(ctx, spec_ok_file, DLTI_FILE_AS_NEW, "spec on one line");
    same_as_new(ctx, spec_colon_file, DLTI_FILE_AS_NEW,
                "the same spec, `: i32` on a later line");

    /* A chain combined while its key's dialect was not loaded is combined
     * again once it is. */
    ctx = counting_context(ctx);
    same_as_new(ctx, int_file, DLTI_FILE_AS_NEW, "before xscope");
    same_as_new(ctx, xscope_unloaded, DLTI_FILE_AS_NEW, "xscope not loaded");
    for (int i = 0; i < 2; i++) {
        char *want = diagnostics_as_new(ctx, xscope_loaded, "xscope loaded");
        ok(want && strstr(want, "does not combine"),
           "xscope loaded: a new context refuses the chain");
        dlti_context_file_done(ctx);
        free(want);
    }

    /* A kept type deeper than the parser allows on its line. */
    ctx = counting_context(ctx);
    same_as_new(ctx, int_file, DLTI_FILE_AS_NEW, "before the deep type");
    same_as_new(ctx, esc_file, DLTI_FILE_AS_NEW, "escaped op name");
    same_as_new(ctx, esc_again, DLTI_FILE_AS_NEW,
                "escaped op name, first after another spelling");
    same_as_new(ctx, deep_file, DLTI_FILE_AS_NEW, "the deep type kept");
    int refused = 0, taken = 0, alike = 1;
    for (unsigned n = 500; n < 512; n++) {
        char *src = nested_file(n);
        text want = {0}, got = {0};
        dlti_context *fresh_ctx = dlti_context_new();
        char *new_out = src && fresh_ctx ? query_noting(fresh_ctx, src, &want)
                                         : NULL;
        char *kept = src ? query_noting(ctx, src, &got) : NULL;
        alike = alike && src && fresh_ctx && same_text(kept, new_out) &&
                same_text(got.data, want.data);
        refused += want.data != NULL;
        taken += new_out != NULL;
        dlti_context_file_done(ctx);
        dlti_context_free(fresh_ctx);
        free(src);
        free(new_out);
        free(kept);
        free(want.data);
        free(got.data);
    }
    ok(alike, "deep type under 500-511 scopes: the text and diagnostics of "
              "a new context");
    ok(refused > 0 && taken > 0,
       "deep type: refused deepest, taken shallower (%d, %d)", refused, taken);

    /* A spec that warns, twice in one context. */
    ctx = counting_context(ctx);
    free(query(ctx, xscope_op));
    dlti_context_file_done(ctx);
    for (int i = 0; i < 2; i++) {
        text d = {0};
        dlti_context_set_diag_handler(ctx, record, &d);
        free(query_at(ctx, warned_file, 1));
        dlti_context_set_diag_handler(ctx, count, NULL);
        char *got = d.data;
        ok(got && strstr(got, "1:1: 1: xscope: warned entries"),
           "warned spec: the warning, at the spec (%s time)",
           i ? "second" : "first");
        dlti_context_file_done(ctx);
        free(got);
    }

    /* In a new context, the first file with llvm.* keys is as new. */
    dlti_context_free(ctx);
    ctx = dlti_context_new();
    same_as_new(ctx, llvm_key, DLTI_FILE_AS_NEW, "llvm.* key first");
    /* Its spec passed unchecked (no llvm yet) is not remembered as
     * verified (core/combine_memo.c): once a file loads llvm, the plugin
     * refuses it. */
    same_as_new(ctx, ptr_file, DLTI_FILE_AS_NEW, "then llvm loaded");
    r = query(ctx, llvm_key);
    ok(r == NULL, "llvm.* key again: refused by the plugin loaded since");
    free(r);
    dlti_context_free(ctx);

    is_u64(dlti_context_file_done(NULL), 0, "NULL context");
    return tap_done();
}
