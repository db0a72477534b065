/* parse_type.c - builtin types: integers, floats, index, none, vector, tensor,
 * memref, complex, tuple and function types (without the memo: memo.c). */
#include "config.h"

#include "parser.h"
#include "affine.h"

static dlti_status parse_nonfn_type(parser *p, const dlti_type **out);

/* ===================================================================== */
/* Small classification helpers                                           */
/* ===================================================================== */

static int float_kind_of_tok(parser *p)
{
    if (p->tok.kind != DL_TOK_BARE)
        return -1;
    const char *s = ttext(p, p->tok);
    size_t n = p->tok.len;
    /* The common ones without a table walk. */
    if (n == 3 && s[0] == 'f') {
        int k = s[1] == '1' && s[2] == '6'   ? DL_F16
                : s[1] == '3' && s[2] == '2' ? DL_F32
                : s[1] == '6' && s[2] == '4' ? DL_F64
                : s[1] == '8' && s[2] == '0' ? DL_F80
                                             : -1;
        if (k >= 0)
            return k;
    }
    if (n < 3 || (s[0] != 'f' && s[0] != 'b' && s[0] != 't'))
        return -1;
    for (int k = 0; k < DL_NUM_FLOATS; k++)
        if (dl_text_tok_is(&p->lx, p->tok, dl_ir_float_info_table[k].name))
            return k;
    return -1;
}

/* MLIR's parseOptionalType start set. */
bool dl_text_type_may_start(parser *p)
{
    switch (p->tok.kind) {
    case DL_TOK_LPAREN:
    case DL_TOK_INTTYPE:
    case DL_TOK_BANG:
        return true;
    case DL_TOK_BARE:
        return is_kw(p, "memref") || is_kw(p, "tensor") ||
               is_kw(p, "complex") || is_kw(p, "tuple") ||
               is_kw(p, "vector") || is_kw(p, "index") || is_kw(p, "none") ||
               float_kind_of_tok(p) >= 0;
    default:
        return false;
    }
}

/* MLIR's parseOptionalAttribute start set. */
static bool attr_may_start(parser *p)
{
    switch (p->tok.kind) {
    case DL_TOK_AT:
    case DL_TOK_FLOAT:
    case DL_TOK_INT:
    case DL_TOK_HASH:
    case DL_TOK_LBRACE:
    case DL_TOK_LSQUARE:
    case DL_TOK_MINUS:
    case DL_TOK_STRING:
        return true;
    case DL_TOK_BARE:
        if (is_kw(p, "affine_map") || is_kw(p, "affine_set") ||
            is_kw(p, "dense") || is_kw(p, "dense_resource") ||
            is_kw(p, "false") || is_kw(p, "loc") || is_kw(p, "sparse") ||
            is_kw(p, "true") || is_kw(p, "unit"))
            return true;
        return dl_text_type_may_start(p);
    default:
        return dl_text_type_may_start(p);
    }
}

static uint64_t ptr_word(const void *q) { return (uint64_t)(uintptr_t)q; }

/* The function type (inputs..., results...), through the memo. */
static dlti_status function_type(parser *p, const vec *in, const vec *res,
                                 const dlti_type **out)
{
    const dlti_type *const *ti = (const dlti_type *const *)in->data;
    const dlti_type *const *tr = (const dlti_type *const *)res->data;
    uint64_t key[TMEMO_MAX_WORDS];
    size_t nw = 0;
    uint64_t h = 0;
    bool memo = 2 + in->n + res->n <= TMEMO_MAX_WORDS;
    if (memo) {
        key[nw++] = ((uint64_t)in->n << 32 | res->n) << 1; /* tag 0 */
        for (size_t i = 0; i < in->n; i++)
            key[nw++] = ptr_word(ti[i]);
        for (size_t i = 0; i < res->n; i++)
            key[nw++] = ptr_word(tr[i]);
        h = tmemo_hash(key, nw);
        if ((*out = dl_text_tmemo_get(p, key, nw, h)))
            return DLTI_OK;
    }
    *out = dl_ir_function_type(p->ctx, (uint32_t)in->n, ti, (uint32_t)res->n, tr);
    if (!*out)
        return DLTI_ERR_NOMEM;
    return memo ? dl_text_tmemo_put(p, key, nw, h, *out) : DLTI_OK;
}

