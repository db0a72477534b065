/* literal.c - integer and float literals: MLIR's APInt (build_apint,
 * parse_mlir_integer) and APFloat (float_token_value, decode_float_bits)
 * decoding. */
#include "config.h"

#include <locale.h>

#include "parser.h"

/* ===================================================================== */
/* Integer literals                                                       */
/* ===================================================================== */

/* Digits of an integer token (without a 0x prefix). */
static void int_digits(parser *p, dl_token t, const char **d, size_t *n,
                       bool *hex)
{
    const char *s = ttext(p, t);
    *hex = t.len > 1 && s[1] == 'x';
    *d = *hex ? s + 2 : s;
    *n = *hex ? t.len - 2 : t.len;
}

/* MLIR's buildAttributeAPInt for token `t` (see dl_ir_apint_from_digits);
 * -1 when out of memory is reported here. */
int dl_text_build_apint(parser *p, dl_token t, bool neg, unsigned width,
                   bool is_signed, uint64_t **words_out, uint32_t *nw_out)
{
    const char *d = NULL;
    size_t n = 0;
    bool hex;
    int_digits(p, t, &d, &n, &hex);
    int r = dl_ir_apint_from_digits(d, n, hex, neg, width, is_signed, words_out,
                                 nw_out);
    if (r < 0)
        nomem(p);
    return r;
}

/* Result of MLIR's AsmParser::parseInteger<uint64_t> (or <bool> when
 * `is_bool`), with its messages. */
dlti_status dl_text_parse_mlir_integer(parser *p, bool is_bool, uint64_t *out)
{
    return dl_text_parse_mlir_integer_at(p, is_bool, p->tok.off, out);
}

/* As dl_text_parse_mlir_integer, with "integer value too large" reported at
 * `range_off` (a minus sign the caller took). */
dlti_status dl_text_parse_mlir_integer_at(parser *p, bool is_bool,
                                     size_t range_off, uint64_t *out)
{
    size_t loc = p->tok.off;
    if (is_kw(p, "true") || is_kw(p, "false")) {
        *out = is_kw(p, "true");
        next(p);
        return DLTI_OK;
    }
    if (!is(p, DL_TOK_INT) && !is(p, DL_TOK_MINUS))
        return dl_text_cerr_at(p, loc, "expected integer value");
    bool neg = consume_if(p, DL_TOK_MINUS);
    dl_token t = p->tok;
    TRY(expect(p, DL_TOK_INT, "expected integer value"));
    uint64_t v = 0;
    bool ok = dl_text_tok_uint64(&p->lx, t, &v);
    const char *d = NULL;
    size_t n = 0;
    bool hex;
    int_digits(p, t, &d, &n, &hex);
    if (!ok)
        return dl_text_cerr_at(p, range_off, "integer value too large");
    uint64_t r;
    if (!neg) {
        r = v;
    } else if (v == 0) {
        r = 0;
    } else if (n < 16 || (n == 16 && v < (UINT64_C(1) << 63))) {
        r = (uint64_t)0 - v;
    } else {
        return dl_text_cerr_at(p, range_off, "integer value too large");
    }
    if (is_bool && r > 1)
        return dl_text_cerr_at(p, range_off, "integer value too large");
    if (is_bool && neg && v != 0)
        return dl_text_cerr_at(p, range_off, "integer value too large");
    *out = r;
    return DLTI_OK;
}

/* ===================================================================== */
/* Floating point literals                                                */
/* ===================================================================== */

double dl_text_float_token_value(parser *p, dl_token t)
{
    char small[64];
    char *buf = t.len < sizeof small ? small : malloc(t.len + 1);
    if (!buf)
        return 0.0; /* treated as 0; memory is exhausted anyway */
    memcpy(buf, ttext(p, t), t.len);
    buf[t.len] = 0;
    const char *dp = localeconv()->decimal_point;
    if (dp && dp[0] && dp[0] != '.' && dp[1] == 0) {
        char *dot = strchr(buf, '.');
        if (dot)
            *dot = dp[0];
    }
    double v = strtod(buf, NULL);
    if (buf != small)
        free(buf);
    return v;
}

/* The value stored for a float attribute of type `t` (MLIR rounds to the
 * type's semantics; we keep doubles and round f32 exactly). */
double dl_text_round_to_type(const dlti_type *t, double v)
{
    if (dl_ir_type_kind_of(t) == DL_TY_FLOAT &&
        t->cls->float_kind == DL_F32)
        return (double)(float)v;
    return v;
}

/* MLIR's parseFloatFromIntegerLiteral. */
dlti_status dl_text_float_from_int_literal(parser *p, dl_token t, bool neg,
                                      const dlti_type *type, double *out)
{
    const char *s = ttext(p, t);
    bool hex = t.len > 1 && s[1] == 'x';
    if (!hex) {
        dlti_status st = dl_text_err_at(p, t.off, "unexpected decimal integer literal "
                                          "for a floating point value");
        if (p->tok.kind != DL_TOK_ERROR)
            dl_text_note_at(p, t.off, "add a trailing dot to make the literal a float");
        return st;
    }
    if (neg)
        return dl_text_err_at(p, t.off,
                      "hexadecimal float literal should not have a leading minus");
    uint64_t v = 0;
    if (!dl_text_tok_uint64(&p->lx, t, &v))
        return dl_text_err_at(p, t.off, "hexadecimal float constant out of range for type");
    unsigned width = type->cls->float_bits;
    if (width < 64 && (v >> width) != 0)
        return dl_text_err_at(p, t.off, "hexadecimal float constant out of range for type");
    if (dl_ir_type_kind_of(type) != DL_TY_FLOAT)
        return dl_text_err_at(p, t.off, "hexadecimal float literals are not supported "
                                "for this type");
    *out = dl_ir_decode_float_bits(type->cls->float_kind, v);
    return DLTI_OK;
}
