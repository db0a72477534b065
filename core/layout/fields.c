/* layout/fields.c - the members of aggregates (dlti_type_num_fields,
 * dlti_type_field): builtin complex<T> here, dialect types through their
 * `fields` hook; and LLVM's rules for complex<T> (layout/builtin.c asks). */
#include "config.h"

#include "dl_layout.h"

/* complex<T> under LLVM's rules is clang's lowering of _Complex T, the
 * struct {T, T}: the imaginary part at T's alloc size (its size rounded
 * up to its ABI alignment, from the entries), 2 alloc sizes in all. */
dlti_status dl_layout_complex_llvm_step(dlti_data_layout *dl, const dlti_type *t,
                                 uint64_t *step)
{
    const dlti_type *e = dl_ir_complex_elem(t);
    dlti_size s;
    uint64_t a;
    dlti_status st;
    if (!dl_ir_type_is_int_or_float(e))
        return dl_layout_no_layout(dl, t);
    if ((st = dlti_type_size(dl, e, &s)) ||
        (st = dlti_type_abi_alignment(dl, e, &a)))
        return st;
    uint64_t r = a ? s.value % a : 0;
    if (r && __builtin_add_overflow(s.value, a - r, &s.value))
        return dl_layout_overflow(dl, t);
    *step = s.value;
    return DLTI_OK;
}

/* The offset of the imaginary part of complex<T>: MLIR 22's rule pads the
 * real part to the element's (default) preferred alignment, in bits. */
static dlti_status complex_imag(dlti_data_layout *dl, const dlti_type *t,
                                uint64_t *offset)
{
    if (dl->rules == DLTI_RULES_LLVM)
        return dl_layout_complex_llvm_step(dl, t, offset);
    dlti_size total, half;
    const dlti_type *e = dl_ir_complex_elem(t);
    dlti_status st = dlti_type_size_in_bits(dl, t, &total);
    if (st)
        return st;
    if (!dl_layout_scalar_bits(e, &half.value))
        return dl_layout_no_layout(dl, t);
    /* total = padded + bits, padded a multiple of 8 (or bits itself). */
    *offset = dl_layout_cdiv(total.value - half.value, 8);
    return DLTI_OK;
}

static dlti_status fields(dlti_data_layout *dl, const dlti_type *t, size_t i,
                          size_t *count, int *aggregate, dlti_field_info *out)
{
    const dlti_type_class *c = t->cls;
    dlti_status st;
    *count = 0;
    *aggregate = 0;
    if (c->kind == DL_TY_COMPLEX) {
        *aggregate = 1;
        *count = 2;
        if (!out)
            return DLTI_OK;
        if (i >= 2)
            return DLTI_ERR_MISUSE;
        out->type = dl_ir_complex_elem(t);
        out->offset = 0;
        return i ? complex_imag(dl, t, &out->offset) : DLTI_OK;
    }
    if (c->kind == DL_TY_MEMREF || c->kind == DL_TY_UNRANKED_MEMREF) {
        /* the members of its descriptor (beyond MLIR 22, as its layout) */
        const dlti_type *d = NULL;
        st = dl_layout_memref_descriptor(dl, t, &d);
        return st ? st : fields(dl, d, i, count, aggregate, out);
    }
    if (c->kind != DL_TY_DIALECT || !c->hooks.fields)
        return DLTI_OK;
    *aggregate = 1;
    st = c->hooks.fields(t, dl, dl_layout_entries(dl, c), i, count, out);
    if (st)
        return st;
    if (out && i >= *count)
        return DLTI_ERR_MISUSE;
    return DLTI_OK;
}

dlti_status dlti_type_num_fields(dlti_data_layout *dl, const dlti_type *t,
                                 size_t *count, int *aggregate)
{
    if (!dl || !t || !count || !aggregate || t->ctx != dl->ctx)
        return DLTI_ERR_MISUSE;
    return fields(dl, t, 0, count, aggregate, NULL);
}

dlti_status dlti_type_field(dlti_data_layout *dl, const dlti_type *t,
                            size_t i, dlti_field_info *field)
{
    size_t count;
    int aggregate;
    if (!dl || !t || !field || t->ctx != dl->ctx)
        return DLTI_ERR_MISUSE;
    dlti_status st = fields(dl, t, i, &count, &aggregate, field);
    if (!st && !aggregate)
        return DLTI_ERR_MISUSE;
    return st;
}
