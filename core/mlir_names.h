/* mlir_names.h - the names MLIR 22 defines: its dialects, and per dialect
 * its ops and its attribute and type mnemonics.  The reader keeps what a
 * plugin does not model opaque when MLIR 22 defines the name, and refuses
 * a name MLIR 22 does not define (a typo stays an error).  The lists are
 * generated from mlir-opt-22 by t/mlir-names/gen.py (core/mlir_names_data.c);
 * mnemonics of a dialect the script could not enumerate (test_dyn, whose
 * attributes and types are dynamic) are -1, like an unknown dialect. */
#ifndef DL_MLIR_NAMES_H
#define DL_MLIR_NAMES_H

#include <stdbool.h>
#include <stddef.h>

/* Whether `ns` (n bytes) is a dialect namespace of mlir-opt-22. */
bool dl_ir_mlir_dialect_known(const char *ns, size_t n);

/* Whether MLIR 22's dialect `ns` (n bytes) allows ops it does not define
 * (the generic form of such an op verifies). */
bool dl_ir_mlir_dialect_allows_unknown_ops(const char *ns, size_t n);

/* For the op `name` ("ns.op", n bytes): 1 when MLIR 22 defines it, 0 when
 * its dialect is MLIR 22's and does not define it, -1 when the dialect is
 * not one of MLIR 22's. */
int dl_ir_mlir_op_defined(const char *name, size_t n);

/* The same for the attribute or type mnemonic `mn` of dialect `ns`
 * (`#ns.mn<...>`, `!ns.mn<...>`). */
int dl_ir_mlir_attr_defined(const char *ns, size_t nslen, const char *mn,
                         size_t mlen);
int dl_ir_mlir_type_defined(const char *ns, size_t nslen, const char *mn,
                         size_t mlen);

/* The alias name MLIR 22's printer gives `#ns.mn<...>` (`di_file` for
 * `#llvm.di_file<...>`), or NULL: its dialect's OpAsmDialectInterface,
 * known for llvm only.  The name is static. */
const char *dl_ir_mlir_attr_alias(const char *ns, size_t nslen, const char *mn,
                               size_t mlen);

/* The attribute (or type) mnemonic of MLIR 22's dialect `ns` closest to
 * the misspelt `mn` (core/suggest.c's rules), or NULL. */
const char *dl_ir_mlir_suggest(const char *ns, size_t nslen, const char *mn,
                            size_t mlen, bool types);

#endif
