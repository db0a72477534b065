/* print_attr.c - builtin and DLTI attributes as text (printAttribute):
 * scalars, arrays, dictionaries, dense elements and dense arrays, symbol
 * references, opaque and dialect attributes, the #dlti ones.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "printer.h"

static bool type_is_signless_int(const dlti_type *t, unsigned width)
{
    return t && dl_ir_type_kind_of(t) == DL_TY_INTEGER &&
           dl_ir_int_signedness(t) == DLTI_SIGNLESS && dl_ir_int_width(t) == width;
}

static bool type_is_f64(const dlti_type *t)
{
    return t && dl_ir_type_kind_of(t) == DL_TY_FLOAT && t->cls->float_kind == DL_F64;
}

static unsigned elem_int_width(const dlti_type *t)
{
    if (!t)
        return 64;
    if (dl_ir_type_kind_of(t) == DL_TY_INTEGER)
        return dl_ir_int_width(t);
    return 64; /* index */
}

static bool int_type_unsigned(const dlti_type *t)
{
    return t && dl_ir_type_kind_of(t) == DL_TY_INTEGER &&
           dl_ir_int_signedness(t) == DLTI_UNSIGNED;
}

/* printDenseIntElement */
static void put_dense_int_elem(P *p, const dlti_attr *a, const dlti_type *et)
{
    const dl_int_attr_key *k = dl_ir_int_attr_of(a);
    unsigned w = elem_int_width(et);
    if (et && dl_ir_type_kind_of(et) == DL_TY_INTEGER && w == 1) {
        put(p, (k->nwords && (k->words[0] & 1)) ? "true" : "false");
        return;
    }
    dl_ir_apint_print(p->b, k->words, k->nwords, w, !int_type_unsigned(et));
}

static void put_dense_elem(P *p, const dlti_attr *e, const dlti_type *et)
{
    if (!e) {
        put(p, "<<NULL ATTRIBUTE>>");
        return;
    }
    if (dl_ir_attr_kind_of(e) == DL_AT_INTEGER) {
        put_dense_int_elem(p, e, et);
    } else if (dl_ir_attr_kind_of(e) == DL_AT_FLOAT) {
        const dl_float_attr_key *k = (const dl_float_attr_key *)e->key;
        dl_ir_apfloat_print(p->b, k->value, et);
    } else {
        dl_text_pr_attr(p, e, EL_MUST);
    }
}

/* Storage bytes of one dense element, 0 for bit-packed i1. */
static size_t dense_storage_bytes(const dlti_type *et)
{
    unsigned bits;
    if (!et)
        return 8;
    switch (dl_ir_type_kind_of(et)) {
    case DL_TY_INTEGER:
        bits = dl_ir_int_width(et);
        if (bits == 1)
            return 0;
        break;
    case DL_TY_FLOAT:
        bits = dl_ir_apfloat_width(et);
        break;
    case DL_TY_INDEX:
        bits = 64;
        break;
    default:
        bits = et->cls->float_bits ? et->cls->float_bits : 64;
        break;
    }
    return ((size_t)bits + 7) / 8;
}

/* dense<"0x..."> for non-splat attributes with more than 100 elements. */
static void put_dense_hex(P *p, const dl_dense_key *k, const dlti_type *et)
{
    size_t sb = dense_storage_bytes(et);
    put(p, "\"0x");
    if (sb == 0) {
        size_t nbytes = (k->n + 7) / 8;
        for (size_t i = 0; i < nbytes; i++) {
            unsigned byte = 0;
            for (size_t j = 0; j < 8 && i * 8 + j < k->n; j++) {
                const dlti_attr *e = k->elems[i * 8 + j];
                if (e && dl_ir_attr_kind_of(e) == DL_AT_INTEGER) {
                    const dl_int_attr_key *ik = dl_ir_int_attr_of(e);
                    if (ik->nwords && (ik->words[0] & 1))
                        byte |= 1u << j;
                }
            }
            char h[2] = { dl_text_pr_hexdig[byte >> 4], dl_text_pr_hexdig[byte & 15] };
            putn(p, h, 2);
        }
        putc_(p, '"');
        return;
    }
    for (size_t i = 0; i < k->n; i++) {
        const dlti_attr *e = k->elems[i];
        uint64_t fw[2] = { 0, 0 };
        const uint64_t *words = fw;
        size_t nwords = 2;
        unsigned width = (unsigned)(sb * 8);
        if (e && dl_ir_attr_kind_of(e) == DL_AT_INTEGER) {
            const dl_int_attr_key *ik = dl_ir_int_attr_of(e);
            words = ik->words;
            nwords = ik->nwords;
            width = elem_int_width(et);
        } else if (e && dl_ir_attr_kind_of(e) == DL_AT_FLOAT) {
            width = dl_ir_apfloat_bits(((const dl_float_attr_key *)e->key)->value,
                                    et, fw);
        }
        for (size_t byte = 0; byte < sb; byte++) {
            size_t bit = byte * 8;
            unsigned v = 0;
            if (bit / 64 < nwords)
                v = (unsigned)((words[bit / 64] >> (bit % 64)) & 0xFF);
            if (bit >= width)
                v = 0;
            else if (width - bit < 8)
                v &= (1u << (width - bit)) - 1;
            char h[2] = { dl_text_pr_hexdig[v >> 4], dl_text_pr_hexdig[v & 15] };
            putn(p, h, 2);
        }
    }
    putc_(p, '"');
}

