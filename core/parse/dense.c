/* dense.c - dense literals: `array<T: ...>` and `dense<...>` (MLIR's
 * TensorLiteralParser), hexadecimal ones included. */
#include "config.h"

#include "parser.h"

/* ---- array<T: ...> ------------------------------------------------------ */

static int64_t words_to_int64(const uint64_t *w, unsigned width, bool is_unsigned)
{
    uint64_t v = w[0];
    if (width < 64 && width > 0 && !is_unsigned && ((v >> (width - 1)) & 1))
        v |= ~((UINT64_C(1) << width) - 1);
    return (int64_t)v;
}

dlti_status dl_text_parse_dense_array(parser *p, const dlti_attr **out)
{
    next(p);
    TRY(expect(p, DL_TOK_LESS, "expected '<' after 'array'"));
    size_t type_loc = p->tok.off;
    const dlti_type *elt = NULL;
    dlti_status st = dl_text_parse_type(p, &elt);
    if (st != DLTI_OK) {
        if (st == DLTI_ERR_PARSE)
            dl_text_err_at(p, type_loc, "expected an integer or floating point type");
        return st;
    }
    bool is_int = ty_is_int(elt) || ty_is_index(elt);
    if (!is_int && !ty_is_float(elt)) {
        st = dl_text_err_at(p, type_loc, "expected integer or float type, got: '%pT'",
                       elt);
        return st;
    }
    unsigned width = ty_is_index(elt) ? 64
                     : ty_is_int(elt) ? dl_ir_int_width(elt)
                                      : elt->cls->float_bits;
    bool is_i1 = ty_is_int(elt) && width == 1;
    if (!is_i1 && width % 8 != 0)
        return dl_text_err_at(p, type_loc, "element type bitwidth must be a multiple of 8");
    vec vals = {0};
    if (!consume_if(p, DL_TOK_GREATER)) {
        TRY(expect(p, DL_TOK_COLON, "expected ':' after dense array type"));
        bool is_unsigned = ty_is_int(elt) && dl_ir_int_signedness(elt) == DLTI_UNSIGNED;
        bool is_signed = ty_is_index(elt) ||
                         (ty_is_int(elt) && dl_ir_int_signedness(elt) == DLTI_SIGNED);
        do {
            bool neg = consume_if(p, DL_TOK_MINUS);
            int64_t v = 0;
            if (is_int) {
                if (is_kw(p, "true") || is_kw(p, "false")) {
                    if (!is_i1)
                        return dl_text_err_cur(p, "expected i1 type for 'true' or "
                                          "'false' values");
                    v = is_kw(p, "true");
                    next(p);
                } else if (is(p, DL_TOK_INT)) {
                    dl_token t = p->tok;
                    next(p);
                    if (is_i1)
                        return dl_text_err_cur(p, "expected 'true' or 'false' values "
                                          "for i1 type");
                    uint64_t *w;
                    uint32_t nw;
                    int r = dl_text_build_apint(p, t, neg, width, is_signed, &w, &nw);
                    if (r < 0)
                        return DLTI_ERR_NOMEM;
                    if (r == 0)
                        return dl_text_err_cur(p, "integer constant out of range");
                    v = words_to_int64(w, width, is_unsigned);
                    free(w);
                } else {
                    return dl_text_err_cur(p, "expected integer literal");
                }
            } else {
                double d = 0;
                dl_token t = p->tok;
                if (is(p, DL_TOK_INT)) {
                    next(p);
                    TRY(dl_text_float_from_int_literal(p, t, neg, elt, &d));
                } else if (is(p, DL_TOK_FLOAT)) {
                    next(p);
                    d = dl_text_float_token_value(p, t);
                    d = dl_text_round_to_type(elt, neg ? -d : d);
                } else {
                    return dl_text_err_at(p, t.off, "expected floating point literal");
                }
                memcpy(&v, &d, sizeof v);
            }
            TRY(VEC_PUSH(p, vals, int64_t, v));
        } while (consume_if(p, DL_TOK_COMMA));
        TRY(expect(p, DL_TOK_GREATER, "expected '>' to close an array attribute"));
    }
    *out = dl_ir_dense_array_attr(p->ctx, elt, vals.n, (const int64_t *)vals.data);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

/* ---- dense<...> ------------------------------------------------------- */

static dlti_status lit_element(parser *p, tlit *L)
{
    lit_elem e;
    e.neg = false;
    switch (p->tok.kind) {
    case DL_TOK_BARE:
        if (!is_kw(p, "true") && !is_kw(p, "false"))
            break;
        /* fall through */
    case DL_TOK_FLOAT:
    case DL_TOK_INT:
    case DL_TOK_STRING:
        e.tok = p->tok;
        TRY(VEC_PUSH(p, L->elems, lit_elem, e));
        next(p);
        return DLTI_OK;
    case DL_TOK_MINUS:
        next(p);
        if (!is(p, DL_TOK_FLOAT) && !is(p, DL_TOK_INT))
            return dl_text_err_cur(p, "expected integer or floating point literal");
        e.tok = p->tok;
        e.neg = true;
        TRY(VEC_PUSH(p, L->elems, lit_elem, e));
        next(p);
        return DLTI_OK;
    case DL_TOK_LPAREN:
        next(p); /* (re, im): two elements; getAttr pairs them */
        TRY(enter(p)); /* parts may nest: `((1, 2), 3)` */
        dlti_status st = lit_element(p, L);
        if (st == DLTI_OK)
            st = expect(p, DL_TOK_COMMA, "expected ',' between complex elements");
        if (st == DLTI_OK)
            st = lit_element(p, L);
        leave(p);
        TRY(st);
        return expect(p, DL_TOK_RPAREN, "expected ')' after complex elements");
    default:
        break;
    }
    return dl_text_err_cur(p, "expected element literal of primitive type");
}

static dlti_status lit_list(parser *p, tlit *L, vec *dims);

static dlti_status lit_list_body(parser *p, tlit *L, vec *dims)
{
    vec first_dims = {0};
    bool first = true;
    int64_t size = 0;
    TRY(expect(p, DL_TOK_LSQUARE, "expected '['"));
    if (!consume_if(p, DL_TOK_RSQUARE)) {
        do {
            vec this_dims = {0};
            if (is(p, DL_TOK_LSQUARE))
                TRY(lit_list(p, L, &this_dims));
            else
                TRY(lit_element(p, L));
            size++;
            if (!first) {
                if (this_dims.n != first_dims.n ||
                    (this_dims.n &&
                     memcmp(this_dims.data, first_dims.data,
                            this_dims.n * sizeof(int64_t)) != 0))
                    return dl_text_err_cur(p, "tensor literal is invalid; ranks are not "
                                      "consistent between elements");
            } else {
                first_dims = this_dims;
                first = false;
            }
        } while (consume_if(p, DL_TOK_COMMA));
        TRY(expect(p, DL_TOK_RSQUARE, "expected ']'"));
    }
    dims->n = 0;
    TRY(VEC_PUSH(p, *dims, int64_t, size));
    for (size_t i = 0; i < first_dims.n; i++)
        TRY(VEC_PUSH(p, *dims, int64_t, VEC_AT(first_dims, int64_t, i)));
    return DLTI_OK;
}

static dlti_status lit_list(parser *p, tlit *L, vec *dims)
{
    TRY(enter(p));
    dlti_status st = lit_list_body(p, L, dims);
    leave(p);
    return st;
}

dlti_status dl_text_lit_parse(parser *p, tlit *L, bool allow_hex)
{
    if (allow_hex && is(p, DL_TOK_STRING)) {
        L->hex = true;
        L->hex_tok = p->tok;
        next(p);
        return DLTI_OK;
    }
    if (is(p, DL_TOK_LSQUARE)) {
        L->has_shape = true;
        return lit_list(p, L, &L->shape);
    }
    return lit_element(p, L);
}

bool dl_text_shaped_kind(const dlti_type *t)
{
    switch (dl_ir_type_kind_of(t)) {
    case DL_TY_VECTOR:
    case DL_TY_TENSOR:
    case DL_TY_UNRANKED_TENSOR:
    case DL_TY_MEMREF:
    case DL_TY_UNRANKED_MEMREF:
        return true;
    default:
        return false;
    }
}

static bool static_shape(const dlti_type *t)
{
    dl_type_kind k = dl_ir_type_kind_of(t);
    if (k == DL_TY_UNRANKED_TENSOR || k == DL_TY_UNRANKED_MEMREF)
        return false;
    const dl_shaped_key *s = dl_ir_shaped(t);
    for (uint32_t i = 0; i < s->rank; i++)
        if (s->dims[i] < 0)
            return false;
    return true;
}

/* MLIR's parseElementsLiteralType. */
dlti_status dl_text_parse_elements_type(parser *p, size_t loc,
                                   const dlti_type **out)
{
    TRY(expect(p, DL_TOK_COLON, "expected ':'"));
    TRY(dl_text_parse_type(p, out));
    if (!dl_text_shaped_kind(*out))
        return dl_text_err_at(p, loc, "elements literal must be a shaped type");
    if (!static_shape(*out))
        return dl_text_err_at(p, loc, "elements literal type must have static shape");
    return DLTI_OK;
}

static dlti_status dense_int_elem(parser *p, const lit_elem *e,
                                  const dlti_type *elt, const dlti_attr **out)
{
    bool is_unsigned = ty_is_int(elt) && dl_ir_int_signedness(elt) == DLTI_UNSIGNED;
    if (e->neg && is_unsigned)
        return dl_text_err_at(p, e->tok.off, "expected unsigned integer elements, but "
                                     "parsed negative value");
    if (e->tok.kind == DL_TOK_FLOAT)
        return dl_text_err_at(p, e->tok.off, "expected integer elements, but parsed "
                                     "floating-point");
    unsigned width = ty_is_index(elt) ? 64 : dl_ir_int_width(elt);
    if (e->tok.kind == DL_TOK_BARE) {
        if (!(ty_is_int(elt) && width == 1))
            return dl_text_err_at(p, e->tok.off, "expected i1 type for 'true' or "
                                         "'false' values");
        *out = dl_ir_int_attr(p->ctx, elt, dl_text_tok_is(&p->lx, e->tok, "true"));
        return *out ? DLTI_OK : DLTI_ERR_NOMEM;
    }
    if (e->tok.kind != DL_TOK_INT)
        return dl_text_err_at(p, e->tok.off, "integer constant out of range for type");
    bool is_signed = ty_is_index(elt) || dl_ir_int_signedness(elt) == DLTI_SIGNED;
    uint64_t *w;
    uint32_t nw;
    int r = dl_text_build_apint(p, e->tok, e->neg, width, is_signed, &w, &nw);
    if (r < 0)
        return DLTI_ERR_NOMEM;
    if (r == 0)
        return dl_text_err_at(p, e->tok.off, "integer constant out of range for type");
    *out = dl_ir_int_attr_words(p->ctx, elt, w, nw);
    free(w);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

static dlti_status dense_float_elem(parser *p, const lit_elem *e,
                                    const dlti_type *elt, const dlti_attr **out)
{
    double v = 0;
    if (e->tok.kind == DL_TOK_INT) {
        TRY(dl_text_float_from_int_literal(p, e->tok, e->neg, elt, &v));
    } else if (e->tok.kind == DL_TOK_FLOAT) {
        v = dl_text_float_token_value(p, e->tok);
        v = dl_text_round_to_type(elt, e->neg ? -v : v);
    } else {
        return dl_text_err_at(p, e->tok.off, "expected floating point literal");
    }
    *out = dl_ir_float_attr(p->ctx, elt, v);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

static int64_t num_elements(const dl_shaped_key *sk)
{
    int64_t n = 1;
    for (uint32_t i = 0; i < sk->rank; i++)
        n = (sk->dims[i] != 0 && n > INT64_MAX / sk->dims[i]) ? INT64_MAX
                                                              : n * sk->dims[i];
    return n;
}

/* dense<"0x..."> : T, the raw little-endian buffer MLIR prints for large
 * literals. */
static dlti_status dense_from_hex(parser *p, const tlit *L, size_t loc,
                                  const dlti_type *type, const dlti_attr **out)
{
    const dl_shaped_key *sk = dl_ir_shaped(type);
    const dlti_type *elt = sk->elem;
    /* a complex element is its two parts in turn: `elt` the part's type */
    size_t unit = 1;
    if (dl_ir_type_kind_of(elt) == DL_TY_COMPLEX) {
        unit = 2;
        elt = dl_ir_complex_elem(elt);
    }
    const char *s = ttext(p, L->hex_tok) + 1;
    size_t n = L->hex_tok.len - 2;
    bool ok = n >= 2 && s[0] == '0' && s[1] == 'x' && (n - 2) % 2 == 0;
    for (size_t i = 2; ok && i < n; i++)
        if (!((s[i] >= '0' && s[i] <= '9') || (s[i] >= 'a' && s[i] <= 'f') ||
              (s[i] >= 'A' && s[i] <= 'F')))
            ok = false;
    if (!ok)
        return dl_text_err_at(p, L->hex_tok.off,
                      "expected string containing hex digits starting with `0x`");
    size_t nbytes = (n - 2) / 2;
    const char *hx = s + 2;
    unsigned width = ty_is_index(elt) ? 64
                     : ty_is_int(elt) ? dl_ir_int_width(elt)
                                      : elt->cls->float_bits;
    int64_t ne = num_elements(sk);
    if (unit == 2)
        ne = ne > INT64_MAX / 2 ? INT64_MAX : 2 * ne;
    size_t count;           /* scalars stored */
    size_t ebytes = (width + 7) / 8;
    bool bits = width == 1;
    if (bits) {
        unsigned b0 = nbytes == 1 ? dl_ir_hexval(hx[0]) * 16 + dl_ir_hexval(hx[1]) : 1;
        if (nbytes == 1 && (b0 == 0 || b0 == 0xff))
            count = 1;
        else if ((uint64_t)ne <= (uint64_t)INT64_MAX - 7 &&
                 nbytes == ((size_t)ne + 7) / 8)
            count = (size_t)ne;
        else
            count = 0;
    } else if (nbytes == ebytes * unit) {
        count = unit;
    } else if (ebytes && nbytes % ebytes == 0 && (int64_t)(nbytes / ebytes) == ne) {
        count = (size_t)ne;
    } else {
        count = 0;
    }
    if (!count && !(ne == 0 && nbytes == 0)) {
        return dl_text_err_at(p, loc, "elements hex data size is invalid for "
                                 "provided type: '%pT'", type);
    }
    if (ty_is_float(elt) && (width > 64 || dl_ir_type_kind_of(elt) != DL_TY_FLOAT))
        return dl_text_err_at(p, loc, "hexadecimal dense elements of this type are not "
                              "supported");
    vec elems = {0};
    size_t nw = width ? ((size_t)width + 63) / 64 : 1;
    uint64_t *w = calloc(nw, sizeof *w);
    if (!w)
        return nomem(p);
    dlti_status st = DLTI_OK;
    for (size_t i = 0; i < count && st == DLTI_OK; i++) {
        const dlti_attr *a = NULL;
        memset(w, 0, nw * sizeof *w);
        if (bits) {
            size_t byte = count == 1 ? 0 : i / 8;
            unsigned v = dl_ir_hexval(hx[2 * byte]) * 16 + dl_ir_hexval(hx[2 * byte + 1]);
            w[0] = count == 1 ? (v != 0) : ((v >> (i % 8)) & 1);
        } else {
            for (size_t b = 0; b < ebytes; b++) {
                size_t k = i * ebytes + b;
                uint64_t v = dl_ir_hexval(hx[2 * k]) * 16 + dl_ir_hexval(hx[2 * k + 1]);
                w[b / 8] |= v << (8 * (b % 8));
            }
        }
        if (ty_is_float(elt))
            a = dl_ir_float_attr(p->ctx, elt,
                              dl_ir_decode_float_bits(elt->cls->float_kind, w[0]));
        else
            a = dl_ir_int_attr_words(p->ctx, elt, w, (uint32_t)nw);
        if (!a) {
            st = DLTI_ERR_NOMEM;
            break;
        }
        const dlti_attr **slot = vec_push(p, &elems, sizeof *slot);
        if (!slot)
            st = DLTI_ERR_NOMEM;
        else
            *slot = a;
    }
    free(w);
    if (st != DLTI_OK)
        return st;
    *out = dl_ir_dense_attr(p->ctx, type, elems.n,
                         (const dlti_attr *const *)elems.data);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

/* `(a, b)` parts of a non-complex type: MLIR 22 asserts (or, without
 * assertions, reads past its values, or crashes) unless they count a
 * splat or every element. */
static dlti_status check_count(parser *p, const tlit *L, size_t loc,
                               const dlti_type *type, int64_t nelem)
{
    if (L->elems.n == 1 || L->elems.n == (size_t)nelem)
        return DLTI_OK;
    if (nelem == 1)
        return dl_text_err_at(p, loc, "parsed %zu elements, but type ('%pT') "
                              "expected 1 element", L->elems.n, type);
    return dl_text_err_at(p, loc, "parsed %zu elements, but type ('%pT') "
                          "expected 1 or %lld elements", L->elems.n, type,
                          (long long)nelem);
}

/* Dense string elements: of an element type neither numeric nor complex,
 * every element a string (`dense<["a", "b"]> : tensor<2x!tf.string>`). */
static dlti_status dense_strings(parser *p, const tlit *L, size_t loc,
                                 const dlti_type *type, int64_t nelem,
                                 const dlti_attr **out)
{
    for (size_t i = 0; i < L->elems.n; i++) {
        const lit_elem *e = &VEC_AT(L->elems, lit_elem, i);
        if (e->tok.kind != DL_TOK_STRING)
            return dl_text_err_at(p, loc, "expected string token, got %.*s",
                                  (int)e->tok.len, ttext(p, e->tok));
    }
    TRY(check_count(p, L, loc, type, nelem));
    vec elems = {0};
    for (size_t i = 0; i < L->elems.n; i++) {
        const lit_elem *e = &VEC_AT(L->elems, lit_elem, i);
        const char *s = NULL;
        size_t n = 0;
        TRY(dl_text_tok_string(p, e->tok, &s, &n));
        const dlti_attr *a = dl_ir_string_attr(p->ctx, s, n, NULL);
        if (!a)
            return nomem(p);
        TRY(VEC_PUSH(p, elems, const dlti_attr *, a));
    }
    *out = dl_ir_dense_attr(p->ctx, type, elems.n,
                            (const dlti_attr *const *)elems.data);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

dlti_status dl_text_parse_dense_attr(parser *p, const dlti_attr **out)
{
    size_t loc = p->tok.off;
    next(p);
    TRY(expect(p, DL_TOK_LESS, "expected '<' after 'dense'"));
    tlit L;
    memset(&L, 0, sizeof L);
    if (!consume_if(p, DL_TOK_GREATER)) {
        TRY(dl_text_lit_parse(p, &L, true));
        TRY(expect(p, DL_TOK_GREATER, "expected '>'"));
    }
    const dlti_type *type = NULL;
    TRY(dl_text_parse_elements_type(p, loc, &type));
    const dl_shaped_key *sk = dl_ir_shaped(type);
    const dlti_type *elt = sk->elem;
    bool cplx = dl_ir_type_kind_of(elt) == DL_TY_COMPLEX;
    if (cplx)
        elt = dl_ir_complex_elem(elt); /* the parts' type from here on */
    /* MLIR 22 writes complex<i1> parts as bits and reads them as bytes:
     * what it prints is not what was written */
    bool cplx_i1 = cplx && ty_is_int(elt) && dl_ir_int_width(elt) == 1;
    if (cplx_i1 && L.hex)
        return dl_text_err_at(p, loc, "dense elements of type '%pT' are not "
                              "supported", sk->elem);
    bool eok = ty_is_int(elt) || ty_is_index(elt) || ty_is_float(elt);
    if (L.hex) {
        if (eok)
            return dense_from_hex(p, &L, loc, type, out);
        /* of any other element type the string is the one element, as it
         * is written (MLIR's getStringAttr) */
        L.elems.n = 0;
        lit_elem e = { .tok = L.hex_tok, .neg = false };
        TRY(VEC_PUSH(p, L.elems, lit_elem, e));
        return dense_strings(p, &L, loc, type, 1, out);
    }
    if (L.has_shape) {
        bool same = L.shape.n == sk->rank &&
                    (sk->rank == 0 ||
                     memcmp(L.shape.data, sk->dims, sk->rank * sizeof(int64_t)) == 0);
        if (!same) {
            char *a = dl_text_dims_text((const int64_t *)L.shape.data, L.shape.n);
            char *b = dl_text_dims_text(sk->dims, sk->rank);
            dlti_status st = dl_text_err_at(p, loc, "inferred shape of elements literal "
                                            "([%s]) does not match type ([%s])",
                                    dl_or_lost(a), dl_or_lost(b));
            free(a);
            free(b);
            return st;
        }
    }
    int64_t nelem = num_elements(sk);
    if (L.elems.n == 0 && nelem != 0) {
        return dl_text_err_at(p, loc, "parsed zero elements, but type ('%pT') "
                                 "expected at least 1", type);
    }
    if (cplx) {
        /* a splat is one (re, im); a list, two parts an element; `dense<>`
         * of no elements, none */
        bool splat = !L.has_shape;
        if (splat && nelem != 0 && L.elems.n != 2)
            return dl_text_err_at(p, loc, "parsed %zu elements, but type ('%pT') "
                                  "expected 2 elements", L.elems.n, sk->elem);
        if (!splat && L.elems.n != (size_t)nelem * 2)
            return dl_text_err_at(p, loc, "parsed %zu elements, but type ('%pT') "
                                  "expected %lld elements", L.elems.n, type,
                                  (long long)nelem * 2);
        /* of no elements, MLIR keeps what whole pairs it was given as a
         * splat: the first pair, or none */
        if (splat && nelem == 0)
            L.elems.n = L.elems.n >= 2 ? 2 : 0;
    } else if (!eok) {
        return dense_strings(p, &L, loc, type, nelem, out);
    } else {
        TRY(check_count(p, &L, loc, type, nelem));
    }
    vec elems = {0};
    for (size_t i = 0; i < L.elems.n; i++) {
        const lit_elem *e = &VEC_AT(L.elems, lit_elem, i);
        const dlti_attr *a = NULL;
        if (ty_is_float(elt))
            TRY(dense_float_elem(p, e, elt, &a));
        else
            TRY(dense_int_elem(p, e, elt, &a));
        TRY(VEC_PUSH(p, elems, const dlti_attr *, a));
    }
    if (cplx_i1) /* (after the elements, whose errors MLIR gives first) */
        return dl_text_err_at(p, loc, "dense elements of type '%pT' are not "
                              "supported", sk->elem);
    *out = dl_ir_dense_attr(p->ctx, type, elems.n,
                         (const dlti_attr *const *)elems.data);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}
