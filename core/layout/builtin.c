/* layout/builtin.c - MLIR 22's default layouts of builtin types, and
 * the dispatch to dialect type hooks for everything else.
 *
 * The order of the checks in each function is MLIR's: it matters for types
 * that are several things at once (a dialect type that is a float). */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dl_layout.h"
#include "affine.h"

dlti_status dl_layout_no_layout(dlti_data_layout *dl, const dlti_type *t)
{
    const dlti_loc *loc = dl->where.line ? &dl->where : NULL;
    bool opaque = dl_ir_type_kind_of(t) == DL_TY_OPAQUE;
    const char *ns = opaque ? dl_ir_opaque(t)->ns : "";
    /* An opaque type of a loaded dialect: a type MLIR 22 defines that the
     * plugin does not model (MLIR itself aborts on a type without layout). */
    bool loaded = false;
    if (opaque) {
        dl_ctx_lock(dl->ctx);
        loaded = dl_ir_dialect_lookup(dl->ctx, ns, strlen(ns)) != NULL;
        dl_ctx_unlock(dl->ctx);
    }
    dl_error(dl->ctx, DLTI_ERR_NO_LAYOUT, loc,
             "neither the scoping op nor the type class provide data layout "
             "information for %pT%s%s%s", t,
             !opaque ? "" : loaded ? ": the " : ": dialect '", ns,
             !opaque ? "" : loaded ? " plugin does not model this type"
                                   : "' is not loaded");
    if (opaque && !loaded) {
        /* The path is computed lazily: other threads may ask at once. */
        dl_ctx_lock(dl->ctx);
        char *path = dlti_context_plugin_path(dl->ctx);
        dl_ctx_unlock(dl->ctx);
        dl_note_extra(dl->ctx, loc, "no plugin %s.so could be loaded from %s", ns,
                      path ? path : "the plugin path");
        free(path);
    }
    return DLTI_ERR_NO_LAYOUT;
}

dlti_status dl_layout_overflow(dlti_data_layout *dl, const dlti_type *t)
{
    dl_error(dl->ctx, DLTI_ERR_LIMIT, dl->where.line ? &dl->where : NULL,
             "the size of %pT in bits does not fit in 64 bits", t);
    return DLTI_ERR_LIMIT;
}

/* ---- Answers of dialect hooks -------------------------------------------
 * MLIR never checks what a type's layout hooks return, and prints whatever
 * a spec entry says (the test dialect's `["alignment", 3]` is 3; an i32
 * entry `dense<[24]>` makes i32 and an !llvm.array of it 3-aligned).  What
 * MLIR's own dialects never produce is an alignment that is 0 for a type
 * of non-zero size, or not a power of two, *without a spec entry saying
 * so*: their defaults are powers of two.  So an alignment from a dialect
 * hook is refused when it is 0 (and the type's size is not) or not a power
 * of two, unless some integer n in the values of the layout's type entries
 * has n or n / 8 equal to it. */

static bool attr_mentions(const dlti_attr *v, uint64_t want, unsigned depth)
{
    if (!v || depth > 16)
        return false;
    switch (dl_ir_attr_kind_of(v)) {
    case DL_AT_INTEGER: {
        uint64_t n = dl_ir_int_attr_low64(v);
        return n == want || n / 8 == want;
    }
    case DL_AT_DENSE: {
        const dl_dense_key *d = dl_ir_dense(v);
        for (size_t i = 0; i < d->n; i++)
            if (attr_mentions(d->elems[i], want, depth + 1))
                return true;
        return false;
    }
    case DL_AT_DENSE_ARRAY: {
        const dl_dense_array_key *d = (const dl_dense_array_key *)v->key;
        for (size_t i = 0; i < d->n; i++) {
            uint64_t n = (uint64_t)d->values[i];
            if (n == want || n / 8 == want)
                return true;
        }
        return false;
    }
    case DL_AT_ARRAY: {
        const dl_attr_list_key *l = dl_ir_attr_list(v);
        for (size_t i = 0; i < l->n; i++)
            if (attr_mentions(l->elems[i], want, depth + 1))
                return true;
        return false;
    }
    case DL_AT_DICT: {
        const dl_dict_key *d = dl_ir_dict(v);
        for (size_t i = 0; i < d->n; i++)
            if (attr_mentions(d->elems[i].value, want, depth + 1))
                return true;
        return false;
    }
    default:
        return false;
    }
}

