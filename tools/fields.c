/* fields.c - `dlti layout --fields`: an aggregate's members with their
 * offsets, sizes and alignments, holes, tail padding and cacheline
 * boundaries, as pahole and gdb's `ptype /o` show a C struct, with the C
 * members beside them when debug info names them (a C union as its
 * members); and `--rules`: a type's answers under MLIR 22's and LLVM
 * 22's rules. */
#include "config.h"

#include "cli.h"
#include "fields.h"

#include <inttypes.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int fields_parse_rules(cli *c, const char *value, dlti_layout_rules *rules)
{
    if (strcmp(value, "mlir") == 0)
        *rules = DLTI_RULES_MLIR;
    else if (strcmp(value, "llvm") == 0)
        *rules = DLTI_RULES_LLVM;
    else
        return usage_error(c, "layout",
                           "layout: --rules must be 'mlir' or 'llvm', not "
                           "'%s'",
                           value),
               -1;
    return 0;
}

int fields_parse_number(cli *c, const char *opt, const char *value,
                        uint64_t *n)
{
    char *end;
    unsigned long long v;
    if (*value < '0' || *value > '9')
        goto bad;
    v = strtoull(value, &end, 10);
    if (*end || v == 0 || v > UINT32_MAX)
        goto bad;
    *n = v;
    return 0;
bad:
    usage_error(c, "layout", "layout: --%s needs a number from 1 to %" PRIu32
                          ", not '%s'",
                opt, UINT32_MAX, value);
    return -1;
}

const char *rules_name(dlti_layout_rules r)
{
    return r == DLTI_RULES_LLVM ? "llvm" : "mlir";
}

uint64_t alloc_size(uint64_t size, uint64_t abi)
{
    uint64_t r = abi ? size % abi : 0;
    return r && size <= UINT64_MAX - (abi - r) ? size + (abi - r) : size;
}

/* Whether a member of t lands elsewhere under `other`; if so, d gets
 * other's offsets of t's own members.  -1 when out of memory. */
static int offsets_differ(dlti_data_layout *dl, dlti_data_layout *other,
                          const dlti_type *t, rules_diff *d)
{
    size_t n, n2, k = 0;
    int agg, agg2, differ = 0;
    uint64_t *offs;
    if (dlti_type_num_fields(dl, t, &n, &agg) || !agg ||
        dlti_type_num_fields(other, t, &n2, &agg2) || n2 != n || n == 0)
        return 0;
    if (!(offs = malloc((n > OFFSETS_COMPARED + 1 ? OFFSETS_COMPARED + 1 : n) *
                        sizeof *offs)))
        return -1;
    for (size_t i = 0; i < n; i++) {
        dlti_field_info f1, f2;
        /* Bounded on huge arrays (offsets i * stride: the first members and
         * the last tell whether they differ), as the views are. */
        if (i == OFFSETS_COMPARED && n > OFFSETS_COMPARED + 1)
            i = n - 1;
        if (dlti_type_field(dl, t, i, &f1) || dlti_type_field(other, t, i, &f2)) {
            free(offs);
            return 0;
        }
        differ |= f1.offset != f2.offset;
        offs[k++] = f2.offset;
    }
    if (!differ) {
        free(offs);
        return 0;
    }
    d->offsets = offs;
    d->n_offsets = k;
    return 1;
}

void rules_diff_free(rules_diff *d)
{
    free(d->offsets);
    d->offsets = NULL;
    d->n_offsets = 0;
}

void rules_offsets_print(FILE *out, const rules_diff *d, size_t max)
{
    for (size_t i = 0; i < d->n_offsets; i++) {
        if (max && i == max && d->n_offsets > max + 1) {
            fputs(", ...", out);
            i = d->n_offsets - 1;
        }
        fprintf(out, "%s%" PRIu64, i ? ", " : "", d->offsets[i]);
    }
}

