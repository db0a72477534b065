/* print_type.c - builtin types as text (AsmPrinter::printType): integers,
 * floats, shaped, tuple and function types, opaque and dialect types.
 */
#include "config.h"

#include <string.h>

#include "printer.h"
#include "affine.h"

static void put_dim(P *p, int64_t d)
{
    if (d < 0)
        putc_(p, '?');
    else
        put_i64(p, d);
}

void dl_text_pr_type_impl(P *p, const dlti_type *t)
{
    switch (dl_ir_type_kind_of(t)) {
    case DL_TY_INTEGER: {
        dlti_signedness s = dl_ir_int_signedness(t);
        if (s == DLTI_SIGNED)
            putc_(p, 's');
        else if (s == DLTI_UNSIGNED)
            putc_(p, 'u');
        putc_(p, 'i');
        put_u64(p, dl_ir_int_width(t));
        break;
    }
    case DL_TY_FLOAT:
        if ((unsigned)t->cls->float_kind < DL_NUM_FLOATS)
            put(p, dl_ir_float_info_table[t->cls->float_kind].name);
        else if (t->cls->name)
            put(p, t->cls->name);
        break;
    case DL_TY_INDEX:
        put(p, "index");
        break;
    case DL_TY_NONE:
        put(p, "none");
        break;
    case DL_TY_COMPLEX:
        put(p, "complex<");
        dl_text_pr_type(p, dl_ir_complex_elem(t));
        putc_(p, '>');
        break;
    case DL_TY_VECTOR: {
        const dl_shaped_key *k = dl_ir_shaped(t);
        const uint8_t *sc = dl_ir_vector_scalable(t);
        put(p, "vector<");
        for (uint32_t i = 0; i < k->rank; i++) {
            if (sc[i])
                putc_(p, '[');
            put_i64(p, k->dims[i]);
            if (sc[i])
                putc_(p, ']');
            putc_(p, 'x');
        }
        dl_text_pr_type(p, k->elem);
        putc_(p, '>');
        break;
    }
    case DL_TY_TENSOR: {
        const dl_shaped_key *k = dl_ir_shaped(t);
        put(p, "tensor<");
        for (uint32_t i = 0; i < k->rank; i++) {
            put_dim(p, k->dims[i]);
            putc_(p, 'x');
        }
        dl_text_pr_type(p, k->elem);
        if (k->encoding) {
            put(p, ", ");
            dl_text_pr_attr(p, k->encoding, EL_NEVER);
        }
        putc_(p, '>');
        break;
    }
    case DL_TY_UNRANKED_TENSOR:
        put(p, "tensor<*x");
        dl_text_pr_type(p, dl_ir_shaped(t)->elem);
        putc_(p, '>');
        break;
    case DL_TY_MEMREF: {
        const dl_shaped_key *k = dl_ir_shaped(t);
        put(p, "memref<");
        for (uint32_t i = 0; i < k->rank; i++) {
            put_dim(p, k->dims[i]);
            putc_(p, 'x');
        }
        dl_text_pr_type(p, k->elem);
        const dlti_attr *layout = k->encoding;
        /* MLIR omits a layout that is an identity map (symbols or not). */
        if (layout && !(dl_ir_attr_kind_of(layout) == DL_AT_AFFINE_MAP &&
                        dl_ir_affine_map_is_identity(dl_ir_affine_map(layout)))) {
            put(p, ", ");
            dl_text_pr_attr(p, layout, EL_MAY);
        }
        if (k->memory_space) {
            put(p, ", ");
            dl_text_pr_attr(p, k->memory_space, EL_MAY);
        }
        putc_(p, '>');
        break;
    }
    case DL_TY_UNRANKED_MEMREF: {
        const dl_shaped_key *k = dl_ir_shaped(t);
        put(p, "memref<*x");
        dl_text_pr_type(p, k->elem);
        if (k->memory_space) {
            put(p, ", ");
            dl_text_pr_attr(p, k->memory_space, EL_MAY);
        }
        putc_(p, '>');
        break;
    }
    case DL_TY_TUPLE: {
        const dl_list_key *k = dl_ir_list(t);
        put(p, "tuple<");
        /* (a full bounded print stops: a DAG of tuples is exponential) */
        for (uint32_t i = 0; i < k->n_inputs && !p->b->failed; i++) {
            if (i)
                put(p, ", ");
            dl_text_pr_type(p, k->types[i]);
        }
        putc_(p, '>');
        break;
    }
    case DL_TY_FUNCTION: {
        const dl_list_key *k = dl_ir_list(t);
        putc_(p, '(');
        for (uint32_t i = 0; i < k->n_inputs && !p->b->failed; i++) {
            if (i)
                put(p, ", ");
            dl_text_pr_type(p, k->types[i]);
        }
        put(p, ") -> ");
        const dlti_type *const *res = k->types + k->n_inputs;
        bool wrap = k->n_results != 1 || dl_ir_type_kind_of(res[0]) == DL_TY_FUNCTION;
        if (wrap)
            putc_(p, '(');
        for (uint32_t i = 0; i < k->n_results && !p->b->failed; i++) {
            if (i)
                put(p, ", ");
            dl_text_pr_type(p, res[i]);
        }
        if (wrap)
            putc_(p, ')');
        break;
    }
    case DL_TY_OPAQUE: {
        const dl_opaque_key *k = dl_ir_opaque(t);
        dl_text_pr_opaque(p, '!', k);
        break;
    }
    case DL_TY_DIALECT:
        dl_text_pr_hooked(p, '!', t->cls->dialect, t->cls->name, t, NULL);
        break;
    }
}

void dl_text_pr_type(P *p, const dlti_type *t)
{
    if (!t) {
        put(p, "<<NULL TYPE>>");
        return;
    }
    if (p->b->failed)
        return; /* (a bounded text full: the rest is not walked) */
    if (p->aliases && dl_text_pr_type_alias(p, t))
        return;
    dl_type_kind k = dl_ir_type_kind_of(t);
    if (k == DL_TY_INTEGER || k == DL_TY_FLOAT || k == DL_TY_INDEX ||
        k == DL_TY_NONE) {
        dl_text_pr_type_impl(p, t); /* as cheap as a cache lookup */
        return;
    }
    if (dl_text_pr_cached_put(p, t))
        return;
    size_t start = p->b->len;
    dl_text_pr_type_impl(p, t);
    dl_text_pr_cache_note(p, t, start);
}

