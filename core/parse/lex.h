/* lex.h - the MLIR-syntax lexer (private to core/parse/).
 *
 * The lexer works on a (pointer, length) buffer that is NOT NUL-terminated
 * and never reads outside it.  Tokens record byte offsets; line/column
 * numbers are computed on demand (dl_text_lex_linecol), which keeps re-lexing
 * from an arbitrary offset (dl_text_lex_reset) trivial, as MLIR's parser needs for
 * `4xf32` dimension lists and dialect symbol bodies.  The lexer tracks the
 * line it is on, so that asking for a location on that line (an op's, as
 * ops are parsed) costs no search.
 *
 * Lexing a token is the parser's innermost loop: blanks and one-character
 * tokens are handled inline (dl_text_lex_next), the rest in lex.c.
 *
 * Lexing follows mlir/lib/AsmParser/Lexer.cpp: the token kinds, the
 * identifier grammars and the lexer's error messages are MLIR's.
 */
#ifndef DLTI_LEX_H
#define DLTI_LEX_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "dl_chars.h"

typedef enum dl_tok_kind {
    DL_TOK_EOF,
    DL_TOK_ERROR,        /* the lexer reported an error (see dl_lexer.err) */
    /* identifiers */
    DL_TOK_BARE,         /* foo, also keywords such as `vector`, `true` */
    DL_TOK_AT,           /* @foo, @"foo" */
    DL_TOK_HASH,         /* #foo */
    DL_TOK_PERCENT,      /* %foo */
    DL_TOK_CARET,        /* ^foo */
    DL_TOK_BANG,         /* !foo */
    /* literals */
    DL_TOK_FLOAT,        /* 1.5, 1.0e10 */
    DL_TOK_INT,          /* 42, 0x2A */
    DL_TOK_STRING,       /* "..." (spelling includes the quotes) */
    DL_TOK_INTTYPE,      /* i32, si8, ui16 */
    /* punctuation */
    DL_TOK_ARROW,        /* -> */
    DL_TOK_COLON,        /* : */
    DL_TOK_COMMA,        /* , */
    DL_TOK_ELLIPSIS,     /* ... */
    DL_TOK_EQUAL,        /* = */
    DL_TOK_GREATER,      /* > */
    DL_TOK_LBRACE,       /* { */
    DL_TOK_LPAREN,       /* ( */
    DL_TOK_LSQUARE,      /* [ */
    DL_TOK_LESS,         /* < */
    DL_TOK_MINUS,        /* - */
    DL_TOK_PLUS,         /* + */
    DL_TOK_QUESTION,     /* ? */
    DL_TOK_RBRACE,       /* } */
    DL_TOK_RPAREN,       /* ) */
    DL_TOK_RSQUARE,      /* ] */
    DL_TOK_SLASH,        /* / (not followed by another /) */
    DL_TOK_STAR,         /* * */
    DL_TOK_VBAR,         /* | */
    DL_TOK_META_BEGIN,   /* {-# */
    DL_TOK_META_END      /* #-} */
} dl_tok_kind;

/* dl_token.flags */
#define DL_TOKF_ESCAPE 1u /* a string token holding a backslash escape */

typedef struct dl_token {
    dl_tok_kind kind;
    unsigned flags;      /* DL_TOKF_* */
    size_t off;          /* byte offset of the first character */
    size_t len;          /* length of the spelling */
} dl_token;

typedef struct dl_lexer {
    const char *buf;
    size_t len;
    size_t pos;          /* where the next token starts being looked for */
    unsigned first_line; /* line number of buf[0] */
    /* The line of `pos` (always), and where it starts (SIZE_MAX when not
     * known, after a reset back across a line end), kept up to date as
     * the lexer moves: locations of tokens on the current line are then
     * found without searching the text. */
    unsigned line;
    size_t line_start;
    /* The error of the last DL_TOK_ERROR token. */
    const char *err_msg; /* static string */
    size_t err_off;
    /* Cache for dl_text_lex_linecol (offsets are mostly asked in order). */
    size_t cache_off, cache_line_start;
    unsigned cache_line;
    /* The line marks of every DL_LEX_BLOCK bytes, made as far as a far
     * move or location asks (lex.c): the line of any offset is then found
     * by reading less than a block, so that moving back and forth over a
     * body that spans lines, once per level of nesting, is not a count of
     * its lines each time. */
    struct dl_lex_mark *marks;
    size_t n_marks, cap_marks;
    bool marks_failed; /* out of memory: lines are counted as before */
} dl_lexer;

void dl_text_lex_init(dl_lexer *lx, const char *buf, size_t len,
                 unsigned first_line);
