/* diag.c - diagnostics on stderr as mlir-opt prints them (location, label,
 * message, source line and caret), location-less warnings once per run,
 * and the tool's contexts, which report through them (or to a sink that
 * is registered instead: --verify-diagnostics, verify_diag.c). */
#include "config.h"

#include "cli.h"

#include <stdlib.h>
#include <string.h>

#define TAB_STOP 8

/* A control character (not a tab) is shown as clang shows it, <U+001B>:
 * written raw, it would drive the terminal (beyond MLIR, whose SourceMgr
 * prints it raw). */
#define CTRL_WIDTH 8

static int is_ctrl(char c)
{
    return ((unsigned char)c < 0x20 && c != '\t') || c == 0x7f;
}

/* Prints a source line, expanding tabs to TAB_STOP columns. */
static void print_source_line(FILE *out, const char *line, size_t n)
{
    size_t col = 0;
    for (size_t i = 0; i < n;) {
        if (line[i] == '\t') {
            do {
                fputc(' ', out);
                col++;
            } while (col % TAB_STOP != 0);
            i++;
            continue;
        }
        if (is_ctrl(line[i])) {
            fprintf(out, "<U+%04X>", (unsigned)(unsigned char)line[i]);
            col += CTRL_WIDTH;
            i++;
            continue;
        }
        size_t run = 1; /* up to the next tab or control character */
        while (i + run < n && line[i + run] != '\t' && !is_ctrl(line[i + run]))
            run++;
        fwrite(line + i, 1, run, out);
        col += run;
        i += run;
    }
    fputc('\n', out);
}

/* Prints the line `line` of `text` and a caret under column `col`, the way
 * LLVM's SourceMgr does: lines end at '\n' or '\r'; a column past the end of
 * its line shows no source; a line with non-ASCII bytes gets no caret line;
 * tabs are expanded in both lines.  `range` bytes from the caret on (cut at
 * the line's end) are underlined with '~'. */
static void print_source(FILE *out, const char *text, size_t len,
                         unsigned line, unsigned col, size_t range,
                         line_cache *cache)
{
    size_t start = 0, end, c0, caret, tilde_end, last;
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
    tilde_end = range < end - start - c0 ? c0 + range : end - start;
    last = caret;
    if (tilde_end > 0 && tilde_end - 1 > last)
        last = tilde_end - 1;
    for (size_t i = 0, ocol = 0; i <= last; i++) {
        char ch = i == caret ? '^' : i >= c0 && i < tilde_end ? '~' : ' ';
        if (start + i < end && text[start + i] == '\t') {
            do {
                fputc(ch, out);
                ocol++;
            } while (ocol % TAB_STOP != 0);
        } else if (start + i < end && is_ctrl(text[start + i])) {
            /* the caret under the first column of <U+XXXX> */
            fputc(ch, out);
            for (int k = 1; k < CTRL_WIDTH; k++)
                fputc(ch == ' ' ? ' ' : i + 1 < tilde_end || ch == '~' ? '~'
                                                                       : ' ',
                      out);
            ocol += CTRL_WIDTH;
        } else {
            fputc(ch, out);
            ocol++;
        }
    }
    fputc('\n', out);
}

const char *severity_label(dlti_severity sev)
{
    switch (sev) {
    case DLTI_SEV_ERROR: return "error";
    case DLTI_SEV_WARNING: return "warning";
    case DLTI_SEV_NOTE: return "note";
    case DLTI_SEV_REMARK: return "remark";
    }
    return "error";
}

void print_diag_range(const char *file, unsigned line, unsigned col,
                      size_t range, const char *label, const char *msg,
                      const char *text, size_t len, int show_source,
                      line_cache *cache)
{
    /* stderr is unbuffered: the diagnostic is put together in memory and
     * written at once, not a write(2) per piece (a source line may be a
     * megabyte long). */
    char *buf = NULL;
    size_t n = 0;
    FILE *out = open_memstream(&buf, &n);
    if (!out)
        out = stderr;
    fflush(stdout);
    if (line != 0)
        fprintf(out, "%s:%u:%u: ", file ? file : "<unknown>", line, col);
    else if (file && *file)
        fprintf(out, "%s: ", file);
    fprintf(out, "%s: %s\n", label, msg);
    if (show_source && text && line != 0)
        print_source(out, text, len, line, col, range, cache);
    if (out != stderr && fclose(out) == 0)
        fwrite(buf, 1, n, stderr);
    free(buf);
}

