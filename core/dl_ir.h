/* dl_ir.h - the IR layer (layer 1): dialects and classes, uniqued types
 * and attributes, operations, and the context that owns them. */
#ifndef DLTI_DL_IR_H
#define DLTI_DL_IR_H

#include "dl_base.h"

/* ---- Hashing ----------------------------------------------------------- */

uint64_t dl_ir_hash_bytes(const void *p, size_t n, uint64_t seed);
static inline uint64_t dl_ir_hash_ptr(const void *p)
{
    /* A multiplicative mix: caches keyed by pointers must not depend on the
     * low bits of addresses (ASLR, allocator alignment). */
    uint64_t x = (uint64_t)(uintptr_t)p;
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    return x;
}

/* ---- Dialects and classes (context.c) ---------------------------------- */

typedef enum dl_type_kind {
    DL_TY_INTEGER,
    DL_TY_FLOAT,
    DL_TY_INDEX,
    DL_TY_NONE,
    DL_TY_COMPLEX,
    DL_TY_VECTOR,
    DL_TY_TENSOR,
    DL_TY_UNRANKED_TENSOR,
    DL_TY_MEMREF,
    DL_TY_UNRANKED_MEMREF,
    DL_TY_TUPLE,
    DL_TY_FUNCTION,
    DL_TY_OPAQUE,  /* !ns.body of a dialect without plugin, kept verbatim */
    DL_TY_DIALECT  /* a type of a registered dialect (hooks) */
} dl_type_kind;

/* The builtin float types, in the order of the dl_float_info table. */
typedef enum dl_float_kind {
    DL_F4E2M1FN, DL_F6E2M3FN, DL_F6E3M2FN,
    DL_F8E5M2, DL_F8E4M3, DL_F8E4M3FN, DL_F8E5M2FNUZ, DL_F8E4M3FNUZ,
    DL_F8E4M3B11FNUZ, DL_F8E3M4, DL_F8E8M0FNU,
    DL_BF16, DL_F16, DL_TF32, DL_F32, DL_F64, DL_F80, DL_F128,
    DL_NUM_FLOATS
} dl_float_kind;
/* Which non-finite values a format has, and how its NaN is encoded. */
enum { DL_NF_IEEE, DL_NF_NAN_ONLY, DL_NF_FINITE_ONLY };
enum { DL_NE_IEEE, DL_NE_ALL_ONES, DL_NE_NEG_ZERO };
/* A builtin float format (core/float.c holds the one table). */
typedef struct dl_float_info {
    const char *name;    /* keyword as written: "f8E5M2" */
    unsigned bits;       /* storage width */
    unsigned exp_bits;   /* exponent field */
    unsigned mant_bits;  /* stored mantissa field (f80: with its integer bit) */
    unsigned prec;       /* significand precision, hidden bit included */
    int bias;
    int max_exp, min_exp;
    unsigned char nonfinite; /* DL_NF_* */
    unsigned char nan_enc;   /* DL_NE_* */
    bool has_zero, has_sign;
} dl_float_info;
extern const dl_float_info dl_ir_float_info_table[DL_NUM_FLOATS];

struct dlti_dialect {
    const char *name; /* interned namespace: "builtin", "dlti", "llvm" */
    struct dlti_dialect *next;
    /* Identifier-keyed entries ("ns.key"): absent hooks mean the dialect
     * does not support them. */
    dlti_status (*verify_entry)(dlti_context *ctx, const dlti_attr *entry,
                                const dlti_loc *loc);
    /* Combination of equal keys across nested scopes.  NULL = default:
     * identical entries combine, others do not. */
    const dlti_attr *(*combine)(dlti_context *ctx, const dlti_attr *outer,
                                const dlti_attr *inner);
    /* Other formats of a spec (layout/spec_formats.c); NULL when the dialect has none. */
    dlti_status (*layout_import)(dlti_context *ctx, const char *kind,
                                 const char *text, size_t len,
                                 const dlti_attr **spec_out);
    dlti_status (*layout_export)(dlti_context *ctx, const char *kind,
                                 const dlti_attr *spec, dlti_data_layout *dl,
                                 const dlti_loc *loc, const char **out);
    /* The memref descriptor struct, of this dialect's types (plugin.h). */
    dlti_status (*memref_descriptor)(dlti_dialect *d, unsigned address_space,
                                     unsigned index_bits, int rank,
                                     const dlti_type **out);
    /* LLVM's DataLayout for DLTI_RULES_LLVM (layout/llvm_rules.c). */
    dlti_status (*llvm_specs)(dlti_context *ctx, dlti_op *scope,
                              const char *kind, const char *text, size_t len,
                              const struct dlti_llvm_specs **out);
    /* Classes the dialect registered (plugins). */
    const dlti_type_class **type_classes;
    size_t n_type_classes;
    const dlti_attr_class **attr_classes;
    size_t n_attr_classes;
    /* Plugin dialects only (registry.c, loader.c). */
    dlti_context *ctx;
    const char *const *identifier_keys;
    void *data;
    void (*destroy)(void *data);
    struct dl_plugin *plugin;   /* the shared object it came from */
    bool failed;                /* a registration was refused */
    unsigned flags;             /* DLTI_DIALECT_* */
    unsigned file;              /* the context's file when it was loaded */
};
/* The builtin dialect: owner of the builtin type and attribute classes. */
extern dlti_dialect dl_ir_builtin_dialect;
/* The dlti dialect: owner of the DLTI attribute classes. */
extern dlti_dialect dl_ir_dlti_dialect;

