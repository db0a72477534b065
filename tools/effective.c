/* effective.c - `dlti layout` with a layout and no TYPE: the layout
 * itself.  Its identifier properties as mlir-opt-22's
 * --test-data-layout-query gives them to a query op in that scope (the
 * same attribute text, the same values when the spec has no entry), the
 * index bitwidth, the answers for the dialect types its entries are keyed
 * by (pointers of each address space named), and its target system spec. */
#include "config.h"

#include "cli.h"

#include <dlti/plugin.h>
#include <inttypes.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define N_PROPS EFFECTIVE_PROPS

/* In the order of the query pass's (sorted) attribute names. */
typedef struct prop {
    const char *name;
    char *value;  /* attribute text, malloc'ed */
    int absent;   /* no entry: the query pass's value for none */
} prop;

static char *dup_text(const char *s)
{
    size_t n = strlen(s) + 1;
    char *d = malloc(n);
    if (d)
        memcpy(d, s, n);
    return d;
}

/* The attribute's text, or `none` when absent. */
static char *attr_or(const dlti_attr *a, const char *none)
{
    char *s, *d;
    if (!a)
        return dup_text(none);
    s = dlti_attr_to_string(a);
    d = s ? dup_text(s) : NULL;
    dlti_free(s);
    return d;
}

const char *const effective_prop_names[EFFECTIVE_PROPS] = {
    "alloca_memory_space", "default_memory_space", "endianness",
    "function_pointer_alignment", "global_memory_space",
    "legal_int_widths", "mangling_mode", "program_memory_space",
    "stack_alignment"};

static int get_props(dlti_data_layout *dl, prop *p)
{
    const dlti_attr *a[N_PROPS] = {
        dlti_layout_alloca_memory_space(dl),
        dlti_layout_default_memory_space(dl),
        dlti_layout_endianness(dl),
        dlti_layout_function_pointer_alignment(dl),
        dlti_layout_global_memory_space(dl),
        dlti_layout_legal_int_widths(dl),
        dlti_layout_mangling_mode(dl),
        dlti_layout_program_memory_space(dl),
        NULL};
    static const char *const none[N_PROPS] = {
        "0 : ui32", "0 : ui32", "\"\"",
        "#dlti.function_pointer_alignment<0, function_dependent = false>",
        "0 : ui32", "array<i32>", "\"\"", "0 : ui32", "0 : index"};
    uint64_t stack;
    char buf[48];

    if (dlti_layout_stack_alignment(dl, &stack) != DLTI_OK)
        return -1;
    for (int i = 0; i < N_PROPS; i++) {
        p[i].name = effective_prop_names[i];
        p[i].absent = !a[i];
        p[i].value = attr_or(a[i], none[i]);
    }
    /* Stack alignment is an index in the query's answer, whatever the
     * entry's type. */
    free(p[N_PROPS - 1].value);
    snprintf(buf, sizeof buf, "%" PRIu64 " : index", stack);
    p[N_PROPS - 1].value = dup_text(buf);
    p[N_PROPS - 1].absent = stack == 0;
    for (int i = 0; i < N_PROPS; i++)
        if (!p[i].value) {
            out_of_memory();
            return -1;
        }
    return 0;
}

int effective_props(dlti_data_layout *dl, char **values, int *absent)
{
    prop p[N_PROPS];
    memset(p, 0, sizeof p);
    if (get_props(dl, p) != 0) {
        for (int i = 0; i < N_PROPS; i++)
            free(p[i].value);
        return -1;
    }
    for (int i = 0; i < N_PROPS; i++) {
        values[i] = p[i].value;
        absent[i] = p[i].absent;
    }
    return 0;
}

/* The types the layout's entries are keyed by (i64, f80, vector<4xi32>,
 * "!llvm.ptr<270>"), in entry order, each once; not index, row 0. */
typedef struct key_types {
    const dlti_type **t;
    size_t n;
} key_types;

static int collect_key_types(dlti_data_layout *dl, key_types *k)
{
    size_t cap = 0;
    k->t = NULL;
    k->n = 0;
    for (size_t i = 0;; i++) {
        const dlti_attr *e = dlti_layout_entry(dl, i);
        const dlti_type *t;
        if (!e)
            break;
        if (!(t = dlti_entry_key_type(e)) ||
            t == dlti_index_type(dlti_type_context(t)))
            continue;
        if (k->n == cap) {
            const dlti_type **n;
            cap = cap ? 2 * cap : 8;
            if (!(n = realloc(k->t, cap * sizeof *n))) {
                out_of_memory();
                return -1;
            }
            k->t = n;
        }
        k->t[k->n++] = t;
    }
    return 0;
}

