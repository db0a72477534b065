/* types.c - the llvm plugin's type storage: the classes of the per-context
 * state, the keys' accessors and the uniqued type constructors.
 * See llvm.c for the dialect as a whole. */
#define _POSIX_C_SOURCE 200809L /* as in llvm.c: one feature set */
#include "llvm_internal.h"

/* ---- Classes and per-context state --------------------------------------- */

llvm_state *class_state(const dlti_type_class *cls)
{
    return dlti_dialect_data(dlti_type_class_dialect(cls));
}

llvm_state *type_state(const dlti_type *t)
{
    return class_state(dlti_type_get_class(t));
}

/* The kind of `t` if it is one of this dialect's types, else -1. */
int kind_of(const llvm_state *st, const dlti_type *t)
{
    const dlti_type_class *c = dlti_type_get_class(t);
    for (int k = 0; k < K_NUM; k++)
        if (st->cls[k] == c)
            return k;
    return -1;
}

const void *key_of(const dlti_type *t)
{
    return dlti_type_key(t, NULL);
}

uint32_t ptr_as(const dlti_type *t)
{
    return ((const ptr_key *)key_of(t))->as;
}

const uint32_t *target_ints(const target_key *k)
{
    return (const uint32_t *)(const void *)(k->types + k->n_types);
}

struct_view view_struct(const dlti_type *t)
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
bool struct_is_opaque(const dlti_type *t)
{
    struct_view v = view_struct(t);
    return v.identified && v.state != BODY_SET;
}

/* ---- Type constructors --------------------------------------------------- */

const dlti_type *get_simple(dlti_context *ctx, const llvm_state *st,
                            int kind)
{
    static const char none = 0;
    return dlti_type_get(ctx, st->cls[kind], &none, 0);
}

const dlti_type *get_ptr(dlti_context *ctx, const llvm_state *st,
                         uint32_t as)
{
    ptr_key k;
    memset(&k, 0, sizeof k);
    k.as = as;
    return dlti_type_get(ctx, st->cls[K_PTR], &k, sizeof k);
}

const dlti_type *get_array(dlti_context *ctx, const llvm_state *st,
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

const dlti_type *get_literal_struct(dlti_context *ctx,
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
const dlti_type *get_identified(dlti_context *ctx, const llvm_state *st,
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

bool set_struct_opaque(dlti_context *ctx, const dlti_type *t)
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
bool set_struct_body(dlti_context *ctx, const dlti_type *t,
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

const dlti_type *get_func(dlti_context *ctx, const llvm_state *st,
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

const dlti_type *get_target(dlti_context *ctx, const llvm_state *st,
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

bool on_stack(const type_node *top, const dlti_type *t)
{
    for (; top; top = top->prev)
        if (top->type == t)
            return true;
    return false;
}

/* ---- The memref descriptor (the dialect hook memref_descriptor) ---------- */

/* What --finalize-memref-to-llvm lowers a memref to: {ptr<as>, ptr<as>,
 * iW, array<rank x iW>, array<rank x iW>} (no arrays at rank 0), or
 * {iW, ptr} for an unranked memref (rank < 0: its pointer in space 0). */
dlti_status llvm_memref_descriptor(dlti_dialect *d, unsigned address_space,
                                   unsigned index_bits, int rank,
                                   const dlti_type **out)
{
    dlti_context *ctx = dlti_dialect_context(d);
    const llvm_state *st = dlti_dialect_data(d);
    const dlti_type *iw = dlti_integer_type(ctx, index_bits, DLTI_SIGNLESS);
    const dlti_type *p = get_ptr(ctx, st, rank < 0 ? 0 : address_space);
    const dlti_type *elems[5] = {p, p, iw, NULL, NULL};
    size_t n = 3;
    if (rank < 0) {
        elems[0] = iw;
        elems[1] = p;
        n = 2;
    } else if (rank > 0) {
        elems[3] = elems[4] = iw ? get_array(ctx, st, iw, (uint64_t)rank) : NULL;
        n = 5;
    }
    for (size_t i = 0; i < n; i++)
        if (!elems[i])
            return DLTI_ERR_NOMEM;
    *out = get_literal_struct(ctx, st, elems, n, false);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}
