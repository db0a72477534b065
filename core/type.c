/* type.c - construction of the builtin types. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "dl_ir.h"

const dlti_type *dl_ir_integer_type(dlti_context *ctx, unsigned width,
                                 dlti_signedness s)
{
    dl_int_key k;
    memset(&k, 0, sizeof k);
    k.width = width;
    k.signedness = (uint32_t)s;
    return dlti_type_get(ctx, dl_ir_builtin_type_class(DL_TY_INTEGER), &k, sizeof k);
}

const dlti_type *dl_ir_float_type(dlti_context *ctx, dl_float_kind kind)
{
    return dlti_type_get(ctx, dl_ir_float_class(kind), NULL, 0);
}

const dlti_type *dl_ir_index_type(dlti_context *ctx)
{
    return dlti_type_get(ctx, dl_ir_builtin_type_class(DL_TY_INDEX), NULL, 0);
}

const dlti_type *dl_ir_none_type(dlti_context *ctx)
{
    return dlti_type_get(ctx, dl_ir_builtin_type_class(DL_TY_NONE), NULL, 0);
}

const dlti_type *dl_ir_complex_type(dlti_context *ctx, const dlti_type *elem)
{
    dl_complex_key k = {elem};
    return dlti_type_get(ctx, dl_ir_builtin_type_class(DL_TY_COMPLEX), &k, sizeof k);
}

/* Shaped keys are variable-length: build them in a scratch block. */
static const dlti_type *shaped(dlti_context *ctx, dl_type_kind kind,
                               const dlti_type *elem, uint32_t rank,
                               const int64_t *dims, const uint8_t *scalable,
                               const dlti_attr *encoding,
                               const dlti_attr *memory_space)
{
    size_t len = sizeof(dl_shaped_key) + (size_t)rank * sizeof(int64_t);
    if (kind == DL_TY_VECTOR)
        len += rank;
    dl_scratch sb;
    dl_shaped_key *k = dl_scratch_get(ctx, &sb, len);
    if (!k)
        return NULL;
    k->elem = elem;
    k->encoding = encoding;
    k->memory_space = memory_space;
    k->rank = rank;
    if (rank)
        memcpy(k->dims, dims, (size_t)rank * sizeof(int64_t));
    if (kind == DL_TY_VECTOR) {
        uint8_t *sc = (uint8_t *)(k->dims + rank);
        for (uint32_t i = 0; i < rank; i++)
            sc[i] = scalable && scalable[i] ? 1 : 0;
    }
    const dlti_type *t = dlti_type_get(ctx, dl_ir_builtin_type_class(kind), k, len);
    dl_scratch_free(&sb);
    return t;
}

const dlti_type *dl_ir_vector_type(dlti_context *ctx, const dlti_type *elem,
                                uint32_t rank, const int64_t *dims,
                                const uint8_t *scalable)
{
    return shaped(ctx, DL_TY_VECTOR, elem, rank, dims, scalable, NULL, NULL);
}

const dlti_type *dl_ir_tensor_type(dlti_context *ctx, const dlti_type *elem,
                                uint32_t rank, const int64_t *dims,
                                const dlti_attr *encoding)
{
    return shaped(ctx, DL_TY_TENSOR, elem, rank, dims, NULL, encoding, NULL);
}

const dlti_type *dl_ir_unranked_tensor_type(dlti_context *ctx,
                                         const dlti_type *elem)
{
    return shaped(ctx, DL_TY_UNRANKED_TENSOR, elem, 0, NULL, NULL, NULL, NULL);
}

const dlti_type *dl_ir_memref_type(dlti_context *ctx, const dlti_type *elem,
                                uint32_t rank, const int64_t *dims,
                                const dlti_attr *layout,
                                const dlti_attr *memory_space)
{
    return shaped(ctx, DL_TY_MEMREF, elem, rank, dims, NULL, layout,
                  memory_space);
}

const dlti_type *dl_ir_unranked_memref_type(dlti_context *ctx,
                                         const dlti_type *elem,
                                         const dlti_attr *memory_space)
{
    return shaped(ctx, DL_TY_UNRANKED_MEMREF, elem, 0, NULL, NULL, NULL,
                  memory_space);
}

static const dlti_type *list_type(dlti_context *ctx, dl_type_kind kind,
                                  uint32_t n_inputs,
                                  const dlti_type *const *inputs,
                                  uint32_t n_results,
                                  const dlti_type *const *results)
{
    size_t n = (size_t)n_inputs + n_results;
    size_t len = sizeof(dl_list_key) + n * sizeof(const dlti_type *);
    dl_scratch sb;
    dl_list_key *k = dl_scratch_get(ctx, &sb, len);
    if (!k)
        return NULL;
    k->n_inputs = n_inputs;
    k->n_results = n_results;
    for (uint32_t i = 0; i < n_inputs; i++)
        k->types[i] = inputs[i];
    for (uint32_t i = 0; i < n_results; i++)
        k->types[n_inputs + i] = results[i];
    const dlti_type *t = dlti_type_get(ctx, dl_ir_builtin_type_class(kind), k, len);
    dl_scratch_free(&sb);
    return t;
}

const dlti_type *dl_ir_tuple_type(dlti_context *ctx, uint32_t n,
                               const dlti_type *const *types)
{
    return list_type(ctx, DL_TY_TUPLE, n, types, 0, NULL);
}

const dlti_type *dl_ir_function_type(dlti_context *ctx, uint32_t n_inputs,
                                  const dlti_type *const *inputs,
                                  uint32_t n_results,
                                  const dlti_type *const *results)
{
    return list_type(ctx, DL_TY_FUNCTION, n_inputs, inputs, n_results, results);
}

const dlti_type *dl_ir_opaque_type(dlti_context *ctx, const char *ns,
                                const char *body)
{
    return dl_ir_opaque_type_refs(ctx, ns, body, NULL, 0);
}

const dlti_type *dl_ir_opaque_type_refs(dlti_context *ctx, const char *ns,
                                     const char *body,
                                     const dl_opaque_ref *refs, size_t n)
{
    size_t sz;
    dl_opaque_key *k = dl_ir_opaque_key_new(ns, body, refs, n, &sz);
    if (!k)
        return NULL;
    const dlti_type *t =
        dlti_type_get(ctx, dl_ir_builtin_type_class(DL_TY_OPAQUE), k, sz);
    free(k);
    return t;
}

const dlti_dialect *dl_ir_type_dialect(const dlti_type *t)
{
    return t->cls->dialect;
}

/* ---- Public constructors ------------------------------------------------ */

const dlti_type *dlti_integer_type(dlti_context *ctx, unsigned width,
                                   dlti_signedness signedness)
{
    if (!ctx || width > DLTI_MAX_INT_WIDTH || signedness > DLTI_UNSIGNED)
        return NULL;
    return dl_ir_integer_type(ctx, width, signedness);
}

const dlti_type *dlti_index_type(dlti_context *ctx)
{
    return ctx ? dl_ir_index_type(ctx) : NULL;
}

const dlti_type *dlti_float_type(dlti_context *ctx, const char *name)
{
    if (!ctx || !name)
        return NULL;
    for (int k = 0; k < DL_NUM_FLOATS; k++)
        if (strcmp(dl_ir_float_info_table[k].name, name) == 0)
            return dl_ir_float_type(ctx, (dl_float_kind)k);
    return NULL;
}
