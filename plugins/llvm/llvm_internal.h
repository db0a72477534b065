/* llvm_internal.h - declarations shared by the files of the llvm plugin
 * (plugins/llvm/): its classes and per-context state, the keys of its
 * types, and the functions one file defines for another.  Everything
 * declared here is internal to the plugin: the plugin is compiled with
 * -fvisibility=hidden and LLVM_INTERNAL marks each function hidden as well,
 * so that dlti_plugin_entry stays its only exported symbol.
 *
 *   llvm.c           registration, the per-context state, the entry point
 *   types.c          state lookup, keys, uniqued type constructors
 *   diag.c           parse, verification and layout messages
 *   parse.c          the type parser
 *   print.c          the type printer and the LLVM-compatible type cache
 *   layout.c         shared layout helpers and the !llvm.array layout
 *   ptr_layout.c     the !llvm.ptr layout
 *   struct_layout.c  the !llvm.struct layout
 *   attr.c           #llvm.address_space
 *   target_attr.c    #llvm.target, #llvm.target_features
 *   io.c             layout import (strings, triples) and export
 *   llvm_specs.c     the LLVM string of a layout under LLVM's rules
 *   dl_string.c      LLVM 22 data layout strings (standalone, dl_string.h)
 *   triple.c         LLVM 22 triples (standalone, triple.h)
 *   target_layout.c  the data layout of a triple (standalone, triple.h)
 *
 * Each .c file defines _POSIX_C_SOURCE (as llvm.c needs it) before
 * including this header, so that all of them see the same declarations.
 */
#ifndef DLTI_LLVM_INTERNAL_H
#define DLTI_LLVM_INTERNAL_H

#include <pthread.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dlti/dlti.h"
#include "dlti/plugin.h"

#if defined(__GNUC__)
#define LLVM_INTERNAL __attribute__((visibility("hidden")))
#define LLVM_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define LLVM_INTERNAL
#define LLVM_PRINTF(f, a)
#endif

#define LLVM_PLUGIN_VERSION "1.0.0"
/* Nested llvm types parsed by this file (the core bounds its own). */
#define LLVM_MAX_NESTING 512

/* ---- Classes and per-context state -------------------------------------- */

enum {
    K_VOID,
    K_PPC_FP128,
    K_TOKEN,
    K_LABEL,
    K_METADATA,
    K_X86_AMX,
    K_FUNC,
    K_PTR,
    K_ARRAY,
    K_STRUCT,
    K_TARGET,
    K_NUM
};

/* The class names, by kind (llvm.c). */
LLVM_INTERNAL extern const char *const kind_names[K_NUM];

/* A set of types (open addressing, linear probing, backward-shift
 * deletion). */
typedef struct type_set {
    const dlti_type **slots;
    size_t cap, n;
} type_set;

typedef struct llvm_state {
    const dlti_type_class *cls[K_NUM];
    const dlti_attr_class *address_space;
    /* MLIR's LLVMDialect::compatibleTypes: types found LLVM-compatible so
     * far (it decides how nested types print). */
    type_set compatible;
    /* Printing runs in query threads too (dlti.h): the cache is shared by
     * them.  Recursive, since the check recurses into element types. */
    pthread_mutex_t lock;
} llvm_state;

/* ---- Keys ----------------------------------------------------------------
 * Keys are zeroed before they are filled: they are compared bytewise. */

typedef struct ptr_key {
    uint32_t as;
} ptr_key;

typedef struct array_key {
    const dlti_type *elem;
    uint64_t n;
} array_key;

/* Literal structs: packed + members.  Identified structs: the name only
 * (interned; len for names holding NULs); the body is the mutable data. */
typedef struct struct_key {
    uint32_t identified;
    uint32_t packed;
    const char *name;
    size_t name_len;
    size_t n;
    const dlti_type *elems[];
} struct_key;

enum { BODY_UNSET, BODY_OPAQUE, BODY_SET };

typedef struct struct_body {
    int state;
    bool packed;
    size_t n;
    const dlti_type *elems[];
} struct_body;

