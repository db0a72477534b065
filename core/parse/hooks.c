/* hooks.c - the parser API of plugin.h (dlti_parser_*), for the parse
 * hooks of dialect types, attributes and ops. */
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
    int k = punct_kind(punct);
    return k >= 0 && p->tok.kind == (dl_tok_kind)k;
}

const char *dlti_parser_peek_keyword(dlti_parser *p)
{
    if (!p || !dl_tok_is_keyword(p->tok))
        return NULL;
    return dl_intern(p, ttext(p, p->tok), p->tok.len);
}

dlti_status dlti_parser_expect(dlti_parser *p, const char *punct)
{
    if (!p || !punct)
        return DLTI_ERR_MISUSE;
    if (dlti_parser_consume(p, punct))
        return DLTI_OK;
    if (strcmp(punct, "x") == 0)
        return dl_err_wrong(p, "expected 'x' in dimension list");
    return dl_err_wrong(p, "expected '%s'", punct);
}

dlti_status dlti_parser_keyword(dlti_parser *p, const char **s)
{
    if (!p || !s)
        return DLTI_ERR_MISUSE;
    if (!dl_tok_is_keyword(p->tok))
        return dl_cerr_at(p, p->tok.off, "expected valid keyword");
    *s = dl_intern(p, ttext(p, p->tok), p->tok.len);
    if (!*s)
        return DLTI_ERR_NOMEM;
    next(p);
    return DLTI_OK;
}

int dlti_parser_consume_keyword(dlti_parser *p, const char *kw)
{
    if (!p || !kw || !dl_tok_is_keyword(p->tok) ||
        !dl_tok_is(&p->lx, p->tok, kw))
        return 0;
    next(p);
    return 1;
}

dlti_status dlti_parser_uint64(dlti_parser *p, uint64_t *v)
{
    if (!p || !v)
        return DLTI_ERR_MISUSE;
    return dl_parse_mlir_integer(p, false, v);
}

dlti_status dlti_parser_string(dlti_parser *p, const char **s, size_t *len)
{
    if (!p || !s)
        return DLTI_ERR_MISUSE;
    if (!is(p, DL_TOK_STRING))
        return dl_cerr_at(p, p->tok.off, "expected string");
    TRY(dl_tok_string(p, p->tok, s, len));
    next(p);
    return DLTI_OK;
}

dlti_status dlti_parser_type(dlti_parser *p, const dlti_type **t)
{
    if (!p || !t)
        return DLTI_ERR_MISUSE;
    return dl_parse_type(p, t);
}

dlti_status dlti_parser_attr(dlti_parser *p, const dlti_attr **a)
{
    if (!p || !a)
        return DLTI_ERR_MISUSE;
    return dl_parse_attr(p, a);
}

dlti_status dlti_parser_error(dlti_parser *p, const char *fmt, ...)
{
    if (!p || !fmt)
        return DLTI_ERR_MISUSE;
    va_list ap;
    va_start(ap, fmt);
    dlti_status st = dl_verr(p, p->tok.off, true, DLTI_ERR_PARSE, fmt, ap);
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
        TRY(dl_parse_mlir_integer(p, false, &m));
    } else {
        if (is(p, DL_TOK_MINUS) || is_kw(p, "true") || is_kw(p, "false"))
            return dl_err_at(p, p->tok.off, "expected integer value");
        /* A magnitude beyond 64 bits is reported at the minus sign, where
         * MLIR's range check reports it (unprefixed messages only, as
         * MLIR's custom-op parser reports its own where it is). */
        TRY(dl_parse_mlir_integer_at(p, false, p->custom_op ? p->tok.off : start,
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
    if (!dl_type_may_start(p))
        return DLTI_OK;
    return dl_parse_type(p, t);
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
