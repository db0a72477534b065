/* dlti.c - the dlti command-line tool.
 *
 *   dlti query [--split-input-file] FILE     as mlir-opt-22 --test-data-layout-query
 *   dlti layout [--spec FILE] [--format=table|json] TYPE...
 *   dlti verify [--split-input-file] FILE...
 *   dlti plugins [--verbose] [--format=table|json]
 *
 * Global options, before or after the command: --plugin-dir DIR and
 * --load-plugin FILE (both repeatable), applied to every context the tool
 * creates.
 *
 * The tool uses only the public API of libdlti (include/dlti/dlti.h), like
 * any other program would.  Diagnostics are printed the way mlir-opt prints
 * them: `file:line:col: error: message`, the source line and a caret line.
 * Diagnostics without a location (plugin refusals) are `warning: message`
 * lines, each printed once per run; they do not change the exit status.
 *
 * Exit status: 0 success, 1 an input or a type had an error, 2 usage error.
 */
#define _POSIX_C_SOURCE 200809L

#include <dlti/dlti.h>

#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/mman.h>
#include <sys/uio.h>
#include <unistd.h>

enum { EXIT_OK = 0, EXIT_ERR = 1, EXIT_USAGE = 2 };

/* Inputs larger than this are refused rather than read. */
#define MAX_INPUT_BYTES ((size_t)1 << 30)
#define MAX_INPUT_TEXT "1 GiB"

static const char *const progname = "dlti";

/* ---- Messages ------------------------------------------------------------ */