dlti_status rules_compare(dlti_data_layout *dl, dlti_data_layout *other,
                          const dlti_type *t, rules_diff *d)
{
    dlti_size s1, s2;
    uint64_t a1, a2, p1, p2;
    memset(d, 0, sizeof *d);
    if (!other || dlti_type_size(dl, t, &s1) ||
        dlti_type_abi_alignment(dl, t, &a1) ||
        dlti_type_preferred_alignment(dl, t, &p1) ||
        dlti_type_size(other, t, &s2) ||
        dlti_type_abi_alignment(other, t, &a2) ||
        dlti_type_preferred_alignment(other, t, &p2))
        return DLTI_OK;
    d->size = s2;
    d->abi = a2;
    d->pref = p2;
    d->stride = alloc_size(s2.value, a2);
    /* What places data counts: the ABI alignment and the stride (an
     * array steps by it under both rules), and an aggregate's size (a
     * struct member steps by it under MLIR's rule).  Not a scalar's size
     * alone (vector<3xi8>: LLVM's 3 is MLIR's 4 once rounded up), nor the
     * preferred alignment alone (LLVM's default for aggregates, 8, would
     * flag nearly every struct). */
    (void)p1;
    d->differs = a1 != a2 || alloc_size(s1.value, a1) != d->stride ||
                 s1.scalable != s2.scalable;
    if (!d->differs && s1.value != s2.value) {
        size_t n;
        int agg = 0;
        d->differs = !dlti_type_num_fields(dl, t, &n, &agg) && agg;
    }
    switch (offsets_differ(dl, other, t, d)) {
    case -1:
        return DLTI_ERR_NOMEM;
    case 1:
        d->differs = 1;
    }
    return DLTI_OK;
}

/* ---- Gathering members --------------------------------------------------- */

typedef struct member {
    const dlti_type *type;
    uint64_t offset, size, abi; /* offset from the aggregate's start */
    int scalable;
} member;

/* Member i of t.  Under LLVM's rules a member occupies its alloc size,
 * as in C and pahole (an x86_64 long double is 16 bytes, not 10 and a
 * 6-byte hole): LLVM steps the next member past it. */
static dlti_status get_member(dlti_data_layout *dl, const dlti_type *t,
                              size_t i, member *m)
{
    dlti_field_info f;
    dlti_size s;
    dlti_status st;
    if ((st = dlti_type_field(dl, t, i, &f)) ||
        (st = dlti_data_layout_rules(dl) == DLTI_RULES_LLVM
                  ? dlti_type_alloc_size(dl, f.type, &s)
                  : dlti_type_size(dl, f.type, &s)) ||
        (st = dlti_type_abi_alignment(dl, f.type, &m->abi)))
        return st;
    m->type = f.type;
    m->offset = f.offset;
    m->size = s.value;
    m->scalable = s.scalable;
    return DLTI_OK;
}

dlti_status fields_sums(dlti_data_layout *dl, const dlti_type *t,
                        size_t *n, uint64_t *holes, uint64_t *sum_holes,
                        uint64_t *padding)
{
    int agg;
    dlti_size size;
    uint64_t end = 0;
    member m;
    dlti_status st;
    *holes = *sum_holes = *padding = 0;
    if ((st = dlti_type_num_fields(dl, t, n, &agg)) ||
        (st = dlti_type_size(dl, t, &size)))
        return st;
    for (size_t i = 0; agg && i < *n; i++) {
        if ((st = get_member(dl, t, i, &m)))
            return st;
        if (i > 0 && m.offset > end) {
            ++*holes;
            *sum_holes += m.offset - end;
        }
        if (m.offset + m.size > end)
            end = m.offset + m.size;
    }
    *padding = size.value > end ? size.value - end : 0;
    return DLTI_OK;
}

/* ---- --packable ---------------------------------------------------------- */

/* The size of struct t with its members by decreasing ABI alignment (the
 * original order among equals), laid out by the layout's rules, and that
 * order (*order malloc'ed, *n members); 0 and no order for a type that is
 * not a non-packed !llvm.struct. */
/* A member's alignment and index, to sort by. */
typedef struct by_abi {
    uint64_t abi;
    size_t i;
} by_abi;