struct dlti_type_class {
    dl_type_kind kind;
    const char *name;        /* "integer", "f32", "ptr", ... (interned) */
    dlti_dialect *dialect;
    unsigned float_bits;     /* non-zero: behaves as a FloatType */
    dl_float_kind float_kind;/* DL_TY_FLOAT only */
    dlti_type_hooks hooks;   /* DL_TY_DIALECT only */
};

typedef enum dl_attr_kind {
    DL_AT_INTEGER,      /* 5 : i32, true (i1), 2 : index */
    DL_AT_FLOAT,        /* 1.5 : f32 */
    DL_AT_STRING,       /* "abc" */
    DL_AT_UNIT,         /* unit */
    DL_AT_TYPE,         /* a type used as attribute */
    DL_AT_ARRAY,        /* [a, b] */
    DL_AT_DENSE_ARRAY,  /* array<i32: 1, 2> */
    DL_AT_DICT,         /* {a = 1, b} */
    DL_AT_DENSE,        /* dense<...> : vector<..> / tensor<..> */
    DL_AT_SYMREF,       /* @a::@b */
    DL_AT_RAW,          /* builtin attribute kept as text: affine_set<...> */
    DL_AT_OPAQUE,       /* #ns.body of a dialect without plugin */
    DL_AT_DL_ENTRY,     /* #dlti.dl_entry<key, value> */
    DL_AT_DL_SPEC,      /* #dlti.dl_spec<...> */
    DL_AT_MAP,          /* #dlti.map<...> */
    DL_AT_DEVICE_SPEC,  /* #dlti.target_device_spec<...> */
    DL_AT_SYSTEM_SPEC,  /* #dlti.target_system_spec<...> */
    DL_AT_FPTR_ALIGN,   /* #dlti.function_pointer_alignment<N, function_dependent = B> */
    DL_AT_DIALECT,      /* an attribute of a registered dialect (hooks) */
    DL_AT_AFFINE_MAP,   /* affine_map<...> (affine.h) */
    DL_AT_STRIDED,      /* strided<[...], offset: O> (affine.h) */
    DL_AT_CONTIGUOUS    /* contiguous<[...], offset: O>: beyond MLIR 22 */
} dl_attr_kind;



struct dlti_attr_class {
    dl_attr_kind kind;
    const char *name;       /* interned */
    dlti_dialect *dialect;
    dlti_attr_hooks hooks;  /* DL_AT_DIALECT only */
};

/* The class objects of builtin types and attributes (context.c). */
const dlti_type_class *dl_ir_builtin_type_class(dl_type_kind kind);
const dlti_type_class *dl_ir_float_class(dl_float_kind kind);
const dlti_attr_class *dl_ir_builtin_attr_class(dl_attr_kind kind);

/* A registered dialect, or NULL (never loads a plugin). */
dlti_dialect *dl_ir_dialect_lookup(dlti_context *ctx, const char *ns, size_t len);
/* As dl_ir_dialect_lookup, but loads the plugin NS.so from the search path the
 * first time an unknown namespace is seen (loader.c). */
dlti_dialect *dl_ir_dialect_require(dlti_context *ctx, const char *ns, size_t len);

/* registry.c: a new, empty dialect for a plugin's init; linked into the
 * context only by dl_ir_dialect_commit, or freed by dl_ir_dialect_discard. */
dlti_dialect *dl_ir_dialect_create(dlti_context *ctx, const char *ns);
void dl_ir_dialect_commit(dlti_context *ctx, dlti_dialect *d);
void dl_ir_dialect_discard(dlti_context *ctx, dlti_dialect *d);
/* Frees every plugin dialect's data (dlti_context_free). */
void dl_ir_dialects_free(dlti_context *ctx);
/* Every plugin dialect loaded in `ctx` says its print hooks
 * (DLTI_DIALECT_PRINT_BESIDE_PARSE) or its layout hooks
 * (DLTI_DIALECT_LAYOUT_BESIDE_PARSE), the `flag` given, may run while
 * another thread parses. */
bool dl_ir_beside_parse(const dlti_context *ctx, unsigned flag);
/* The part of each hook table an older plugin must at least provide: up
 * to and including the last hook of ABI version 1. */
#define DL_HOOKS_MIN_SIZE(type, last) \
    (offsetof(type, last) + sizeof(((type *)0)->last))
