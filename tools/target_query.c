/* target_query.c - `dlti query --llvm-target-to-data-layout FILE`: what
 * mlir-opt-22 --llvm-target-to-data-layout --test-data-layout-query FILE
 * prints.  The top-level module's llvm.target = #llvm.target<triple = T,
 * ...> gives the spec (dlti_spec_import "target"), which is written into
 * the module's attribute dictionary in the text; the query then runs on
 * that text as `dlti query` runs on a file. */
#include "config.h"

#include "cli.h"

#include <stdlib.h>
#include <string.h>

/* The triple of a printed #llvm.target<triple = "...", ...>, unescaped
 * (MLIR's string escapes: \\, \XX); malloc'ed, NULL if not found. */
static char *triple_of(const char *printed, size_t *len)
{
    const char *p = strstr(printed, "triple = \"");
    if (!p)
        return NULL;
    p += 10;
    char *out = malloc(strlen(p) + 1);
    size_t n = 0;
    if (!out)
        return NULL;
    while (*p && *p != '"') {
        if (*p == '\\' && p[1] == '\\') {
            out[n++] = '\\';
            p += 2;
        } else if (*p == '\\' && p[1] && p[2]) {
            char hx[3] = {p[1], p[2], 0};
            out[n++] = (char)strtol(hx, NULL, 16);
            p += 3;
        } else {
            out[n++] = *p++;
        }
    }
    out[n] = '\0';
    *len = n;
    return out;
}

/* Byte offset just after the `{` of `module [@name] attributes {` at
 * line:col of text, or (size_t)-1. */
static size_t attr_dict_start(const input *in, dlti_loc loc)
{
    size_t i = 0;
    unsigned line = 1;
    while (i < in->len && line < loc.line)
        if (in->text[i++] == '\n')
            line++;
    i += loc.col - 1;
    const char *t = in->text;
#define SKIP_WS() while (i < in->len && strchr(" \t\r\n", t[i])) i++
    if (i + 6 > in->len || strncmp(t + i, "module", 6) != 0)
        return (size_t)-1;
    i += 6;
    SKIP_WS();
    if (i < in->len && t[i] == '@') {
        i++;
        while (i < in->len && !strchr(" \t\r\n", t[i]))
            i++;
        SKIP_WS();
    }
    if (i + 10 > in->len || strncmp(t + i, "attributes", 10) != 0)
        return (size_t)-1;
    i += 10;
    SKIP_WS();
#undef SKIP_WS
    return i < in->len && t[i] == '{' ? i + 1 : (size_t)-1;
}

static void loc_error(diag_state *ds, const input *in, dlti_loc loc,
                      const char *msg)
{
    print_diag(in->name, loc.line, loc.col, "error", msg, in->text, in->len,
               1, &ds->cache);
}

int target_query_file(cli *c, const char *path)
{
    input in;
    diag_state ds;
    dlti_op *top = NULL;
    int rc = -1;
    char *printed = NULL, *triple = NULL, *spec_text = NULL, *text = NULL;

    if (input_read(path, &in) != 0)
        return -1;
    if (!new_context(c, &ds, &in)) {
        input_free(&in);
        return -1;
    }
    dlti_status st = dlti_parse_source(ds.ctx, in.name, in.text, in.len, &top);
    if (st == DLTI_OK)
        st = dlti_verify(top);
    if (st != DLTI_OK) {
        report_if_silent(&ds, in.name, st);
        goto done;
    }
    dlti_loc loc = dlti_op_loc(top);
    const dlti_attr *target = dlti_op_attr(top, "llvm.target");
    size_t tlen = 0;
    if (target && (printed = dlti_attr_to_string(target)) != NULL &&
        strncmp(printed, "#llvm.target<", 13) == 0)
        triple = triple_of(printed, &tlen);
    if (!triple) {
        loc_error(&ds, &in, loc,
                  "no TargetAttrInterface-implementing attribute at key "
                  "\"llvm.target\"");
        goto done;
    }
    if (dlti_op_attr(top, "dlti.dl_spec")) {
        loc_error(&ds, &in, loc,
                  "the module has a dlti.dl_spec already: combining it with "
                  "the target's is not supported (mlir-opt-22 crashes there)");
        goto done;
    }
    /* The import's own diagnostics would repeat the one below: this
     * context is freed before the query, no need to restore the
     * handler. */
    dlti_context_set_diag_handler(ds.ctx, NULL, NULL);
    const dlti_attr *spec = NULL;
    st = dlti_spec_import(ds.ctx, "llvm", "target", triple, tlen, &spec);
    if (st != DLTI_OK) {
        /* mlir-opt's message has the whole attribute. */
        char msg[600];
        snprintf(msg, sizeof msg, "failed to obtain llvm::DataLayout for %s",
                 printed);
        loc_error(&ds, &in, loc, msg);
        goto done;
    }
    size_t at = attr_dict_start(&in, loc);
    if (at == (size_t)-1) {
        loc_error(&ds, &in, loc,
                  "--llvm-target-to-data-layout needs the module in its "
                  "custom form, `module attributes {...}`");
        goto done;
    }
    if (!(spec_text = dlti_attr_to_string(spec)))
        goto nomem;
    size_t sl = strlen(spec_text);
    static const char pre[] = "dlti.dl_spec = ", post[] = ", ";
    size_t n = in.len + sizeof pre + sl + sizeof post;
    if (!(text = malloc(n)))
        goto nomem;
    size_t k = 0;
    memcpy(text, in.text, at);
    k = at;
    memcpy(text + k, pre, sizeof pre - 1);
    k += sizeof pre - 1;
    memcpy(text + k, spec_text, sl);
    k += sl;
    memcpy(text + k, post, sizeof post - 1);
    k += sizeof post - 1;
    memcpy(text + k, in.text + at, in.len - at);
    k += in.len - at;
    text[k] = '\0';

    /* A fresh context for the query: the text is another one. */
    free_context(&ds);
    input mod = {in.name, text, k, false};
    if (!new_context(c, &ds, &mod))
        goto done;
    st = dlti_query_source_opts(ds.ctx, in.name, text, k, NULL,
                                write_stdout_pieces, c);
    if (st != DLTI_OK) {
        report_if_silent(&ds, in.name, st);
        goto done;
    }
    /* mlir-opt prints the top-level op, a newline, and a blank line. */
    output_text(c, "\n");
    rc = 0;
    goto done;
nomem:
    out_of_memory();
done:
    dlti_free(printed);
    dlti_free(spec_text);
    free(triple);
    free(text);
    free_context(&ds);
    input_free(&in);
    return rc;
}