void print_diag(const char *file, unsigned line, unsigned col,
                const char *label, const char *msg, const char *text,
                size_t len, int show_source, line_cache *cache)
{
    print_diag_range(file, line, col, 0, label, msg, text, len, show_source,
                     cache);
}

/* Location-less warnings already printed (c->warned): a refused plugin is
 * reported once per run, not once per context (split chunks each get
 * one).  Returns 1 if `msg` was printed before; otherwise remembers it. */
static int seen_before(cli *c, const char *msg)
{
    char **nv;
    size_t len;
    for (size_t i = 0; i < c->n_warned; i++)
        if (strcmp(c->warned[i], msg) == 0)
            return 1;
    nv = realloc(c->warned, (c->n_warned + 1) * sizeof *nv);
    if (!nv)
        return 0;
    c->warned = nv;
    len = strlen(msg);
    if ((c->warned[c->n_warned] = malloc(len + 1)) != NULL) {
        memcpy(c->warned[c->n_warned], msg, len + 1);
        c->n_warned++;
    }
    return 0;
}

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

    if (ds->aux_file && ds->aux && (!loc || (!loc->file && loc->line == 0))) {
        none.file = ds->aux_file; /* laying out a TYPE: it is the culprit */
        none.line = none.col = 1;
    }
    if (!loc || none.line)
        loc = &none;
    if (!msg)
        msg = "";
    if (sev == DLTI_SEV_WARNING && loc->line == 0 && !loc->file &&
        seen_before(ds->cli, msg))
        return;
    if (sev == DLTI_SEV_ERROR && !ds->first_error) {
        size_t n = strlen(msg);
        if ((ds->first_error = malloc(n + 1)) != NULL)
            memcpy(ds->first_error, msg, n + 1);
    }
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
    if (ds->sink) {
        ds->sink(ds->sink_user, sev, loc, msg, text, len);
        return;
    }
    print_diag(loc->file, loc->line, loc->col, severity_label(sev), msg, text,
               len, show, &ds->cache);
    remember_loc(ds, loc);
}

void diag_clear_error(diag_state *ds)
{
    free(ds->first_error);
    ds->first_error = NULL;
}

void free_context(diag_state *ds)
{
    diag_clear_error(ds);
    dlti_context_free(ds->ctx);
    ds->ctx = NULL;
    free(ds->prev_file);
    ds->prev_file = NULL;
}

/* A new context whose diagnostics go to stderr through `ds`, with the
 * plugin options applied. */
dlti_context *new_context(cli *c, diag_state *ds, const input *src)
{
    memset(ds, 0, sizeof *ds);
    ds->cli = c;
    ds->src = src;
    ds->ctx = dlti_context_new();
    if (!ds->ctx) {
        out_of_memory();
        return NULL;
    }
    dlti_context_set_diag_handler(ds->ctx, diag_handler, ds);
    if (context_apply_plugins(c, ds->ctx) != 0) {
        out_of_memory();
        free_context(ds);
        return NULL;
    }
    return ds->ctx;
}

int context_apply_plugins(const cli *c, dlti_context *ctx)
{
    const plugin_options *po = &c->plugins;
    if (po->allow_writable)
        dlti_context_set_plugin_flags(ctx, DLTI_PLUGIN_ALLOW_WRITABLE);
    for (size_t i = 0; i < po->n_dirs; i++)
        if (dlti_context_add_plugin_dir(ctx, po->dirs[i]) == DLTI_ERR_NOMEM)
            return -1;
    /* A refusal is reported (as a warning) by the library; the run goes
     * on without the plugin. */
    for (size_t i = 0; i < po->n_files; i++)
        dlti_context_load_plugin(ctx, po->files[i]);
    return 0;
}

/* After a failed call: makes sure the failure was reported (a failed
 * write with its reason). */
void report_if_silent(diag_state *ds, const char *what, dlti_status st)
{
    if (st == DLTI_ERR_IO && ds->cli->output_errno)
        output_say_error(ds->cli);
    else if (dlti_context_error_count(ds->ctx) == 0)
        errorf("%s: %s", what, dlti_status_string(st));
}

void diag_set_sink(diag_state *ds, diag_sink_fn sink, void *user)
{
    ds->sink = sink;
    ds->sink_user = user;
}

void diag_cleanup(cli *c)
{
    for (size_t i = 0; i < c->n_warned; i++)
        free(c->warned[i]);
    free(c->warned);
    c->warned = NULL;
    c->n_warned = 0;
}