/* False when a plugin's hook table of `got` bytes holds at least `need`;
 * else marks the dialect failed and reports (registry.c). */
bool dl_ir_hooks_too_small(dlti_dialect *d, const char *what, const char *name,
                        size_t got, size_t need);
/* Copies a hook table of `got` bytes into `dst` of `full` bytes: fields a
 * smaller (older) table lacks stay zero. */
void dl_ir_copy_hooks(void *dst, size_t full, const void *src, size_t got);
/* The plugin loader's state (loader.c). */
typedef struct dl_plugin dl_plugin;
/* Dialect type/attr class by name inside a registered dialect, or NULL. */
const dlti_type_class *dl_ir_type_class_lookup(dlti_dialect *d, const char *name,
                                            size_t len);
const dlti_attr_class *dl_ir_attr_class_lookup(dlti_dialect *d, const char *name,
                                            size_t len);

/* ---- Types (type.c) ----------------------------------------------------- */

/* Types and attributes begin alike, so one uniquing table code serves
 * both (context.c). */
typedef struct dl_uniq_head {
    const void *cls;
    dlti_context *ctx;
    uint64_t hash;
    size_t key_len;
} dl_uniq_head;

struct dlti_type {
    const dlti_type_class *cls;
    dlti_context *ctx;
    uint64_t hash;
    size_t key_len;
    void *mutable_data;
    _Alignas(16) unsigned char key[]; /* kind-specific, see below */
};

/* Keys of the builtin kinds (zeroed before filling; compared bytewise). */
typedef struct dl_int_key { uint32_t width; uint32_t signedness; } dl_int_key;
typedef struct dl_complex_key { const dlti_type *elem; } dl_complex_key;
/* vector, tensor, memref: `rank` dims follow in `dims`; for vectors
 * `scalable` marks scalable dims; for tensor/memref a dim of -1 is `?`. */
typedef struct dl_shaped_key {
    const dlti_type *elem;
    const dlti_attr *encoding;     /* tensor encoding / memref layout */
    const dlti_attr *memory_space; /* memref only */
    uint32_t rank;
    uint32_t pad_;
    int64_t dims[];                /* then uint8_t scalable[rank] (vector) */
} dl_shaped_key;
/* tuple: n types; function: n_inputs inputs then n_results results. */
typedef struct dl_list_key {
    uint32_t n_inputs;
    uint32_t n_results; /* 0 for tuples */
    const dlti_type *types[];
} dl_list_key;
/* A type or attribute written inside an opaque body (`#llvm.x<a = #y>`,
 * alias uses included), kept as an object: it prints as the printer
 * prints it (through its alias if it has one) at byte `at` of the body. */
typedef struct dl_opaque_ref {
    size_t at;
    const void *obj;    /* a dlti_type or a dlti_attr */
    uint32_t is_type;
    uint32_t levels;    /* `<...>` around it inside the body: nested
                           attributes in short form (`{<#tbaa_root, 0>}`),
                           which count in MLIR's alias depth */
} dl_opaque_ref;
typedef struct dl_opaque_key {
    const char *ns;     /* interned dialect namespace */
    const char *body;   /* interned text after "ns.", e.g. "bar<1>"; or
                           for !ns<"..."> the text `<"...">`; the text of
                           the refs is cut out */
    size_t n_refs;
    dl_opaque_ref refs[];
} dl_opaque_key;

static inline const void *dl_ir_type_key(const dlti_type *t) { return t->key; }
static inline dl_type_kind dl_ir_type_kind_of(const dlti_type *t) { return t->cls->kind; }

/* Uniqued builtin type constructors.  They return NULL only when memory is
 * exhausted (after reporting); arguments are trusted (parser checks). */
const dlti_type *dl_ir_integer_type(dlti_context *ctx, unsigned width,
                                 dlti_signedness s);
const dlti_type *dl_ir_float_type(dlti_context *ctx, dl_float_kind kind);
const dlti_type *dl_ir_index_type(dlti_context *ctx);
const dlti_type *dl_ir_none_type(dlti_context *ctx);
const dlti_type *dl_ir_complex_type(dlti_context *ctx, const dlti_type *elem);
const dlti_type *dl_ir_vector_type(dlti_context *ctx, const dlti_type *elem,
                                uint32_t rank, const int64_t *dims,
                                const uint8_t *scalable);
const dlti_type *dl_ir_tensor_type(dlti_context *ctx, const dlti_type *elem,
                                uint32_t rank, const int64_t *dims,
                                const dlti_attr *encoding);
const dlti_type *dl_ir_unranked_tensor_type(dlti_context *ctx,
                                         const dlti_type *elem);
const dlti_type *dl_ir_memref_type(dlti_context *ctx, const dlti_type *elem,
                                uint32_t rank, const int64_t *dims,
                                const dlti_attr *layout,
                                const dlti_attr *memory_space);
