/* apnum.c - APInt and APFloat values and their text, both ways: integers
 * from their digits and floats from their bits (for the parser), and as
 * LLVM 22 prints them (APInt::print, APFloat::toString with its quirks,
 * printFloatValue's choice between decimal and hex, bitcastToAPInt).
 * The float formats are core/float.c's table. */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "apnum.h"

static void ap_putc(dl_buf *b, char c) { dl_buf_put(b, &c, 1); }

static void ap_put_u64(dl_buf *b, uint64_t v)
{
    char tmp[24];
    char *e = tmp + sizeof tmp, *d = dl_ir_fmt_u64(e, v);
    dl_buf_put(b, d, (size_t)(e - d));
}

/* ======================================================================
 * Big unsigned integers for float and wide integer rendering
 * ====================================================================== */

#define BN_LIMBS 448 /* 14336 bits: enough for any double-range value */

typedef struct bn {
    uint32_t w[BN_LIMBS];
    unsigned n; /* used limbs; no leading zero limb */
} bn;

static void bn_trim(bn *a)
{
    while (a->n && !a->w[a->n - 1])
        a->n--;
}

static void bn_set64(bn *a, uint64_t v)
{
    a->w[0] = (uint32_t)v;
    a->w[1] = (uint32_t)(v >> 32);
    a->n = 2;
    bn_trim(a);
}

static bool bn_is_zero(const bn *a) { return a->n == 0; }

static void bn_mul_small(bn *a, uint32_t m)
{
    uint64_t carry = 0;
    for (unsigned i = 0; i < a->n; i++) {
        uint64_t t = (uint64_t)a->w[i] * m + carry;
        a->w[i] = (uint32_t)t;
        carry = t >> 32;
    }
    if (carry && a->n < BN_LIMBS)
        a->w[a->n++] = (uint32_t)carry;
}

static void bn_add_small(bn *a, uint32_t v)
{
    uint64_t carry = v;
    for (unsigned i = 0; i < a->n && carry; i++) {
        uint64_t t = (uint64_t)a->w[i] + carry;
        a->w[i] = (uint32_t)t;
        carry = t >> 32;
    }
    if (carry && a->n < BN_LIMBS)
        a->w[a->n++] = (uint32_t)carry;
}

/* a -= v; a must be >= v. */
static void bn_sub_small(bn *a, uint32_t v)
{
    uint64_t borrow = v;
    for (unsigned i = 0; i < a->n && borrow; i++) {
        uint64_t cur = a->w[i];
        if (cur >= borrow) {
            a->w[i] = (uint32_t)(cur - borrow);
            borrow = 0;
        } else {
            a->w[i] = (uint32_t)(cur + ((uint64_t)1 << 32) - borrow);
            borrow = 1;
        }
    }
    bn_trim(a);
}

static uint32_t bn_divmod_small(bn *a, uint32_t d)
{
    uint64_t rem = 0;
    for (unsigned i = a->n; i-- > 0;) {
        uint64_t cur = (rem << 32) | a->w[i];
        a->w[i] = (uint32_t)(cur / d);
        rem = cur % d;
    }
    bn_trim(a);
    return (uint32_t)rem;
}

static void bn_shl(bn *a, unsigned bits)
{
    if (!a->n || !bits)
        return;
    unsigned limbs = bits / 32, sh = bits % 32;
    unsigned nn = a->n + limbs + 1;
    if (nn > BN_LIMBS)
        nn = BN_LIMBS;
    for (unsigned i = nn; i-- > 0;) {
        uint64_t v = 0;
        if (i >= limbs) {
            unsigned src = i - limbs;
            if (src < a->n)
                v = (uint64_t)a->w[src] << sh;
            if (sh && src >= 1 && src - 1 < a->n)
                v |= (uint64_t)a->w[src - 1] >> (32 - sh);
        }
        a->w[i] = (uint32_t)v;
    }
    a->n = nn;
    bn_trim(a);
}

