/* parse_attr.c - builtin attributes: numbers, strings, symbol references,
 * arrays, dictionaries, attributes kept as text (affine_set, ...) and
 * the switch over them (dl_text_parse_attr). */
#include "config.h"

#include "parser.h"

/* ===================================================================== */
/* Attributes                                                             */
/* ===================================================================== */

dlti_status dl_text_raw_attr_since(parser *p, size_t start, const dlti_attr **out)
{
    size_t end = p->prev_end > start ? p->prev_end : start;
    *out = dl_ir_raw_attr(p->ctx, p->lx.buf + start, end - start);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

static dlti_status parse_int_attr(parser *p, bool neg, const dlti_attr **out)
{
    dl_token t = p->tok;
    next(p);
    const dlti_type *type = NULL;
    if (consume_if(p, DL_TOK_COLON)) {
        TRY(dl_text_parse_type(p, &type));
    } else {
        type = dl_ir_integer_type(p->ctx, 64, DLTI_SIGNLESS);
        if (!type)
            return DLTI_ERR_NOMEM;
    }
    if (ty_is_float(type)) {
        double v = 0;
        TRY(dl_text_float_from_int_literal(p, t, neg, type, &v));
        *out = dl_ir_float_attr(p->ctx, type, dl_text_round_to_type(type, v));
        return *out ? DLTI_OK : DLTI_ERR_NOMEM;
    }
    if (!ty_is_int(type) && !ty_is_index(type))
        return dl_text_err_at(p, t.off, "integer literal not valid for specified type");
    bool is_unsigned = ty_is_int(type) && dl_ir_int_signedness(type) == DLTI_UNSIGNED;
    if (neg && is_unsigned)
        return dl_text_err_at(p, t.off, "negative integer literal not valid for "
                                "unsigned integer type");
    unsigned width = ty_is_index(type) ? 64 : dl_ir_int_width(type);
    bool is_signed = ty_is_index(type) || dl_ir_int_signedness(type) == DLTI_SIGNED;
    uint64_t *w;
    uint32_t nw;
    int r = dl_text_build_apint(p, t, neg, width, is_signed, &w, &nw);
    if (r < 0)
        return DLTI_ERR_NOMEM;
    if (r == 0)
        return dl_text_err_at(p, t.off, "integer constant out of range for attribute");
    *out = dl_ir_int_attr_words(p->ctx, type, w, nw);
    free(w);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

static dlti_status parse_float_attr(parser *p, bool neg, const dlti_attr **out)
{
    double v = dl_text_float_token_value(p, p->tok);
    next(p);
    const dlti_type *type = NULL;
    if (consume_if(p, DL_TOK_COLON)) {
        TRY(dl_text_parse_type(p, &type));
    } else {
        type = dl_ir_float_type(p->ctx, DL_F64);
        if (!type)
            return DLTI_ERR_NOMEM;
    }
    if (!ty_is_float(type))
        return dl_text_err_cur(p, "floating point value not valid for specified type");
    *out = dl_ir_float_attr(p->ctx, type, dl_text_round_to_type(type, neg ? -v : v));
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

static dlti_status parse_string_attr(parser *p, const dlti_attr **out)
{
    const char *s = NULL;
    size_t n = 0;
    TRY(dl_text_tok_string(p, p->tok, &s, &n));
    next(p);
    const dlti_type *type = NULL;
    if (consume_if(p, DL_TOK_COLON))
        TRY(dl_text_parse_type(p, &type));
    *out = dl_ir_string_attr(p->ctx, s, n, type);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

/* The name of an @-identifier token, interned, without the '@'. */
dlti_status dl_text_symbol_name(parser *p, dl_token t, const char **out,
                           size_t *len)
{
    const char *s = ttext(p, t);
    if (t.len > 1 && s[1] == '"')
        return dl_text_tok_string(p, t, out, len);
    *out = dl_text_intern(p, s + 1, t.len - 1);
    if (len)
        *len = t.len - 1;
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

static dlti_status parse_symref_attr(parser *p, const dlti_attr **out)
{
    vec names = {0};
    const char *n = NULL;
    TRY(dl_text_symbol_name(p, p->tok, &n, NULL));
    TRY(VEC_PUSH(p, names, const char *, n));
    next(p);
    while (is(p, DL_TOK_COLON)) {
        size_t colon = p->tok.off;
        next(p);
        if (!consume_if(p, DL_TOK_COLON)) {
            if (!is(p, DL_TOK_EOF) && !is(p, DL_TOK_ERROR))
                reset_to(p, colon);
            break;
        }
        if (!is(p, DL_TOK_AT))
            return dl_text_err_at(p, p->tok.off,
                          "expected nested symbol reference identifier");
        TRY(dl_text_symbol_name(p, p->tok, &n, NULL));
        TRY(VEC_PUSH(p, names, const char *, n));
        next(p);
    }
    *out = dl_ir_symref_attr(p->ctx, names.n, (const char *const *)names.data);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

static dlti_status parse_array_attr(parser *p, const dlti_attr **out)
{
    next(p);
    vec elems = {0};
    if (!consume_if(p, DL_TOK_RSQUARE)) {
        do {
            const dlti_attr *a = NULL;
            TRY(dl_text_parse_attr(p, &a));
            TRY(VEC_PUSH(p, elems, const dlti_attr *, a));
        } while (consume_if(p, DL_TOK_COMMA));
        TRY(expect(p, DL_TOK_RSQUARE, "expected ',' or ']'"));
    }
    *out = dl_ir_array_attr(p->ctx, elems.n, (const dlti_attr *const *)elems.data);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

static dlti_status parse_attr_dict_body(parser *p, vec *elems, smap *seen,
                                        const dlti_op *op)
{
    TRY(expect(p, DL_TOK_LBRACE, "expected '{' in attribute dictionary"));
    if (consume_if(p, DL_TOK_RBRACE))
        return DLTI_OK;
    do {
        const char *name = NULL;
        size_t len = 0;
        if (is(p, DL_TOK_STRING)) {
            TRY(dl_text_tok_string(p, p->tok, &name, &len));
        } else if (is(p, DL_TOK_BARE) || is(p, DL_TOK_INTTYPE)) {
            len = p->tok.len;
            name = dl_text_intern(p, ttext(p, p->tok), len);
            if (!name)
                return DLTI_ERR_NOMEM;
        } else {
            return dl_text_err_wrong(p, "expected attribute name");
        }
        if (len == 0)
            return dl_text_err_cur(p, "expected valid attribute name");
        if (smap_get(seen, name, len))
            return dl_text_err_cur(p, "duplicate key '%.*s' in dictionary attribute",
                           (int)len, name);
        if (!dl_text_smap_put(seen, name, len, (void *)name))
            return nomem(p);
        next(p);
        dl_named_attr na;
        na.name = name;
        if (consume_if(p, DL_TOK_EQUAL)) {
            size_t specs = p->written.count;
            TRY(dl_text_parse_attr(p, &na.value));
            if (op && p->written.count != specs)
                TRY(dl_text_written_op_attr(p, op, name, len, na.value));
        } else {
            na.value = dl_ir_unit_attr(p->ctx);
            if (!na.value)
                return DLTI_ERR_NOMEM;
        }
        TRY(VEC_PUSH(p, *elems, dl_named_attr, na));
    } while (consume_if(p, DL_TOK_COMMA));
    return expect(p, DL_TOK_RBRACE, "expected '}' in attribute dictionary");
}

static dlti_status parse_dict(parser *p, const dlti_op *op,
                              const dlti_attr **out)
{
    vec elems = {0};
    smap seen = {0};
    dlti_status st = parse_attr_dict_body(p, &elems, &seen, op);
    dl_text_smap_free(&seen);
    if (st != DLTI_OK)
        return st;
    *out = dl_ir_dict_attr(p->ctx, elems.n, (const dl_named_attr *)elems.data);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

dlti_status dl_text_parse_attr_dict(parser *p, const dlti_attr **out)
{
    return parse_dict(p, NULL, out);
}

dlti_status dl_text_parse_op_attrs(parser *p, const dlti_op *op,
                              const dlti_attr **out)
{
    return parse_dict(p, op, out);
}

/* ---- builtin attributes kept as text ------------------------------------ */

static dlti_status parse_affine_attr(parser *p, const dlti_attr **out)
{
    size_t start = p->tok.off;
    bool is_map = is_kw(p, "affine_map");
    next(p);
    TRY(expect(p, DL_TOK_LESS, is_map ? "expected '<' in affine map"
                                      : "expected '<' in integer set"));
    size_t depth = 0;
    for (;;) {
        if (is(p, DL_TOK_EOF) || is(p, DL_TOK_ERROR))
            return dl_text_err_wrong(p, is_map ? "expected '>' in affine map"
                                       : "expected '>' in integer set");
        if (depth == 0 && is(p, DL_TOK_GREATER))
            break;
        if (is(p, DL_TOK_LPAREN) || is(p, DL_TOK_LSQUARE) || is(p, DL_TOK_LBRACE))
            depth++;
        else if (is(p, DL_TOK_RPAREN) || is(p, DL_TOK_RSQUARE) ||
                 is(p, DL_TOK_RBRACE)) {
            if (depth == 0)
                return dl_text_err_cur(p, is_map ? "expected '>' in affine map"
                                         : "expected '>' in integer set");
            depth--;
        }
        next(p);
    }
    next(p);
    return dl_text_raw_attr_since(p, start, out);
}

static dlti_status parse_distinct_attr(parser *p, const dlti_attr **out)
{
    size_t start = p->tok.off;
    next(p);
    TRY(expect(p, DL_TOK_LSQUARE, "expected '[' after 'distinct'"));
    dl_token t = p->tok;
    TRY(expect(p, DL_TOK_INT, "expected distinct ID"));
    uint64_t v = 0;
    if (!dl_text_tok_uint64(&p->lx, t, &v))
        return dl_text_err_cur(p, "expected an unsigned 64-bit integer");
    TRY(expect(p, DL_TOK_RSQUARE, "expected ']' to close distinct ID"));
    TRY(expect(p, DL_TOK_LESS, "expected '<' after distinct ID"));
    if (!consume_if(p, DL_TOK_GREATER)) {
        const dlti_attr *a = NULL;
        dlti_status st = dl_text_parse_attr(p, &a);
        if (st != DLTI_OK) {
            if (st == DLTI_ERR_PARSE)
                dl_text_err_cur(p, "expected attribute");
            return st;
        }
        TRY(expect(p, DL_TOK_GREATER, "expected '>' to close distinct attribute"));
    }
    return dl_text_raw_attr_since(p, start, out);
}

static dlti_status parse_dense_resource_attr(parser *p, const dlti_attr **out)
{
    size_t start = p->tok.off;
    next(p);
    TRY(expect(p, DL_TOK_LESS, "expected '<' after 'dense_resource'"));
    if (!dl_text_tok_is_keyword(p->tok))
        return dl_text_err_cur(p, "expected identifier key for 'resource' entry");
    next(p);
    TRY(expect(p, DL_TOK_GREATER, "expected '>'"));
    size_t type_loc = p->tok.off;
    TRY(expect(p, DL_TOK_COLON, "expected ':'"));
    const dlti_type *t = NULL;
    TRY(dl_text_parse_type(p, &t));
    if (!dl_text_shaped_kind(t))
        return dl_text_err_at(p, type_loc, "`dense_resource` expected a shaped type");
    return dl_text_raw_attr_since(p, start, out);
}

static dlti_status parse_sparse_attr(parser *p, const dlti_attr **out)
{
    size_t start = p->tok.off;
    next(p);
    TRY(expect(p, DL_TOK_LESS, "Expected '<' after 'sparse'"));
    if (!consume_if(p, DL_TOK_GREATER)) {
        tlit a, b;
        memset(&a, 0, sizeof a);
        memset(&b, 0, sizeof b);
        TRY(dl_text_lit_parse(p, &a, false));
        TRY(expect(p, DL_TOK_COMMA, "expected ','"));
        TRY(dl_text_lit_parse(p, &b, true));
        TRY(expect(p, DL_TOK_GREATER, "expected '>'"));
    }
    const dlti_type *t = NULL;
    TRY(dl_text_parse_elements_type(p, start, &t));
    return dl_text_raw_attr_since(p, start, out);
}

/* ---- the attribute switch ----------------------------------------------- */

static dlti_status parse_attr_body(parser *p, const dlti_attr **out)
{
    switch (p->tok.kind) {
    case DL_TOK_BARE:
        if (is_kw(p, "affine_map"))
            return dl_text_parse_affine_map(p, out);
        if (is_kw(p, "affine_set"))
            return parse_affine_attr(p, out);
        if (is_kw(p, "array"))
            return dl_text_parse_dense_array(p, out);
        if (is_kw(p, "dense"))
            return dl_text_parse_dense_attr(p, out);
        if (is_kw(p, "dense_resource"))
            return parse_dense_resource_attr(p, out);
        if (is_kw(p, "true") || is_kw(p, "false")) {
            *out = dl_ir_bool_attr(p->ctx, is_kw(p, "true"));
            next(p);
            return *out ? DLTI_OK : DLTI_ERR_NOMEM;
        }
        if (is_kw(p, "loc"))
            return dl_text_parse_loc_attr(p, out);
        if (is_kw(p, "sparse"))
            return parse_sparse_attr(p, out);
        if (is_kw(p, "strided"))
            return dl_text_parse_strided(p, out);
        if (is_kw(p, "contiguous")) /* beyond MLIR 22 */
            return dl_text_parse_contiguous(p, out);
        if (is_kw(p, "distinct"))
            return parse_distinct_attr(p, out);
        if (is_kw(p, "unit")) {
            next(p);
            *out = dl_ir_unit_attr(p->ctx);
            return *out ? DLTI_OK : DLTI_ERR_NOMEM;
        }
        break;
    case DL_TOK_LSQUARE:
        return parse_array_attr(p, out);
    case DL_TOK_LBRACE:
        return dl_text_parse_attr_dict(p, out);
    case DL_TOK_HASH:
        return dl_text_parse_extended_attr(p, out);
    case DL_TOK_FLOAT:
        return parse_float_attr(p, false, out);
    case DL_TOK_INT:
        return parse_int_attr(p, false, out);
    case DL_TOK_MINUS:
        next(p);
        if (is(p, DL_TOK_INT))
            return parse_int_attr(p, true, out);
        if (is(p, DL_TOK_FLOAT))
            return parse_float_attr(p, true, out);
        return dl_text_err_wrong(p, "expected constant integer or floating point value");
    case DL_TOK_STRING:
        return parse_string_attr(p, out);
    case DL_TOK_AT:
        return parse_symref_attr(p, out);
    default:
        break;
    }
    if (!dl_text_type_may_start(p))
        return dl_text_err_wrong(p, "expected attribute value");
    const dlti_type *t = NULL;
    TRY(dl_text_parse_type(p, &t));
    *out = dl_ir_type_attr(p->ctx, t);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

dlti_status dl_text_parse_attr(parser *p, const dlti_attr **out)
{
    TRY(enter(p));
    dlti_status st = parse_attr_body(p, out);
    leave(p);
    return st;
}
