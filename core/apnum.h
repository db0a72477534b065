/* apnum.h - decimal and hex text of APInt and APFloat values, as
 * LLVM prints them.  Independent of the printer's state: the text goes to
 * a dl_buf; and back: integers from their digits, floats from their
 * bits (the parser reads tokens, this reads their text). */
#ifndef DLTI_APNUM_PRINT_H
#define DLTI_APNUM_PRINT_H

#include "dl_ir.h"

/* Writes v's decimal digits to the bytes ending at `end` (20 bytes room)
 * and returns where they start.  Inline: numbers are on every line. */
static inline char *dl_ir_fmt_u64(char *end, uint64_t v)
{
    /* Two digits a division: half the divisions of a value's %N. */
    static const char pairs[201] =
        "00010203040506070809101112131415161718192021222324"
        "25262728293031323334353637383940414243444546474849"
        "50515253545556575859606162636465666768697071727374"
        "75767778798081828384858687888990919293949596979899";
    char *d = end;
    while (v >= 100) {
        const char *q = &pairs[(v % 100) * 2];
        v /= 100;
        *--d = q[1];
        *--d = q[0];
    }
    if (v >= 10) {
        *--d = pairs[v * 2 + 1];
        *--d = pairs[v * 2];
    } else {
        *--d = (char)('0' + v);
    }
    return d;
}

/* The value of hex digit c. */
unsigned dl_ir_hexval(char c);
/* MLIR's buildAttributeAPInt: digits d[0..n) (hex when `hex`, negated
 * when `neg`) as ceil(width/64) words truncated to `width` bits, checked
 * to fit as MLIR checks them.  1: ok, *words malloc'ed; 0: out of range;
 * -1: out of memory. */
int dl_ir_apint_from_digits(const char *d, size_t n, bool hex, bool neg,
                         unsigned width, bool is_signed, uint64_t **words,
                         uint32_t *nwords);
/* The double a builtin float format's `bits` encode. */
double dl_ir_decode_float_bits(dl_float_kind k, uint64_t bits);

/* APInt::print of the two's complement value in `words` truncated to
 * `width` bits. */
void dl_ir_apint_print(dl_buf *b, const uint64_t *words, uint32_t nwords,
                    unsigned width, bool is_signed);

/* The float values below are doubles held in the format of type `t`
 * (a float type or !llvm.ppc_fp128; anything else, NULL included, reads
 * as f64). */

/* printFloatValue; true when the value was printed in hex. */
bool dl_ir_apfloat_print(dl_buf *b, double v, const dlti_type *t);
/* bitcastToAPInt: the bit pattern into w (w[0] low); returns its width. */
unsigned dl_ir_apfloat_bits(double v, const dlti_type *t, uint64_t w[2]);
/* The format's width in bits. */
unsigned dl_ir_apfloat_width(const dlti_type *t);

#endif