/* Element `i` of `k`: a scalar, or `(re,im)` of a complex one (`unit`
 * 2, `et` the part's type), as MLIR prints it. */
static void put_dense_at(P *p, const dl_dense_key *k, size_t i, size_t unit,
                         const dlti_type *et)
{
    if (unit == 1) {
        put_dense_elem(p, k->elems[i], et);
        return;
    }
    putc_(p, '(');
    put_dense_elem(p, k->elems[2 * i], et);
    putc_(p, ',');
    put_dense_elem(p, k->elems[2 * i + 1], et);
    putc_(p, ')');
}

/* printDenseElementsAttrImpl */
static void put_dense_body(P *p, const dl_dense_key *k)
{
    const dlti_type *t = k->type;
    const dlti_type *et = NULL;
    uint32_t rank = 0;
    const int64_t *dims = NULL;
    if (t && (dl_ir_type_kind_of(t) == DL_TY_VECTOR || dl_ir_type_kind_of(t) == DL_TY_TENSOR ||
              dl_ir_type_kind_of(t) == DL_TY_MEMREF)) {
        const dl_shaped_key *sk = dl_ir_shaped(t);
        et = sk->elem;
        rank = sk->rank;
        dims = sk->dims;
    } else if (t && dl_ir_type_kind_of(t) == DL_TY_UNRANKED_TENSOR) {
        et = dl_ir_shaped(t)->elem;
    }
    size_t unit = 1; /* scalars an element */
    if (et && dl_ir_type_kind_of(et) == DL_TY_COMPLEX) {
        unit = 2;
        et = dl_ir_complex_elem(et);
    }
    size_t n = k->n / unit; /* elements */
    if (k->splat || (rank == 0 && n == 1)) {
        if (n)
            put_dense_at(p, k, 0, unit, et);
        return;
    }
    uint64_t total = 1;
    for (uint32_t i = 0; i < rank; i++)
        total *= dims[i] < 0 ? 0 : (uint64_t)dims[i];
    if (!rank || total != n) {
        /* inconsistent key: print flat */
        if (!n)
            return;
        putc_(p, '[');
        for (size_t i = 0; i < n; i++) {
            if (i)
                put(p, ", ");
            put_dense_at(p, k, i, unit, et);
        }
        putc_(p, ']');
        return;
    }
    if (!n)
        return;
    if (n > 100 && dl_ir_attr_kind_of(k->elems[0]) != DL_AT_STRING) {
        /* a complex element's parts in turn, as MLIR stores them; strings
         * are always printed as strings */
        put_dense_hex(p, k, et);
        return;
    }
    uint64_t counter[DL_MAX_VECTOR_RANK + 1];
    uint64_t *ctr = rank <= DL_MAX_VECTOR_RANK ? counter : calloc(rank, sizeof *ctr);
    if (!ctr) {
        p->b->failed = true;
        return;
    }
    memset(ctr, 0, rank * sizeof *ctr);
    uint32_t open = 0;
    for (size_t idx = 0; idx < n; idx++) {
        if (idx)
            put(p, ", ");
        while (open < rank) {
            putc_(p, '[');
            open++;
        }
        put_dense_at(p, k, idx, unit, et);
        /* bump the counter */
        ctr[rank - 1]++;
        for (uint32_t i = rank - 1; i > 0; i--) {
            if (ctr[i] >= (uint64_t)dims[i]) {
                ctr[i] = 0;
                ctr[i - 1]++;
                open--;
                putc_(p, ']');
            }
        }
    }
    while (open--)
        putc_(p, ']');
    if (ctr != counter)
        free(ctr);
}