typedef struct func_key {
    const dlti_type *ret;
    uint64_t vararg;
    size_t n;
    const dlti_type *params[];
} func_key;

/* n_types types, then n_ints uint32_t. */
typedef struct target_key {
    const char *name;
    size_t name_len;
    size_t n_types, n_ints;
    const dlti_type *types[];
} target_key;

/* #llvm.target: interned strings (with their lengths: they may hold
 * NULs) and the #llvm.target_features attribute or NULL. */
typedef struct target_attr_key {
    const char *triple;
    size_t triple_len;
    const char *chip;
    size_t chip_len;
    const dlti_attr *features;
} target_attr_key;

/* #llvm.target_features: n features, each (interned pointer, length). */
typedef struct features_key {
    size_t n;
    uintptr_t items[];
} features_key;

typedef struct as_key {
    uint32_t as;
} as_key;

/* The members of a struct (identified: its body; none while opaque or
 * unset). */
typedef struct struct_view {
    bool identified, packed;
    int state; /* identified only */
    const char *name;
    size_t name_len;
    size_t n;
    const dlti_type *const *elems;
} struct_view;

/* A node of a stack of identified structs being parsed or printed (the
 * stacks are thread-local lists of nodes living on the C stack). */
typedef struct type_node {
    const dlti_type *type;
    const struct type_node *prev;
} type_node;

/* ---- types.c ------------------------------------------------------------ */

LLVM_INTERNAL llvm_state *class_state(const dlti_type_class *cls);
LLVM_INTERNAL llvm_state *type_state(const dlti_type *t);
LLVM_INTERNAL int kind_of(const llvm_state *st, const dlti_type *t);
LLVM_INTERNAL const void *key_of(const dlti_type *t);
LLVM_INTERNAL uint32_t ptr_as(const dlti_type *t);
LLVM_INTERNAL const uint32_t *target_ints(const target_key *k);
LLVM_INTERNAL struct_view view_struct(const dlti_type *t);
LLVM_INTERNAL bool struct_is_opaque(const dlti_type *t);
LLVM_INTERNAL const dlti_type *get_simple(dlti_context *ctx,
                                          const llvm_state *st, int kind);
LLVM_INTERNAL const dlti_type *get_ptr(dlti_context *ctx, const llvm_state *st,
                                       uint32_t as);
LLVM_INTERNAL const dlti_type *get_array(dlti_context *ctx,
                                         const llvm_state *st,
                                         const dlti_type *elem, uint64_t n);
LLVM_INTERNAL const dlti_type *
get_literal_struct(dlti_context *ctx, const llvm_state *st,
                   const dlti_type *const *elems, size_t n, bool packed);
LLVM_INTERNAL const dlti_type *get_identified(dlti_context *ctx,
                                              const llvm_state *st,
                                              const char *name,
                                              size_t name_len, bool *fresh);
LLVM_INTERNAL bool set_struct_opaque(dlti_context *ctx, const dlti_type *t);
LLVM_INTERNAL bool set_struct_body(dlti_context *ctx, const dlti_type *t,
                                   const dlti_type *const *elems, size_t n,
                                   bool packed, bool *ok);
LLVM_INTERNAL const dlti_type *
get_func(dlti_context *ctx, const llvm_state *st, const dlti_type *ret,
         const dlti_type *const *params, size_t n, bool vararg);
LLVM_INTERNAL const dlti_type *
get_target(dlti_context *ctx, const llvm_state *st, const char *name,
           size_t name_len, const dlti_type *const *types, size_t n_types,
           const uint32_t *ints, size_t n_ints);
LLVM_INTERNAL bool on_stack(const type_node *top, const dlti_type *t);

/* ---- diag.c ------------------------------------------------------------- */

LLVM_INTERNAL dlti_status perr_at(dlti_parser *p, const dlti_loc *loc,
                                  const char *fmt, ...) LLVM_PRINTF(3, 4);
LLVM_INTERNAL dlti_status layout_error(dlti_data_layout *dl,
                                       const dlti_type *t, dlti_status status,
                                       const char *fmt, ...) LLVM_PRINTF(4, 5);
