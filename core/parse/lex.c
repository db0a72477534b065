/* lex.c - the MLIR-syntax lexer.
 *
 * Token grammar and error messages follow mlir/lib/AsmParser/Lexer.cpp.
 * The buffer is not NUL-terminated: every read is bounds-checked, and the
 * end of the buffer behaves like MLIR's terminating NUL.
 *
 * The lexer is on the hot path of parsing: character classes come from one
 * table, and loops keep the position in a local.
 */
#include "config.h"

#include "lex.h"

#include <stdlib.h>
#include <string.h>

/* Short names for the character classes of lex.h. */
enum {
    CC_ALPHA = DL_CC_ALPHA,
    CC_DIGIT = DL_CC_DIGIT,
    CC_XDIGIT = DL_CC_XDIGIT,
    CC_KW = DL_CC_KW,
    CC_ID = DL_CC_ID,
    CC_SPACE = DL_CC_SPACE,
    CC_STOP = DL_CC_STOP
};

#define LT (CC_ALPHA | CC_KW | CC_ID)   /* letter */
#define HX (LT | CC_XDIGIT)             /* letter that is a hex digit */
#define DG (CC_DIGIT | CC_XDIGIT | CC_KW | CC_ID)
#define PU (CC_KW | CC_ID)              /* $ . _ */
#define SP CC_SPACE
#define ST CC_STOP

const unsigned char dl_text_lex_class[256] = {
    /* 0x00 NUL .. 0x0f: \t \n \v \f \r */
    SP, 0, 0, 0, 0, 0, 0, 0, 0, SP, SP | ST, ST, ST, SP, 0, 0,
    /* 0x10 */
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    /* 0x20: space ! " # $ % & ' ( ) * + , - . / */
    SP, 0, ST, 0, PU, 0, 0, 0, 0, 0, 0, 0, 0, CC_ID, PU, 0,
    /* 0x30: 0-9 : ; < = > ? */
    DG, DG, DG, DG, DG, DG, DG, DG, DG, DG, 0, 0, 0, 0, 0, 0,
    /* 0x40: @ A-O */
    0, HX, HX, HX, HX, HX, HX, LT, LT, LT, LT, LT, LT, LT, LT, LT,
    /* 0x50: P-Z [ \ ] ^ _ */
    LT, LT, LT, LT, LT, LT, LT, LT, LT, LT, LT, 0, ST, 0, 0, PU,
    /* 0x60: ` a-o */
    0, HX, HX, HX, HX, HX, HX, LT, LT, LT, LT, LT, LT, LT, LT, LT,
    /* 0x70: p-z { | } ~ DEL */
    LT, LT, LT, LT, LT, LT, LT, LT, LT, LT, LT, 0, 0, 0, 0, 0,
    /* 0x80-0xff: nothing */
};

#undef LT
#undef HX
#undef DG
#undef PU
#undef SP
#undef ST

static bool has(int c, unsigned cls)
{
    return (dl_text_lex_class[(unsigned char)c] & cls) != 0;
}
static bool lex_is_alpha(int c) { return has(c, CC_ALPHA); }
static bool lex_is_digit(int c) { return has(c, CC_DIGIT); }
static bool is_xdigit(int c) { return has(c, CC_XDIGIT); }
static int xdigit_val(int c)
{
    if (lex_is_digit(c))
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    return c - 'A' + 10;
}

/* The character at `off`, or 0 past the end (MLIR's terminating NUL). */
static int at(const dl_lexer *lx, size_t off)
{
    return off < lx->len ? (unsigned char)lx->buf[off] : 0;
}

/* End of the run of characters of class `cls` starting at `pos`. */
static size_t skip_class(const dl_lexer *lx, size_t pos, unsigned cls)
{
    const unsigned char *b = (const unsigned char *)lx->buf;
    size_t len = lx->len;
    while (pos < len && (dl_text_lex_class[b[pos]] & cls))
        pos++;
    return pos;
}

void dl_text_lex_init(dl_lexer *lx, const char *buf, size_t len,
                 unsigned first_line)
{
    memset(lx, 0, sizeof(*lx));
    lx->buf = buf;
    lx->len = len;
    lx->first_line = first_line ? first_line : 1;
    lx->line = lx->first_line;
    lx->line_start = 0;
    lx->cache_line = lx->first_line;
}