static void put_dense_array(P *p, const dl_dense_array_key *k)
{
    const dlti_type *et = k->elem;
    bool is_float = et && (dl_ir_type_kind_of(et) == DL_TY_FLOAT || et->cls->float_bits);
    unsigned w = elem_int_width(et);
    for (size_t i = 0; i < k->n; i++) {
        if (i)
            put(p, ", ");
        int64_t v = k->values[i];
        if (is_float) {
            double dv;
            memcpy(&dv, &v, sizeof dv);
            dl_ir_apfloat_print(p->b, dv, et);
        } else if (et && dl_ir_type_kind_of(et) == DL_TY_INTEGER && w == 1) {
            put(p, (v & 1) ? "true" : "false");
        } else {
            uint64_t u = (uint64_t)v;
            dl_ir_apint_print(p->b, &u, 1, w > 64 ? 64 : w, !int_type_unsigned(et));
        }
    }
}

/* A DLTI entry key: types bare, strings quoted. */
static void put_entry_key(P *p, const dlti_attr *key)
{
    if (!key) {
        put(p, "<<NULL ATTRIBUTE>>");
        return;
    }
    if (dl_ir_attr_kind_of(key) == DL_AT_TYPE) {
        dl_text_pr_type(p, ((const dl_type_attr_key *)key->key)->type);
    } else if (dl_ir_attr_kind_of(key) == DL_AT_STRING) {
        const dl_string_attr_key *sk = (const dl_string_attr_key *)key->key;
        dl_text_pr_quoted(p, sk->str, sk->len);
    } else {
        dl_text_pr_attr(p, key, EL_NEVER);
    }
}

static void put_entry_list(P *p, const char *keyword, const dlti_attr *a)
{
    const dl_attr_list_key *k = dl_ir_attr_list(a);
    put(p, "#dlti.");
    put(p, keyword);
    putc_(p, '<');
    for (size_t i = 0; i < k->n; i++) {
        const dlti_attr *e = k->elems[i];
        if (i)
            put(p, ", ");
        if (e && dl_ir_attr_kind_of(e) == DL_AT_DL_ENTRY) {
            put_entry_key(p, dl_entry(e)->key);
            put(p, " = ");
            dl_text_pr_attr(p, dl_entry(e)->value, EL_NEVER);
        } else {
            dl_text_pr_attr(p, e, EL_NEVER);
        }
    }
    putc_(p, '>');
}

void dl_text_pr_named_attr(P *p, const dl_named_attr *na)
{
    if (p->visiting) { /* the alias pass: a name holds no alias */
        if (na->value)
            dl_text_pr_attr(p, na->value, EL_NEVER);
        return;
    }
    pr_tail *t = dl_text_pr_named_tail(p, na);
    if (t && t->span) {
        put_span(p, t->span);
        return;
    }
    size_t start = p->b->len;
    const char *name = na->name ? na->name : "";
    dl_text_pr_keyword_or_string(p, name, strlen(name));
    if (!na->value || dl_ir_attr_kind_of(na->value) != DL_AT_UNIT) {
        const pr_tail *table = t ? p->cache->named.v : NULL;
        put(p, " = ");
        dl_text_pr_attr(p, na->value, EL_NEVER);
        /* (a dictionary value may have grown the table: found again) */
        if (t && p->cache->named.v != table)
            t = dl_text_pr_named_tail(p, na);
    }
    if (t && ++t->seen == 2)
        t->span = dl_text_pr_cache_keep(p, start);
}

void dl_text_pr_dict_body(P *p, const dlti_attr *dict)
{
    const dl_dict_key *k = dl_ir_dict(dict);
    for (size_t i = 0; i < k->n; i++) {
        if (i)
            put(p, ", ");
        dl_text_pr_named_attr(p, &k->elems[i]);
    }
}

static void put_location(P *p, const dl_raw_key *k, bool nested);

