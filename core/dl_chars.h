/* dl_chars.h - the character classes of MLIR's syntax: parse/lex.c's
 * table, which the printer reads too (print/printer.c: which names print
 * bare). */
#ifndef DLTI_DL_CHARS_H
#define DLTI_DL_CHARS_H

enum {
    DL_CC_ALPHA = 1,   /* a-z A-Z */
    DL_CC_DIGIT = 2,   /* 0-9 */
    DL_CC_XDIGIT = 4,  /* 0-9 a-f A-F */
    DL_CC_KW = 8,      /* bare identifier characters: alpha digit _ $ . */
    DL_CC_ID = 16,     /* prefixed identifier characters: alpha digit $ . _ - */
    DL_CC_SPACE = 32,  /* skipped between tokens: space \t \n \r NUL */
    DL_CC_STOP = 64    /* ends the plain run of a string: " \ \n \v \f */
};
extern const unsigned char dl_text_lex_class[256];

#endif /* DLTI_DL_CHARS_H */