LLVM_INTERNAL char *type_str(const dlti_type *t);
LLVM_INTERNAL dlti_status perr_type(dlti_parser *p, const dlti_loc *loc,
                                    const char *msg, const dlti_type *t);
LLVM_INTERNAL dlti_status nomem(dlti_parser *p);
LLVM_INTERNAL dlti_status verr_key(dlti_context *ctx, const dlti_loc *loc,
                                   const char *before, const dlti_type *key,
                                   const char *after);
LLVM_INTERNAL dlti_status overflow(dlti_data_layout *dl, const dlti_type *t);
LLVM_INTERNAL dlti_status bad_entry(dlti_data_layout *dl, const dlti_type *t,
                                    const dlti_attr *entry);

/* ---- parse.c ------------------------------------------------------------ */

LLVM_INTERNAL dlti_status parse_u32(dlti_parser *p, uint32_t *v);
LLVM_INTERNAL dlti_status hook_parse(dlti_parser *p,
                                     const dlti_type_class *cls,
                                     const dlti_type **out);

/* ---- print.c ------------------------------------------------------------ */

LLVM_INTERNAL void hook_print(dlti_printer *pr, const dlti_type *t);

/* ---- layout.c ----------------------------------------------------------- */

LLVM_INTERNAL int dense_values(const dlti_attr *entry, size_t *count,
                               unsigned *width);
LLVM_INTERNAL int int_values(const dlti_attr *entry, size_t *count);
LLVM_INTERNAL uint64_t dense_at(const dlti_attr *entry, size_t i);
LLVM_INTERNAL bool align_to(uint64_t x, uint64_t a, uint64_t *out);
LLVM_INTERNAL dlti_status array_size(const dlti_type *t, dlti_data_layout *dl,
                                     dlti_entry_list entries, dlti_size *out);
LLVM_INTERNAL dlti_status bytes_in_bits(const dlti_type *t,
                                        dlti_data_layout *dl,
                                        dlti_entry_list entries,
                                        dlti_size *out);
LLVM_INTERNAL dlti_status array_abi(const dlti_type *t, dlti_data_layout *dl,
                                    dlti_entry_list entries, uint64_t *out);
LLVM_INTERNAL dlti_status array_pref(const dlti_type *t, dlti_data_layout *dl,
                                     dlti_entry_list entries, uint64_t *out);
LLVM_INTERNAL dlti_status array_fields(const dlti_type *t,
                                       dlti_data_layout *dl,
                                       dlti_entry_list entries, size_t i,
                                       size_t *count, dlti_field_info *out);

/* ---- ptr_layout.c ------------------------------------------------------- */

LLVM_INTERNAL dlti_status ptr_size_in_bits(const dlti_type *t,
                                           dlti_data_layout *dl,
                                           dlti_entry_list entries,
                                           dlti_size *out);
LLVM_INTERNAL dlti_status ptr_abi(const dlti_type *t, dlti_data_layout *dl,
                                  dlti_entry_list entries, uint64_t *out);
LLVM_INTERNAL dlti_status ptr_pref(const dlti_type *t, dlti_data_layout *dl,
                                   dlti_entry_list entries, uint64_t *out);
LLVM_INTERNAL dlti_status ptr_index(const dlti_type *t, dlti_data_layout *dl,
                                    dlti_entry_list entries, uint64_t *out,
                                    int *has);
LLVM_INTERNAL dlti_status ptr_explain(const dlti_type *t, dlti_data_layout *dl,
                                      dlti_entry_list entries,
                                      dlti_query_kind q,
                                      const dlti_attr **entry,
                                      const dlti_type **via);
LLVM_INTERNAL dlti_status ptr_verify(dlti_context *ctx,
                                     dlti_entry_list entries,
                                     const dlti_loc *loc);
LLVM_INTERNAL dlti_status ptr_compatible(dlti_context *ctx,
                                         dlti_entry_list outer,
                                         dlti_entry_list inner,
                                         dlti_entry_list ids, int *compatible);

