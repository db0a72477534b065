/* plugin_parser.c - the parser API of plugin.h (dlti_parser_*), for the parse
 * hooks of dialect types, attributes and ops: tokens, integers, strings,
 * types, attributes, and for ops symbol names, attribute dictionaries,
 * inherent attributes and regions. */
#include "config.h"

#include "parser.h"

/* ===================================================================== */
/* Parser access for dialect hooks (plugin.h)                             */
/* ===================================================================== */

dlti_loc dlti_parser_loc(dlti_parser *p)
{
    dlti_loc none = {0};
    return p ? loc_at(p, p->tok.off) : none;
}

dlti_context *dlti_parser_context(dlti_parser *p)
{
    return p ? p->ctx : NULL;
}

int dlti_parser_file_scope(const dlti_parser *p)
{
    return p && p->file_scope;
}

static int punct_kind(const char *punct)
{
    static const struct {
        const char *s;
        dl_tok_kind k;
    } table[] = {
        {"<", DL_TOK_LESS},     {">", DL_TOK_GREATER},  {",", DL_TOK_COMMA},
        {"=", DL_TOK_EQUAL},    {"(", DL_TOK_LPAREN},   {")", DL_TOK_RPAREN},
        {"[", DL_TOK_LSQUARE},  {"]", DL_TOK_RSQUARE},  {"{", DL_TOK_LBRACE},
        {"}", DL_TOK_RBRACE},   {":", DL_TOK_COLON},    {"?", DL_TOK_QUESTION},
        {"*", DL_TOK_STAR},     {"->", DL_TOK_ARROW},   {"-", DL_TOK_MINUS},
        {"+", DL_TOK_PLUS},     {"|", DL_TOK_VBAR},     {"...", DL_TOK_ELLIPSIS},
    };
    for (size_t i = 0; i < sizeof table / sizeof *table; i++)
        if (strcmp(punct, table[i].s) == 0)
            return (int)table[i].k;
    return -1;
}

int dlti_parser_consume(dlti_parser *p, const char *punct)
{
    if (!p || !punct)
        return 0;
    if (strcmp(punct, "x") == 0) {
        if (p->tok.kind != DL_TOK_BARE || ttext(p, p->tok)[0] != 'x')
            return 0;
        reset_to(p, p->tok.off + 1);
        return 1;
    }
    int k = punct_kind(punct);
    return k >= 0 && consume_if(p, (dl_tok_kind)k);
}

int dlti_parser_peek(dlti_parser *p, const char *punct)
{
    if (!p || !punct)
        return 0;
    if (strcmp(punct, "x") == 0)
        return p->tok.kind == DL_TOK_BARE && ttext(p, p->tok)[0] == 'x';
    if (strcmp(punct, "\"") == 0) /* a string literal, as parseOptionalString */
        return p->tok.kind == DL_TOK_STRING;
    int k = punct_kind(punct);
    return k >= 0 && p->tok.kind == (dl_tok_kind)k;
}

const char *dlti_parser_peek_keyword(dlti_parser *p)
{
    if (!p || !dl_text_tok_is_keyword(p->tok))
        return NULL;
    return dl_text_intern(p, ttext(p, p->tok), p->tok.len);
}

dlti_status dlti_parser_expect(dlti_parser *p, const char *punct)
{
    if (!p || !punct)
        return DLTI_ERR_MISUSE;
    if (dlti_parser_consume(p, punct))
        return DLTI_OK;
    if (strcmp(punct, "x") == 0)
        return dl_text_err_wrong(p, "expected 'x' in dimension list");
    return dl_text_err_wrong(p, "expected '%s'", punct);
}

dlti_status dlti_parser_keyword(dlti_parser *p, const char **s)
{
    if (!p || !s)
        return DLTI_ERR_MISUSE;
    if (!dl_text_tok_is_keyword(p->tok))
        return dl_text_cerr_at(p, p->tok.off, "expected valid keyword");
    *s = dl_text_intern(p, ttext(p, p->tok), p->tok.len);
    if (!*s)
        return DLTI_ERR_NOMEM;
    next(p);
    return DLTI_OK;
}

int dlti_parser_consume_keyword(dlti_parser *p, const char *kw)
{
    if (!p || !kw || !dl_text_tok_is_keyword(p->tok) ||
        !dl_text_tok_is(&p->lx, p->tok, kw))
        return 0;
    next(p);
    return 1;
}

dlti_status dlti_parser_uint64(dlti_parser *p, uint64_t *v)
{
    if (!p || !v)
        return DLTI_ERR_MISUSE;
    return dl_text_parse_mlir_integer(p, false, v);
}

dlti_status dlti_parser_string(dlti_parser *p, const char **s, size_t *len)
{
    if (!p || !s)
        return DLTI_ERR_MISUSE;
    if (!is(p, DL_TOK_STRING))
        return dl_text_cerr_at(p, p->tok.off, "expected string");
    TRY(dl_text_tok_string(p, p->tok, s, len));
    next(p);
    return DLTI_OK;
}

