/* cli.h - what the files of the dlti tool share: exit statuses, messages,
 * the option parser, inputs, contexts, output and the commands. */
#ifndef DLTI_TOOLS_CLI_H
#define DLTI_TOOLS_CLI_H

/* fileno, mmap, writev...: included before any system header. */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include <dlti/dlti.h>

#include <getopt.h>
#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/types.h>

enum { EXIT_OK = 0, EXIT_ERR = 1, EXIT_USAGE = 2 };

#if defined(__GNUC__)
#define CLI_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define CLI_PRINTF(f, a)
#endif

/* The name of the tool in its messages. */
#define PROGNAME "dlti"

typedef struct cli cli;

/* One command of the tool: its name, what runs it (argv[0] the command)
 * and its help, whose first line is its usage. */
typedef struct cli_command {
    const char *name;
    int (*run)(cli *c, int argc, char **argv);
    const char *help;
} cli_command;

/* --plugin-dir and --load-plugin, in the order given, and
 * --allow-writable-plugins; applied to every context (new_context).  The
 * strings are argv's. */
typedef struct plugin_options {
    const char **dirs;
    size_t n_dirs;
    const char **files;
    size_t n_files;
    int allow_writable; /* --allow-writable-plugins */
} plugin_options;

/* The "did you mean" of the next usage error: the word and its candidates
 * (cli_suggest). */
typedef struct cli_suggestion {
    const char *word;
    const char *const *cands;
    size_t n;
    const char *prefix;
} cli_suggestion;

#define CLI_MAX_LONGOPTS 32

/* The state of one run of the tool, made by main and passed down to every
 * command: what would otherwise be globals. */
struct cli {
    const cli_command *commands; /* the command table (for usage lines) */
    size_t n_commands;
    plugin_options plugins;
    cli_suggestion suggestion;
    /* An unknown long option's name and the candidates for it. */
    char unknown_name[64];
    const char *longopt_names[CLI_MAX_LONGOPTS];
    /* Location-less warnings already printed (diag.c): once per run. */
    char **warned;
    size_t n_warned;
    int output_errno; /* errno of the first failed write to stdout, or 0 */
    int output_said;  /* whether that error was reported */
    /* query -o FILE (output.c): the temporary file (NULL: written
     * directly), FILE, and the original standard output (-1: none). */
    char *out_tmp;
    const char *out_path;
    int out_saved;
    /* The thread removing an existing FILE at the start (output.c), and
     * whether it runs. */
    pthread_t out_unlinker;
    int out_unlinking;
    /* Where the current query call's text begins in standard output's
     * file, when written early (output_query_flags). */
    long long out_mark;
    int out_null; /* ... which is /dev/null: nothing to take back */
    /* The writer thread of standard output (writer.c), or NULL; whether
     * the command's output decided on one. */
    struct out_writer *writer;
    long long writer_from; /* where its text began */
    int out_decided;
    int single_thread; /* query --single-thread: no writer thread */
    /* query --context-per-chunk: each chunk of a split input in a new
     * context (one thread), as mlir-opt gives each an MLIRContext */
    int context_per_chunk;
    /* A thread computes beside the caller (a split input's worker): the
     * writer then has no thread of its own (writer.c). */
    int beside;
};

/* ---- message.c: the tool's own messages ---------------------------------- */

/* A message of the tool itself (not about a location in an input). */
void errorf(const char *fmt, ...) CLI_PRINTF(1, 2);
void warnf(const char *fmt, ...) CLI_PRINTF(1, 2);
void out_of_memory(void);
/* The "did you mean" note of the next usage error (of this run). */
void cli_suggest(cli *c, const char *word, const char *const *cands, size_t n,
                 const char *prefix);
/* A usage error: message, the pending suggestion, and the usage of `cmd`
 * (NULL: of dlti) on stderr.  Returns EXIT_USAGE. */
int usage_error(cli *c, const char *cmd, const char *fmt, ...)
    CLI_PRINTF(3, 4);