/* The vector type, through the memo (dims are positive: checked). */
static dlti_status vector_type(parser *p, const dlti_type *elem,
                               const vec *dims, const vec *scal,
                               const dlti_type **out)
{
    const int64_t *dv = (const int64_t *)dims->data;
    const uint8_t *sv = (const uint8_t *)scal->data;
    uint64_t key[TMEMO_MAX_WORDS];
    size_t nw = 0;
    uint64_t h = 0;
    /* tag 1, rank, scalable bits (rank <= 8), element, dims */
    bool memo = dims->n <= 8 && 2 + dims->n <= TMEMO_MAX_WORDS;
    if (memo) {
        uint64_t bits = 0;
        for (size_t i = 0; i < dims->n; i++)
            bits |= (uint64_t)(sv[i] != 0) << i;
        key[nw++] = ((uint64_t)dims->n << 16 | bits << 8) << 1 | 1;
        key[nw++] = ptr_word(elem);
        for (size_t i = 0; i < dims->n; i++)
            key[nw++] = (uint64_t)dv[i];
        h = tmemo_hash(key, nw);
        if ((*out = dl_text_tmemo_get(p, key, nw, h)))
            return DLTI_OK;
    }
    *out = dl_ir_vector_type(p->ctx, elem, (uint32_t)dims->n, dv, sv);
    if (!*out)
        return DLTI_ERR_NOMEM;
    return memo ? dl_text_tmemo_put(p, key, nw, h, *out) : DLTI_OK;
}

/* MLIR's parseXInDimensionList: an `x`, possibly glued to what follows
 * (`xf32`), after which lexing continues just after the `x`. */
static dlti_status parse_x_in_dim_list(parser *p)
{
    if (p->tok.kind != DL_TOK_BARE || ttext(p, p->tok)[0] != 'x')
        return dl_text_err_wrong(p, "expected 'x' in dimension list");
    reset_to(p, p->tok.off + 1);
    return DLTI_OK;
}

static dlti_status parse_int_in_dim_list(parser *p, int64_t *v)
{
    const char *s = ttext(p, p->tok);
    if (p->tok.kind == DL_TOK_INT && p->tok.len > 1 && s[1] == 'x') {
        /* `0xf32` is `0`, `x`, `f32` */
        *v = 0;
        reset_to(p, p->tok.off + 1);
        return DLTI_OK;
    }
    uint64_t u;
    if (p->tok.kind != DL_TOK_INT || !dl_text_tok_uint64(&p->lx, p->tok, &u) ||
        u > (uint64_t)INT64_MAX)
        return dl_text_err_cur(p, "invalid dimension");
    *v = (int64_t)u;
    next(p);
    return DLTI_OK;
}

static dlti_status push_dim(parser *p, vec *dims, int64_t d)
{
    if (dims->n >= DL_MAX_VECTOR_RANK) {
        dlti_loc l = loc_at(p, dl_text_cur_off(p));
        return dl_error(p->ctx, DLTI_ERR_LIMIT, &l,
                        "shaped type has more than %d dimensions",
                        DL_MAX_VECTOR_RANK);
    }
    TRY(VEC_PUSH(p, *dims, int64_t, d));
    return DLTI_OK;
}

/* Ranked tensor/memref dimensions, each followed by `x`. */
static dlti_status parse_dims_ranked(parser *p, vec *dims)
{
    while (is(p, DL_TOK_INT) || is(p, DL_TOK_QUESTION)) {
        int64_t d = 0;
        if (consume_if(p, DL_TOK_QUESTION))
            d = -1;
        else
            TRY(parse_int_in_dim_list(p, &d));
        TRY(push_dim(p, dims, d));
        TRY(parse_x_in_dim_list(p));
    }
    return DLTI_OK;
}

