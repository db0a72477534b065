/* dl_layout.h - the layout layer (layer 4): the DataLayout object
 * (layout/layout.c), the builtin rules, memrefs, fields and explanations,
 * and specs in other formats. */
#ifndef DLTI_DL_LAYOUT_H
#define DLTI_DL_LAYOUT_H

#include "dl_meaning.h"
#include "ptrmap.h"
#include "layout/llvm_rules.h"

/* Recursive queries (vector elements, index via iW, plugin hooks) deeper
 * than this are reported.  A cycle (a query of a type and kind already in
 * progress on the same layout) is reported as soon as it closes; the depth
 * bound catches long non-cyclic chains (!x.t<1> asks for !x.t<2>, ...). */
#define DL_MAX_QUERY_DEPTH 128

/* The query kinds, each with its own cache. */
typedef enum dl_query {
    DL_Q_SIZE,
    DL_Q_BITS,
    DL_Q_ABI,
    DL_Q_PREF,
    DL_Q_INDEX,
    DL_NUM_QUERIES
} dl_query;

/* One memoized answer.  A slot holds one query kind's answer, so a hit
 * needs no "which answers do we have" test; 32 bytes keep indexing a
 * shift. */
typedef struct dl_cache_slot {
    const dlti_type *type;   /* DL_EMPTY (layout.c): empty */
    dlti_size answer;        /* alignments: value; index: scalable = has */
    uint64_t pad_;
} dl_cache_slot;

/* Open addressing keyed by type pointer, Fibonacci-hashed: the slot is
 * the top bits of type * 2^64/phi, so the low, allocator-dependent bits
 * of addresses do not decide collisions.  `slots` is never NULL (a shared
 * empty table until the first insertion), so a lookup needs no test. */
typedef struct dl_cache {
    dl_cache_slot *slots;    /* capacity + DL_CACHE_LOOK - 1 (layout.c) */
    unsigned shift;          /* 64 - log2(capacity) */
    bool pages;              /* slots are dl_pages_alloc's */
    size_t count;
} dl_cache;

#define DL_FIB_MULT UINT64_C(0x9E3779B97F4A7C15)
static inline size_t dl_layout_cache_index(const dl_cache *c, const dlti_type *t)
{
    return (size_t)(((uint64_t)(uintptr_t)t * DL_FIB_MULT) >> c->shift);
}

/* An integer entry, by key width; the first entry of a width wins. */
typedef struct dl_int_entry {
    uint64_t width;
    const dlti_attr *entry;
} dl_int_entry;

typedef enum dl_id_query {
    DL_ID_ENDIANNESS,
    DL_ID_DEFAULT_MEMORY_SPACE,
    DL_ID_ALLOCA_MEMORY_SPACE,
    DL_ID_PROGRAM_MEMORY_SPACE,
    DL_ID_GLOBAL_MEMORY_SPACE,
    DL_ID_STACK_ALIGNMENT,
    DL_ID_FUNCTION_POINTER_ALIGNMENT,
    DL_ID_LEGAL_INT_WIDTHS,
    DL_ID_MANGLING_MODE,
    DL_NUM_ID_QUERIES
} dl_id_query;

/* What a scope's layout knows before any query: the combined spec and
 * what is derived from it.  Built once per scope op, by its shared layout
 * (dlti_data_layout_get), and read by every layout of that scope. */
typedef struct dl_scope_info {
    dl_combined spec;
    bool spec_shared;          /* spec is the context's memo's (read only) */
    dl_int_entry *ints;        /* sorted by width, unique widths */
    size_t n_ints;
    const dlti_attr *ids[DL_NUM_ID_QUERIES];
    const dlti_type *index_int; /* iW for `index`; NULL: compute (errors) */
} dl_scope_info;