/* Frees what the lexer allocated (its line marks). */
void dl_text_lex_free(dl_lexer *lx);
/* Continues lexing at byte offset `off`. */
void dl_text_lex_reset(dl_lexer *lx, size_t off);
/* Continues lexing at `off`, ahead of the position, when the caller knows
 * that no line ends in between. */
static inline void dl_text_lex_skip(dl_lexer *lx, size_t off) { lx->pos = off; }
/* dl_text_lex_linecol for offsets not on the lexer's current line. */
void dl_text_lex_linecol_search(dl_lexer *lx, size_t off, unsigned *line,
                           unsigned *col);
/* 1-based line (offset by first_line - 1) and byte column of `off`. */
static inline void dl_text_lex_linecol(dl_lexer *lx, size_t off, unsigned *line,
                                  unsigned *col)
{
    if (lx->line_start != SIZE_MAX && off >= lx->line_start &&
        off <= lx->pos && off - lx->line_start < 0xFFFFFFFFu) {
        /* on the lexer's current line: no search */
        *line = lx->line;
        *col = (unsigned)(off - lx->line_start + 1);
        return;
    }
    dl_text_lex_linecol_search(lx, off, line, col);
}

/* ---- Lexing a token ---- */

/* The token kind of characters that always form a token alone, else 0. */
extern const unsigned char dl_text_lex_single[256];

/* Lexes the token at `pos` (past blanks) that is not a single character,
 * or a comment and what follows it, or the end. */
void dl_text_lex_rest(dl_lexer *lx, size_t pos, dl_token *t);

/* The end of the spaces at `pos` (pos <= len), eight bytes at a time
 * while eight remain; the rest are left to the byte loop. */
static inline size_t dl_text_lex_spaces(const unsigned char *b, size_t len,
                                        size_t pos)
{
    while (len - pos >= 8) {
        uint64_t w;
        memcpy(&w, b + pos, 8);
        w ^= UINT64_C(0x2020202020202020);
        if (w)
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
            return pos + (size_t)__builtin_clzll(w) / 8;
#else
            return pos + (size_t)__builtin_ctzll(w) / 8;
#endif
        pos += 8;
    }
    return pos;
}

/* The end of the blanks at `pos`; counts the lines they end.  A line's
 * indentation is skipped by words: it is most of the blanks of a file. */
static inline size_t dl_text_lex_blanks(dl_lexer *lx, size_t pos)
{
    const unsigned char *b = (const unsigned char *)lx->buf;
    size_t len = lx->len;
    while (pos < len && (dl_text_lex_class[b[pos]] & DL_CC_SPACE)) {
        if (b[pos] == '\n') {
            lx->line++;
            lx->line_start = pos + 1;
            pos = dl_text_lex_spaces(b, len, pos + 1);
            continue;
        }
        pos++;
    }
    return pos;
}

/* Lexes a one-character token at `pos` (past blanks) if there is one. */
static inline bool dl_text_lex_single_at(dl_lexer *lx, size_t pos, dl_token *t)
{
    unsigned k = pos < lx->len ? dl_text_lex_single[(unsigned char)lx->buf[pos]]
                               : 0;
    if (!k)
        return false;
    lx->pos = pos + 1;
    t->kind = (dl_tok_kind)k;
    t->flags = 0;
    t->off = pos;
    t->len = 1;
    return true;
}

/* Lexes the token starting at or after lx->pos into *t and advances past
 * it.  Inline: blanks and one-character tokens make up most of the text. */
static inline void dl_text_lex_next(dl_lexer *lx, dl_token *t)
{
    size_t pos = dl_text_lex_blanks(lx, lx->pos);
    if (!dl_text_lex_single_at(lx, pos, t))
        dl_text_lex_rest(lx, pos, t);
}

/* Token helpers. */
/* Inline so that the length of a literal `spelling` folds to a constant and
 * most mismatches cost one comparison. */
static inline bool dl_text_tok_is(const dl_lexer *lx, dl_token t,
                             const char *spelling)
{
    size_t n = strlen(spelling);
    return t.len == n && memcmp(lx->buf + t.off, spelling, n) == 0;
}
/* A keyword in MLIR terms: a bare identifier or an integer type name. */
static inline bool dl_text_tok_is_keyword(dl_token t)
{
    return t.kind == DL_TOK_BARE || t.kind == DL_TOK_INTTYPE;
}
/* Value of an integer token (decimal or 0x hex); false on overflow. */
bool dl_text_tok_uint64(const dl_lexer *lx, dl_token t, uint64_t *v);
/* Unescapes the body of a string token (or an @"..." token) into `out`,
 * which must have room for t.len bytes; returns the length written. */
size_t dl_text_tok_unescape(const dl_lexer *lx, dl_token t, char *out);

#endif /* DLTI_LEX_H */