const dlti_type *dl_ir_unranked_memref_type(dlti_context *ctx,
                                         const dlti_type *elem,
                                         const dlti_attr *memory_space);
const dlti_type *dl_ir_tuple_type(dlti_context *ctx, uint32_t n,
                               const dlti_type *const *types);
const dlti_type *dl_ir_function_type(dlti_context *ctx, uint32_t n_inputs,
                                  const dlti_type *const *inputs,
                                  uint32_t n_results,
                                  const dlti_type *const *results);
const dlti_type *dl_ir_opaque_type(dlti_context *ctx, const char *ns,
                                const char *body);
const dlti_type *dl_ir_opaque_type_refs(dlti_context *ctx, const char *ns,
                                     const char *body,
                                     const dl_opaque_ref *refs, size_t n);

/* Accessors of builtin kinds (caller checks the kind). */
static inline unsigned dl_ir_int_width(const dlti_type *t)
{ return ((const dl_int_key *)t->key)->width; }
static inline dlti_signedness dl_ir_int_signedness(const dlti_type *t)
{ return (dlti_signedness)((const dl_int_key *)t->key)->signedness; }
static inline const dl_shaped_key *dl_ir_shaped(const dlti_type *t)
{ return (const dl_shaped_key *)t->key; }
static inline const uint8_t *dl_ir_vector_scalable(const dlti_type *t)
{ const dl_shaped_key *k = dl_ir_shaped(t); return (const uint8_t *)(k->dims + k->rank); }
static inline const dlti_type *dl_ir_complex_elem(const dlti_type *t)
{ return ((const dl_complex_key *)t->key)->elem; }
static inline const dl_list_key *dl_ir_list(const dlti_type *t)
{ return (const dl_list_key *)t->key; }
static inline const dl_opaque_key *dl_ir_opaque(const dlti_type *t)
{ return (const dl_opaque_key *)t->key; }
/* isIntOrFloat in MLIR terms: integers, builtin floats, and dialect types
 * that behave as floats (float_bits != 0). */
static inline bool dl_ir_type_is_int_or_float(const dlti_type *t)
{ return t->cls->kind == DL_TY_INTEGER || t->cls->float_bits != 0; }
/* The dialect a type belongs to ("builtin" for builtin kinds). */
const dlti_dialect *dl_ir_type_dialect(const dlti_type *t);

/* ---- Attributes (attr.c) ------------------------------------------------ */

struct dlti_attr {
    const dlti_attr_class *cls;
    dlti_context *ctx;
    uint64_t hash;
    size_t key_len;
    _Alignas(16) unsigned char key[];
};

/* Integer value: two's complement, truncated to the type's width (index:
 * 64), little-endian 64-bit words, ceil(width/64) of them (at least 1). */
typedef struct dl_int_attr_key {
    const dlti_type *type;   /* integer or index type */
    uint32_t nwords;
    uint32_t pad_;
    uint64_t words[];
} dl_int_attr_key;
typedef struct dl_float_attr_key {
    const dlti_type *type;   /* float type */
    double value;
} dl_float_attr_key;
typedef struct dl_string_attr_key {
    const char *str;         /* interned, NUL-terminated, may hold NULs */
    size_t len;
    const dlti_type *type;   /* `"s" : type`, or NULL */
} dl_string_attr_key;
typedef struct dl_type_attr_key { const dlti_type *type; } dl_type_attr_key;
/* array, dl_spec, map, device spec, system spec: n attributes (for the
 * dlti lists, each a DL_AT_DL_ENTRY). */
typedef struct dl_attr_list_key {
    size_t n;
    const dlti_attr *elems[];
} dl_attr_list_key;
typedef struct dl_named_attr {
    const char *name;        /* interned */
    const dlti_attr *value;  /* DL_AT_UNIT for `{name}` */
} dl_named_attr;
/* Sorted by name (strcmp), no duplicates. */
typedef struct dl_dict_key {
    size_t n;
    dl_named_attr elems[];
} dl_dict_key;
/* array<T: ...>: integer values (i1 as 0/1), or float values as the bits
 * of a double when `elem` is a float type. */
typedef struct dl_dense_array_key {
    const dlti_type *elem;
    size_t n;
    int64_t values[];
} dl_dense_array_key;
/* dense<...> : shaped type.  Elements are DL_AT_INTEGER / DL_AT_FLOAT
 * attributes of the element type, row-major; a splat stores one element
 * (as MLIR does whenever all elements are equal). */
typedef struct dl_dense_key {
    const dlti_type *type;   /* vector or tensor type */
    bool splat;
    size_t n;                /* scalars kept: 2 per complex element */
    const dlti_attr *elems[];
} dl_dense_key;
typedef struct dl_symref_key {
    size_t n;                /* root plus nested references */
    const char *names[];     /* interned, without '@' */
} dl_symref_key;
/* Interned text; a location's text has its refs cut out (as an opaque
 * body's: `loc(fused<#di_subprogram>[#loc])` keeps both as objects). */