static int by_abi_cmp(const void *x, const void *y)
{
    const by_abi *a = x, *b = y;
    if (a->abi != b->abi)
        return a->abi > b->abi ? -1 : 1;
    return (a->i > b->i) - (a->i < b->i);
}

static dlti_status packable(dlti_data_layout *dl, const dlti_type *t,
                            uint64_t *size, size_t **order, size_t *n)
{
    char *ts, *p;
    int agg, reorderable = 0;
    *order = NULL;
    *size = 0;
    /* !llvm.struct<(...)> or !llvm.struct<"name", (...)>, not packed. */
    if (!(ts = dlti_type_to_string(t)))
        return DLTI_ERR_NOMEM;
    if (strncmp(ts, "!llvm.struct<", 13) == 0) {
        p = ts + 13;
        if (*p == '"') {
            for (p++; *p && *p != '"'; p++)
                if (*p == '\\' && p[1])
                    p++;
            if (*p)
                p++;
            if (strncmp(p, ", ", 2) == 0)
                p += 2;
        }
        reorderable = *p == '(';
    }
    dlti_free(ts);
    dlti_status st = dlti_type_num_fields(dl, t, n, &agg);
    if (st || !reorderable || !agg || *n < 2)
        return st;
    member *m = calloc(*n, sizeof *m);
    *order = malloc(*n * sizeof **order);
    if (!m || !*order) {
        free(m);
        free(*order);
        *order = NULL;
        return DLTI_ERR_NOMEM;
    }
    for (size_t i = 0; i < *n && !st; i++) {
        st = get_member(dl, t, i, &m[i]);
        (*order)[i] = i;
    }
    /* By decreasing alignment, stable (the index as the last key): an
     * insertion sort was quadratic in the members. */
    by_abi *k = st ? NULL : malloc(*n * sizeof *k);
    if (!st && !k)
        st = DLTI_ERR_NOMEM;
    if (!st) {
        for (size_t i = 0; i < *n; i++)
            k[i] = (by_abi){ m[i].abi, i };
        qsort(k, *n, sizeof *k, by_abi_cmp);
        for (size_t i = 0; i < *n; i++)
            (*order)[i] = k[i].i;
    }
    free(k);
    uint64_t at = 0, max = 1;
    for (size_t i = 0; i < *n && !st; i++) {
        const member *e = &m[(*order)[i]];
        at = alloc_size(at, e->abi) + e->size;
        if (e->abi > max)
            max = e->abi;
    }
    *size = alloc_size(at, max);
    free(m);
    if (st) {
        free(*order);
        *order = NULL;
    }
    return st;
}

/* The --packable line of the text view. */
static dlti_status packable_text(FILE *out, int indent, dlti_data_layout *dl,
                                 const dlti_type *t, uint64_t now)
{
    uint64_t size;
    size_t *order, n;
    dlti_status st = packable(dl, t, &size, &order, &n);
    if (st || !order)
        return st;
    if (size >= now) {
        fprintf(out, "%*s/* packable: no smaller order (by decreasing "
                     "alignment: %" PRIu64 " bytes) */\n",
                indent, "", size);
        free(order);
        return DLTI_OK;
    }
    fprintf(out, "%*s/* packable: %" PRIu64 " bytes (saves %" PRIu64
                 ") in the order",
            indent, "", size, now - size);
    for (size_t i = 0; i < n; i++)
        fprintf(out, "%s [%zu]", i ? "," : "", order[i]);
    fputs(" */\n", out);
    free(order);
    return DLTI_OK;
}

dlti_status fields_packable_json(FILE *out, dlti_data_layout *dl,
                                 const dlti_type *t)
{
    uint64_t size;
    size_t *order, n;
    dlti_status st = packable(dl, t, &size, &order, &n);
    if (st || !order)
        return st;
    fprintf(out, ", \"packable\": {\"size\": %" PRIu64 ", \"order\": [", size);
    for (size_t i = 0; i < n; i++)
        fprintf(out, "%s%zu", i ? ", " : "", order[i]);
    fputs("]}", out);
    free(order);
    return DLTI_OK;
}

/* ---- The text view ------------------------------------------------------- */