/* ---- options.c: the option parser of every command ----------------------- */

/* Long-only option values, beyond any character. */
enum {
    OPT_PLUGIN_DIR = 0x100,
    OPT_LOAD_PLUGIN,
    OPT_VERSION,
    OPT_SPLIT,
    OPT_SPEC,
    OPT_FORMAT,
    OPT_DATALAYOUT,
    OPT_TARGET,
    OPT_LLVM_TARGET_TO_DL,
    OPT_SCOPE,
    OPT_VERIFY_DIAG,
    OPT_EXPLAIN,
    OPT_ALLOW_WRITABLE,
    OPT_SINGLE_THREAD,
    OPT_CONTEXT_PER_CHUNK
};
/* The plugin options, accepted after the command too: every command's
 * table ends with these. */
#define CLI_PLUGIN_OPTIONS                                                  \
    {"plugin-dir", required_argument, NULL, OPT_PLUGIN_DIR},                \
        {"load-plugin", required_argument, NULL, OPT_LOAD_PLUGIN},          \
        {"allow-writable-plugins", no_argument, NULL, OPT_ALLOW_WRITABLE},  \
        {NULL, 0, NULL, 0}

/* The option parser of every command: getopt_long over argv (argv[0] the
 * command), operands returned in order as 1 with optarg set; after "--"
 * the rest are operands too.  Options are spelled out, one per argument
 * (no "--verb", no "-vh"), as the tool always took them; the plugin
 * options are taken here (into c->plugins).  Returns the option (':' with
 * optopt for a missing value), 0 at the end, or -1 after a usage error
 * (reported; st->rc the exit status).  Start with `cli_opt st = {0}`. */
typedef struct cli_opt {
    int started;
    int rest;         /* getopt is done: argv[next..] are operands */
    int next;
    int dashdash;     /* it stopped at "--" */
    int keep_unknown; /* unknown options are operands (help) */
    int last_unknown;
    int rc;
} cli_opt;
int cli_getopt(cli *c, cli_opt *st, int argc, char **argv, const char *cmd,
               const char *shortopts, const struct option *longopts);

/* 'table' or 'json' for --format: 0 / 1, or -1 after a usage error. */
int parse_format(cli *c, const char *cmd, const char *value);

/* ---- suggest.c ----------------------------------------------------------- */

/* "PROG: note: did you mean 'PREFIXc'?" on stderr for the candidates
 * nearest to `word` (edit distance at most 2), if any.  Returns 1 if it
 * printed the note. */
int suggest_note(const char *word, const char *const *cands, size_t n,
                 const char *prefix);

/* ---- input.c ------------------------------------------------------------- */

typedef struct input {
    const char *name;  /* for locations: the path, or "<stdin>" */
    const char *text;  /* NUL-terminated contents */
    size_t len;
    bool mapped;       /* mapped (a large file), else malloc'ed */
} input;

/* Reads `path` ("-" = standard input).  Reports and returns -1 on
 * failure. */
int input_read(const char *path, input *in);
void input_free(input *in);

/* ---- diag.c -------------------------------------------------------------- */

/* Where the last source line was found (print_source). */
typedef struct line_cache {
    const char *text;
    unsigned line;
    size_t start;
} line_cache;

/* One diagnostic: location, label, message, then (when `text` is known and
 * `show_source`) the source line and caret line. */
void print_diag(const char *file, unsigned line, unsigned col,
                const char *label, const char *msg, const char *text,
                size_t len, int show_source, line_cache *cache);
/* The same with `range` bytes from the caret on underlined with '~'. */
void print_diag_range(const char *file, unsigned line, unsigned col,
                      size_t range, const char *label, const char *msg,
                      const char *text, size_t len, int show_source,
                      line_cache *cache);
/* "error", "warning", "note" or "remark". */
const char *severity_label(dlti_severity sev);

/* Where a context's diagnostics go instead of stderr (verify_diag.c
 * registers one): the diagnostic with the text of its location's file,
 * if known. */