/* A location inside another: its alias, or its text inline without its
 * `loc(` `)` (MLIR's printLocationInternal).  Not through the printed
 * texts kept (dl_text_pr_cached_put), which hold the whole form. */
static void put_nested_location(P *p, const dlti_attr *a)
{
    if (p->aliases && dl_text_pr_attr_alias(p, a))
        return;
    put_location(p, (const dl_raw_key *)a->key, true);
}

/* A location's text and the locations (and metadata) it refers to. */
static void put_location(P *p, const dl_raw_key *k, bool nested)
{
    const char *t = k->text ? k->text : "";
    size_t n = dl_ir_interned_len(t), at = nested ? 4 : 0;
    size_t end = nested && n >= 5 ? n - 1 : n;
    /* a fused location's metadata (its first ref) is an attribute: a
     * location there keeps its `loc(` `)` */
    size_t meta = !strncmp(t, "loc(fused<", 10) ? 1 : 0;
    for (size_t i = 0; i < k->n_refs; i++) {
        const dl_opaque_ref *r = &k->refs[i];
        putn(p, t + at, r->at - at);
        at = r->at;
        if (i >= meta && !r->is_type && dl_text_attr_is_location(r->obj))
            put_nested_location(p, r->obj);
        else
            dl_text_pr_opaque_ref(p, r);
    }
    putn(p, t + at, end - at);
}

void dl_text_pr_attr_impl(P *p, const dlti_attr *a, int elide)
{
    const dlti_type *typed = NULL; /* type printed after `:` */
    switch (dl_ir_attr_kind_of(a)) {
    case DL_AT_INTEGER: {
        const dl_int_attr_key *k = dl_ir_int_attr_of(a);
        const dlti_type *t = k->type;
        if (type_is_signless_int(t, 1)) {
            put(p, (k->nwords && (k->words[0] & 1)) ? "true" : "false");
            return;
        }
        dl_ir_apint_print(p->b, k->words, k->nwords, elem_int_width(t),
                       !int_type_unsigned(t));
        if (elide == EL_MAY && type_is_signless_int(t, 64))
            return;
        typed = t;
        break;
    }
    case DL_AT_FLOAT: {
        const dl_float_attr_key *k = (const dl_float_attr_key *)a->key;
        bool hex = dl_ir_apfloat_print(p->b, k->value, k->type);
        if (elide == EL_MAY && type_is_f64(k->type) && !hex)
            return;
        typed = k->type;
        break;
    }
    case DL_AT_STRING: {
        const dl_string_attr_key *k = (const dl_string_attr_key *)a->key;
        dl_text_pr_quoted(p, k->str, k->len);
        typed = k->type;
        break;
    }
    case DL_AT_UNIT:
        put(p, "unit");
        return;
    case DL_AT_TYPE:
        dl_text_pr_type(p, ((const dl_type_attr_key *)a->key)->type);
        return;
    case DL_AT_ARRAY: {
        const dl_attr_list_key *k = dl_ir_attr_list(a);
        putc_(p, '[');
        for (size_t i = 0; i < k->n; i++) {
            if (i)
                put(p, ", ");
            dl_text_pr_attr(p, k->elems[i], EL_MAY);
        }
        putc_(p, ']');
        return;
    }
    case DL_AT_DENSE_ARRAY: {
        const dl_dense_array_key *k = (const dl_dense_array_key *)a->key;
        put(p, "array<");
        if (elide != EL_MUST)
            dl_text_pr_type(p, k->elem);
        if (k->n) {
            if (elide != EL_MUST)
                put(p, ": ");
            put_dense_array(p, k);
        }
        putc_(p, '>');
        return;
    }
    case DL_AT_DICT:
        putc_(p, '{');
        dl_text_pr_dict_body(p, a);
        putc_(p, '}');
        return;
    case DL_AT_DENSE: {
        const dl_dense_key *k = dl_ir_dense(a);
        put(p, "dense<");
        put_dense_body(p, k);
        putc_(p, '>');
        typed = k->type;
        break;
    }
    case DL_AT_SYMREF: {
        const dl_symref_key *k = (const dl_symref_key *)a->key;
        for (size_t i = 0; i < k->n; i++) {
            if (i)
                put(p, "::");
            const char *s = k->names[i] ? k->names[i] : "";
            size_t n = strlen(s);
            if (!n) {
                put(p, "@<<INVALID EMPTY SYMBOL>>");
                continue;
            }
            putc_(p, '@');
            dl_text_pr_keyword_or_string(p, s, n);
        }
        return;
    }
    case DL_AT_AFFINE_MAP:
        dl_text_pr_affine_map(p, a);
        return;
    case DL_AT_STRIDED:
    case DL_AT_CONTIGUOUS:
        dl_text_pr_memref_layout(p, a);
        return;
    case DL_AT_RAW: {
        const dl_raw_key *k = (const dl_raw_key *)a->key;
        const char *t = k->text ? k->text : "";
        if (!k->n_refs) {
            put(p, t);
            return;
        }
        if (!strncmp(t, "loc(", 4)) {
            put_location(p, k, false);
            return;
        }
        dl_text_pr_text_refs(p, t, dl_ir_interned_len(t), k->refs, k->n_refs);
        return;
    }
    case DL_AT_OPAQUE: {
        /* same key layout as opaque types: ns, body */
        const dl_opaque_key *k = (const dl_opaque_key *)a->key;
        dl_text_pr_opaque(p, '#', k);
        return;
    }
    case DL_AT_DL_ENTRY:
        put(p, "#dlti.dl_entry<");
        put_entry_key(p, dl_entry(a)->key);
        put(p, ", ");
        dl_text_pr_attr(p, dl_entry(a)->value, EL_NEVER);
        putc_(p, '>');
        return;
    case DL_AT_DL_SPEC:
        put_entry_list(p, "dl_spec", a);
        return;
    case DL_AT_MAP:
        put_entry_list(p, "map", a);
        return;
    case DL_AT_DEVICE_SPEC:
        put_entry_list(p, "target_device_spec", a);
        return;
    case DL_AT_SYSTEM_SPEC:
        put_entry_list(p, "target_system_spec", a);
        return;
    case DL_AT_FPTR_ALIGN: {
        const dl_fptr_align_key *k = (const dl_fptr_align_key *)a->key;
        put(p, "#dlti.function_pointer_alignment<");
        put_u64(p, k->alignment);
        put(p, ", function_dependent = ");
        put(p, k->function_dependent ? "true" : "false");
        putc_(p, '>');
        return;
    }
    case DL_AT_DIALECT:
        dl_text_pr_hooked(p, '#', a->cls->dialect, a->cls->name, NULL, a);
        return;
    }
    if (elide != EL_MUST && typed && dl_ir_type_kind_of(typed) != DL_TY_NONE) {
        put(p, " : ");
        dl_text_pr_type(p, typed);
    }
}

