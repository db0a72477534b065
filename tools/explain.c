/* explain.c - `dlti layout --explain`: what decided each answer (the
 * library's dlti_explain), as lines under the table or as a row's
 * "explain" object in JSON. */
#include "config.h"

#include "cli.h"

#include <dlti/plugin.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

/* Answers derived from another type's are followed this deep. */
#define EXPLAIN_DEPTH 4

static const char *const query_names[4] = {"size", "abi", "preferred",
                                           "index"};

static const char *why_name(dlti_why w)
{
    switch (w) {
    case DLTI_WHY_ENTRY:
        return "entry";
    case DLTI_WHY_NEAREST:
        return "nearest-entry";
    case DLTI_WHY_DEFAULT:
        return "default";
    case DLTI_WHY_TYPE:
        return "type";
    case DLTI_WHY_DERIVED:
        return "derived";
    case DLTI_WHY_SCOPE_OP:
        return "scope-op";
    case DLTI_WHY_DIALECT:
        return "dialect";
    }
    return "?";
}

/* "KEY = VALUE" of an entry, malloc'ed (NULL when out of memory). */
static char *entry_text(const dlti_attr *e)
{
    const dlti_type *kt = dlti_entry_key_type(e);
    const char *ks = dlti_entry_key_string(e);
    char *key = kt ? dlti_type_to_string(kt) : NULL;
    char *val = dlti_attr_to_string(dlti_entry_value(e));
    char *out = NULL;
    size_t n = 0;
    FILE *f = open_memstream(&out, &n);
    if (f) {
        if (key)
            fputs(key, f);
        else
            fprintf(f, "\"%s\"", ks ? ks : "");
        fprintf(f, " = %s", val ? val : "?");
        if (fclose(f) != 0) {
            free(out);
            out = NULL;
        }
    }
    dlti_free(key);
    dlti_free(val);
    return out;
}

/* The scope op in words: "the top-level module", "module @m",
 * "'test.op_with_data_layout' @t", "'gpu.module' at 4:3"; `label` for the
 * module of a layout given on the command line (no location). */
static void scope_words(FILE *f, const dlti_op *op, const char *label)
{
    size_t n = 0;
    const char *sym = dlti_op_symbol_name(op, &n);
    dlti_loc loc = dlti_op_loc(op);
    int module = strcmp(dlti_op_name(op), "builtin.module") == 0;
    if (loc.line == 0 && label) {
        fputs(label, f);
        return;
    }
    if (module && !dlti_op_parent(op))
        fputs("the top-level module", f);
    else if (module)
        fputs("module", f);
    else
        fprintf(f, "'%s'", dlti_op_name(op));
    if (sym)
        fprintf(f, " @%.*s", (int)n, sym);
    else if (dlti_op_parent(op) && loc.line)
        fprintf(f, " at %u:%u", loc.line, loc.col);
}

static char *scope_text(const dlti_op *op, const char *label)
{
    char *out = NULL;
    size_t n = 0;
    FILE *f = open_memstream(&out, &n);
    if (!f)
        return NULL;
    scope_words(f, op, label);
    if (fclose(f) != 0) {
        free(out);
        return NULL;
    }
    return out;
}

/* The answer of query q, as the table shows it. */
static void answer_text(dlti_data_layout *dl, const dlti_type *t,
                        dlti_query_kind q, char *buf, size_t n)
{
    dlti_size s;
    uint64_t v;
    int has;
    snprintf(buf, n, "?");
    switch (q) {
    case DLTI_QUERY_SIZE:
        if (!dlti_type_size(dl, t, &s))
            snprintf(buf, n, "%s%" PRIu64, s.scalable ? "vscale x " : "",
                     s.value);
        break;
    case DLTI_QUERY_ABI_ALIGNMENT:
        if (!dlti_type_abi_alignment(dl, t, &v))
            snprintf(buf, n, "%" PRIu64, v);
        break;
    case DLTI_QUERY_PREFERRED_ALIGNMENT:
        if (!dlti_type_preferred_alignment(dl, t, &v))
            snprintf(buf, n, "%" PRIu64, v);
        break;
    default:
        if (!dlti_type_index_bitwidth(dl, t, &v, &has))
            snprintf(buf, n, has ? "%" PRIu64 : "-", v);
        break;
    }
}

/* The entry of an explanation in words: "i32 = ... at f:3:5 in module
 * @m (inherited); it replaces i32 = ... of module @outer". */
static void entry_words(FILE *f, const dlti_explanation *x, const char *label)
{
    char *e = entry_text(x->entry);
    fprintf(f, ": %s", e ? e : "?");
    free(e);
    if (x->entry_loc.line)
        fprintf(f, " at %s:%u:%u", x->entry_loc.file, x->entry_loc.line,
                x->entry_loc.col);
    if (x->entry_scope) {
        fputs(" in ", f);
        scope_words(f, x->entry_scope, label);
        if (x->inherited)
            fputs(" (inherited)", f);
    }
    if (x->overrides) {
        char *o = entry_text(x->overrides);
        fprintf(f, "; it replaces %s of ", o ? o : "?");
        free(o);
        scope_words(f, x->overrides_scope, label);
    }
}

