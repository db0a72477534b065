/* attr.c - construction and inspection of the builtin and DLTI
 * attributes. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "dl_ir.h"

const dlti_attr *dl_ir_attr_unique(dlti_context *ctx, dl_attr_kind kind,
                                const void *key, size_t key_len)
{
    return dlti_attr_get(ctx, dl_ir_builtin_attr_class(kind), key, key_len);
}


static unsigned int_type_width(const dlti_type *type)
{
    return dl_ir_type_kind_of(type) == DL_TY_INTEGER ? dl_ir_int_width(type) : 64;
}

const dlti_attr *dl_ir_int_attr_words(dlti_context *ctx, const dlti_type *type,
                                   const uint64_t *words, uint32_t nwords)
{
    unsigned width = int_type_width(type);
    uint32_t need = width ? (width + 63) / 64 : 1;
    size_t len = sizeof(dl_int_attr_key) + need * sizeof(uint64_t);
    dl_scratch sb;
    dl_int_attr_key *k = dl_scratch_get(ctx, &sb, len);
    if (!k)
        return NULL;
    k->type = type;
    k->nwords = need;
    for (uint32_t i = 0; i < need && i < nwords; i++)
        k->words[i] = words[i];
    /* Truncate to the width (two's complement), as APInt does. */
    if (width % 64)
        k->words[need - 1] &= (UINT64_C(1) << (width % 64)) - 1;
    if (width == 0)
        k->words[0] = 0;
    const dlti_attr *a = dl_ir_attr_unique(ctx, DL_AT_INTEGER, k, len);
    dl_scratch_free(&sb);
    return a;
}

const dlti_attr *dl_ir_int_attr(dlti_context *ctx, const dlti_type *type,
                             uint64_t value)
{
    /* Sign-extend into the upper words so that -1 : i128 is all ones. */
    unsigned width = int_type_width(type);
    uint32_t need = width ? (width + 63) / 64 : 1;
    if (need == 1)
        return dl_ir_int_attr_words(ctx, type, &value, 1);
    uint64_t *w = calloc(need, sizeof *w);
    if (!w) {
        dl_nomem(ctx);
        return NULL;
    }
    w[0] = value;
    uint64_t fill = (int64_t)value < 0 ? UINT64_MAX : 0;
    for (uint32_t i = 1; i < need; i++)
        w[i] = fill;
    const dlti_attr *a = dl_ir_int_attr_words(ctx, type, w, need);
    free(w);
    return a;
}

const dlti_attr *dl_ir_bool_attr(dlti_context *ctx, bool v)
{
    const dlti_type *i1 = dl_ir_integer_type(ctx, 1, DLTI_SIGNLESS);
    return i1 ? dl_ir_int_attr(ctx, i1, v ? 1 : 0) : NULL;
}

uint64_t dl_ir_int_attr_low64(const dlti_attr *a)
{
    return dl_ir_int_attr_of(a)->words[0];
}

const dlti_attr *dl_ir_float_attr(dlti_context *ctx, const dlti_type *type,
                               double value)
{
    dl_float_attr_key k;
    memset(&k, 0, sizeof k);
    k.type = type;
    k.value = value;
    return dl_ir_attr_unique(ctx, DL_AT_FLOAT, &k, sizeof k);
}

const dlti_attr *dl_ir_string_attr(dlti_context *ctx, const char *s, size_t len,
                                const dlti_type *type)
{
    dl_string_attr_key k;
    memset(&k, 0, sizeof k);
    k.str = dlti_intern(ctx, s, len);
    if (!k.str)
        return NULL;
    k.len = len;
    k.type = type;
    return dl_ir_attr_unique(ctx, DL_AT_STRING, &k, sizeof k);
}

const dlti_attr *dl_ir_unit_attr(dlti_context *ctx)
{
    return dl_ir_attr_unique(ctx, DL_AT_UNIT, NULL, 0);
}

const dlti_attr *dl_ir_type_attr(dlti_context *ctx, const dlti_type *type)
{
    dl_type_attr_key k = {type};
    return dl_ir_attr_unique(ctx, DL_AT_TYPE, &k, sizeof k);
}

static const dlti_attr *attr_list(dlti_context *ctx, dl_attr_kind kind,
                                  size_t n, const dlti_attr *const *elems)
{
    size_t len = sizeof(dl_attr_list_key) + n * sizeof(const dlti_attr *);
    dl_scratch sb;
    dl_attr_list_key *k = dl_scratch_get(ctx, &sb, len);
    if (!k)
        return NULL;
    k->n = n;
    for (size_t i = 0; i < n; i++)
        k->elems[i] = elems[i];
    const dlti_attr *a = dl_ir_attr_unique(ctx, kind, k, len);
    dl_scratch_free(&sb);
    return a;
}

