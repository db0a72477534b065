/* internal.h - shared by the files of core/; never installed.
 *
 * Internal names start with dl_ and are hidden (the library is built with
 * -fvisibility=hidden); only DLTI_API symbols are exported.
 */
#ifndef DLTI_INTERNAL_H
#define DLTI_INTERNAL_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "dlti/dlti.h"
#include "dlti/plugin.h"

#if defined(__GNUC__)
#define DL_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define DL_PRINTF(f, a)
#endif

/* ---- Bounds on untrusted input ----------------------------------------- */

#define DL_MAX_NESTING 512        /* nested types/attrs/regions while parsing */
#define DL_MAX_VECTOR_RANK 1024   /* dimensions of one shaped type */

/* ---- "Did you mean" (suggest.c) ----------------------------------------- */

/* The name of `names` closest to word[0..n) within a few edits (none for
 * an exact match), or NULL. */
const char *dl_suggest(const char *word, size_t n, const char *const *names,
                       size_t count);

/* ---- The context's lock ------------------------------------------------ */

/* The context's recursive lock (context.c): it guards the uniquing tables,
 * interned strings, the arena, diagnostics (error count and handler) and
 * the list of layouts, so that threads may query the same context through
 * their own layouts.  Never taken on the cached query path. */
void dl_ctx_lock(dlti_context *ctx);
void dl_ctx_unlock(dlti_context *ctx);

/* ---- Arena (arena.c) and growable buffers (buf.c) ----------------------- */

/* All IR lives in the context's arena and is freed with the context.
 * dl_alloc returns zeroed memory, NULL on exhaustion (then the caller
 * reports DLTI_ERR_NOMEM through dl_nomem). */
void *dl_alloc(dlti_context *ctx, size_t size);
/* dl_alloc for a caller that holds the context's lock. */
void *dl_alloc_locked(dlti_context *ctx, size_t size);
/* dl_alloc without the zeroing: for memory the caller zeroes as it cuts
 * it up (pages never cut are never touched). */
void *dl_alloc_raw(dlti_context *ctx, size_t size);
/* Fresh zeroed pages (mmap), for large tables: no memset; NULL on
 * failure.  Freed with the same size. */
void *dl_pages_alloc(size_t bytes);
void dl_pages_free(void *p, size_t bytes);
/* Open addressing over inline records of `size` bytes whose first word is
 * a pointer, NULL in an empty slot: makes room for one more record,
 * doubling the table (from `first` slots) at half load; `place` puts each
 * old record into the new table. */
bool dl_records_grow(void **tab, size_t *cap, size_t count, size_t size,
                     size_t first, void (*place)(void *user, const void *rec),
                     void *user);
/* A malloc'ed array of `n` elements of `size` bytes: makes room for one
 * more, doubling *cap (from `first`); false when out of memory (the array
 * is kept as it was). */
bool dl_array_reserve(void **arr, size_t *cap, size_t n, size_t size,
                      size_t first);
void *dl_memdup(dlti_context *ctx, const void *p, size_t size);
dlti_status dl_nomem(dlti_context *ctx);
/* Gives back every chunk of the arena (dlti_context_free). */
void dl_arena_free(dlti_context *ctx);

/* A malloc'ed growable byte buffer (for printing and scratch).  With a
 * sink, dl_buf_drain hands the text over in large pieces, so printing a
 * big module needs no buffer of its size. */
typedef struct dl_buf {
    char *data;
    size_t len, cap;
    bool failed;      /* an allocation failed; contents are truncated */
    bool sink_failed; /* the sink reported an error; output is dropped */
    dlti_write_fn sink;
    void *sink_user;
} dl_buf;
/* Writes the text to the sink and empties the buffer: always when `all`,
 * else once it holds enough to make a write worthwhile.  No-op without a
 * sink. */
void dl_buf_drain(dl_buf *b, bool all);
void dl_buf_put_slow(dl_buf *b, const char *s, size_t n);
/* Appends n bytes (kept NUL-terminated); the common case inline. */
static inline void dl_buf_put(dl_buf *b, const char *s, size_t n)
{
    if (b->cap - b->len > n && !b->failed) {
        memcpy(b->data + b->len, s, n);
        b->len += n;
        b->data[b->len] = 0;
        return;
    }
    dl_buf_put_slow(b, s, n);
}
void dl_buf_puts(dl_buf *b, const char *s);
void dl_buf_printf(dl_buf *b, const char *fmt, ...) DL_PRINTF(2, 3);
void dl_buf_vprintf(dl_buf *b, const char *fmt, va_list ap);
/* NUL-terminates and hands over ownership (NULL if allocation failed). */
char *dl_buf_take(dl_buf *b);
void dl_buf_free(dl_buf *b);