static void text_one(FILE *f, dlti_data_layout *dl, const dlti_type *t,
                     dlti_query_kind q, const char *label, unsigned depth)
{
    dlti_explanation x;
    char ans[48];
    if (dlti_explain(dl, t, q, &x) != DLTI_OK)
        return; /* the table reports the type's error */
    answer_text(dl, t, q, ans, sizeof ans);
    fprintf(f, "%*s", (int)(2 + 2 * depth), "");
    if (depth) {
        char *ts = dlti_type_to_string(t);
        fprintf(f, "%s ", ts ? ts : "?");
        dlti_free(ts);
    }
    fprintf(f, "%s %s: %s", query_names[q], ans, x.rule);
    if (x.entry)
        entry_words(f, &x, label);
    else if (x.why == DLTI_WHY_SCOPE_OP && x.entry_scope) {
        fputs(": ", f);
        scope_words(f, x.entry_scope, label);
    }
    fputc('\n', f);
    if (x.why == DLTI_WHY_DERIVED && x.via && depth + 1 < EXPLAIN_DEPTH)
        text_one(f, dl, x.via, x.via_query, label, depth + 1);
}

void explain_text(FILE *f, dlti_data_layout *dl, const dlti_type *t,
                  const char *label)
{
    char *ts = dlti_type_to_string(t);
    fprintf(f, "%s:\n", ts ? ts : "?");
    dlti_free(ts);
    const char *src, *llvm = dlti_data_layout_llvm_string(dl, &src);
    if (llvm)
        fprintf(f, "  under LLVM 22's DataLayout for \"%s\" (%s)\n", llvm,
                src);
    for (int q = DLTI_QUERY_SIZE; q <= DLTI_QUERY_INDEX_BITWIDTH; q++)
        text_one(f, dl, t, (dlti_query_kind)q, label, 0);
}

static void json_opt_string(FILE *f, char *s)
{
    if (s)
        json_string(f, s);
    else
        fputs("null", f);
    free(s);
}

static void json_one(FILE *f, dlti_data_layout *dl, const dlti_type *t,
                     dlti_query_kind q, const char *label, unsigned depth)
{
    dlti_explanation x;
    if (dlti_explain(dl, t, q, &x) != DLTI_OK) {
        fputs("null", f);
        return;
    }
    fprintf(f, "{\"why\": \"%s\", \"rule\": ", why_name(x.why));
    json_string(f, x.rule);
    fputs(", \"entry\": ", f);
    json_opt_string(f, x.entry ? entry_text(x.entry) : NULL);
    fputs(", \"at\": ", f);
    if (x.entry && x.entry_loc.line) {
        char *at = NULL;
        size_t n = 0;
        FILE *m = open_memstream(&at, &n);
        if (m) {
            fprintf(m, "%s:%u:%u", x.entry_loc.file, x.entry_loc.line,
                    x.entry_loc.col);
            if (fclose(m) != 0) {
                free(at);
                at = NULL;
            }
        }
        json_opt_string(f, at);
    } else {
        fputs("null", f);
    }
    fputs(", \"scope\": ", f);
    json_opt_string(f, x.entry_scope ? scope_text(x.entry_scope, label) : NULL);
    fprintf(f, ", \"inherited\": %s, \"entries\": %zu",
            x.inherited ? "true" : "false", x.n_entries);
    if (x.overrides) {
        fputs(", \"overrides\": {\"entry\": ", f);
        json_opt_string(f, entry_text(x.overrides));
        fputs(", \"scope\": ", f);
        json_opt_string(f, scope_text(x.overrides_scope, label));
        fputc('}', f);
    }
    if (x.why == DLTI_WHY_DERIVED && x.via) {
        char *vt = dlti_type_to_string(x.via);
        fputs(", \"via\": ", f);
        json_string(f, vt ? vt : "?");
        dlti_free(vt);
        fprintf(f, ", \"via_query\": \"%s\"", query_names[x.via_query]);
        if (depth + 1 < EXPLAIN_DEPTH) {
            fputs(", \"via_explain\": ", f);
            json_one(f, dl, x.via, x.via_query, label, depth + 1);
        }
    }
    fputc('}', f);
}

void explain_json(FILE *f, dlti_data_layout *dl, const dlti_type *t,
                  const char *label)
{
    fputs("{", f);
    for (int q = DLTI_QUERY_SIZE; q <= DLTI_QUERY_INDEX_BITWIDTH; q++) {
        fprintf(f, "%s\"%s\": ", q ? ", " : "", query_names[q]);
        json_one(f, dl, t, (dlti_query_kind)q, label, 0);
    }
    const char *src, *llvm = dlti_data_layout_llvm_string(dl, &src);
    if (llvm) {
        fputs(", \"llvm_data_layout\": ", f);
        json_string(f, llvm);
        fputs(", \"llvm_data_layout_source\": ", f);
        json_string(f, src);
    }
    fputs("}", f);
}
