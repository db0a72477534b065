/* plugin.h - the interface between libdlti and dialects.
 *
 * The builtin and dlti dialects are registered through these same
 * structures by the core; every other dialect is a shared object that the
 * core loads at run time: doc/plugins.md is the dialect author's guide
 * (loading, what each hook must return, memory ownership, threads).
 *
 * Hook tables begin with their own size so that hooks can be appended later
 * without breaking plugins built against an older header.
 *
 * Sections, in the order a dialect author needs them:
 *   the plugin entry point       dlti_plugin_entry, dlti_plugin_info
 *   dialects                     dialect hooks, per-context data, lookups
 *   context services             memory, interning, diagnostics
 *   types                        type hooks, registration, uniquing,
 *                                builtin types
 *   attributes                   attribute hooks, registration, uniquing,
 *                                builtin attributes
 *   operations                   op hooks and flags, registration, the
 *                                function-op and return-op forms
 *   layout hooks                 entries, default answers, locations
 *   parser helpers               dlti_parser_*
 *   printer helpers              dlti_printer_*
 */
#ifndef DLTI_PLUGIN_H
#define DLTI_PLUGIN_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include "dlti.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct dlti_dialect dlti_dialect;
typedef struct dlti_type_class dlti_type_class;
typedef struct dlti_attr_class dlti_attr_class;
typedef struct dlti_parser dlti_parser;
typedef struct dlti_printer dlti_printer;

/* A data layout entry is a `#dlti.dl_entry` attribute: a key (a type or a
 * string) and a value attribute.  Type hooks receive every entry of the
 * combined spec whose key type belongs to their class, in spec order (see
 * "Layout hooks" for reading them). */
typedef struct dlti_entry_list {
    const dlti_attr *const *entries;
    size_t count;
} dlti_entry_list;

/* ---- The plugin entry point ------------------------------------------------
 * A plugin is a shared object NAMESPACE.so exporting one symbol,
 * `dlti_plugin_entry`, a function returning its descriptor.  The descriptor
 * and its strings must stay valid while the object is loaded (make them
 * static).  Each context that uses the namespace loads the object and calls
 * `init` once with its own dialect; contexts may do so in parallel threads,
 * so static data of the plugin must be read-only. */

#define DLTI_PLUGIN_ABI_VERSION 1

typedef struct dlti_plugin_info {
    size_t size;              /* sizeof(dlti_plugin_info) */
    unsigned abi_version;     /* DLTI_PLUGIN_ABI_VERSION */
    const char *name_space;   /* must equal the file name without .so */
    const char *version;      /* the plugin's own version, e.g. "1.0.0" */
    const char *summary;      /* one line for `dlti plugins` */
    /* Registers the dialect's classes and hooks; non-OK refuses the
     * plugin (everything it registered is dropped). */
    dlti_status (*init)(dlti_dialect *d);
} dlti_plugin_info;

typedef const dlti_plugin_info *(*dlti_plugin_entry_fn)(void);
#define DLTI_PLUGIN_ENTRY_SYMBOL "dlti_plugin_entry"

#if defined(__GNUC__)
#define DLTI_PLUGIN_EXPORT __attribute__((visibility("default")))
#else
#define DLTI_PLUGIN_EXPORT
#endif

/* ---- Dialects --------------------------------------------------------------
 * Registration, called from a plugin's init function.  Hook tables are
 * copied; names are copied.  A table smaller than the core requires is
 * refused with DLTI_ERR_PLUGIN (NULL for the class registrations: see
 * dlti_register_type_class, dlti_register_attr_class and
 * dlti_register_op_class below). */

struct dlti_llvm_specs; /* below, with LLVM's DataLayout */