typedef struct dl_raw_key {
    const char *text;
    size_t n_refs;
    dl_opaque_ref refs[];
} dl_raw_key;
typedef struct dl_entry_key {
    const dlti_attr *key;    /* DL_AT_TYPE or DL_AT_STRING */
    const dlti_attr *value;
} dl_entry_key;
typedef struct dl_fptr_align_key {
    uint64_t alignment;
    bool function_dependent;
} dl_fptr_align_key;

static inline dl_attr_kind dl_ir_attr_kind_of(const dlti_attr *a) { return a->cls->kind; }
/* The kinds the printer may give an alias (print/alias.c): the context
 * counts their objects (n_aliasable), and the alias pass runs only when
 * there is one. */
static inline bool dl_ir_type_kind_may_alias(dl_type_kind k)
{ return k == DL_TY_TUPLE; }
static inline bool dl_ir_attr_kind_may_alias(dl_attr_kind k)
{ return k == DL_AT_OPAQUE || k == DL_AT_AFFINE_MAP || k == DL_AT_RAW; }

const dlti_attr *dl_ir_attr_unique(dlti_context *ctx, dl_attr_kind kind,
                                const void *key, size_t key_len);
/* `words` holds nwords little-endian words; truncated to the type width. */
const dlti_attr *dl_ir_int_attr_words(dlti_context *ctx, const dlti_type *type,
                                   const uint64_t *words, uint32_t nwords);
const dlti_attr *dl_ir_int_attr(dlti_context *ctx, const dlti_type *type,
                             uint64_t value);
const dlti_attr *dl_ir_bool_attr(dlti_context *ctx, bool v);
const dlti_attr *dl_ir_float_attr(dlti_context *ctx, const dlti_type *type,
                               double value);
const dlti_attr *dl_ir_string_attr(dlti_context *ctx, const char *s, size_t len,
                                const dlti_type *type);
const dlti_attr *dl_ir_unit_attr(dlti_context *ctx);
const dlti_attr *dl_ir_type_attr(dlti_context *ctx, const dlti_type *type);
const dlti_attr *dl_ir_array_attr(dlti_context *ctx, size_t n,
                               const dlti_attr *const *elems);
/* Sorts a copy of `elems` by name; duplicate names are the caller's error. */
const dlti_attr *dl_ir_dict_attr(dlti_context *ctx, size_t n,
                              const dl_named_attr *elems);
/* The same for `elems` already sorted by name (no check: the query pass's
 * answers, a few dozen strcmp calls each otherwise). */
const dlti_attr *dl_ir_dict_attr_sorted(dlti_context *ctx, size_t n,
                                     const dl_named_attr *elems);
const dlti_attr *dl_ir_dense_array_attr(dlti_context *ctx, const dlti_type *elem,
                                     size_t n, const int64_t *values);
/* Detects splats itself.  Of a complex element type, `elems` holds each
 * element's real and imaginary parts in turn (2 per element, or 2 for a
 * splat), as MLIR stores them. */
const dlti_attr *dl_ir_dense_attr(dlti_context *ctx, const dlti_type *type,
                               size_t n, const dlti_attr *const *elems);
const dlti_attr *dl_ir_symref_attr(dlti_context *ctx, size_t n,
                                const char *const *names);
const dlti_attr *dl_ir_raw_attr(dlti_context *ctx, const char *text, size_t len);
/* Whether an opaque symbol body prints in the pretty form (attr.c). */
bool dl_ir_symbol_body_is_pretty(const char *s, size_t n);
/* Where the bracket at s[i] closes, past its closing one, as the parser
 * matches brackets in a symbol body (by kind, strings skipped, an arrow's
 * '>' closing nothing); 0 if it does not close (attr.c). */
size_t dl_ir_symbol_group_end(const char *s, size_t n, size_t i);
/* Whether that group is still open at the end of `s`, nothing mismatched
 * (a body cut short by a bounded print). */
bool dl_ir_symbol_group_open(const char *s, size_t n, size_t i);
const dlti_attr *dl_ir_raw_attr_refs(dlti_context *ctx, const char *text,
                                  size_t len, const dl_opaque_ref *refs,
                                  size_t n);
/* The key of an opaque type or attribute (attr.c; calloc'ed, *size
 * bytes): namespace, body and the refs in it. */
dl_opaque_key *dl_ir_opaque_key_new(const char *ns, const char *body,
                                 const dl_opaque_ref *refs, size_t n,
                                 size_t *size);
const dlti_attr *dl_ir_opaque_attr(dlti_context *ctx, const char *ns,
                                const char *body);
const dlti_attr *dl_ir_opaque_attr_refs(dlti_context *ctx, const char *ns,
                                     const char *body,
                                     const dl_opaque_ref *refs, size_t n);
const dlti_attr *dl_ir_entry_attr(dlti_context *ctx, const dlti_attr *key,
                               const dlti_attr *value);
