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

unsigned dl_hexval(char c)
{
    if (c >= '0' && c <= '9')
        return (unsigned)(c - '0');
    if (c >= 'a' && c <= 'f')
        return (unsigned)(c - 'a' + 10);
    return (unsigned)(c - 'A' + 10);
}

/* a * m + *carry; *carry receives the high part (m < 2^32). */
static uint64_t mul_add(uint64_t a, uint32_t m, uint64_t *carry)
{
    uint64_t lo = (a & 0xffffffffu) * m + (*carry & 0xffffffffu);
    uint64_t hi = (a >> 32) * m + (*carry >> 32) + (lo >> 32);
    *carry = hi >> 32;
    return (hi << 32) | (lo & 0xffffffffu);
}

/* MLIR's buildAttributeAPInt: the value of integer token `t` (negated when
 * `neg`) as ceil(width/64) little-endian words truncated to `width` bits.
 * Returns 1 on success, 0 when out of range, -1 when out of memory
 * (reported).  *words is malloc'ed on success. */
int dl_build_apint(parser *p, dl_token t, bool neg, unsigned width,
                   bool is_signed, uint64_t **words_out, uint32_t *nw_out)
{
    size_t nw = width ? ((size_t)width + 63) / 64 : 1;
    size_t cap = nw + 1; /* one spare word detects overflow */
    uint64_t *w = calloc(cap, sizeof *w);
    if (!w) {
        nomem(p);
        return -1;
    }
    const char *d = NULL;
    size_t n = 0;
    bool hex;
    int_digits(p, t, &d, &n, &hex);
    size_t used = 0; /* words holding non-zero bits */
    if (hex) {
        for (size_t i = 0; i < n; i++) {
            unsigned v = dl_hexval(d[n - 1 - i]);
            if (!v)
                continue;
            size_t bit = i * 4;
            if (bit / 64 >= cap)
                goto range;
            w[bit / 64] |= (uint64_t)v << (bit % 64);
        }
    } else {
        size_t i = 0;
        while (i < n && d[i] == '0')
            i++;
        while (i < n) {
            /* up to 9 digits at a time */
            uint32_t chunk = 0, mul = 1;
            for (size_t k = 0; k < 9 && i < n; k++, i++) {
                chunk = chunk * 10 + (uint32_t)(d[i] - '0');
                mul *= 10;
            }
            uint64_t carry = chunk;
            size_t j = 0;
            for (; j < used || (carry && j < cap); j++)
                w[j] = mul_add(w[j], mul, &carry);
            if (carry)
                goto range;
            if (j > used)
                used = j;
        }
    }
    /* Active bits must fit in width. */
    {
        size_t active = 0;
        for (size_t j = cap; j-- > 0;)
            if (w[j]) {
                uint64_t x = w[j];
                unsigned b = 0;
                while (x) {
                    b++;
                    x >>= 1;
                }
                active = j * 64 + b;
                break;
            }
        if (active > width)
            goto range;
        if (width == 0) {
            if (neg)
                goto range;
        } else {
            uint64_t topmask = (width % 64) ? ((UINT64_C(1) << (width % 64)) - 1)
                                            : UINT64_MAX;
            if (neg) {
                /* two's complement negation in width bits */
                uint64_t c = 1;
                for (size_t j = 0; j < nw; j++) {
                    uint64_t v = ~w[j] + c;
                    c = (c && v == 0) ? 1 : 0;
                    w[j] = v;
                }
                w[nw - 1] &= topmask;
            }
            bool sign = (w[nw - 1] >> ((width - 1) % 64)) & 1;
            if (neg && !sign)
                goto range;
            if (!neg && is_signed && sign)
                goto range;
        }
    }
    *words_out = w;
    *nw_out = (uint32_t)nw;
    return 1;
range:
    free(w);
    return 0;
}

/* Result of MLIR's AsmParser::parseInteger<uint64_t> (or <bool> when
 * `is_bool`), with its messages. */
