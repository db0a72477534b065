/* mlir_names_data.h - the shape of the generated table of MLIR 22's names
 * (core/mlir_names_data.c, written by t/mlir-names/gen.py); read only by
 * core/mlir_names.c. */
#ifndef DL_MLIR_NAMES_DATA_H
#define DL_MLIR_NAMES_DATA_H

#include <stddef.h>

/* Names sorted bytewise, each ended by a NUL: "a\0b\0"; len counts every
 * byte but the literal's own final NUL.  names == NULL: the dialect's
 * mnemonics of that kind could not be enumerated. */
typedef struct dl_mlir_list {
    const char *names;
    size_t len;
} dl_mlir_list;

typedef struct dl_mlir_dialect {
    const char *ns;
    dl_mlir_list ops, attrs, types; /* ops without their "ns." */
} dl_mlir_dialect;

/* Sorted by ns. */
extern const dl_mlir_dialect dl_ir_mlir_dialects[];
extern const size_t dl_ir_mlir_n_dialects;

#endif