/* The number of line ends in [from, to); *last is set after the last. */
static unsigned count_lines(const dl_lexer *lx, size_t from, size_t to,
                            size_t *last)
{
    unsigned n = 0;
    const char *nl;
    while (from < to && (nl = memchr(lx->buf + from, '\n', to - from))) {
        from = (size_t)(nl - lx->buf) + 1;
        *last = from;
        n++;
    }
    return n;
}

/* Bytes per line mark; a move or a location farther than this from what
 * the lexer knows finds its line through the marks. */
#define DL_LEX_BLOCK 4096

/* At byte i * DL_LEX_BLOCK: the line ends before it and where its line
 * starts. */
struct dl_lex_mark {
    size_t lines, line_start;
};

void dl_text_lex_free(dl_lexer *lx)
{
    free(lx->marks);
    lx->marks = NULL;
    lx->n_marks = lx->cap_marks = 0;
}

/* The line (counted from 0) and line start of `off`, through the marks,
 * made up to its block if they are not yet (each block is read once);
 * false when they cannot be allocated. */
static bool mark_locate(dl_lexer *lx, size_t off, size_t *lines,
                        size_t *line_start)
{
    size_t blk = off / DL_LEX_BLOCK;
    if (lx->marks_failed)
        return false;
    if (blk >= lx->n_marks) {
        if (blk >= lx->cap_marks) {
            size_t cap = lx->len / DL_LEX_BLOCK + 1;
            struct dl_lex_mark *m = realloc(lx->marks, cap * sizeof *m);
            if (!m) {
                lx->marks_failed = true;
                return false;
            }
            lx->marks = m;
            lx->cap_marks = cap;
        }
        if (!lx->n_marks)
            lx->marks[lx->n_marks++] = (struct dl_lex_mark){0, 0};
        while (lx->n_marks <= blk) {
            struct dl_lex_mark m = lx->marks[lx->n_marks - 1];
            size_t from = (lx->n_marks - 1) * DL_LEX_BLOCK;
            size_t to = lx->len - from < DL_LEX_BLOCK ? lx->len : from + DL_LEX_BLOCK;
            m.lines += count_lines(lx, from, to, &m.line_start);
            lx->marks[lx->n_marks++] = m;
        }
    }
    struct dl_lex_mark m = lx->marks[blk];
    *lines = m.lines + count_lines(lx, blk * DL_LEX_BLOCK, off, &m.line_start);
    *line_start = m.line_start;
    return true;
}

static bool far_apart(size_t a, size_t b)
{
    return (a > b ? a - b : b - a) > DL_LEX_BLOCK;
}

void dl_text_lex_reset(dl_lexer *lx, size_t off)
{
    size_t lines, start;
    if (off > lx->len)
        off = lx->len;
    /* Keep the line of the position; the lexer re-reads what it crosses
     * anyway, unless the move is far. */
    if (far_apart(off, lx->pos) && mark_locate(lx, off, &lines, &start)) {
        lx->line = lx->first_line + (unsigned)lines;
        lx->line_start = start;
    } else if (off >= lx->pos) {
        size_t last = SIZE_MAX;
        lx->line += count_lines(lx, lx->pos, off, &last);
        if (last != SIZE_MAX)
            lx->line_start = last;
    } else if (lx->line_start == SIZE_MAX || off < lx->line_start) {
        size_t last = 0;
        lx->line -= count_lines(lx, off, lx->pos, &last);
        lx->line_start = SIZE_MAX; /* unknown until the next line end */
    }
    lx->pos = off;
}