static bool entries_mention(const dlti_data_layout *dl, uint64_t want)
{
    dl_layout_touch(dl, DL_TOUCH_ALL);
    for (size_t g = 0; g < dl->info->spec.n_classes; g++) {
        const dl_class_group *cg = &dl->info->spec.classes[g];
        for (size_t i = 0; i < cg->n; i++)
            if (attr_mentions(dl_entry(cg->entries[i])->value, want, 0))
                return true;
    }
    return false;
}

/* Checks the alignment `a` a dialect hook gave for `t` (status `st`). */
static dlti_status hook_alignment(dlti_data_layout *dl, const dlti_type *t,
                                  bool pref, dlti_status st, uint64_t a)
{
    if (st || (a && !(a & (a - 1))) || entries_mention(dl, a))
        return st;
    if (a == 0) {
        /* 0 is the answer of a type without size. */
        dlti_size sz;
        if ((st = dlti_type_size(dl, t, &sz)))
            return st;
        if (sz.value == 0)
            return DLTI_OK;
    }
    dl_error(dl->ctx, DLTI_ERR_PLUGIN, dl->where.line ? &dl->where : NULL,
             "dialect '%s' returned %s alignment %llu for %pT, which %s",
             t->cls->dialect->name, pref ? "preferred" : "ABI",
             (unsigned long long)a, t,
             a ? "is not a power of two" : "has a non-zero size");
    return DLTI_ERR_PLUGIN;
}

/* The value of an integer/float entry: element 0 or the last one. */
static dlti_status entry_value(dlti_data_layout *dl, const dlti_attr *e,
                               bool last, uint64_t *out)
{
    const dlti_attr *v = dl_entry(e)->value;
    if (dl_ir_attr_kind_of(v) == DL_AT_DENSE) {
        const dl_dense_key *d = dl_ir_dense(v);
        const dl_shaped_key *sh = dl_ir_shaped(d->type);
        size_t count = 1;
        for (uint32_t i = 0; i < sh->rank; i++)
            count *= sh->dims[i] > 0 ? (size_t)sh->dims[i] : 0;
        if (count >= 1 && dl_ir_attr_kind_of(d->elems[0]) == DL_AT_INTEGER) {
            *out = dl_sema_dense_elem(v, last ? count - 1 : 0);
            return DLTI_OK;
        }
    }
    /* Only an unverified spec (stored under another attribute name) can
     * get here; MLIR reads garbage. */
    dl_error(dl->ctx, DLTI_ERR_VERIFY, dl->where.line ? &dl->where : NULL,
             "invalid data layout entry %pA", e);
    return DLTI_ERR_VERIFY;
}

static bool int_entry_less(uint64_t width, const dl_int_entry *e)
{
    return e->width < width;
}

/* The integer entry that applies to width n: the smallest key width >= n,
 * else the largest. */
static const dlti_attr *int_entry_for(const dlti_data_layout *dl, uint64_t n)
{
    size_t lo = 0, hi = dl->info->n_ints;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (int_entry_less(n, &dl->info->ints[mid]))
            lo = mid + 1;
        else
            hi = mid;
    }
    return dl->info->ints[lo < dl->info->n_ints ? lo : dl->info->n_ints - 1].entry;
}

static uint64_t int_default_abi(uint64_t n)
{
    return n < 64 ? dl_layout_p2c(dl_layout_cdiv(n, 8)) : 4;
}

static dlti_status int_alignment(dlti_data_layout *dl, uint64_t n, bool pref,
                                 uint64_t *out)
{
    dl_layout_touch_class(dl, dl_ir_builtin_type_class(DL_TY_INTEGER));
    if (dl->info->n_ints == 0) {
        *out = pref ? dl_layout_p2c(dl_layout_cdiv(n, 8)) : int_default_abi(n);
        return DLTI_OK;
    }
    uint64_t v;
    dlti_status st = entry_value(dl, int_entry_for(dl, n), pref, &v);
    if (!st)
        *out = v / 8;
    return st;
}

static dlti_status float_entry(dlti_data_layout *dl, const dlti_type *t,
                               const dlti_attr **entry)
{
    dlti_entry_list l = dl_layout_entries(dl, t->cls);
    *entry = l.count ? l.entries[0] : NULL;
    return DLTI_OK;
}

static uint64_t float_default_abi(const dlti_type *t)
{
    return dl_layout_p2c(dl_layout_cdiv(t->cls->float_bits, 8));
}

/* W from the `index` entries: 64 without one; false when the entry's
 * value is not an integer. */
