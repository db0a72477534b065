/* scope.c - the scope a command's layout comes from: `--spec FILE` (read
 * for layouts only) and `--scope NAME`, the data layout scopes of a file by
 * their symbol names ("a", "a::b") and the names the tool shows them by in
 * its messages, or the module of an imported LLVM string or triple. */
#include "config.h"

#include "cli.h"

#include <stdlib.h>
#include <string.h>

/* The names of the named scopes (and symbols) a scope path is made of:
 * those of `op` and of its enclosing named scopes below `top`, outermost
 * first, joined by `sep` ("::"), each after `at` ("" or "@").  NULL when
 * `op` has no name or memory ran out (*nomem set). */
char *scope_path(const dlti_op *top, const dlti_op *op, const char *at,
                 const char *sep, int *nomem)
{
    const dlti_op *chain[64];
    size_t n = 0, total = 1, len;
    const char *name;
    char *out, *w;

    if (!dlti_op_symbol_name(op, &len))
        return NULL;
    /* The op itself, then each named scope up to the top (a path deeper
     * than the chain shows its innermost names). */
    for (const dlti_op *o = op; o && o != top && n < 64; o = dlti_op_parent(o))
        if (o == op || (dlti_op_is_scope(o) && dlti_op_symbol_name(o, NULL)))
            chain[n++] = o;
    for (size_t i = 0; i < n; i++) {
        dlti_op_symbol_name(chain[i], &len);
        total += len + strlen(at) + (i ? strlen(sep) : 0);
    }
    if (!(out = malloc(total))) {
        *nomem = 1;
        return NULL;
    }
    w = out;
    for (size_t i = n; i-- > 0;) {
        name = dlti_op_symbol_name(chain[i], &len);
        if (i + 1 < n) {
            memcpy(w, sep, strlen(sep));
            w += strlen(sep);
        }
        memcpy(w, at, strlen(at));
        w += strlen(at);
        memcpy(w, name, len);
        w += len;
    }
    *w = '\0';
    return out;
}

/* What the walk collects: the file's named scopes, and the ops whose path
 * is the one asked for. */
typedef struct scope_walk {
    const dlti_op *top;
    const char *want;   /* the path asked for, "a::b" */
    char **names;       /* paths of all named scopes (for the list) */
    size_t n_names, cap_names;
    dlti_op *scopes[2]; /* the first two scopes named `want` */
    size_t n_scopes;
    dlti_op *other;     /* a symbol named `want` that is no scope */
    int nomem;
} scope_walk;

static int collect(dlti_op *op, void *user)
{
    scope_walk *w = user;
    int scope = dlti_op_is_scope(op);
    char *path;

    if (op == w->top || !dlti_op_symbol_name(op, NULL))
        return 0;
    if (!(path = scope_path(w->top, op, "", "::", &w->nomem)))
        return w->nomem;
    if (strcmp(path, w->want) == 0) {
        if (!scope)
            w->other = w->other ? w->other : op;
        else if (w->n_scopes++ < 2)
            w->scopes[w->n_scopes - 1] = op;
    }
    if (!scope) {
        free(path);
        return 0;
    }
    if (w->n_names == w->cap_names) {
        size_t cap = w->cap_names ? 2 * w->cap_names : 16;
        char **v = realloc(w->names, cap * sizeof *v);
        if (!v) {
            free(path);
            w->nomem = 1;
            return 1;
        }
        w->names = v;
        w->cap_names = cap;
    }
    w->names[w->n_names++] = path;
    return 0;
}

/* "a::b" from "a::b" or "@a::@b" (MLIR's nested symbol reference); NULL
 * when memory ran out. */
static char *normalize(const char *name)
{
    char *out = malloc(strlen(name) + 1), *w = out;

    if (!out)
        return NULL;
    for (const char *p = name; *p;) {
        if (*p == '@' && (p == name || (p - name >= 2 && p[-1] == ':' &&
                                        p[-2] == ':'))) {
            p++;
            continue;
        }
        *w++ = *p++;
    }
    *w = '\0';
    return out;
}

#define SCOPES_SHOWN 20

/* The named scopes of the file, "a, a::b, t" (malloc'ed; NULL when
 * memory ran out, reported). */
static char *list_names(const scope_walk *w)
{
    char *list = NULL;
    size_t size = 0;
    FILE *out = open_memstream(&list, &size);

    if (!out) {
        out_of_memory();
        return NULL;
    }
    /* Each name once (an ambiguous one stands for several scopes). */
    size_t shown = 0, left = 0;
    for (size_t i = 0; i < w->n_names; i++) {
        size_t j = 0;
        while (j < i && strcmp(w->names[j], w->names[i]) != 0)
            j++;
        if (j < i)
            continue;
        if (shown == SCOPES_SHOWN) {
            left++;
            continue;
        }
        fprintf(out, "%s%s", shown++ ? ", " : "", w->names[i]);
    }
    if (left)
        fprintf(out, " and %zu more", left);
    fclose(out);
    return list;
}

/* A note after the error for a symbol that is no scope. */
static void scope_list(const scope_walk *w, const char *file)
{
    char *list = list_names(w);

    if (list && w->n_names)
        fprintf(stderr, "%s: note: the named scopes of %s: %s\n", PROGNAME,
                file, list);
    else if (list)
        fprintf(stderr, "%s: note: %s has no named data layout scope\n",
                PROGNAME, file);
    free(list);
}

/* The error for a name that names nothing: the file's named scopes and
 * the nearest of them. */