dlti_status dlti_parser_type(dlti_parser *p, const dlti_type **t)
{
    if (!p || !t)
        return DLTI_ERR_MISUSE;
    return dl_text_parse_type(p, t);
}

dlti_status dlti_parser_attr(dlti_parser *p, const dlti_attr **a)
{
    if (!p || !a)
        return DLTI_ERR_MISUSE;
    return dl_text_parse_attr(p, a);
}

dlti_status dlti_parser_error(dlti_parser *p, const char *fmt, ...)
{
    if (!p || !fmt)
        return DLTI_ERR_MISUSE;
    va_list ap;
    va_start(ap, fmt);
    dlti_status st = dl_text_verr(p, p->tok.off, true, DLTI_ERR_PARSE, fmt, ap);
    va_end(ap);
    return st;
}

/* ---- Integers of a width, optional types and integers ------------------ */

/* Bits of the APInt MLIR's parser builds for the magnitude `m` of a
 * negative literal (StringRef::getAsInteger: 4 per digit; one more when the
 * top bit is set).  Decimal digits are assumed: a hexadecimal literal may
 * need fewer, so a few negative hex literals MLIR accepts are refused. */
static unsigned negative_literal_bits(uint64_t m)
{
    unsigned digits = 0;
    for (uint64_t x = m; x; x /= 10)
        digits++;
    unsigned bits = 4 * digits;
    if (bits <= 64 && (m >> (bits - 1)) & 1)
        bits++;
    return bits;
}

dlti_status dlti_parser_uint_n(dlti_parser *p, unsigned width, uint64_t *v)
{
    if (!p || !v || width == 0 || width > 64)
        return DLTI_ERR_MISUSE;
    uint64_t mask = width == 64 ? UINT64_MAX : (UINT64_C(1) << width) - 1;
    size_t start = p->tok.off;
    /* `true` is a 1-bit APInt, sign-extended to the width. */
    if (is_kw(p, "true") || is_kw(p, "false")) {
        *v = is_kw(p, "true") ? mask : 0;
        next(p);
        return DLTI_OK;
    }
    bool neg = consume_if(p, DL_TOK_MINUS);
    uint64_t m = 0;
    if (!neg) {
        TRY(dl_text_parse_mlir_integer(p, false, &m));
    } else {
        if (is(p, DL_TOK_MINUS) || is_kw(p, "true") || is_kw(p, "false"))
            return dl_text_err_at(p, p->tok.off, "expected integer value");
        /* A magnitude beyond 64 bits is reported at the minus sign, where
         * MLIR's range check reports it (unprefixed messages only, as
         * MLIR's custom-op parser reports its own where it is). */
        TRY(dl_text_parse_mlir_integer_at(p, false, p->custom_op ? p->tok.off : start,
                                     &m));
    }
    bool fits = neg ? m == 0 || negative_literal_bits(m) <= width
                    : (m & ~mask) == 0;
    if (!fits) {
        dlti_loc at = loc_at(p, start);
        return dl_error(p->ctx, DLTI_ERR_PARSE, &at, "integer value too large");
    }
    *v = neg ? (0 - m) & mask : m;
    return DLTI_OK;
}

/* MLIR's parseOptionalType: absent unless the token may start a type. */
dlti_status dlti_parser_optional_type(dlti_parser *p, const dlti_type **t)
{
    if (!p || !t)
        return DLTI_ERR_MISUSE;
    *t = NULL;
    if (is(p, DL_TOK_ERROR)) /* the lexer has said what is wrong */
        return DLTI_ERR_PARSE;
    if (!dl_text_type_may_start(p))
        return DLTI_OK;
    return dl_text_parse_type(p, t);
}

/* MLIR's parseOptionalInteger: absent unless an integer (or its minus
 * sign, or true/false) comes next. */
dlti_status dlti_parser_optional_uint_n(dlti_parser *p, unsigned width,
                                        uint64_t *v, int *present)
{
    if (!p || !v || !present)
        return DLTI_ERR_MISUSE;
    *present = 0;
    if (is(p, DL_TOK_ERROR)) /* the lexer has said what is wrong */
        return DLTI_ERR_PARSE;
    *present = is(p, DL_TOK_INT) || is(p, DL_TOK_MINUS) || is_kw(p, "true") ||
               is_kw(p, "false");
    return *present ? dlti_parser_uint_n(p, width, v) : DLTI_OK;
}

/* ---- Symbol names, attribute dictionaries, regions (for ops) ----------- */

/* MLIR's parseSymbolName: `@name` or `@"any string"`. */
dlti_status dlti_parser_symbol_name(dlti_parser *p, const char **name,
                                    size_t *len)
{
    if (!p || !name)
        return DLTI_ERR_MISUSE;
    if (!is(p, DL_TOK_AT))
        return dl_text_cerr_at(p, p->tok.off,
                          "expected valid '@'-identifier for symbol name");
    size_t n = 0;
    TRY(dl_text_symbol_name(p, p->tok, name, &n));
    if (len)
        *len = n;
    next(p);
    return DLTI_OK;
}

