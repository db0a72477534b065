/* t0740-hostile.c - dialect hooks that return nonsense or recurse
 * (t/plugins-hostile/hostile.c) are caught by the core with a diagnostic
 * naming the dialect, and never poison a layout's cache. */
#define _POSIX_C_SOURCE 200809L /* popen */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dlti/dlti.h"
#include "diag_log.h"
#include "tap.h"

enum { SIZE, BITS, ABI, PREF };

static dlti_status query(dlti_data_layout *dl, const dlti_type *t, int what,
                         uint64_t *v)
{
    dlti_size s = {0, 0};
    dlti_status st;
    switch (what) {
    case SIZE: st = dlti_type_size(dl, t, &s); *v = s.value; return st;
    case BITS: st = dlti_type_size_in_bits(dl, t, &s); *v = s.value; return st;
    case ABI: return dlti_type_abi_alignment(dl, t, v);
    default: return dlti_type_preferred_alignment(dl, t, v);
    }
}

static const char *const what_name[] = {"size", "size in bits", "ABI alignment",
                                        "preferred alignment"};

/* The query fails with `status` and exactly one error, `msg`. */
static void fails(dlti_context *ctx, diag_log *log, dlti_data_layout *dl,
                  const char *text, int what, dlti_status status,
                  const char *msg)
{
    const dlti_type *t = type(ctx, text);
    uint64_t v = 0;
    int before = log->errors;
    log->last[0] = 0;
    dlti_status st = t ? query(dl, t, what, &v) : DLTI_ERR_PARSE;
    ok(st == status, "%s of %s fails with '%s'", what_name[what], text,
       dlti_status_string(status));
    if (st != status)
        printf("#   got '%s'\n", dlti_status_string(st));
    is_str(log->last, msg, "%s of %s: diagnostic", what_name[what], text);
    is_u64((uint64_t)(log->errors - before), 1,
           "%s of %s: one error", what_name[what], text);
}

static void answers(dlti_context *ctx, diag_log *log, dlti_data_layout *dl,
                    const char *text, int what, uint64_t want)
{
    const dlti_type *t = type(ctx, text);
    uint64_t v = 0;
    int before = log->errors;
    dlti_status st = t ? query(dl, t, what, &v) : DLTI_ERR_PARSE;
    ok(st == DLTI_OK && v == want && log->errors == before,
       "%s of %s is %llu", what_name[what], text, (unsigned long long)want);
    if (!(st == DLTI_OK && v == want))
        printf("#   got %llu (%s) %s\n", (unsigned long long)v,
               dlti_status_string(st), log->last);
}