static unsigned bn_bits(const bn *a)
{
    if (!a->n)
        return 0;
    uint32_t top = a->w[a->n - 1];
    unsigned b = 0;
    while (top) {
        b++;
        top >>= 1;
    }
    return (a->n - 1) * 32 + b;
}

static int bn_cmp(const bn *a, const bn *b)
{
    if (a->n != b->n)
        return a->n < b->n ? -1 : 1;
    for (unsigned i = a->n; i-- > 0;)
        if (a->w[i] != b->w[i])
            return a->w[i] < b->w[i] ? -1 : 1;
    return 0;
}

static void bn_mul_pow5(bn *a, unsigned k)
{
    while (k >= 13) {
        bn_mul_small(a, 1220703125u); /* 5^13 */
        k -= 13;
    }
    uint32_t m = 1;
    while (k--)
        m *= 5;
    if (m != 1)
        bn_mul_small(a, m);
}

static void bn_mul_pow10(bn *a, unsigned k)
{
    bn_mul_pow5(a, k);
    bn_shl(a, k);
}

/* Truncating division by 10^k. */
static void bn_div_pow10(bn *a, unsigned k)
{
    while (k >= 9 && a->n) {
        bn_divmod_small(a, 1000000000u);
        k -= 9;
    }
    uint32_t d = 1;
    while (k--)
        d *= 10;
    if (d != 1)
        bn_divmod_small(a, d);
}

/* ======================================================================
 * Integers (APInt::print)
 * ====================================================================== */

void dl_ir_apint_print(dl_buf *b, const uint64_t *words, uint32_t nwords,
                    unsigned width, bool is_signed)
{
    if (width == 0 || nwords == 0) {
        ap_putc(b, '0');
        return;
    }
    if (width <= 64) {
        uint64_t mask = width == 64 ? ~(uint64_t)0 : (((uint64_t)1 << width) - 1);
        uint64_t v = words[0] & mask;
        if (is_signed && ((v >> (width - 1)) & 1)) {
            uint64_t mag = (0 - v) & mask; /* |value|: not 0, v is not */
            ap_putc(b, '-');
            ap_put_u64(b, mag);
        } else {
            ap_put_u64(b, v);
        }
        return;
    }

    /* Wide: copy into 32-bit limbs, masked to width. */
    size_t nlimbs = ((size_t)width + 31) / 32;
    uint32_t *l = calloc(nlimbs, sizeof *l);
    if (!l) {
        b->failed = true;
        return;
    }
    for (size_t i = 0; i < nlimbs; i++) {
        size_t wi = i / 2;
        if (wi < nwords)
            l[i] = (uint32_t)(words[wi] >> (32 * (i % 2)));
    }
    unsigned topbits = width % 32;
    if (topbits)
        l[nlimbs - 1] &= ((uint32_t)1 << topbits) - 1;
    bool neg = false;
    if (is_signed) {
        unsigned sb = (width - 1) % 32;
        if ((l[(width - 1) / 32] >> sb) & 1) {
            neg = true;
            /* negate modulo 2^width */
            uint64_t carry = 1;
            for (size_t i = 0; i < nlimbs; i++) {
                uint64_t t = (uint64_t)(uint32_t)~l[i] + carry;
                l[i] = (uint32_t)t;
                carry = t >> 32;
            }
            if (topbits)
                l[nlimbs - 1] &= ((uint32_t)1 << topbits) - 1;
        }
    }
    /* Repeated division by 10^9. */
    size_t n = nlimbs;
    while (n && !l[n - 1])
        n--;
    size_t cap = (size_t)width / 29 + 2, nc = 0;
    uint32_t *chunks = malloc(cap * sizeof *chunks);
    if (!chunks) {
        free(l);
        b->failed = true;
        return;
    }
    while (n) {
        uint64_t rem = 0;
        for (size_t i = n; i-- > 0;) {
            uint64_t cur = (rem << 32) | l[i];
            l[i] = (uint32_t)(cur / 1000000000u);
            rem = cur % 1000000000u;
        }
        while (n && !l[n - 1])
            n--;
        if (nc < cap)
            chunks[nc++] = (uint32_t)rem;
    }
    if (neg)
        ap_putc(b, '-');
    if (!nc) {
        ap_putc(b, '0');
    } else {
        char tmp[16];
        int k = snprintf(tmp, sizeof tmp, "%u", (unsigned)chunks[nc - 1]);
        dl_buf_put(b, tmp, (size_t)k);
        for (size_t i = nc - 1; i-- > 0;) {
            k = snprintf(tmp, sizeof tmp, "%09u", (unsigned)chunks[i]);
            dl_buf_put(b, tmp, (size_t)k);
        }
    }
    free(chunks);
    free(l);
}