/* kind is DL_AT_DL_SPEC, DL_AT_MAP, DL_AT_DEVICE_SPEC or DL_AT_SYSTEM_SPEC. */
const dlti_attr *dl_ir_entry_list_attr(dlti_context *ctx, dl_attr_kind kind,
                                    size_t n, const dlti_attr *const *entries);
const dlti_attr *dl_ir_fptr_align_attr(dlti_context *ctx, uint64_t alignment,
                                    bool function_dependent);

static inline const dl_attr_list_key *dl_ir_attr_list(const dlti_attr *a)
{ return (const dl_attr_list_key *)a->key; }
static inline const dl_dict_key *dl_ir_dict(const dlti_attr *a)
{ return (const dl_dict_key *)a->key; }
static inline const dl_entry_key *dl_entry(const dlti_attr *a)
{ return (const dl_entry_key *)a->key; }
/* The key of a string attribute, NULL for any other attribute. */
static inline const dl_string_attr_key *dl_ir_string_key(const dlti_attr *a)
{
    return dl_ir_attr_kind_of(a) == DL_AT_STRING ? (const dl_string_attr_key *)a->key
                                              : NULL;
}
static inline const dl_int_attr_key *dl_ir_int_attr_of(const dlti_attr *a)
{ return (const dl_int_attr_key *)a->key; }
static inline const dl_dense_key *dl_ir_dense(const dlti_attr *a)
{ return (const dl_dense_key *)a->key; }
/* Low 64 bits of an integer attribute, zero-extended from its width. */
uint64_t dl_ir_int_attr_low64(const dlti_attr *a);
const dlti_attr *dl_ir_dict_get(const dlti_attr *dict, const char *name);

/* ---- Operations (op.c) -------------------------------------------------- */

typedef struct dl_block dl_block;
typedef struct dl_op_class dl_op_class;

typedef struct dl_region {
    dl_block *first, *last;
} dl_region;

typedef struct dl_block_arg {
    const char *name;        /* "%arg0" as written */
    const dlti_type *type;
} dl_block_arg;

struct dl_block {
    dl_block *next;
    const char *label;       /* "^bb0" or NULL for an unlabelled entry */
    unsigned nargs;
    dl_block_arg *args;
    dlti_op *first, *last;
    bool dropped;            /* ops of it were dropped (dlti_parse_scopes) */
    /* an op of it has successors or was read as written (skim.c): see
     * verify_block_entry */
    bool may_branch;
};

struct dlti_op {
    const char *name;        /* interned full name "ns.op" */
    const dl_op_class *cls;  /* NULL for ops of unregistered dialects */
    dlti_context *ctx;
    dlti_loc loc;
    dlti_op *parent;         /* enclosing op, NULL at top level */
    dlti_op *next;           /* next op in the same block */
    const dlti_attr *attrs;  /* discardable dictionary (DL_AT_DICT) */
    const dlti_attr *props;  /* `<{...}>` properties or NULL */
    const char **result_names;   /* "%0", "%x#2" groups kept as written */
    const dlti_type **result_types;
    union {
        const char **operand_names;
        /* A skimmed op (no operands): nregions + 1 texts as written, the
         * one before each region and the last one (skim.c). */
        const char **skim_texts;
    };
    const dlti_type **operand_types;
    const char **successors;     /* "^bb1" */
    dl_region *regions;
    dlti_data_layout *layout;    /* built on first query (layout.c) */
    /* The counts together, so that the struct has no padding (a million
     * ops are a million of these). */
    unsigned nresults;
    unsigned noperands;
    unsigned nsuccessors;
    unsigned nregions : 30;
    unsigned implicit : 1;       /* a module the parser wrapped around the file */
    unsigned skimmed : 1;        /* an op no plugin models, kept as written */
};

struct dl_op_class {
    const char *name;            /* interned full name */
    dlti_dialect *dialect;
    bool is_scope;               /* a data layout scope (module, test op) */
    bool is_module;              /* builtin.module: special-cased as MLIR does */
    bool is_function;            /* DLTI_OP_FUNCTION_LIKE (FunctionOpInterface) */
    /* The table has the DLTI_OP_* trait bits and `verify`: without them
     * the verifier treats the op's terminator traits as unknown. */
    bool traits_known;
    unsigned flags;              /* DLTI_OP_* in effect (implied bits set) */
    /* Custom assembly: parse after the op keyword; print after indentation. */
    dlti_status (*parse)(dlti_parser *p, dlti_op *op);
    void (*print)(dlti_printer *pr, const dlti_op *op);
    dlti_op_hooks hooks;         /* dialect ops: layout overrides */
};

/* Ops are created empty and filled by the parser.  dl_ir_op_create takes an
 * interned name and its class (from dl_ir_op_class_resolve, which loads the
 * namespace's plugin first); `extra` bytes for the caller follow the op in
 * the same allocation.  dl_ir_op_new does all three from a plain name. */