/* Builtin scalars first, as users look for them: integers, then floats,
 * each by width, then vectors and other builtin types, then dialect
 * types; entry order otherwise. */
static int key_rank(const dlti_type *t, unsigned *width)
{
    char *str = dlti_type_to_string(t);
    int dialect = !str || str[0] == '!';
    unsigned rank;
    dlti_signedness sign;
    dlti_free(str);
    *width = 0;
    if (dialect)
        return 4;
    if (dlti_type_is_integer(t, width, &sign))
        return 0;
    if (dlti_type_is_float(t, width))
        return 1;
    return dlti_type_is_vector(t, &rank, NULL) ? 2 : 3;
}

/* A key type with what it sorts by. */
typedef struct key_sort {
    const dlti_type *t;
    int rank;
    unsigned width;
    size_t at; /* its place among the entries */
} key_sort;

static int by_type(const void *x, const void *y)
{
    const key_sort *a = x, *b = y;
    if (a->t != b->t)
        return (uintptr_t)a->t < (uintptr_t)b->t ? -1 : 1;
    return (a->at > b->at) - (a->at < b->at);
}

static int by_rank(const void *x, const void *y)
{
    const key_sort *a = x, *b = y;
    if (a->rank != b->rank)
        return a->rank < b->rank ? -1 : 1;
    if (a->rank <= 1 && a->width != b->width)
        return a->width < b->width ? -1 : 1;
    return (a->at > b->at) - (a->at < b->at);
}

/* Each type once (its first entry), by key_rank: a rank and a width
 * computed once each, sorted (an insertion sort printing both types at
 * each comparison, and a search of the earlier keys for each, were
 * quadratic: 10,000 entries took 3 s).  -1 when out of memory. */
static int sort_key_types(key_types *k)
{
    if (k->n < 2)
        return 0;
    key_sort *s = malloc(k->n * sizeof *s);
    if (!s) {
        out_of_memory();
        return -1;
    }
    for (size_t i = 0; i < k->n; i++) {
        s[i].t = k->t[i];
        s[i].at = i;
        s[i].rank = key_rank(k->t[i], &s[i].width);
    }
    qsort(s, k->n, sizeof *s, by_type);
    size_t n = 0;
    for (size_t i = 0; i < k->n; i++)
        if (!n || s[i].t != s[n - 1].t)
            s[n++] = s[i];
    qsort(s, n, sizeof *s, by_rank);
    for (size_t i = 0; i < n; i++)
        k->t[i] = s[i].t;
    k->n = n;
    free(s);
    return 0;
}

typedef struct type_row {
    char *type;
    dlti_size size, bits;
    uint64_t abi, pref, index;
    int has_index;
} type_row;

static int type_row_of(dlti_data_layout *dl, const dlti_type *t, type_row *r)
{
    if (dlti_type_size(dl, t, &r->size) || dlti_type_size_in_bits(dl, t, &r->bits) ||
        dlti_type_abi_alignment(dl, t, &r->abi) ||
        dlti_type_preferred_alignment(dl, t, &r->pref) ||
        dlti_type_index_bitwidth(dl, t, &r->index, &r->has_index))
        return -1;
    r->type = dlti_type_to_string(t);
    return r->type ? 0 : -1;
}

static void print_rows_text(const type_row *r, size_t n)
{
    size_t w = 4;
    for (size_t i = 0; i < n; i++)
        if (strlen(r[i].type) > w)
            w = strlen(r[i].type);
    printf("  %-*s  %6s  %6s  %5s  %9s  %5s\n", (int)w, "type", "size", "bits",
           "abi", "preferred", "index");
    for (size_t i = 0; i < n; i++) {
        char idx[24];
        snprintf(idx, sizeof idx, r[i].has_index ? "%" PRIu64 : "-",
                 r[i].index);
        printf("  %-*s  %6" PRIu64 "  %6" PRIu64 "  %5" PRIu64 "  %9" PRIu64
               "  %5s\n",
               (int)w, r[i].type, r[i].size.value, r[i].bits.value, r[i].abi,
               r[i].pref, idx);
    }
}