/* Room to build a uniquing key: on the stack when small (the usual case),
 * else on the heap.  dl_scratch_get returns zeroed memory, or NULL after
 * reporting; dl_scratch_free releases what it took. */
typedef struct dl_scratch {
    _Alignas(16) unsigned char small[256];
    void *heap;
} dl_scratch;
void *dl_scratch_get(dlti_context *ctx, dl_scratch *s, size_t len);
static inline void dl_scratch_free(dl_scratch *s) { free(s->heap); }

/* ---- Hashing ----------------------------------------------------------- */

uint64_t dl_hash_bytes(const void *p, size_t n, uint64_t seed);
static inline uint64_t dl_hash_ptr(const void *p)
{
    /* A multiplicative mix: caches keyed by pointers must not depend on the
     * low bits of addresses (ASLR, allocator alignment). */
    uint64_t x = (uint64_t)(uintptr_t)p;
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    return x;
}

/* ---- Diagnostics (context.c) ------------------------------------------- */

void dl_diag(dlti_context *ctx, dlti_severity sev, const dlti_loc *loc,
             const char *fmt, ...) DL_PRINTF(4, 5);
void dl_vdiag(dlti_context *ctx, dlti_severity sev, const dlti_loc *loc,
              const char *fmt, va_list ap);
/* Diagnostics held back (diag.c): from dl_diag_hold to dl_diag_release
 * the diagnostics the mode takes reach neither the handler nor the error
 * count; they are counted in `count`, and the first error is kept (loc,
 * and msg, which the caller frees if it takes it before the release).
 * Holds nest: the innermost that takes a diagnostic keeps it.  Hold the
 * context's lock throughout when other threads may report. */
typedef enum dl_hold_mode {
    DL_HOLD_ALL,     /* everything */
    DL_HOLD_LOCATED  /* everything with a location; the rest goes through */
} dl_hold_mode;
typedef struct dl_diag_held {
    dl_hold_mode mode;
    struct dl_diag_held *outer;
    unsigned count;
    bool got;
    dlti_loc loc;
    char *msg;
} dl_diag_held;
void dl_diag_hold(dlti_context *ctx, dl_diag_held *h, dl_hold_mode mode);
void dl_diag_release(dlti_context *ctx, dl_diag_held *h);
/* Error diagnostic; returns `status` for `return dl_error(...)`. */
dlti_status dl_error(dlti_context *ctx, dlti_status status,
                     const dlti_loc *loc, const char *fmt, ...) DL_PRINTF(4, 5);
void dl_note(dlti_context *ctx, const dlti_loc *loc, const char *fmt, ...)
    DL_PRINTF(3, 4);
/* A note of dlti's own, where MLIR 22 has none: left out under
 * DLTI_DIAG_MLIR_ONLY (dlti_context_set_diag_flags). */
void dl_note_extra(dlti_context *ctx, const dlti_loc *loc, const char *fmt,
                   ...) DL_PRINTF(3, 4);

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
extern const dl_float_info dl_float_info_table[DL_NUM_FLOATS];

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
    /* Other formats of a spec (io.c); NULL when the dialect has none. */
    dlti_status (*layout_import)(dlti_context *ctx, const char *kind,
                                 const char *text, size_t len,
                                 const dlti_attr **spec_out);
    dlti_status (*layout_export)(dlti_context *ctx, const char *kind,
                                 const dlti_attr *spec, dlti_data_layout *dl,
                                 const dlti_loc *loc, const char **out);
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
};
/* The builtin dialect: owner of the builtin type and attribute classes. */
extern dlti_dialect dl_builtin_dialect;

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
const dlti_type_class *dl_builtin_type_class(dl_type_kind kind);
const dlti_type_class *dl_float_class(dl_float_kind kind);
const dlti_attr_class *dl_builtin_attr_class(dl_attr_kind kind);