int main(void)
{
    const char *builddir = getenv("BUILDDIR");
    char dir[4096];
    snprintf(dir, sizeof dir, "%s/t/plugins-hostile/.libs",
             builddir ? builddir : ".");
    diag_log log = {0};
    dlti_context *ctx = dlti_context_new();
    dlti_context_set_diag_handler(ctx, record, &log);
    ok(dlti_context_add_plugin_dir(ctx, dir) == DLTI_OK, "plugin dir %s", dir);
    ok(type(ctx, "!hostile.fine") != NULL, "the hostile plugin loads");

    for (int round = 0; round < 2; round++) {
        /* Round 0 on the shared layout, round 1 on a private one. */
        dlti_data_layout *dl = NULL;
        dlti_status st = round ? dlti_data_layout_new(ctx, NULL, &dl)
                               : dlti_data_layout_get(ctx, NULL, &dl);
        ok(st == DLTI_OK && dl, "round %d: layout", round);
        if (!dl)
            break;
        for (int again = 0; again < 2; again++) {
            /* Twice: a failed query is not cached, and fails alike. */
            fails(ctx, &log, dl, "!hostile.zero", ABI, DLTI_ERR_PLUGIN,
                  "dialect 'hostile' returned ABI alignment 0 for "
                  "!hostile.zero, which has a non-zero size");
            fails(ctx, &log, dl, "!hostile.zero", PREF, DLTI_ERR_PLUGIN,
                  "dialect 'hostile' returned ABI alignment 0 for "
                  "!hostile.zero, which has a non-zero size");
            fails(ctx, &log, dl, "!hostile.three", ABI, DLTI_ERR_PLUGIN,
                  "dialect 'hostile' returned ABI alignment 3 for "
                  "!hostile.three, which is not a power of two");
            fails(ctx, &log, dl, "!hostile.pref6", PREF, DLTI_ERR_PLUGIN,
                  "dialect 'hostile' returned preferred alignment 6 for "
                  "!hostile.pref6, which is not a power of two");
            fails(ctx, &log, dl, "!hostile.self", BITS, DLTI_ERR_LIMIT,
                  "data layout query for !hostile.self recurses into itself "
                  "(dialect 'hostile')");
            fails(ctx, &log, dl, "!hostile.self", SIZE, DLTI_ERR_LIMIT,
                  "data layout query for !hostile.self recurses into itself "
                  "(dialect 'hostile')");
            fails(ctx, &log, dl, "!hostile.ping", SIZE, DLTI_ERR_LIMIT,
                  "data layout query for !hostile.ping recurses into itself "
                  "(dialect 'hostile')");
            fails(ctx, &log, dl, "!hostile.pong", BITS, DLTI_ERR_LIMIT,
                  "data layout query for !hostile.pong recurses into itself "
                  "(dialect 'hostile')");
            fails(ctx, &log, dl, "!hostile.chain<0>", BITS, DLTI_ERR_LIMIT,
                  "data layout query for !hostile.chain<128> recurses more "
                  "than 128 levels deep (dialect 'hostile')");
            /* Through a builtin type: vector<2x!hostile.self>. */
            fails(ctx, &log, dl, "vector<2x!hostile.ping>", ABI,
                  DLTI_ERR_LIMIT,
                  "data layout query for !hostile.ping recurses into itself "
                  "(dialect 'hostile')");
            /* The parts that are fine still answer: the failed queries
             * left the layout usable and its cache clean. */
            answers(ctx, &log, dl, "!hostile.zero", SIZE, 4);
            answers(ctx, &log, dl, "!hostile.three", BITS, 32);
            answers(ctx, &log, dl, "!hostile.pref6", ABI, 4);
            answers(ctx, &log, dl, "!hostile.self", ABI, 4);
            answers(ctx, &log, dl, "!hostile.empty", SIZE, 0);
            answers(ctx, &log, dl, "!hostile.empty", ABI, 0);
            answers(ctx, &log, dl, "!hostile.fine", SIZE, 8);
            answers(ctx, &log, dl, "!hostile.fine", ABI, 8);
            answers(ctx, &log, dl, "!hostile.fine", PREF, 8);
            answers(ctx, &log, dl, "vector<4x!hostile.fine>", SIZE, 32);
            /* A float-like type's own byte size hook counts in vectors
             * (the integer/float shortcut must not bypass it). */
            answers(ctx, &log, dl, "!hostile.wide16", BITS, 16);
            answers(ctx, &log, dl, "!hostile.wide16", SIZE, 4);
            answers(ctx, &log, dl, "vector<2x!hostile.wide16>", BITS, 64);
            answers(ctx, &log, dl, "i32", ABI, 4);
            answers(ctx, &log, dl, "index", BITS, 64);
        }
        if (round)
            dlti_data_layout_free(dl);
    }

    /* An alignment the user wrote in a spec entry is not the plugin's
     * fault: MLIR prints it (i32 = dense<[8, 24]> gives 3 and 3). */
    const char *src =
        "module attributes {dlti.dl_spec = #dlti.dl_spec<"
        "i32 = dense<[8, 24]> : vector<2xi64>>} {}";
    dlti_op *top = NULL;
    ok(dlti_parse_source(ctx, "spec.mlir", src, strlen(src), &top) == DLTI_OK &&
           top && dlti_verify(top) == DLTI_OK,
       "a module with an i32 entry of 24 bits preferred");
    dlti_data_layout *dl = NULL;
    ok(top && dlti_data_layout_new(ctx, top, &dl) == DLTI_OK, "its layout");
    if (dl) {
        answers(ctx, &log, dl, "i32", PREF, 3);
        answers(ctx, &log, dl, "!hostile.three", ABI, 3);
        answers(ctx, &log, dl, "!hostile.three", PREF, 3);
        fails(ctx, &log, dl, "!hostile.pref6", PREF, DLTI_ERR_PLUGIN,
              "dialect 'hostile' returned preferred alignment 6 for "
              "!hostile.pref6, which is not a power of two");
        dlti_data_layout_free(dl);
    }
    dlti_data_layout_free(NULL);
    dlti_context_free(ctx);

    /* The command line: the diagnostics, exit status 1, and the good type
     * after the bad ones still answered.  $DLTI as the harness sets it, or
     * the build tree's dlti (as t/lib.sh falls back) when run by hand. */
    const char *dlti = getenv("DLTI");
    char dlti_buf[4096];
    if (!dlti || !*dlti) {
        snprintf(dlti_buf, sizeof dlti_buf, "%s/tools/dlti",
                 builddir ? builddir : ".");
        dlti = dlti_buf;
    }
    char cmd[16384];
    snprintf(cmd, sizeof cmd,
             "'%s' layout --plugin-dir '%s' '!hostile.three' "
             "'!hostile.ping' '!hostile.fine' 2>&1; echo \"rc=$?\"",
             dlti, dir);
    FILE *f = popen(cmd, "r");
    char out[8192] = "";
    size_t n = f ? fread(out, 1, sizeof out - 1, f) : 0;
    out[n] = 0;
    int rc = f ? pclose(f) : -1;
    ok(rc == 0, "dlti layout ran");
    ok(strstr(out, "error: dialect 'hostile' returned ABI alignment 3 "
                   "for !hostile.three, which is not a power of two\n") != NULL,
       "dlti layout: alignment diagnostic");
    ok(strstr(out, "error: data layout query for !hostile.ping recurses "
                   "into itself (dialect 'hostile')\n") != NULL,
       "dlti layout: recursion diagnostic");
    ok(strstr(out, "!hostile.fine     8    64    8          8      -\n") != NULL,
       "dlti layout: the good type still answers");
    ok(strstr(out, "rc=1\n") != NULL, "dlti layout exits with status 1");
    if (!strstr(out, "rc=1\n") || !strstr(out, "!hostile.fine"))
        printf("# output:\n# %s\n", out);
    return tap_done();
}
