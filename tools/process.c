/* process.c - what query and verify do with a file: one path,
 * dlti_query_source_opts, for a whole file and for each chunk of a split
 * one, with --verify-diagnostics (verify_diag.c) checking the diagnostics
 * of all its chunks; and the options they share. */
#include "config.h"

#include "cli.h"

#include <stdlib.h>
#include <string.h>

/* The chunk `c` of `in` (`whole`: the whole file, not split), its
 * diagnostics checked by `vd` if not NULL, in a new context whose state
 * `ds` keeps (for the caller to free_context).  Returns 0 on success;
 * under --verify-diagnostics a failure whose diagnostics went to `vd` is
 * one. */
static int process_chunk(cli *cl, const input *in, const chunk *c,
                         int query, int whole, vdiag *vd, diag_state *ds)
{
    dlti_query_options o = {0};
    dlti_status st;
    int rc = 0;

    if (!new_context(cl, ds, in))
        return -1;
    if (vd)
        vdiag_attach(vd, ds);
    if (whole) {
        /* The input outlives the context: no second copy of it. */
        dlti_context_borrow_source(ds->ctx, in->name, in->text, in->len);
        o.flags = in->mapped ? DLTI_QUERY_TEXT_MAPPED : 0;
    }
    o.first_line = c->line;
    o.first_col = c->col;
    o.verify_only = !query;
    if (query)
        o.flags |= output_query_flags(cl);
    /* A large file's printing beside its parsing (query --single-thread:
     * none) */
    if (query && !cl->single_thread)
        o.flags |= DLTI_QUERY_THREADS;
    st = dlti_query_source_opts(ds->ctx, in->name, in->text + c->off, c->len,
                                &o, query ? write_stdout_pieces : NULL, cl);
    /* mlir-opt prints the top-level op, a newline, and a blank line. */
    if (st == DLTI_OK && query) {
        output_text(cl, "\n");
    } else if (st != DLTI_OK) {
        /* A failure nothing reported (a write error, say) fails even
         * under --verify-diagnostics. */
        int silent = (st == DLTI_ERR_IO && cl->output_errno) ||
                     dlti_context_error_count(ds->ctx) == 0;
        report_if_silent(ds, in->name, st);
        rc = vd && !silent ? 0 : -1;
    }
    return rc;
}

/* The text the chunk worker printed of a chunk, written as
 * process_chunk writes a chunk's (a failed write said once). */
static int write_chunk_text(cli *c, const char *text, size_t len)
{
    dlti_piece p = {text, len};
    if (write_stdout_pieces(c, &p, 1) != 0) {
        output_say_error(c);
        return -1;
    }
    output_text(c, "\n");
    return 0;
}

/* The worker of a split input, started once it has chunks enough to be
 * worth a thread, and fed the chunks as the split finds them. */
typedef struct worker_feed {
    cli *c;
    const input *in;
    int want;        /* a worker may be started */
    chunk_worker *cw;
} worker_feed;

static int feed_found(void *user, const chunk *chunks, size_t n)
{
    worker_feed *f = user;
    size_t from = n - 1;
    if (!f->cw) {
        /* Not for one or two chunks: then only the caller queries. */
        if (!f->want || n < 3)
            return 0;
        if (!(f->cw = chunk_worker_start(f->c, f->in,
                                         !f->c->single_thread))) {
            f->want = 0;
            return 0;
        }
        from = 0;
    }
    for (size_t j = from; j < n; j++)
        if (chunk_worker_found(f->cw, &chunks[j]) != 0)
            return -1;
    return 0;
}

int process_file(cli *c, const char *path, int query, int split,
                 int verify)
{
    input in;
    vdiag *vd = NULL;
    int rc = 0;

    if (input_read(path, &in) != 0)
        return -1;
    /* Every comment of the file is read before the first chunk. */
    if (verify && !(vd = vdiag_new(&in, verify))) {
        input_free(&in);
        return -1;
    }
    if (!split) {
        chunk all = {0, in.len, 1, 1};
        diag_state ds = {0};
        rc = process_chunk(c, &in, &all, query, 1, vd, &ds);
        free_context(&ds);
    } else {
        chunk *chunks = NULL;
        size_t n = 0;
        /* Each chunk has a context of its own, as mlir-opt gives each an
         * MLIRContext; the previous chunk's is freed only after the next
         * one has run, so that the plugins both load stay mapped (the
         * next dlopen of a plugin finds it loaded; dlclose only counts
         * down): 1,000 chunks are not 1,000 times the mapping,
         * relocation and unmapping of every plugin. */
        diag_state ds[2] = {{0}, {0}};
        /* A second thread queries chunks ahead (chunk_worker.c), from the
         * first ones on while the rest is split (under --single-thread the
         * caller queries them in its kept context there); not under
         * --verify-diagnostics, whose checks follow the diagnostics of
         * every chunk, nor --context-per-chunk. */
        worker_feed feed = {c, &in, query && !vd && !c->context_per_chunk,
                            NULL};
        if (split_input(&in, &chunks, &n, feed_found, &feed) != 0) {
            out_of_memory();
            rc = -1;
        }
        chunk_worker *cw = feed.cw;
        if (cw)
            chunk_worker_all_found(cw);
        c->beside = cw != NULL && !c->single_thread;
        /* The contexts of the chunks queried here alternate in ds[]. */
        size_t k = 0;
        for (size_t i = 0; i < n; i++) {
            if (i > 0 && query)
                output_text(c, "// -----\n");
            const char *text;
            size_t len;
            if (cw && chunk_worker_turn(cw, i, &text, &len) == CHUNK_TEXT) {
                if (write_chunk_text(c, text, len) != 0)
                    rc = -1;
                chunk_worker_done(cw);
                continue;
            }
            if (process_chunk(c, &in, &chunks[i], query, 0, vd,
                              &ds[k % 2]) != 0)
                rc = -1;
            free_context(&ds[(k + 1) % 2]);
            k++;
            if (cw)
                chunk_worker_done(cw);
        }
        chunk_worker_stop(cw);
        c->beside = 0;
        free_context(&ds[0]);
        free_context(&ds[1]);
        free(chunks);
    }
    if (vd && vdiag_finish(vd) != 0)
        rc = -1;
    input_free(&in);
    return rc;
}

