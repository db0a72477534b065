/* fuzz_reuse.c - libFuzzer target for one context serving several files
 * (dlti_context_file_done): what a context keeps from one file to the next
 * (loaded plugins, uniqued objects, types by spelling, the printer's kept
 * texts, the query pass's answers, IR blocks given back) must never change
 * an answer.
 *
 * The input is split at "// -----" lines into at most 8 files (as a split
 * file's chunks).  Each is queried in one context kept from file to file
 * while dlti_context_file_done says so, into memory kept from file to file
 * (dlti_query_source_text, as `dlti query`'s worker queries a chunk), and
 * in a new context of its own, to a pieces writer
 * (dlti_query_source_opts); when dlti_context_file_done vouches for the
 * kept context's file, its status and text must be the new context's,
 * byte for byte.  The files are then
 * queried again in reverse order in one more kept context, so that each
 * meets what the others left.
 */
#include "common.h"
#include "../t/pieces.h" /* the tests' collector of printed text */

#define MAX_FILES 8

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    fuzz_init_plugins();
    return 0;
}

static dlti_status query(dlti_context *ctx, const char *src, size_t len,
                         unsigned line, text *out)
{
    dlti_query_options o = {0};
    o.first_line = line;
    return dlti_query_source_opts(ctx, "fuzz.mlir", src, len, &o, collect,
                                  out);
}

/* The same into `out`, emptied first (its memory reused). */
static dlti_status query_text(dlti_context *ctx, const char *src, size_t len,
                              unsigned line, dlti_text *out)
{
    dlti_query_options o = {0};
    o.first_line = line;
    out->len = 0;
    return dlti_query_source_text(ctx, "fuzz.mlir", src, len, &o, out);
}

typedef struct piece {
    const char *s;
    size_t len;
    unsigned line;
} piece;

/* Splits at lines that are exactly "// -----". */
static size_t split(const char *s, size_t size, piece *out)
{
    size_t n = 0, start = 0;
    unsigned line = 1, start_line = 1;
    for (size_t i = 0; i <= size && n < MAX_FILES; i++) {
        if (i < size && s[i] != '\n')
            continue;
        size_t ls = i;
        while (ls > start && s[ls - 1] != '\n')
            ls--;
        /* the line [ls, i) */
        if (i - ls == 8 && memcmp(s + ls, "// -----", 8) == 0) {
            out[n++] = (piece){s + start, ls - start, start_line};
            start = i + 1;
            start_line = line + 1;
        }
        line++;
    }
    if (n < MAX_FILES && start <= size)
        out[n++] = (piece){s + start, size - start, start_line};
    return n;
}

/* Queries the pieces in the order `order` in kept contexts, each checked
 * against a new context's query. */
static void run(const piece *pc, const size_t *order, size_t n)
{
    dlti_context *ctx = NULL;
    dlti_text kept = {0};
    for (size_t k = 0; k < n; k++) {
        const piece *p = &pc[order[k]];
        if (!ctx)
            ctx = fuzz_context();
        text fresh = {0};
        dlti_status st = query_text(ctx, p->s, p->len, p->line, &kept);
        int done = dlti_context_file_done(ctx);
        dlti_context *nctx = fuzz_context();
        dlti_status nst = query(nctx, p->s, p->len, p->line, &fresh);
        dlti_context_free(nctx);
        if (done) {
            FUZZ_CHECK(st == nst, "file %zu: status %s in the kept context, "
                       "%s in a new one", order[k], dlti_status_string(st),
                       dlti_status_string(nst));
            FUZZ_CHECK(st != DLTI_OK ||
                       (kept.len == fresh.len &&
                        (!kept.len ||
                         memcmp(kept.data, fresh.data, kept.len) == 0)),
                       "file %zu: the kept context printed\n%.*s\n"
                       "a new one\n%.*s", order[k], (int)kept.len,
                       kept.data ? kept.data : "", (int)fresh.len,
                       fresh.data ? fresh.data : "");
        }
        free(fresh.data);
        if (done != DLTI_FILE_AS_NEW) {
            dlti_context_free(ctx);
            ctx = NULL;
        }
    }
    dlti_context_free(ctx);
    dlti_text_free(&kept);
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
    if (size > 64 * 1024)
        return 0;
    piece pc[MAX_FILES];
    size_t n = split((const char *)data, size, pc);
    size_t order[MAX_FILES];
    for (size_t i = 0; i < n; i++)
        order[i] = i;
    run(pc, order, n);
    for (size_t i = 0; i < n; i++)
        order[i] = n - 1 - i;
    run(pc, order, n);
    return 0;
}