dlti_op *dl_ir_op_create(dlti_context *ctx, const char *name,
                      const dl_op_class *cls, const dlti_loc *loc,
                      size_t extra);
/* What dl_ir_op_create does in memory the caller took from the arena (zeroed,
 * sizeof(dlti_op) or more); `empty` is dl_ir_empty_dict's. */
dlti_op *dl_ir_op_fill(dlti_op *op, dlti_context *ctx, const char *name,
                    const dl_op_class *cls, const dlti_loc *loc,
                    const dlti_attr *empty);
/* The empty dictionary, which every new op carries; NULL (reported) when
 * memory is exhausted. */
const dlti_attr *dl_ir_empty_dict(dlti_context *ctx);
const dl_op_class *dl_ir_op_class_resolve(dlti_context *ctx, const char *name,
                                       size_t len);
dlti_op *dl_ir_op_new(dlti_context *ctx, const char *name, const dlti_loc *loc);
const dl_op_class *dl_ir_op_class_lookup(dlti_context *ctx, const char *name,
                                      size_t len);
/* Appends `op` to `block` and sets its parent to `owner`. */
void dl_ir_block_append(dl_block *block, dlti_op *owner, dlti_op *op);
static inline bool dl_ir_op_is_module(const dlti_op *op)
{ return op->cls && op->cls->is_module; }
/* The inherent attributes (properties) of the ops whose properties dlti
 * knows, builtin.module and function ops as func.func, in name order:
 * each one's storage kind and ODS constraint (`what` says it as MLIR
 * does); NULL for other ops.  The list ends with a NULL name. */
typedef struct dl_ir_inherent {
    const char *name;
    dl_attr_kind kind;
    const char *what;
} dl_ir_inherent;
const dl_ir_inherent *dl_ir_inherent_attrs(const dlti_op *op);
/* The first of those, in name order, whose value in `dict` (NULL: the
 * op's properties, then its attributes) breaks its constraint (*what:
 * the constraint's words), or NULL. */
const char *dl_ir_inherent_violation(const dlti_op *op, const dlti_attr *dict,
                                     const char **what);
static inline bool dl_ir_op_is_scope(const dlti_op *op)
{ return op->cls && (op->cls->is_scope || op->cls->is_module); }

/* ---- Context ------------------------------------------------------------ */

/* Open-addressing table of pointers to uniqued objects. */
typedef struct dl_table {
    void **slots;
    size_t cap, count;
} dl_table;

typedef struct dl_source dl_source;
struct dl_source {
    struct dl_source *next;
    const char *name;  /* interned */
    char *text;
    size_t len;
    unsigned first_line; /* the line number of text[0] (a split chunk's) */
    bool borrowed;     /* the caller's (dlti_context_borrow_source) */
    /* Set when the parse skimmed an op: the file's alias definitions as
     * written (skimmed texts may name them), printed before its module. */
    const char *alias_defs;
};

/* What the layers above keep in a context is freed by the destructor each
 * registers when it first keeps something (dl_ir_ctx_on_free), run by
 * dlti_context_free in the order of the stages. */
typedef enum dl_free_stage {
    DL_FREE_QUERY,   /* the query pass kept: before the layouts */
    DL_FREE_LAYOUTS, /* before the dialects' state */
    DL_FREE_SPECS,   /* the combined specs the layouts read */
    DL_FREE_PLUGINS, /* after it: the shared objects */
    DL_FREE_TEXT,    /* after the sources, before the arena */
    DL_FREE_PRINT,   /* the printer's kept texts */
    DL_FREE_STAGES
} dl_free_stage;

/* What a context keeps from one call to the next, for the next file it
 * serves (dlti_context_file_done). */
typedef enum dl_kept {
    DL_KEPT_PASS,      /* the query pass's state (query/pass.c) */
    DL_KEPT_PRINT,     /* the printer's kept texts (print/printer.c) */
    DL_KEPT_SPELLINGS, /* types by spelling (parse/memo.c) */
    DL_KEPT_SSA,       /* the `%N` pages, emptied (parse/ssa.c) */
    DL_KEPT_N
} dl_kept;

