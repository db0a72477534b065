/* t0925-query-stage.c - DLTI_QUERY_THREADS (include/dlti/dlti.h): a large
 * file's body ops printed on a second thread while the next is parsed,
 * and with DLTI_QUERY_PASS_THREAD the query pass run there too.
 * The text is the one-thread text, byte for byte, with and without
 * DLTI_QUERY_WRITE_EARLY; the writer is called from another thread, in
 * order; a parse error late in the file, a write error, an alias and an
 * error of the pass late in the file end as on one thread; another
 * thread using the same context meanwhile waits for the call, as the
 * lock says.  Needs the
 * test plugin ($DLTI_PLUGIN_PATH, as `make check` sets it).  Meant to run
 * under -fsanitize=thread as well (the _build-tsan build of .ci/run). */
#define _POSIX_C_SOURCE 200809L /* setenv, strdup */
#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dlti/dlti.h"
#include "tap.h"

#define NFUNCS 300
#define NQUERIES 40 /* per function */

static const char *const qtypes[] = {
    "i32", "i64", "f32", "vector<4xi8>", "index", "complex<f64>",
    "!llvm.ptr<3>", "i1", "f16", "i128",
};

/* A module of NFUNCS functions `fn` (about 600 KB), with `tail` before
 * its closing brace and `spec` on the module (malloc'ed). */
static int uneven; /* every seventh function 50 times as long */

static int queries_of(int f)
{
    return uneven && f % 7 == 3 ? NQUERIES * 50 : NQUERIES;
}

static const char *extra; /* a line added to every function, or NULL */

static char *big_source_of(const char *fn, const char *spec, const char *tail)
{
    size_t cap = 4096 + strlen(tail), len = 0;
    for (int f = 0; f < NFUNCS; f++)
        cap += 64 + (size_t)queries_of(f) * 64 + (extra ? strlen(extra) : 0);
    char *s = malloc(cap);
    if (!s)
        return NULL;
    len += (size_t)sprintf(s + len, "module attributes {%s} {\n", spec);
    for (int f = 0; f < NFUNCS; f++) {
        len += (size_t)sprintf(s + len, "  %s @f%d() {\n", fn, f);
        for (int q = 0; q < queries_of(f); q++)
            len += (size_t)sprintf(
                s + len, "    %%%d = \"test.data_layout_query\"() : () -> %s\n",
                q, qtypes[(f * 7 + q) % 10]);
        if (extra)
            len += (size_t)sprintf(s + len, "    %s\n", extra);
        len += (size_t)sprintf(s + len, "    return\n  }\n");
    }
    len += (size_t)sprintf(s + len, "%s}\n", tail);
    return s;
}

static char *big_source(const char *spec, const char *tail)
{
    return big_source_of("func.func", spec, tail);
}

typedef struct text {
    char *data;
    size_t len, cap;
    int failed;
    int fail_after;      /* calls before a write error (0: never) */
    int calls, took_back;
    int other_thread;    /* a call came from another thread */
    pthread_t caller;
} text;

static int collect(void *user, const dlti_piece *pieces, size_t n)
{
    text *t = user;
    if (!pthread_equal(pthread_self(), t->caller))
        t->other_thread = 1;
    if (!pieces) { /* the text handed over so far taken back */
        t->took_back++;
        t->len = 0;
        return 0;
    }
    if (t->fail_after && ++t->calls >= t->fail_after)
        return -1;
    for (size_t i = 0; i < n; i++) {
        if (t->len + pieces[i].len + 1 > t->cap) {
            size_t c = (t->cap ? t->cap * 2 : 1 << 16) + pieces[i].len;
            char *d = realloc(t->data, c);
            if (!d) {
                t->failed = 1;
                return -1;
            }
            t->data = d;
            t->cap = c;
        }
        memcpy(t->data + t->len, pieces[i].data, pieces[i].len);
        t->len += pieces[i].len;
        t->data[t->len] = 0;
    }
    return 0;
}

typedef struct run {
    dlti_status st;
    text t;
    unsigned errors;
    char first[256]; /* the first message */
} run;