typedef void (*diag_sink_fn)(void *user, dlti_severity sev,
                             const dlti_loc *loc, const char *msg,
                             const char *text, size_t len);

/* A context of the tool and the state of its diagnostic handler. */
typedef struct diag_state {
    cli *cli;
    dlti_context *ctx;
    const input *src;  /* the input being processed (its whole text), or NULL */
    const char *aux;   /* text being parsed outside `src` (a type), or NULL */
    size_t aux_len;
    /* While a TYPE is laid out: the file (`<command line>`) at whose 1:1
     * location-less diagnostics are shown, with `aux`; or NULL. */
    const char *aux_file;
    int have_prev;     /* location of the previous diagnostic: */
    char *prev_file;
    unsigned prev_line, prev_col;
    line_cache cache;
    char *first_error; /* the first error's message since it was cleared
                        * (malloc'ed; diag_clear_error), or NULL */
    diag_sink_fn sink; /* diagnostics go to it, not to stderr; or NULL */
    void *sink_user;
} diag_state;

/* A new context whose diagnostics go to stderr through `ds`, with c's
 * plugin options applied; NULL (reported) on failure. */
dlti_context *new_context(cli *c, diag_state *ds, const input *src);
/* c's plugin options applied to `ctx` (its diagnostics go to its own
 * handler); -1 when out of memory. */
int context_apply_plugins(const cli *c, dlti_context *ctx);
/* From now on, the diagnostics of ds's context go to `sink`. */
void diag_set_sink(diag_state *ds, diag_sink_fn sink, void *user);
void free_context(diag_state *ds);
/* After a failed call: makes sure the failure was reported (the context
 * reported no error: `what` and the status). */
void report_if_silent(diag_state *ds, const char *what, dlti_status st);
/* Forgets ds->first_error. */
void diag_clear_error(diag_state *ds);
/* Frees what the diagnostics remember for the whole run. */
void diag_cleanup(cli *c);

/* ---- verify_diag.c ------------------------------------------------------- */

/* --verify-diagnostics of one input. */
typedef struct vdiag vdiag;

/* --verify-diagnostics=all (every diagnostic must be expected) or
 * =only-expected (unexpected ones are dropped). */
enum { VERIFY_NONE = 0, VERIFY_ALL, VERIFY_ONLY_EXPECTED };

/* Reads the expected-* comments of the whole of `in` (which must outlive
 * the result), reporting those whose regex is malformed.  NULL when out of
 * memory (reported). */
vdiag *vdiag_new(const input *in, int mode);
/* Makes `vd` the handler of ds's diagnostics (those of a chunk of its
 * input): each is consumed when expected, else reported as unexpected (or
 * as expected with another severity).  Only MLIR's diagnostics are
 * checked, as mlir-opt leaves out its own extra note under
 * --verify-diagnostics. */
void vdiag_attach(vdiag *vd, diag_state *ds);
/* Reports the expected diagnostics that were not produced and frees `vd`.
 * Returns 0 when every diagnostic was as expected. */
int vdiag_finish(vdiag *vd);

/* ---- split.c ------------------------------------------------------------- */

/* A chunk of an input: its bytes and where it starts in the file. */
typedef struct chunk {
    size_t off, len;
    unsigned line, col;
} chunk;

/* ---- chunk_worker.c ------------------------------------------------------ */

/* A second thread querying the chunks of a split input ahead of the
 * caller (see chunk_worker.c), or, without the thread (`threaded` 0:
 * --single-thread), the caller's chunks queried in its kept context. */
typedef struct chunk_worker chunk_worker;
/* NULL when no thread could be started or, without the thread, no memory
 * (then the caller queries every chunk in a new context).
 * The chunks come as they are found (chunk_worker_found), so that the
 * worker queries the first ones while the rest of the input is split. */
chunk_worker *chunk_worker_start(const cli *c, const input *in, int threaded);
/* The next chunk (in order), copied; 0, or -1 when out of memory. */
int chunk_worker_found(chunk_worker *w, const chunk *c);
/* Every chunk was found (or the split failed): the worker stops once the
 * last is taken. */