static void errorf(const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;

/* A message of the tool itself (not about a location in an input). */
static void errorf(const char *fmt, ...)
{
    va_list ap;
    fflush(stdout);
    fprintf(stderr, "%s: error: ", progname);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
}

static void out_of_memory(void)
{
    errorf("out of memory");
}

/* ---- Help ---------------------------------------------------------------- */

static const char usage_text[] =
    "Usage: dlti [OPTION...] COMMAND [ARGS...]\n";

static const char main_help[] =
    "Usage: dlti [OPTION...] COMMAND [ARGS...]\n"
    "\n"
    "Answers \"how is a value of this type laid out in memory?\" for MLIR data\n"
    "layout specifications (#dlti.dl_spec), following MLIR 22.\n"
    "\n"
    "Commands:\n"
    "  query FILE      print FILE with every test.data_layout_query op\n"
    "                  annotated, as mlir-opt-22 --test-data-layout-query does\n"
    "  layout TYPE...  print the size and alignment of types\n"
    "  verify FILE...  check that files parse and verify\n"
    "  plugins         list the dialect plugins on the plugin search path\n"
    "  help [COMMAND]  show the help of dlti or of a command\n"
    "\n"
    "Options (the plugin options may also follow COMMAND):\n"
    "  --plugin-dir DIR    look for dialect plugins in DIR, before\n"
    "                      $DLTI_PLUGIN_PATH and the default directory;\n"
    "                      repeatable, searched in the order given\n"
    "  --load-plugin FILE  load the dialect plugin FILE (NAMESPACE.so) before\n"
    "                      reading any input; repeatable\n"
    "  -h, --help          show this help and exit\n"
    "  --version           show the version and exit\n"
    "\n"
    "FILE may be '-' for standard input.  Run 'dlti help COMMAND' for the\n"
    "options of a command.\n"
    "\n"
    "Dialects other than builtin and dlti come from plugins: the plugin of\n"
    "namespace NS is the file NS.so, loaded the first time NS appears in the\n"
    "input.  It is looked for in the --plugin-dir directories, then in the\n"
    "directories of $DLTI_PLUGIN_PATH (colon-separated), then in\n"
    "%s.  A plugin that cannot be used is refused\n"
    "with a warning and the run goes on without it; the types of a dialect\n"
    "without plugin are kept as they are written and have no layout.\n"
    "\n"
    "Exit status: 0 on success, 1 if an input or a type had an error,\n"
    "2 on a usage error.  Warnings do not change it.\n";

static const char query_help[] =
    "Usage: dlti query [--split-input-file] FILE\n"
    "\n"
    "Parses and verifies FILE ('-' for standard input), replaces the attributes\n"
    "of every \"test.data_layout_query\" op inside a func.func of the top-level\n"
    "module by its result type's layout, and prints the module, as\n"
    "mlir-opt-22 --test-data-layout-query FILE does.\n"
    "\n"
    "Options:\n"
    "  --split-input-file  split FILE at '// -----' markers as mlir-opt does,\n"
    "                      process each chunk on its own and print '// -----'\n"
    "                      between the outputs; a failing chunk prints nothing\n"
    "                      and the others are still processed\n"
    "  -h, --help          show this help and exit\n"
    "\n"
    "Exit status: 0 on success, 1 if FILE (or any chunk) had an error.\n";

static const char layout_help[] =
    "Usage: dlti layout [--spec FILE] [--format=table|json] TYPE...\n"
    "\n"
    "Prints the size and alignments of each TYPE (MLIR syntax, e.g. i32,\n"
    "vector<[4]xf32>, complex<f80>) under the default data layout, or under the\n"
    "layout of the top-level module of FILE.\n"
    "\n"
    "Columns: size in bytes, size in bits, ABI and preferred alignment in\n"
    "bytes, index bitwidth ('-' when the type has none).  A scalable size is\n"
    "shown as 'vscale x N'.  In JSON, size and bits are the known minimum and\n"
    "\"scalable\" says whether they are multiplied by vscale; \"index\" is null\n"
    "when the type has none.\n"
    "\n"
    "Options:\n"
    "  --spec FILE        use the data layout of FILE's top-level module\n"
    "  --format=FORMAT    'table' (default) or 'json'\n"
    "  -h, --help         show this help and exit\n"
    "\n"
    "Exit status: 0 on success, 1 if FILE or any TYPE had an error (the other\n"
    "types are still printed).\n";

static const char verify_help[] =
    "Usage: dlti verify [--split-input-file] FILE...\n"
    "\n"
    "Parses and verifies each FILE ('-' for standard input).  Prints nothing\n"
    "when every file is valid; otherwise prints the diagnostics.\n"
    "\n"
    "Options:\n"
    "  --split-input-file  split each FILE at '// -----' markers as mlir-opt\n"
    "                      does and verify each chunk on its own\n"
    "  -h, --help          show this help and exit\n"
    "\n"
    "Exit status: 0 if every file is valid, 1 otherwise.\n";

static const char plugins_help[] =
    "Usage: dlti plugins [--verbose] [--format=table|json]\n"
    "\n"
    "Lists the dialect plugins found on the plugin search path: the\n"
    "--plugin-dir directories, then $DLTI_PLUGIN_PATH, then the default\n"
    "plugin directory (see 'dlti --help').  Every file NAMESPACE.so there is\n"
    "loaded on its own and shown with its namespace, version and file, and\n"
    "the types, attributes, ops and identifier keys its dialect registers.\n"
    "A file whose namespace an earlier file on the path provides is marked\n"
    "'shadowed': it is never loaded.  Files that would be refused are only\n"
    "counted unless --verbose is given.  Files given with --load-plugin are\n"
    "loaded (a refusal is a warning) but not listed.\n"
    "\n"
    "Options:\n"
    "  -v, --verbose     also show the search path, directories that cannot\n"
    "                    be read and the files that would be refused, with\n"
    "                    the reason\n"
    "  --format=FORMAT   'table' (default) or 'json'\n"
    "  -h, --help        show this help and exit\n"
    "\n"
    "Exit status: 0 (also when files are refused), 2 on a usage error.\n";

#ifndef DLTI_PLUGINDIR
#define DLTI_PLUGINDIR "the default plugin directory"
#endif

static void print_main_help(void)
{
    printf(main_help, DLTI_PLUGINDIR);
}

static const char help_help[] =
    "Usage: dlti help [COMMAND]\n"
    "\n"
    "Shows the help of dlti or of COMMAND.\n";

typedef struct command {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *help;
} command;

static const command *find_command(const char *name);

/* A usage error: message and the short usage on stderr, exit status 2. */
static int usage_error(const char *cmd, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

static int usage_error(const char *cmd, const char *fmt, ...)
{
    va_list ap;
    fflush(stdout);
    fprintf(stderr, "%s: ", progname);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    if (cmd) {
        const command *c = find_command(cmd);
        const char *h = c ? c->help : usage_text;
        /* The first line of a command's help is its usage. */
        const char *nl = strchr(h, '\n');
        fprintf(stderr, "%.*s\n", (int)(nl ? nl - h : (ptrdiff_t)strlen(h)), h);
        fprintf(stderr, "Try 'dlti help %s' for more information.\n", cmd);
    } else {
        fputs(usage_text, stderr);
        fputs("Try 'dlti --help' for more information.\n", stderr);
    }
    return EXIT_USAGE;
}

/* ---- Reading inputs ------------------------------------------------------ */

typedef struct input {
    const char *name;  /* for locations: the path, or "<stdin>" */
    const char *text;  /* NUL-terminated contents */
    size_t len;
    bool mapped;       /* mapped (a large file), else malloc'ed */
} input;

static void input_free(input *in)
{
    if (in->mapped)
        munmap((void *)in->text, in->len);
    else
        free((void *)in->text);
    in->text = NULL;
    in->len = 0;
    in->mapped = false;
}

/* Large regular files are mapped rather than copied: no copy, and pages
 * come from the page cache instead of being allocated and zeroed.  Only
 * when the file does not end on a page boundary: the rest of its last page
 * reads as zeros, which terminates the text.  Returns 0 when not mapped. */
#define MAP_INPUT_MIN ((off_t)1 << 20)

static int input_map(FILE *f, const struct stat *st, input *in)
{
    long page = sysconf(_SC_PAGESIZE);
    if (st->st_size < MAP_INPUT_MIN || page <= 0 || st->st_size % page == 0)
        return 0;
    void *m = mmap(NULL, (size_t)st->st_size, PROT_READ, MAP_PRIVATE,
                   fileno(f), 0);
    if (m == MAP_FAILED)
        return 0; /* read it instead */
    in->text = m;
    in->len = (size_t)st->st_size;
    in->mapped = true;
    return 1;
}

/* Reads `path` ("-" = standard input) into `in`.  Reports and returns -1 on
 * failure. */
static int input_read(const char *path, input *in)
{
    int is_stdin = strcmp(path, "-") == 0;
    FILE *f;
    struct stat st;
    size_t cap, len = 0;
    char *buf;

    in->name = is_stdin ? "<stdin>" : path;
    in->text = NULL;
    in->len = 0;
    in->mapped = false;

    f = is_stdin ? stdin : fopen(path, "rb");
    if (!f) {
        errorf("cannot open input file '%s': %s", path, strerror(errno));
        return -1;
    }
    cap = 1 << 16;
    if (fstat(fileno(f), &st) == 0) {
        if (S_ISDIR(st.st_mode)) {
            errorf("cannot open input file '%s': %s", path, strerror(EISDIR));
            goto fail_close;
        }
        if (S_ISREG(st.st_mode)) {
            if ((uintmax_t)st.st_size > (uintmax_t)MAX_INPUT_BYTES) {
                errorf("input file '%s' is too large (%ju bytes; the limit "
                       "is " MAX_INPUT_TEXT ")",
                       path, (uintmax_t)st.st_size);
                goto fail_close;
            }
            if (!is_stdin && input_map(f, &st, in)) {
                fclose(f);
                return 0;
            }
            /* Room for the terminator and for the read that sees EOF,
             * so that a whole file needs no realloc. */
            cap = (size_t)st.st_size + 2;
        }
    }
    buf = malloc(cap);
    if (!buf) {
        out_of_memory();
        goto fail_close;
    }
    for (;;) {
        size_t n;
        if (len + 1 >= cap) {
            size_t ncap;
            char *nbuf;
            if (cap > MAX_INPUT_BYTES) {
                errorf("input file '%s' is too large (the limit is "
                       MAX_INPUT_TEXT ")", in->name);
                free(buf);
                goto fail_close;
            }
            ncap = cap < MAX_INPUT_BYTES / 2 ? cap * 2 : MAX_INPUT_BYTES + 2;
            nbuf = realloc(buf, ncap);
            if (!nbuf) {
                out_of_memory();
                free(buf);
                goto fail_close;
            }
            buf = nbuf;
            cap = ncap;
        }
        n = fread(buf + len, 1, cap - 1 - len, f);
        len += n;
        if (len > MAX_INPUT_BYTES) {
            errorf("input file '%s' is too large (the limit is "
                   MAX_INPUT_TEXT ")", in->name);
            free(buf);
            goto fail_close;
        }
        if (n == 0) {
            if (ferror(f)) {
                errorf("cannot read input file '%s': %s", path,
                       strerror(errno));
                free(buf);
                goto fail_close;
            }
            break;
        }
    }
    buf[len] = '\0';
    if (!is_stdin)
        fclose(f);
    in->text = buf;
    in->len = len;
    return 0;

fail_close:
    if (!is_stdin)
        fclose(f);
    return -1;
}

/* ---- Diagnostics --------------------------------------------------------- */

#define TAB_STOP 8

/* Prints a source line, expanding tabs to TAB_STOP columns. */
static void print_source_line(FILE *out, const char *line, size_t n)
{
    size_t col = 0;
    for (size_t i = 0; i < n; i++) {
        if (line[i] == '\t') {
            do {
                fputc(' ', out);
                col++;
            } while (col % TAB_STOP != 0);
        } else {
            fputc(line[i], out);
            col++;
        }
    }
    fputc('\n', out);
}

/* Where the last source line was found, so that diagnostics in file order
 * do not rescan the file from its start each time. */
typedef struct line_cache {
    const char *text;
    unsigned line;
    size_t start;
} line_cache;

/* Prints the line `line` of `text` and a caret under column `col`, the way
 * LLVM's SourceMgr does: lines end at '\n' or '\r'; a column past the end of
 * its line shows no source; a line with non-ASCII bytes gets no caret line;
 * tabs are expanded in both lines. */
static void print_source(FILE *out, const char *text, size_t len,
                         unsigned line, unsigned col, line_cache *cache)
{
    size_t start = 0, end, c0, caret;
    unsigned cur = 1;

    if (line == 0)
        return;
    if (cache && cache->text == text && cache->line <= line) {
        cur = cache->line;
        start = cache->start;
    }
    while (cur < line) {
        const char *nl = memchr(text + start, '\n', len - start);
        if (!nl)
            return;
        start = (size_t)(nl - text) + 1;
        cur++;
    }
    if (cache) {
        cache->text = text;
        cache->line = line;
        cache->start = start;
    }
    c0 = col ? col - 1 : 0;
    if (c0 > len - start)
        return;
    for (size_t i = start; i < start + c0; i++)
        if (text[i] == '\n' || text[i] == '\r')
            return;
    end = start;
    while (end < len && text[end] != '\n' && text[end] != '\r')
        end++;

    for (size_t i = start; i < end; i++) {
        if ((unsigned char)text[i] & 0x80) {
            print_source_line(out, text + start, end - start);
            return;
        }
    }
    print_source_line(out, text + start, end - start);

    caret = c0 < end - start ? c0 : end - start;
    for (size_t i = 0, ocol = 0; i <= caret; i++) {
        char ch = i == caret ? '^' : ' ';
        if (start + i < end && text[start + i] == '\t') {
            do {
                fputc(ch, out);
                ocol++;
            } while (ocol % TAB_STOP != 0);
        } else {
            fputc(ch, out);
            ocol++;
        }
    }
    fputc('\n', out);
}

static const char *severity_label(dlti_severity sev)
{
    switch (sev) {
    case DLTI_SEV_ERROR: return "error";
    case DLTI_SEV_WARNING: return "warning";
    case DLTI_SEV_NOTE: return "note";
    case DLTI_SEV_REMARK: return "remark";
    }
    return "error";
}

/* One diagnostic: location, label, message, then (when `text` is known and
 * `show_source`) the source line and caret line. */
static void print_diag(const char *file, unsigned line, unsigned col,
                       const char *label, const char *msg, const char *text,
                       size_t len, int show_source, line_cache *cache)
{
    fflush(stdout);
    if (line != 0)
        fprintf(stderr, "%s:%u:%u: ", file ? file : "<unknown>", line, col);
    else if (file && *file)
        fprintf(stderr, "%s: ", file);
    fprintf(stderr, "%s: %s\n", label, msg);
    if (show_source && text && line != 0)
        print_source(stderr, text, len, line, col, cache);
}

/* ---- Global options ------------------------------------------------------ */

/* --plugin-dir and --load-plugin, in the order given; applied to every
 * context (new_context).  The strings are argv's. */
typedef struct plugin_options {
    const char **dirs;
    size_t n_dirs;
    const char **files;
    size_t n_files;
} plugin_options;

static plugin_options plugin_opts;

/* Location-less warnings already printed: a refused plugin is reported
 * once per run, not once per context (split chunks each get one). */
typedef struct seen_list {
    char **v;
    size_t n;
} seen_list;

static seen_list warned;

/* Returns 1 if `msg` was printed before; otherwise remembers it. */
static int seen_before(seen_list *l, const char *msg)
{
    char **nv;
    size_t len;
    for (size_t i = 0; i < l->n; i++)
        if (strcmp(l->v[i], msg) == 0)
            return 1;
    nv = realloc(l->v, (l->n + 1) * sizeof *nv);
    if (!nv)
        return 0;
    l->v = nv;
    len = strlen(msg);
    if ((l->v[l->n] = malloc(len + 1)) != NULL) {
        memcpy(l->v[l->n], msg, len + 1);
        l->n++;
    }
    return 0;
}

static void seen_free(seen_list *l)
{
    for (size_t i = 0; i < l->n; i++)
        free(l->v[i]);
    free(l->v);
    l->v = NULL;
    l->n = 0;
}

/* State of the diagnostic handler of one context. */
typedef struct diag_state {
    dlti_context *ctx;
    const input *src;  /* the input being processed (its whole text), or NULL */
    const char *aux;   /* text being parsed outside `src` (a type), or NULL */
    size_t aux_len;
    int have_prev;     /* location of the previous diagnostic: */
    char *prev_file;
    unsigned prev_line, prev_col;
    line_cache cache;
} diag_state;

static int same_loc(const diag_state *ds, const dlti_loc *loc)
{
    const char *f = loc->file ? loc->file : "";
    return ds->have_prev && ds->prev_line == loc->line &&
           ds->prev_col == loc->col && strcmp(ds->prev_file, f) == 0;
}

static void remember_loc(diag_state *ds, const dlti_loc *loc)
{
    const char *f = loc->file ? loc->file : "";
    size_t n = strlen(f);
    char *copy = malloc(n + 1);
    free(ds->prev_file);
    ds->prev_file = NULL;
    ds->have_prev = 0;
    if (!copy)
        return;
    memcpy(copy, f, n + 1);
    ds->prev_file = copy;
    ds->prev_line = loc->line;
    ds->prev_col = loc->col;
    ds->have_prev = 1;
}

/* Installed on every context.  Like mlir-opt, a note shows its source line
 * only when its location differs from the previous diagnostic's. */
static void diag_handler(void *user, dlti_severity sev, const dlti_loc *loc,
                         const char *msg)
{
    diag_state *ds = user;
    dlti_loc none = {NULL, 0, 0};
    const char *text = NULL;
    size_t len = 0;
    int show;

    if (!loc)
        loc = &none;
    if (!msg)
        msg = "";
    if (sev == DLTI_SEV_WARNING && loc->line == 0 && !loc->file &&
        seen_before(&warned, msg))
        return;
    show = sev != DLTI_SEV_NOTE || !same_loc(ds, loc);
    if (loc->file && loc->line != 0) {
        if (ds->src && strcmp(loc->file, ds->src->name) == 0) {
            text = ds->src->text;
            len = ds->src->len;
        } else if (ds->aux) {
            text = ds->aux;
            len = ds->aux_len;
        } else {
            text = dlti_context_source(ds->ctx, loc->file, &len);
        }
    }
    print_diag(loc->file, loc->line, loc->col, severity_label(sev), msg, text,
               len, show, &ds->cache);
    remember_loc(ds, loc);
}

static void free_context(diag_state *ds)
{
    dlti_context_free(ds->ctx);
    ds->ctx = NULL;
    free(ds->prev_file);
    ds->prev_file = NULL;
}

/* A new context whose diagnostics go to stderr through `ds`, with the
 * plugin options applied. */
static dlti_context *new_context(diag_state *ds, const input *src)
{
    memset(ds, 0, sizeof *ds);
    ds->src = src;
    ds->ctx = dlti_context_new();
    if (!ds->ctx) {
        out_of_memory();
        return NULL;
    }
    dlti_context_set_diag_handler(ds->ctx, diag_handler, ds);
    for (size_t i = 0; i < plugin_opts.n_dirs; i++) {
        if (dlti_context_add_plugin_dir(ds->ctx, plugin_opts.dirs[i]) ==
            DLTI_ERR_NOMEM) {
            out_of_memory();
            free_context(ds);
            return NULL;
        }
    }
    /* A refusal is reported (as a warning) by the library; the run goes
     * on without the plugin. */
    for (size_t i = 0; i < plugin_opts.n_files; i++)
        dlti_context_load_plugin(ds->ctx, plugin_opts.files[i]);
    return ds->ctx;
}

/* errno of the last failed write to standard output, 0 if none. */
static int output_errno;

/* After a failed call: makes sure the failure was reported (a failed
 * write with its reason). */
static void report_if_silent(diag_state *ds, unsigned errors_before,
                             const char *what, dlti_status st)
{
    if (st == DLTI_ERR_IO && output_errno)
        errorf("cannot write output: %s", strerror(output_errno));
    else if (dlti_context_error_count(ds->ctx) == errors_before)
        errorf("%s: %s", what, dlti_status_string(st));
}

/* ---- Splitting input as mlir-opt --split-input-file does ------------------
 * MLIR splits the buffer at every occurrence of "// ---" (the marker
 * "// -----" less its last two characters).  A piece that continues with
 * "--" and at least one more character ends the chunk before it (the
 * marker's remaining "--" is dropped, the rest of the marker line belongs to
 * the next chunk); any other piece is a "near miss", reported as a warning
 * and kept in the current chunk.  An empty first piece (file starting with
 * the marker) is taken whole.  MLIR really compares the character after the
 * marker with '0' (not '-'), so "// ------" splits too; we do the same. */

typedef struct span {
    size_t off, len;
} span;

typedef struct span_list {
    span *v;
    size_t n, cap;
} span_list;

static int span_push(span_list *l, size_t off, size_t len)
{
    if (l->n == l->cap) {
        size_t ncap = l->cap ? l->cap * 2 : 16;
        span *nv;
        if (ncap > SIZE_MAX / sizeof *nv)
            return -1;
        nv = realloc(l->v, ncap * sizeof *nv);
        if (!nv)
            return -1;
        l->v = nv;
        l->cap = ncap;
    }
    l->v[l->n].off = off;
    l->v[l->n].len = len;
    l->n++;
    return 0;
}

/* Line and column (1-based, bytes) of offsets in a text, asked for in
 * increasing order so that the text is scanned once. */
typedef struct line_counter {
    const char *text;
    size_t pos;         /* scanned up to here */
    size_t line_start;  /* offset of the current line */
    unsigned line;
} line_counter;

static void line_col(line_counter *lc, size_t off, unsigned *line,
                     unsigned *col)
{
    for (; lc->pos < off; lc->pos++) {
        if (lc->text[lc->pos] == '\n') {
            lc->line++;
            lc->line_start = lc->pos + 1;
        }
    }
    *line = lc->line;
    *col = (unsigned)(off - lc->line_start + 1);
}

static const char *find_bytes(const char *hay, size_t n, const char *needle,
                              size_t m)
{
    const char *p = hay, *end = hay + n;
    while ((size_t)(end - p) >= m) {
        const char *q = memchr(p, needle[0], (size_t)(end - p) - m + 1);
        if (!q)
            return NULL;
        if (memcmp(q, needle, m) == 0)
            return q;
        p = q + 1;
    }
    return NULL;
}

static int split_input(const input *in, span_list *chunks)
{
    static const char prefix[] = "// ---";  /* "// -----" less "--" */
    const size_t plen = sizeof prefix - 1;
    const char *text = in->text;
    size_t len = in->len, pos = 0;
    span prev = {0, 0};
    int first = 1;
    line_counter lc = {text, 0, 0, 1};
    line_cache cache = {NULL, 0, 0};

    for (;;) {
        const char *hit = find_bytes(text + pos, len - pos, prefix, plen);
        size_t end = hit ? (size_t)(hit - text) : len;
        span piece = {pos, end - pos};

        if (first) {
            prev = piece;
            first = 0;
        } else if (prev.len == 0) {
            prev = piece;
        } else if (piece.len > 2 && text[piece.off] == '-' &&
                   text[piece.off + 1] == '-' && text[piece.off + 2] != '0') {
            if (span_push(chunks, prev.off, prev.len) != 0)
                return -1;
            prev.off = piece.off + 2;
            prev.len = piece.len - 2;
        } else {
            unsigned line, col;
            line_col(&lc, piece.off, &line, &col);
            print_diag(in->name, line, col, "warning",
                       "near miss with file split marker", text, len, 1,
                       &cache);
            prev.len = piece.off + piece.len - prev.off;
        }
        if (!hit)
            break;
        pos = end + plen;
    }
    if (prev.len != 0 && span_push(chunks, prev.off, prev.len) != 0)
        return -1;
    return 0;
}

/* ---- query and verify ---------------------------------------------------- */

static int write_stdout(void *user, const char *data, size_t len)
{
    (void)user;
    if (fwrite(data, 1, len, stdout) == len)
        return 0;
    output_errno = errno ? errno : EIO;
    return -1;
}

/* Pieces go to standard output with writev, behind what stdio holds: the
 * query's text is mostly references to a few dictionaries, not copied. */
#define IOV_BATCH 512

static int writev_all(int fd, struct iovec *iov, int n)
{
    while (n > 0) {
        ssize_t w = writev(fd, iov, n);
        if (w < 0) {
            if (errno == EINTR)
                continue;
            output_errno = errno;
            return -1;
        }
        /* A short write (a pipe): skip what went, go on with the rest. */
        while (n > 0 && (size_t)w >= iov->iov_len) {
            w -= (ssize_t)iov->iov_len;
            iov++;
            n--;
        }
        if (n > 0) {
            iov->iov_base = (char *)iov->iov_base + w;
            iov->iov_len -= (size_t)w;
        }
    }
    return 0;
}

static int write_stdout_pieces(void *user, const dlti_piece *pieces,
                               size_t n)
{
    (void)user;
    if (fflush(stdout) != 0) {
        output_errno = errno ? errno : EIO;
        return -1;
    }
    struct iovec iov[IOV_BATCH];
    while (n > 0) {
        int k = n < IOV_BATCH ? (int)n : IOV_BATCH;
        for (int i = 0; i < k; i++)
            iov[i] = (struct iovec){(void *)pieces[i].data, pieces[i].len};
        if (writev_all(fileno(stdout), iov, k) != 0)
            return -1;
        pieces += k;
        n -= (size_t)k;
    }
    return 0;
}

/* Parses text[off, off+len) of `in` (which starts at line `line`, column
 * `col`), verifies it and, for query, runs the query pass and prints the
 * module.  Returns 0 on success. */
static int process_chunk(const input *in, size_t off, size_t len,
                         unsigned line, unsigned col, int query, int split)
{
    diag_state ds;
    dlti_op *top = NULL;
    dlti_status st;
    const char *text = in->text + off;
    char *padded = NULL;
    int rc = 0;

    if (!new_context(&ds, in))
        return -1;
    if (split) {
        /* A chunk may start in the middle of a line (after a marker).  Pad
         * it with spaces so that columns on its first line are the file's,
         * as in mlir-opt's diagnostics. */
        if (col > 1) {
            size_t pad = col - 1;
            if (len > SIZE_MAX - pad || !(padded = malloc(pad + len + 1))) {
                out_of_memory();
                free_context(&ds);
                return -1;
            }
            memset(padded, ' ', pad);
            memcpy(padded + pad, text, len);
            padded[pad + len] = '\0';
            text = padded;
            len += pad;
        }
        st = dlti_parse_source_at(ds.ctx, in->name, text, len, line, &top);
    } else {
        /* The input outlives the context: no second copy of it. */
        dlti_context_borrow_source(ds.ctx, in->name, text, len);
        if (query) {
            /* Memory bounded by one op of the module, not the file. */
            st = dlti_query_source_pieces(
                ds.ctx, in->name, text, len,
                in->mapped ? DLTI_QUERY_TEXT_MAPPED : 0, write_stdout_pieces,
                NULL);
            if (st == DLTI_OK)
                fputc('\n', stdout);
            else
                report_if_silent(&ds, 0, in->name, st);
            free_context(&ds);
            return st == DLTI_OK ? 0 : -1;
        }
        st = dlti_parse_source(ds.ctx, in->name, text, len, &top);
    }
    if (st == DLTI_OK)
        st = dlti_verify(top);
    if (st == DLTI_OK && query)
        st = dlti_run_query_pass(top);
    if (st != DLTI_OK) {
        report_if_silent(&ds, 0, in->name, st);
        rc = -1;
    } else if (query) {
        /* mlir-opt prints the top-level op, a newline, and a blank line. */
        st = dlti_op_write(top, write_stdout, NULL);
        if (st == DLTI_OK)
            fputc('\n', stdout);
        else {
            report_if_silent(&ds, 0, in->name, st);
            rc = -1;
        }
    }
    free(padded);
    free_context(&ds);
    return rc;
}

static int process_file(const char *path, int query, int split)
{
    input in;
    int rc = 0;

    if (input_read(path, &in) != 0)
        return -1;
    if (!split) {
        rc = process_chunk(&in, 0, in.len, 1, 1, query, 0);
    } else {
        span_list chunks = {NULL, 0, 0};
        if (split_input(&in, &chunks) != 0) {
            out_of_memory();
            rc = -1;
        } else {
            line_counter lc = {in.text, 0, 0, 1};
            for (size_t i = 0; i < chunks.n; i++) {
                span c = chunks.v[i];
                unsigned line, col;
                line_col(&lc, c.off, &line, &col);
                if (i > 0 && query)
                    fputs("// -----\n", stdout);
                if (process_chunk(&in, c.off, c.len, line, col, query, 1) != 0)
                    rc = -1;
            }
        }
        free(chunks.v);
    }
    input_free(&in);
    return rc;
}

/* Options of query and verify. */
static int parse_file_args(const char *cmd, int argc, char **argv,
                           int *split, const char ***files, int *nfiles,
                           int *help)
{
    int only_files = 0;
    *split = 0;
    *nfiles = 0;
    *help = 0;
    *files = malloc(sizeof **files * (size_t)(argc > 0 ? argc : 1));
    if (!*files) {
        out_of_memory();
        return EXIT_ERR;
    }
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!only_files && a[0] == '-' && a[1] != '\0') {
            if (strcmp(a, "--") == 0)
                only_files = 1;
            else if (strcmp(a, "--split-input-file") == 0)
                *split = 1;
            else if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0)
                *help = 1;
            else
                return usage_error(cmd, "unknown option '%s' for '%s'", a,
                                   cmd);
        } else {
            (*files)[(*nfiles)++] = a;
        }
    }
    return EXIT_OK;
}

