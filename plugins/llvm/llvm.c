/* llvm.c - the `llvm` dialect plugin: MLIR 22's LLVM dialect types, their
 * data layouts, and the #llvm.address_space memory space.
 *
 * Types (one class each, as MLIR has one C++ class each):
 *   !llvm.ptr, !llvm.ptr<AS>        layout from `!llvm.ptr<AS>` entries
 *   !llvm.struct<...>               literal, packed, identified, opaque
 *   !llvm.array<N x T>              layout from its element
 *   !llvm.ppc_fp128                 a 128-bit float (the core's float rules)
 *   !llvm.void, !llvm.func<R (A, ...)>, !llvm.token, !llvm.label,
 *   !llvm.metadata, !llvm.x86_amx, !llvm.target<"name", T..., N...>
 *                                   parse and print only (no layout)
 * Inside llvm types, nested llvm types are written without `!llvm.`, as
 * MLIR parses and prints them (see print_nested for when MLIR keeps the
 * prefix).
 *
 * The rules are those of semantics.md §7.  Where MLIR 22 crashes or wraps,
 * this plugin answers or reports an error instead:
 *   - nested scopes with pointer entries for the same address space: the
 *     intended rule (same size, inner ABI alignment divides the outer one);
 *   - an ABI alignment of 0 in nested entries never combines;
 *   - a zero alignment (i0 members) leaves sizes unpadded;
 *   - an !llvm.array of a scalable vector, and sizes beyond 2^64: errors.
 *
 * Per-context state (the classes and MLIR's cache of LLVM-compatible
 * types) is the dialect's data; the stacks of identified structs being
 * parsed or printed are thread-local lists of nodes living on the C stack.
 */
#define _POSIX_C_SOURCE 200809L /* pthread_mutexattr_settype */
#include <pthread.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dlti/dlti.h"
#include "dlti/plugin.h"

#define LLVM_PLUGIN_VERSION "1.0.0"
/* Nested llvm types parsed by this file (the core bounds its own). */
#define LLVM_MAX_NESTING 512

/* ---- Classes and per-context state -------------------------------------- */

enum {
    K_VOID,
    K_PPC_FP128,
    K_TOKEN,
    K_LABEL,
    K_METADATA,
    K_X86_AMX,
    K_FUNC,
    K_PTR,
    K_ARRAY,
    K_STRUCT,
    K_TARGET,
    K_NUM
};

static const char *const kind_names[K_NUM] = {
    "void", "ppc_fp128", "token", "label", "metadata", "x86_amx",
    "func", "ptr",       "array", "struct", "target",
};

/* A set of types (open addressing, linear probing, backward-shift
 * deletion). */
typedef struct type_set {
    const dlti_type **slots;
    size_t cap, n;
} type_set;

typedef struct llvm_state {
    const dlti_type_class *cls[K_NUM];
    const dlti_attr_class *address_space;
    /* MLIR's LLVMDialect::compatibleTypes: types found LLVM-compatible so
     * far (it decides how nested types print). */
    type_set compatible;
    /* Printing runs in query threads too (dlti.h): the cache is shared by
     * them.  Recursive, since the check recurses into element types. */
    pthread_mutex_t lock;
} llvm_state;

static void state_free(void *data)
{
    llvm_state *st = data;
    if (!st)
        return;
    free(st->compatible.slots);
    pthread_mutex_destroy(&st->lock);
    free(st);
}

static llvm_state *class_state(const dlti_type_class *cls)
{
    return dlti_dialect_data(dlti_type_class_dialect(cls));
}

static llvm_state *type_state(const dlti_type *t)
{
    return class_state(dlti_type_get_class(t));
}

/* The kind of `t` if it is one of this dialect's types, else -1. */
static int kind_of(const llvm_state *st, const dlti_type *t)
{
    const dlti_type_class *c = dlti_type_get_class(t);
    for (int k = 0; k < K_NUM; k++)
        if (st->cls[k] == c)
            return k;
    return -1;
}

static size_t hash_ptr(const void *p)
{
    uint64_t x = (uint64_t)(uintptr_t)p;
    x ^= x >> 33;
    x *= UINT64_C(0xff51afd7ed558ccd);
    x ^= x >> 33;
    return (size_t)x;
}

/* 1 if inserted, 0 if already present, -1 when out of memory. */
static int set_insert(type_set *s, const dlti_type *t)
{
    if ((s->n + 1) * 2 > s->cap) {
        size_t ncap = s->cap ? s->cap * 2 : 32;
        const dlti_type **ns = calloc(ncap, sizeof *ns);
        if (!ns)
            return -1;
        for (size_t i = 0; i < s->cap; i++) {
            if (!s->slots[i])
                continue;
            size_t j = hash_ptr(s->slots[i]) & (ncap - 1);
            while (ns[j])
                j = (j + 1) & (ncap - 1);
            ns[j] = s->slots[i];
        }
        free(s->slots);
        s->slots = ns;
        s->cap = ncap;
    }
    size_t mask = s->cap - 1, i = hash_ptr(t) & mask;
    for (; s->slots[i]; i = (i + 1) & mask)
        if (s->slots[i] == t)
            return 0;
    s->slots[i] = t;
    s->n++;
    return 1;
}

static void set_erase(type_set *s, const dlti_type *t)
{
    if (!s->cap)
        return;
    size_t mask = s->cap - 1, i = hash_ptr(t) & mask;
    while (s->slots[i] && s->slots[i] != t)
        i = (i + 1) & mask;
    if (!s->slots[i])
        return;
    s->slots[i] = NULL;
    s->n--;
    /* Moves later members of the cluster back into the hole. */
    for (size_t j = (i + 1) & mask; s->slots[j]; j = (j + 1) & mask) {
        size_t home = hash_ptr(s->slots[j]) & mask;
        bool movable = i <= j ? (home <= i || home > j) : (home <= i && home > j);
        if (movable) {
            s->slots[i] = s->slots[j];
            s->slots[j] = NULL;
            i = j;
        }
    }
}

/* ---- Keys ----------------------------------------------------------------
 * Keys are zeroed before they are filled: they are compared bytewise. */

typedef struct ptr_key {
    uint32_t as;
} ptr_key;

typedef struct array_key {
    const dlti_type *elem;
    uint64_t n;
} array_key;

/* Literal structs: packed + members.  Identified structs: the name only
 * (interned; len for names holding NULs); the body is the mutable data. */
typedef struct struct_key {
    uint32_t identified;
    uint32_t packed;
    const char *name;
    size_t name_len;
    size_t n;
    const dlti_type *elems[];
} struct_key;

enum { BODY_UNSET, BODY_OPAQUE, BODY_SET };

typedef struct struct_body {
    int state;
    bool packed;
    size_t n;
    const dlti_type *elems[];
} struct_body;

typedef struct func_key {
    const dlti_type *ret;
    uint64_t vararg;
    size_t n;
    const dlti_type *params[];
} func_key;

/* n_types types, then n_ints uint32_t. */
typedef struct target_key {
    const char *name;
    size_t name_len;
    size_t n_types, n_ints;
    const dlti_type *types[];
} target_key;

typedef struct as_key {
    uint32_t as;
} as_key;

static const void *key_of(const dlti_type *t)
{
    return dlti_type_key(t, NULL);
}

static uint32_t ptr_as(const dlti_type *t)
{
    return ((const ptr_key *)key_of(t))->as;
}

static const uint32_t *target_ints(const target_key *k)
{
    return (const uint32_t *)(const void *)(k->types + k->n_types);
}

/* The members of a struct (identified: its body; none while opaque or
 * unset). */
