/* lex.c - the MLIR-syntax lexer.
 *
 * Token grammar and error messages follow mlir/lib/AsmParser/Lexer.cpp.
 * The buffer is not NUL-terminated: every read is bounds-checked, and the
 * end of the buffer behaves like MLIR's terminating NUL.
 */
#include "lex.h"

#include <string.h>

static bool is_alpha(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
static bool is_digit(int c) { return c >= '0' && c <= '9'; }
static bool is_xdigit(int c)
{
    return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}
static int xdigit_val(int c)
{
    if (is_digit(c))
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    return c - 'A' + 10;
}
/* id-punct of prefixed identifiers: $ . _ - */
static bool is_id_punct(int c)
{
    return c == '$' || c == '.' || c == '_' || c == '-';
}

/* The character at `off`, or 0 past the end (MLIR's terminating NUL). */
static int at(const dl_lexer *lx, size_t off)
{
    return off < lx->len ? (unsigned char)lx->buf[off] : 0;
}

void dl_lex_init(dl_lexer *lx, const char *buf, size_t len,
                 unsigned first_line)
{
    memset(lx, 0, sizeof(*lx));
    lx->buf = buf;
    lx->len = len;
    lx->first_line = first_line ? first_line : 1;
    lx->cache_line = lx->first_line;
}

void dl_lex_reset(dl_lexer *lx, size_t off)
{
    lx->pos = off <= lx->len ? off : lx->len;
}

void dl_lex_linecol(dl_lexer *lx, size_t off, unsigned *line, unsigned *col)
{
    if (off > lx->len)
        off = lx->len;
    if (off < lx->cache_off) {
        lx->cache_off = 0;
        lx->cache_line_start = 0;
        lx->cache_line = lx->first_line;
    }
    size_t i = lx->cache_off;
    const char *nl;
    while (i < off && (nl = memchr(lx->buf + i, '\n', off - i)) != NULL) {
        i = (size_t)(nl - lx->buf) + 1;
        lx->cache_line++;
        lx->cache_line_start = i;
    }
    lx->cache_off = off;
    *line = lx->cache_line;
    size_t c = off - lx->cache_line_start + 1;
    *col = c > 0xFFFFFFFFu ? 0xFFFFFFFFu : (unsigned)c;
}

static dl_token form(dl_lexer *lx, dl_tok_kind kind, size_t start)
{
    dl_token t;
    t.kind = kind;
    t.off = start;
    t.len = lx->pos - start;
    return t;
}

static dl_token lex_error(dl_lexer *lx, size_t start, size_t err_off,
                          const char *msg)
{
    lx->err_msg = msg;
    lx->err_off = err_off;
    dl_token t;
    t.kind = DL_TOK_ERROR;
    t.off = start;
    t.len = lx->pos > start ? lx->pos - start : 0;
    return t;
}

/* Lexes the rest of a string literal whose opening quote is at pos - 1. */
static dl_token lex_string(dl_lexer *lx, size_t start, dl_tok_kind kind)
{
    for (;;) {
        if (lx->pos >= lx->len) {
            /* EOF: MLIR reports at the position of its terminating NUL. */
            return lex_error(lx, start, lx->len,
                             "expected '\"' in string literal");
        }
        int c = at(lx, lx->pos++);
        switch (c) {
        case '"':
            return form(lx, kind, start);
        case '\n':
        case '\v':
        case '\f':
            return lex_error(lx, start, lx->pos - 1,
                             "expected '\"' in string literal");
        case '\\': {
            int n = at(lx, lx->pos);
            if (lx->pos < lx->len &&
                (n == '"' || n == '\\' || n == 'n' || n == 't')) {
                lx->pos++;
            } else if (lx->pos + 1 < lx->len && is_xdigit(n) &&
                       is_xdigit(at(lx, lx->pos + 1))) {
                lx->pos += 2;
            } else {
                return lex_error(lx, start, lx->pos - 1,
                                 "unknown escape in string literal");
            }
            break;
        }
        default:
            /* includes NUL characters inside the buffer */
            break;
        }
    }
}

static bool is_keyword_char(int c)
{
    return is_alpha(c) || is_digit(c) || c == '_' || c == '$' || c == '.';
}

static dl_token lex_bare(dl_lexer *lx, size_t start)
{
    while (lx->pos < lx->len && is_keyword_char(at(lx, lx->pos)))
        lx->pos++;
    const char *s = lx->buf + start;
    size_t n = lx->pos - start;
    size_t skip = 0;
    if (n > 1 && s[0] == 'i')
        skip = 1;
    else if (n > 2 && s[1] == 'i' && (s[0] == 's' || s[0] == 'u'))
        skip = 2;
    if (skip) {
        bool all_digits = true;
        for (size_t i = skip; i < n; i++)
            if (!is_digit((unsigned char)s[i])) {
                all_digits = false;
                break;
            }
        if (all_digits)
            return form(lx, DL_TOK_INTTYPE, start);
    }
    return form(lx, DL_TOK_BARE, start);
}

static dl_token lex_at(dl_lexer *lx, size_t start)
{
    int c = at(lx, lx->pos);
    bool at_end = lx->pos >= lx->len;
    lx->pos++;
    if (!at_end && c == '"') {
        dl_token s = lex_string(lx, start, DL_TOK_AT);
        return s;
    }
    if (at_end || (!is_alpha(c) && c != '_')) {
        if (lx->pos > lx->len)
            lx->pos = lx->len;
        return lex_error(lx, start, start + 1,
                         "@ identifier expected to start with letter or '_'");
    }
    while (lx->pos < lx->len && is_keyword_char(at(lx, lx->pos)))
        lx->pos++;
    return form(lx, DL_TOK_AT, start);
}

static dl_token lex_prefixed(dl_lexer *lx, size_t start)
{
    dl_tok_kind kind;
    const char *err;
    switch (lx->buf[start]) {
    case '#':
        kind = DL_TOK_HASH;
        err = "invalid attribute name";
        break;
    case '%':
        kind = DL_TOK_PERCENT;
        err = "invalid SSA name";
        break;
    case '^':
        kind = DL_TOK_CARET;
        err = "invalid block name";
        break;
    default:
        kind = DL_TOK_BANG;
        err = "invalid type identifier";
        break;
    }
    int c = at(lx, lx->pos);
    if (lx->pos < lx->len && is_digit(c)) {
        while (lx->pos < lx->len && is_digit(at(lx, lx->pos)))
            lx->pos++;
    } else if (lx->pos < lx->len && (is_alpha(c) || is_id_punct(c))) {
        do {
            lx->pos++;
        } while (lx->pos < lx->len &&
                 (is_alpha(at(lx, lx->pos)) || is_digit(at(lx, lx->pos)) ||
                  is_id_punct(at(lx, lx->pos))));
    } else {
        return lex_error(lx, start, start, err);
    }
    return form(lx, kind, start);
}

static dl_token lex_number(dl_lexer *lx, size_t start)
{
    /* pos is just after the first digit */
    if (lx->buf[start] == '0' && at(lx, lx->pos) == 'x' &&
        lx->pos < lx->len) {
        /* `0xi32` is the integer 0 followed by the identifier `xi32` */
        if (lx->pos + 1 >= lx->len || !is_xdigit(at(lx, lx->pos + 1)))
            return form(lx, DL_TOK_INT, start);
        lx->pos += 2;
        while (lx->pos < lx->len && is_xdigit(at(lx, lx->pos)))
            lx->pos++;
        return form(lx, DL_TOK_INT, start);
    }
    while (lx->pos < lx->len && is_digit(at(lx, lx->pos)))
        lx->pos++;
    if (lx->pos >= lx->len || at(lx, lx->pos) != '.')
        return form(lx, DL_TOK_INT, start);
    lx->pos++;
    while (lx->pos < lx->len && is_digit(at(lx, lx->pos)))
        lx->pos++;
    int c = at(lx, lx->pos);
    if (lx->pos < lx->len && (c == 'e' || c == 'E')) {
        int c1 = at(lx, lx->pos + 1);
        int c2 = at(lx, lx->pos + 2);
        bool ok1 = lx->pos + 1 < lx->len && is_digit(c1);
        bool ok2 = lx->pos + 2 < lx->len && (c1 == '-' || c1 == '+') &&
                   is_digit(c2);
        if (ok1 || ok2) {
            lx->pos += 2;
            while (lx->pos < lx->len && is_digit(at(lx, lx->pos)))
                lx->pos++;
        }
    }
    return form(lx, DL_TOK_FLOAT, start);
}

dl_token dl_lex_next(dl_lexer *lx)
{
    for (;;) {
        size_t start = lx->pos;
        if (start >= lx->len) {
            dl_token t;
            t.kind = DL_TOK_EOF;
            t.off = lx->len;
            t.len = 0;
            return t;
        }
        int c = at(lx, lx->pos++);
        switch (c) {
        case ' ':
        case '\t':
        case '\n':
        case '\r':
        case 0: /* a NUL inside the buffer is skipped, as in MLIR */
            continue;
        case '_':
            return lex_bare(lx, start);
        case ':':
            return form(lx, DL_TOK_COLON, start);
        case ',':
            return form(lx, DL_TOK_COMMA, start);
        case '.':
            if (lx->pos + 1 < lx->len && at(lx, lx->pos) == '.' &&
                at(lx, lx->pos + 1) == '.') {
                lx->pos += 2;
                return form(lx, DL_TOK_ELLIPSIS, start);
            }
            return lex_error(lx, start, lx->pos,
                             "expected three consecutive dots for an ellipsis");
        case '(':
            return form(lx, DL_TOK_LPAREN, start);
        case ')':
            return form(lx, DL_TOK_RPAREN, start);
        case '{':
            if (lx->pos + 1 < lx->len && at(lx, lx->pos) == '-' &&
                at(lx, lx->pos + 1) == '#') {
                lx->pos += 2;
                return form(lx, DL_TOK_META_BEGIN, start);
            }
            return form(lx, DL_TOK_LBRACE, start);
        case '}':
            return form(lx, DL_TOK_RBRACE, start);
        case '[':
            return form(lx, DL_TOK_LSQUARE, start);
        case ']':
            return form(lx, DL_TOK_RSQUARE, start);
        case '<':
            return form(lx, DL_TOK_LESS, start);
        case '>':
            return form(lx, DL_TOK_GREATER, start);
        case '=':
            return form(lx, DL_TOK_EQUAL, start);
        case '+':
            return form(lx, DL_TOK_PLUS, start);
        case '*':
            return form(lx, DL_TOK_STAR, start);
        case '-':
            if (lx->pos < lx->len && at(lx, lx->pos) == '>') {
                lx->pos++;
                return form(lx, DL_TOK_ARROW, start);
            }
            return form(lx, DL_TOK_MINUS, start);
        case '?':
            return form(lx, DL_TOK_QUESTION, start);
        case '|':
            return form(lx, DL_TOK_VBAR, start);
        case '/':
            if (lx->pos < lx->len && at(lx, lx->pos) == '/') {
                /* skip the comment up to the end of the line */
                lx->pos++;
                while (lx->pos < lx->len) {
                    int d = at(lx, lx->pos++);
                    if (d == '\n' || d == '\r')
                        break;
                }
                continue;
            }
            return form(lx, DL_TOK_SLASH, start);
        case '@':
            return lex_at(lx, start);
        case '#':
            if (lx->pos + 1 < lx->len && at(lx, lx->pos) == '-' &&
                at(lx, lx->pos + 1) == '}') {
                lx->pos += 2;
                return form(lx, DL_TOK_META_END, start);
            }
            return lex_prefixed(lx, start);
        case '!':
        case '^':
        case '%':
            return lex_prefixed(lx, start);
        case '"':
            return lex_string(lx, start, DL_TOK_STRING);
        default:
            if (is_digit(c))
                return lex_number(lx, start);
            if (is_alpha(c))
                return lex_bare(lx, start);
            return lex_error(lx, start, start, "unexpected character");
        }
    }
}

bool dl_tok_is(const dl_lexer *lx, dl_token t, const char *spelling)
{
    size_t n = strlen(spelling);
    return t.len == n && memcmp(lx->buf + t.off, spelling, n) == 0;
}

bool dl_tok_uint64(const dl_lexer *lx, dl_token t, uint64_t *v)
{
    const char *s = lx->buf + t.off;
    size_t n = t.len;
    uint64_t r = 0;
    if (n > 2 && s[0] == '0' && s[1] == 'x') {
        for (size_t i = 2; i < n; i++) {
            if (!is_xdigit((unsigned char)s[i]))
                return false;
            if (r >> 60)
                return false;
            r = (r << 4) | (uint64_t)xdigit_val((unsigned char)s[i]);
        }
    } else {
        if (n == 0)
            return false;
        for (size_t i = 0; i < n; i++) {
            if (!is_digit((unsigned char)s[i]))
                return false;
            uint64_t d = (uint64_t)(s[i] - '0');
            if (r > (UINT64_MAX - d) / 10)
                return false;
            r = r * 10 + d;
        }
    }
    *v = r;
    return true;
}

size_t dl_tok_unescape(const dl_lexer *lx, dl_token t, char *out)
{
    const char *s = lx->buf + t.off;
    size_t n = t.len;
    /* drop the quotes (and the '@' of @"...") */
    size_t b = (t.kind == DL_TOK_AT) ? 2 : 1;
    if (n < b + 1)
        return 0;
    size_t e = n - 1;
    size_t o = 0;
    for (size_t i = b; i < e;) {
        char c = s[i++];
        if (c != '\\' || i >= e) {
            out[o++] = c;
            continue;
        }
        char c1 = s[i++];
        switch (c1) {
        case '"':
        case '\\':
            out[o++] = c1;
            continue;
        case 'n':
            out[o++] = '\n';
            continue;
        case 't':
            out[o++] = '\t';
            continue;
        default:
            break;
        }
        if (i >= e) {
            out[o++] = c1;
            continue;
        }
        char c2 = s[i++];
        out[o++] = (char)((xdigit_val((unsigned char)c1) << 4) |
                          xdigit_val((unsigned char)c2));
    }
    return o;
}