typedef struct view {
    FILE *out;
    dlti_data_layout *dl;
    const fields_opts *o;
    int w;              /* width of the number columns */
    uint64_t next_line; /* the next cacheline boundary not yet shown */
    /* Top level sums. */
    uint64_t sum_members, holes, sum_holes;
} view;

#define INDENT 2

static void gap_line(view *v, unsigned level, uint64_t n, const char *what)
{
    fprintf(v->out, "%*s/* XXX %" PRIu64 " byte%s %s */\n",
            v->w * 3 + 12 + (int)(level * INDENT), "", n, n == 1 ? "" : "s",
            what);
}

/* A boundary between the previous line and a member at `at`. */
static void cacheline(view *v, unsigned level, uint64_t at)
{
    uint64_t cl = v->o->cacheline, k;
    if (at < v->next_line)
        return;
    k = at / cl;
    fprintf(v->out,
            "%*s/* --- cacheline %" PRIu64 " boundary (%" PRIu64 " bytes)",
            v->w * 3 + 12 + (int)(level * INDENT), "", k, k * cl);
    if (at > k * cl)
        fprintf(v->out, " was %" PRIu64 " bytes ago", at - k * cl);
    fputs(" --- */\n", v->out);
    v->next_line = (k + 1) * cl;
}

static dlti_status members(view *v, const dlti_type *t, uint64_t base,
                           uint64_t total, unsigned level, const di_comp *dc);

dlti_status fields_c_owners(dlti_data_layout *dl, const dlti_type *t,
                            const di_comp *dc, size_t *owner)
{
    size_t n, k = 0;
    int agg;
    member m;
    dlti_status st;
    for (size_t i = 0; i < dc->n; i++)
        owner[i] = SIZE_MAX;
    if (dc->kind == DI_UNION)
        return DLTI_OK;
    if ((st = dlti_type_num_fields(dl, t, &n, &agg)))
        return st;
    for (size_t i = 0; agg && i < n && k < dc->n; i++) {
        if ((st = get_member(dl, t, i, &m)))
            return st;
        while (k < dc->n && (dc->m[k].offset < m.offset + m.size ||
                             dc->m[k].offset == m.offset))
            owner[k++] = i;
    }
    return DLTI_OK;
}

/* The C members of `dc` that LLVM member i holds (owner): after its
 * line (one member that is the whole of m), or each on a line of its
 * own; *nested the C struct or union that m is, if it is one. */
static void c_members(view *v, const di_comp *dc, const size_t *owner,
                      size_t i, const member *m, uint64_t base,
                      unsigned level, const di_comp **nested)
{
    size_t k = 0, e;
    *nested = NULL;
    if (!dc)
        return;
    while (k < dc->n && owner[k] != i)
        k++;
    for (e = k; e < dc->n && owner[e] == i;)
        e++;
    if (e == k + 1 && !dc->m[k].bitfield && dc->m[k].offset == m->offset) {
        const di_member *c = &dc->m[k];
        fprintf(v->out, "  %s%s%s%s;", c->type, *c->name ? " " : "", c->name,
                c->suffix);
        *nested = c->comp;
        return;
    }
    for (; k < e; k++) {
        const di_member *c = &dc->m[k];
        char off[48];
        if (c->bitfield)
            snprintf(off, sizeof off, "%" PRIu64 ":%" PRIu64, base + c->offset,
                     c->bit);
        else
            snprintf(off, sizeof off, "%" PRIu64, base + c->offset);
        fprintf(v->out, "\n/* %*s  %*" PRIu64 "  %*s */  %*s    %s%s%s%s", v->w,
                off, v->w, c->size, v->w, "", (int)(level * INDENT), "",
                c->type, *c->name ? " " : "", c->name, c->suffix);
        if (c->bitfield)
            fprintf(v->out, ":%" PRIu64, c->bits);
        fputc(';', v->out);
    }
}