char *dl_text_dims_text(const int64_t *dims, size_t n)
{
    dl_buf b = {0};
    for (size_t i = 0; i < n; i++)
        dl_buf_printf(&b, "%s%lld", i ? ", " : "", (long long)dims[i]);
    if (!n)
        dl_buf_puts(&b, "");
    return dl_buf_take(&b);
}

static dlti_status parse_vector_type(parser *p, const dlti_type **out)
{
    size_t loc = p->tok.off;
    next(p);
    TRY(expect(p, DL_TOK_LESS, "expected '<' in vector type"));
    VEC_LOCAL(dims, int64_t, 4);
    VEC_LOCAL(scal, uint8_t, 4);
    while (is(p, DL_TOK_INT) || is(p, DL_TOK_LSQUARE)) {
        bool scalable = consume_if(p, DL_TOK_LSQUARE);
        int64_t d = 0;
        TRY(parse_int_in_dim_list(p, &d));
        TRY(push_dim(p, &dims, d));
        TRY(VEC_PUSH(p, scal, uint8_t, scalable ? 1 : 0));
        if (scalable && !consume_if(p, DL_TOK_RSQUARE))
            return dl_text_err_wrong(p, "missing ']' closing scalable dimension");
        TRY(parse_x_in_dim_list(p));
    }
    const dlti_type *elem = NULL;
    TRY(dl_text_parse_type(p, &elem));
    TRY(expect(p, DL_TOK_GREATER, "expected '>' in vector type"));
    dl_type_kind ek = dl_ir_type_kind_of(elem);
    if (!(ek == DL_TY_INTEGER || ek == DL_TY_INDEX || ty_is_float(elem) ||
          (ek == DL_TY_DIALECT && elem->cls->hooks.vector_element)))
        return dl_text_err_at(p, loc, "failed to verify 'elementType': "
                              "VectorElementTypeInterface instance");
    const int64_t *dv = (const int64_t *)dims.data;
    for (size_t i = 0; i < dims.n; i++)
        if (dv[i] <= 0) {
            char *t = dl_text_dims_text(dv, dims.n);
            dlti_status st = dl_text_err_at(p, loc, "vector types must have positive "
                                            "constant sizes but got %s",
                                    dl_or_lost(t));
            free(t);
            return st;
        }
    /* Deviation from MLIR (which wraps): the element count must fit. */
    int64_t prod = 1;
    for (size_t i = 0; i < dims.n; i++) {
        if (prod > INT64_MAX / dv[i]) {
            dlti_loc l = loc_at(p, loc);
            return dl_error(p->ctx, DLTI_ERR_LIMIT, &l,
                            "vector type has too many elements: the product "
                            "of its dimensions overflows int64");
        }
        prod *= dv[i];
    }
    return vector_type(p, elem, &dims, &scal, out);
}

static bool tensor_elem_ok(const dlti_type *t)
{
    switch (dl_ir_type_kind_of(t)) {
    case DL_TY_NONE:
    case DL_TY_TENSOR:
    case DL_TY_UNRANKED_TENSOR:
    case DL_TY_MEMREF:
    case DL_TY_UNRANKED_MEMREF:
    case DL_TY_TUPLE:
    case DL_TY_FUNCTION:
        return false;
    default:
        return true;
    }
}

static bool memref_elem_ok(const dlti_type *t)
{
    switch (dl_ir_type_kind_of(t)) {
    case DL_TY_INTEGER:
    case DL_TY_INDEX:
    case DL_TY_FLOAT:
    case DL_TY_COMPLEX:
    case DL_TY_VECTOR:
    case DL_TY_MEMREF:
    case DL_TY_UNRANKED_MEMREF:
    case DL_TY_DIALECT:
        return true;
    default:
        return ty_is_float(t);
    }
}

