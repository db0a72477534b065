/* lex.h - the MLIR-syntax lexer (private to lex.c and parse.c).
 *
 * The lexer works on a (pointer, length) buffer that is NOT NUL-terminated
 * and never reads outside it.  Tokens record byte offsets; line/column
 * numbers are computed on demand (dl_lex_linecol), which keeps re-lexing
 * from an arbitrary offset (dl_lex_reset) trivial, as MLIR's parser needs for
 * `4xf32` dimension lists and dialect symbol bodies.
 *
 * Lexing follows mlir/lib/AsmParser/Lexer.cpp: the token kinds, the
 * identifier grammars and the lexer's error messages are MLIR's.
 */
#ifndef DLTI_LEX_H
#define DLTI_LEX_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

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

typedef struct dl_token {
    dl_tok_kind kind;
    size_t off;          /* byte offset of the first character */
    size_t len;          /* length of the spelling */
} dl_token;

typedef struct dl_lexer {
    const char *buf;
    size_t len;
    size_t pos;          /* where the next token starts being looked for */
    unsigned first_line; /* line number of buf[0] */
    /* The error of the last DL_TOK_ERROR token. */
    const char *err_msg; /* static string */
    size_t err_off;
    /* Cache for dl_lex_linecol (offsets are mostly asked in order). */
    size_t cache_off, cache_line_start;
    unsigned cache_line;
} dl_lexer;

void dl_lex_init(dl_lexer *lx, const char *buf, size_t len,
                 unsigned first_line);
/* Lexes the token starting at or after lx->pos and advances past it. */
dl_token dl_lex_next(dl_lexer *lx);
/* Continues lexing at byte offset `off`. */
void dl_lex_reset(dl_lexer *lx, size_t off);
/* 1-based line (offset by first_line - 1) and byte column of `off`. */
void dl_lex_linecol(dl_lexer *lx, size_t off, unsigned *line, unsigned *col);

/* Token helpers. */
bool dl_tok_is(const dl_lexer *lx, dl_token t, const char *spelling);
/* A keyword in MLIR terms: a bare identifier or an integer type name. */
static inline bool dl_tok_is_keyword(dl_token t)
{
    return t.kind == DL_TOK_BARE || t.kind == DL_TOK_INTTYPE;
}
/* Value of an integer token (decimal or 0x hex); false on overflow. */
bool dl_tok_uint64(const dl_lexer *lx, dl_token t, uint64_t *v);
/* Unescapes the body of a string token (or an @"..." token) into `out`,
 * which must have room for t.len bytes; returns the length written. */
size_t dl_tok_unescape(const dl_lexer *lx, dl_token t, char *out);

#endif /* DLTI_LEX_H */