static dlti_status member_line(view *v, const member *m, size_t i,
                               uint64_t base, unsigned level,
                               const di_comp *dc, const size_t *owner)
{
    const di_comp *nested = NULL;
    char *ts = dlti_type_to_string(m->type);
    size_t n = 0;
    int agg = 0;
    dlti_status st;
    if (!ts)
        return DLTI_ERR_NOMEM;
    cacheline(v, level, base + m->offset);
    fprintf(v->out, "/* %*" PRIu64 "  %*" PRIu64 "  %*" PRIu64 " */  %*s[%zu] %s",
            v->w, base + m->offset, v->w, m->size, v->w, m->abi,
            (int)(level * INDENT), "", i, ts);
    dlti_free(ts);
    /* A packed struct's member may sit below its ABI alignment. */
    if (m->abi > 1 && m->offset % m->abi)
        fputs("  /* XXX unaligned */", v->out);
    c_members(v, dc, owner, i, m, base, level, &nested);
    if (level + 1 < v->o->depth &&
        (st = dlti_type_num_fields(v->dl, m->type, &n, &agg)))
        return st;
    if (!agg || level + 1 >= v->o->depth) {
        fputc('\n', v->out);
        return DLTI_OK;
    }
    fputs(" {\n", v->out);
    if ((st = members(v, m->type, base + m->offset, m->size, level + 1,
                      nested)))
        return st;
    fprintf(v->out, "%*s}\n", v->w * 3 + 12 + (int)(level * INDENT), "");
    return DLTI_OK;
}

/* Members beyond this many, of one type at one stride (an array's), show
 * as the first two, a summary and the last; zero-size members at one
 * offset too (`!llvm.array<100000000 x i0>`), so that the view takes the
 * same time and memory whatever the count. */
#define RUN_SHOWN 16

/* A C union's members, each at its offset (its LLVM type holds storage
 * members that are not the C ones), and its padding. */
static dlti_status union_members(view *v, const di_comp *dc, uint64_t base,
                                 uint64_t total, unsigned level)
{
    uint64_t end = 0;
    dlti_status st;
    for (size_t k = 0; k < dc->n; k++) {
        const di_member *c = &dc->m[k];
        cacheline(v, level, base + c->offset);
        fprintf(v->out, "/* %*" PRIu64 "  %*" PRIu64 "  %*s */  %*s%s%s%s%s",
                v->w, base + c->offset, v->w, c->size, v->w, "",
                (int)(level * INDENT), "", c->type, *c->name ? " " : "",
                c->name, c->suffix);
        if (c->bitfield)
            fprintf(v->out, ":%" PRIu64, c->bits);
        fputc(';', v->out);
        if (c->offset + c->size > end)
            end = c->offset + c->size;
        if (!c->comp || level + 1 >= v->o->depth ||
            (!c->comp->llvm && c->comp->kind != DI_UNION)) {
            fputc('\n', v->out);
            continue;
        }
        fputs(" {\n", v->out);
        st = c->comp->llvm
                 ? members(v, c->comp->llvm, base + c->offset, c->size,
                           level + 1, c->comp)
                 : union_members(v, c->comp, base + c->offset, c->size,
                                 level + 1);
        if (st)
            return st;
        fprintf(v->out, "%*s}\n", v->w * 3 + 12 + (int)(level * INDENT), "");
    }
    if (total > end)
        gap_line(v, level, total - end, "padding");
    return DLTI_OK;
}

