/* layout.c - the llvm plugin's shared layout helpers (reading dense entry
 * values, alignTo) and the layout of !llvm.array.
 * See llvm.c for the dialect as a whole. */
#define _POSIX_C_SOURCE 200809L /* as in llvm.c: one feature set */
#include "llvm_internal.h"

/* ---- Entries --------------------------------------------------------------- */

/* 1 if the value of `entry` is a dense integer elements attribute (MLIR's
 * DenseIntElementsAttr: integer or index elements): *count elements of
 * *width bits (0 for index). */
int dense_values(const dlti_attr *entry, size_t *count,
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
int int_values(const dlti_attr *entry, size_t *count)
{
    unsigned w;
    return dense_values(entry, count, &w) && w != 0;
}

uint64_t dense_at(const dlti_attr *entry, size_t i)
{
    return dlti_attr_dense_int_at(dlti_entry_value(entry), i);
}

/* alignTo(x, a); a zero alignment leaves x as is (MLIR 22 divides by it).
 * false on overflow. */
bool align_to(uint64_t x, uint64_t a, uint64_t *out)
{
    uint64_t r = a ? x % a : 0;
    if (!r) {
        *out = x;
        return true;
    }
    return !__builtin_add_overflow(x, a - r, out);
}

/* ---- !llvm.array ----------------------------------------------------------- */

dlti_status array_size(const dlti_type *t, dlti_data_layout *dl,
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

/* The elements and their offsets, stepped by the alloc size (the same
 * under both rules). */
dlti_status array_fields(const dlti_type *t, dlti_data_layout *dl,
                         dlti_entry_list entries, size_t i, size_t *count,
                         dlti_field_info *out)
{
    (void)entries;
    const array_key *k = key_of(t);
    dlti_size size, es;
    uint64_t ea, step;
    dlti_status s = dlti_type_size(dl, t, &size);
    if (s)
        return s;
    if (k->n > SIZE_MAX)
        return overflow(dl, t);
    *count = (size_t)k->n;
    if (!out || i >= *count)
        return DLTI_OK;
    if ((s = dlti_type_size(dl, k->elem, &es)) ||
        (s = dlti_type_abi_alignment(dl, k->elem, &ea)))
        return s;
    /* The product fits: the array's size did. */
    align_to(es.value, ea, &step);
    out->type = k->elem;
    out->offset = step * i;
    return DLTI_OK;
}

/* The size in bits of an array or struct: 8 times its size in bytes. */
dlti_status bytes_in_bits(const dlti_type *t, dlti_data_layout *dl,
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

dlti_status array_abi(const dlti_type *t, dlti_data_layout *dl,
                      dlti_entry_list entries, uint64_t *out)
{
    (void)entries;
    return dlti_type_abi_alignment(dl, ((const array_key *)key_of(t))->elem,
                                   out);
}

dlti_status array_pref(const dlti_type *t, dlti_data_layout *dl,
                       dlti_entry_list entries, uint64_t *out)
{
    (void)entries;
    return dlti_type_preferred_alignment(
        dl, ((const array_key *)key_of(t))->elem, out);
}