typedef struct struct_view {
    bool identified, packed;
    int state; /* identified only */
    const char *name;
    size_t name_len;
    size_t n;
    const dlti_type *const *elems;
} struct_view;

static struct_view view_struct(const dlti_type *t)
{
    const struct_key *k = key_of(t);
    struct_view v;
    memset(&v, 0, sizeof v);
    v.identified = k->identified != 0;
    if (!v.identified) {
        v.packed = k->packed != 0;
        v.n = k->n;
        v.elems = k->elems;
        v.state = BODY_SET;
        return v;
    }
    v.name = k->name;
    v.name_len = k->name_len;
    const struct_body *b = dlti_type_mutable(t);
    v.state = b ? b->state : BODY_UNSET;
    if (b && b->state == BODY_SET) {
        v.packed = b->packed;
        v.n = b->n;
        v.elems = b->elems;
    }
    return v;
}

/* MLIR's isOpaque: identified and opaque or without a body yet. */
static bool struct_is_opaque(const dlti_type *t)
{
    struct_view v = view_struct(t);
    return v.identified && v.state != BODY_SET;
}

/* ---- Type constructors --------------------------------------------------- */

static const dlti_type *get_simple(dlti_context *ctx, const llvm_state *st,
                                   int kind)
{
    static const char none = 0;
    return dlti_type_get(ctx, st->cls[kind], &none, 0);
}

static const dlti_type *get_ptr(dlti_context *ctx, const llvm_state *st,
                                uint32_t as)
{
    ptr_key k;
    memset(&k, 0, sizeof k);
    k.as = as;
    return dlti_type_get(ctx, st->cls[K_PTR], &k, sizeof k);
}

static const dlti_type *get_array(dlti_context *ctx, const llvm_state *st,
                                  const dlti_type *elem, uint64_t n)
{
    array_key k;
    memset(&k, 0, sizeof k);
    k.elem = elem;
    k.n = n;
    return dlti_type_get(ctx, st->cls[K_ARRAY], &k, sizeof k);
}

/* The type of class `cls` keyed by a key struct of `size` bytes whose fixed
 * fields are those of `head` and whose trailing array, at `tail`, holds the
 * n `types` (the rest zero). */
static const dlti_type *get_with_types(dlti_context *ctx,
                                       const dlti_type_class *cls,
                                       const void *head, size_t size,
                                       size_t tail,
                                       const dlti_type *const *types, size_t n)
{
    if (n > (SIZE_MAX - size) / sizeof(dlti_type *))
        return NULL;
    size_t len = size + n * sizeof(dlti_type *);
    unsigned char *k = calloc(1, len);
    if (!k)
        return NULL;
    memcpy(k, head, tail);
    if (n)
        memcpy(k + tail, types, n * sizeof *types);
    const dlti_type *t = dlti_type_get(ctx, cls, k, len);
    free(k);
    return t;
}

static const dlti_type *get_literal_struct(dlti_context *ctx,
                                           const llvm_state *st,
                                           const dlti_type *const *elems,
                                           size_t n, bool packed)
{
    struct_key k;
    memset(&k, 0, sizeof k);
    k.packed = packed;
    k.n = n;
    return get_with_types(ctx, st->cls[K_STRUCT], &k, sizeof k,
                          offsetof(struct_key, elems), elems, n);
}

/* The identified struct `name` (created without body when new: *fresh
 * then says so). */
static const dlti_type *get_identified(dlti_context *ctx, const llvm_state *st,
                                       const char *name, size_t name_len,
                                       bool *fresh)
{
    struct_key k;
    memset(&k, 0, sizeof k);
    k.identified = 1;
    k.name = name;
    k.name_len = name_len;
    const dlti_type *t = dlti_type_get(ctx, st->cls[K_STRUCT], &k, sizeof k);
    if (fresh)
        *fresh = false;
    if (t && !dlti_type_mutable(t)) {
        struct_body *b = dlti_context_alloc(ctx, sizeof *b);
        if (!b)
            return NULL;
        b->state = BODY_UNSET;
        dlti_type_set_mutable(t, b);
        if (fresh)
            *fresh = true;
    }
    return t;
}

static bool set_struct_opaque(dlti_context *ctx, const dlti_type *t)
{
    struct_body *b = dlti_context_alloc(ctx, sizeof *b);
    if (!b)
        return false;
    b->state = BODY_OPAQUE;
    dlti_type_set_mutable(t, b);
    return true;
}

/* MLIR's setBody: sets the body once; a second time succeeds only with the
 * same body.  *ok = 0 when it does not; false when out of memory. */
static bool set_struct_body(dlti_context *ctx, const dlti_type *t,
                            const dlti_type *const *elems, size_t n,
                            bool packed, bool *ok)
{
    struct_view v = view_struct(t);
    if (v.state == BODY_SET) {
        *ok = v.packed == packed && v.n == n &&
              (n == 0 || memcmp(v.elems, elems, n * sizeof *elems) == 0);
        return true;
    }
    if (v.state == BODY_OPAQUE) {
        *ok = false;
        return true;
    }
    if (n > (SIZE_MAX - sizeof(struct_body)) / sizeof(dlti_type *))
        return false;
    struct_body *b =
        dlti_context_alloc(ctx, sizeof *b + n * sizeof(dlti_type *));
    if (!b)
        return false;
    b->state = BODY_SET;
    b->packed = packed;
    b->n = n;
    if (n)
        memcpy(b->elems, elems, n * sizeof *elems);
    dlti_type_set_mutable(t, b);
    *ok = true;
    return true;
}

static const dlti_type *get_func(dlti_context *ctx, const llvm_state *st,
                                 const dlti_type *ret,
                                 const dlti_type *const *params, size_t n,
                                 bool vararg)
{
    func_key k;
    memset(&k, 0, sizeof k);
    k.ret = ret;
    k.vararg = vararg;
    k.n = n;
    return get_with_types(ctx, st->cls[K_FUNC], &k, sizeof k,
                          offsetof(func_key, params), params, n);
}

static const dlti_type *get_target(dlti_context *ctx, const llvm_state *st,
                                   const char *name, size_t name_len,
                                   const dlti_type *const *types,
                                   size_t n_types, const uint32_t *ints,
                                   size_t n_ints)
{
    if (n_types > SIZE_MAX / 4 / sizeof(dlti_type *) ||
        n_ints > SIZE_MAX / 4 / sizeof(uint32_t))
        return NULL;
    size_t len = sizeof(target_key) + n_types * sizeof(dlti_type *) +
                 n_ints * sizeof(uint32_t);
    target_key *k = calloc(1, len);
    if (!k)
        return NULL;
    k->name = name;
    k->name_len = name_len;
    k->n_types = n_types;
    k->n_ints = n_ints;
    if (n_types)
        memcpy(k->types, types, n_types * sizeof *types);
    if (n_ints)
        memcpy((void *)(k->types + n_types), ints, n_ints * sizeof *ints);
    const dlti_type *t = dlti_type_get(ctx, st->cls[K_TARGET], k, len);
    free(k);
    return t;
}

/* ---- Messages ------------------------------------------------------------ */

static char *vformat(const char *fmt, va_list ap)
{
    va_list aq;
    va_copy(aq, ap);
    int n = vsnprintf(NULL, 0, fmt, aq);
    va_end(aq);
    if (n < 0)
        return NULL;
    char *s = malloc((size_t)n + 1);
    if (s)
        vsnprintf(s, (size_t)n + 1, fmt, ap);
    return s;
}