void chunk_worker_all_found(chunk_worker *w);
enum { CHUNK_MINE, CHUNK_TEXT };
/* The caller's turn at chunk i (chunks in order, each once, each turn
 * followed by chunk_worker_done once the chunk is written): CHUNK_TEXT
 * and its printed text (valid until chunk_worker_done) when it was queried
 * ahead and succeeded without a diagnostic; CHUNK_MINE when the caller is
 * to query the chunk itself.  While the chunk is being queried on the
 * worker, the caller may query later ones ahead here. */
int chunk_worker_turn(chunk_worker *w, size_t i, const char **text,
                      size_t *len);
void chunk_worker_done(chunk_worker *w);
/* Ends the thread if any and frees everything (NULL: nothing). */
void chunk_worker_stop(chunk_worker *w);

/* Told of each chunk as it is found: the n found so far, in order (the
 * array moves as it grows); nonzero stops the split with an error. */
typedef int (*split_found_fn)(void *user, const chunk *chunks, size_t n);
/* Splits `in` at '// -----' markers as mlir-opt --split-input-file does
 * (warning about near misses), telling `found` (if not NULL) of each chunk
 * as it is found.  *chunks is malloc'ed.  -1 when out of memory (not
 * reported). */
int split_input(const input *in, chunk **chunks, size_t *n,
                split_found_fn found, void *user);

/* ---- output.c ------------------------------------------------------------ */

/* A dlti_write_pieces_fn whose `user` is the cli: the pieces to standard
 * output, behind what stdio holds (a failure's errno in
 * c->output_errno); no piece (NULL, 0) takes back the text of the query
 * call since output_query_flags. */
int write_stdout_pieces(void *user, const dlti_piece *pieces, size_t n);
/* Before a query call writing with write_stdout_pieces: its flags
 * (DLTI_QUERY_WRITE_EARLY when its text can be taken back: standard
 * output is a regular file, at its end, or /dev/null;
 * DLTI_QUERY_PASS_THREAD when it is no regular file), and the mark to
 * take back to. */
unsigned output_query_flags(cli *c);
/* `s` to standard output after write_stdout_pieces' text (nothing after
 * a failed write). */
void output_text(cli *c, const char *s);
/* Says c->output_errno's failed write, once however many chunks and
 * files fail after it. */
void output_say_error(cli *c);
/* Flushes stdout at exit; a write error makes `rc` an error (said unless
 * it was already). */
int output_finish(cli *c, int rc);
/* query -o FILE: standard output goes to FILE (a temporary file until
 * output_close).  -1 when it cannot be opened (reported). */
int output_open(cli *c, const char *path, const char *const *inputs,
                int ninputs);
/* Back to the original standard output; FILE replaced when `ok` (and
 * written without error), else not created or left unchanged.  -1 on a
 * write error (reported). */
int output_close(cli *c, int ok);

/* ---- writer.c ------------------------------------------------------------ */
/* A thread that writes text into the regular file `fd` from offset `at`
 * (with pwrite: not where the text goes at the end of a file opened to
 * append), while the caller computes what follows; NULL when it cannot
 * start.  put: the text copied (a long one written from where it is);
 * an error a write met (errno; then nothing more is written), or 0.
 * mark: where the next text goes.  take_back: everything written, then
 * the file truncated at `mark` (a write error goes with the text).  stop:
 * everything written, the file's offset at its end, the thread ended;
 * the first write error, or 0.  threaded: a thread of its own writes
 * the text the starting thread gives; else, and for text given by any
 * other thread, the giver writes each buffer as it fills. */
typedef struct out_writer out_writer;
out_writer *writer_start(int fd, off_t at, int threaded);
int writer_put(out_writer *w, const char *s, size_t n);
off_t writer_mark(const out_writer *w);
int writer_take_back(out_writer *w, off_t mark);
int writer_stop(out_writer *w);

/* ---- scope.c ------------------------------------------------------------- */