/* A registered dialect, or NULL (never loads a plugin). */
dlti_dialect *dl_dialect_lookup(dlti_context *ctx, const char *ns, size_t len);
/* As dl_dialect_lookup, but loads the plugin NS.so from the search path the
 * first time an unknown namespace is seen (loader.c). */
dlti_dialect *dl_dialect_require(dlti_context *ctx, const char *ns, size_t len);

/* registry.c: a new, empty dialect for a plugin's init; linked into the
 * context only by dl_dialect_commit, or freed by dl_dialect_discard. */
dlti_dialect *dl_dialect_create(dlti_context *ctx, const char *ns);
void dl_dialect_commit(dlti_context *ctx, dlti_dialect *d);
void dl_dialect_discard(dlti_context *ctx, dlti_dialect *d);
/* Frees every plugin dialect's data (dlti_context_free). */
void dl_dialects_free(dlti_context *ctx);
/* The plugin loader's state (loader.c). */
typedef struct dl_plugin dl_plugin;
void dl_plugins_free(dlti_context *ctx);
/* Dialect type/attr class by name inside a registered dialect, or NULL. */
const dlti_type_class *dl_type_class_lookup(dlti_dialect *d, const char *name,
                                            size_t len);
const dlti_attr_class *dl_attr_class_lookup(dlti_dialect *d, const char *name,
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

static inline const void *dl_type_key(const dlti_type *t) { return t->key; }
static inline dl_type_kind dl_type_kind_of(const dlti_type *t) { return t->cls->kind; }

/* Uniqued builtin type constructors.  They return NULL only when memory is
 * exhausted (after reporting); arguments are trusted (parser checks). */
const dlti_type *dl_integer_type(dlti_context *ctx, unsigned width,
                                 dlti_signedness s);
const dlti_type *dl_float_type(dlti_context *ctx, dl_float_kind kind);
const dlti_type *dl_index_type(dlti_context *ctx);
const dlti_type *dl_none_type(dlti_context *ctx);
const dlti_type *dl_complex_type(dlti_context *ctx, const dlti_type *elem);
const dlti_type *dl_vector_type(dlti_context *ctx, const dlti_type *elem,
                                uint32_t rank, const int64_t *dims,
                                const uint8_t *scalable);
const dlti_type *dl_tensor_type(dlti_context *ctx, const dlti_type *elem,
                                uint32_t rank, const int64_t *dims,
                                const dlti_attr *encoding);
const dlti_type *dl_unranked_tensor_type(dlti_context *ctx,
                                         const dlti_type *elem);
const dlti_type *dl_memref_type(dlti_context *ctx, const dlti_type *elem,
                                uint32_t rank, const int64_t *dims,
                                const dlti_attr *layout,
                                const dlti_attr *memory_space);
const dlti_type *dl_unranked_memref_type(dlti_context *ctx,
                                         const dlti_type *elem,
                                         const dlti_attr *memory_space);
const dlti_type *dl_tuple_type(dlti_context *ctx, uint32_t n,
                               const dlti_type *const *types);
const dlti_type *dl_function_type(dlti_context *ctx, uint32_t n_inputs,
                                  const dlti_type *const *inputs,
                                  uint32_t n_results,
                                  const dlti_type *const *results);
const dlti_type *dl_opaque_type(dlti_context *ctx, const char *ns,
                                const char *body);
const dlti_type *dl_opaque_type_refs(dlti_context *ctx, const char *ns,
                                     const char *body,
                                     const dl_opaque_ref *refs, size_t n);

/* Accessors of builtin kinds (caller checks the kind). */
static inline unsigned dl_int_width(const dlti_type *t)
{ return ((const dl_int_key *)t->key)->width; }
static inline dlti_signedness dl_int_signedness(const dlti_type *t)
{ return (dlti_signedness)((const dl_int_key *)t->key)->signedness; }
static inline const dl_shaped_key *dl_shaped(const dlti_type *t)
{ return (const dl_shaped_key *)t->key; }
static inline const uint8_t *dl_vector_scalable(const dlti_type *t)
{ const dl_shaped_key *k = dl_shaped(t); return (const uint8_t *)(k->dims + k->rank); }
static inline const dlti_type *dl_complex_elem(const dlti_type *t)
{ return ((const dl_complex_key *)t->key)->elem; }
static inline const dl_list_key *dl_list(const dlti_type *t)
{ return (const dl_list_key *)t->key; }
static inline const dl_opaque_key *dl_opaque(const dlti_type *t)
{ return (const dl_opaque_key *)t->key; }
/* isIntOrFloat in MLIR terms: integers, builtin floats, and dialect types
 * that behave as floats (float_bits != 0). */
static inline bool dl_type_is_int_or_float(const dlti_type *t)
{ return t->cls->kind == DL_TY_INTEGER || t->cls->float_bits != 0; }
/* The dialect a type belongs to ("builtin" for builtin kinds). */
const dlti_dialect *dl_type_dialect(const dlti_type *t);

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
    size_t n;
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

static inline dl_attr_kind dl_attr_kind_of(const dlti_attr *a) { return a->cls->kind; }

const dlti_attr *dl_attr_unique(dlti_context *ctx, dl_attr_kind kind,
                                const void *key, size_t key_len);
/* `words` holds nwords little-endian words; truncated to the type width. */
const dlti_attr *dl_int_attr_words(dlti_context *ctx, const dlti_type *type,
                                   const uint64_t *words, uint32_t nwords);
const dlti_attr *dl_int_attr(dlti_context *ctx, const dlti_type *type,
                             uint64_t value);
const dlti_attr *dl_bool_attr(dlti_context *ctx, bool v);
const dlti_attr *dl_float_attr(dlti_context *ctx, const dlti_type *type,
                               double value);
const dlti_attr *dl_string_attr(dlti_context *ctx, const char *s, size_t len,
                                const dlti_type *type);
const dlti_attr *dl_unit_attr(dlti_context *ctx);
const dlti_attr *dl_type_attr(dlti_context *ctx, const dlti_type *type);
const dlti_attr *dl_array_attr(dlti_context *ctx, size_t n,
                               const dlti_attr *const *elems);
/* Sorts a copy of `elems` by name; duplicate names are the caller's error. */
const dlti_attr *dl_dict_attr(dlti_context *ctx, size_t n,
                              const dl_named_attr *elems);
const dlti_attr *dl_dense_array_attr(dlti_context *ctx, const dlti_type *elem,
                                     size_t n, const int64_t *values);
/* Detects splats itself. */
const dlti_attr *dl_dense_attr(dlti_context *ctx, const dlti_type *type,
                               size_t n, const dlti_attr *const *elems);
const dlti_attr *dl_symref_attr(dlti_context *ctx, size_t n,
                                const char *const *names);
const dlti_attr *dl_raw_attr(dlti_context *ctx, const char *text, size_t len);
/* Whether an opaque symbol body prints in the pretty form (attr.c). */
bool dl_symbol_body_is_pretty(const char *s, size_t n);
const dlti_attr *dl_raw_attr_refs(dlti_context *ctx, const char *text,
                                  size_t len, const dl_opaque_ref *refs,
                                  size_t n);
/* The key of an opaque type or attribute (attr.c; calloc'ed, *size
 * bytes): namespace, body and the refs in it. */
dl_opaque_key *dl_opaque_key_new(const char *ns, const char *body,
                                 const dl_opaque_ref *refs, size_t n,
                                 size_t *size);
const dlti_attr *dl_opaque_attr(dlti_context *ctx, const char *ns,
                                const char *body);
const dlti_attr *dl_opaque_attr_refs(dlti_context *ctx, const char *ns,
                                     const char *body,
                                     const dl_opaque_ref *refs, size_t n);
const dlti_attr *dl_entry_attr(dlti_context *ctx, const dlti_attr *key,
                               const dlti_attr *value);
/* kind is DL_AT_DL_SPEC, DL_AT_MAP, DL_AT_DEVICE_SPEC or DL_AT_SYSTEM_SPEC. */
const dlti_attr *dl_entry_list_attr(dlti_context *ctx, dl_attr_kind kind,
                                    size_t n, const dlti_attr *const *entries);
const dlti_attr *dl_fptr_align_attr(dlti_context *ctx, uint64_t alignment,
                                    bool function_dependent);

static inline const dl_attr_list_key *dl_attr_list(const dlti_attr *a)
{ return (const dl_attr_list_key *)a->key; }
static inline const dl_dict_key *dl_dict(const dlti_attr *a)
{ return (const dl_dict_key *)a->key; }
static inline const dl_entry_key *dl_entry(const dlti_attr *a)
{ return (const dl_entry_key *)a->key; }
static inline const dl_int_attr_key *dl_int_attr_of(const dlti_attr *a)
{ return (const dl_int_attr_key *)a->key; }
static inline const dl_dense_key *dl_dense(const dlti_attr *a)
{ return (const dl_dense_key *)a->key; }
/* Low 64 bits of an integer attribute, zero-extended from its width. */
uint64_t dl_int_attr_low64(const dlti_attr *a);
const dlti_attr *dl_dict_get(const dlti_attr *dict, const char *name);

/* ---- Operations (ir.c) -------------------------------------------------- */

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

/* Ops are created empty and filled by the parser.  dl_op_create takes an
 * interned name and its class (from dl_op_class_resolve, which loads the
 * namespace's plugin first); `extra` bytes for the caller follow the op in
 * the same allocation.  dl_op_new does all three from a plain name. */
dlti_op *dl_op_create(dlti_context *ctx, const char *name,
                      const dl_op_class *cls, const dlti_loc *loc,
                      size_t extra);
/* What dl_op_create does in memory the caller took from the arena (zeroed,
 * sizeof(dlti_op) or more); `empty` is dl_empty_dict's. */
dlti_op *dl_op_fill(dlti_op *op, dlti_context *ctx, const char *name,
                    const dl_op_class *cls, const dlti_loc *loc,
                    const dlti_attr *empty);
/* The empty dictionary, which every new op carries; NULL (reported) when
 * memory is exhausted. */
const dlti_attr *dl_empty_dict(dlti_context *ctx);
const dl_op_class *dl_op_class_resolve(dlti_context *ctx, const char *name,
                                       size_t len);
dlti_op *dl_op_new(dlti_context *ctx, const char *name, const dlti_loc *loc);
const dl_op_class *dl_op_class_lookup(dlti_context *ctx, const char *name,
                                      size_t len);
/* Appends `op` to `block` and sets its parent to `owner`. */
void dl_block_append(dl_block *block, dlti_op *owner, dlti_op *op);
static inline bool dl_op_is_module(const dlti_op *op)
{ return op->cls && op->cls->is_module; }
static inline bool dl_op_is_scope(const dlti_op *op)
{ return op->cls && (op->cls->is_scope || op->cls->is_module); }

/* ---- Parser (core/parse/) ----------------------------------------------- */

/* Parses text into a top-level module (see dlti_parse_source).  `text`
 * starts at line `first_line` of file `name` (split input keeps the file's
 * line numbers). */
dlti_status dl_parse_source(dlti_context *ctx, const char *name,
                            const char *text, size_t len, unsigned first_line,
                            dlti_op **top);
/* Streaming parse (query/source.c): when the file's first op is a builtin.module
 * in its custom form, `begin` is called once its attributes are parsed
 * (before its body) and `unit` once for each op of its body as soon as that
 * op is complete (ops of later blocks too: query/source.c refuses such a body).
 * After `unit` returns DLTI_OK the op is taken out of the
 * block and its memory reused, so that memory is bounded by one op of the
 * body, not the file.  (The shared layouts of its scope ops stay, with
 * their addresses: a query pass may go on holding answers by them.)  A
 * non-OK status from a hook stops the parse with that status. */
typedef struct dl_stream_hooks {
    dlti_status (*begin)(void *user, dlti_op *top);
    /* `skimmed`: an op of the file so far was read as written (skim.c) */
    dlti_status (*unit)(void *user, dlti_op *top, dlti_op *unit,
                        bool skimmed);
    void *user;
    bool drop_text; /* text is a file mapping: give passed pages back */
} dl_stream_hooks;
dlti_status dl_parse_stream(dlti_context *ctx, const char *name,
                            const char *text, size_t len,
                            const dl_stream_hooks *hooks, dlti_op **top);
/* Custom assembly of builtin.module: `module @name? attributes {..}? {..}`,
 * called after the keyword `module` / `builtin.module`. */
dlti_status dl_parse_module_body(dlti_parser *p, dlti_op *op);
/* Registers a copy of a source buffer for caret lines and for finding
 * text again (context.c); its first line is line `first_line`. */
const char *dl_register_source(dlti_context *ctx, const char *name,
                               const char *text, size_t len,
                               unsigned first_line);
typedef struct dl_source dl_source;
/* The source registered or borrowed under `file`, or NULL. */
const dl_source *dl_source_find(const dlti_context *ctx, const char *file);

/* ---- Printer (print/) --------------------------------------------------- */

void dl_print_type(dl_buf *b, const dlti_type *t);
void dl_print_attr(dl_buf *b, const dlti_attr *a);
/* The text of a type or attribute for a message (malloc'ed; NULL when
 * memory ran out, which dl_or_lost turns into words). */
char *dl_type_text(const dlti_type *t);
char *dl_attr_text(const dlti_attr *a);
const char *dl_or_lost(const char *s);
/* Prints an op with `indent` spaces, MLIR style, ending with "\n". */
void dl_print_op(dl_buf *b, const dlti_op *op, unsigned indent);
/* An op as MLIR prints it in a diagnostic: values numbered in its local
 * scope (from the nearest op isolated from above); malloc'ed, NULL when
 * out of memory. */
char *dl_op_diag_text(const dlti_op *op);
/* MLIR's IsolatedFromAbove region check of `op` (isolated.c): no op
 * inside it uses a value from outside; DLTI_OK for other ops. */
dlti_status dl_verify_isolated(const dlti_op *op);
/* Custom form of builtin.module (the op class's print hook). */
void dl_print_module(dlti_printer *pr, const dlti_op *op);
/* A module printed in pieces as it is parsed (query/source.c): dl_sp_visit the
 * module (its body empty) and then each op of its body, all before
 * dl_sp_begin; then dl_sp_unit each body op again and dl_sp_end.  The
 * text is that of dl_print_op on the whole module.  dl_sp_visit is false
 * when out of memory. */
typedef struct dl_stream_printer dl_stream_printer;
dl_stream_printer *dl_sp_new(void);
bool dl_sp_visit(dl_stream_printer *sp, const dlti_op *op);
bool dl_sp_begin(dl_stream_printer *sp, const dlti_op *top,
                 dlti_write_fn write, void *user);
void dl_sp_unit(dl_stream_printer *sp, const dlti_op *unit);
dlti_status dl_sp_status(const dl_stream_printer *sp); /* NOMEM, IO or OK */
/* The check may print each body op after dl_sp_visit, into memory:
 * dl_sp_tape_unit is false (and the text dropped for good) once an alias
 * is known, memory fails or the text passes DL_TAPE_MAX.  If dl_sp_taped
 * at the end, dl_sp_begin, dl_sp_replay and dl_sp_end write the module;
 * dl_sp_replay hands the text to `pieces` without copying it when that is
 * set. */
#define DL_TAPE_MAX ((size_t)64 << 20)
bool dl_sp_tape_unit(dl_stream_printer *sp, const dlti_op *unit);
bool dl_sp_taped(const dl_stream_printer *sp);
void dl_sp_replay(dl_stream_printer *sp, dlti_write_pieces_fn pieces,
                  void *user);
dlti_status dl_sp_end(dl_stream_printer *sp);
void dl_sp_free(dl_stream_printer *sp);

/* ---- DLTI attributes and specs (spec.c) -------------------------------- */

/* Verifies an entry list while it is being constructed (the attribute
 * verifiers MLIR runs at parse time): kind is DL_AT_DL_SPEC, DL_AT_MAP,
 * DL_AT_DEVICE_SPEC or DL_AT_SYSTEM_SPEC.  Reports at `loc`. */
dlti_status dl_verify_entry_list(dlti_context *ctx, dl_attr_kind kind,
                                 size_t n, const dlti_attr *const *entries,
                                 const dlti_loc *loc);
/* Verifies the IR rooted at `op` (dlti_verify). */
dlti_status dl_verify_op_tree(dlti_op *op);
/* Verifies `op` alone, as dl_verify_op_tree does on reaching it (what it
 * checks depends on `op` and its ancestors only). */
dlti_status dl_verify_op(dlti_op *op);
/* The names of a symbol table's ops (verify.c), for a table seen one op at
 * a time: dl_symbols_add sets *existing to the op already holding the
 * `sym_name` of `op` (NULL: none, or `op` has no name); DLTI_ERR_NOMEM
 * unreported. */
typedef struct dl_symbol_slot {
    const dlti_attr *name;
    const dlti_op *op;
} dl_symbol_slot;
typedef struct dl_symbols {
    dl_symbol_slot *slots;
    size_t n, cap;
} dl_symbols;
dlti_status dl_symbols_add(dl_symbols *s, const dlti_op *op,
                           const dlti_op **existing);
void dl_symbols_free(dl_symbols *s);
/* The spec attribute of a scope op (module: first spec-like attribute in
 * name order; other scopes: the attribute named dlti.dl_spec), or NULL. */
const dlti_attr *dl_scope_spec(const dlti_op *op);

/* Verifies a `dlti.*` identifier entry (spec.c). */
dlti_status dl_dlti_verify_entry(dlti_context *ctx, const dlti_attr *entry,
                                 const dlti_loc *loc);

/* ---- Context ------------------------------------------------------------ */

/* Open-addressing table of pointers to uniqued objects. */
typedef struct dl_table {
    void **slots;
    size_t cap, count;
} dl_table;

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

typedef struct dl_chunk dl_chunk;


struct dlti_context {
    dl_chunk *chunks;           /* the arena */
    dl_table types, attrs, strings;
    dlti_dialect *dialects;     /* registered dialects other than builtin/dlti */
    const dl_op_class **op_classes;
    size_t n_op_classes, cap_op_classes;
    dlti_diag_handler diag;
    void *diag_user;
    unsigned errors;
    unsigned diag_flags;        /* DLTI_DIAG_* */
    dl_diag_held *held;         /* the innermost hold (diag.c) */
    dl_source *sources;
    struct dl_kept_aliases *kept_aliases; /* per parsed file (parse/top.c) */
    dlti_data_layout *layouts;  /* every layout built, for freeing */
    dlti_data_layout *default_layout;
    struct dl_plugin_state *plugins; /* search path, loaded objects (loader.c) */
    const dlti_attr *empty_dict; /* every new op's attributes (ir.c) */
};

/* Puts `o`, whose hash is `h`, into `t` (growing it at half load); the
 * caller looks records up itself.  hash_of gives a stored record's hash
 * (dl_hash_first_word: records that begin with their uint64_t hash). */
bool dl_table_insert(dl_table *t, void *o, uint64_t h,
                     uint64_t (*hash_of)(const void *));
uint64_t dl_hash_first_word(const void *o);

/* An interned string: an 8-byte header, so that a short name ("%12345")
 * takes 16 arena bytes, not 32 (files have a million of them).  The table
 * only needs the hash's low bits; the length is bounded in dlti_intern. */
typedef struct dl_str {
    uint32_t hash;
    uint32_t len;
    char s[];
} dl_str;
/* Length of a string returned by dlti_intern. */
size_t dl_interned_len(const char *s);
dlti_status dl_register_op_class(dlti_context *ctx, const dl_op_class *cls);
/* The query pass (query/pass.c) in steps: dlti_run_query_pass is new,
 * func on each func.func of the top module, free.  A pass keeps answers
 * by scope layout, which live as long as the context. */
typedef struct dl_query_pass dl_query_pass;
dlti_status dl_query_pass_new(dlti_context *ctx, dl_query_pass **out);
dlti_status dl_query_pass_func(dl_query_pass *ps, dlti_op *func);
void dl_query_pass_free(dl_query_pass *ps);
/* The interned name of the ops the pass annotates. */
const char *dl_query_op_name(dlti_context *ctx);
/* Whether `op` or an op inside it was kept as written (parse/skim.c):
 * then it prints with the names and aliases as written (ir.c). */
bool dl_op_has_skimmed(const dlti_op *op);

static inline bool dl_op_is_func(const dlti_op *op)
{ return strcmp(op->name, "func.func") == 0; }

/* The alias definitions each dlti_parse_source kept for dlti_parse_type_in
 * (parse/top.c); freed with the context. */
void dl_kept_aliases_free(dlti_context *ctx);

/* Frees the caches of every layout (layout.c). */
void dl_layout_free_all(dlti_context *ctx);

#endif /* DLTI_INTERNAL_H */