static bool index_entry_width(dlti_entry_list l, uint64_t *w)
{
    if (!l.count) {
        *w = 64;
        return true;
    }
    const dlti_attr *v = dl_entry(l.entries[0])->value;
    if (dl_ir_attr_kind_of(v) != DL_AT_INTEGER)
        return false;
    *w = dl_ir_int_attr_low64(v);
    return true;
}

/* The index bitwidth W of the layout: the `index` entry or 64. */
static dlti_status index_width(dlti_data_layout *dl, uint64_t *w)
{
    if (!index_entry_width(
            dl_layout_entries(dl, dl_ir_builtin_type_class(DL_TY_INDEX)), w))
        return dl_error(dl->ctx, DLTI_ERR_VERIFY, dl->where.line ? &dl->where : NULL,
                        "expected integer attribute in the data layout entry "
                        "for 'index'");
    return DLTI_OK;
}

void dl_layout_build_index_int(dlti_context *ctx, dl_scope_info *info,
                        dlti_entry_list l)
{
    uint64_t w;
    if (index_entry_width(l, &w) && w <= DLTI_MAX_INT_WIDTH)
        info->index_int = dl_ir_integer_type(ctx, (unsigned)w, DLTI_SIGNLESS);
}

/* `index` behaves as the signless integer of its bitwidth. */
static dlti_status index_as_int(dlti_data_layout *dl, const dlti_type **it)
{
    if (dl->info->index_int) {
        dl_layout_touch_class(dl, dl_ir_builtin_type_class(DL_TY_INDEX));
        *it = dl->info->index_int;
        return DLTI_OK;
    }
    uint64_t w;
    dlti_status st = index_width(dl, &w);
    if (st)
        return st;
    if (w > DLTI_MAX_INT_WIDTH)
        return dl_error(dl->ctx, DLTI_ERR_LIMIT, dl->where.line ? &dl->where : NULL,
                        "index bitwidth %llu exceeds the integer width limit %u",
                        (unsigned long long)w, DLTI_MAX_INT_WIDTH);
    *it = dl_ir_integer_type(dl->ctx, (unsigned)w, DLTI_SIGNLESS);
    return *it ? DLTI_OK : DLTI_ERR_NOMEM;
}

/* Bits of the element of a complex type; alignTo(x, 0) is x (MLIR 22
 * divides by zero for complex<i0>). */
static dlti_status complex_bits(dlti_data_layout *dl, const dlti_type *t,
                                dlti_size *out)
{
    const dlti_type *e = dl_ir_complex_elem(t);
    uint64_t bits, inner_pref;
    if (dl->rules == DLTI_RULES_LLVM) {
        /* The struct {T, T}: two alloc sizes of T. */
        dlti_status st = dl_layout_complex_llvm_step(dl, t, &bits);
        if (st)
            return st;
        if (__builtin_mul_overflow(bits, 16, &out->value))
            return dl_layout_overflow(dl, t);
        out->scalable = 0;
        return DLTI_OK;
    }
    if (dl_ir_type_kind_of(e) == DL_TY_INTEGER) {
        bits = dl_ir_int_width(e);
        inner_pref = dl_layout_p2c(dl_layout_cdiv(bits, 8));
    } else if (e->cls->float_bits) {
        bits = e->cls->float_bits;
        dlti_status st = dlti_type_abi_alignment(dl, e, &inner_pref);
        if (st)
            return st;
    } else {
        return dl_layout_no_layout(dl, t);
    }
    uint64_t align_bits, padded, total;
    if (__builtin_mul_overflow(inner_pref, 8, &align_bits))
        return dl_layout_overflow(dl, t);
    padded = bits;
    if (align_bits) {
        uint64_t rem = bits % align_bits;
        if (rem && __builtin_add_overflow(bits, align_bits - rem, &padded))
            return dl_layout_overflow(dl, t);
    }
    if (__builtin_add_overflow(padded, bits, &total))
        return dl_layout_overflow(dl, t);
    out->value = total;
    out->scalable = 0;
    return DLTI_OK;
}