static int cmd_query(int argc, char **argv)
{
    const char **files;
    int split, nfiles, help, rc;

    rc = parse_file_args("query", argc, argv, &split, &files, &nfiles, &help);
    if (rc == EXIT_OK && help) {
        fputs(query_help, stdout);
    } else if (rc == EXIT_OK && nfiles != 1) {
        rc = usage_error("query", nfiles == 0 ? "query: missing FILE"
                                              : "query: expected one FILE");
    } else if (rc == EXIT_OK) {
        rc = process_file(files[0], 1, split) == 0 ? EXIT_OK : EXIT_ERR;
    }
    free(files);
    return rc;
}

static int cmd_verify(int argc, char **argv)
{
    const char **files;
    int split, nfiles, help, rc;

    rc = parse_file_args("verify", argc, argv, &split, &files, &nfiles,
                         &help);
    if (rc == EXIT_OK && help) {
        fputs(verify_help, stdout);
    } else if (rc == EXIT_OK && nfiles == 0) {
        rc = usage_error("verify", "verify: missing FILE");
    } else if (rc == EXIT_OK) {
        for (int i = 0; i < nfiles; i++)
            if (process_file(files[i], 0, split) != 0)
                rc = EXIT_ERR;
    }
    free(files);
    return rc;
}

/* ---- layout -------------------------------------------------------------- */