typedef struct dlti_dialect_hooks {
    size_t size; /* sizeof(dlti_dialect_hooks) as the plugin was built */
    /* Optional: verifies an identifier-keyed entry "ns.key".  Without it
     * the dialect does not support identifier entries. */
    dlti_status (*verify_entry)(dlti_context *ctx, const dlti_attr *entry,
                                const dlti_loc *loc);
    /* Optional: combines entries of the same key from nested scopes;
     * returns the result or NULL when they do not combine.  Default:
     * identical entries combine.  A function of its entries: a context
     * combines each chain of specs once and reuses the result. */
    const dlti_attr *(*combine)(dlti_context *ctx, const dlti_attr *outer,
                                const dlti_attr *inner);
    /* Optional, for `dlti plugins`: the identifier keys the dialect knows,
     * in full ("demo.mode"), NULL-terminated.  Not copied: keep the array
     * and its strings static. */
    const char *const *identifier_keys;
    /* ---- Appended after ABI 1's first table (a smaller table reads as
     * NULL here; see doc/plugins.md, "Importing and exporting layouts"). */
    /* Optional: turns `len` bytes of `text` in the format `kind` (a name
     * the dialect chooses, e.g. "datalayout" or "target" for llvm) into a
     * `#dlti.dl_spec` attribute of `ctx` in *spec_out.  Reports errors
     * (dlti_emit_error) and warnings (dlti_emit_diag) with a NULL location;
     * an unknown kind is DLTI_ERR_MISUSE, reported. */
    dlti_status (*layout_import)(dlti_context *ctx, const char *kind,
                                 const char *text, size_t len,
                                 const dlti_attr **spec_out);
    /* Optional: the text of format `kind` for `spec`, a `#dlti.dl_spec`
     * whose queries `dl` answers (the layout of the scope holding it);
     * errors at `loc` (may be NULL).  *out is a string of the context
     * (dlti_intern or dlti_context_alloc), NUL-terminated. */
    dlti_status (*layout_export)(dlti_context *ctx, const char *kind,
                                 const dlti_attr *spec, dlti_data_layout *dl,
                                 const dlti_loc *loc, const char **out);
    /* ---- Appended after layout_export (a smaller table reads as NULL).
     * Optional: the struct a memref value lowers to (MLIR's
     * --finalize-memref-to-llvm), built of this dialect's types, in *out:
     * for a ranked memref of `rank` >= 0, {ptr<as>, ptr<as>, iW,
     * array<rank x iW>, array<rank x iW>} (no arrays at rank 0); for an
     * unranked one (rank < 0), {iW, ptr}; W is `index_bits`.  The core
     * asks the first dialect that has the hook, else the dialect "llvm"
     * (loading its plugin), when a layout query needs a memref's size. */
    dlti_status (*memref_descriptor)(dlti_dialect *d, unsigned address_space,
                                     unsigned index_bits, int rank,
                                     const dlti_type **out);
    /* ---- Appended after memref_descriptor (a smaller table reads as
     * NULL here), for LLVM 22's DataLayout. */
    /* Optional ("llvm" only): the LLVM data layout a layout of `scope`
     * (NULL: the default layout) answers by under DLTI_RULES_LLVM, read
     * from `len` bytes of `text` in format `kind` (as layout_import's) when
     * `kind` is not NULL, else from the scope (see struct dlti_llvm_specs
     * below).  *out lives as long as the context.  Errors are reported. */
    dlti_status (*llvm_specs)(dlti_context *ctx, dlti_op *scope,
                              const char *kind, const char *text, size_t len,
                              const struct dlti_llvm_specs **out);
    /* ---- Appended after llvm_specs (a smaller table reads as 0 here).
     * DLTI_DIALECT_PRINT_BESIDE_PARSE, DLTI_DIALECT_LAYOUT_BESIDE_PARSE,
     * DLTI_DIALECT_REUSABLE and DLTI_DIALECT_VERIFY_BESIDE_PARSE, or 0. */
    unsigned flags;
} dlti_dialect_hooks;
/* The dialect's `print` hooks (of its types, attributes and ops) only
 * read what they are given, and per-context data that its `parse` hooks
 * set before that object was made: they may run on one thread while
 * another parses in the same context.  dlti_query_source and its kin
 * print a file's body ops on a second thread (DLTI_QUERY_THREADS) only
 * while every plugin dialect loaded says so; without the flag (a plugin
 * built before it) its hooks keep the one-thread contract below. */
#define DLTI_DIALECT_PRINT_BESIDE_PARSE 1u
/* The dialect's layout hooks (of its types, and the op `type_*`
 * overrides) keep the contract of "Threads" below (they write nothing but
 * their outputs) and read nothing a `parse` or `verify` hook sets after
 * the object they are asked about was made: they may run on one thread
 * while another parses and verifies in the same context.  With every
 * plugin dialect loaded saying so, DLTI_QUERY_THREADS runs the query pass
 * of a body op on the second thread too, before printing it. */
#define DLTI_DIALECT_LAYOUT_BESIDE_PARSE 2u

/* The dialect's hooks give a file in a context that served earlier files
 * what they give it in a new context: its per-context data
 * (dlti_dialect_set_data) is set when the plugin is loaded and not changed
 * after, and any state a parse keeps is in types made mutable
 * (dlti_type_set_mutable, which the core sees).  Without the flag (a
 * plugin built before it) a context that loaded the plugin serves one file
 * (dlti_context_file_done). */
#define DLTI_DIALECT_REUSABLE 4u

/* The dialect's verify hooks (of its ops, and `verify_entries` /
 * `verify_entry` of its layout entries) read only what they are given and
 * per-context data that its `parse` hooks set before that object was made,
 * and write nothing but their diagnostics: they may run on one thread
 * while another parses in the same context.  With every plugin dialect
 * loaded saying so (and DLTI_DIALECT_LAYOUT_BESIDE_PARSE), the second
 * thread of DLTI_QUERY_PASS_THREAD verifies each body op too, before its
 * query pass; without the flag (a plugin built before it) the caller's
 * thread verifies, as before. */
#define DLTI_DIALECT_VERIFY_BESIDE_PARSE 8u

DLTI_API dlti_status dlti_dialect_set_hooks(dlti_dialect *d,
                                            const dlti_dialect_hooks *hooks);
/* Per-context state of the dialect, destroyed with the context. */
DLTI_API void dlti_dialect_set_data(dlti_dialect *d, void *data,
                                    void (*destroy)(void *data));
DLTI_API void *dlti_dialect_data(const dlti_dialect *d);
DLTI_API dlti_context *dlti_dialect_context(const dlti_dialect *d);
DLTI_API const char *dlti_dialect_namespace(const dlti_dialect *d);
/* A class of this dialect by name, or NULL. */
DLTI_API const dlti_type_class *dlti_dialect_type_class(const dlti_dialect *d,
                                                        const char *name);
