/* float.c - the builtin float formats, described once (APFloat's
 * fltSemantics): name, width, exponent and mantissa fields, bias, range
 * and how non-finite values are encoded.  The type classes, the literal
 * decoder and the float printer all read this one list. */
#include "config.h"

#include "dl_ir.h"

/* kind, name, bits, exponent bits, stored mantissa bits, precision, bias,
 * max exponent, min exponent, non-finite values, NaN encoding, has a
 * zero, has a sign */
#define IEEE DL_NF_IEEE, DL_NE_IEEE, true, true
#define FLOAT_FORMATS(X)                                                      \
    X(DL_F4E2M1FN, "f4E2M1FN", 4, 2, 1, 2, 1, 2, 0, DL_NF_FINITE_ONLY,        \
      DL_NE_IEEE, true, true)                                                 \
    X(DL_F6E2M3FN, "f6E2M3FN", 6, 2, 3, 4, 1, 2, 0, DL_NF_FINITE_ONLY,        \
      DL_NE_IEEE, true, true)                                                 \
    X(DL_F6E3M2FN, "f6E3M2FN", 6, 3, 2, 3, 3, 4, -2, DL_NF_FINITE_ONLY,       \
      DL_NE_IEEE, true, true)                                                 \
    X(DL_F8E5M2, "f8E5M2", 8, 5, 2, 3, 15, 15, -14, IEEE)                     \
    X(DL_F8E4M3, "f8E4M3", 8, 4, 3, 4, 7, 7, -6, IEEE)                        \
    X(DL_F8E4M3FN, "f8E4M3FN", 8, 4, 3, 4, 7, 8, -6, DL_NF_NAN_ONLY,          \
      DL_NE_ALL_ONES, true, true)                                             \
    X(DL_F8E5M2FNUZ, "f8E5M2FNUZ", 8, 5, 2, 3, 16, 15, -15, DL_NF_NAN_ONLY,   \
      DL_NE_NEG_ZERO, true, true)                                             \
    X(DL_F8E4M3FNUZ, "f8E4M3FNUZ", 8, 4, 3, 4, 8, 7, -7, DL_NF_NAN_ONLY,      \
      DL_NE_NEG_ZERO, true, true)                                             \
    X(DL_F8E4M3B11FNUZ, "f8E4M3B11FNUZ", 8, 4, 3, 4, 11, 4, -10,              \
      DL_NF_NAN_ONLY, DL_NE_NEG_ZERO, true, true)                             \
    X(DL_F8E3M4, "f8E3M4", 8, 3, 4, 5, 3, 3, -2, IEEE)                        \
    /* exponent only: 2^(e - 127); no zero, no sign; e = 0 is 2^-127 */       \
    X(DL_F8E8M0FNU, "f8E8M0FNU", 8, 8, 0, 1, 127, 127, -127, DL_NF_NAN_ONLY,  \
      DL_NE_ALL_ONES, false, false)                                           \
    X(DL_BF16, "bf16", 16, 8, 7, 8, 127, 127, -126, IEEE)                     \
    X(DL_F16, "f16", 16, 5, 10, 11, 15, 15, -14, IEEE)                        \
    X(DL_TF32, "tf32", 19, 8, 10, 11, 127, 127, -126, IEEE)                   \
    X(DL_F32, "f32", 32, 8, 23, 24, 127, 127, -126, IEEE)                     \
    X(DL_F64, "f64", 64, 11, 52, 53, 1023, 1023, -1022, IEEE)                 \
    /* x87 extended stores its integer bit: 63 + 1 mantissa bits */          \
    X(DL_F80, "f80", 80, 15, 63, 64, 16383, 16383, -16382, IEEE)              \
    X(DL_F128, "f128", 128, 15, 112, 113, 16383, 16383, -16382, IEEE)

/* Through a second macro, so that IEEE is expanded into its four. */
#define INFO(...) INFO_(__VA_ARGS__)
#define INFO_(k, n, b, eb, mb, prec, bias, maxe, mine, nf, ne, zero, sign)     \
    [k] = {(n), (b), (eb), (mb), (prec), (bias), (maxe), (mine), (nf), (ne),  \
           (zero), (sign)},
const dl_float_info dl_ir_float_info_table[DL_NUM_FLOATS] = {FLOAT_FORMATS(INFO)};

/* Each builtin float type is its own class, as in MLIR (an f32 entry does
 * not apply to f64).  Constant: contexts in parallel threads share them. */
#define CLASS(...) CLASS_(__VA_ARGS__)
#define CLASS_(k, n, b, ...)                                                   \
    [k] = {.kind = DL_TY_FLOAT, .name = (n), .dialect = &dl_ir_builtin_dialect,  \
           .float_bits = (b), .float_kind = (k)},
static const dlti_type_class float_classes[DL_NUM_FLOATS] = {
    FLOAT_FORMATS(CLASS)};

const dlti_type_class *dl_ir_float_class(dl_float_kind kind)
{
    return &float_classes[kind];
}