typedef struct layout_row {
    char *type;        /* printed type */
    dlti_size size, bits;
    uint64_t abi, pref, index;
    int has_index;
} layout_row;

/* Queries everything about `t`; returns the failing status, if any. */
static dlti_status query_row(dlti_data_layout *dl, const dlti_type *t,
                             layout_row *r)
{
    dlti_status st;
    if ((st = dlti_type_size(dl, t, &r->size)) != DLTI_OK ||
        (st = dlti_type_size_in_bits(dl, t, &r->bits)) != DLTI_OK ||
        (st = dlti_type_abi_alignment(dl, t, &r->abi)) != DLTI_OK ||
        (st = dlti_type_preferred_alignment(dl, t, &r->pref)) != DLTI_OK ||
        (st = dlti_type_index_bitwidth(dl, t, &r->index, &r->has_index)) !=
            DLTI_OK)
        return st;
    return DLTI_OK;
}

/* Formats a size for the table into buf (large enough for
 * "vscale x " + 20 digits). */
static void fmt_size(char *buf, size_t n, dlti_size s)
{
    snprintf(buf, n, "%s%" PRIu64, s.scalable ? "vscale x " : "", s.value);
}

#define NUM_BUF 48

static void print_table(const layout_row *rows, size_t n)
{
    static const char *const head[6] = {"type", "size", "bits", "abi",
                                        "preferred", "index"};
    size_t w[6];
    char cell[6][NUM_BUF];

    for (int c = 0; c < 6; c++)
        w[c] = strlen(head[c]);
    for (size_t i = 0; i < n; i++) {
        size_t tl = strlen(rows[i].type);
        if (tl > w[0])
            w[0] = tl;
        fmt_size(cell[1], NUM_BUF, rows[i].size);
        fmt_size(cell[2], NUM_BUF, rows[i].bits);
        snprintf(cell[3], NUM_BUF, "%" PRIu64, rows[i].abi);
        snprintf(cell[4], NUM_BUF, "%" PRIu64, rows[i].pref);
        if (rows[i].has_index)
            snprintf(cell[5], NUM_BUF, "%" PRIu64, rows[i].index);
        else
            snprintf(cell[5], NUM_BUF, "-");
        for (int c = 1; c < 6; c++)
            if (strlen(cell[c]) > w[c])
                w[c] = strlen(cell[c]);
    }
    /* The type column is left-aligned, numbers are right-aligned. */
    printf("%-*s", (int)w[0], head[0]);
    for (int c = 1; c < 6; c++)
        printf("  %*s", (int)w[c], head[c]);
    putchar('\n');
    for (size_t i = 0; i < n; i++) {
        fmt_size(cell[1], NUM_BUF, rows[i].size);
        fmt_size(cell[2], NUM_BUF, rows[i].bits);
        snprintf(cell[3], NUM_BUF, "%" PRIu64, rows[i].abi);
        snprintf(cell[4], NUM_BUF, "%" PRIu64, rows[i].pref);
        if (rows[i].has_index)
            snprintf(cell[5], NUM_BUF, "%" PRIu64, rows[i].index);
        else
            snprintf(cell[5], NUM_BUF, "-");
        printf("%-*s", (int)w[0], rows[i].type);
        for (int c = 1; c < 6; c++)
            printf("  %*s", (int)w[c], cell[c]);
        putchar('\n');
    }
}