static dlti_status vector_bits(dlti_data_layout *dl, const dlti_type *t,
                               dlti_size *out)
{
    const dl_shaped_key *k = dl_ir_shaped(t);
    const uint8_t *sc = dl_ir_vector_scalable(t);
    /* bits = (total / inner) * P2C(inner) * bytes(elem) * 8: elements are
     * padded to whole bytes and the innermost dimension to a power of two.
     * A 0-d vector is one element (MLIR 22 reads past the shape). */
    uint64_t outer = 1, inner = k->rank ? (uint64_t)k->dims[k->rank - 1] : 1;
    int scalable = 0;
    if (dl->rules == DLTI_RULES_LLVM && k->rank == 1) {
        /* LLVM's <N x T>: N times T's bits, unpadded (<3 x float> is 96
         * bits, <8 x i1> 8); its alignment, the next power of two of its
         * bytes, is the same rule as MLIR's. */
        dlti_size eb;
        dlti_status st = dlti_type_size_in_bits(dl, k->elem, &eb);
        if (st)
            return st;
        if (__builtin_mul_overflow(eb.value, inner, &out->value))
            return dl_layout_overflow(dl, t);
        out->scalable = sc[0];
        return DLTI_OK;
    }
    for (uint32_t i = 0; i < k->rank; i++) {
        scalable |= sc[i];
        if (i + 1 < k->rank &&
            __builtin_mul_overflow(outer, (uint64_t)k->dims[i], &outer))
            return dl_layout_overflow(dl, t);
    }
    uint64_t padded_inner = dl_layout_p2c(inner);
    if (inner && !padded_inner)
        return dl_layout_overflow(dl, t);
    dlti_size elem;
    dlti_status st = DLTI_OK;
    uint64_t ebits;
    if (!dl->qhooks && !k->elem->cls->hooks.size_in_bytes &&
        dl_layout_scalar_bits(k->elem, &ebits)) {
        /* Bytes of an integer or float element as dlti_type_size would
         * answer them (no hook), without a cache of sizes just for it. */
        elem.value = dl_layout_cdiv(ebits, 8);
        elem.scalable = 0;
    } else {
        st = dlti_type_size(dl, k->elem, &elem);
    }
    if (st)
        return st;
    uint64_t bits;
    if (__builtin_mul_overflow(outer, padded_inner, &bits) ||
        __builtin_mul_overflow(bits, elem.value, &bits) ||
        __builtin_mul_overflow(bits, 8, &bits))
        return dl_layout_overflow(dl, t);
    out->value = bits;
    out->scalable = scalable;
    return DLTI_OK;
}

/* ---- Memrefs --------------------------------------------------------------
 * Beyond MLIR 22, which aborts on any memref query: a memref value is the
 * descriptor struct --finalize-memref-to-llvm lowers it to, laid out by
 * the llvm plugin under the same layout: {ptr<as>, ptr<as>, index,
 * [rank x index], [rank x index]} (no arrays at rank 0), unranked
 * {index, ptr} (MLIR 22 puts that pointer in address space 0 whatever the
 * memref's memory space), with the scope's index width. */
static dlti_status descriptor_error(dlti_data_layout *dl, const dlti_type *t,
                                    const char *why)
{
    dl_error(dl->ctx, DLTI_ERR_NO_LAYOUT, dl->where.line ? &dl->where : NULL,
             "%pT has no LLVM descriptor: %s", t, why);
    return DLTI_ERR_NO_LAYOUT;
}

dlti_status dl_layout_memref_descriptor(dlti_data_layout *dl, const dlti_type *t,
                                 const dlti_type **out)
{
    const dl_shaped_key *k = dl_ir_shaped(t);
    bool ranked = dl_ir_type_kind_of(t) == DL_TY_MEMREF;
    uint64_t as = 0;
    if (k->memory_space && ranked) {
        if (dl_ir_attr_kind_of(k->memory_space) != DL_AT_INTEGER ||
            dl_ir_int_attr_low64(k->memory_space) > 0xffffff)
            return descriptor_error(dl, t, "its memory space is not an "
                                    "integer address space");
        as = dl_ir_int_attr_low64(k->memory_space);
    }
    if (ranked) {
        /* the type converter needs strides (getStridesAndOffset) */
        if (!dl_layout_memref_is_strided(t))
            return descriptor_error(dl, t, "its layout is not strided");
    }
    const dlti_type *idx = dl_ir_index_type(dl->ctx);
    uint64_t w = 0;
    int has = 0;
    dlti_status st = idx ? dlti_type_index_bitwidth(dl, idx, &w, &has)
                         : DLTI_ERR_NOMEM;
    if (st)
        return st;
    /* A dialect that builds descriptors (plugin.h): the first registered,
     * else "llvm", whose plugin the first memref query loads.  Loading
     * belongs to one thread at a time: query threads serialize here on
     * the context's (recursive) lock. */
    dl_ctx_lock(dl->ctx);
    dlti_dialect *d = dl->ctx->dialects;
    while (d && !d->memref_descriptor)
        d = d->next;
    /* (an earlier file's dialect decides here unless it is the "llvm" a
     * new context would load) */
    if (d && strcmp(d->name, "llvm") != 0)
        dl_ir_dialect_decides(dl->ctx, d);
    if (!d)
        d = dl_ir_dialect_require(dl->ctx, "llvm", 4);
    if (d && d->memref_descriptor)
        st = d->memref_descriptor(d, (unsigned)as, (unsigned)w,
                                  ranked ? (int)k->rank : -1, out);
    dl_ctx_unlock(dl->ctx);
    if (!d)
        return descriptor_error(dl, t, "dialect 'llvm' is not loaded (its "
                                "plugin lays the descriptor struct out)");
    if (!d->memref_descriptor)
        return descriptor_error(dl, t, "the plugin of dialect 'llvm' is "
                                "older than the memref_descriptor hook");
    return st;
}