/* ---- struct_layout.c ---------------------------------------------------- */

LLVM_INTERNAL dlti_status struct_size(const dlti_type *t, dlti_data_layout *dl,
                                      dlti_entry_list entries, dlti_size *out);
LLVM_INTERNAL dlti_status struct_fields(const dlti_type *t,
                                        dlti_data_layout *dl,
                                        dlti_entry_list entries, size_t i,
                                        size_t *count, dlti_field_info *out);
LLVM_INTERNAL dlti_status struct_abi(const dlti_type *t, dlti_data_layout *dl,
                                     dlti_entry_list entries, uint64_t *out);
LLVM_INTERNAL dlti_status struct_pref(const dlti_type *t, dlti_data_layout *dl,
                                      dlti_entry_list entries, uint64_t *out);
LLVM_INTERNAL dlti_status struct_verify(dlti_context *ctx,
                                        dlti_entry_list entries,
                                        const dlti_loc *loc);
LLVM_INTERNAL dlti_status struct_compatible(dlti_context *ctx,
                                            dlti_entry_list outer,
                                            dlti_entry_list inner,
                                            dlti_entry_list ids,
                                            int *compatible);

/* ---- attr.c ------------------------------------------------------------- */

LLVM_INTERNAL dlti_status as_parse(dlti_parser *p, const dlti_attr_class *cls,
                                   const dlti_attr **out);
LLVM_INTERNAL void as_print(dlti_printer *pr, const dlti_attr *a);

/* ---- target_attr.c ------------------------------------------------------ */

LLVM_INTERNAL dlti_status target_parse(dlti_parser *p,
                                       const dlti_attr_class *cls,
                                       const dlti_attr **out);
LLVM_INTERNAL void target_print(dlti_printer *pr, const dlti_attr *a);
LLVM_INTERNAL dlti_status features_parse(dlti_parser *p,
                                         const dlti_attr_class *cls,
                                         const dlti_attr **out);
LLVM_INTERNAL void features_print(dlti_printer *pr, const dlti_attr *a);
LLVM_INTERNAL const char *target_triple(const dlti_attr *a, size_t *len);
/* print.c: a string literal as MLIR prints it. */
LLVM_INTERNAL void print_quoted(dlti_printer *pr, const char *s, size_t n);

/* ---- io.c: the layout_import / layout_export dialect hooks ------------- */

/* The memref descriptor struct (types.c; the dialect hook). */
LLVM_INTERNAL dlti_status llvm_memref_descriptor(dlti_dialect *d,
                                                 unsigned address_space,
                                                 unsigned index_bits, int rank,
                                                 const dlti_type **out);
/* llvm_specs.c: the data layout string of a triple (into layout, cap
 * bytes); its length, or -1 with LLVM's reason in err. */
LLVM_INTERNAL int llvm_triple_layout(const char *text, size_t len,
                                     char *layout, size_t cap, char *err,
                                     size_t errcap);
/* llvm_specs.c: the llvm_specs dialect hook. */
LLVM_INTERNAL dlti_status llvm_specs(dlti_context *ctx, dlti_op *scope,
                                     const char *kind, const char *text,
                                     size_t len,
                                     const dlti_llvm_specs **out);
/* io.c: the string of a layout's combined spec, what LLVM cannot read
 * left out (counted in *dropped); *out malloc'ed. */
LLVM_INTERNAL dlti_status llvm_export_lenient(dlti_data_layout *dl,
                                              char **out, unsigned *dropped);
LLVM_INTERNAL dlti_status llvm_layout_import(dlti_context *ctx,
                                             const char *kind,
                                             const char *text, size_t len,
                                             const dlti_attr **out);
LLVM_INTERNAL dlti_status llvm_layout_export(dlti_context *ctx,
                                             const char *kind,
                                             const dlti_attr *spec,
                                             dlti_data_layout *dl,
                                             const dlti_loc *loc,
                                             const char **out);

#endif /* DLTI_LLVM_INTERNAL_H */