/* Attributes that cannot hold an alias (alias.c): scalars of builtin
 * types, untyped strings, symbol references, dense arrays. */
static bool holds_no_alias(const dlti_attr *a)
{
    switch (dl_ir_attr_kind_of(a)) {
    case DL_AT_INTEGER:
    case DL_AT_FLOAT:
    case DL_AT_UNIT:
    case DL_AT_SYMREF:
    case DL_AT_DENSE_ARRAY:
    case DL_AT_FPTR_ALIGN:
        return true;
    case DL_AT_STRING: {
        const dlti_type *t = ((const dl_string_attr_key *)a->key)->type;
        return !t || dl_ir_type_kind_of(t) == DL_TY_NONE;
    }
    default:
        return false;
    }
}

void dl_text_pr_attr(P *p, const dlti_attr *a, int elide)
{
    if (!a) {
        put(p, "<<NULL ATTRIBUTE>>");
        return;
    }
    if (p->b->failed)
        return; /* (a bounded text full: the rest is not walked) */
    /* The alias pass prints only to find aliases (its text is dropped):
     * the split workload's cold dictionaries spent a fifth of the run
     * there. */
    if (p->visiting && holds_no_alias(a))
        return;
    if (p->aliases && dl_text_pr_attr_alias(p, a))
        return;
    /* Elision depends on the context: only the never-elided text is kept. */
    if (elide != EL_NEVER || dl_ir_attr_kind_of(a) == DL_AT_UNIT) {
        dl_text_pr_attr_impl(p, a, elide);
        return;
    }
    if (dl_text_pr_cached_put(p, a))
        return;
    size_t start = p->b->len;
    dl_text_pr_attr_impl(p, a, elide);
    dl_text_pr_cache_note(p, a, start);
}