const dlti_attr *dl_ir_array_attr(dlti_context *ctx, size_t n,
                               const dlti_attr *const *elems)
{
    return attr_list(ctx, DL_AT_ARRAY, n, elems);
}

const dlti_attr *dl_ir_entry_list_attr(dlti_context *ctx, dl_attr_kind kind,
                                    size_t n, const dlti_attr *const *entries)
{
    return attr_list(ctx, kind, n, entries);
}

static int named_cmp(const void *a, const void *b)
{
    return strcmp(((const dl_named_attr *)a)->name,
                  ((const dl_named_attr *)b)->name);
}

static const dlti_attr *dict_attr(dlti_context *ctx, size_t n,
                                  const dl_named_attr *elems, bool sorted)
{
    size_t len = sizeof(dl_dict_key) + n * sizeof(dl_named_attr);
    dl_scratch sb;
    dl_dict_key *k = dl_scratch_get(ctx, &sb, len);
    if (!k)
        return NULL;
    k->n = n;
    if (n)
        memcpy(k->elems, elems, n * sizeof *elems);
    for (size_t i = 1; !sorted && i < n; i++)
        if (named_cmp(&k->elems[i - 1], &k->elems[i]) > 0) {
            qsort(k->elems, n, sizeof *k->elems, named_cmp);
            break;
        }
    const dlti_attr *a = dl_ir_attr_unique(ctx, DL_AT_DICT, k, len);
    dl_scratch_free(&sb);
    return a;
}

const dlti_attr *dl_ir_dict_attr(dlti_context *ctx, size_t n,
                              const dl_named_attr *elems)
{
    return dict_attr(ctx, n, elems, false);
}

const dlti_attr *dl_ir_dict_attr_sorted(dlti_context *ctx, size_t n,
                                     const dl_named_attr *elems)
{
    return dict_attr(ctx, n, elems, true);
}

const dlti_attr *dl_ir_dict_get(const dlti_attr *dict, const char *name)
{
    if (!dict || dl_ir_attr_kind_of(dict) != DL_AT_DICT)
        return NULL;
    const dl_dict_key *d = dl_ir_dict(dict);
    size_t lo = 0, hi = d->n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        int c = strcmp(d->elems[mid].name, name);
        if (c == 0)
            return d->elems[mid].value;
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return NULL;
}

const dlti_attr *dl_ir_dense_array_attr(dlti_context *ctx, const dlti_type *elem,
                                     size_t n, const int64_t *values)
{
    size_t len = sizeof(dl_dense_array_key) + n * sizeof(int64_t);
    dl_scratch sb;
    dl_dense_array_key *k = dl_scratch_get(ctx, &sb, len);
    if (!k)
        return NULL;
    k->elem = elem;
    k->n = n;
    if (n)
        memcpy(k->values, values, n * sizeof *values);
    const dlti_attr *a = dl_ir_attr_unique(ctx, DL_AT_DENSE_ARRAY, k, len);
    dl_scratch_free(&sb);
    return a;
}

const dlti_attr *dl_ir_dense_attr(dlti_context *ctx, const dlti_type *type,
                               size_t n, const dlti_attr *const *elems)
{
    /* the scalars of one element: 2 of a complex one */
    size_t unit = type && dl_ir_type_kind_of(dl_ir_shaped(type)->elem) ==
                              DL_TY_COMPLEX ? 2 : 1;
    bool splat = n >= unit && n % unit == 0;
    for (size_t i = unit; i < n && splat; i++)
        splat = elems[i] == elems[i % unit];
    size_t stored = splat ? unit : n;
    size_t len = sizeof(dl_dense_key) + stored * sizeof(const dlti_attr *);
    dl_scratch sb;
    dl_dense_key *k = dl_scratch_get(ctx, &sb, len);
    if (!k)
        return NULL;
    k->type = type;
    k->splat = splat;
    k->n = stored;
    for (size_t i = 0; i < stored; i++)
        k->elems[i] = elems[i];
    const dlti_attr *a = dl_ir_attr_unique(ctx, DL_AT_DENSE, k, len);
    dl_scratch_free(&sb);
    return a;
}