dlti_status dl_layout_default_size_in_bits(dlti_data_layout *dl, const dlti_type *t,
                                    dlti_size *out)
{
    const dlti_type_class *c = t->cls;
    out->scalable = 0;
    if (dl_layout_scalar_bits(t, &out->value))
        return DLTI_OK;
    switch (c->kind) {
    case DL_TY_COMPLEX:
        return complex_bits(dl, t, out);
    case DL_TY_INDEX: {
        const dlti_type *it;
        dlti_status st = index_as_int(dl, &it);
        return st ? st : dlti_type_size_in_bits(dl, it, out);
    }
    case DL_TY_VECTOR:
        return vector_bits(dl, t, out);
    case DL_TY_MEMREF:
    case DL_TY_UNRANKED_MEMREF: {
        const dlti_type *d;
        dlti_status st = dl_layout_memref_descriptor(dl, t, &d);
        return st ? st : dlti_type_size_in_bits(dl, d, out);
    }
    case DL_TY_DIALECT:
        if (c->hooks.size_in_bits)
            return c->hooks.size_in_bits(t, dl, dl_layout_entries(dl, c), out);
        return dl_layout_no_layout(dl, t);
    default:
        return dl_layout_no_layout(dl, t);
    }
}

dlti_status dl_layout_default_abi(dlti_data_layout *dl, const dlti_type *t,
                           uint64_t *out)
{
    const dlti_type_class *c = t->cls;
    dlti_status st;
    if (c->kind == DL_TY_VECTOR) {
        dlti_size s;
        if ((st = dlti_type_size(dl, t, &s)))
            return st;
        *out = dl_layout_p2c(s.value);
        if (s.value && !*out)
            return dl_layout_overflow(dl, t);
        return DLTI_OK;
    }
    if (c->float_bits) {
        const dlti_attr *e;
        float_entry(dl, t, &e);
        if (!e) {
            *out = float_default_abi(t);
            return DLTI_OK;
        }
        uint64_t v;
        if ((st = entry_value(dl, e, false, &v)))
            return st;
        *out = v / 8;
        return DLTI_OK;
    }
    switch (c->kind) {
    case DL_TY_INDEX: {
        const dlti_type *it;
        return (st = index_as_int(dl, &it)) ? st : dlti_type_abi_alignment(dl, it, out);
    }
    case DL_TY_INTEGER:
        return int_alignment(dl, dl_ir_int_width(t), false, out);
    case DL_TY_COMPLEX: {
        /* The element's default, never its entries (MLIR hands the
         * complex class's own, empty, entry list down); LLVM's struct
         * {T, T} aligns as T does. */
        const dlti_type *e = dl_ir_complex_elem(t);
        if (dl->rules == DLTI_RULES_LLVM)
            return dlti_type_abi_alignment(dl, e, out);
        if (dl_ir_type_kind_of(e) == DL_TY_INTEGER)
            *out = int_default_abi(dl_ir_int_width(e));
        else if (e->cls->float_bits)
            *out = float_default_abi(e);
        else
            return dl_layout_no_layout(dl, t);
        return DLTI_OK;
    }
    case DL_TY_MEMREF:
    case DL_TY_UNRANKED_MEMREF: {
        const dlti_type *d;
        return (st = dl_layout_memref_descriptor(dl, t, &d)) ? st
                                                   : dlti_type_abi_alignment(dl, d, out);
    }
    case DL_TY_DIALECT:
        if (c->hooks.abi_alignment) {
            st = c->hooks.abi_alignment(t, dl, dl_layout_entries(dl, c), out);
            return hook_alignment(dl, t, false, st, st ? 0 : *out);
        }
        return dl_layout_no_layout(dl, t);
    default:
        return dl_layout_no_layout(dl, t);
    }
}