static void print_row_json(const type_row *r)
{
    fputs("{\"type\": ", stdout);
    json_string(stdout, r->type);
    printf(", \"size\": %" PRIu64 ", \"bits\": %" PRIu64 ", \"abi\": %" PRIu64
           ", \"preferred\": %" PRIu64 ", \"index\": ",
           r->size.value, r->bits.value, r->abi, r->pref);
    if (r->has_index)
        printf("%" PRIu64 "}", r->index);
    else
        fputs("null}", stdout);
}

/* "KEY" of a string-keyed entry (devices and properties). */
static void print_system_spec(const dlti_attr *sys, int json)
{
    const dlti_attr *dev;
    if (json)
        fputs(", \"target_system_spec\": ", stdout);
    if (!sys) {
        fputs(json ? "null" : "target system spec: none\n", stdout);
        return;
    }
    fputs(json ? "[" : "target system spec:\n", stdout);
    for (size_t i = 0; (dev = dlti_entry_list_at(sys, i)); i++) {
        const char *id = dlti_entry_key_string(dev);
        const dlti_attr *spec = dlti_entry_value(dev), *p;
        if (json) {
            fputs(i ? ", {\"device\": " : "{\"device\": ", stdout);
            json_string(stdout, id ? id : "");
            fputs(", \"properties\": {", stdout);
        } else {
            printf("  device \"%s\":\n", id ? id : "");
        }
        for (size_t j = 0; (p = dlti_entry_list_at(spec, j)); j++) {
            const char *k = dlti_entry_key_string(p);
            char *v = dlti_attr_to_string(dlti_entry_value(p));
            if (json) {
                fputs(j ? ", " : "", stdout);
                json_string(stdout, k ? k : "");
                fputs(": ", stdout);
                json_string(stdout, v ? v : "");
            } else {
                printf("    \"%s\" = %s\n", k ? k : "", v ? v : "");
            }
            dlti_free(v);
        }
        fputs(json ? "}}" : "", stdout);
    }
    fputs(json ? "]" : "", stdout);
}

int effective_print(dlti_context *ctx, dlti_data_layout *dl, int json)
{
    prop p[N_PROPS];
    key_types k = {NULL, 0};
    type_row idx;
    type_row *rows = NULL;
    size_t nrows = 0;
    int rc = -1;
    const dlti_type *it;

    memset(p, 0, sizeof p);
    if (get_props(dl, p) != 0 || collect_key_types(dl, &k) != 0 ||
        sort_key_types(&k) != 0)
        goto out;
    /* Row 0: index (the index bitwidth and what index is), then the
     * entries' dialect types. */
    if (!(rows = calloc(k.n + 1, sizeof *rows))) {
        out_of_memory();
        goto out;
    }
    it = dlti_index_type(ctx);
    if (!it || type_row_of(dl, it, &rows[nrows++]) != 0)
        goto out;
    for (size_t i = 0; i < k.n; i++)
        if (type_row_of(dl, k.t[i], &rows[nrows++]) != 0)
            goto out;
    idx = rows[0];

    if (json) {
        fputs("{\"properties\": {", stdout);
        for (int i = 0; i < N_PROPS; i++) {
            printf("%s\"%s\": {\"value\": ", i ? ", " : "", p[i].name);
            json_string(stdout, p[i].value);
            printf(", \"entry\": %s}", p[i].absent ? "false" : "true");
        }
        printf("}, \"index_bitwidth\": %" PRIu64 ", \"index\": ", idx.index);
        print_row_json(&idx);
        fputs(", \"entry_types\": [", stdout);
        for (size_t i = 1; i < nrows; i++) {
            fputs(i > 1 ? ", " : "", stdout);
            print_row_json(&rows[i]);
        }
        fputs("]", stdout);
        print_system_spec(dlti_layout_target_system_spec(dl), 1);
        fputs("}\n", stdout);
    } else {
        for (int i = 0; i < N_PROPS; i++)
            printf("%s = %s%s\n", p[i].name, p[i].value,
                   p[i].absent ? "  (no entry)" : "");
        printf("index bitwidth: %" PRIu64 "\n", idx.index);
        printf("types:\n");
        print_rows_text(rows, nrows);
        print_system_spec(dlti_layout_target_system_spec(dl), 0);
    }
    rc = 0;
out:
    for (int i = 0; i < N_PROPS; i++)
        free(p[i].value);
    for (size_t i = 0; i < nrows; i++)
        dlti_free(rows[i].type);
    free(rows);
    free(k.t);
    return rc;
}
