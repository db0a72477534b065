/* structs.c - `dlti layout --spec FILE --structs`: the file's identified structs
 * with their size, alignment, holes and padding (pahole's totals when
 * debug info names the C type), sortable by the bytes they waste. */
#include "config.h"

#include "cli.h"
#include "fields.h"

#include <inttypes.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* ---- --structs ------------------------------------------------------------ */

typedef struct srow {
    const di_llvm *s;
    uint64_t size, align, holes, sum_holes, padding;
    size_t members;
    dlti_status st;
} srow;

static int by_wasted(const void *a, const void *b)
{
    const srow *x = a, *y = b;
    uint64_t wx = x->sum_holes + x->padding, wy = y->sum_holes + y->padding;
    if (wx != wy)
        return wx < wy ? 1 : -1;
    return strcmp(x->s->name, y->s->name);
}

static int by_size(const void *a, const void *b)
{
    const srow *x = a, *y = b;
    if (x->size != y->size)
        return x->size < y->size ? 1 : -1;
    return strcmp(x->s->name, y->s->name);
}

static void fill(dlti_data_layout *dl, srow *r)
{
    dlti_size size;
    const di_comp *c = r->s->comp;
    if ((r->st = dlti_type_size(dl, r->s->type, &size)) ||
        (r->st = dlti_type_abi_alignment(dl, r->s->type, &r->align)) ||
        (r->st = fields_sums(dl, r->s->type, &r->members, &r->holes,
                             &r->sum_holes, &r->padding)))
        return;
    r->size = size.value;
    if (c) { /* pahole's totals */
        di_sums s;
        di_sum(c, &s);
        r->members = c->n;
        r->holes = s.holes;
        r->sum_holes = s.sum_holes;
        r->padding = s.padding;
    }
}

/* The widest a name column grows. */
#define NAME_COLUMN_MAX 40

int structs_print(FILE *out, dlti_data_layout *dl, const di_info *di,
                  const char *sort, int json)
{
    size_t n = di ? di->ns : 0, w = strlen("struct"), wc = strlen("C type");
    srow *rows = calloc(n ? n : 1, sizeof *rows);
    int rc = EXIT_OK;
    if (!rows) {
        out_of_memory();
        return EXIT_ERR;
    }
    for (size_t i = 0; i < n; i++) {
        rows[i].s = &di->s[i];
        fill(dl, &rows[i]);
        if (rows[i].st)
            rc = EXIT_ERR;
    }
    if (strcmp(sort, "wasted") == 0)
        qsort(rows, n, sizeof *rows, by_wasted);
    else if (strcmp(sort, "size") == 0)
        qsort(rows, n, sizeof *rows, by_size);
    if (json) {
        fputs(n ? "[\n" : "[]\n", out);
        for (size_t i = 0; i < n; i++) {
            const srow *r = &rows[i];
            fputs("  {\"name\": ", out);
            json_string(out, r->s->name);
            fputs(", \"c\": ", out);
            if (r->s->comp)
                json_string(out, r->s->comp->cname);
            else
                fputs("null", out);
            if (r->st)
                fprintf(out, ", \"error\": \"%s\"", dlti_status_string(r->st));
            else
                fprintf(out, ", \"size\": %" PRIu64 ", \"align\": %" PRIu64
                             ", \"members\": %zu, \"holes\": %" PRIu64
                             ", \"sum_holes\": %" PRIu64 ", \"padding\": %" PRIu64
                             ", \"wasted\": %" PRIu64,
                        r->size, r->align, r->members, r->holes, r->sum_holes,
                        r->padding, r->sum_holes + r->padding);
            fputs(i + 1 < n ? "},\n" : "}\n", out);
        }
        if (n)
            fputs("]\n", out);
        free(rows);
        return rc;
    }
    for (size_t i = 0; i < n; i++) {
        if (strlen(rows[i].s->name) > w)
            w = strlen(rows[i].s->name);
        if (rows[i].s->comp && strlen(rows[i].s->comp->cname) > wc)
            wc = strlen(rows[i].s->comp->cname);
    }
    /* C++ names run to hundreds of characters: past its column's bound a
     * row's names go on a line of their own, its numbers on the next (as
     * df does with a long device name), not every row padded to it. */
    if (w > NAME_COLUMN_MAX)
        w = NAME_COLUMN_MAX;
    if (wc > NAME_COLUMN_MAX)
        wc = NAME_COLUMN_MAX;
    if (n)
        fprintf(out, "%-*s  %-*s  %8s  %5s  %7s  %5s  %9s  %7s  %6s\n", (int)w,
                "struct", (int)wc, "C type", "size", "align", "members",
                "holes", "sum holes", "padding", "wasted");
    for (size_t i = 0; i < n; i++) {
        const srow *r = &rows[i];
        if (r->st) {
            errorf("cannot lay out struct '%s': %s", r->s->name,
                   dlti_status_string(r->st));
            continue;
        }
        const char *name = r->s->name;
        const char *cname = r->s->comp ? r->s->comp->cname : "-";
        if (strlen(name) > w || strlen(cname) > wc) {
            fprintf(out, "%-*s  %s\n", (int)w, name, cname);
            name = cname = "";
        }
        fprintf(out, "%-*s  %-*s  %8" PRIu64 "  %5" PRIu64 "  %7zu  %5" PRIu64
                     "  %9" PRIu64 "  %7" PRIu64 "  %6" PRIu64 "\n",
                (int)w, name, (int)wc, cname, r->size, r->align,
                r->members, r->holes, r->sum_holes, r->padding,
                r->sum_holes + r->padding);
    }
    free(rows);
    return rc;
}