/* Length of the valid UTF-8 sequence at s (n bytes left), or 0. */
static size_t utf8_len(const unsigned char *s, size_t n)
{
    size_t need;
    uint32_t cp;
    if (s[0] < 0x80)
        return 1;
    if (s[0] >= 0xC2 && s[0] <= 0xDF) {
        need = 2;
        cp = s[0] & 0x1F;
    } else if (s[0] >= 0xE0 && s[0] <= 0xEF) {
        need = 3;
        cp = s[0] & 0x0F;
    } else if (s[0] >= 0xF0 && s[0] <= 0xF4) {
        need = 4;
        cp = s[0] & 0x07;
    } else {
        return 0;
    }
    if (n < need)
        return 0;
    for (size_t i = 1; i < need; i++) {
        if ((s[i] & 0xC0) != 0x80)
            return 0;
        cp = (cp << 6) | (s[i] & 0x3F);
    }
    if ((need == 3 && cp < 0x800) || (need == 4 && cp < 0x10000) ||
        cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        return 0;
    return need;
}

/* Prints s as a JSON string: quotes, backslashes and control characters
 * escaped, invalid UTF-8 replaced by U+FFFD. */
static void json_string(FILE *out, const char *s)
{
    const unsigned char *p = (const unsigned char *)s;
    size_t n = strlen(s);
    fputc('"', out);
    while (n > 0) {
        unsigned char c = *p;
        size_t k;
        switch (c) {
        case '"': fputs("\\\"", out); k = 1; break;
        case '\\': fputs("\\\\", out); k = 1; break;
        case '\b': fputs("\\b", out); k = 1; break;
        case '\f': fputs("\\f", out); k = 1; break;
        case '\n': fputs("\\n", out); k = 1; break;
        case '\r': fputs("\\r", out); k = 1; break;
        case '\t': fputs("\\t", out); k = 1; break;
        default:
            if (c < 0x20) {
                fprintf(out, "\\u%04x", c);
                k = 1;
            } else if ((k = utf8_len(p, n)) != 0) {
                fwrite(p, 1, k, out);
            } else {
                fputs("\\ufffd", out);
                k = 1;
            }
        }
        p += k;
        n -= k;
    }
    fputc('"', out);
}

static void print_json(const layout_row *rows, size_t n)
{
    if (n == 0) {
        puts("[]");
        return;
    }
    puts("[");
    for (size_t i = 0; i < n; i++) {
        const layout_row *r = &rows[i];
        fputs("  {\"type\": ", stdout);
        json_string(stdout, r->type);
        printf(", \"size\": %" PRIu64 ", \"bits\": %" PRIu64
               ", \"scalable\": %s, \"abi\": %" PRIu64
               ", \"preferred\": %" PRIu64 ", \"index\": ",
               r->size.value, r->bits.value,
               r->size.scalable || r->bits.scalable ? "true" : "false",
               r->abi, r->pref);
        if (r->has_index)
            printf("%" PRIu64, r->index);
        else
            fputs("null", stdout);
        fputs(i + 1 < n ? "},\n" : "}\n", stdout);
    }
    puts("]");
}

static int cmd_layout(int argc, char **argv)
{
    const char *spec_path = NULL;
    int json = 0, only_types = 0, rc = EXIT_OK;
    const char **types;
    size_t ntypes = 0, nrows = 0;
    layout_row *rows = NULL;
    input spec = {NULL, NULL, 0, false};
    diag_state ds;
    dlti_data_layout *dl = NULL;
    dlti_op *scope = NULL;
    dlti_status st;

    types = malloc(sizeof *types * (size_t)(argc > 0 ? argc : 1));
    if (!types) {
        out_of_memory();
        return EXIT_ERR;
    }
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!only_types && a[0] == '-' && a[1] != '\0') {
            if (strcmp(a, "--") == 0) {
                only_types = 1;
            } else if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
                fputs(layout_help, stdout);
                free(types);
                return EXIT_OK;
            } else if (strcmp(a, "--spec") == 0) {
                if (i + 1 >= argc) {
                    free(types);
                    return usage_error("layout", "layout: --spec needs a FILE");
                }
                spec_path = argv[++i];
            } else if (strncmp(a, "--spec=", 7) == 0) {
                spec_path = a + 7;
            } else if (strcmp(a, "--format") == 0 ||
                       strncmp(a, "--format=", 9) == 0) {
                const char *f;
                if (a[8] == '=') {
                    f = a + 9;
                } else if (i + 1 < argc) {
                    f = argv[++i];
                } else {
                    free(types);
                    return usage_error("layout",
                                       "layout: --format needs a value");
                }
                if (strcmp(f, "table") == 0) {
                    json = 0;
                } else if (strcmp(f, "json") == 0) {
                    json = 1;
                } else {
                    free(types);
                    return usage_error("layout",
                                       "layout: unknown format '%s' "
                                       "(expected 'table' or 'json')", f);
                }
            } else {
                free(types);
                return usage_error("layout", "unknown option '%s' for 'layout'",
                                   a);
            }
        } else {
            types[ntypes++] = a;
        }
    }
    if (ntypes == 0) {
        free(types);
        return usage_error("layout", "layout: missing TYPE");
    }
    if (spec_path && *spec_path == '\0') {
        free(types);
        return usage_error("layout", "layout: --spec needs a FILE");
    }

    if (spec_path && input_read(spec_path, &spec) != 0) {
        free(types);
        return EXIT_ERR;
    }
    if (!new_context(&ds, spec_path ? &spec : NULL)) {
        input_free(&spec);
        free(types);
        return EXIT_ERR;
    }
    if (spec_path) {
        st = dlti_parse_source(ds.ctx, spec.name, spec.text, spec.len, &scope);
        if (st == DLTI_OK)
            st = dlti_verify(scope);
        if (st != DLTI_OK) {
            report_if_silent(&ds, 0, spec.name, st);
            rc = EXIT_ERR;
            goto done;
        }
    }
    st = dlti_data_layout_get(ds.ctx, scope, &dl);
    if (st != DLTI_OK) {
        report_if_silent(&ds, 0, spec_path ? spec.name : "default layout", st);
        rc = EXIT_ERR;
        goto done;
    }

    rows = calloc(ntypes, sizeof *rows);
    if (!rows) {
        out_of_memory();
        rc = EXIT_ERR;
        goto done;
    }
    for (size_t i = 0; i < ntypes; i++) {
        const dlti_type *t = NULL;
        layout_row *r = &rows[nrows];
        unsigned before = dlti_context_error_count(ds.ctx);

        /* Diagnostics of the type's text show that text, whatever buffer
         * name the library gives it. */
        ds.aux = types[i];
        ds.aux_len = strlen(types[i]);
        st = dlti_parse_type(ds.ctx, types[i], ds.aux_len, &t);
        ds.aux = NULL;
        if (st != DLTI_OK) {
            if (dlti_context_error_count(ds.ctx) == before)
                errorf("cannot parse type '%s': %s", types[i],
                       dlti_status_string(st));
            rc = EXIT_ERR;
            continue;
        }
        st = query_row(dl, t, r);
        if (st != DLTI_OK) {
            if (dlti_context_error_count(ds.ctx) == before)
                errorf("cannot lay out type '%s': %s", types[i],
                       dlti_status_string(st));
            rc = EXIT_ERR;
            continue;
        }
        r->type = dlti_type_to_string(t);
        if (!r->type) {
            out_of_memory();
            rc = EXIT_ERR;
            continue;
        }
        nrows++;
    }
    if (json)
        print_json(rows, nrows);
    else if (nrows > 0)
        print_table(rows, nrows);