const dlti_attr *dl_ir_symref_attr(dlti_context *ctx, size_t n,
                                const char *const *names)
{
    size_t len = sizeof(dl_symref_key) + n * sizeof(const char *);
    dl_scratch sb;
    dl_symref_key *k = dl_scratch_get(ctx, &sb, len);
    if (!k)
        return NULL;
    k->n = n;
    for (size_t i = 0; i < n; i++)
        k->names[i] = names[i];
    const dlti_attr *a = dl_ir_attr_unique(ctx, DL_AT_SYMREF, k, len);
    dl_scratch_free(&sb);
    return a;
}

const dlti_attr *dl_ir_raw_attr(dlti_context *ctx, const char *text, size_t len)
{
    return dl_ir_raw_attr_refs(ctx, text, len, NULL, 0);
}

const dlti_attr *dl_ir_raw_attr_refs(dlti_context *ctx, const char *text,
                                  size_t len, const dl_opaque_ref *refs,
                                  size_t n)
{
    const char *t = dlti_intern(ctx, text, len);
    if (!t)
        return NULL;
    size_t sz = sizeof(dl_raw_key) + n * sizeof(dl_opaque_ref);
    dl_raw_key *k = calloc(1, sz);
    if (!k)
        return NULL;
    k->text = t;
    k->n_refs = n;
    if (n)
        memcpy(k->refs, refs, n * sizeof *refs);
    const dlti_attr *a = dl_ir_attr_unique(ctx, DL_AT_RAW, k, sz);
    free(k);
    return a;
}

const dlti_attr *dl_ir_opaque_attr(dlti_context *ctx, const char *ns,
                                const char *body)
{
    return dl_ir_opaque_attr_refs(ctx, ns, body, NULL, 0);
}

dl_opaque_key *dl_ir_opaque_key_new(const char *ns, const char *body,
                                 const dl_opaque_ref *refs, size_t n,
                                 size_t *size)
{
    *size = sizeof(dl_opaque_key) + n * sizeof(dl_opaque_ref);
    dl_opaque_key *k = calloc(1, *size);
    if (!k)
        return NULL;
    k->ns = ns;
    k->body = body;
    k->n_refs = n;
    if (n)
        memcpy(k->refs, refs, n * sizeof *refs);
    return k;
}

const dlti_attr *dl_ir_opaque_attr_refs(dlti_context *ctx, const char *ns,
                                     const char *body,
                                     const dl_opaque_ref *refs, size_t n)
{
    size_t sz;
    dl_opaque_key *k = dl_ir_opaque_key_new(ns, body, refs, n, &sz);
    if (!k)
        return NULL;
    const dlti_attr *a = dl_ir_attr_unique(ctx, DL_AT_OPAQUE, k, sz);
    free(k);
    return a;
}

const dlti_attr *dl_ir_entry_attr(dlti_context *ctx, const dlti_attr *key,
                               const dlti_attr *value)
{
    dl_entry_key k = {key, value};
    return dl_ir_attr_unique(ctx, DL_AT_DL_ENTRY, &k, sizeof k);
}

const dlti_attr *dl_ir_fptr_align_attr(dlti_context *ctx, uint64_t alignment,
                                    bool function_dependent)
{
    dl_fptr_align_key k;
    memset(&k, 0, sizeof k);
    k.alignment = alignment;
    k.function_dependent = function_dependent;
    return dl_ir_attr_unique(ctx, DL_AT_FPTR_ALIGN, &k, sizeof k);
}

/* ---- Public inspection -------------------------------------------------- */

const dlti_type *dlti_entry_key_type(const dlti_attr *entry)
{
    if (!entry || dl_ir_attr_kind_of(entry) != DL_AT_DL_ENTRY)
        return NULL;
    const dlti_attr *k = dl_entry(entry)->key;
    return dl_ir_attr_kind_of(k) == DL_AT_TYPE
               ? ((const dl_type_attr_key *)k->key)->type
               : NULL;
}

const char *dlti_entry_key_string(const dlti_attr *entry)
{
    if (!entry || dl_ir_attr_kind_of(entry) != DL_AT_DL_ENTRY)
        return NULL;
    const dlti_attr *k = dl_entry(entry)->key;
    return dl_ir_attr_kind_of(k) == DL_AT_STRING
               ? ((const dl_string_attr_key *)k->key)->str
               : NULL;
}

