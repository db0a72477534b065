/* struct_layout.c - the llvm plugin's !llvm.struct layout: member padding,
 * alignments, and the verification and nesting of struct entries.
 * See llvm.c for the dialect as a whole. */
#define _POSIX_C_SOURCE 200809L /* as in llvm.c: one feature set */
#include "llvm_internal.h"

/* ---- !llvm.struct ---------------------------------------------------------- */

/* Walks the members: each aligned to its ABI alignment (1 when packed),
 * then stepped by its size (MLIR 22's rule) or by its alloc size, the size
 * rounded up to its ABI alignment (LLVM's, whatever the packing).  Stops
 * at member `stop` with its offset in *at; else *end is the offset after
 * the last member, *max_align the largest alignment used, *scalable that
 * of the last member of non-zero size (MLIR's TypeSize +=), and
 * offsets[i] each member's offset when `offsets` is given. */
static dlti_status struct_walk(const dlti_type *t, dlti_data_layout *dl,
                               size_t stop, uint64_t *at, uint64_t *end,
                               uint64_t *max_align, int *scalable,
                               uint64_t *offsets)
{
    struct_view v = view_struct(t);
    int llvm = dlti_data_layout_rules(dl) == DLTI_RULES_LLVM;
    uint64_t offset = 0;
    dlti_status s;
    *max_align = 1;
    *scalable = 0;
    for (size_t i = 0; i < v.n; i++) {
        uint64_t a = 1, ea = 1;
        dlti_size ms;
        if ((!v.packed || llvm) &&
            (s = dlti_type_abi_alignment(dl, v.elems[i], &ea)))
            return s;
        if (!v.packed)
            a = ea;
        if (!align_to(offset, a, &offset))
            return overflow(dl, t);
        if (i == stop) {
            *at = offset;
            return DLTI_OK;
        }
        if (offsets)
            offsets[i] = offset;
        if ((s = dlti_type_size(dl, v.elems[i], &ms)))
            return s;
        if (llvm && !align_to(ms.value, ea, &ms.value))
            return overflow(dl, t);
        if (__builtin_add_overflow(offset, ms.value, &offset))
            return overflow(dl, t);
        if (ms.value)
            *scalable = ms.scalable;
        if (a > *max_align)
            *max_align = a;
    }
    *end = offset;
    return DLTI_OK;
}

/* Bytes: the members' end, rounded up to the largest member alignment;
 * entries never change it. */
dlti_status struct_size(const dlti_type *t, dlti_data_layout *dl,
                        dlti_entry_list entries, dlti_size *out)
{
    (void)entries;
    uint64_t at, end, max_align;
    int scalable;
    dlti_status s = struct_walk(t, dl, SIZE_MAX, &at, &end, &max_align,
                                &scalable, NULL);
    if (s)
        return s;
    if (!align_to(end, max_align, &out->value))
        return overflow(dl, t);
    out->scalable = scalable;
    return DLTI_OK;
}

/* The tag of the offsets kept with a layout (dlti_data_layout_memo). */
static const char offsets_tag;

/* The members and their offsets (dlti_type_field). */
dlti_status struct_fields(const dlti_type *t, dlti_data_layout *dl,
                          dlti_entry_list entries, size_t i, size_t *count,
                          dlti_field_info *out)
{
    (void)entries;
    struct_view v = view_struct(t);
    dlti_size size;
    /* A member without a layout fails here, reported once. */
    dlti_status s = dlti_type_size(dl, t, &size);
    if (s)
        return s;
    *count = v.n;
    if (!out || i >= v.n)
        return DLTI_OK;
    uint64_t end, max_align;
    int scalable;
    out->type = v.elems[i];
    /* All the offsets in one walk, kept with the layout: a walk to member
     * i for each i was quadratic (20,000 members: 6 s).  The last word
     * says the walk succeeded. */
    int fresh;
    uint64_t *offs = dlti_data_layout_memo(dl, &offsets_tag, t,
                                           (v.n + 1) * sizeof *offs, &fresh);
    if (offs && fresh &&
        struct_walk(t, dl, SIZE_MAX, NULL, &end, &max_align, &scalable,
                    offs) == DLTI_OK)
        offs[v.n] = 1;
    if (offs && offs[v.n]) {
        out->offset = offs[i];
        return DLTI_OK;
    }
    return struct_walk(t, dl, i, &out->offset, &end, &max_align, &scalable,
                       NULL);
}

/* The ABI (pref = false) or preferred alignment: the largest member ABI
 * alignment, raised by the first struct entry (whatever its key). */
static dlti_status struct_align(const dlti_type *t, dlti_data_layout *dl,
                                dlti_entry_list entries, bool pref,
                                uint64_t *out)
{
    struct_view v = view_struct(t);
    int llvm = dlti_data_layout_rules(dl) == DLTI_RULES_LLVM;
    if (!pref && v.packed) {
        *out = 1;
        return DLTI_OK;
    }
    const dlti_llvm_specs *ls = dlti_data_layout_llvm_specs(dl);
    if (ls)
        entries.count = 0; /* the string's a entry decides (below) */
    /* LLVM: a packed struct's members count for nothing, and without an
     * entry the preferred alignment is at least LLVM's default aggregate
     * one, 8 bytes (a:0:64). */
    uint64_t align = 1;
    int entry_seen = 0;
    for (size_t i = 0; i < v.n && !(llvm && v.packed); i++) {
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
        entry_seen = 1;
        break;
    }
    if (ls) {
        uint64_t a = (pref ? ls->aggr_pref : ls->aggr_abi) / 8;
        if (a > align)
            align = a;
    } else if (llvm && pref && !entry_seen && align < 8) {
        align = 8;
    }
    *out = align;
    return DLTI_OK;
}

dlti_status struct_abi(const dlti_type *t, dlti_data_layout *dl,
                       dlti_entry_list entries, uint64_t *out)
{
    return struct_align(t, dl, entries, false, out);
}

dlti_status struct_pref(const dlti_type *t, dlti_data_layout *dl,
                        dlti_entry_list entries, uint64_t *out)
{
    return struct_align(t, dl, entries, true, out);
}

dlti_status struct_verify(dlti_context *ctx, dlti_entry_list entries,
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
dlti_status struct_compatible(dlti_context *ctx, dlti_entry_list outer,
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