/* ---- What a computation reads -------------------------------------------
 * An answer depends only on what its computation reads of the layout: the
 * entries of some type classes, the identifier entries, the scope op.  A
 * layout with a recorder (the query pass's) notes that as a mask, and
 * keeps its answers, with their masks, in the recorder rather than in its
 * caches.  The pass then gives a scope the answer computed in an
 * enclosing scope when the scopes between differ in nothing the
 * computation read: both computations would read the same things. */
#define DL_TOUCH_ALL (UINT64_C(1) << 63)   /* the entries of every class */
#define DL_TOUCH_IDS (UINT64_C(1) << 62)   /* identifier entries */
#define DL_TOUCH_SCOPE (UINT64_C(1) << 61) /* the scope op itself */
#define DL_TOUCH_CLASSES 61                /* bits 0-60: one per class */

typedef struct dl_rec_slot {
    const dl_scope_info *info;  /* NULL: empty */
    const dlti_type *type;
    uint64_t mask;              /* what computing `answer` read */
    dlti_size answer;
    unsigned kind;              /* a dl_query */
} dl_rec_slot;

/* The recorder's table's first size (records). */
#define DL_REC_FIRST 64

typedef struct dl_recorder {
    uint64_t mask;              /* read by the computation in progress */
    const dlti_type_class *classes[DL_TOUCH_CLASSES]; /* bit i: classes[i] */
    unsigned n_classes;         /* the rest share DL_TOUCH_ALL */
    dl_rec_slot *slots;         /* answers by (info, type, kind) */
    size_t cap, count;
} dl_recorder;

/* The bit of `cls` (DL_TOUCH_ALL once the bits are used up). */
uint64_t dl_layout_touch_bit(dl_recorder *r, const dlti_type_class *cls);
/* What differs between a scope's layout and its enclosing scope's, as a
 * mask to test a computation's mask against; every bit when either op
 * overrides queries. */
uint64_t dl_layout_scope_changes(dl_recorder *r, const dlti_data_layout *inner,
                          const dlti_data_layout *outer);
void dl_layout_recorder_free(dl_recorder *r);

/* The queries in progress, outermost first (cycle detection).  The first
 * DL_FIRST_ACTIVE live in the layout; deeper ones move to the heap. */
#define DL_FIRST_ACTIVE 8
typedef struct dl_active {
    const dlti_type *type;
    uint8_t kind;              /* a dl_query */
} dl_active;

struct dlti_data_layout {
    dl_cache cache[DL_NUM_QUERIES]; /* first: the hot path reads only these */
    dlti_context *ctx;
    dlti_op *scope;            /* NULL: defaults only */
    const dl_op_class *qhooks; /* scope's class if it overrides queries */
    dlti_data_layout *next;    /* all layouts of the context */
    const dl_scope_info *info; /* this scope's; owned by its shared layout */
    dl_scope_info *own;        /* the info, when this layout built it */
    unsigned depth;            /* current recursion depth of queries */
    dlti_loc where;            /* location for diagnostics (query op) */
    bool priv;                 /* from dlti_data_layout_new: caller frees */
    uint8_t rules;             /* a dlti_layout_rules (layout/fields.c) */
    dl_active *active;         /* first_active, or DL_MAX_QUERY_DEPTH */
    dl_active first_active[DL_FIRST_ACTIVE]; /* most queries nest less */
    dl_recorder *rec;          /* NULL, or recording (no caching here) */
    dl_llvm_source llvm;       /* LLVM's DataLayout (layout/llvm_rules.c) */
    ptrmap memos;              /* dlti_data_layout_memo: key -> dl_memo list */
};

/* Notes a read (no-op without a recorder). */
static inline void dl_layout_touch(const dlti_data_layout *dl, uint64_t what)
{
    if (dl->rec)
        dl->rec->mask |= what;
}
static inline void dl_layout_touch_class(const dlti_data_layout *dl,
                                  const dlti_type_class *cls)
{
    if (dl->rec)
        dl->rec->mask |= dl_layout_touch_bit(dl->rec, cls);
}