/* `dict` with `name` set to `value` (added or replaced); NULL when memory
 * is exhausted. */
static const dlti_attr *dict_with(dlti_context *ctx, const dlti_attr *dict,
                                  const char *name, const dlti_attr *value)
{
    const dl_dict_key *k = dict && dl_ir_attr_kind_of(dict) == DL_AT_DICT
                               ? dl_ir_dict(dict)
                               : NULL;
    size_t n = k ? k->n : 0;
    dl_named_attr *e = malloc((n + 1) * sizeof *e);
    if (!e)
        return NULL;
    size_t m = 0;
    for (size_t i = 0; i < n; i++)
        if (strcmp(k->elems[i].name, name) != 0)
            e[m++] = k->elems[i];
    e[m].name = dlti_intern(ctx, name, strlen(name));
    e[m].value = value;
    const dlti_attr *d = e[m].name ? dl_ir_dict_attr(ctx, m + 1, e) : NULL;
    free(e);
    return d;
}

dlti_status dlti_parser_set_inherent_attr(dlti_parser *p, dlti_op *op,
                                          const char *name,
                                          const dlti_attr *value)
{
    if (!p || !op || !name || !value)
        return DLTI_ERR_MISUSE;
    const dlti_attr *props = dict_with(op->ctx, op->props, name, value);
    if (!props)
        return dl_nomem(op->ctx);
    op->props = props;
    return DLTI_OK;
}

/* MLIR's parseOptionalAttrDict[WithKeyword] into the op: an inherent
 * name goes to the properties (replacing a value the op's syntax gave
 * before), the others to the discardable dictionary. */
dlti_status dlti_parser_op_attr_dict(dlti_parser *p, dlti_op *op,
                                     int with_keyword,
                                     const char *const *inherent)
{
    if (!p || !op)
        return DLTI_ERR_MISUSE;
    if (with_keyword) {
        if (!is_kw(p, "attributes"))
            return DLTI_OK;
        next(p);
    } else if (!is(p, DL_TOK_LBRACE)) {
        return DLTI_OK;
    }
    const dlti_attr *dict = NULL;
    TRY(dl_text_parse_op_attrs(p, op, &dict));
    const dl_dict_key *k = dl_ir_dict(dict);
    dl_named_attr *keep = malloc((k->n ? k->n : 1) * sizeof *keep);
    if (!keep)
        return nomem(p);
    size_t m = 0;
    dlti_status st = DLTI_OK;
    for (size_t i = 0; i < k->n && !st; i++) {
        bool is_inherent = false;
        for (size_t j = 0; inherent && inherent[j]; j++)
            if (strcmp(k->elems[i].name, inherent[j]) == 0)
                is_inherent = true;
        if (is_inherent)
            st = dlti_parser_set_inherent_attr(p, op, k->elems[i].name,
                                               k->elems[i].value);
        else
            keep[m++] = k->elems[i];
    }
    if (!st && m != k->n)
        dict = dl_ir_dict_attr(p->ctx, m, keep);
    free(keep);
    TRY(st);
    if (!dict)
        return DLTI_ERR_NOMEM;
    /* Attributes named before (by the op's syntax) stay unless repeated. */
    const dl_dict_key *old = op->attrs ? dl_ir_dict(op->attrs) : NULL;
    for (size_t i = 0; old && i < old->n && dict; i++)
        if (!dl_ir_dict_get(dict, old->elems[i].name))
            dict = dict_with(p->ctx, dict, old->elems[i].name,
                             old->elems[i].value);
    if (!dict)
        return dl_nomem(p->ctx);
    op->attrs = dict;
    return DLTI_OK;
}

/* MLIR's parseRegion without arguments, as the op's next region. */
dlti_status dlti_parser_region(dlti_parser *p, dlti_op *op,
                               const char *default_dialect, int single_block)
{
    if (!p || !op)
        return DLTI_ERR_MISUSE;
    if (op->nregions >= UINT_MAX / 2)
        return dl_text_err_cur(p, "too many regions");
    dl_region *r = dl_text_ir_alloc(p, (op->nregions + 1) * sizeof *r);
    if (!r)
        return DLTI_ERR_NOMEM;
    if (op->nregions)
        memcpy(r, op->regions, op->nregions * sizeof *r);
    op->regions = r;
    r += op->nregions++;
    const char *dd = dl_text_intern(p, default_dialect ? default_dialect : "",
                               default_dialect ? strlen(default_dialect) : 0);
    if (!dd)
        return DLTI_ERR_NOMEM;
    TRY(VEC_PUSH(p, p->dialects, const char *, dd));
    dlti_status st = dl_text_parse_region(p, op, r, NULL, 0, false);
    p->dialects.n--;
    TRY(st);
    if (single_block && !r->first) {
        /* MLIR's parsers of SingleBlock ops give an empty body its block. */
        dl_block *b = dl_text_new_block(p);
        if (!b)
            return DLTI_ERR_NOMEM;
        dl_text_region_append(r, b);
    }
    return DLTI_OK;
}
