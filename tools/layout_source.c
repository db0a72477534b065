/* layout_source.c - where the layouts of `dlti layout` and `dlti diff`
 * come from: the default layout, --spec FILE [--scope NAME], --target TRIPLE
 * or --datalayout STRING opened in a context of its own; the TYPEs of the
 * command line parsed in it; and the five answers for a type, as cells of
 * a table and as JSON. */
#include "config.h"

#include "cli.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

/* "--spec FILE [--scope NAME]", "--target TRIPLE", "--datalayout STRING"
 * (malloc'ed), or NULL when out of memory. */
static char *describe(const layout_source *s)
{
    const char *opt = s->kind == OPT_SPEC     ? "--spec"
                      : s->kind == OPT_TARGET ? "--target"
                                              : "--datalayout";
    size_t n = strlen(opt) + strlen(s->arg) +
               (s->scope_name ? strlen(s->scope_name) + 10 : 0) + 2;
    char *d = malloc(n);
    if (!d)
        return NULL;
    if (s->scope_name)
        snprintf(d, n, "%s %s --scope %s", opt, s->arg, s->scope_name);
    else
        snprintf(d, n, "%s %s", opt, s->arg);
    return d;
}

int source_open(cli *c, layout_source *s)
{
    dlti_status st;

    if (s->kind && !(s->desc = describe(s))) {
        out_of_memory();
        return -1;
    }
    if (s->kind == OPT_SPEC && input_read(s->arg, &s->in) != 0)
        return -1;
    if (!new_context(c, &s->ds, s->kind == OPT_SPEC ? &s->in : NULL))
        return -1;
    s->have_ds = 1;
    if (s->kind == OPT_SPEC)
        return spec_file_scope(&s->ds, &s->in, s->scope_name, &s->top,
                               &s->scope);
    if (s->kind) {
        st = imported_scope(&s->ds, s->kind == OPT_TARGET, s->arg, &s->scope);
        if (st != DLTI_OK) {
            report_if_silent(&s->ds, s->arg, st);
            return -1;
        }
    }
    return 0;
}

void source_close(layout_source *s)
{
    if (s->have_ds)
        free_context(&s->ds);
    s->have_ds = 0;
    input_free(&s->in);
    free(s->desc);
    s->desc = NULL;
}

dlti_status source_parse_type(layout_source *s, const char *text,
                              const dlti_type **t)
{
    size_t len = strlen(text);
    dlti_status st;

    /* Diagnostics of the type's text show that text, whatever buffer
     * name the library gives it. */
    s->ds.aux = text;
    s->ds.aux_len = len;
    /* In --spec FILE's scope: its aliases and struct names. */
    st = s->top ? dlti_parse_type_in(s->top, "<command line>", text, len, t)
                : dlti_parse_type_named(s->ds.ctx, "<command line>", text,
                                        len, t);
    s->ds.aux = NULL;
    return st;
}

dlti_status source_new_layout(layout_source *s, dlti_layout_rules rules,
                              dlti_data_layout **out)
{
    dlti_status st = dlti_data_layout_new(s->ds.ctx, s->scope, out);
    /* Under LLVM's rules, the string or triple itself (LLVM's defaults
     * for what it does not name), not the spec MLIR imports of it: given
     * before the rules, so that LLVM's rules read it alone (the other
     * order first translated the scope's spec back into a string, ~180k
     * instructions, only to replace it). */
    if (st == DLTI_OK && (s->kind == OPT_TARGET || s->kind == OPT_DATALAYOUT))
        st = dlti_data_layout_set_llvm_layout(
            *out, s->kind == OPT_TARGET ? "target" : "datalayout", s->arg,
            strlen(s->arg));
    if (st == DLTI_OK)
        st = dlti_data_layout_set_rules(*out, rules);
    return st;
}

/* ---- The answers for a type --------------------------------------------- */

dlti_status answers_query(dlti_data_layout *dl, const dlti_type *t,
                          answers *a)
{
    dlti_status st;
    if ((st = dlti_type_size(dl, t, &a->size)) != DLTI_OK ||
        (st = dlti_type_size_in_bits(dl, t, &a->bits)) != DLTI_OK ||
        (st = dlti_type_abi_alignment(dl, t, &a->abi)) != DLTI_OK ||
        (st = dlti_type_preferred_alignment(dl, t, &a->pref)) != DLTI_OK ||
        (st = dlti_type_index_bitwidth(dl, t, &a->index, &a->has_index)) !=
            DLTI_OK)
        return st;
    return DLTI_OK;
}

int answers_same(const answers *a, const answers *b)
{
    return a->size.value == b->size.value &&
           a->size.scalable == b->size.scalable &&
           a->bits.value == b->bits.value && a->abi == b->abi &&
           a->pref == b->pref && a->has_index == b->has_index &&
           (!a->has_index || a->index == b->index);
}

void answers_fmt_size(char *buf, size_t n, dlti_size s)
{
    snprintf(buf, n, "%s%" PRIu64, s.scalable ? "vscale x " : "", s.value);
}

void answers_cells(const answers *a, char cell[5][ANSWER_CELL])
{
    answers_fmt_size(cell[0], ANSWER_CELL, a->size);
    answers_fmt_size(cell[1], ANSWER_CELL, a->bits);
    snprintf(cell[2], ANSWER_CELL, "%" PRIu64, a->abi);
    snprintf(cell[3], ANSWER_CELL, "%" PRIu64, a->pref);
    if (a->has_index)
        snprintf(cell[4], ANSWER_CELL, "%" PRIu64, a->index);
    else
        snprintf(cell[4], ANSWER_CELL, "-");
}

void answers_json(FILE *out, const answers *a)
{
    fprintf(out,
            "\"size\": %" PRIu64 ", \"bits\": %" PRIu64
            ", \"scalable\": %s, \"abi\": %" PRIu64 ", \"preferred\": %" PRIu64
            ", \"index\": ",
            a->size.value, a->bits.value,
            a->size.scalable || a->bits.scalable ? "true" : "false", a->abi,
            a->pref);
    if (a->has_index)
        fprintf(out, "%" PRIu64, a->index);
    else
        fputs("null", out);
}