done:
    for (size_t i = 0; i < nrows; i++)
        dlti_free(rows[i].type);
    free(rows);
    free_context(&ds);
    input_free(&spec);
    free(types);
    return rc;
}

/* ---- plugins ------------------------------------------------------------- */

/* What the listing callback collects. */
typedef struct plugin_listing {
    int verbose, json;
    size_t shown;          /* entries printed */
    size_t refused_hidden; /* refused files left out (not verbose) */
    char **files;          /* every file reported so far, for "shadowed by" */
    size_t n_files;
} plugin_listing;

static const char *base_name(const char *path)
{
    const char *s = strrchr(path, '/');
    return s ? s + 1 : path;
}

/* The first file reported before with the same name as `file`. */
static const char *shadowing_file(const plugin_listing *pl, const char *file)
{
    for (size_t i = 0; i < pl->n_files; i++)
        if (strcmp(base_name(pl->files[i]), base_name(file)) == 0)
            return pl->files[i];
    return NULL;
}

/* Prints "!ns.name" / "#ns.name" / "name" items separated by ", ", or "-". */
static void print_name_list(const char *label, const char *prefix,
                            const char *ns, const char *const *names, size_t n)
{
    printf("    %-12s", label);
    if (n == 0)
        fputs("-", stdout);
    for (size_t i = 0; i < n; i++) {
        if (prefix)
            printf("%s%s%s.%s", i ? ", " : "", prefix, ns, names[i]);
        else
            printf("%s%s", i ? ", " : "", names[i]);
    }
    putchar('\n');
}