static dlti_status members(view *v, const dlti_type *t, uint64_t base,
                           uint64_t total, unsigned level, const di_comp *dc)
{
    size_t n, *owner = NULL;
    int agg;
    uint64_t end = 0;
    member m, first, second;
    dlti_status st;
    if (dc && dc->kind == DI_UNION)
        return union_members(v, dc, base, total, level);
    if ((st = dlti_type_num_fields(v->dl, t, &n, &agg)))
        return st;
    if (dc && !(owner = malloc((dc->n ? dc->n : 1) * sizeof *owner)))
        return DLTI_ERR_NOMEM;
    if (dc && (st = fields_c_owners(v->dl, t, dc, owner))) {
        free(owner);
        return st;
    }
    /* A long uniform run (an array; a C struct's members are named). */
    if (n > RUN_SHOWN && !dc) {
        member last;
        if ((st = get_member(v->dl, t, 0, &first)) ||
            (st = get_member(v->dl, t, 1, &second)) ||
            (st = get_member(v->dl, t, n - 1, &last)))
            return st;
        uint64_t step = second.offset - first.offset;
        if (first.type == second.type && first.type == last.type &&
            (step || first.size == 0) &&
            last.offset == first.offset + step * (n - 1)) {
            if ((st = member_line(v, &first, 0, base, level, NULL, NULL)))
                return st;
            if (step > first.size)
                gap_line(v, level, step - first.size, "hole");
            if ((st = member_line(v, &second, 1, base, level, NULL, NULL)))
                return st;
            fprintf(v->out, "%*s/* ... [2] to [%zu]: %zu more, ",
                    v->w * 3 + 12 + (int)(level * INDENT), "", n - 2, n - 3);
            if (step)
                fprintf(v->out, "one every %" PRIu64 " byte%s", step,
                        step == 1 ? "" : "s");
            else
                fputs("all of size 0 at this offset", v->out);
            if (step > first.size)
                fprintf(v->out, ", each followed by a %" PRIu64
                                "-byte hole",
                        step - first.size);
            fputs(" */\n", v->out);
            /* Boundaries inside the run are not shown one by one: the
             * last member's line shows the latest. */
            if (level == 0) {
                v->sum_members += first.size * n;
                if (step > first.size) {
                    v->holes += n - 1;
                    v->sum_holes += (step - first.size) * (n - 1);
                }
            }
            if ((st = member_line(v, &last, n - 1, base, level, NULL, NULL)))
                return st;
            end = last.offset + last.size;
            goto padding;
        }
    }
    for (size_t i = 0; i < n; i++) {
        if ((st = get_member(v->dl, t, i, &m))) {
            free(owner);
            return st;
        }
        if (i > 0 && m.offset > end) {
            gap_line(v, level, m.offset - end, "hole");
            if (level == 0) {
                v->holes++;
                v->sum_holes += m.offset - end;
            }
        }
        if ((st = member_line(v, &m, i, base, level, dc, owner))) {
            free(owner);
            return st;
        }
        if (level == 0)
            v->sum_members += m.size;
        if (m.offset + m.size > end)
            end = m.offset + m.size;
    }
    free(owner);
padding:
    if (total > end)
        gap_line(v, level, total - end, "padding");
    return DLTI_OK;
}

static int digits(uint64_t x)
{
    int d = 1;
    while (x >= 10) {
        x /= 10;
        d++;
    }
    return d;
}

dlti_status fields_not_aggregate(const char *given)
{
    fflush(stdout);
    fprintf(stderr, "%s: note: %s is not an aggregate: it has no members to "
                    "show\n",
            PROGNAME, given);
    return DLTI_OK;
}

