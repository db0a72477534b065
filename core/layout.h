/* layout.h - the DataLayout object, shared by layout.c,
 * builtin_layout.c and query_pass.c. */
#ifndef DLTI_LAYOUT_H
#define DLTI_LAYOUT_H

#include "internal.h"
#include "spec.h"

/* Recursive queries (vector elements, index via iW, plugin hooks) deeper
 * than this are reported.  A cycle (a query of a type and kind already in
 * progress on the same layout) is reported as soon as it closes; the depth
 * bound catches long non-cyclic chains (!x.t<1> asks for !x.t<2>, ...). */
#define DL_MAX_QUERY_DEPTH 128

/* The context's recursive lock (context.c): it guards the uniquing tables,
 * interned strings, the arena, diagnostics (error count and handler) and
 * the list of layouts, so that threads may query the same context through
 * their own layouts.  Never taken on the cached query path. */
void dl_ctx_lock(dlti_context *ctx);
void dl_ctx_unlock(dlti_context *ctx);

enum {
    DL_HAVE_SIZE = 1,
    DL_HAVE_BITS = 2,
    DL_HAVE_ABI = 4,
    DL_HAVE_PREF = 8,
    DL_HAVE_INDEX = 16
};

/* Memoized answers for one type. */
typedef struct dl_cache_rec {
    const dlti_type *type;
    uint8_t have;
    uint8_t size_scalable, bits_scalable, index_has;
    uint64_t size, bits, abi, pref, index;
} dl_cache_rec;

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

struct dlti_data_layout {
    dlti_context *ctx;
    dlti_op *scope;            /* NULL: defaults only */
    dlti_data_layout *next;    /* all layouts of the context */
    dl_combined spec;
    const dl_class_group *int_group;  /* integer entries, or NULL */
    dl_int_entry *ints;        /* sorted by width, unique widths */
    size_t n_ints;
    dl_cache_rec *recs;        /* open addressing, keyed by type pointer */
    size_t cap, count;
    const dlti_attr *ids[DL_NUM_ID_QUERIES];
    unsigned depth;            /* current recursion depth of queries */
    dlti_loc where;            /* location for diagnostics (query op) */
    bool priv;                 /* from dlti_data_layout_new: caller frees */
    /* The queries in progress, outermost first (cycle detection). */
    struct dl_active {
        const dlti_type *type;
        uint8_t kind;          /* a DL_HAVE_* flag */
    } active[DL_MAX_QUERY_DEPTH];
};

/* Entries of the combined spec whose key type has class `cls`. */
dlti_entry_list dl_layout_entries(const dlti_data_layout *dl,
                                  const dlti_type_class *cls);

/* Builtin defaults (builtin_layout.c); DLTI_ERR_NO_LAYOUT after a
 * diagnostic when the type is not builtin-laid-out and has no hooks. */
dlti_status dl_default_size_in_bits(dlti_data_layout *dl, const dlti_type *t,
                                    dlti_size *out);
dlti_status dl_default_abi(dlti_data_layout *dl, const dlti_type *t,
                           uint64_t *out);
dlti_status dl_default_pref(dlti_data_layout *dl, const dlti_type *t,
                            uint64_t *out);
dlti_status dl_default_index_bitwidth(dlti_data_layout *dl,
                                      const dlti_type *t, uint64_t *out,
                                      int *has);
dlti_status dl_no_layout(dlti_data_layout *dl, const dlti_type *t);
dlti_status dl_overflow(dlti_data_layout *dl, const dlti_type *t);
/* The dialect a layout problem of `t` is blamed on: the type's dialect for
 * a dialect type, else the scope op's dialect when it overrides queries,
 * else the type's dialect ("builtin"). */
const char *dl_blamed_dialect(const dlti_data_layout *dl, const dlti_type *t);

/* Smallest power of two >= x; 0 for 0 and for x > 2^63 (LLVM's
 * PowerOf2Ceil). */
static inline uint64_t dl_p2c(uint64_t x)
{
    if (x == 0 || x > (UINT64_C(1) << 63))
        return 0;
    if (x == 1)
        return 1;
    return UINT64_C(1) << (64 - __builtin_clzll(x - 1));
}
static inline uint64_t dl_cdiv(uint64_t a, uint64_t b)
{
    return a == 0 ? 0 : (a - 1) / b + 1;
}

#endif