static void unknown_scope(const scope_walk *w, const char *file,
                          const char *name)
{
    char *list = list_names(w);

    if (!list)
        return;
    if (w->n_names == 0)
        errorf("no scope named '%s' in %s: it has no named data layout "
               "scope",
               name, file);
    else
        errorf("no scope named '%s' in %s; its named scopes: %s", name, file,
               list);
    free(list);
    if (suggest_note(w->want, (const char *const *)w->names, w->n_names, ""))
        return;
    /* "b" for "a::b": the scopes whose innermost name it is. */
    size_t shown = 0;
    for (size_t i = 0; i < w->n_names; i++) {
        const char *last = w->names[i];
        for (const char *p; (p = strstr(last, "::"));)
            last = p + 2;
        if (last == w->names[i] || strcmp(last, w->want) != 0)
            continue;
        if (shown++ == 0)
            fprintf(stderr, "%s: note: did you mean", PROGNAME);
        else
            fputs(" or", stderr);
        fprintf(stderr, " '%s'", w->names[i]);
    }
    if (shown)
        fputs("?\n", stderr);
}

int find_scope(dlti_op *top, const char *file, const char *name,
               dlti_op **scope, int quiet_miss)
{
    scope_walk w;
    int rc = -1;

    memset(&w, 0, sizeof w);
    w.top = top;
    if (!(w.want = normalize(name))) {
        out_of_memory();
        return -1;
    }
    dlti_op_walk(top, collect, &w);
    if (w.nomem) {
        out_of_memory();
    } else if (w.n_scopes == 1) {
        *scope = w.scopes[0];
        rc = 0;
    } else if (w.n_scopes > 1) {
        dlti_loc a = dlti_op_loc(w.scopes[0]), b = dlti_op_loc(w.scopes[1]);
        errorf("scope name '%s' is ambiguous: it names %zu scopes of %s, "
               "the '%s' at %s:%u:%u, the '%s' at %s:%u:%u%s",
               name, w.n_scopes, file, dlti_op_name(w.scopes[0]), file,
               a.line, a.col, dlti_op_name(w.scopes[1]), file, b.line, b.col,
               w.n_scopes > 2 ? ", ..." : "");
    } else if (w.other) {
        dlti_loc l = dlti_op_loc(w.other);
        errorf("'%s' names the '%s' at %s:%u:%u, which is not a data layout "
               "scope",
               name, dlti_op_name(w.other), file, l.line, l.col);
        scope_list(&w, file);
    } else if (quiet_miss) {
        rc = 1;
    } else {
        unknown_scope(&w, file, name);
    }
    for (size_t i = 0; i < w.n_names; i++)
        free(w.names[i]);
    free(w.names);
    free((char *)w.want);
    return rc;
}

int spec_file_scope(diag_state *ds, const input *in, const char *scope_name,
                    dlti_op **top, dlti_op **scope)
{
    /* The input outlives the context: no second copy of it.  Only what
     * layouts depend on is read (the scope ops, aliases and dialect
     * types): fast on large files; errors in other ops' bodies are `dlti
     * verify FILE`'s to find. */
    dlti_context_borrow_source(ds->ctx, in->name, in->text, in->len);
    dlti_status st = dlti_parse_scopes(ds->ctx, in->name, in->text, in->len,
                                       in->mapped ? DLTI_QUERY_TEXT_MAPPED : 0,
                                       top);
    if (st == DLTI_OK)
        st = dlti_verify(*top);
    if (st != DLTI_OK) {
        report_if_silent(ds, in->name, st);
        return -1;
    }
    *scope = *top;
    if (!scope_name)
        return 0;
    int fr = find_scope(*top, in->name, scope_name, scope, 1);
    if (fr == 1) {
        /* The quick read kept scope ops only: to say what NAME is, or is
         * near, the file is read in full. */
        dlti_op *full = NULL;
        st = dlti_parse_source(ds->ctx, in->name, in->text, in->len, &full);
        if (st == DLTI_OK)
            st = dlti_verify(full);
        if (st != DLTI_OK) {
            report_if_silent(ds, in->name, st);
        } else if (find_scope(full, in->name, scope_name, scope, 0) == 0) {
            /* a scope the quick read did not keep: answer from the full
             * read (it was found and nothing said; exiting 1 here was
             * silent) */
            *top = full;
            return 0;
        }
        fr = -1;
    }
    return fr;
}

/* Whether a data layout string that failed is a target triple instead:
 * no ':' (every sized specification has one), and a first component of
 * more than one letter (every specification starts with one). */
static int looks_like_triple(const char *s)
{
    const char *dash = strchr(s, '-');
    return dash && dash - s > 1 && !strchr(s, ':');
}

static void cli_note(const char *fmt, const char *a, const char *b)
{
    fflush(stdout);
    fprintf(stderr, "%s: note: ", PROGNAME);
    fprintf(stderr, fmt, a, b);
    fputc('\n', stderr);
}

void note_if_triple(const char *text, const char *use)
{
    if (looks_like_triple(text))
        cli_note("'%s' looks like a target triple: use %s", text, use);
}

dlti_status imported_scope(diag_state *ds, int target, const char *text,
                           dlti_op **scope)
{
    const dlti_attr *spec = NULL;
    /* (errors in the string are located in it: it is echoed) */
    ds->aux = text;
    ds->aux_len = strlen(text);
    dlti_status st = dlti_spec_import(ds->ctx, "llvm",
                                      target ? "target" : "datalayout", text,
                                      strlen(text), &spec);
    ds->aux = NULL;
    if (st != DLTI_OK) {
        if (!target && st == DLTI_ERR_PARSE)
            note_if_triple(text, "--target");
        return st;
    }
    if (!target && !*text)
        cli_note("--datalayout '%s'%s: the empty string is LLVM's default data "
                 "layout (no entries)", "", "");
    st = dlti_spec_module(ds->ctx, spec, scope);
    if (st == DLTI_OK)
        st = dlti_verify(*scope);
    return st;
}