int file_args(cli *c, const char *cmd, int argc, char **argv, int *split,
              int *verify, const char ***files, int *nfiles, int *help,
              int *llvm_target, const char **output)
{
    static const struct option file_options[] = {
        {"split-input-file", no_argument, NULL, OPT_SPLIT},
        {"verify-diagnostics", optional_argument, NULL, OPT_VERIFY_DIAG},
        {"llvm-target-to-data-layout", no_argument, NULL,
         OPT_LLVM_TARGET_TO_DL},
        {"output", required_argument, NULL, 'o'},
        {"single-thread", no_argument, NULL, OPT_SINGLE_THREAD},
        {"context-per-chunk", no_argument, NULL, OPT_CONTEXT_PER_CHUNK},
        {"help", no_argument, NULL, 'h'},
        CLI_PLUGIN_OPTIONS};
    cli_opt st = {0};
    int opt;

    *split = 0;
    *verify = VERIFY_NONE;
    *nfiles = 0;
    *help = 0;
    if (output)
        *output = NULL;
    *files = malloc(sizeof **files * (size_t)(argc > 0 ? argc : 1));
    if (!*files) {
        out_of_memory();
        return EXIT_ERR;
    }
    while ((opt = cli_getopt(c, &st, argc, argv, cmd, output ? "-:ho:" : "-:h",
                             file_options)) != 0) {
        if (opt < 0)
            return st.rc;
        if (opt == 1)
            (*files)[(*nfiles)++] = optarg;
        else if (opt == OPT_SPLIT)
            *split = 1;
        else if (opt == OPT_VERIFY_DIAG && (!optarg || !*optarg ||
                                            strcmp(optarg, "all") == 0))
            *verify = VERIFY_ALL;
        else if (opt == OPT_VERIFY_DIAG &&
                 strcmp(optarg, "only-expected") == 0)
            *verify = VERIFY_ONLY_EXPECTED;
        else if (opt == OPT_VERIFY_DIAG)
            return usage_error(c, cmd,
                               "%s: --verify-diagnostics takes 'all' or "
                               "'only-expected', not '%s'",
                               cmd, optarg);
        else if (opt == 'h')
            *help = 1;
        else if (opt == OPT_LLVM_TARGET_TO_DL && llvm_target)
            *llvm_target = 1;
        else if (opt == OPT_LLVM_TARGET_TO_DL)
            return usage_error(c, cmd,
                               "unknown option "
                               "'--llvm-target-to-data-layout' for '%s'",
                               cmd);
        else if (opt == OPT_SINGLE_THREAD && output)
            c->single_thread = 1;
        else if (opt == OPT_SINGLE_THREAD)
            return usage_error(c, cmd,
                               "unknown option '--single-thread' for '%s'",
                               cmd);
        else if (opt == OPT_CONTEXT_PER_CHUNK && output)
            c->context_per_chunk = c->single_thread = 1;
        else if (opt == OPT_CONTEXT_PER_CHUNK)
            return usage_error(c, cmd,
                               "unknown option '--context-per-chunk' for '%s'",
                               cmd);
        else if (opt == 'o' && output && *optarg)
            *output = optarg;
        else if (opt == 'o' && output)
            return usage_error(c, cmd, "%s: -o needs a FILE", cmd);
        else if (opt == 'o')
            return usage_error(c, cmd, "unknown option '--output' for '%s'",
                               cmd);
        else if (opt == ':' && optopt == 'o' && output)
            return usage_error(c, cmd, "%s: -o needs a FILE", cmd);
        else if (opt == ':')
            return usage_error(c, cmd, "unknown option '%s' for '%s'",
                               argv[optind - 1], cmd);
    }
    return EXIT_OK;
}