DLTI_API const dlti_attr_class *dlti_dialect_attr_class(const dlti_dialect *d,
                                                        const char *name);

/* ---- Context services --------------------------------------------------- */

/* Memory that lives as long as the context (zeroed; NULL when exhausted). */
DLTI_API void *dlti_context_alloc(dlti_context *ctx, size_t size);
DLTI_API const char *dlti_intern(dlti_context *ctx, const char *s, size_t len);
/* Reports an error (returns DLTI_ERR_VERIFY) or a note through the
 * context's handler; loc may be NULL.  The format is printf's, and "%pT"
 * / "%pA" print a type / an attribute argument as MLIR does (cast it to
 * const void *); also in dlti_emit_diag. */
DLTI_API dlti_status dlti_emit_error(dlti_context *ctx, const dlti_loc *loc,
                                     const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

/* Reports a diagnostic of any severity through the context's handler
 * (an error counts as dlti_emit_error's); returns DLTI_ERR_VERIFY for an
 * error, DLTI_OK otherwise.  loc may be NULL. */
DLTI_API dlti_status dlti_emit_diag(dlti_context *ctx, dlti_severity severity,
                                    const dlti_loc *loc, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;

/* ---- Types -----------------------------------------------------------------
 * A dialect type is its class plus `key` bytes chosen by the dialect.  Keys
 * are compared bytewise, so they may hold pointers to other uniqued objects
 * and to strings from dlti_intern, never other pointers or padding garbage
 * (zero the struct first). */

typedef struct dlti_type_hooks {
    size_t size; /* sizeof(dlti_type_hooks) as the plugin was built */
    /* Parses what follows `!ns.name` (often `<...>`) into a type.  Must
     * be a function of the text: the parser reuses the type parsed from
     * an identical spelling instead of calling the hook again. */
    dlti_status (*parse)(dlti_parser *p, const dlti_type_class *cls,
                         const dlti_type **out);
    /* Prints what follows `!ns.name`. */
    void (*print)(dlti_printer *pr, const dlti_type *t);
    /* Layout hooks; all optional.  A class without size_in_bits and
     * abi_alignment has no layout. */
    dlti_status (*size_in_bits)(const dlti_type *t, dlti_data_layout *dl,
                                dlti_entry_list entries, dlti_size *out);
    /* Optional; defaults to ceil(bits / 8). */
    dlti_status (*size_in_bytes)(const dlti_type *t, dlti_data_layout *dl,
                                 dlti_entry_list entries, dlti_size *out);
    dlti_status (*abi_alignment)(const dlti_type *t, dlti_data_layout *dl,
                                 dlti_entry_list entries, uint64_t *out);
    /* Optional; defaults to the ABI alignment. */
    dlti_status (*preferred_alignment)(const dlti_type *t,
                                       dlti_data_layout *dl,
                                       dlti_entry_list entries, uint64_t *out);
    /* Optional; *has = 0 means "no index bitwidth". */
    dlti_status (*index_bitwidth)(const dlti_type *t, dlti_data_layout *dl,
                                  dlti_entry_list entries, uint64_t *out,
                                  int *has);
    /* Optional: may `inner` entries nest inside `outer` ones?  `ids` are
     * the identifier entries combined so far.  A function of its entries,
     * as `combine` is. */
    dlti_status (*are_compatible)(dlti_context *ctx, dlti_entry_list outer,
                                  dlti_entry_list inner,
                                  dlti_entry_list ids, int *compatible);
    /* Optional: verifies the entries of this class in one spec.  A
     * function of its entries: a context verifies each spec once, and a
     * spec that passed without a diagnostic passes again unchecked. */
    dlti_status (*verify_entries)(dlti_context *ctx, dlti_entry_list entries,
                                  const dlti_loc *loc);
    /* Non-zero: the type is a floating-point type of this many bits and
     * gets the builtin float rules (size, alignment, entry checks), like
     * MLIR's FloatType (e.g. !llvm.ppc_fp128). */
    unsigned float_bits;
    /* Non-zero: the type may be a vector element. */
    int vector_element;
    /* ---- Appended after vector_element (a smaller table reads as NULL
     * here; see doc/plugins.md, "Members of aggregates"). */
    /* Optional: the members of an aggregate type under `dl` (whose rules
     * dlti_data_layout_rules gives), for dlti_type_num_fields and
     * dlti_type_field.  Sets *count to the number of members of `t`; when
     * `out` is not NULL and i < *count, *out to member i (its type and
     * its offset in bytes).  Types of a class without it have no members.
     * Errors as the size hooks'. */
    dlti_status (*fields)(const dlti_type *t, dlti_data_layout *dl,
                          dlti_entry_list entries, size_t i, size_t *count,
                          dlti_field_info *out);
    /* ---- Appended after fields. */
    /* Optional, for dlti_explain: what decides query `q` of `t` under the
     * entries of its class (as the layout hooks get them).  Sets *entry to
     * the entry read (one of `entries`), or *via to another type whose
     * answer to `q` is t's (!llvm.ptr<5> without an entry of its own
     * answers as !llvm.ptr); both left NULL: the dialect's own default.
     * Without it, an explanation shows the entry keyed by `t`, else the
     * first of the class. */
    dlti_status (*explain)(const dlti_type *t, dlti_data_layout *dl,
                           dlti_entry_list entries, dlti_query_kind q,
                           const dlti_attr **entry, const dlti_type **via);
} dlti_type_hooks;

DLTI_API const dlti_type_class *dlti_register_type_class(
    dlti_dialect *d, const char *name, const dlti_type_hooks *hooks);
DLTI_API const char *dlti_type_class_name(const dlti_type_class *cls);
DLTI_API const dlti_dialect *dlti_type_class_dialect(const dlti_type_class *cls);

DLTI_API const dlti_type *dlti_type_get(dlti_context *ctx,
                                        const dlti_type_class *cls,
                                        const void *key, size_t key_len);
DLTI_API const void *dlti_type_key(const dlti_type *t, size_t *key_len);
DLTI_API const dlti_type_class *dlti_type_get_class(const dlti_type *t);
DLTI_API dlti_context *dlti_type_context(const dlti_type *t);
/* One mutable pointer per type, for types with a body set after creation
 * (e.g. identified structs).  Stays owned by the dialect. */
DLTI_API void *dlti_type_mutable(const dlti_type *t);
DLTI_API void dlti_type_set_mutable(const dlti_type *t, void *data);

/* Builtin types. */
DLTI_API const dlti_type *dlti_function_type(dlti_context *ctx, unsigned n_in,
                                             const dlti_type *const *in,
                                             unsigned n_out,
                                             const dlti_type *const *out);
/* Width of an integer type (any signedness); 0 if `t` is not one. */
DLTI_API int dlti_type_is_integer(const dlti_type *t, unsigned *width,
                                  dlti_signedness *signedness);
/* Non-zero for floats (builtin or dialect): *bits their width. */
DLTI_API int dlti_type_is_float(const dlti_type *t, unsigned *bits);
/* 1 if `t` is a builtin vector type: *rank its number of dimensions (0
 * for `vector<T>`), *elem its element type; else 0. */
DLTI_API int dlti_type_is_vector(const dlti_type *t, unsigned *rank,
                                 const dlti_type **elem);

/* ---- Attributes ------------------------------------------------------------
 * Uniqued as types are: a class plus key bytes compared bytewise. */

typedef struct dlti_attr_hooks {
    size_t size; /* sizeof(dlti_attr_hooks) as the plugin was built */
    /* Parses what follows `#ns.name`. */
    dlti_status (*parse)(dlti_parser *p, const dlti_attr_class *cls,
                         const dlti_attr **out);
    /* Prints what follows `#ns.name`. */
    void (*print)(dlti_printer *pr, const dlti_attr *a);
    /* Non-zero: the attribute is a memory space (ptr dialect). */
    int memory_space;
} dlti_attr_hooks;

DLTI_API const dlti_attr_class *dlti_register_attr_class(
    dlti_dialect *d, const char *name, const dlti_attr_hooks *hooks);
DLTI_API const char *dlti_attr_class_name(const dlti_attr_class *cls);
/* The dialect that registered the class (appended after ABI 1's first
 * header, as dlti_type_class_dialect). */
DLTI_API const dlti_dialect *dlti_attr_class_dialect(
    const dlti_attr_class *cls);
/* Non-zero if `a` is a memory space attribute (its class says so). */
DLTI_API int dlti_attr_is_memory_space(const dlti_attr *a);

DLTI_API const dlti_attr *dlti_attr_get(dlti_context *ctx,
                                        const dlti_attr_class *cls,
                                        const void *key, size_t key_len);
DLTI_API const void *dlti_attr_key(const dlti_attr *a, size_t *key_len);
DLTI_API const dlti_attr_class *dlti_attr_get_class(const dlti_attr *a);

/* Builtin attributes. */
DLTI_API const dlti_attr *dlti_string_attr(dlti_context *ctx, const char *s,
                                           size_t len);
DLTI_API const dlti_attr *dlti_int_attr(dlti_context *ctx,
                                        const dlti_type *type, uint64_t v);
DLTI_API const dlti_attr *dlti_type_attr(dlti_context *ctx,
                                         const dlti_type *t);
DLTI_API const dlti_attr *dlti_unit_attr(dlti_context *ctx);
DLTI_API const dlti_attr *dlti_array_attr(dlti_context *ctx, size_t n,
                                          const dlti_attr *const *elems);
/* names[i] = values[i]; sorted and uniqued by the core. */
DLTI_API const dlti_attr *dlti_dict_attr(dlti_context *ctx, size_t n,
                                         const char *const *names,
                                         const dlti_attr *const *values);
/* The type of a type attribute, or NULL. */
DLTI_API const dlti_type *dlti_attr_get_type(const dlti_attr *a);
/* Array attributes: element count (0 and NULL elements if not an array). */
DLTI_API size_t dlti_attr_array_size(const dlti_attr *a);
DLTI_API const dlti_attr *dlti_attr_array_at(const dlti_attr *a, size_t i);
/* Dense integer elements: 1 with *count elements of an integer type of
 * *elem_width bits (and signedness) if `a` is one, else 0. */
DLTI_API int dlti_attr_dense_ints(const dlti_attr *a, size_t *count,
                                  unsigned *elem_width,
                                  dlti_signedness *elem_signedness);
/* Element i (low 64 bits, zero-extended). */
DLTI_API uint64_t dlti_attr_dense_int_at(const dlti_attr *a, size_t i);
/* Dense elements attributes (`dense<...> : vector<...>` or tensor): the
 * element type and *count the number of elements; NULL if `a` is not
 * one. */
DLTI_API const dlti_type *dlti_attr_dense_elements(const dlti_attr *a,
                                                   size_t *count);
DLTI_API const dlti_attr *dlti_dict_get(const dlti_attr *dict,
                                        const char *name);

/* ---- Operations --------------------------------------------------------- */

/* Bits of dlti_op_hooks.flags: what the core must know about an op class
 * beyond its hooks (MLIR's op traits and interfaces).  Other bits are
 * reserved and must be zero. */
/* MLIR's FunctionOpInterface: the op has the inherent attributes sym_name,
 * function_type, arg_attrs, res_attrs and sym_visibility (moved from the
 * attribute dictionary of its generic form into its properties), it is
 * not a terminator (its generic form takes no successors), and the
 * namespace of the op is the default dialect of its body.  Set it for ops
 * using dlti_parse_function_op / dlti_print_function_op. */
#define DLTI_OP_FUNCTION_LIKE 0x1u
/* The bits below were added with dlti_op_hooks.verify; the core reads
 * them only from tables that include `verify` (an older table's op is
 * treated as MLIR treats an unregistered op: it may be a terminator, its
 * blocks may lack one).  A DLTI_OP_FUNCTION_LIKE op is also a
 * DLTI_OP_SYMBOL, as FunctionOpInterface is a SymbolOpInterface. */
/* OpTrait::SymbolTable: no two ops of its region have one `sym_name`
 * ("redefinition of symbol named 'f'"), and symbols may be nested in it. */
#define DLTI_OP_SYMBOL_TABLE 0x2u
/* SymbolOpInterface: `sym_name` a string, `sym_visibility` public,
 * private or nested, a declaration (a function-like op with an empty
 * body) not public, and a registered parent a DLTI_OP_SYMBOL_TABLE. */
#define DLTI_OP_SYMBOL 0x4u
/* OpTrait::IsTerminator: the op may end a block that needs a terminator. */
#define DLTI_OP_TERMINATOR 0x8u
/* OpTrait::NoTerminator: the blocks of its single-block regions need no
 * terminator. */
#define DLTI_OP_NO_TERMINATOR 0x10u
/* OpTrait::IsolatedFromAbove: MLIR's verifier checks such an op after the
 * other ops of the enclosing op's regions (this decides which error comes
 * first), and that no op inside it uses a value defined outside it. */
#define DLTI_OP_ISOLATED_FROM_ABOVE 0x20u
/* The op has no properties (no inherent attributes in MLIR's ODS): its
 * generic form's `<{...}>` is refused ("invalid properties {a = 1 : i64}
 * for op test.data_layout_query: this operation does not support
 * properties").  Added after ISOLATED_FROM_ABOVE: without it an op keeps
 * what `<{...}>` gives, as before. */
#define DLTI_OP_NO_PROPERTIES 0x40u

typedef struct dlti_op_hooks {
    size_t size; /* sizeof(dlti_op_hooks) as the plugin was built */
    /* Non-zero: the op is a data layout scope whose spec is its attribute
     * `dlti.dl_spec` (MLIR's DataLayoutOpInterface with
     * HasDefaultDLTIDataLayout). */
    int is_scope;
    /* Optional custom assembly: parse what follows the op name (the op has
     * its name and location; fill attributes, regions, results' types),
     * print what follows the op name.  Without them the op uses the
     * generic form only. */
    dlti_status (*parse)(dlti_parser *p, dlti_op *op);
    void (*print)(dlti_printer *pr, const dlti_op *op);
    /* Optional overrides of type queries in this scope (MLIR's op-interface
     * hooks).  They get the class's entries; dlti_default_* give the
     * answer without the override. */
    dlti_status (*type_size_in_bits)(const dlti_op *scope,
                                     dlti_data_layout *dl, const dlti_type *t,
                                     dlti_entry_list entries, dlti_size *out);
    dlti_status (*type_abi_alignment)(const dlti_op *scope,
                                      dlti_data_layout *dl,
                                      const dlti_type *t,
                                      dlti_entry_list entries, uint64_t *out);
    dlti_status (*type_preferred_alignment)(const dlti_op *scope,
                                            dlti_data_layout *dl,
                                            const dlti_type *t,
                                            dlti_entry_list entries,
                                            uint64_t *out);
    /* DLTI_OP_* bits (appended after ABI 1's first table: a table built
     * without this field reads as 0 here, and an op whose parse hook is
     * dlti_parse_function_op or whose print hook is dlti_print_function_op
     * then still counts as DLTI_OP_FUNCTION_LIKE). */
    unsigned flags;
    /* ---- Appended with the DLTI_OP_* bits after FUNCTION_LIKE (a smaller
     * table reads as NULL here). */
    /* Optional: the op's own invariants, MLIR's verifyInvariants beyond
     * what the flags say (operand and result counts, the parent op, the
     * op's verify()).  Called by dlti_verify on entering the op, after
     * the checks of its `dlti.*` attributes and of DLTI_OP_SYMBOL, before
     * its regions; reports with dlti_op_emit_error (at the op) and
     * returns non-OK on failure.  Reads the op through the dlti_op_*
     * accessors; must not change it. */
    dlti_status (*verify)(const dlti_op *op);
} dlti_op_hooks;

DLTI_API dlti_status dlti_register_op_class(dlti_dialect *d, const char *name,
                                            const dlti_op_hooks *hooks);

/* For verify hooks (added with it).  The context of an op; its operands'
 * count and types; its regions' count and whether region i has no block;
 * an inherent attribute (the properties `<{...}>` first, then the
 * attribute dictionary, as MLIR's getInherentAttr sees both in the generic
 * form) or NULL; the class flags (DLTI_OP_*) of the op's class, 0 for an
 * unregistered op, and whether it is registered. */
DLTI_API dlti_context *dlti_op_context(const dlti_op *op);
DLTI_API unsigned dlti_op_num_operands(const dlti_op *op);
DLTI_API const dlti_type *dlti_op_operand_type(const dlti_op *op, unsigned i);
DLTI_API unsigned dlti_op_num_successors(const dlti_op *op);
DLTI_API unsigned dlti_op_num_regions(const dlti_op *op);
DLTI_API int dlti_op_region_is_empty(const dlti_op *op, unsigned i);
DLTI_API const dlti_attr *dlti_op_inherent_attr(const dlti_op *op,
                                                const char *name);
DLTI_API unsigned dlti_op_flags(const dlti_op *op);
DLTI_API int dlti_op_is_registered(const dlti_op *op);
/* Added with the custom forms of module-like ops (dlti_parser_region):
 * the number of blocks of region i (0 out of range), and of arguments of
 * its entry block (0 when it has none), for MLIR's SingleBlock and
 * NoRegionArguments checks. */
DLTI_API unsigned dlti_op_region_num_blocks(const dlti_op *op, unsigned i);
DLTI_API unsigned dlti_op_region_num_entry_args(const dlti_op *op,
                                                unsigned i);
/* MLIR's emitOpError: an error at the op's location, "'NAME' op " and the
 * message; returns DLTI_ERR_VERIFY.  The format is dlti_emit_error's
 * ("%pT" / "%pA" too). */
DLTI_API dlti_status dlti_op_emit_error(const dlti_op *op, const char *fmt,
                                        ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* 1 if `t` is a builtin function type: *n_in inputs, *n_out results (each
 * pointer may be NULL); else 0.  dlti_function_type_input / _result: the
 * i-th, or NULL out of range. */
DLTI_API int dlti_type_is_function(const dlti_type *t, unsigned *n_in,
                                   unsigned *n_out);
DLTI_API const dlti_type *dlti_function_type_input(const dlti_type *t,
                                                   unsigned i);
DLTI_API const dlti_type *dlti_function_type_result(const dlti_type *t,
                                                    unsigned i);

/* An op's custom form in MLIR's function-op syntax:
 * `@name(%arg: T {attrs}, ...) -> (R {attrs}, ...) attributes {...} {body}`
 * (MLIR's function_interface_impl); fills sym_name, function_type,
 * arg_attrs, res_attrs, sym_visibility.  Inside the body the op's namespace
 * is the default dialect (as func.func's: `return` is `func.return`), and
 * ops of a class using these helpers are not terminators (set
 * DLTI_OP_FUNCTION_LIKE in their hooks).  The printer falls back to the
 * generic form for an op its syntax cannot express (no function type,
 * arguments that do not match it, results, operands...). */
DLTI_API dlti_status dlti_parse_function_op(dlti_parser *p, dlti_op *op);
DLTI_API void dlti_print_function_op(dlti_printer *pr, const dlti_op *op);
/* `attr-dict ($operands^ : type($operands))?`, a return-like op. */
DLTI_API dlti_status dlti_parse_return_op(dlti_parser *p, dlti_op *op);
DLTI_API void dlti_print_return_op(dlti_printer *pr, const dlti_op *op);

/* ---- Layout hooks ----------------------------------------------------------
 * Reading the entries a layout hook gets (dlti_entry_list, above), the
 * answers without a scope op's override, and where to report. */

/* NULL when the key is not a type. */
DLTI_API const dlti_type *dlti_entry_key_type(const dlti_attr *entry);
/* NULL when the key is not a string; the result is NUL-terminated. */
DLTI_API const char *dlti_entry_key_string(const dlti_attr *entry);
DLTI_API const dlti_attr *dlti_entry_value(const dlti_attr *entry);
/* The entries of a `#dlti.dl_spec` in spec order (count 0 when `spec` is
 * not one); for layout_export hooks. */
DLTI_API dlti_entry_list dlti_spec_entries(const dlti_attr *spec);

DLTI_API dlti_status dlti_default_size_in_bits(dlti_data_layout *dl,
                                               const dlti_type *t,
                                               dlti_size *out);
DLTI_API dlti_status dlti_default_abi_alignment(dlti_data_layout *dl,
                                                const dlti_type *t,
                                                uint64_t *out);
DLTI_API dlti_status dlti_default_preferred_alignment(dlti_data_layout *dl,
                                                      const dlti_type *t,
                                                      uint64_t *out);

/* Where diagnostics of the query being answered belong (the query op);
 * line 0 when unknown.  For layout hooks that find an entry they cannot
 * use in a spec that was never verified. */
DLTI_API dlti_loc dlti_layout_where(const dlti_data_layout *dl);

/* ---- Parser helpers (for type, attribute and op parse hooks) ------------ */

DLTI_API dlti_context *dlti_parser_context(dlti_parser *p);
/* The location of the current token (line 0 when unknown). */
DLTI_API dlti_loc dlti_parser_loc(dlti_parser *p);
/* Consumes `punct` ("<", ">", ",", "=", "(", ")", "[", "]", "{", "}", ":",
 * "x", "?", "*", "->") if it is next; returns 1 if it did. */
DLTI_API int dlti_parser_consume(dlti_parser *p, const char *punct);
/* As consume, but reports "expected 'punct'" and fails when absent. */
DLTI_API dlti_status dlti_parser_expect(dlti_parser *p, const char *punct);
/* 1 if the next token is `punct` (not consumed); `"` asks whether it is a
 * string literal (since dlti 0.2.0; MLIR's parseOptionalString). */
DLTI_API int dlti_parser_peek(dlti_parser *p, const char *punct);
/* A bare identifier (keyword); *s is interned. */
DLTI_API dlti_status dlti_parser_keyword(dlti_parser *p, const char **s);
/* 1 if the next token is the bare identifier `kw` (then consumed). */
DLTI_API int dlti_parser_consume_keyword(dlti_parser *p, const char *kw);
/* The next bare identifier without consuming it; NULL if none. */
DLTI_API const char *dlti_parser_peek_keyword(dlti_parser *p);
DLTI_API dlti_status dlti_parser_uint64(dlti_parser *p, uint64_t *v);
/* MLIR's AsmParser::parseInteger into an unsigned integer of `width` bits
 * (1 to 64): decimal or hexadecimal, `true` (all ones) and `false`, and
 * negative literals wrapped into `width` bits when MLIR's APInt for them
 * fits; "expected integer value" and "integer value too large" where MLIR
 * reports them. */
DLTI_API dlti_status dlti_parser_uint_n(dlti_parser *p, unsigned width,
                                        uint64_t *v);
/* MLIR's parseOptionalInteger into `width` bits (see dlti_parser_uint_n):
 * *present = 0, DLTI_OK and nothing consumed or reported when no integer
 * starts at the current token. */
DLTI_API dlti_status dlti_parser_optional_uint_n(dlti_parser *p,
                                                 unsigned width, uint64_t *v,
                                                 int *present);
/* A quoted string, unescaped and interned; *len its length. */
DLTI_API dlti_status dlti_parser_string(dlti_parser *p, const char **s,
                                        size_t *len);
DLTI_API dlti_status dlti_parser_type(dlti_parser *p, const dlti_type **t);
/* MLIR's parseOptionalType: when no type starts at the current token,
 * DLTI_OK with *t = NULL and nothing consumed or reported; otherwise as
 * dlti_parser_type. */
DLTI_API dlti_status dlti_parser_optional_type(dlti_parser *p,
                                               const dlti_type **t);
DLTI_API dlti_status dlti_parser_attr(dlti_parser *p, const dlti_attr **a);
/* 1 when the text is parsed in the scope of a parsed file
 * (dlti_parse_type_in), where a dialect may resolve names the file defined
 * (added in 0.2.0). */
DLTI_API int dlti_parser_file_scope(const dlti_parser *p);
/* Reports an error at the current token; returns DLTI_ERR_PARSE. */
DLTI_API dlti_status dlti_parser_error(dlti_parser *p, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* For op parse hooks of module-like ops (appended after ABI 1's first
 * header; gpu.module uses them).  MLIR's parseSymbolName: `@name` or
 * `@"any string"`, *name interned (*len may be NULL); "expected valid
 * '@'-identifier for symbol name" otherwise. */
DLTI_API dlti_status dlti_parser_symbol_name(dlti_parser *p,
                                             const char **name, size_t *len);
/* Sets the inherent attribute (property) `name` of `op`, the op being
 * parsed, replacing an earlier value. */
DLTI_API dlti_status dlti_parser_set_inherent_attr(dlti_parser *p,
                                                   dlti_op *op,
                                                   const char *name,
                                                   const dlti_attr *value);
/* MLIR's parseOptionalAttrDict (`{...}`), or with `with_keyword`
 * parseOptionalAttrDictWithKeyword (`attributes {...}`): nothing consumed
 * when absent.  Names listed in the NULL-terminated `inherent` (may be
 * NULL) become inherent attributes of `op` (replacing what its syntax gave,
 * as MLIR's properties do); the others its discardable attributes. */
DLTI_API dlti_status dlti_parser_op_attr_dict(dlti_parser *p, dlti_op *op,
                                              int with_keyword,
                                              const char *const *inherent);
/* MLIR's parseRegion without arguments: `{` blocks `}` becomes the next
 * region of `op`.  Inside it ops are looked up in `default_dialect` first
 * (MLIR's OpAsmOpInterface::getDefaultDialect; "" or NULL for none, as
 * for ops without that interface).  `single_block`: an empty region gets
 * one empty block, as the parsers of MLIR's SingleBlock ops give it. */
DLTI_API dlti_status dlti_parser_region(dlti_parser *p, dlti_op *op,
                                        const char *default_dialect,
                                        int single_block);

/* ---- Printer helpers (for type, attribute and op print hooks) ----------- */

DLTI_API void dlti_printer_puts(dlti_printer *pr, const char *s);
DLTI_API void dlti_printer_printf(dlti_printer *pr, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
DLTI_API void dlti_printer_type(dlti_printer *pr, const dlti_type *t);
DLTI_API void dlti_printer_attr(dlti_printer *pr, const dlti_attr *a);
/* Nonzero once `pr` keeps no more text: a bounded print
 * (dlti_type_to_string_bounded) is past its bound, or memory ran out.  A
 * hook that prints nested types itself should return then, so that a
 * bounded print costs what it keeps (added after 0.2.0). */
DLTI_API int dlti_printer_stopped(const dlti_printer *pr);
/* For op print hooks (appended with dlti_parser_region).  `@name`
 * (quoted when not an identifier), as MLIR's printSymbolName. */
DLTI_API void dlti_printer_symbol_name(dlti_printer *pr, const char *name,
                                       size_t len);
/* MLIR's printOptionalAttrDict[WithKeyword] of op->getAttrs(): the
 * inherent and discardable attributes of `op` in name order, but those
 * named in the NULL-terminated `elided` (may be NULL); nothing when none
 * is left.  Prints the leading space. */
DLTI_API void dlti_printer_op_attr_dict(dlti_printer *pr, const dlti_op *op,
                                        const char *const *elided,
                                        int with_keyword);
/* MLIR's printRegion of region i of `op` (entry block arguments shown,
 * an empty entry block not): `{`, its blocks indented one level, `}` at
 * the op's indentation.  `default_dialect` as for dlti_parser_region. */
DLTI_API void dlti_printer_region(dlti_printer *pr, const dlti_op *op,
                                  unsigned i, const char *default_dialect);

/* ---- LLVM 22's DataLayout under DLTI_RULES_LLVM (added after 0.2.0) -------
 * A layout set to LLVM's rules answers as LLVM 22's DataLayout does for an
 * LLVM data layout string, with LLVM's defaults for what the string does
 * not name: the string given (dlti_data_layout_set_llvm_layout), or the
 * scope's `llvm.data_layout`, or its `llvm.target_triple`'s string, or the
 * string the scope's spec exports to.  The llvm dialect's llvm_specs hook
 * reads it; builtin types are laid out from these tables by the core,
 * dialect types by their hooks (dlti_data_layout_llvm_specs).  Widths and
 * alignments in bits, as in the string. */
typedef struct dlti_llvm_prim_spec {
    uint32_t bits, abi, pref;
} dlti_llvm_prim_spec;
typedef struct dlti_llvm_ptr_spec {
    uint32_t as, bits, abi, pref, index_bits;
} dlti_llvm_ptr_spec;
typedef struct dlti_llvm_specs {
    const char *string;  /* the string read (NUL-terminated) */
    const char *source;  /* where it came from, for explanations */
    /* i, f and v entries, by width, unique, LLVM's defaults merged in. */
    const dlti_llvm_prim_spec *ints, *floats, *vectors;
    size_t n_ints, n_floats, n_vectors;
    const dlti_llvm_ptr_spec *ptrs; /* by address space; ptrs[0] is 0's */
    size_t n_ptrs;
    uint32_t aggr_abi, aggr_pref;   /* the a entry (8:64 by default) */
} dlti_llvm_specs;
/* The tables `dl` answers by: NULL unless it is set to DLTI_RULES_LLVM and
 * the llvm dialect could read its string (then it answers as before
 * 0.3: the spec read with LLVM's rules of struct layout). */
DLTI_API const dlti_llvm_specs *
dlti_data_layout_llvm_specs(const dlti_data_layout *dl);

/* ---- Memory kept with a layout (added after 0.2.0) -------------------------
 * `size` bytes kept with `dl` for a hook's answers about `key` (a type,
 * usually), told apart from other uses by `tag` (the address of something
 * of the plugin's own): zeroed, with *fresh = 1, the first time; the same
 * block, with *fresh = 0, on later calls with the same tag, key and size,
 * until the layout's answers change (dlti_data_layout_set_rules,
 * dlti_data_layout_set_llvm_layout) or it is freed.  A layout is queried
 * from one thread at a time (dlti.h, "Threads"), so no lock is needed.
 * NULL when memory is exhausted, and for a layout that records what its
 * answers read (the query pass's): answer without it then.  The llvm dialect
 * keeps a struct's member offsets there, so that asking for each member
 * in turn is not quadratic. */
DLTI_API void *dlti_data_layout_memo(dlti_data_layout *dl, const void *tag,
                                     const void *key, size_t size,
                                     int *fresh);

#ifdef __cplusplus
}
#endif
#endif /* DLTI_PLUGIN_H */