static void on_diag(void *user, dlti_severity sev, const dlti_loc *loc,
                    const char *msg)
{
    run *r = user;
    (void)loc;
    if (sev == DLTI_SEV_ERROR && !r->errors++)
        snprintf(r->first, sizeof r->first, "%s", msg);
}

static run query(const char *src, unsigned flags, int fail_after)
{
    run r;
    memset(&r, 0, sizeof r);
    r.t.caller = pthread_self();
    r.t.fail_after = fail_after;
    dlti_context *ctx = dlti_context_new();
    if (!ctx) {
        r.st = DLTI_ERR_NOMEM;
        return r;
    }
    dlti_context_set_diag_handler(ctx, on_diag, &r);
    dlti_query_options o = {flags, 0, 0, 0};
    r.st = dlti_query_source_opts(ctx, "big.mlir", src, strlen(src), &o,
                                  collect, &r.t);
    dlti_context_free(ctx);
    return r;
}

static int same_text(const run *a, const run *b)
{
    return a->t.len == b->t.len && !a->t.failed && !b->t.failed &&
           (a->t.len == 0 || memcmp(a->t.data, b->t.data, a->t.len) == 0);
}

/* Another thread's use of the same context during a staged call. */
typedef struct other {
    dlti_context *ctx;
    const dlti_type *t;
    int rounds, wrong;
    atomic_int stop;
} other;

static void *other_main(void *arg)
{
    other *o = arg;
    while (!atomic_load(&o->stop)) {
        dlti_data_layout *dl = NULL;
        dlti_size size = {0, 0};
        if (dlti_data_layout_new(o->ctx, NULL, &dl) != DLTI_OK ||
            dlti_type_size(dl, o->t, &size) != DLTI_OK || size.value != 8)
            o->wrong++;
        dlti_data_layout_free(dl);
        o->rounds++;
    }
    return NULL;
}

/* `case_pass` adds DLTI_QUERY_PASS_THREAD to check_case's threaded runs. */
static unsigned case_pass;

static void check_case1(const char *name, const char *src, int fail_after)
{
    run one = query(src, 0, fail_after);
    run two = query(src, DLTI_QUERY_THREADS | case_pass, fail_after);
    run early = query(src, DLTI_QUERY_THREADS | DLTI_QUERY_WRITE_EARLY |
                               case_pass,
                      fail_after);
    run early1 = query(src, DLTI_QUERY_WRITE_EARLY, fail_after);
    is_u64(two.st, one.st, "%s: the status of one thread", name);
    is_u64(early.st, early1.st, "%s, written early: the status of one thread",
           name);
    ok(same_text(&two, &one), "%s: the text of one thread (%zu bytes)", name,
       one.t.len);
    ok(same_text(&early, &early1), "%s, written early: the text of one "
       "thread (%zu bytes)", name, early1.t.len);
    is_u64(two.errors, one.errors, "%s: as many errors", name);
    is_str(two.first, one.first, "%s: the same first error", name);
    is_u64(early.t.took_back, early1.t.took_back,
           "%s, written early: taken back as often", name);
    ok(!one.t.other_thread && !early1.t.other_thread,
       "%s, one thread: the writer called from the caller's", name);
    free(one.t.data);
    free(two.t.data);
    free(early.t.data);
    free(early1.t.data);
}

/* Each case with the pass on the caller's thread, then on the second. */
static void check_case(const char *name, const char *src, int fail_after)
{
    char pname[200];
    case_pass = 0;
    check_case1(name, src, fail_after);
    snprintf(pname, sizeof pname, "%s (pass on the second thread)", name);
    case_pass = DLTI_QUERY_PASS_THREAD;
    check_case1(pname, src, fail_after);
    case_pass = 0;
}

/* A plugin's verify hooks on the second thread only with
 * DLTI_DIALECT_VERIFY_BESIDE_PARSE (t/plugins-old/vprobe.c, counting the
 * calls off the thread that loaded it): vprobe.so, built before the flag,
 * is verified on the caller's thread; vprobenew.so on the second.  The
 * test holds each open, so that its counts outlive the contexts. */