void dl_text_lex_linecol_search(dl_lexer *lx, size_t off, unsigned *line,
                           unsigned *col)
{
    if (off > lx->len)
        off = lx->len;
    size_t ls = lx->line_start;
    if (ls != SIZE_MAX && ls <= off &&
        (ls > lx->cache_off || off < lx->cache_off)) {
        /* the lexer's line is a closer start than the cache */
        lx->cache_off = ls;
        lx->cache_line = lx->line;
        lx->cache_line_start = ls;
    } else if (ls != SIZE_MAX && off < ls &&
               (off < lx->cache_off || ls - off < off - lx->cache_off)) {
        /* `off` is shortly before the lexer's line (an op whose name ends
         * a line): count back from there */
        size_t last = 0;
        unsigned back = count_lines(lx, off, ls, &last);
        size_t start = off;
        while (start > 0 && lx->buf[start - 1] != '\n')
            start--;
        lx->cache_off = off;
        lx->cache_line = lx->line - back;
        lx->cache_line_start = start;
    }
    size_t lines, start;
    if ((off < lx->cache_off || off - lx->cache_off > DL_LEX_BLOCK) &&
        mark_locate(lx, off, &lines, &start)) {
        lx->cache_off = off;
        lx->cache_line = lx->first_line + (unsigned)lines;
        lx->cache_line_start = start;
    }
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

static void form(dl_lexer *lx, dl_tok_kind kind, size_t start, dl_token *t)
{
    t->kind = kind;
    t->flags = 0;
    t->off = start;
    t->len = lx->pos - start;
}

static void lex_error(dl_lexer *lx, size_t start, size_t err_off,
                      const char *msg, dl_token *t)
{
    lx->err_msg = msg;
    lx->err_off = err_off;
    t->kind = DL_TOK_ERROR;
    t->flags = 0;
    t->off = start;
    t->len = lx->pos > start ? lx->pos - start : 0;
}

/* Offset of the first byte at or after `pos` that may end the plain part
 * of a string (a CC_STOP character), or the end of the buffer.  Op names
 * and attribute strings are mostly long plain runs, so eight bytes are
 * tested at a time where the byte order allows it. */
static size_t string_run_end(const dl_lexer *lx, size_t pos)
{
    const unsigned char *b = (const unsigned char *)lx->buf;
    size_t len = lx->len;
#if defined(__GNUC__) && defined(__BYTE_ORDER__) &&                            \
    __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    const uint64_t ones = UINT64_C(0x0101010101010101);
    const uint64_t highs = UINT64_C(0x8080808080808080);
    while (len - pos >= 8) {
        uint64_t w;
        memcpy(&w, b + pos, 8);
        uint64_t q = w ^ (ones * '"'), bs = w ^ (ones * '\\');
        /* Flags bytes equal to '"' or '\\' and bytes below 0x0d (which
         * include \n \v \f); the lowest flagged byte is always a real
         * match, bytes above it may be false alarms. */
        uint64_t m = ((q - ones) & ~q) | ((bs - ones) & ~bs) |
                     ((w - ones * 0x0d) & ~w);
        m &= highs;
        if (!m) {
            pos += 8;
            continue;
        }
        pos += (size_t)__builtin_ctzll(m) >> 3;
        if (dl_text_lex_class[b[pos]] & CC_STOP)
            return pos;
        pos++; /* a control character that is fine in strings */
    }
#endif
    while (pos < len && !(dl_text_lex_class[b[pos]] & CC_STOP))
        pos++;
    return pos;
}

/* Lexes the rest of a string literal whose opening quote is at pos - 1. */
static void lex_string(dl_lexer *lx, size_t start, dl_tok_kind kind,
                       dl_token *t)
{
    unsigned flags = 0;
    size_t pos = lx->pos;
    for (;;) {
        pos = string_run_end(lx, pos);
        if (pos >= lx->len) {
            /* EOF: MLIR reports at the position of its terminating NUL. */
            lx->pos = pos;
            lex_error(lx, start, lx->len, "expected '\"' in string literal", t);
            return;
        }
        int c = (unsigned char)lx->buf[pos++];
        if (c == '"') {
            lx->pos = pos;
            form(lx, kind, start, t);
            t->flags = flags;
            return;
        }
        if (c != '\\') {
            /* \n \v \f */
            lx->pos = pos;
            if (c == '\n') {
                lx->line++;
                lx->line_start = pos;
            }
            lex_error(lx, start, pos - 1, "expected '\"' in string literal", t);
            return;
        }
        flags |= DL_TOKF_ESCAPE;
        int n = at(lx, pos);
        if (pos < lx->len && (n == '"' || n == '\\' || n == 'n' || n == 't')) {
            pos++;
        } else if (pos + 1 < lx->len && is_xdigit(n) &&
                   is_xdigit(at(lx, pos + 1))) {
            pos += 2;
        } else {
            lx->pos = pos;
            lex_error(lx, start, pos - 1, "unknown escape in string literal",
                      t);
            return;
        }
    }
}

static void lex_bare(dl_lexer *lx, size_t start, dl_token *t)
{
    lx->pos = skip_class(lx, lx->pos, CC_KW);
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
            if (!lex_is_digit(s[i])) {
                all_digits = false;
                break;
            }
        if (all_digits) {
            form(lx, DL_TOK_INTTYPE, start, t);
            return;
        }
    }
    form(lx, DL_TOK_BARE, start, t);
}