/* A parse error at `loc` (a position captured earlier). */
static dlti_status perr_at(dlti_parser *p, const dlti_loc *loc,
                           const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
static dlti_status perr_at(dlti_parser *p, const dlti_loc *loc,
                           const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    char *msg = vformat(fmt, ap);
    va_end(ap);
    dlti_emit_error(dlti_parser_context(p), loc && loc->line ? loc : NULL,
                    "%s", msg ? msg : "out of memory");
    free(msg);
    return DLTI_ERR_PARSE;
}

/* The text of a type for messages (MLIR quotes it: '%s'); free with
 * dlti_free. */
static char *type_str(const dlti_type *t)
{
    return dlti_type_to_string(t);
}

/* "MSG 'TYPE'" at `loc`. */
static dlti_status perr_type(dlti_parser *p, const dlti_loc *loc,
                             const char *msg, const dlti_type *t)
{
    char *s = type_str(t);
    dlti_status st = perr_at(p, loc, "%s'%s'", msg, s ? s : "<type>");
    dlti_free(s);
    return st;
}

static dlti_status nomem(dlti_parser *p)
{
    dlti_emit_error(dlti_parser_context(p), NULL, "out of memory");
    return DLTI_ERR_NOMEM;
}

/* ---- Parsing --------------------------------------------------------------
 * Each parse_* function starts after the type's keyword. */

typedef struct type_node {
    const dlti_type *type;
    const struct type_node *prev;
} type_node;

/* Identified structs whose body is being parsed (MLIR's cyclic parse
 * stack), and the nesting depth of llvm types being parsed. */
static _Thread_local const type_node *parsing_structs;
static _Thread_local unsigned parse_depth;

static bool on_stack(const type_node *top, const dlti_type *t)
{
    for (; top; top = top->prev)
        if (top->type == t)
            return true;
    return false;
}

static dlti_status parse_kind(dlti_parser *p, llvm_state *st, int kind,
                              const dlti_type **out);

/* MLIR's parseInteger into `width` bits (`true` is all ones, negative
 * literals wrap when MLIR's APInt for them fits). */
static dlti_status parse_u64(dlti_parser *p, uint64_t *v)
{
    return dlti_parser_uint_n(p, 64, v);
}

static dlti_status parse_u32(dlti_parser *p, uint32_t *v)
{
    uint64_t r;
    dlti_status s = dlti_parser_uint_n(p, 32, &r);
    if (!s)
        *v = (uint32_t)r;
    return s;
}

/* Consumes an llvm type keyword if one is next; returns its kind or -1. */
static int consume_kind(dlti_parser *p)
{
    for (int k = 0; k < K_NUM; k++)
        if (dlti_parser_consume_keyword(p, kind_names[k]))
            return k;
    return -1;
}

/* MLIR's dispatchParse: any type in full form, else an llvm type in short
 * form (`ptr`, `struct<...>`, ...).  Their first tokens differ, so the
 * short form is tried first. */
static dlti_status parse_nested(dlti_parser *p, llvm_state *st,
                                const dlti_type **out)
{
    *out = NULL;
    if (parse_depth >= LLVM_MAX_NESTING) {
        dlti_loc loc = dlti_parser_loc(p);
        dlti_emit_error(dlti_parser_context(p), loc.line ? &loc : NULL,
                        "nesting is too deep (more than %d levels)",
                        LLVM_MAX_NESTING);
        return DLTI_ERR_LIMIT;
    }
    parse_depth++;
    dlti_status s;
    int k = consume_kind(p);
    if (k >= 0) {
        s = parse_kind(p, st, k, out);
    } else if ((s = dlti_parser_optional_type(p, out)) == DLTI_OK && !*out) {
        dlti_loc loc = dlti_parser_loc(p);
        const char *kw;
        s = dlti_parser_keyword(p, &kw); /* "expected valid keyword" */
        if (s == DLTI_OK)
            s = perr_at(p, &loc, "unknown LLVM type: %s", kw);
    }
    parse_depth--;
    if (s == DLTI_OK && !*out)
        s = DLTI_ERR_PARSE;
    return s;
}

static dlti_status parse_ptr(dlti_parser *p, llvm_state *st,
                             const dlti_type **out)
{
    uint32_t as = 0;
    if (dlti_parser_consume(p, "<")) {
        dlti_status s = parse_u32(p, &as);
        if (s)
            return s;
        if ((s = dlti_parser_expect(p, ">")))
            return s;
    }
    *out = get_ptr(dlti_parser_context(p), st, as);
    return *out ? DLTI_OK : nomem(p);
}

/* Void, label, metadata, function and token types are not values. */
static bool valid_aggregate_elem(const llvm_state *st, const dlti_type *t)
{
    int k = kind_of(st, t);
    return k != K_VOID && k != K_LABEL && k != K_METADATA && k != K_FUNC &&
           k != K_TOKEN;
}

static dlti_status parse_array(dlti_parser *p, llvm_state *st,
                               const dlti_type **out)
{
    dlti_loc loc = dlti_parser_loc(p);
    dlti_status s;
    uint64_t n;
    const dlti_type *elem;
    if ((s = dlti_parser_expect(p, "<")) || (s = parse_u64(p, &n)))
        return s;
    if (!dlti_parser_consume_keyword(p, "x"))
        return dlti_parser_error(p, "expected 'x'");
    if ((s = parse_nested(p, st, &elem)) || (s = dlti_parser_expect(p, ">")))
        return s;
    if (!valid_aggregate_elem(st, elem))
        return perr_type(p, &loc, "invalid array element type: ", elem);
    *out = get_array(dlti_parser_context(p), st, elem, n);
    return *out ? DLTI_OK : nomem(p);
}

/* A growable list of types being parsed. */
typedef struct type_list {
    const dlti_type **v;
    size_t n, cap;
} type_list;

static bool list_push(type_list *l, const dlti_type *t)
{
    if (l->n == l->cap) {
        size_t ncap = l->cap ? l->cap * 2 : 8;
        const dlti_type **nv = realloc(l->v, ncap * sizeof *nv);
        if (!nv)
            return false;
        l->v = nv;
        l->cap = ncap;
    }
    l->v[l->n++] = t;
    return true;
}

/* The body of an identified struct: checks the members and sets it. */
static dlti_status finish_identified(dlti_parser *p, llvm_state *st,
                                     const dlti_type *ident,
                                     const type_list *elems, bool packed,
                                     const dlti_loc *loc,
                                     const dlti_type **out)
{
    for (size_t i = 0; i < elems->n; i++)
        if (!valid_aggregate_elem(st, elems->v[i]))
            return perr_type(p, loc, "invalid LLVM structure element type: ",
                             elems->v[i]);
    bool ok;
    if (!set_struct_body(dlti_parser_context(p), ident, elems->v, elems->n,
                         packed, &ok))
        return nomem(p);
    if (!ok)
        return perr_at(p, loc,
                       "identified type already used with a different body");
    *out = ident;
    return DLTI_OK;
}

/* The members of a struct after its `(`, then `)>`.  `ident` is the
 * identified struct being defined or NULL; `lt_loc` is where `<` was,
 * `kw_loc` where `packed` or `(` was. */
static dlti_status parse_struct_body(dlti_parser *p, llvm_state *st,
                                     const dlti_type *ident, bool packed,
                                     const dlti_loc *lt_loc,
                                     const dlti_loc *kw_loc,
                                     const dlti_type **out)
{
    dlti_status s;
    type_list elems = {NULL, 0, 0};
    type_node node = {ident, parsing_structs};
    if (ident)
        parsing_structs = &node;
    dlti_loc sub_loc = dlti_parser_loc(p);
    if (dlti_parser_consume(p, ")")) {
        sub_loc = *kw_loc;
    } else {
        do {
            const dlti_type *t;
            if ((s = parse_nested(p, st, &t)))
                goto out;
            if (!list_push(&elems, t)) {
                s = nomem(p);
                goto out;
            }
        } while (dlti_parser_consume(p, ","));
        if ((s = dlti_parser_expect(p, ")")))
            goto out;
    }
    if ((s = dlti_parser_expect(p, ">")))
        goto out;
    if (ident) {
        s = finish_identified(p, st, ident, &elems, packed, &sub_loc, out);
        goto out;
    }
    for (size_t i = 0; i < elems.n; i++)
        if (!valid_aggregate_elem(st, elems.v[i])) {
            s = perr_type(p, lt_loc, "invalid LLVM structure element type: ",
                          elems.v[i]);
            goto out;
        }
    *out = get_literal_struct(dlti_parser_context(p), st, elems.v, elems.n,
                              packed);
    s = *out ? DLTI_OK : nomem(p);
out:
    if (ident)
        parsing_structs = node.prev;
    free(elems.v);
    return s;
}

/* `struct<` ("name" `,`)? `packed`? `(` types `)` `>`,
 * `struct<"name", opaque>`, and `struct<"name">` inside that struct. */
static dlti_status parse_struct(dlti_parser *p, llvm_state *st,
                                const dlti_type **out)
{
    dlti_context *ctx = dlti_parser_context(p);
    dlti_loc lt_loc = dlti_parser_loc(p);
    dlti_status s = dlti_parser_expect(p, "<");
    if (s)
        return s;

    /* Literal structs start with a keyword or `(`. */
    dlti_loc kw_loc = dlti_parser_loc(p);
    if (dlti_parser_consume_keyword(p, "opaque"))
        return perr_at(p, &kw_loc, "only identified structs can be opaque");
    if (dlti_parser_consume_keyword(p, "packed")) {
        if ((s = dlti_parser_expect(p, "(")))
            return s;
        return parse_struct_body(p, st, NULL, true, &lt_loc, &kw_loc, out);
    }
    if (dlti_parser_consume(p, "("))
        return parse_struct_body(p, st, NULL, false, &lt_loc, &kw_loc, out);

    /* Identified structs with their name. */
    const char *name;
    size_t len;
    if ((s = dlti_parser_string(p, &name, &len)))
        return s;
    bool fresh;
    const dlti_type *ident = get_identified(ctx, st, name, len, &fresh);
    if (!ident)
        return nomem(p);
    dlti_loc gt_loc = dlti_parser_loc(p);
    if (dlti_parser_consume(p, ">")) {
        if (!on_stack(parsing_structs, ident))
            return perr_at(p, &gt_loc, "struct without a body only allowed "
                                       "in a recursive struct");
        *out = ident;
        return DLTI_OK;
    }
    if ((s = dlti_parser_expect(p, ",")))
        return s;
    kw_loc = dlti_parser_loc(p);
    if (dlti_parser_consume_keyword(p, "opaque")) {
        if ((s = dlti_parser_expect(p, ">")))
            return s;
        /* MLIR's getOpaque marks only a new struct opaque; one without a
         * body yet counts as opaque anyway. */
        if (fresh && !set_struct_opaque(ctx, ident))
            return nomem(p);
        if (!struct_is_opaque(ident))
            return perr_at(p, &kw_loc, "redeclaring defined struct as opaque");
        *out = ident;
        return DLTI_OK;
    }
    if (on_stack(parsing_structs, ident))
        return perr_at(p, &kw_loc,
                       "identifier already used for an enclosing struct");
    bool packed = dlti_parser_consume_keyword(p, "packed") != 0;
    if ((s = dlti_parser_expect(p, "(")))
        return s;
    return parse_struct_body(p, st, ident, packed, &lt_loc, &kw_loc, out);
}

/* `func<` R `(` (T (`,` T)* (`,` `...`)? | `...`)? `)` `>` */
static dlti_status parse_func(dlti_parser *p, llvm_state *st,
                              const dlti_type **out)
{
    dlti_loc loc = dlti_parser_loc(p);
    const dlti_type *ret;
    bool vararg = false;
    type_list params = {NULL, 0, 0};
    dlti_status s;
    if ((s = dlti_parser_expect(p, "<")) || (s = parse_nested(p, st, &ret)) ||
        (s = dlti_parser_expect(p, "(")))
        return s;
    if (dlti_parser_consume(p, ")")) {
        /* no parameters */
    } else if (dlti_parser_consume(p, "...")) {
        vararg = true;
        if ((s = dlti_parser_expect(p, ")")))
            goto out;
    } else {
        for (;;) {
            const dlti_type *t;
            if ((s = parse_nested(p, st, &t)))
                goto out;
            if (!list_push(&params, t)) {
                s = nomem(p);
                goto out;
            }
            if (!dlti_parser_consume(p, ","))
                break;
            if (dlti_parser_consume(p, "...")) {
                vararg = true;
                break;
            }
        }
        if ((s = dlti_parser_expect(p, ")")))
            goto out;
    }
    if ((s = dlti_parser_expect(p, ">")))
        goto out;
    int rk = kind_of(st, ret);
    if (rk == K_FUNC || rk == K_METADATA || rk == K_LABEL) {
        s = perr_type(p, &loc, "invalid function result type: ", ret);
        goto out;
    }
    for (size_t i = 0; i < params.n; i++) {
        int k = kind_of(st, params.v[i]);
        if (k == K_VOID || k == K_FUNC) {
            s = perr_type(p, &loc, "invalid function argument type: ",
                          params.v[i]);
            goto out;
        }
    }
    *out = get_func(dlti_parser_context(p), st, ret, params.v, params.n,
                    vararg);
    s = *out ? DLTI_OK : nomem(p);
out:
    free(params.v);
    return s;
}

/* One parameter of a target extension type: an integer (*is_int) or a
 * type; types are refused once integers began (`ints`). */
static dlti_status parse_target_param(dlti_parser *p, llvm_state *st,
                                      bool ints, const dlti_type **type,
                                      uint32_t *value, bool *is_int)
{
    uint64_t v;
    int present;
    dlti_status s = dlti_parser_optional_uint_n(p, 32, &v, &present);
    *is_int = s == DLTI_OK && present;
    if (*is_int) {
        *value = (uint32_t)v;
        return DLTI_OK;
    }
    if (s == DLTI_OK && !ints && (s = parse_nested(p, st, type)) == DLTI_OK)
        return DLTI_OK;
    /* MLIR adds this after any failure of a parameter. */
    dlti_loc loc = dlti_parser_loc(p);
    perr_at(p, &loc,
            "failed to parse parameter list for target extension type");
    return s ? s : DLTI_ERR_PARSE;
}

/* `target<"name"` (`,` types-then-integers)? `>` */
static dlti_status parse_target(dlti_parser *p, llvm_state *st,
                                const dlti_type **out)
{
    const char *name;
    size_t len;
    dlti_status s;
    if ((s = dlti_parser_expect(p, "<")) ||
        (s = dlti_parser_string(p, &name, &len)))
        return s;
    type_list types = {NULL, 0, 0};
    uint32_t *ints = NULL;
    size_t n_ints = 0, cap_ints = 0;
    if (dlti_parser_consume(p, ",")) {
        do {
            const dlti_type *t = NULL;
            uint32_t v = 0;
            bool is_int;
            if ((s = parse_target_param(p, st, n_ints != 0, &t, &v,
                                        &is_int)))
                goto out;
            if (!is_int) {
                if (!list_push(&types, t)) {
                    s = nomem(p);
                    goto out;
                }
                continue;
            }
            if (n_ints == cap_ints) {
                size_t nc = cap_ints ? cap_ints * 2 : 4;
                uint32_t *ni = realloc(ints, nc * sizeof *ni);
                if (!ni) {
                    s = nomem(p);
                    goto out;
                }
                ints = ni;
                cap_ints = nc;
            }
            ints[n_ints++] = v;
        } while (dlti_parser_consume(p, ","));
    }
    if ((s = dlti_parser_expect(p, ">")))
        goto out;
    *out = get_target(dlti_parser_context(p), st, name, len, types.v, types.n,
                      ints, n_ints);
    s = *out ? DLTI_OK : nomem(p);
out:
    free(types.v);
    free(ints);
    return s;
}

static dlti_status parse_kind(dlti_parser *p, llvm_state *st, int kind,
                              const dlti_type **out)
{
    switch (kind) {
    case K_PTR:
        return parse_ptr(p, st, out);
    case K_ARRAY:
        return parse_array(p, st, out);
    case K_STRUCT:
        return parse_struct(p, st, out);
    case K_FUNC:
        return parse_func(p, st, out);
    case K_TARGET:
        return parse_target(p, st, out);
    default:
        *out = get_simple(dlti_parser_context(p), st, kind);
        return *out ? DLTI_OK : nomem(p);
    }
}

/* The hook of every type class: `!llvm.KEYWORD` has been read. */
static dlti_status hook_parse(dlti_parser *p, const dlti_type_class *cls,
                              const dlti_type **out)
{
    llvm_state *st = class_state(cls);
    if (!st)
        return DLTI_ERR_PLUGIN;
    for (int k = 0; k < K_NUM; k++)
        if (st->cls[k] == cls)
            return parse_kind(p, st, k, out);
    return DLTI_ERR_PLUGIN;
}

/* ---- Printing ------------------------------------------------------------ */

/* Identified structs whose body is being printed. */
static _Thread_local const type_node *printing_structs;

static bool is_compatible(llvm_state *st, const dlti_type *t);

static bool all_compatible(llvm_state *st, const dlti_type *const *v, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (!is_compatible(st, v[i]))
            return false;
    return true;
}

/* A !ptr.ptr whose memory space is an #llvm.address_space (MLIR's
 * isCompatiblePtrType). */
static bool is_llvm_ptr_ptr(const dlti_type *t)
{
    const dlti_type_class *c = dlti_type_get_class(t);
    const char *ns = dlti_dialect_namespace(dlti_type_class_dialect(c));
    const char *name = dlti_type_class_name(c);
    if (!ns || !name || strcmp(ns, "ptr") != 0 || strcmp(name, "ptr") != 0)
        return false;
    char *s = dlti_type_to_string(t);
    static const char prefix[] = "!ptr.ptr<#llvm.address_space<";
    bool r = s && strncmp(s, prefix, sizeof prefix - 1) == 0;
    dlti_free(s);
    return r;
}

static bool compute_compatible(llvm_state *st, const dlti_type *t)
{
    int k = kind_of(st, t);
    switch (k) {
    case K_STRUCT: {
        struct_view v = view_struct(t);
        return all_compatible(st, v.elems, v.n);
    }
    case K_FUNC: {
        const func_key *f = key_of(t);
        return is_compatible(st, f->ret) && all_compatible(st, f->params, f->n);
    }
    case K_TARGET: {
        const target_key *tk = key_of(t);
        return all_compatible(st, tk->types, tk->n_types);
    }
    case K_ARRAY:
        return is_compatible(st, ((const array_key *)key_of(t))->elem);
    case -1:
        break;
    default:
        return true; /* ptr, void, ppc_fp128, token, label, ... */
    }
    dlti_signedness sg;
    unsigned bits, rank;
    const dlti_type *elem;
    if (dlti_type_is_integer(t, NULL, &sg))
        return sg == DLTI_SIGNLESS;
    if (dlti_type_is_float(t, &bits))
        return bits == 16 || bits == 32 || bits == 64 || bits == 80 ||
               bits == 128; /* bf16, f16, f32, f64, f80, f128 */
    if (dlti_type_is_vector(t, &rank, &elem))
        return rank == 1 && is_compatible(st, elem);
    return is_llvm_ptr_ptr(t);
}

/* MLIR's isCompatibleType, with its per-context cache of compatible types:
 * a type under examination counts as compatible (recursive structs), and
 * only failures are taken out of the cache again. */
static bool is_compatible(llvm_state *st, const dlti_type *t)
{
    pthread_mutex_lock(&st->lock);
    int ins = set_insert(&st->compatible, t);
    bool r = ins == 0;
    if (ins > 0) {
        r = compute_compatible(st, t);
        if (!r)
            set_erase(&st->compatible, t);
    }
    pthread_mutex_unlock(&st->lock);
    return r;
}

static void print_body(dlti_printer *pr, llvm_state *st, int kind,
                       const dlti_type *t);

/* MLIR's dispatchPrint: llvm types compatible with LLVM IR in short form,
 * everything else (and !llvm.ppc_fp128, a float) in full. */
static void print_nested(dlti_printer *pr, llvm_state *st, const dlti_type *t)
{
    bool compatible = is_compatible(st, t);
    int k = kind_of(st, t);
    if (compatible && k >= 0 && k != K_PPC_FP128) {
        dlti_printer_puts(pr, kind_names[k]);
        print_body(pr, st, k, t);
    } else {
        dlti_printer_type(pr, t);
    }
}

/* A quoted string as MLIR prints names (llvm::printEscapedString). */
static void print_quoted(dlti_printer *pr, const char *s, size_t n)
{
    static const char hex[] = "0123456789ABCDEF";
    char buf[64];
    size_t k = 0;
    buf[k++] = '"';
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (k + 4 >= sizeof buf) {
            buf[k] = 0;
            dlti_printer_puts(pr, buf);
            k = 0;
        }
        if (c == '\\') {
            buf[k++] = '\\';
            buf[k++] = '\\';
        } else if (c >= 0x20 && c < 0x7f && c != '"') {
            buf[k++] = (char)c;
        } else {
            buf[k++] = '\\';
            buf[k++] = hex[c >> 4];
            buf[k++] = hex[c & 15];
        }
    }
    buf[k++] = '"';
    buf[k] = 0;
    dlti_printer_puts(pr, buf);
}