/* ======================================================================
 * Integers from digits, floats from bits (the parser's side)
 * ====================================================================== */

unsigned dl_ir_hexval(char c)
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

/* MLIR's buildAttributeAPInt: the value of the decimal (or, when `hex`,
 * hexadecimal) digits d[0..n) (negated when `neg`) as ceil(width/64) little-endian words truncated to `width` bits.
 * Returns 1 on success, 0 when out of range, -1 when out of memory.  *words is malloc'ed on success. */
int dl_ir_apint_from_digits(const char *d, size_t n, bool hex, bool neg,
                         unsigned width, bool is_signed, uint64_t **words_out,
                         uint32_t *nw_out)
{
    size_t nw = width ? ((size_t)width + 63) / 64 : 1;
    size_t cap = nw + 1; /* one spare word detects overflow */
    uint64_t *w = calloc(cap, sizeof *w);
    if (!w)
        return -1;
    size_t used = 0; /* words holding non-zero bits */
    if (hex) {
        for (size_t i = 0; i < n; i++) {
            unsigned v = dl_ir_hexval(d[n - 1 - i]);
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

/* Decodes `bits` of a builtin float format into a double. */
double dl_ir_decode_float_bits(dl_float_kind k, uint64_t bits)
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
    const dl_float_info *fi = &dl_ir_float_info_table[k];
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

/* ======================================================================
 * Floats (APFloat semantics, toString, bitcastToAPInt)
 * ====================================================================== */

/* The formats come from core/float.c's table (APFloat's fltSemantics);
 * PPCDoubleDoubleLegacy, which APFloat prints !llvm.ppc_fp128 values in,
 * is not a builtin type and is described here. */
typedef dl_float_info fsem;

static const fsem fsem_ppc = {
    .name = "ppc_fp128", .bits = 128, .prec = 106, .max_exp = 1023,
    .min_exp = -1022 + 53, .nonfinite = DL_NF_IEEE, .nan_enc = DL_NE_IEEE,
    .has_zero = true, .has_sign = true};

static const fsem *type_fsem(const dlti_type *t)
{
    if (t && t->cls->kind == DL_TY_FLOAT && (unsigned)t->cls->float_kind < DL_NUM_FLOATS)
        return &dl_ir_float_info_table[t->cls->float_kind];
    if (t && t->cls->kind == DL_TY_DIALECT && t->cls->float_bits == 128)
        return &fsem_ppc;
    return &dl_ir_float_info_table[DL_F64];
}

static bool fsem_is_f80(const fsem *s) { return s->prec == 64 && s->bits == 80; }

enum { FC_ZERO, FC_NORMAL, FC_INF, FC_NAN };

/* A double converted to semantics S: value = n * 2^e, n odd. */
typedef struct fdec {
    int cat;
    bool neg;
    uint64_t n;
    int e;
    int exponent;     /* APFloat exponent: position of the leading bit */
    uint64_t payload; /* NaN: the double's 52 fraction bits */
} fdec;

static unsigned bitlen64(uint64_t v)
{
    unsigned b = 0;
    while (v) {
        b++;
        v >>= 1;
    }
    return b;
}

static unsigned ctz64(uint64_t v)
{
    unsigned c = 0;
    if (!v)
        return 0;
    while (!(v & 1)) {
        v >>= 1;
        c++;
    }
    return c;
}

static void float_decompose(double v, const fsem *s, fdec *d)
{
    uint64_t bits;
    memcpy(&bits, &v, sizeof bits);
    memset(d, 0, sizeof *d);
    d->neg = (bits >> 63) != 0;
    unsigned be = (unsigned)((bits >> 52) & 0x7FF);
    uint64_t frac = bits & (((uint64_t)1 << 52) - 1);
    if (be == 0x7FF) {
        d->cat = frac ? FC_NAN : FC_INF;
        d->payload = frac;
        return;
    }
    if (be == 0 && frac == 0) {
        d->cat = FC_ZERO;
        return;
    }
    uint64_t mant;
    int e2;
    if (be == 0) {
        mant = frac;
        e2 = -1074;
    } else {
        mant = frac | ((uint64_t)1 << 52);
        e2 = (int)be - 1075;
    }
    /* Round to the semantics (a no-op when the parser already did). */
    int lead = (int)bitlen64(mant) - 1 + e2;
    int q = (lead > s->min_exp ? lead : s->min_exp) - (int)(s->prec - 1);
    if (e2 < q) {
        unsigned sh = (unsigned)(q - e2);
        uint64_t r;
        if (sh > 60) {
            r = 0; /* mant < 2^53: below half of the quantum */
        } else {
            r = mant >> sh;
            uint64_t rem = mant & (((uint64_t)1 << sh) - 1);
            uint64_t half = (uint64_t)1 << (sh - 1);
            if (rem > half || (rem == half && (r & 1)))
                r++;
        }
        mant = r;
        e2 = q;
        if (!mant) {
            d->cat = FC_ZERO;
            return;
        }
        lead = (int)bitlen64(mant) - 1 + e2;
    }
    if (lead > s->max_exp) {
        d->cat = s->nonfinite == DL_NF_IEEE ? FC_INF : FC_NAN;
        return;
    }
    unsigned tz = ctz64(mant);
    d->cat = FC_NORMAL;
    d->n = mant >> tz;
    d->e = e2 + (int)tz;
    d->exponent = lead > s->min_exp ? lead : s->min_exp;
}

/* 128-bit helpers: w[0] low, w[1] high. */
static void shl128(uint64_t v, unsigned sh, uint64_t w[2])
{
    if (sh >= 128) {
        w[0] = w[1] = 0;
    } else if (sh >= 64) {
        w[0] = 0;
        w[1] = v << (sh - 64);
    } else if (sh == 0) {
        w[0] = v;
        w[1] = 0;
    } else {
        w[0] = v << sh;
        w[1] = v >> (64 - sh);
    }
}

static void or_shl128(uint64_t w[2], uint64_t v, unsigned sh)
{
    uint64_t t[2];
    shl128(v, sh, t);
    w[0] |= t[0];
    w[1] |= t[1];
}

/* IEEEFloat::bitcastToAPInt for the decomposed value. */
static void float_bits(const fdec *d, const fsem *s, uint64_t w[2])
{
    w[0] = w[1] = 0;
    if (fsem_is_f80(s)) {
        uint64_t sig = 0, ex = 0;
        switch (d->cat) {
        case FC_NORMAL: {
            int q = d->exponent - 63;
            sig = d->n << (d->e - q);
            ex = (uint64_t)(d->exponent + 16383);
            if (!(sig >> 63))
                ex = 0;
            break;
        }
        case FC_ZERO:
            break;
        case FC_INF:
            ex = 0x7FFF;
            sig = (uint64_t)1 << 63;
            break;
        default:
            ex = 0x7FFF;
            sig = ((uint64_t)3 << 62) | (d->payload << 11);
            break;
        }
        w[0] = sig;
        w[1] = ((uint64_t)(d->neg ? 1 : 0) << 15) | (ex & 0x7FFF);
        return;
    }

    unsigned tsb = s->prec - 1;
    unsigned exp_bits = tsb ? s->bits - 1 - tsb : s->bits;
    bool e8m0 = !s->has_zero && !s->has_sign;
    int bias = e8m0 ? -s->min_exp : 1 - s->min_exp;
    uint64_t myexp = 0;
    uint64_t mant[2] = { 0, 0 };
    bool neg = d->neg;
    int cat = d->cat;
    if (cat == FC_INF && s->nonfinite != DL_NF_IEEE)
        cat = FC_NAN;
    switch (cat) {
    case FC_NORMAL: {
        int q = d->exponent - (int)tsb;
        shl128(d->n, (unsigned)(d->e - q), mant);
        myexp = (uint64_t)(int64_t)(d->exponent + bias);
        /* denormal: integer bit clear */
        bool intbit = tsb >= 64 ? ((mant[1] >> (tsb - 64)) & 1) : ((mant[0] >> tsb) & 1);
        if (!intbit)
            myexp = 0;
        break;
    }
    case FC_ZERO:
        myexp = 0;
        break;
    case FC_INF:
        myexp = (uint64_t)(int64_t)(s->max_exp + 1 + bias);
        break;
    default: /* NaN */
        if (s->nonfinite == DL_NF_NAN_ONLY && s->nan_enc == DL_NE_NEG_ZERO) {
            myexp = 0;
            neg = true;
        } else if (s->nonfinite == DL_NF_NAN_ONLY && s->has_sign) {
            myexp = (uint64_t)(int64_t)(s->max_exp + bias);
            mant[0] = ~(uint64_t)0; /* all ones; masked below */
        } else {
            myexp = (uint64_t)(int64_t)(s->max_exp + 1 + bias);
            if (tsb) {
                if (tsb >= 52)
                    shl128(d->payload, tsb - 52, mant);
                else
                    mant[0] = d->payload >> (52 - tsb);
                if (!mant[0] && !mant[1])
                    or_shl128(mant, 1, tsb - 1); /* still a NaN: quiet */
            }
        }
        break;
    }
    /* clear the integer bit and above */
    if (tsb >= 64) {
        if (tsb - 64 < 64)
            mant[1] &= ((uint64_t)1 << (tsb - 64)) - 1;
    } else {
        mant[0] &= tsb ? (((uint64_t)1 << tsb) - 1) : 0;
        mant[1] = 0;
    }
    uint64_t emask = exp_bits >= 64 ? ~(uint64_t)0 : (((uint64_t)1 << exp_bits) - 1);
    w[0] = mant[0];
    w[1] = mant[1];
    or_shl128(w, myexp & emask, tsb);
    if (s->has_sign && neg)
        or_shl128(w, 1, s->bits - 1);
}

/* The bit pattern of a value of semantics S (bitcastToAPInt). */
static void value_bits(double v, const fsem *s, uint64_t w[2])
{
    if (s == &fsem_ppc) {
        /* double-double: the high double, then a zero low double */
        memcpy(&w[0], &v, sizeof w[0]);
        w[1] = 0;
        return;
    }
    fdec d;
    float_decompose(v, s, &d);
    float_bits(&d, s, w);
}

/* APInt::toString(radix 16, unsigned, C literal): 0x + digits, no leading
 * zeros. */
static void put_hex_bits(dl_buf *b, const uint64_t w[2])
{
    char tmp[40];
    int n;
    if (w[1])
        n = snprintf(tmp, sizeof tmp, "0x%llX%016llX", (unsigned long long)w[1],
                     (unsigned long long)w[0]);
    else
        n = snprintf(tmp, sizeof tmp, "0x%llX", (unsigned long long)w[0]);
    dl_buf_put(b, tmp, (size_t)n);
}

/* APFloat toStringImpl for value n * 2^e (n odd, non-zero) of a semantics
 * with `prec` significand bits.  Writes the text to out (NUL-terminated,
 * cap >= 96) and the final digits as *dval * 10^*dexp (digits <= 19). */
static void ap_to_string(char *out, size_t cap, bool neg, uint64_t n, int e,
                         unsigned prec, unsigned fp, unsigned max_pad,
                         bool trunc_zero, uint64_t *dval, int *dexp)
{
    bn local;
    bn *sp = &local;
    size_t o = 0;
#define OUT(c)                \
    do {                      \
        if (o + 1 < cap)      \
            out[o++] = (c);   \
    } while (0)

    if (neg)
        OUT('-');
    if (!fp)
        fp = 2 + prec * 59 / 196;

    bn_set64(sp, n);
    int exp = e;
    if (exp > 0) {
        bn_shl(sp, (unsigned)exp);
        exp = 0;
    } else if (exp < 0) {
        bn_mul_pow5(sp, (unsigned)-exp);
    }

    /* AdjustToPrecision (APInt): truncating. */
    unsigned bits = bn_bits(sp);
    unsigned req = (fp * 196 + 58) / 59;
    if (bits > req) {
        unsigned tens = (bits - req) * 59 / 196;
        if (tens) {
            exp += (int)tens;
            bn_div_pow10(sp, tens);
        }
    }

    char buf[128]; /* least significant digit first */
    unsigned nd = 0;
    bool in_trail = true;
    while (!bn_is_zero(sp)) {
        uint32_t dg = bn_divmod_small(sp, 10);
        if (in_trail && !dg) {
            exp++;
        } else {
            if (nd < sizeof buf)
                buf[nd++] = (char)('0' + dg);
            in_trail = false;
        }
    }
    if (!nd)
        buf[nd++] = '0';

    /* AdjustToPrecision (digits): round half up. */
    if (nd > fp) {
        unsigned first = nd - fp;
        if (buf[first - 1] < '5') {
            while (first < nd && buf[first] == '0')
                first++;
            exp += (int)first;
            memmove(buf, buf + first, nd - first);
            nd -= first;
        } else {
            unsigned i;
            for (i = first; i != nd; ++i) {
                if (buf[i] == '9') {
                    first++;
                } else {
                    buf[i]++;
                    break;
                }
            }
            if (first == nd) {
                exp += (int)first;
                buf[0] = '1';
                nd = 1;
            } else {
                exp += (int)first;
                memmove(buf, buf + first, nd - first);
                nd -= first;
            }
        }
    }

    if (dval && dexp) {
        uint64_t v = 0;
        for (unsigned i = nd; i-- > 0;)
            v = v * 10 + (uint64_t)(buf[i] - '0');
        *dval = v;
        *dexp = exp;
    }

    bool sci;
    if (!max_pad) {
        sci = true;
    } else if (exp >= 0) {
        sci = ((unsigned)exp > max_pad || nd + (unsigned)exp > fp);
    } else {
        int msd = exp + (int)(nd - 1);
        if (msd >= 0)
            sci = false;
        else
            sci = (unsigned)(-msd) > max_pad;
    }

    if (sci) {
        exp += (int)(nd - 1);
        OUT(buf[nd - 1]);
        OUT('.');
        if (nd == 1 && trunc_zero) {
            OUT('0');
        } else {
            for (unsigned i = 1; i != nd; ++i)
                OUT(buf[nd - 1 - i]);
        }
        if (!trunc_zero && fp > nd - 1)
            for (unsigned i = 0; i < fp - nd + 1; i++)
                OUT('0');
        OUT(trunc_zero ? 'E' : 'e');
        OUT(exp >= 0 ? '+' : '-');
        if (exp < 0)
            exp = -exp;
        char eb[12];
        unsigned ne = 0;
        do {
            eb[ne++] = (char)('0' + exp % 10);
            exp /= 10;
        } while (exp);
        if (!trunc_zero && ne < 2)
            eb[ne++] = '0';
        while (ne)
            OUT(eb[--ne]);
    } else if (exp >= 0) {
        for (unsigned i = 0; i != nd; ++i)
            OUT(buf[nd - 1 - i]);
        for (int i = 0; i < exp; i++)
            OUT('0');
    } else {
        int nwhole = exp + (int)nd;
        unsigned i = 0;
        if (nwhole > 0) {
            for (; i != (unsigned)nwhole; ++i)
                OUT(buf[nd - i - 1]);
            OUT('.');
        } else {
            unsigned nz = 1 + (unsigned)-nwhole;
            OUT('0');
            OUT('.');
            for (unsigned z = 1; z != nz; ++z)
                OUT('0');
        }
        for (; i != nd; ++i)
            OUT(buf[nd - i - 1]);
    }
    out[o] = 0;
#undef OUT
}

/* sign(D * 10^x - B * 2^j) */
static int cmp_dec_bin(uint64_t dval, int x, const bn *b, int j)
{
    bn l, r;
    bn_set64(&l, dval);
    r = *b;
    if (x >= 0)
        bn_mul_pow10(&l, (unsigned)x);
    else
        bn_mul_pow10(&r, (unsigned)-x);
    if (j >= 0)
        bn_shl(&r, (unsigned)j);
    else
        bn_shl(&l, (unsigned)-j);
    return bn_cmp(&l, &r);
}

/* Would APFloat(S, "D e x") be bitwise equal to d (same sign)?  I.e. does
 * D * 10^x lie in the round-to-nearest-even interval of |d|? */
static bool dec_roundtrips(uint64_t dval, int x, const fdec *d, const fsem *s)
{
    int q = d->exponent - (int)(s->prec - 1);
    unsigned sh = (unsigned)(d->e - q);
    bn m;
    bn_set64(&m, d->n);
    bn_shl(&m, sh);
    bool m_even = sh > 0 || !(d->n & 1);
    bool binade_low = d->n == 1 && sh == s->prec - 1 && d->exponent > s->min_exp;

    bn lo = m, hi = m;
    int jlo, jhi = q - 1;
    bool lo_incl, hi_incl = m_even;
    if (binade_low) {
        bn_shl(&lo, 2);
        bn_sub_small(&lo, 1);
        jlo = q - 2;
        lo_incl = true;
    } else {
        bn_shl(&lo, 1);
        bn_sub_small(&lo, 1);
        jlo = q - 1;
        lo_incl = m_even;
    }
    bn_shl(&hi, 1);
    bn_add_small(&hi, 1);

    int c1 = cmp_dec_bin(dval, x, &lo, jlo);
    if (c1 < 0 || (c1 == 0 && !lo_incl))
        return false;
    int c2 = cmp_dec_bin(dval, x, &hi, jhi);
    if (c2 > 0 || (c2 == 0 && !hi_incl))
        return false;
    return true;
}

/* printFloatValue.  Returns true when the value was printed in hex. */
static bool put_float_value(dl_buf *b, double v, const fsem *s)
{
    fdec d;
    float_decompose(v, s, &d);
    if (d.cat == FC_ZERO) {
        dl_buf_puts(b, d.neg ? "-0.000000e+00" : "0.000000e+00");
        return false;
    }
    if (d.cat == FC_NORMAL) {
        char tmp[128];
        uint64_t dval = 0;
        int dexp = 0;
        ap_to_string(tmp, sizeof tmp, d.neg, d.n, d.e, s->prec, 6, 0, false,
                     &dval, &dexp);
        if (dec_roundtrips(dval, dexp, &d, s)) {
            dl_buf_puts(b, tmp);
            return false;
        }
        ap_to_string(tmp, sizeof tmp, d.neg, d.n, d.e, s->prec, 0, 3, true,
                     NULL, NULL);
        if (strchr(tmp, '.')) {
            dl_buf_puts(b, tmp);
            return false;
        }
    }
    uint64_t w[2];
    value_bits(v, s, w);
    put_hex_bits(b, w);
    return true;
}

bool dl_ir_apfloat_print(dl_buf *b, double v, const dlti_type *t)
{
    return put_float_value(b, v, type_fsem(t));
}

unsigned dl_ir_apfloat_bits(double v, const dlti_type *t, uint64_t w[2])
{
    const fsem *s = type_fsem(t);
    value_bits(v, s, w);
    return s->bits;
}

unsigned dl_ir_apfloat_width(const dlti_type *t) { return type_fsem(t)->bits; }