const dlti_attr *dlti_entry_value(const dlti_attr *entry)
{
    if (!entry || dl_ir_attr_kind_of(entry) != DL_AT_DL_ENTRY)
        return NULL;
    return dl_entry(entry)->value;
}

int dlti_attr_get_uint(const dlti_attr *a, uint64_t *value)
{
    if (!a || dl_ir_attr_kind_of(a) != DL_AT_INTEGER)
        return 0;
    if (value)
        *value = dl_ir_int_attr_low64(a);
    return 1;
}

const char *dlti_attr_get_string(const dlti_attr *a, size_t *len)
{
    if (!a || dl_ir_attr_kind_of(a) != DL_AT_STRING)
        return NULL;
    const dl_string_attr_key *k = (const dl_string_attr_key *)a->key;
    if (len)
        *len = k->len;
    return k->str;
}

/* dl_ir_symbol_group_end; `*unclosed` set when the group is not closed by the
 * end of `s` (and nothing in it is mismatched). */
static size_t group_scan(const char *s, size_t n, size_t i, bool *unclosed)
{
    size_t depth = 0;
    *unclosed = false;
    char stack[DL_MAX_NESTING];
    for (; i < n; i++) {
        char c = s[i];
        if (c == '"') {
            for (i++; i < n && s[i] != '"'; i++)
                if (s[i] == '\\')
                    i++;
        } else if (c == '<' || c == '[' || c == '(' || c == '{') {
            if (depth == DL_MAX_NESTING)
                return 0;
            stack[depth++] = c;
        } else if (c == '-' && i + 1 < n && s[i + 1] == '>') {
            i++;
        } else if (c == '>' || c == ']' || c == ')' || c == '}') {
            char open = c == '>' ? '<' : c == ']' ? '[' : c == ')' ? '(' : '{';
            if (!depth || stack[--depth] != open)
                return 0;
            if (!depth)
                return i + 1;
        }
    }
    *unclosed = depth > 0;
    return 0;
}

size_t dl_ir_symbol_group_end(const char *s, size_t n, size_t i)
{
    bool unclosed;
    return group_scan(s, n, i, &unclosed);
}

bool dl_ir_symbol_group_open(const char *s, size_t n, size_t i)
{
    bool unclosed;
    return !group_scan(s, n, i, &unclosed) && unclosed;
}

/* MLIR's isDialectSymbolSimpleEnoughForPrettyForm (`!ns.body` rather than
 * `!ns<body>`): an identifier, then nothing or one `<...>` group to the
 * end.  MLIR only checks that the body ends with '>', so `x<1> y<2>`
 * prints as `#foo.x<1> y<2>`, which does not parse again (fuzz finding
 * F3): here the group opened by the first '<' must close at the end, as
 * the parser matches it (an arrow's '>' closes nothing: `w<(i32) -> i32>`
 * is pretty, as in MLIR). */
bool dl_ir_symbol_body_is_pretty(const char *s, size_t n)
{
    if (n == 0 || !((s[0] >= 'a' && s[0] <= 'z') || (s[0] >= 'A' && s[0] <= 'Z')))
        return false;
    size_t i = 0;
    while (i < n && ((s[i] >= 'a' && s[i] <= 'z') || (s[i] >= 'A' && s[i] <= 'Z') ||
                     (s[i] >= '0' && s[i] <= '9') || s[i] == '.' || s[i] == '_'))
        i++;
    if (i == n)
        return true;
    if (s[i] != '<' || s[n - 1] != '>')
        return false;
    return dl_ir_symbol_group_end(s, n, i) == n;
}

/* ---- Reading opaque attributes (tools read debug info through them) -- */

const char *dlti_attr_opaque_body(const dlti_attr *a, const char **ns,
                                  size_t *n_refs)
{
    if (!a || dl_ir_attr_kind_of(a) != DL_AT_OPAQUE)
        return NULL;
    const dl_opaque_key *k = (const dl_opaque_key *)a->key;
    if (ns)
        *ns = k->ns;
    if (n_refs)
        *n_refs = k->n_refs;
    return k->body;
}

const dlti_attr *dlti_attr_opaque_ref(const dlti_attr *a, size_t i,
                                      size_t *at)
{
    if (!a || dl_ir_attr_kind_of(a) != DL_AT_OPAQUE)
        return NULL;
    const dl_opaque_key *k = (const dl_opaque_key *)a->key;
    if (i >= k->n_refs || k->refs[i].is_type)
        return NULL;
    if (at)
        *at = k->refs[i].at;
    return k->refs[i].obj;
}