dlti_status dl_layout_default_pref(dlti_data_layout *dl, const dlti_type *t,
                            uint64_t *out)
{
    const dlti_type_class *c = t->cls;
    dlti_status st;
    if (c->kind == DL_TY_VECTOR)
        return dlti_type_abi_alignment(dl, t, out);
    if (c->float_bits) {
        const dlti_attr *e;
        float_entry(dl, t, &e);
        if (!e)
            return dlti_type_abi_alignment(dl, t, out);
        uint64_t v;
        if ((st = entry_value(dl, e, true, &v)))
            return st;
        *out = v / 8;
        return DLTI_OK;
    }
    switch (c->kind) {
    case DL_TY_INTEGER:
        return int_alignment(dl, dl_ir_int_width(t), true, out);
    case DL_TY_INDEX: {
        const dlti_type *it;
        return (st = index_as_int(dl, &it)) ? st
                                            : dlti_type_preferred_alignment(dl, it, out);
    }
    case DL_TY_COMPLEX: {
        const dlti_type *e = dl_ir_complex_elem(t);
        if (dl->rules == DLTI_RULES_LLVM) {
            /* A struct: at least LLVM's default aggregate preferred
             * alignment, 8 bytes (a:0:64). */
            if ((st = dlti_type_abi_alignment(dl, t, out)))
                return st;
            if (*out < 8)
                *out = 8;
            return DLTI_OK;
        }
        if (dl_ir_type_kind_of(e) == DL_TY_INTEGER) {
            *out = dl_layout_p2c(dl_layout_cdiv(dl_ir_int_width(e), 8));
            return DLTI_OK;
        }
        if (e->cls->float_bits)
            return dlti_type_abi_alignment(dl, e, out);
        return dl_layout_no_layout(dl, t);
    }
    case DL_TY_MEMREF:
    case DL_TY_UNRANKED_MEMREF: {
        const dlti_type *d;
        return (st = dl_layout_memref_descriptor(dl, t, &d))
                   ? st
                   : dlti_type_preferred_alignment(dl, d, out);
    }
    case DL_TY_DIALECT:
        if (c->hooks.preferred_alignment) {
            st = c->hooks.preferred_alignment(t, dl, dl_layout_entries(dl, c),
                                              out);
            return hook_alignment(dl, t, true, st, st ? 0 : *out);
        }
        if (c->hooks.abi_alignment)
            return dlti_type_abi_alignment(dl, t, out);
        return dl_layout_no_layout(dl, t);
    default:
        return dl_layout_no_layout(dl, t);
    }
}

dlti_status dl_layout_default_index_bitwidth(dlti_data_layout *dl,
                                      const dlti_type *t, uint64_t *out,
                                      int *has)
{
    *has = 0;
    *out = 0;
    if (t->cls->kind == DL_TY_INDEX) {
        dlti_status st = index_width(dl, out);
        if (!st)
            *has = 1;
        return st;
    }
    if (t->cls->kind == DL_TY_DIALECT && t->cls->hooks.index_bitwidth)
        return t->cls->hooks.index_bitwidth(t, dl, dl_layout_entries(dl, t->cls),
                                            out, has);
    return DLTI_OK;
}

dlti_status dl_layout_build_int_table(dlti_context *ctx, dl_scope_info *info,
                               dlti_entry_list l)
{
    if (!l.count)
        return DLTI_OK;
    dl_int_entry *ints = calloc(l.count, sizeof *ints);
    if (!ints)
        return dl_nomem(ctx);
    /* Insertion sort keeps the first entry of each width: specs are
     * short, and this runs once per scope. */
    size_t n = 0;
    for (size_t i = 0; i < l.count; i++) {
        uint64_t w = dl_ir_int_width(dl_sema_entry_type(l.entries[i]));
        size_t pos = 0;
        while (pos < n && ints[pos].width < w)
            pos++;
        if (pos < n && ints[pos].width == w)
            continue;
        for (size_t j = n; j > pos; j--)
            ints[j] = ints[j - 1];
        ints[pos].width = w;
        ints[pos].entry = l.entries[i];
        n++;
    }
    info->ints = ints;
    info->n_ints = n;
    return DLTI_OK;
}