static void verify_beside(const char *bd, const char *pp, const char *spec)
{
    static const char *const ns[] = {"vprobe", "vprobenew"};
    if (!bd || !pp) {
        printf("# skipped: $BUILDDIR or $DLTI_PLUGIN_PATH not set\n");
        return;
    }
    char path[4096], line[64];
    snprintf(path, sizeof path, "%s:%s/t/plugins-old/.libs", pp, bd);
    setenv("DLTI_PLUGIN_PATH", path, 1);
    for (int i = 0; i < 2; i++) {
        snprintf(path, sizeof path, "%s/t/plugins-old/.libs/%s.so", bd, ns[i]);
        void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
        void (*counts)(unsigned *, unsigned *) = NULL;
        if (h)
            *(void **)&counts = dlsym(h, "vprobe_counts");
        ok(counts != NULL, "%s.so and its counts", ns[i]);
        if (!counts) {
            if (h)
                dlclose(h);
            continue;
        }
        snprintf(line, sizeof line, "\"%s.op\"() : () -> ()", ns[i]);
        extra = line;
        char *src = big_source(spec, "");
        extra = NULL;
        run one = query(src, DLTI_QUERY_WRITE_EARLY, 0);
        unsigned all0, off0, all, off;
        counts(&all0, &off0);
        run two = query(src, DLTI_QUERY_THREADS | DLTI_QUERY_WRITE_EARLY |
                                 DLTI_QUERY_PASS_THREAD,
                        0);
        counts(&all, &off);
        ok(one.st == DLTI_OK && one.t.len > 500000 && off0 == 0 &&
               all0 == NFUNCS,
           "%s, one thread: %u ops verified, %u elsewhere", ns[i], all0, off0);
        ok(two.st == DLTI_OK && same_text(&two, &one) && two.t.other_thread,
           "%s, the pass on the second thread: the text of one thread", ns[i]);
        is_u64(all - all0, NFUNCS, "%s, the pass on the second thread: each "
               "op verified once", ns[i]);
        is_u64(off - off0, i ? NFUNCS : 0, "%s: verified %s", ns[i],
               i ? "on the second thread (the flag)"
                 : "on the caller's thread (no flag)");
        free(one.t.data);
        free(two.t.data);
        free(src);
        dlclose(h);
    }
    setenv("DLTI_PLUGIN_PATH", pp, 1);
}