static void print_struct(dlti_printer *pr, llvm_state *st, const dlti_type *t)
{
    struct_view v = view_struct(t);
    dlti_printer_puts(pr, "<");
    if (v.identified) {
        print_quoted(pr, v.name, v.name_len);
        if (on_stack(printing_structs, t)) {
            dlti_printer_puts(pr, ">");
            return;
        }
        dlti_printer_puts(pr, ", ");
        if (v.state != BODY_SET) {
            dlti_printer_puts(pr, "opaque>");
            return;
        }
    }
    if (v.packed)
        dlti_printer_puts(pr, "packed ");
    dlti_printer_puts(pr, "(");
    type_node node = {t, printing_structs};
    if (v.identified)
        printing_structs = &node;
    for (size_t i = 0; i < v.n; i++) {
        if (i)
            dlti_printer_puts(pr, ", ");
        print_nested(pr, st, v.elems[i]);
    }
    if (v.identified)
        printing_structs = node.prev;
    dlti_printer_puts(pr, ")>");
}

static void print_body(dlti_printer *pr, llvm_state *st, int kind,
                       const dlti_type *t)
{
    switch (kind) {
    case K_PTR: {
        uint32_t as = ptr_as(t);
        if (as)
            dlti_printer_printf(pr, "<%u>", (unsigned)as);
        return;
    }
    case K_ARRAY: {
        const array_key *k = key_of(t);
        dlti_printer_printf(pr, "<%llu x ", (unsigned long long)k->n);
        print_nested(pr, st, k->elem);
        dlti_printer_puts(pr, ">");
        return;
    }
    case K_STRUCT:
        print_struct(pr, st, t);
        return;
    case K_FUNC: {
        const func_key *k = key_of(t);
        dlti_printer_puts(pr, "<");
        print_nested(pr, st, k->ret);
        dlti_printer_puts(pr, " (");
        for (size_t i = 0; i < k->n; i++) {
            if (i)
                dlti_printer_puts(pr, ", ");
            print_nested(pr, st, k->params[i]);
        }
        if (k->vararg)
            dlti_printer_puts(pr, k->n ? ", ..." : "...");
        dlti_printer_puts(pr, ")>");
        return;
    }
    case K_TARGET: {
        const target_key *k = key_of(t);
        dlti_printer_puts(pr, "<");
        print_quoted(pr, k->name, k->name_len);
        for (size_t i = 0; i < k->n_types; i++) {
            dlti_printer_puts(pr, ", ");
            dlti_printer_type(pr, k->types[i]);
        }
        const uint32_t *ints = target_ints(k);
        for (size_t i = 0; i < k->n_ints; i++)
            dlti_printer_printf(pr, ", %u", (unsigned)ints[i]);
        dlti_printer_puts(pr, ">");
        return;
    }
    default:
        return; /* a keyword only */
    }
}

