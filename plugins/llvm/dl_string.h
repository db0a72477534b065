/* dl_string.h - standalone parser/validator for LLVM 22 data layout strings.
 *
 * Re-implements the rules of LLVM 22's DataLayout::parseLayoutString
 * (llvm/lib/IR/DataLayout.cpp) in plain C11: same accepted language, same
 * defaults, same "later spec replaces earlier one" semantics, and the same
 * error message texts for malformed strings.
 *
 * It also emulates MLIR 22's DataLayoutImporter (the token-based import that
 * `mlir-translate --import-llvm` uses to build a #dlti.dl_spec) so that
 * results can be compared with the real tool; see dl_llvm_dl_mlir_view().
 *
 * No dependency on the rest of dlti; no global state; no recursion; every
 * allocation is bounded by O(input length) and released by
 * dl_llvm_layout_free().  All widths/alignments are in bits.
 */
#ifndef DLTI_PLUGINS_LLVM_DL_STRING_H
#define DLTI_PLUGINS_LLVM_DL_STRING_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Mangling modes (the "m:<c>" specifier). */
typedef enum {
    DL_LLVM_MANGLING_NONE = 0, /* not specified */
    DL_LLVM_MANGLING_ELF,      /* m:e */
    DL_LLVM_MANGLING_MACHO,    /* m:o */
    DL_LLVM_MANGLING_WINCOFF,  /* m:w */
    DL_LLVM_MANGLING_WINCOFFX86, /* m:x */
    DL_LLVM_MANGLING_GOFF,     /* m:l */
    DL_LLVM_MANGLING_MIPS,     /* m:m */
    DL_LLVM_MANGLING_XCOFF     /* m:a */
} dl_llvm_mangling;

/* Function pointer alignment type ("F<type><abi>"). */
typedef enum {
    DL_LLVM_FNPTR_INDEPENDENT = 0,          /* Fi */
    DL_LLVM_FNPTR_MULTIPLE_OF_FUNC_ALIGN    /* Fn */
} dl_llvm_fnptr_type;

/* i<size>, f<size>, v<size> specs.  abi/pref in bits (>= 8, powers of two). */
typedef struct {
    uint32_t bits;
    uint32_t abi;
    uint32_t pref;
} dl_llvm_prim_spec;

/* p[flags][<as>][(<name>)]:<size>:<abi>[:<pref>[:<idx>]] */
typedef struct {
    uint32_t as;
    uint32_t bits;
    uint32_t abi;
    uint32_t pref;
    uint32_t index_bits;
    int unstable;       /* 'u' flag, or listed in "ni:" */
    int external_state; /* 'e' flag */
    char *name;         /* NUL-terminated, "" when unnamed; owned */
} dl_llvm_ptr_spec;

typedef struct {
    int big_endian;
    dl_llvm_mangling mangling;
    uint32_t program_as, globals_as, alloca_as;
    uint32_t stack_align;      /* 0 = unspecified ("S") */
    uint32_t fnptr_align;      /* 0 = unspecified ("F") */
    dl_llvm_fnptr_type fnptr_type;
    uint32_t aggr_abi, aggr_pref; /* "a"; defaults 8:64 */

    /* "n": legal integer widths in order of appearance (all "n" specs are
     * appended, like LLVM).  LLVM stores them as unsigned char (a FIXME in
     * DataLayout.h); the values here are the parsed, untruncated ones. */
    uint32_t *legal_int_widths;
    size_t n_legal_int_widths;

    /* "ni": address spaces as listed (in order, duplicates kept). */
    uint32_t *nonintegral_as;
    size_t n_nonintegral_as;

    /* Final spec lists, sorted by width (resp. address space), unique, with
     * LLVM's defaults merged in, exactly as LLVM's DataLayout holds them. */
    dl_llvm_prim_spec *ints;    size_t n_ints;
    dl_llvm_prim_spec *floats;  size_t n_floats;
    dl_llvm_prim_spec *vectors; size_t n_vectors;
    dl_llvm_ptr_spec *ptrs;     size_t n_ptrs;
} dl_llvm_layout;

/* Return codes. */
#define DL_LLVM_OK 0
#define DL_LLVM_EINVAL 1 /* malformed string; err holds LLVM's message */
#define DL_LLVM_ENOMEM 2 /* allocation failure; err says so */

/* Parse the n bytes at s (need not be NUL-terminated; NUL bytes are ordinary
 * characters).  On success fills *out (free with dl_llvm_layout_free).  On
 * failure *out is left zeroed (nothing to free) and, if err != NULL and
 * errlen > 0, the NUL-terminated message (truncated to errlen-1 bytes) is
 * stored in err.  The message is LLVM 22's text verbatim. */
int dl_llvm_dl_parse(const char *s, size_t n, dl_llvm_layout *out,
                     char *err, size_t errlen);

/* As dl_llvm_dl_parse; on failure, *err_at (when not NULL) is the offset
 * of the specification (between '-') that failed. */
int dl_llvm_dl_parse_at(const char *s, size_t n, dl_llvm_layout *out,
                        char *err, size_t errlen, size_t *err_at);

void dl_llvm_layout_free(dl_llvm_layout *l);

/* Emulation of MLIR 22's DataLayoutImporter::dataLayoutSpecFromDataLayoutStr
 * applied to the (LLVM-valid) string s.  Writes to buf (NUL-terminated,
 * truncated to buflen-1; returns the full length needed, like snprintf) a
 * line-oriented report:
 *   "warning: unhandled data layout token: <tok>\n" ... then
 *   "#dlti.dl_spec<...>\n"                      on success, or
 *   "error: cannot translate data layout: <tok>\n" on importer failure, or
 *   "crash: unsupported float width <w>\n"      where MLIR 22 dereferences a
 *                                               null Type (f<w> with w not in
 *                                               {16,32,64,80,128}).
 * Returns (size_t)-1 on allocation failure. */
size_t dl_llvm_dl_mlir_view(const char *s, size_t n, char *buf, size_t buflen);

/* Human-readable canonical dump of a parsed layout (one item per line). Same
 * return convention as dl_llvm_dl_mlir_view. */
size_t dl_llvm_layout_dump(const dl_llvm_layout *l, char *buf, size_t buflen);

#ifdef __cplusplus
}
#endif
#endif
