/* affine.h - affine maps as attribute values (affine.c), and the memref
 * layouts built on them: strided<> and contiguous<> (made in affine.c;
 * their strides and offsets: layout/memref.c). */
#ifndef DLTI_AFFINE_H
#define DLTI_AFFINE_H

#include "dl_ir.h"

/* MLIR's ShapedType::kDynamic: `?` in strides, offsets and sizes. */
#define DL_DYNAMIC INT64_MIN

typedef enum dl_aff_kind {
    DL_AFF_ADD,
    DL_AFF_MUL,
    DL_AFF_MOD,
    DL_AFF_FLOORDIV,
    DL_AFF_CEILDIV,
    DL_AFF_CONST,
    DL_AFF_DIM,
    DL_AFF_SYM
} dl_aff_kind;

/* One expression node; binary nodes name their operands by index into the
 * same node array (operands come first). */
typedef struct dl_aff_node {
    int64_t value;    /* constant, or dim/symbol position */
    uint32_t kind;    /* dl_aff_kind */
    uint32_t lhs, rhs;
    uint32_t pad_;
} dl_aff_node;

/* The key of DL_AT_AFFINE_MAP: the nodes reachable from the results, in
 * post-order of a walk of the results in turn (so equal maps have equal
 * keys), then the result roots. */
typedef struct dl_affine_map_key {
    uint32_t ndims, nsyms, nresults, nnodes;
    dl_aff_node nodes[];  /* then uint32_t results[nresults] */
} dl_affine_map_key;

static inline const dl_affine_map_key *dl_ir_affine_map(const dlti_attr *a)
{ return (const dl_affine_map_key *)a->key; }
static inline const uint32_t *dl_ir_affine_results(const dl_affine_map_key *k)
{ return (const uint32_t *)(k->nodes + k->nnodes); }

/* strided<[s...], offset: o> and contiguous<[p...], offset: o>: `vals` are
 * the strides, or each dimension's place in memory order (0 outermost). */
typedef struct dl_layout_key {
    int64_t offset;      /* DL_DYNAMIC: `?` */
    uint32_t rank;
    uint32_t pad_;
    int64_t vals[];
} dl_layout_key;

static inline const dl_layout_key *dl_ir_layout_of(const dlti_attr *a)
{ return (const dl_layout_key *)a->key; }

/* ---- Building expressions (affine.c) -------------------------------------
 * A builder uniques nodes, so equal expressions have equal indices (as
 * MLIR's uniqued AffineExprs are equal pointers), and applies MLIR 22's
 * simplifications as it builds (AffineExpr::operator+ and friends). */
typedef struct dl_aff_builder {
    dlti_context *ctx;
    dl_aff_node *nodes;
    size_t n, cap;
    struct aff_info *info; /* per node: divisor, depth, symbolic */
    uint32_t *table;     /* open addressing: node index + 1, 0 empty */
    size_t tcap;
    bool failed;         /* out of memory (reported) */
} dl_aff_builder;

#define DL_AFF_NONE UINT32_MAX

void dl_ir_aff_init(dl_aff_builder *b, dlti_context *ctx);
void dl_ir_aff_free(dl_aff_builder *b);
uint32_t dl_ir_aff_const(dl_aff_builder *b, int64_t v);
uint32_t dl_ir_aff_dim(dl_aff_builder *b, unsigned pos);
uint32_t dl_ir_aff_sym(dl_aff_builder *b, unsigned pos);
/* lhs OP rhs, simplified; DL_AFF_NONE when out of memory. */
uint32_t dl_ir_aff_bin(dl_aff_builder *b, dl_aff_kind k, uint32_t lhs,
                    uint32_t rhs);
bool dl_ir_aff_symbolic_or_const(const dl_aff_builder *b, uint32_t e);
/* Nesting depth of e (1 for a leaf): the parser bounds it, so that the
 * recursive walks stay shallow. */
uint32_t dl_ir_aff_depth(const dl_aff_builder *b, uint32_t e);
#define DL_AFF_MAX_DEPTH 256
/* The uniqued affine map attribute of `results` (indices into b). */
const dlti_attr *dl_ir_affine_map_attr(dl_aff_builder *b, unsigned ndims,
                                    unsigned nsyms, size_t nresults,
                                    const uint32_t *results);
/* Loads a map's nodes into a builder; `roots` gets the result indices in
 * the builder (nresults of them). */
bool dl_ir_aff_load(dl_aff_builder *b, const dl_affine_map_key *k,
                 uint32_t *roots);
/* Is the map the identity (results d0..dN-1, symbols allowed: MLIR's
 * AffineMap::isIdentity)? */
bool dl_ir_affine_map_is_identity(const dl_affine_map_key *k);

/* ---- Memref layouts (affine.c) ------------------------ */
const dlti_attr *dl_ir_strided_attr(dlti_context *ctx, int64_t offset,
                                 uint32_t rank, const int64_t *strides);
const dlti_attr *dl_ir_contiguous_attr(dlti_context *ctx, int64_t offset,
                                    uint32_t rank, const int64_t *perm);
/* Is `a` a memref layout attribute (MemRefLayoutAttrInterface)? */
static inline bool dl_ir_attr_is_memref_layout(const dlti_attr *a)
{
    dl_attr_kind k = dl_ir_attr_kind_of(a);
    return k == DL_AT_AFFINE_MAP || k == DL_AT_STRIDED ||
           k == DL_AT_CONTIGUOUS;
}

#endif