static void json_name_list(const char *key, const char *prefix, const char *ns,
                           const char *const *names, size_t n)
{
    printf(", \"%s\": [", key);
    for (size_t i = 0; i < n; i++) {
        if (i)
            fputs(", ", stdout);
        if (prefix) {
            size_t len = strlen(prefix) + strlen(ns) + strlen(names[i]) + 2;
            char *s = malloc(len);
            if (s) {
                snprintf(s, len, "%s%s.%s", prefix, ns, names[i]);
                json_string(stdout, s);
                free(s);
                continue;
            }
        }
        json_string(stdout, names[i]);
    }
    putchar(']');
}

static void on_plugin(void *user, const dlti_plugin_report *r)
{
    plugin_listing *pl = user;
    const char *shadow = r->shadowed ? shadowing_file(pl, r->file) : NULL;
    char **nf;

    /* A directory named twice on the path is listed once. */
    for (size_t i = 0; i < pl->n_files; i++)
        if (strcmp(pl->files[i], r->file) == 0)
            return;
    if (r->error && !pl->verbose) {
        pl->refused_hidden++;
    } else if (pl->json) {
        fputs(pl->shown ? ",\n    {\"file\": " : "\n    {\"file\": ", stdout);
        json_string(stdout, r->file);
        if (r->error) {
            fputs(", \"namespace\": null, \"error\": ", stdout);
            json_string(stdout, r->error);
        } else {
            fputs(", \"namespace\": ", stdout);
            json_string(stdout, r->name_space);
            fputs(", \"version\": ", stdout);
            if (r->version)
                json_string(stdout, r->version);
            else
                fputs("null", stdout);
            fputs(", \"summary\": ", stdout);
            if (r->summary)
                json_string(stdout, r->summary);
            else
                fputs("null", stdout);
            json_name_list("types", "!", r->name_space, r->types, r->n_types);
            json_name_list("attributes", "#", r->name_space, r->attrs,
                           r->n_attrs);
            json_name_list("ops", NULL, NULL, r->ops, r->n_ops);
            json_name_list("keys", NULL, NULL, r->keys, r->n_keys);
        }
        fputs(", \"shadowed_by\": ", stdout);
        if (shadow)
            json_string(stdout, shadow);
        else
            fputs(r->shadowed ? "\"\"" : "null", stdout);
        putchar('}');
        pl->shown++;
    } else {
        if (pl->shown == 0)
            printf("%-12s %-10s %s\n", "namespace", "version", "file");
        printf("%-12s %-10s %s", r->error ? "-" : r->name_space,
               r->error || !r->version ? "-" : r->version, r->file);
        if (r->shadowed)
            printf(" (shadowed by %s)", shadow ? shadow : "an earlier file");
        putchar('\n');
        if (r->error) {
            printf("    %-12s%s\n", "refused:", r->error);
        } else {
            if (r->summary && *r->summary)
                printf("    %-12s%s\n", "summary:", r->summary);
            print_name_list("types:", "!", r->name_space, r->types,
                            r->n_types);
            print_name_list("attributes:", "#", r->name_space, r->attrs,
                            r->n_attrs);
            print_name_list("ops:", NULL, NULL, r->ops, r->n_ops);
            print_name_list("keys:", NULL, NULL, r->keys, r->n_keys);
        }
        pl->shown++;
    }

    nf = realloc(pl->files, (pl->n_files + 1) * sizeof *nf);
    if (nf) {
        size_t len = strlen(r->file);
        pl->files = nf;
        if ((nf[pl->n_files] = malloc(len + 1)) != NULL) {
            memcpy(nf[pl->n_files], r->file, len + 1);
            pl->n_files++;
        }
    }
}

/* Prints the directories of the search path "a:b:c" one per line (table)
 * or as JSON strings, with the reason a directory cannot be read. */
static void print_search_path(const char *path, int json)
{
    const char *p = path;
    int first = 1;
    if (json)
        fputs("  \"search_path\": [", stdout);
    else
        puts("search path:");
    while (p && *p) {
        const char *colon = strchr(p, ':');
        size_t len = colon ? (size_t)(colon - p) : strlen(p);
        char *dir = malloc(len + 1);
        struct stat sb;
        if (dir) {
            memcpy(dir, p, len);
            dir[len] = '\0';
            if (json) {
                fputs(first ? "" : ", ", stdout);
                json_string(stdout, dir);
            } else if (stat(dir, &sb) != 0) {
                printf("  %s (%s)\n", dir, strerror(errno));
            } else if (!S_ISDIR(sb.st_mode)) {
                printf("  %s (%s)\n", dir, strerror(ENOTDIR));
            } else {
                printf("  %s\n", dir);
            }
            first = 0;
            free(dir);
        }
        p = colon ? colon + 1 : NULL;
    }
    if (json)
        fputs("],\n", stdout);
    else
        putchar('\n');
}