dlti_status fields_print_text(FILE *out, dlti_data_layout *dl,
                              const dlti_type *t, const char *given,
                              const fields_opts *o, const rules_diff *d,
                              dlti_layout_rules rules)
{
    size_t n;
    int agg;
    dlti_size size;
    uint64_t abi, pref;
    view v = {out, dl, o, 6, o->cacheline, 0, 0, 0};
    dlti_status st;
    char *ts;
    if ((st = dlti_type_num_fields(dl, t, &n, &agg)))
        return st;
    if (!agg)
        return fields_not_aggregate(given);
    if ((st = dlti_type_size(dl, t, &size)) ||
        (st = dlti_type_abi_alignment(dl, t, &abi)) ||
        (st = dlti_type_preferred_alignment(dl, t, &pref)))
        return st;
    if (!(ts = dlti_type_to_string(t)))
        return DLTI_ERR_NOMEM;
    if (digits(size.value) > v.w)
        v.w = digits(size.value);
    const di_comp *dc = di_find(o->di, t);
    fprintf(out, "\n%s {", ts);
    if (dc)
        fprintf(out, "  /* %s */", dc->cname);
    fputc('\n', out);
    dlti_free(ts);
    fprintf(out, "/* %*s  %*s  %*s */\n", v.w, "offset", v.w, "size", v.w,
            "align");
    if ((st = members(&v, t, 0, size.value, 0, dc)))
        return st;
    fprintf(out, "%*s/* size: %" PRIu64 ", align: %" PRIu64, v.w * 3 + 12, "",
            size.value, abi);
    fprintf(out, ", preferred: %" PRIu64 ", members: %zu, cachelines: %" PRIu64
                 " */\n",
            pref, n, size.value ? (size.value - 1) / o->cacheline + 1 : 0);
    if (dc) {
        /* The C type's totals, as pahole's. */
        di_sums cs;
        di_sum(dc, &cs);
        fprintf(out, "%*s/* sum members: %" PRIu64 ", holes: %" PRIu64
                     ", sum holes: %" PRIu64 ", padding: %" PRIu64 " */\n",
                v.w * 3 + 12, "", cs.sum_members, cs.holes, cs.sum_holes,
                cs.padding);
        if (cs.bitfields)
            fprintf(out, "%*s/* bitfields: %" PRIu64 ", sum bitfield members: %"
                         PRIu64 " bits */\n",
                    v.w * 3 + 12, "", cs.bitfields, cs.bits);
    } else {
        fprintf(out, "%*s/* sum members: %" PRIu64 ", holes: %" PRIu64
                     ", sum holes: %" PRIu64 ", padding: %" PRIu64 " */\n",
                v.w * 3 + 12, "", v.sum_members, v.holes, v.sum_holes,
                size.value >= v.sum_members + v.sum_holes
                    ? size.value - v.sum_members - v.sum_holes
                    : 0);
    }
    if (size.value % o->cacheline && size.value > o->cacheline)
        fprintf(out, "%*s/* last cacheline: %" PRIu64 " bytes */\n",
                v.w * 3 + 12, "", size.value % o->cacheline);
    if (size.scalable)
        fprintf(out, "%*s/* scalable: sizes and offsets are multiples of "
                     "vscale's known minimum */\n",
                v.w * 3 + 12, "");
    if (d->differs)
        fprintf(out,
                "%*s/* under %s rules (--rules=%s): size %" PRIu64
                ", align %" PRIu64 ", preferred %" PRIu64 ", stride %" PRIu64
                " */\n",
                v.w * 3 + 12, "",
                rules == DLTI_RULES_MLIR ? "LLVM 22's" : "MLIR 22's",
                rules == DLTI_RULES_MLIR ? "llvm" : "mlir", d->size.value,
                d->abi, d->pref, d->stride);
    if (d->n_offsets) {
        fprintf(out, "%*s/* ... and the members at ", v.w * 3 + 12, "");
        rules_offsets_print(out, d, RULES_OFFSETS_SHOWN);
        fputs(" */\n", out);
    }
    if (o->packable &&
        (st = packable_text(out, v.w * 3 + 12, dl, t, size.value)))
        return st;
    fputs("};\n", out);
    return DLTI_OK;
}

/* ---- JSON ---------------------------------------------------------------- */

static const char *const kind_name[] = {"struct", "union", "class"};

typedef struct c_holes {
    FILE *out;
    size_t n;
} c_holes;

static void hole_json(void *user, uint64_t at, uint64_t size, size_t before)
{
    c_holes *h = user;
    fprintf(h->out, "%s{\"offset\": %" PRIu64 ", \"size\": %" PRIu64
                    ", \"before\": %zu}",
            h->n++ ? ", " : "", at, size, before);
}