static dlti_status parse_tensor_type(parser *p, const dlti_type **out)
{
    next(p);
    TRY(expect(p, DL_TOK_LESS, "expected '<' in tensor type"));
    vec dims = {0};
    bool unranked = false;
    if (consume_if(p, DL_TOK_STAR)) {
        unranked = true;
        TRY(parse_x_in_dim_list(p));
    } else {
        TRY(parse_dims_ranked(p, &dims));
    }
    size_t elem_loc = p->tok.off;
    const dlti_type *elem = NULL;
    TRY(dl_text_parse_type(p, &elem));
    const dlti_attr *enc = NULL;
    if (consume_if(p, DL_TOK_COMMA) && attr_may_start(p))
        TRY(dl_text_parse_attr(p, &enc));
    TRY(expect(p, DL_TOK_GREATER, "expected '>' in tensor type"));
    if (!tensor_elem_ok(elem))
        return dl_text_err_at(p, elem_loc, "invalid tensor element type");
    if (unranked) {
        if (enc)
            return dl_text_err_cur(p, "cannot apply encoding to unranked tensor");
        *out = dl_ir_unranked_tensor_type(p->ctx, elem);
    } else {
        *out = dl_ir_tensor_type(p->ctx, elem, (uint32_t)dims.n,
                              (const int64_t *)dims.data, enc);
    }
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

/* MemRefLayoutAttrInterface::verifyLayout, and the canonical layout: an
 * identity map without symbols, or contiguous<N>, is no layout. */
static dlti_status memref_layout(parser *p, size_t loc, size_t rank,
                                 const dlti_attr **layout)
{
    const dlti_attr *l = *layout;
    if (!l)
        return DLTI_OK;
    switch (dl_ir_attr_kind_of(l)) {
    case DL_AT_AFFINE_MAP: {
        const dl_affine_map_key *k = dl_ir_affine_map(l);
        if (k->ndims != rank)
            return dl_text_err_at(p, loc, "memref layout mismatch between rank and "
                             "affine map: %zu != %u", rank, k->ndims);
        if (!k->nsyms && dl_ir_affine_map_is_identity(k))
            *layout = NULL;
        return DLTI_OK;
    }
    case DL_AT_STRIDED:
        if (dl_ir_layout_of(l)->rank != rank)
            return dl_text_err_at(p, loc, "expected the number of strides to match "
                             "the rank");
        return DLTI_OK;
    default: { /* contiguous<>: beyond MLIR 22 */
        const dl_layout_key *k = dl_ir_layout_of(l);
        if (k->rank != rank)
            return dl_text_err_at(p, loc, "contiguous layout of rank %u for a memref "
                             "of rank %zu", k->rank, rank);
        bool identity = k->offset == 0;
        for (uint32_t i = 0; i < k->rank && identity; i++)
            identity = k->vals[i] == (int64_t)i;
        if (identity)
            *layout = NULL;
        return DLTI_OK;
    }
    }
}

static dlti_status parse_memref_type(parser *p, const dlti_type **out)
{
    size_t loc = p->tok.off;
    next(p);
    TRY(expect(p, DL_TOK_LESS, "expected '<' in memref type"));
    vec dims = {0};
    bool unranked = false;
    if (consume_if(p, DL_TOK_STAR)) {
        unranked = true;
        TRY(parse_x_in_dim_list(p));
    } else {
        TRY(parse_dims_ranked(p, &dims));
    }
    size_t elem_loc = p->tok.off;
    const dlti_type *elem = NULL;
    TRY(dl_text_parse_type(p, &elem));
    if (!memref_elem_ok(elem))
        return dl_text_err_at(p, elem_loc, "invalid memref element type");
    const dlti_attr *layout = NULL, *space = NULL;
    if (!consume_if(p, DL_TOK_GREATER)) {
        TRY(expect(p, DL_TOK_COMMA, "expected ',' or '>' in memref type"));
        if (is(p, DL_TOK_GREATER))
            return dl_text_err_wrong(p, "expected list element");
        do {
            const dlti_attr *a = NULL;
            TRY(dl_text_parse_attr(p, &a));
            if (dl_ir_attr_is_memref_layout(a)) {
                layout = a;
                if (unranked)
                    return dl_text_err_cur(p, "cannot have affine map for unranked "
                                      "memref type");
                if (space)
                    return dl_text_err_cur(p, "expected memory space to be last in "
                                      "memref type");
            } else if (space) {
                return dl_text_err_cur(p, "multiple memory spaces specified in memref "
                                  "type");
            } else {
                space = a;
            }
        } while (consume_if(p, DL_TOK_COMMA));
        TRY(expect(p, DL_TOK_GREATER, "expected ',' or '>'"));
    }
    /* MLIR drops an integer memory space of 0. */
    if (space && dl_ir_attr_kind_of(space) == DL_AT_INTEGER) {
        const dl_int_attr_key *k = dl_ir_int_attr_of(space);
        bool zero = true;
        for (uint32_t i = 0; i < k->nwords; i++)
            if (k->words[i])
                zero = false;
        if (zero)
            space = NULL;
    }
    if (!unranked)
        TRY(memref_layout(p, loc, dims.n, &layout));
    /* isSupportedMemorySpace: builtin attributes but integers, strings
     * and dictionaries are refused. */
    if (space && space->cls->dialect == &dl_ir_builtin_dialect) {
        dl_attr_kind k = dl_ir_attr_kind_of(space);
        if (k != DL_AT_INTEGER && k != DL_AT_STRING && k != DL_AT_DICT &&
            k != DL_AT_OPAQUE)
            return dl_text_err_at(p, loc, "unsupported memory space Attribute");
    }
    if (unranked)
        *out = dl_ir_unranked_memref_type(p->ctx, elem, space);
    else
        *out = dl_ir_memref_type(p->ctx, elem, (uint32_t)dims.n,
                              (const int64_t *)dims.data, layout, space);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

static dlti_status parse_complex_type(parser *p, const dlti_type **out)
{
    next(p);
    TRY(expect(p, DL_TOK_LESS, "expected '<' in complex type"));
    size_t elem_loc = p->tok.off;
    const dlti_type *elem = NULL;
    TRY(dl_text_parse_type(p, &elem));
    TRY(expect(p, DL_TOK_GREATER, "expected '>' in complex type"));
    if (!ty_is_float(elem) && !ty_is_int(elem))
        return dl_text_err_at(p, elem_loc, "invalid element type for complex");
    *out = dl_ir_complex_type(p->ctx, elem);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

/* type (`,` type)* */
dlti_status dl_text_parse_type_list_no_parens(parser *p, vec *types)
{
    do {
        const dlti_type *t = NULL;
        TRY(dl_text_parse_type(p, &t));
        TRY(VEC_PUSH(p, *types, const dlti_type *, t));
    } while (consume_if(p, DL_TOK_COMMA));
    return DLTI_OK;
}

static dlti_status parse_type_list_parens(parser *p, vec *types)
{
    TRY(expect(p, DL_TOK_LPAREN, "expected '('"));
    if (consume_if(p, DL_TOK_RPAREN))
        return DLTI_OK;
    TRY(dl_text_parse_type_list_no_parens(p, types));
    return expect(p, DL_TOK_RPAREN, "expected ')'");
}

static dlti_status parse_tuple_type(parser *p, const dlti_type **out)
{
    next(p);
    TRY(expect(p, DL_TOK_LESS, "expected '<' in tuple type"));
    vec types = {0};
    if (!consume_if(p, DL_TOK_GREATER)) {
        TRY(dl_text_parse_type_list_no_parens(p, &types));
        TRY(expect(p, DL_TOK_GREATER, "expected '>' in tuple type"));
    }
    if (types.n > UINT32_MAX)
        return dl_text_err_cur(p, "too many types");
    *out = dl_ir_tuple_type(p->ctx, (uint32_t)types.n,
                         (const dlti_type *const *)types.data);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

static dlti_status parse_function_type(parser *p, const dlti_type **out)
{
    VEC_LOCAL(in, const dlti_type *, 4);
    VEC_LOCAL(res, const dlti_type *, 2);
    TRY(parse_type_list_parens(p, &in));
    TRY(expect(p, DL_TOK_ARROW, "expected '->' in function type"));
    if (is(p, DL_TOK_LPAREN)) {
        TRY(parse_type_list_parens(p, &res));
    } else {
        const dlti_type *t = NULL;
        TRY(parse_nonfn_type(p, &t));
        TRY(VEC_PUSH(p, res, const dlti_type *, t));
    }
    if (in.n > UINT32_MAX || res.n > UINT32_MAX)
        return dl_text_err_cur(p, "too many types");
    return function_type(p, &in, &res, out);
}

static dlti_status parse_integer_type(parser *p, const dlti_type **out)
{
    const char *s = ttext(p, p->tok);
    size_t skip = s[0] == 'i' ? 1 : 2;
    uint64_t w = 0;
    for (size_t i = skip; i < p->tok.len; i++) {
        w = w * 10 + (uint64_t)(s[i] - '0');
        if (w > UINT32_MAX)
            return dl_text_err_cur(p, "invalid integer width");
    }
    if (w > DLTI_MAX_INT_WIDTH)
        return dl_text_err_at(p, p->tok.off,
                      "integer bitwidth is limited to %u bits",
                      DLTI_MAX_INT_WIDTH);
    unsigned si = s[0] == 'i' ? 0 : s[0] == 's' ? 1 : 2;
    next(p);
    type_cache *tc = NULL;
    if (w < INT_CACHE_WIDTHS) {
        if (!(tc = dl_text_types_cache(p)))
            return DLTI_ERR_NOMEM;
        if ((*out = tc->ints[si][w]))
            return DLTI_OK;
    }
    static const dlti_signedness sg[3] = {DLTI_SIGNLESS, DLTI_SIGNED,
                                          DLTI_UNSIGNED};
    *out = dl_ir_integer_type(p->ctx, (unsigned)w, sg[si]);
    if (tc)
        tc->ints[si][w] = *out;
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

static dlti_status parse_nonfn_type(parser *p, const dlti_type **out)
{
    switch (p->tok.kind) {
    case DL_TOK_INTTYPE:
        return parse_integer_type(p, out);
    case DL_TOK_BANG:
        return dl_text_parse_extended_type(p, out);
    case DL_TOK_BARE: {
        if (is_kw(p, "vector"))
            return parse_vector_type(p, out);
        if (is_kw(p, "tensor"))
            return parse_tensor_type(p, out);
        if (is_kw(p, "memref"))
            return parse_memref_type(p, out);
        if (is_kw(p, "complex"))
            return parse_complex_type(p, out);
        if (is_kw(p, "tuple"))
            return parse_tuple_type(p, out);
        /* keyword types, cached per parse */
        int fk = -1;
        bool index = is_kw(p, "index"), none = !index && is_kw(p, "none");
        if (!index && !none && (fk = float_kind_of_tok(p)) < 0)
            break;
        type_cache *tc = dl_text_types_cache(p);
        if (!tc)
            return DLTI_ERR_NOMEM;
        const dlti_type **slot = index  ? &tc->index
                                 : none ? &tc->none
                                        : &tc->floats[fk];
        next(p);
        if (!*slot)
            *slot = index  ? dl_ir_index_type(p->ctx)
                    : none ? dl_ir_none_type(p->ctx)
                           : dl_ir_float_type(p->ctx, (dl_float_kind)fk);
        *out = *slot;
        return *out ? DLTI_OK : DLTI_ERR_NOMEM;
    }
    default:
        break;
    }
    return dl_text_err_wrong(p, "expected non-function type");
}

dlti_status dl_text_parse_type_uncached(parser *p, const dlti_type **out)
{
    TRY(enter(p));
    p->in_type++;
    dlti_status st = is(p, DL_TOK_LPAREN) ? parse_function_type(p, out)
                                          : parse_nonfn_type(p, out);
    p->in_type--;
    leave(p);
    return st;
}