static void hook_print(dlti_printer *pr, const dlti_type *t)
{
    llvm_state *st = type_state(t);
    int k = st ? kind_of(st, t) : -1;
    if (k >= 0)
        print_body(pr, st, k, t);
}

/* ---- Entries --------------------------------------------------------------- */

/* 1 if the value of `entry` is a dense integer elements attribute (MLIR's
 * DenseIntElementsAttr: integer or index elements): *count elements of
 * *width bits (0 for index). */
static int dense_values(const dlti_attr *entry, size_t *count,
                        unsigned *width)
{
    const dlti_attr *v = dlti_entry_value(entry);
    size_t n;
    unsigned w;
    const dlti_type *elem = v ? dlti_attr_dense_elements(v, &n) : NULL;
    if (!elem)
        return 0;
    if (!dlti_type_is_integer(elem, &w, NULL)) {
        if (elem != dlti_index_type(dlti_type_context(elem)))
            return 0;
        w = 0;
    }
    if (count)
        *count = n;
    if (width)
        *width = w;
    return 1;
}

/* As dense_values, for reading the values: integer elements only (a spec
 * that was verified has nothing else). */
static int int_values(const dlti_attr *entry, size_t *count)
{
    unsigned w;
    return dense_values(entry, count, &w) && w != 0;
}