dlti_status fields_c_json(FILE *out, dlti_data_layout *dl, const dlti_type *t,
                          const di_comp *dc)
{
    size_t *owner;
    di_sums s;
    c_holes h = {out, 0};
    dlti_status st;
    if (!dc)
        return DLTI_OK;
    if (!(owner = malloc((dc->n ? dc->n : 1) * sizeof *owner)))
        return DLTI_ERR_NOMEM;
    if ((st = fields_c_owners(dl, t, dc, owner))) {
        free(owner);
        return st;
    }
    fputs(", \"c\": {\"type\": ", out);
    json_string(out, dc->cname);
    fprintf(out, ", \"kind\": \"%s\", \"size\": %" PRIu64 ", \"members\": [",
            kind_name[dc->kind], dc->size);
    for (size_t k = 0; k < dc->n; k++) {
        const di_member *m = &dc->m[k];
        fprintf(out, "%s{\"name\": ", k ? ", " : "");
        json_string(out, m->name);
        fputs(", \"type\": ", out);
        json_string(out, m->type);
        fputs(", \"suffix\": ", out);
        json_string(out, m->suffix);
        fprintf(out, ", \"offset\": %" PRIu64 ", \"size\": %" PRIu64,
                m->offset, m->size);
        if (m->bitfield)
            fprintf(out, ", \"bit_offset\": %" PRIu64 ", \"bits\": %" PRIu64,
                    m->bit, m->bits);
        if (owner[k] != SIZE_MAX)
            fprintf(out, ", \"field\": %zu}", owner[k]);
        else
            fputs(", \"field\": null}", out);
    }
    free(owner);
    di_sum(dc, &s);
    fputs("], \"holes\": [", out);
    di_holes(dc, hole_json, &h);
    fprintf(out, "], \"sum_members\": %" PRIu64 ", \"bitfields\": %" PRIu64
                 ", \"bits\": %" PRIu64 ", \"padding\": %" PRIu64 "}",
            s.sum_members, s.bitfields, s.bits, s.padding);
    return DLTI_OK;
}

dlti_status fields_json(dlti_data_layout *dl, const dlti_type *t,
                        const char *given, const di_info *di, char **json)
{
    size_t n, total, len = 0;
    int agg;
    dlti_size size;
    uint64_t end = 0, nholes = 0;
    member m;
    FILE *out;
    dlti_status st = dlti_type_num_fields(dl, t, &n, &agg);
    *json = NULL;
    if (st)
        return st;
    if (agg && (st = dlti_type_size(dl, t, &size)))
        return st;
    if (!(out = open_memstream(json, &len)))
        return DLTI_ERR_NOMEM;
    if (!agg) {
        fields_not_aggregate(given);
        fputs(", \"fields\": null", out);
        goto done;
    }
    /* A huge array is listed in part: JSON of every element would not
     * fit in memory. */
    total = n;
    if (n > FIELDS_JSON_MAX) {
        fprintf(out, ", \"fields_total\": %zu", n);
        n = FIELDS_JSON_MAX;
    }
    fputs(", \"fields\": [", out);
    for (size_t i = 0; i < n && !st; i++) {
        char *ts;
        if ((st = get_member(dl, t, i, &m)))
            break;
        if (!(ts = dlti_type_to_string(m.type))) {
            st = DLTI_ERR_NOMEM;
            break;
        }
        fprintf(out, "%s{\"index\": %zu, \"type\": ", i ? ", " : "", i);
        json_string(out, ts);
        dlti_free(ts);
        fprintf(out, ", \"offset\": %" PRIu64 ", \"size\": %" PRIu64
                     ", \"abi\": %" PRIu64 "}",
                m.offset, m.size, m.abi);
    }
    fputs("], \"holes\": [", out);
    for (size_t i = 0; i < n && !st; i++) {
        if ((st = get_member(dl, t, i, &m)))
            break;
        if (i > 0 && m.offset > end)
            fprintf(out, "%s{\"offset\": %" PRIu64 ", \"size\": %" PRIu64
                         ", \"before\": %zu}",
                    nholes++ ? ", " : "", end, m.offset - end, i);
        if (m.offset + m.size > end)
            end = m.offset + m.size;
    }
    /* The padding follows the last member, listed or not. */
    if (!st && total > n && !(st = get_member(dl, t, total - 1, &m)))
        end = m.offset + m.size;
    fprintf(out, "], \"padding\": %" PRIu64,
            size.value > end ? size.value - end : 0);
    if (!st)
        st = fields_c_json(out, dl, t, di_find(di, t));
done:
    if (fclose(out) != 0 && !st)
        st = DLTI_ERR_NOMEM;
    if (st) {
        free(*json);
        *json = NULL;
    }
    return st;
}