/* The path of names of `op` below `top`: its symbol name after those of
 * its enclosing named scopes, each after `at` ("" or "@"), joined by `sep`
 * ("::"), malloc'ed; NULL when `op` has no symbol name, or when memory ran
 * out (then *nomem = 1). */
char *scope_path(const dlti_op *top, const dlti_op *op, const char *at,
                 const char *sep, int *nomem);
/* The scope op of `top`'s file (named `file` in messages) whose path is
 * `name` ("a::b" or "@a::@b"); -1 when there is none, more than one, or
 * the symbol is no scope (reported, with the file's named scopes and a
 * "did you mean"), except that with `quiet_miss` a name that matches
 * nothing is not reported and gives 1. */
int find_scope(dlti_op *top, const char *file, const char *name,
               dlti_op **scope, int quiet_miss);
/* `--spec FILE [--scope NAME]`: the file `in` (lent to ds's context) read
 * for layouts only (dlti_parse_scopes) and verified; *top is its top-level
 * module, *scope the scope NAME names (`scope_name` NULL: *top).  -1 when
 * it failed (reported). */
int spec_file_scope(diag_state *ds, const input *in, const char *scope_name,
                    dlti_op **top, dlti_op **scope);
/* The module holding the spec imported from an LLVM data layout string
 * (target 0) or a target triple, verified, in *scope. */
/* After a data layout string `text` failed: a note suggesting `use` when
 * it looks like a target triple. */
void note_if_triple(const char *text, const char *use);
dlti_status imported_scope(diag_state *ds, int target, const char *text,
                           dlti_op **scope);

/* ---- layout_source.c: where the layouts of layout and diff come from --- */

/* A layout source: the default layout (kind 0), --spec FILE [--scope
 * NAME], --target TRIPLE or --datalayout STRING, in a context of its own.
 * Set kind, arg and scope_name (the rest zero), then source_open. */
typedef struct layout_source {
    int kind;               /* 0, OPT_SPEC, OPT_TARGET or OPT_DATALAYOUT */
    const char *arg;        /* FILE, TRIPLE or STRING */
    const char *scope_name; /* --scope NAME (with OPT_SPEC), or NULL */
    char *desc;             /* "--target x86_64-..." (not for kind 0) */
    input in;               /* --spec FILE */
    diag_state ds;
    int have_ds;
    dlti_op *top;           /* --spec FILE's top-level module, or NULL */
    dlti_op *scope;         /* the scope of the layout (NULL: default) */
} layout_source;

/* Reads, parses and verifies the source; -1 when it failed (reported).
 * source_close frees it either way. */
int source_open(cli *c, layout_source *s);
void source_close(layout_source *s);
/* A TYPE of the command line, in --spec FILE's scope (its aliases and
 * struct names) or on its own; its diagnostics show `text`. */
dlti_status source_parse_type(layout_source *s, const char *text,
                              const dlti_type **t);
/* A new layout of the source's scope under `rules` (*out is set, to be
 * freed by the caller, even when a later step failed). */
dlti_status source_new_layout(layout_source *s, dlti_layout_rules rules,
                              dlti_data_layout **out);

/* What the commands say about a type in a layout. */
typedef struct answers {
    dlti_size size, bits;
    uint64_t abi, pref, index;
    int has_index;
} answers;
dlti_status answers_query(dlti_data_layout *dl, const dlti_type *t,
                          answers *a);
int answers_same(const answers *a, const answers *b);
/* A size as a cell: "N" or "vscale x N". */
#define ANSWER_CELL 48
void answers_fmt_size(char *buf, size_t n, dlti_size s);
/* size, bits, abi, preferred, index ("-" when none). */
void answers_cells(const answers *a, char cell[5][ANSWER_CELL]);
/* "size": .., "bits": .., "scalable": .., "abi": .., "preferred": ..,
 * "index": N or null (no braces). */
void answers_json(FILE *out, const answers *a);

/* ---- explain.c, effective.c: views of `dlti layout` -------------------- */

