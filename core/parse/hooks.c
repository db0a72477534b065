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