int main(void)
{
    const char *spec = "dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>";
    char *src = big_source(spec, "");
    ok(src && strlen(src) > 300 * 1024, "a module of %d functions, %zu bytes",
       NFUNCS, src ? strlen(src) : 0);
    if (!src)
        return tap_done();

    run one = query(src, 0, 0);
    ok(one.st == DLTI_OK && one.t.len > 1000000 &&
           strstr(one.t.data, "size = 4 : index"),
       "one thread: the query text (%zu bytes)", one.t.len);
    run two = query(src, DLTI_QUERY_THREADS, 0);
    ok(two.st == DLTI_OK && same_text(&two, &one),
       "DLTI_QUERY_THREADS: the same text");
    run early = query(src, DLTI_QUERY_THREADS | DLTI_QUERY_WRITE_EARLY, 0);
    ok(early.st == DLTI_OK && same_text(&early, &one) && !early.t.took_back,
       "DLTI_QUERY_THREADS | DLTI_QUERY_WRITE_EARLY: the same text");
    ok(early.t.other_thread,
       "written early: the writer called from the second thread");
    run pass2 = query(src, DLTI_QUERY_THREADS | DLTI_QUERY_PASS_THREAD, 0);
    ok(pass2.st == DLTI_OK && same_text(&pass2, &one),
       "DLTI_QUERY_PASS_THREAD: the same text");
    run pass3 = query(src, DLTI_QUERY_THREADS | DLTI_QUERY_WRITE_EARLY |
                               DLTI_QUERY_PASS_THREAD,
                      0);
    ok(pass3.st == DLTI_OK && same_text(&pass3, &one) &&
           !pass3.t.took_back && pass3.t.other_thread,
       "DLTI_QUERY_PASS_THREAD, written early: the same text from the "
       "second thread, none taken back");
    run pass1 = query(src, DLTI_QUERY_PASS_THREAD, 0);
    ok(pass1.st == DLTI_OK && same_text(&pass1, &one) &&
           !pass1.t.other_thread,
       "DLTI_QUERY_PASS_THREAD without DLTI_QUERY_THREADS: one thread");
    free(two.t.data);
    free(early.t.data);
    free(pass1.t.data);
    free(pass2.t.data);
    free(pass3.t.data);

    /* A small file stays on the caller's thread. */
    const char *small =
        "module {\n  func.func @f() {\n"
        "    %0 = \"test.data_layout_query\"() : () -> i32\n"
        "    return\n  }\n}\n";
    run s = query(small, DLTI_QUERY_THREADS | DLTI_QUERY_WRITE_EARLY, 0);
    ok(s.st == DLTI_OK && s.t.len > 0 && !s.t.other_thread,
       "a small file: written from the caller's thread");
    free(s.t.data);

    /* Ends as on one thread. */
    char *late_parse = big_source(spec, "  func.func @bad() {\n    %0 = \n  }\n");
    check_case("a parse error in the last function", late_parse, 0);
    char *late_alias = big_source(
        spec, "  func.func @t() {\n    %0 = \"test.data_layout_query\"() : "
              "() -> tuple<i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, "
              "i13, i14, i15, i16, i17>\n    return\n  }\n");
    check_case("an alias in the last function", late_alias, 0);
    char *late_dup = big_source(spec, "  func.func @f7() {\n    return\n  }\n");
    check_case("a symbol defined again last", late_dup, 0);
    char *late_pass = big_source(
        spec, "  func.func @q() {\n    \"test.data_layout_query\"() : () -> ()\n"
              "    return\n  }\n");
    check_case("a query without a result last", late_pass, 0);
    /* (a spec under another name is not verified: the pass reports its
     * malformed entry, as the query of its type reads it) */
    char *late_layout = big_source(
        spec, "  func.func @l() {\n    builtin.module attributes {foo.layout = "
              "#dlti.dl_spec<!test.test_type_with_layout<10> = [\"size\"]>} "
              "{\n      func.func @g() {\n        %0 = "
              "\"test.data_layout_query\"() : () -> "
              "!test.test_type_with_layout<1>\n        return\n      }\n"
              "    }\n    return\n  }\n");
    check_case("an error of the pass last", late_layout, 0);
    /* (the test dialect verifies beside the parse: the second thread finds
     * it, the caller's reports it) */
    char *late_verify = big_source(
        spec, "  func.func @v() {\n    %0 = \"test.data_layout_query\"() : "
              "() -> i32\n    %1 = \"test.data_layout_query\"(%0) : (i32) -> "
              "i32\n    return\n  }\n");
    check_case("a verifier error last", late_verify, 0);
    run lv = query(late_verify, DLTI_QUERY_THREADS | DLTI_QUERY_PASS_THREAD |
                                    DLTI_QUERY_WRITE_EARLY,
                   0);
    ok(lv.st != DLTI_OK && lv.errors == 1 &&
           strstr(lv.first, "requires zero operands"),
       "a verifier error last: reported once (%s)", lv.first);
    free(lv.t.data);
    free(late_verify);
    run ll = query(late_layout, DLTI_QUERY_THREADS | DLTI_QUERY_PASS_THREAD |
                                    DLTI_QUERY_WRITE_EARLY,
                   0);
    ok(ll.st != DLTI_OK && ll.errors == 1 &&
           strstr(ll.first, "expected layout attribute for "
                            "'!test.test_type_with_layout<10>'"),
       "an error of the pass last: reported once (%s)", ll.first);
    free(ll.t.data);
    check_case("a write error", src, 40);
    /* (the pass of the first memref query loads a dialect: the text
     * written early is taken back and the file printed again) */
    char *memref = big_source(
        spec, "  func.func @m() {\n    %0 = \"test.data_layout_query\"() : "
              "() -> memref<4xi32>\n    return\n  }\n");
    check_case("a memref query last", memref, 0);
    /* (the ptr plugin is loaded by the last function's parse, while the
     * one before it is printed) */
    char *late_dialect = big_source(
        spec, "  func.func @p() {\n    %0 = \"test.data_layout_query\"() : "
              "() -> !ptr.ptr<#ptr.generic_space>\n    return\n  }\n");
    check_case("a dialect first used last", late_dialect, 0);

    /* Functions of very different lengths: the parser's lanes give their
     * blocks to one another. */
    uneven = 1;
    char *mixed = big_source(spec, "");
    uneven = 0;
    check_case("functions of uneven lengths", mixed, 0);
    free(mixed);

    /* A plugin built before DLTI_DIALECT_PRINT_BESIDE_PARSE
     * (t/plugins-old/oldfunc.so; the query pass passes its functions by,
     * as MLIR's walks func.func only): its ops are printed on the caller's
     * thread, with the same text. */
    const char *bd = getenv("BUILDDIR");
    char *pp = getenv("DLTI_PLUGIN_PATH") ? strdup(getenv("DLTI_PLUGIN_PATH"))
                                          : NULL;
    char *old_src = big_source_of("oldfunc.func", spec, "");
    if (bd && pp && old_src) {
        char path[4096];
        snprintf(path, sizeof path, "%s:%s/t/plugins-old/.libs", pp, bd);
        setenv("DLTI_PLUGIN_PATH", path, 1);
        run o1 = query(old_src, DLTI_QUERY_WRITE_EARLY, 0);
        run o2 = query(old_src, DLTI_QUERY_THREADS | DLTI_QUERY_WRITE_EARLY |
                                    DLTI_QUERY_PASS_THREAD,
                       0);
        ok(o1.st == DLTI_OK && o1.t.len > 500000 && same_text(&o2, &o1),
           "a plugin without the flag: the text of one thread (%zu bytes)",
           o1.t.len);
        ok(o2.st == DLTI_OK && !o2.t.other_thread,
           "a plugin without the flag: written from the caller's thread");
        free(o1.t.data);
        free(o2.t.data);
        setenv("DLTI_PLUGIN_PATH", pp, 1);
    } else {
        printf("# skipped: $BUILDDIR or $DLTI_PLUGIN_PATH not set\n");
    }
    free(old_src);
    verify_beside(bd, pp, spec);
    free(pp);

    /* Another thread uses the same context while a staged call runs: it
     * waits for the call (the context's lock), then gets its answers. */
    dlti_context *ctx = dlti_context_new();
    const dlti_type *i64 = NULL;
    ok(ctx && dlti_parse_type(ctx, "i64", 3, &i64) == DLTI_OK && i64,
       "a shared context and a type");
    other o = {ctx, i64, 0, 0, 0};
    atomic_init(&o.stop, 0);
    pthread_t th;
    int started = ctx && i64 && pthread_create(&th, NULL, other_main, &o) == 0;
    ok(started, "another thread on the same context");
    text t;
    memset(&t, 0, sizeof t);
    t.caller = pthread_self();
    dlti_query_options opts = {DLTI_QUERY_THREADS | DLTI_QUERY_WRITE_EARLY, 0,
                               0, 0};
    dlti_status st = DLTI_ERR_MISUSE;
    for (int i = 0; ctx && i < 3; i++) {
        /* (the second call runs the pass on the second thread too) */
        opts.flags = DLTI_QUERY_THREADS | DLTI_QUERY_WRITE_EARLY |
                     (i == 1 ? DLTI_QUERY_PASS_THREAD : 0);
        t.len = 0;
        st = dlti_query_source_opts(ctx, "big.mlir", src, strlen(src), &opts,
                                    collect, &t);
        if (st != DLTI_OK || t.len != one.t.len ||
            memcmp(t.data, one.t.data, t.len) != 0)
            break;
    }
    atomic_store(&o.stop, 1);
    if (started)
        pthread_join(th, NULL);
    ok(st == DLTI_OK && t.len == one.t.len &&
           memcmp(t.data, one.t.data, t.len) == 0,
       "three staged calls on a shared context: the same text each time");
    ok(o.rounds > 0 && o.wrong == 0,
       "the other thread's %d layouts, all right", o.rounds);
    free(t.data);
    dlti_context_free(ctx);

    free(one.t.data);
    free(late_parse);
    free(late_alias);
    free(late_dup);
    free(late_pass);
    free(late_layout);
    free(memref);
    free(late_dialect);
    free(src);
    return tap_done();
}