/* What decided each answer for `t` in `dl` (layout --explain): lines under
 * the table, or a row's "explain" object.  `label` names the module of a
 * layout given on the command line (it has no location), or NULL. */
void explain_text(FILE *f, dlti_data_layout *dl, const dlti_type *t,
                  const char *label);
void explain_json(FILE *f, dlti_data_layout *dl, const dlti_type *t,
                  const char *label);
/* The layout itself (layout with no TYPE): its identifier properties,
 * index, the dialect types its entries are keyed by (pointers of each
 * address space) and its target system spec, on stdout.  -1 after an
 * error (reported). */
int effective_print(dlti_context *ctx, dlti_data_layout *dl, int json);
/* The identifier properties alone, named effective_prop_names[i]: the
 * query pass's attribute text (values[i], malloc'ed) and whether the
 * layout has no entry for it.  -1 after an error (reported). */
#define EFFECTIVE_PROPS 9
extern const char *const effective_prop_names[EFFECTIVE_PROPS];
int effective_props(dlti_data_layout *dl, char **values, int *absent);

/* ---- cmd_diff.c ---------------------------------------------------------- */

int cmd_diff(cli *c, int argc, char **argv);
extern const char cmd_diff_help[];

/* ---- json.c -------------------------------------------------------------- */

/* Prints s as a JSON string. */
void json_string(FILE *out, const char *s);
/* layout_memref.c: the memref fields of `dlti layout` (0: not a memref,
 * -1: out of memory, reported). */
int memref_json_fields(FILE *out, const dlti_type *t);
int memref_text_line(FILE *out, const char *printed, const dlti_type *t);

/* ---- the commands (cmd_*.c) ---------------------------------------------- */

/* query and verify (process.c): one file, whole or chunk by chunk, with
 * --verify-diagnostics if `verify` is not VERIFY_NONE; -1 when it had an
 * error (reported), or under --verify-diagnostics a diagnostic that was
 * not as expected. */
int process_file(cli *c, const char *path, int query, int split,
                 int verify);
/* Their options: the files (*files malloc'ed), --split-input-file,
 * --verify-diagnostics[=all|only-expected] (*verify, VERIFY_*), --help,
 * and for query (llvm_target and output not NULL)
 * --llvm-target-to-data-layout and -o FILE (*output, NULL if none).
 * Returns EXIT_OK or the status of a usage error. */
int file_args(cli *c, const char *cmd, int argc, char **argv, int *split,
              int *verify, const char ***files, int *nfiles, int *help,
              int *llvm_target, const char **output);
/* target_query.c: `dlti query --llvm-target-to-data-layout FILE`; -1 when
 * it had an error (reported). */
int target_query_file(cli *c, const char *path);

int cmd_query(cli *c, int argc, char **argv);
int cmd_verify(cli *c, int argc, char **argv);
int cmd_layout(cli *c, int argc, char **argv);
int cmd_plugins(cli *c, int argc, char **argv);
int cmd_import(cli *c, int argc, char **argv);
int cmd_export(cli *c, int argc, char **argv);
/* The --verify-diagnostics option of query and verify, for their help
 * texts; each ends the sentence its own way. */
#define HELP_VERIFY_DIAGNOSTICS                                                \
    "  --verify-diagnostics[=all|only-expected]\n"                             \
    "                      check the diagnostics against the file's\n"         \
    "                      '// expected-error {{...}}' comments (-warning,\n"  \
    "                      -note, -remark; @+N, @-N, @above, @below,\n"        \
    "                      @unknown; -re with {{regex}} parts), as\n"          \
    "                      mlir-opt-22 --verify-diagnostics does: expected\n"  \
    "                      diagnostics are not printed; one not produced or\n" \
    "                      (MODE all, the default) one not expected is an\n"   \
    "                      error"
extern const char cmd_query_help[], cmd_verify_help[], cmd_layout_help[],
    cmd_plugins_help[], cmd_import_help[], cmd_export_help[];

#endif /* DLTI_TOOLS_CLI_H */
