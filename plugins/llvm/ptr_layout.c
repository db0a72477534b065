/* ptr_layout.c - the llvm plugin's !llvm.ptr layout: entries per address
 * space, their verification and nesting rules.
 * See llvm.c for the dialect as a whole. */
#define _POSIX_C_SOURCE 200809L /* as in llvm.c: one feature set */
#include "llvm_internal.h"

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

/* The tag of the entry index kept with a layout (dlti_data_layout_memo). */
static const char entry_index_tag;

static size_t as_hash(uint32_t as)
{
    return (size_t)((uint64_t)as * 0x9E3779B97F4A7C15u >> 17);
}

/* An index of `entries` (of class `cls`) by address space in `ix` (`cap`
 * slots, a power of two at least twice the entries, zeroed): each address
 * space's first entry, as index + 1 (0: an empty slot). */
static void ptr_index_fill(size_t *ix, size_t cap, dlti_entry_list entries,
                           const dlti_type_class *cls)
{
    for (size_t i = 0; i < entries.count; i++) {
        const dlti_type *key = dlti_entry_key_type(entries.entries[i]);
        if (!key || dlti_type_get_class(key) != cls)
            continue;
        uint32_t as = ptr_as(key);
        size_t h = as_hash(as) & (cap - 1);
        while (ix[h] &&
               ptr_as(dlti_entry_key_type(entries.entries[ix[h] - 1])) != as)
            h = (h + 1) & (cap - 1);
        if (!ix[h])
            ix[h] = i + 1;
    }
}

/* The entry of address space `as` in an index ptr_index_fill made. */
static const dlti_attr *ptr_index_find(const size_t *ix, size_t cap,
                                       dlti_entry_list entries, uint32_t as)
{
    for (size_t h = as_hash(as) & (cap - 1); ix[h]; h = (h + 1) & (cap - 1)) {
        const dlti_attr *e = entries.entries[ix[h] - 1];
        if (ptr_as(dlti_entry_key_type(e)) == as)
            return e;
    }
    return NULL;
}

/* Slots for an index of `n` entries. */
static size_t ptr_index_cap(size_t n)
{
    size_t cap = 16;
    while (cap < 2 * n)
        cap *= 2;
    return cap;
}

/* ptr_entry through an index of the entries by address space, kept with
 * the layout `dl`: a scan of the entries for each pointer type asked about
 * was quadratic in them (10,000 address spaces: 5.9 s).  Out of line: a
 * spec names a few address spaces, and those are scanned. */
static __attribute__((noinline)) const dlti_attr *
ptr_entry_indexed(dlti_data_layout *dl, const dlti_type *t,
                  dlti_entry_list entries)
{
    size_t cap = ptr_index_cap(entries.count);
    int fresh;
    size_t *ix = dlti_data_layout_memo(dl, &entry_index_tag, entries.entries,
                                       cap * sizeof *ix, &fresh);
    if (!ix)
        return ptr_entry(t, entries);
    if (fresh)
        ptr_index_fill(ix, cap, entries, dlti_type_get_class(t));
    return ptr_index_find(ix, cap, entries, ptr_as(t));
}

static inline const dlti_attr *ptr_entry_in(dlti_data_layout *dl,
                                            const dlti_type *t,
                                            dlti_entry_list entries)
{
    return entries.count <= 8 || !entries.entries
               ? ptr_entry(t, entries)
               : ptr_entry_indexed(dl, t, entries);
}

/* Field `pos` of the pointer layout of `t`: from its entry, the defaults
 * for address space 0, or *fallback = true (ask about !llvm.ptr). */
static dlti_status ptr_field(dlti_data_layout *dl, const dlti_type *t,
                             dlti_entry_list entries, int pos, uint64_t *out,
                             bool *fallback)
{
    *fallback = false;
    const dlti_llvm_specs *ls = dlti_data_layout_llvm_specs(dl);
    if (ls) {
        /* LLVM: the address space's p entry, else address space 0's. */
        const dlti_llvm_ptr_spec *p = &ls->ptrs[0];
        for (size_t i = 0; i < ls->n_ptrs; i++)
            if (ls->ptrs[i].as == ptr_as(t))
                p = &ls->ptrs[i];
        *out = pos == PTR_SIZE    ? p->bits
               : pos == PTR_INDEX ? p->index_bits
               : pos == PTR_ABI   ? p->abi / 8
                                  : p->pref / 8;
        return DLTI_OK;
    }
    const dlti_attr *e = ptr_entry_in(dl, t, entries);
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

dlti_status ptr_size_in_bits(const dlti_type *t, dlti_data_layout *dl,
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

dlti_status ptr_abi(const dlti_type *t, dlti_data_layout *dl,
                    dlti_entry_list entries, uint64_t *out)
{
    return ptr_align(t, dl, entries, false, out);
}

dlti_status ptr_pref(const dlti_type *t, dlti_data_layout *dl,
                     dlti_entry_list entries, uint64_t *out)
{
    return ptr_align(t, dl, entries, true, out);
}

dlti_status ptr_index(const dlti_type *t, dlti_data_layout *dl,
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

/* What decides every query of `t` (dlti_type_hooks.explain), as
 * ptr_field has it: the entry of its address space; without one, the
 * defaults for address space 0, else the answer of !llvm.ptr. */
dlti_status ptr_explain(const dlti_type *t, dlti_data_layout *dl,
                        dlti_entry_list entries, dlti_query_kind q,
                        const dlti_attr **entry, const dlti_type **via)
{
    (void)q;
    *entry = ptr_entry_in(dl, t, entries);
    if (*entry || ptr_as(t) == 0)
        return DLTI_OK;
    *via = ptr0(t);
    return *via ? DLTI_OK : DLTI_ERR_NOMEM;
}

dlti_status ptr_verify(dlti_context *ctx, dlti_entry_list entries,
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
dlti_status ptr_compatible(dlti_context *ctx, dlti_entry_list outer,
                           dlti_entry_list inner, dlti_entry_list ids,
                           int *compatible)
{
    (void)ctx;
    (void)ids;
    *compatible = 1;
    /* the outer entries by address space, past a few (a scan of them for
     * each inner entry was quadratic) */
    size_t cap = ptr_index_cap(outer.count), *ix = NULL;
    bool indexed = false;
    for (size_t i = 0; i < inner.count; i++) {
        const dlti_type *key = dlti_entry_key_type(inner.entries[i]);
        if (!key)
            continue;
        if (!indexed && outer.count > 8 && outer.entries &&
            (ix = calloc(cap, sizeof *ix)) != NULL)
            ptr_index_fill(ix, cap, outer, dlti_type_get_class(key));
        indexed = true;
        uint64_t size = 64, abi = 8, nsize, nabi;
        const dlti_attr *old = ix ? ptr_index_find(ix, cap, outer, ptr_as(key))
                                  : ptr_entry(key, outer);
        if ((old && !ptr_size_abi(old, &size, &abi)) ||
            !ptr_size_abi(inner.entries[i], &nsize, &nabi) || size != nsize ||
            nabi == 0 || abi < nabi || abi % nabi != 0) {
            *compatible = 0;
            break;
        }
    }
    free(ix);
    return DLTI_OK;
}