static void lex_at(dl_lexer *lx, size_t start, dl_token *t)
{
    int c = at(lx, lx->pos);
    bool at_end = lx->pos >= lx->len;
    lx->pos++;
    if (!at_end && c == '"') {
        lex_string(lx, start, DL_TOK_AT, t);
        return;
    }
    if (at_end || (!lex_is_alpha(c) && c != '_')) {
        if (lx->pos > lx->len)
            lx->pos = lx->len;
        if (c == '\n' && !at_end) {
            /* the error token takes the line end */
            lx->line++;
            lx->line_start = lx->pos;
        }
        lex_error(lx, start, start + 1,
                  "@ identifier expected to start with letter or '_'", t);
        return;
    }
    lx->pos = skip_class(lx, lx->pos, CC_KW);
    form(lx, DL_TOK_AT, start, t);
}

/* #name %name ^name !name: `kind` and the error for a bad name. */
static void lex_prefixed(dl_lexer *lx, size_t start, dl_tok_kind kind,
                         const char *err, dl_token *t)
{
    int c = at(lx, lx->pos);
    if (lx->pos < lx->len && lex_is_digit(c)) {
        lx->pos = skip_class(lx, lx->pos + 1, CC_DIGIT);
    } else if (lx->pos < lx->len && has(c, CC_ID)) {
        lx->pos = skip_class(lx, lx->pos + 1, CC_ID);
    } else {
        lex_error(lx, start, start, err, t);
        return;
    }
    form(lx, kind, start, t);
}

static void lex_number(dl_lexer *lx, size_t start, dl_token *t)
{
    /* pos is just after the first digit */
    if (lx->buf[start] == '0' && at(lx, lx->pos) == 'x' &&
        lx->pos < lx->len) {
        /* `0xi32` is the integer 0 followed by the identifier `xi32` */
        if (lx->pos + 1 < lx->len && is_xdigit(at(lx, lx->pos + 1)))
            lx->pos = skip_class(lx, lx->pos + 2, CC_XDIGIT);
        form(lx, DL_TOK_INT, start, t);
        return;
    }
    lx->pos = skip_class(lx, lx->pos, CC_DIGIT);
    if (lx->pos >= lx->len || at(lx, lx->pos) != '.') {
        form(lx, DL_TOK_INT, start, t);
        return;
    }
    lx->pos = skip_class(lx, lx->pos + 1, CC_DIGIT);
    int c = at(lx, lx->pos);
    if (lx->pos < lx->len && (c == 'e' || c == 'E')) {
        int c1 = at(lx, lx->pos + 1);
        int c2 = at(lx, lx->pos + 2);
        bool ok1 = lx->pos + 1 < lx->len && lex_is_digit(c1);
        bool ok2 = lx->pos + 2 < lx->len && (c1 == '-' || c1 == '+') &&
                   lex_is_digit(c2);
        if (ok1 || ok2)
            lx->pos = skip_class(lx, lx->pos + 2, CC_DIGIT);
    }
    form(lx, DL_TOK_FLOAT, start, t);
}

/* A token of `n` punctuation characters at `start`. */
static void punct(dl_lexer *lx, dl_tok_kind kind, size_t start, size_t n,
                  dl_token *t)
{
    lx->pos = start + n;
    form(lx, kind, start, t);
}

const unsigned char dl_text_lex_single[256] = {
    [':'] = DL_TOK_COLON,    [','] = DL_TOK_COMMA,   ['('] = DL_TOK_LPAREN,
    [')'] = DL_TOK_RPAREN,   ['}'] = DL_TOK_RBRACE,  ['['] = DL_TOK_LSQUARE,
    [']'] = DL_TOK_RSQUARE,  ['<'] = DL_TOK_LESS,    ['>'] = DL_TOK_GREATER,
    ['='] = DL_TOK_EQUAL,    ['+'] = DL_TOK_PLUS,    ['*'] = DL_TOK_STAR,
    ['?'] = DL_TOK_QUESTION, ['|'] = DL_TOK_VBAR,
};

/* The token at `start` (not blank, not a comment, not in dl_text_lex_single);
 * lx->pos is start + 1. */