struct dlti_context {
    dl_ctx_base base;           /* first: the base layer's part */
    dl_table types, attrs, strings;
    dlti_dialect *dialects;     /* registered dialects other than builtin/dlti */
    const dl_op_class **op_classes;
    size_t n_op_classes, cap_op_classes;
    dl_source *sources;
    struct dl_kept_aliases *kept_aliases; /* per parsed file (parse/top.c) */
    dl_table written;           /* where specs are written (parse/written.c) */
    dl_table combined;          /* spec chains combined (combine_memo.c) */
    struct ptrmap *verified;    /* specs verified (combine_memo.c) */
    dlti_data_layout *layouts;  /* every layout built, for freeing */
    dlti_data_layout *default_layout;
    struct dl_plugin_state *plugins; /* search path, loaded objects (loader.c) */
    const dlti_attr *empty_dict; /* every new op's attributes (op.c) */
    /* Uniqued objects of the kinds dl_ir_*_kind_may_alias names.  None:
     * the printer's alias pass is skipped. */
    atomic_size_t n_aliasable;
    void (*on_free[DL_FREE_STAGES])(dlti_context *ctx);
    /* Files queried one after another (dlti_context_file_done): the
     * count so far; the diagnostics before the current file; whether the
     * current file read what an earlier one left (a dialect it loaded);
     * whether a type was made mutable (state a new context lacks). */
    unsigned files;
    unsigned said_before;
    bool read_earlier;
    /* Plugin dialects asked by name so far (dl_ir_dialect_decides), and
     * names asked that no dialect has yet (dl_ir_dialect_loaded): what
     * asked one is not remembered (parse/spec_memo.c, combine_memo.c). */
    unsigned plugin_asks;
    bool kept_state;
    /* The IR blocks of plain parses (parse/parser.c), given back when a
     * file is done and reused by the next: the first `ir_used` are the
     * current file's. */
    char **ir_blocks;
    size_t n_ir_blocks, cap_ir_blocks, ir_used;
    /* What the layers above keep from one call to the next (dl_kept). */
    _Atomic(void *) kept[DL_KEPT_N];
};
/* The object kept in slot k, taken out (NULL: none), for one call at a
 * time. */
void *dl_ir_kept_take(dlti_context *ctx, dl_kept k);
/* Puts `obj` back in slot k, which dlti_context_free empties with `fn` at
 * `stage`; false when another call put one there meanwhile (the caller
 * then frees its own). */
bool dl_ir_kept_give(dlti_context *ctx, dl_kept k, void *obj,
                     dl_free_stage stage, void (*fn)(dlti_context *ctx));
/* An IR block of `size` bytes for the current file: one an earlier file
 * gave back, else new arena memory; NULL when out of memory. */
void *dl_ir_block_take(dlti_context *ctx, size_t size);
/* Gives the current file's IR blocks back (its ops are gone). */
void dl_ir_blocks_give_back(dlti_context *ctx);
/* Whether the file just done read what an earlier file left, had a
 * diagnostic, or left state a new context lacks (dlti_context_file_done,
 * query/library.c, which then begins the next file). */
int dl_ir_file_end(dlti_context *ctx, size_t arena_max);
/* A loaded dialect by namespace, as dl_ir_dialect_lookup, for a caller
 * whose answer depends on whether it is loaded: notes when an earlier file
 * of the context loaded it (dlti_context_file_done). */
dlti_dialect *dl_ir_dialect_loaded(dlti_context *ctx, const char *ns, size_t len);
/* Notes that `d`, found among the loaded dialects, decides an answer. */
void dl_ir_dialect_decides(dlti_context *ctx, const dlti_dialect *d);
void dl_ir_ctx_on_free(dlti_context *ctx, dl_free_stage stage,
                    void (*fn)(dlti_context *ctx));
/* A new, empty context (dlti_context_new is query/library.c's); with
 * `like`, it has the hooks that one was given. */
dlti_context *dl_ir_context_create(const dlti_context *like);

/* Puts `o`, whose hash is `h`, into `t` (growing it at half load); the
 * caller looks records up itself.  hash_of gives a stored record's hash
 * (dl_ir_hash_first_word: records that begin with their uint64_t hash). */
bool dl_ir_table_insert(dl_table *t, void *o, uint64_t h,
                     uint64_t (*hash_of)(const void *));
uint64_t dl_ir_hash_first_word(const void *o);

/* An interned string: an 8-byte header, so that a short name ("%12345")
 * takes 16 arena bytes, not 32 (files have a million of them).  The table
 * only needs the hash's low bits; the length is bounded in dlti_intern. */
typedef struct dl_str {
    uint32_t hash;
    uint32_t len;
    char s[];
} dl_str;
/* Length of a string returned by dlti_intern. */
size_t dl_ir_interned_len(const char *s);
dlti_status dl_ir_register_op_class(dlti_context *ctx, const dl_op_class *cls);
/* Whether `op` or an op inside it was kept as written (parse/skim.c):
 * then it prints with the names and aliases as written (op.c). */
bool dl_ir_op_has_skimmed(const dlti_op *op);

static inline bool dl_ir_op_is_func(const dlti_op *op)
{ return strcmp(op->name, "func.func") == 0; }

/* Registers a copy of a source buffer for caret lines and for finding
 * text again (context.c); its first line is line `first_line`. */
const char *dl_ir_register_source(dlti_context *ctx, const char *name,
                               const char *text, size_t len,
                               unsigned first_line);
/* The source registered or borrowed under `file`, or NULL. */
const dl_source *dl_ir_source_find(const dlti_context *ctx, const char *file);

#endif /* DLTI_DL_IR_H */