static int cmd_plugins(int argc, char **argv)
{
    plugin_listing pl;
    diag_state ds;
    char *path;
    dlti_status st;
    int rc = EXIT_OK;

    memset(&pl, 0, sizeof pl);
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
            fputs(plugins_help, stdout);
            return EXIT_OK;
        } else if (strcmp(a, "-v") == 0 || strcmp(a, "--verbose") == 0) {
            pl.verbose = 1;
        } else if (strcmp(a, "--format") == 0 ||
                   strncmp(a, "--format=", 9) == 0) {
            const char *f;
            if (a[8] == '=')
                f = a + 9;
            else if (i + 1 < argc)
                f = argv[++i];
            else
                return usage_error("plugins",
                                   "plugins: --format needs a value");
            if (strcmp(f, "table") == 0)
                pl.json = 0;
            else if (strcmp(f, "json") == 0)
                pl.json = 1;
            else
                return usage_error("plugins",
                                   "plugins: unknown format '%s' "
                                   "(expected 'table' or 'json')", f);
        } else if (a[0] == '-' && a[1] != '\0') {
            return usage_error("plugins", "unknown option '%s' for 'plugins'",
                               a);
        } else {
            return usage_error("plugins", "plugins: unexpected argument '%s'",
                               a);
        }
    }

    if (!new_context(&ds, NULL))
        return EXIT_ERR;
    path = dlti_context_plugin_path(ds.ctx);
    if (!path) {
        out_of_memory();
        free_context(&ds);
        return EXIT_ERR;
    }
    if (pl.json) {
        puts("{");
        print_search_path(path, 1);
        fputs("  \"plugins\": [", stdout);
    } else if (pl.verbose) {
        print_search_path(path, 0);
    }
    st = dlti_list_plugins(ds.ctx, on_plugin, &pl);
    if (pl.json) {
        fputs(pl.shown ? "\n  ]\n}\n" : "]\n}\n", stdout);
    } else if (pl.shown == 0) {
        printf("no plugins found in %s\n", *path ? path : "(empty path)");
    }
    if (!pl.json && pl.refused_hidden)
        printf("(%zu file%s refused; 'dlti plugins --verbose' says why)\n",
               pl.refused_hidden, pl.refused_hidden == 1 ? "" : "s");
    if (st != DLTI_OK) {
        report_if_silent(&ds, 0, "plugins", st);
        rc = EXIT_ERR;
    }
    for (size_t i = 0; i < pl.n_files; i++)
        free(pl.files[i]);
    free(pl.files);
    dlti_free(path);
    free_context(&ds);
    return rc;
}

/* ---- help and dispatch --------------------------------------------------- */

static int cmd_help(int argc, char **argv);

static const command commands[] = {
    {"query", cmd_query, query_help},
    {"layout", cmd_layout, layout_help},
    {"verify", cmd_verify, verify_help},
    {"plugins", cmd_plugins, plugins_help},
    {"help", cmd_help, help_help},
};

static const command *find_command(const char *name)
{
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (strcmp(commands[i].name, name) == 0)
            return &commands[i];
    return NULL;
}

static int cmd_help(int argc, char **argv)
{
    const command *c;
    if (argc < 2) {
        print_main_help();
        return EXIT_OK;
    }
    if (argc > 2)
        return usage_error("help", "help: expected at most one COMMAND");
    if (strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "--help") == 0) {
        fputs(help_help, stdout);
        return EXIT_OK;
    }
    c = find_command(argv[1]);
    if (!c)
        return usage_error(NULL, "unknown command '%s'", argv[1]);
    fputs(c->help, stdout);
    return EXIT_OK;
}

/* Flushes stdout; a write error (e.g. a full disk) is an error. */
static int finish(int rc)
{
    if (fflush(stdout) != 0 || ferror(stdout)) {
        int e = errno;
        fprintf(stderr, "%s: error: cannot write output: %s\n", progname,
                e ? strerror(e) : "write error");
        return rc == EXIT_OK ? EXIT_ERR : rc;
    }
    return rc;
}

/* Takes the plugin options out of argv (wherever they are, up to a "--")
 * into plugin_opts; the rest stays in order.  Returns EXIT_OK or a usage
 * error. */
static int take_global_options(int *argc, char **argv)
{
    static const char *const opts[2] = {"--plugin-dir", "--load-plugin"};
    static const char *const what[2] = {"DIR", "FILE"};
    int n = 1, rest = 0;

    plugin_opts.dirs = malloc(sizeof *plugin_opts.dirs * (size_t)*argc);
    plugin_opts.files = malloc(sizeof *plugin_opts.files * (size_t)*argc);
    if (!plugin_opts.dirs || !plugin_opts.files) {
        out_of_memory();
        return EXIT_ERR;
    }
    for (int i = 1; i < *argc; i++) {
        const char *a = argv[i];
        int k = -1;
        const char *value = NULL;
        if (rest || a[0] != '-' || a[1] != '-') {
            argv[n++] = argv[i];
            continue;
        }
        if (strcmp(a, "--") == 0) {
            rest = 1;
            argv[n++] = argv[i];
            continue;
        }
        /* Options of the commands that take a separate value: the value
         * is never a plugin option. */
        if (strcmp(a, "--spec") == 0 || strcmp(a, "--format") == 0) {
            argv[n++] = argv[i];
            if (i + 1 < *argc)
                argv[n++] = argv[++i];
            continue;
        }
        for (int j = 0; j < 2; j++) {
            size_t len = strlen(opts[j]);
            if (strncmp(a, opts[j], len) == 0 &&
                (a[len] == '\0' || a[len] == '=')) {
                k = j;
                if (a[len] == '=')
                    value = a + len + 1;
                else if (i + 1 < *argc)
                    value = argv[++i];
            }
        }
        if (k < 0) {
            argv[n++] = argv[i];
            continue;
        }
        if (!value || !*value)
            return usage_error(NULL, "option '%s' needs a %s", opts[k],
                               what[k]);
        if (k == 0)
            plugin_opts.dirs[plugin_opts.n_dirs++] = value;
        else
            plugin_opts.files[plugin_opts.n_files++] = value;
    }
    argv[n] = NULL;
    *argc = n;
    return EXIT_OK;
}

static int run_main(int argc, char **argv)
{
    int i = 1, rc;
    const command *c;

    rc = take_global_options(&argc, argv);
    if (rc != EXIT_OK)
        return rc;
    /* The other global options come before the command. */
    for (; i < argc && argv[i][0] == '-'; i++) {
        const char *a = argv[i];
        if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
            print_main_help();
            return finish(EXIT_OK);
        } else if (strcmp(a, "--version") == 0) {
            printf("dlti %s\n", dlti_version());
            return finish(EXIT_OK);
        } else {
            return usage_error(NULL, "unknown option '%s'", a);
        }
    }
    if (i >= argc)
        return usage_error(NULL, "missing COMMAND");
    c = find_command(argv[i]);
    if (!c)
        return usage_error(NULL, "unknown command '%s'", argv[i]);
    return finish(c->run(argc - i, argv + i));
}

int main(int argc, char **argv)
{
    int rc = run_main(argc, argv);
    free(plugin_opts.dirs);
    free(plugin_opts.files);
    seen_free(&warned);
    return rc;
}