static void lex_other(dl_lexer *lx, size_t start, dl_token *t)
{
    int c = (unsigned char)lx->buf[start];
    int c1 = at(lx, start + 1);
    switch (c) {
    case '_':
        lex_bare(lx, start, t);
        return;
    case '.':
        if (start + 2 < lx->len && c1 == '.' && at(lx, start + 2) == '.')
            punct(lx, DL_TOK_ELLIPSIS, start, 3, t);
        else
            lex_error(lx, start, lx->pos,
                      "expected three consecutive dots for an ellipsis", t);
        return;
    case '{':
        if (start + 2 < lx->len && c1 == '-' && at(lx, start + 2) == '#')
            punct(lx, DL_TOK_META_BEGIN, start, 3, t);
        else
            punct(lx, DL_TOK_LBRACE, start, 1, t);
        return;
    case '-':
        if (c1 == '>' && start + 1 < lx->len)
            punct(lx, DL_TOK_ARROW, start, 2, t);
        else
            punct(lx, DL_TOK_MINUS, start, 1, t);
        return;
    case '/':
        punct(lx, DL_TOK_SLASH, start, 1, t);
        return;
    case '@':
        lex_at(lx, start, t);
        return;
    case '#':
        if (start + 2 < lx->len && c1 == '-' && at(lx, start + 2) == '}')
            punct(lx, DL_TOK_META_END, start, 3, t);
        else
            lex_prefixed(lx, start, DL_TOK_HASH, "invalid attribute name", t);
        return;
    case '%':
        lex_prefixed(lx, start, DL_TOK_PERCENT, "invalid SSA name", t);
        return;
    case '^':
        lex_prefixed(lx, start, DL_TOK_CARET, "invalid block name", t);
        return;
    case '!':
        lex_prefixed(lx, start, DL_TOK_BANG, "invalid type identifier", t);
        return;
    case '"':
        lex_string(lx, start, DL_TOK_STRING, t);
        return;
    default:
        if (lex_is_digit(c))
            lex_number(lx, start, t);
        else if (lex_is_alpha(c))
            lex_bare(lx, start, t);
        else
            lex_error(lx, start, start, "unexpected character", t);
        return;
    }
}

void dl_text_lex_rest(dl_lexer *lx, size_t pos, dl_token *t)
{
    const unsigned char *b = (const unsigned char *)lx->buf;
    size_t len = lx->len;
    /* `%N`, most of the tokens not one character long in a large file:
     * what lex_prefixed makes of it, without the way there. */
    if (pos + 1 < len && b[pos] == '%' && lex_is_digit(b[pos + 1])) {
        lx->pos = skip_class(lx, pos + 2, CC_DIGIT);
        form(lx, DL_TOK_PERCENT, pos, t);
        return;
    }
    /* dl_text_lex_next skipped the blanks before `pos` */
    while (pos + 1 < len && b[pos] == '/' && b[pos + 1] == '/') {
        /* skip the comment up to and including the end of line */
        pos += 2;
        while (pos < len) {
            int d = b[pos++];
            if (d == '\n') {
                lx->line++;
                lx->line_start = pos;
            }
            if (d == '\n' || d == '\r')
                break;
        }
        pos = dl_text_lex_blanks(lx, pos);
        if (dl_text_lex_single_at(lx, pos, t))
            return;
    }
    if (pos >= len) {
        lx->pos = len;
        t->kind = DL_TOK_EOF;
        t->flags = 0;
        t->off = len;
        t->len = 0;
        return;
    }
    lx->pos = pos + 1;
    lex_other(lx, pos, t);
}

bool dl_text_tok_uint64(const dl_lexer *lx, dl_token t, uint64_t *v)
{
    const char *s = lx->buf + t.off;
    size_t n = t.len;
    uint64_t r = 0;
    if (n > 2 && s[0] == '0' && s[1] == 'x') {
        for (size_t i = 2; i < n; i++) {
            if (!is_xdigit(s[i]))
                return false;
            if (r >> 60)
                return false;
            r = (r << 4) | (uint64_t)xdigit_val((unsigned char)s[i]);
        }
    } else {
        if (n == 0)
            return false;
        for (size_t i = 0; i < n; i++) {
            if (!lex_is_digit(s[i]))
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

size_t dl_text_tok_unescape(const dl_lexer *lx, dl_token t, char *out)
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