dlti_status dl_parse_mlir_integer(parser *p, bool is_bool, uint64_t *out)
{
    size_t loc = p->tok.off;
    if (is_kw(p, "true") || is_kw(p, "false")) {
        *out = is_kw(p, "true");
        next(p);
        return DLTI_OK;
    }
    if (!is(p, DL_TOK_INT) && !is(p, DL_TOK_MINUS))
        return dl_cerr_at(p, loc, "expected integer value");
    bool neg = consume_if(p, DL_TOK_MINUS);
    dl_token t = p->tok;
    TRY(expect(p, DL_TOK_INT, "expected integer value"));
    uint64_t v = 0;
    bool ok = dl_tok_uint64(&p->lx, t, &v);
    const char *d = NULL;
    size_t n = 0;
    bool hex;
    int_digits(p, t, &d, &n, &hex);
    if (!ok)
        return dl_cerr_at(p, loc, "integer value too large");
    uint64_t r;
    if (!neg) {
        r = v;
    } else if (v == 0) {
        r = 0;
    } else if (n < 16 || (n == 16 && v < (UINT64_C(1) << 63))) {
        r = (uint64_t)0 - v;
    } else {
        return dl_cerr_at(p, loc, "integer value too large");
    }
    if (is_bool && r > 1)
        return dl_cerr_at(p, loc, "integer value too large");
    if (is_bool && neg && v != 0)
        return dl_cerr_at(p, loc, "integer value too large");
    *out = r;
    return DLTI_OK;
}

/* ===================================================================== */
/* Floating point literals                                                */
/* ===================================================================== */

double dl_float_token_value(parser *p, dl_token t)
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
double dl_round_to_type(const dlti_type *t, double v)
{
    if (dl_type_kind_of(t) == DL_TY_FLOAT &&
        t->cls->float_kind == DL_F32)
        return (double)(float)v;
    return v;
}

/* Decodes `bits` of a builtin float format into a double. */
double dl_decode_float_bits(dl_float_kind k, uint64_t bits)
{
    if (k == DL_F32) {
        uint32_t u = (uint32_t)bits;
        float f;
        memcpy(&f, &u, sizeof f);
        return f;
    }
    if (k == DL_F64) {
        double d = 0;
        memcpy(&d, &bits, sizeof d);
        return d;
    }
    const dl_float_info *fi = &dl_float_info_table[k];
    unsigned eb = fi->exp_bits, mb = fi->mant_bits;
    /* x87's integer bit is stored, not implied. */
    bool explicit_int = fi->prec == mb;
    uint64_t mant = mb >= 64 ? bits : (bits & ((UINT64_C(1) << mb) - 1));
    unsigned eshift = mb >= 64 ? 64 : mb;
    uint64_t e = eshift >= 64 ? 0 : (bits >> eshift) & ((UINT64_C(1) << eb) - 1);
    /* f80's and f128's sign bits are beyond a 64-bit literal. */
    bool sign = fi->has_sign && (eb + mb < 64) && ((bits >> (eb + mb)) & 1);
    int bias = fi->bias;
    double m = mb ? ldexp((double)mant, -(int)(mb > 60 ? 60 : mb)) : 0.0;
    if (mb > 60)
        m = ldexp((double)(mant >> (mb - 60)), -60);
    double v = 0;
    if (fi->nonfinite == DL_NF_IEEE && e == (UINT64_C(1) << eb) - 1)
        v = mant ? NAN : INFINITY;
    else if (e == 0 && fi->has_zero)
        v = ldexp(m, 1 - bias);
    else
        v = ldexp((explicit_int ? 0.0 : 1.0) + m, (int)e - bias);
    return sign ? -v : v;
}

/* MLIR's parseFloatFromIntegerLiteral. */
dlti_status dl_float_from_int_literal(parser *p, dl_token t, bool neg,
                                      const dlti_type *type, double *out)
{
    const char *s = ttext(p, t);
    bool hex = t.len > 1 && s[1] == 'x';
    if (!hex) {
        dlti_status st = dl_err_at(p, t.off, "unexpected decimal integer literal "
                                          "for a floating point value");
        if (p->tok.kind != DL_TOK_ERROR)
            dl_note_at(p, t.off, "add a trailing dot to make the literal a float");
        return st;
    }
    if (neg)
        return dl_err_at(p, t.off,
                      "hexadecimal float literal should not have a leading minus");
    uint64_t v = 0;
    if (!dl_tok_uint64(&p->lx, t, &v))
        return dl_err_at(p, t.off, "hexadecimal float constant out of range for type");
    unsigned width = type->cls->float_bits;
    if (width < 64 && (v >> width) != 0)
        return dl_err_at(p, t.off, "hexadecimal float constant out of range for type");
    if (dl_type_kind_of(type) != DL_TY_FLOAT)
        return dl_err_at(p, t.off, "hexadecimal float literals are not supported "
                                "for this type");
    *out = dl_decode_float_bits(type->cls->float_kind, v);
    return DLTI_OK;
}