/* Makes `index` as iW for a scope, when its entry is sound (a bad one is
 * reported by the query that needs it); layout/builtin.c. */
void dl_layout_build_index_int(dlti_context *ctx, dl_scope_info *info,
                        dlti_entry_list l);

/* Frees the shared layouts of scope ops (dlti_data_layout_get's), whose
 * ops are gone (dlti_context_file_done). */
void dl_layout_drop_scoped(dlti_context *ctx);

/* Points `dl` (a recording layout) at the scope of `like`. */
void dl_layout_retarget(dlti_data_layout *dl, const dlti_data_layout *like);

/* Builds the sorted integer table of a scope from its integer entries
 * (layout/builtin.c). */
dlti_status dl_layout_build_int_table(dlti_context *ctx, dl_scope_info *info,
                               dlti_entry_list l);

/* Entries of the combined spec whose key type has class `cls`. */
dlti_entry_list dl_layout_entries(const dlti_data_layout *dl,
                                  const dlti_type_class *cls);

/* Builtin defaults (layout/builtin.c); DLTI_ERR_NO_LAYOUT after a
 * diagnostic when the type is not builtin-laid-out and has no hooks. */
dlti_status dl_layout_default_size_in_bits(dlti_data_layout *dl, const dlti_type *t,
                                    dlti_size *out);
dlti_status dl_layout_default_abi(dlti_data_layout *dl, const dlti_type *t,
                           uint64_t *out);
dlti_status dl_layout_default_pref(dlti_data_layout *dl, const dlti_type *t,
                            uint64_t *out);
dlti_status dl_layout_default_index_bitwidth(dlti_data_layout *dl,
                                      const dlti_type *t, uint64_t *out,
                                      int *has);
dlti_status dl_layout_no_layout(dlti_data_layout *dl, const dlti_type *t);
/* complex<T>'s step (T's alloc size) under LLVM's rules (layout/fields.c). */
dlti_status dl_layout_complex_llvm_step(dlti_data_layout *dl, const dlti_type *t,
                                 uint64_t *step);
dlti_status dl_layout_overflow(dlti_data_layout *dl, const dlti_type *t);
/* The dialect a layout problem of `t` is blamed on: the type's dialect for
 * a dialect type, else the scope op's dialect when it overrides queries,
 * else the type's dialect ("builtin"). */
const char *dl_layout_blamed_dialect(const dlti_data_layout *dl, const dlti_type *t);

/* The bits of an integer or float(-like) type: the builtin rules, which
 * read no entries and no hook; false for any other type. */
static inline bool dl_layout_scalar_bits(const dlti_type *t, uint64_t *bits)
{
    if (t->cls->kind == DL_TY_INTEGER) {
        *bits = dl_ir_int_width(t);
        return true;
    }
    *bits = t->cls->float_bits;
    return *bits != 0;
}

/* Smallest power of two >= x; 0 for 0 and for x > 2^63 (LLVM's
 * PowerOf2Ceil). */
static inline uint64_t dl_layout_p2c(uint64_t x)
{
    if (x == 0 || x > (UINT64_C(1) << 63))
        return 0;
    if (x == 1)
        return 1;
    return UINT64_C(1) << (64 - __builtin_clzll(x - 1));
}
static inline uint64_t dl_layout_cdiv(uint64_t a, uint64_t b)
{
    return a == 0 ? 0 : (a - 1) / b + 1;
}

/* memref.c: does getStridesAndOffset succeed on the ranked memref t (no
 * report)? */
bool dl_layout_memref_is_strided(const dlti_type *t);

/* builtin.c: the LLVM struct a memref lowers to (its descriptor), for
 * its layout and its members (fields.c). */
dlti_status dl_layout_memref_descriptor(dlti_data_layout *dl, const dlti_type *t,
                                 const dlti_type **out);

#endif /* DLTI_DL_LAYOUT_H */