static uint64_t dense_at(const dlti_attr *entry, size_t i)
{
    return dlti_attr_dense_int_at(dlti_entry_value(entry), i);
}

/* "expected ... for 'KEY' ..." */
static dlti_status verr_key(dlti_context *ctx, const dlti_loc *loc,
                            const char *before, const dlti_type *key,
                            const char *after)
{
    char *s = type_str(key);
    dlti_emit_error(ctx, loc, "%s'%s'%s", before, s ? s : "<type>", after);
    dlti_free(s);
    return DLTI_ERR_VERIFY;
}

/* An error about the layout of `t` at the query's location. */
static dlti_status layout_error(dlti_data_layout *dl, const dlti_type *t,
                                dlti_status status, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;
static dlti_status layout_error(dlti_data_layout *dl, const dlti_type *t,
                                dlti_status status, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    char *msg = vformat(fmt, ap);
    va_end(ap);
    dlti_loc loc = dlti_layout_where(dl);
    dlti_emit_error(dlti_type_context(t), loc.line ? &loc : NULL, "%s",
                    msg ? msg : "out of memory");
    free(msg);
    return status;
}

static dlti_status overflow(dlti_data_layout *dl, const dlti_type *t)
{
    char *s = type_str(t);
    dlti_status st = layout_error(dl, t, DLTI_ERR_LIMIT,
                                  "the size of %s in bits does not fit in 64 "
                                  "bits",
                                  s ? s : "<type>");
    dlti_free(s);
    return st;
}

/* An entry a verified spec cannot hold (specs stored under another name
 * are used without verification; MLIR reads garbage there). */
static dlti_status bad_entry(dlti_data_layout *dl, const dlti_type *t,
                             const dlti_attr *entry)
{
    char *s = dlti_attr_to_string(entry);
    dlti_status st = layout_error(dl, t, DLTI_ERR_VERIFY,
                                  "invalid data layout entry %s",
                                  s ? s : "");
    dlti_free(s);
    return st;
}

/* alignTo(x, a); a zero alignment leaves x as is (MLIR 22 divides by it).
 * false on overflow. */
static bool align_to(uint64_t x, uint64_t a, uint64_t *out)
{
    uint64_t r = a ? x % a : 0;
    if (!r) {
        *out = x;
        return true;
    }
    return !__builtin_add_overflow(x, a - r, out);
}

/* ---- !llvm.ptr ------------------------------------------------------------ */

enum { PTR_SIZE, PTR_ABI, PTR_PREF, PTR_INDEX };

/* The first entry for the address space of `t`, or NULL. */
static const dlti_attr *ptr_entry(const dlti_type *t, dlti_entry_list entries)
{
    uint32_t as = ptr_as(t);
    for (size_t i = 0; i < entries.count; i++) {
        const dlti_type *key = dlti_entry_key_type(entries.entries[i]);
        if (key && dlti_type_get_class(key) == dlti_type_get_class(t) &&
            ptr_as(key) == as)
            return entries.entries[i];
    }
    return NULL;
}

/* Field `pos` of the pointer layout of `t`: from its entry, the defaults
 * for address space 0, or *fallback = true (ask about !llvm.ptr). */
static dlti_status ptr_field(dlti_data_layout *dl, const dlti_type *t,
                             dlti_entry_list entries, int pos, uint64_t *out,
                             bool *fallback)
{
    *fallback = false;
    const dlti_attr *e = ptr_entry(t, entries);
    if (e) {
        size_t n;
        if (!int_values(e, &n) || n < 3)
            return bad_entry(dl, t, e);
        if (pos == PTR_INDEX)
            *out = dense_at(e, n >= 4 ? 3 : 0);
        else if (pos == PTR_SIZE)
            *out = dense_at(e, 0);
        else
            *out = dense_at(e, (size_t)pos) / 8;
        return DLTI_OK;
    }
    if (ptr_as(t) == 0) {
        *out = pos == PTR_SIZE || pos == PTR_INDEX ? 64 : 8;
        return DLTI_OK;
    }
    *fallback = true;
    return DLTI_OK;
}

static const dlti_type *ptr0(const dlti_type *t)
{
    llvm_state *st = type_state(t);
    return st ? get_ptr(dlti_type_context(t), st, 0) : NULL;
}

static dlti_status ptr_size_in_bits(const dlti_type *t, dlti_data_layout *dl,
                                    dlti_entry_list entries, dlti_size *out)
{
    bool fb;
    uint64_t v;
    dlti_status s = ptr_field(dl, t, entries, PTR_SIZE, &v, &fb);
    if (s)
        return s;
    if (!fb) {
        out->value = v;
        out->scalable = 0;
        return DLTI_OK;
    }
    const dlti_type *p0 = ptr0(t);
    return p0 ? dlti_type_size_in_bits(dl, p0, out) : DLTI_ERR_NOMEM;
}

/* The ABI or (`preferred`) preferred alignment of `t`: from ptr_field, else
 * that of !llvm.ptr. */
static dlti_status ptr_align(const dlti_type *t, dlti_data_layout *dl,
                             dlti_entry_list entries, bool preferred,
                             uint64_t *out)
{
    bool fb;
    dlti_status s = ptr_field(dl, t, entries, preferred ? PTR_PREF : PTR_ABI,
                              out, &fb);
    if (s || !fb)
        return s;
    const dlti_type *p0 = ptr0(t);
    if (!p0)
        return DLTI_ERR_NOMEM;
    return preferred ? dlti_type_preferred_alignment(dl, p0, out)
                     : dlti_type_abi_alignment(dl, p0, out);
}

static dlti_status ptr_abi(const dlti_type *t, dlti_data_layout *dl,
                           dlti_entry_list entries, uint64_t *out)
{
    return ptr_align(t, dl, entries, false, out);
}

static dlti_status ptr_pref(const dlti_type *t, dlti_data_layout *dl,
                            dlti_entry_list entries, uint64_t *out)
{
    return ptr_align(t, dl, entries, true, out);
}

static dlti_status ptr_index(const dlti_type *t, dlti_data_layout *dl,
                             dlti_entry_list entries, uint64_t *out, int *has)
{
    bool fb;
    dlti_status s = ptr_field(dl, t, entries, PTR_INDEX, out, &fb);
    if (s)
        return s;
    if (!fb) {
        *has = 1;
        return DLTI_OK;
    }
    const dlti_type *p0 = ptr0(t);
    return p0 ? dlti_type_index_bitwidth(dl, p0, out, has) : DLTI_ERR_NOMEM;
}

static dlti_status ptr_verify(dlti_context *ctx, dlti_entry_list entries,
                              const dlti_loc *loc)
{
    for (size_t i = 0; i < entries.count; i++) {
        const dlti_attr *e = entries.entries[i];
        const dlti_type *key = dlti_entry_key_type(e);
        if (!key)
            continue;
        size_t n;
        unsigned width;
        if (!dense_values(e, &n, &width) || (n != 3 && n != 4))
            return verr_key(ctx, loc, "expected layout attribute for ", key,
                            " to be a dense integer elements attribute with "
                            "3 or 4 elements");
        if (width != 64)
            return verr_key(ctx, loc, "expected i64 parameters for ", key, "");
        if (dense_at(e, PTR_ABI) > dense_at(e, PTR_PREF))
            return dlti_emit_error(ctx, loc,
                                   "preferred alignment is expected to be at "
                                   "least as large as ABI alignment");
    }
    return DLTI_OK;
}

/* Size and ABI alignment (bits) of a pointer entry; false if malformed. */
static bool ptr_size_abi(const dlti_attr *e, uint64_t *size, uint64_t *abi)
{
    size_t n;
    if (!int_values(e, &n) || n < 2)
        return false;
    *size = dense_at(e, 0);
    *abi = dense_at(e, 1);
    return true;
}

/* Each inner entry must keep the size and may only relax the ABI
 * alignment of the outer entry of its address space (MLIR 22 crashes on
 * that case; this is its intended rule).  Without one, MLIR 22 compares
 * with 64-bit size and ABI alignment 8 (bits): kept as is.  A zero ABI
 * alignment never combines (MLIR 22 divides by it). */
static dlti_status ptr_compatible(dlti_context *ctx, dlti_entry_list outer,
                                  dlti_entry_list inner, dlti_entry_list ids,
                                  int *compatible)
{
    (void)ctx;
    (void)ids;
    *compatible = 1;
    for (size_t i = 0; i < inner.count; i++) {
        const dlti_type *key = dlti_entry_key_type(inner.entries[i]);
        if (!key)
            continue;
        uint64_t size = 64, abi = 8, nsize, nabi;
        const dlti_attr *old = ptr_entry(key, outer);
        if ((old && !ptr_size_abi(old, &size, &abi)) ||
            !ptr_size_abi(inner.entries[i], &nsize, &nabi) || size != nsize ||
            nabi == 0 || abi < nabi || abi % nabi != 0) {
            *compatible = 0;
            return DLTI_OK;
        }
    }
    return DLTI_OK;
}

/* ---- !llvm.array ----------------------------------------------------------- */

static dlti_status array_size(const dlti_type *t, dlti_data_layout *dl,
                              dlti_entry_list entries, dlti_size *out)
{
    (void)entries;
    const array_key *k = key_of(t);
    dlti_size es;
    uint64_t ea, padded, bytes;
    dlti_status s;
    if ((s = dlti_type_size(dl, k->elem, &es)))
        return s;
    if (es.scalable) {
        char *ts = type_str(t), *es_ = type_str(k->elem);
        s = layout_error(dl, t, DLTI_ERR_NO_LAYOUT,
                         "the size of %s is not fixed: its element type %s "
                         "has a scalable size",
                         ts ? ts : "<type>", es_ ? es_ : "<type>");
        dlti_free(ts);
        dlti_free(es_);
        return s;
    }
    if ((s = dlti_type_abi_alignment(dl, k->elem, &ea)))
        return s;
    if (!align_to(es.value, ea, &padded) ||
        __builtin_mul_overflow(padded, k->n, &bytes))
        return overflow(dl, t);
    out->value = bytes;
    out->scalable = 0;
    return DLTI_OK;
}

/* The size in bits of an array or struct: 8 times its size in bytes. */
static dlti_status bytes_in_bits(const dlti_type *t, dlti_data_layout *dl,
                                 dlti_entry_list entries, dlti_size *out)
{
    (void)entries;
    dlti_size bytes;
    dlti_status s = dlti_type_size(dl, t, &bytes);
    if (s)
        return s;
    if (__builtin_mul_overflow(bytes.value, 8, &out->value))
        return overflow(dl, t);
    out->scalable = bytes.scalable;
    return DLTI_OK;
}

static dlti_status array_abi(const dlti_type *t, dlti_data_layout *dl,
                             dlti_entry_list entries, uint64_t *out)
{
    (void)entries;
    return dlti_type_abi_alignment(dl, ((const array_key *)key_of(t))->elem,
                                   out);
}

static dlti_status array_pref(const dlti_type *t, dlti_data_layout *dl,
                              dlti_entry_list entries, uint64_t *out)
{
    (void)entries;
    return dlti_type_preferred_alignment(
        dl, ((const array_key *)key_of(t))->elem, out);
}

/* ---- !llvm.struct ---------------------------------------------------------- */

/* Bytes: members aligned to their ABI alignment (1 when packed), the
 * whole to the largest of them; entries never change it.  The scalable
 * flag is that of the last member of non-zero size (MLIR's TypeSize +=). */
static dlti_status struct_size(const dlti_type *t, dlti_data_layout *dl,
                               dlti_entry_list entries, dlti_size *out)
{
    (void)entries;
    struct_view v = view_struct(t);
    uint64_t offset = 0, max_align = 1;
    int scalable = 0;
    dlti_status s;
    for (size_t i = 0; i < v.n; i++) {
        uint64_t a = 1;
        dlti_size ms;
        if (!v.packed && (s = dlti_type_abi_alignment(dl, v.elems[i], &a)))
            return s;
        if (!align_to(offset, a, &offset))
            return overflow(dl, t);
        if ((s = dlti_type_size(dl, v.elems[i], &ms)))
            return s;
        if (__builtin_add_overflow(offset, ms.value, &offset))
            return overflow(dl, t);
        if (ms.value)
            scalable = ms.scalable;
        if (a > max_align)
            max_align = a;
    }
    if (!align_to(offset, max_align, &out->value))
        return overflow(dl, t);
    out->scalable = scalable;
    return DLTI_OK;
}

/* The ABI (pref = false) or preferred alignment: the largest member ABI
 * alignment, raised by the first struct entry (whatever its key). */
static dlti_status struct_align(const dlti_type *t, dlti_data_layout *dl,
                                dlti_entry_list entries, bool pref,
                                uint64_t *out)
{
    struct_view v = view_struct(t);
    if (!pref && v.packed) {
        *out = 1;
        return DLTI_OK;
    }
    uint64_t align = 1;
    for (size_t i = 0; i < v.n; i++) {
        uint64_t a;
        dlti_status s = dlti_type_abi_alignment(dl, v.elems[i], &a);
        if (s)
            return s;
        if (a > align)
            align = a;
    }
    for (size_t i = 0; i < entries.count; i++) {
        const dlti_attr *e = entries.entries[i];
        if (!dlti_entry_key_type(e))
            continue;
        size_t n;
        if (!int_values(e, &n) || n < 1)
            return bad_entry(dl, t, e);
        uint64_t ea = dense_at(e, pref && n >= 2 ? 1 : 0) / 8;
        if (ea > align)
            align = ea;
        break;
    }
    *out = align;
    return DLTI_OK;
}

static dlti_status struct_abi(const dlti_type *t, dlti_data_layout *dl,
                              dlti_entry_list entries, uint64_t *out)
{
    return struct_align(t, dl, entries, false, out);
}

static dlti_status struct_pref(const dlti_type *t, dlti_data_layout *dl,
                               dlti_entry_list entries, uint64_t *out)
{
    return struct_align(t, dl, entries, true, out);
}

static dlti_status struct_verify(dlti_context *ctx, dlti_entry_list entries,
                                 const dlti_loc *loc)
{
    for (size_t i = 0; i < entries.count; i++) {
        const dlti_attr *e = entries.entries[i];
        const dlti_type *key = dlti_entry_key_type(e);
        if (!key)
            continue;
        size_t n;
        unsigned width;
        if (!dense_values(e, &n, &width) || (n != 1 && n != 2))
            return verr_key(ctx, loc, "expected layout attribute for ", key,
                            " to be a dense integer elements attribute of 1 "
                            "or 2 elements");
        if (width != 64)
            return verr_key(ctx, loc, "expected i64 entries for ", key, "");
        struct_view v = view_struct(key);
        if (v.identified || v.n != 0)
            return verr_key(ctx, loc, "unexpected layout attribute for struct ",
                            key, "");
        if (n == 2 && dense_at(e, 0) > dense_at(e, 1))
            return dlti_emit_error(ctx, loc,
                                   "preferred alignment is expected to be at "
                                   "least as large as ABI alignment");
    }
    return DLTI_OK;
}

/* Each inner entry's ABI alignment must divide the first outer entry's
 * (0 never does: MLIR 22 divides by it). */
static dlti_status struct_compatible(dlti_context *ctx, dlti_entry_list outer,
                                     dlti_entry_list inner,
                                     dlti_entry_list ids, int *compatible)
{
    (void)ctx;
    (void)ids;
    *compatible = 1;
    const dlti_attr *old = NULL;
    for (size_t i = 0; i < outer.count && !old; i++)
        if (dlti_entry_key_type(outer.entries[i]))
            old = outer.entries[i];
    if (!old)
        return DLTI_OK;
    size_t n;
    if (!int_values(old, &n) || n < 1) {
        *compatible = 0;
        return DLTI_OK;
    }
    uint64_t abi = dense_at(old, 0);
    for (size_t i = 0; i < inner.count; i++) {
        const dlti_attr *e = inner.entries[i];
        if (!dlti_entry_key_type(e))
            continue;
        if (!int_values(e, &n) || n < 1) {
            *compatible = 0;
            return DLTI_OK;
        }
        uint64_t nabi = dense_at(e, 0);
        if (nabi == 0 || abi < nabi || abi % nabi != 0) {
            *compatible = 0;
            return DLTI_OK;
        }
    }
    return DLTI_OK;
}

/* ---- #llvm.address_space<N> ---------------------------------------------- */

static dlti_status as_parse(dlti_parser *p, const dlti_attr_class *cls,
                            const dlti_attr **out)
{
    as_key k;
    memset(&k, 0, sizeof k);
    dlti_status s;
    if ((s = dlti_parser_expect(p, "<")) || (s = parse_u32(p, &k.as)) ||
        (s = dlti_parser_expect(p, ">")))
        return s;
    *out = dlti_attr_get(dlti_parser_context(p), cls, &k, sizeof k);
    return *out ? DLTI_OK : nomem(p);
}

static void as_print(dlti_printer *pr, const dlti_attr *a)
{
    const as_key *k = dlti_attr_key(a, NULL);
    dlti_printer_printf(pr, "<%u>", (unsigned)k->as);
}

/* ---- Registration ---------------------------------------------------------- */

static dlti_status llvm_init(dlti_dialect *d)
{
    llvm_state *st = calloc(1, sizeof *st);
    if (!st)
        return DLTI_ERR_NOMEM;
    pthread_mutexattr_t attr;
    if (pthread_mutexattr_init(&attr) != 0) {
        free(st);
        return DLTI_ERR_NOMEM;
    }
    pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE);
    int rc = pthread_mutex_init(&st->lock, &attr);
    pthread_mutexattr_destroy(&attr);
    if (rc != 0) {
        free(st);
        return DLTI_ERR_NOMEM;
    }
    dlti_dialect_set_data(d, st, state_free);

    for (int k = 0; k < K_NUM; k++) {
        dlti_type_hooks h;
        memset(&h, 0, sizeof h);
        h.size = sizeof h;
        h.parse = hook_parse;
        h.print = hook_print;
        switch (k) {
        case K_PPC_FP128:
            h.float_bits = 128;
            h.vector_element = 1;
            break;
        case K_PTR:
            h.size_in_bits = ptr_size_in_bits;
            h.abi_alignment = ptr_abi;
            h.preferred_alignment = ptr_pref;
            h.index_bitwidth = ptr_index;
            h.are_compatible = ptr_compatible;
            h.verify_entries = ptr_verify;
            h.vector_element = 1;
            break;
        case K_ARRAY:
            h.size_in_bits = bytes_in_bits;
            h.size_in_bytes = array_size;
            h.abi_alignment = array_abi;
            h.preferred_alignment = array_pref;
            break;
        case K_STRUCT:
            h.size_in_bits = bytes_in_bits;
            h.size_in_bytes = struct_size;
            h.abi_alignment = struct_abi;
            h.preferred_alignment = struct_pref;
            h.are_compatible = struct_compatible;
            h.verify_entries = struct_verify;
            break;
        default:
            break;
        }
        st->cls[k] = dlti_register_type_class(d, kind_names[k], &h);
        if (!st->cls[k])
            return DLTI_ERR_PLUGIN;
    }

    dlti_attr_hooks ah;
    memset(&ah, 0, sizeof ah);
    ah.size = sizeof ah;
    ah.parse = as_parse;
    ah.print = as_print;
    ah.memory_space = 1;
    st->address_space = dlti_register_attr_class(d, "address_space", &ah);
    return st->address_space ? DLTI_OK : DLTI_ERR_PLUGIN;
}

static const dlti_plugin_info llvm_info = {
    sizeof(dlti_plugin_info),
    DLTI_PLUGIN_ABI_VERSION,
    "llvm",
    LLVM_PLUGIN_VERSION,
    "LLVM dialect types (ptr, struct, array layouts; func, void, ...) and "
    "#llvm.address_space",
    llvm_init,
};

DLTI_PLUGIN_EXPORT const dlti_plugin_info *dlti_plugin_entry(void);
DLTI_PLUGIN_EXPORT const dlti_plugin_info *dlti_plugin_entry(void)
{
    return &llvm_info;
}
