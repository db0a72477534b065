/* affine.c - affine expressions as MLIR 22 builds them: uniqued nodes,
 * the local simplifications of AffineExpr's operators (simplifyAdd,
 * simplifyMul, ...; not the flattening simplifyAffineExpr), and affine
 * maps as uniqued attributes (DL_AT_AFFINE_MAP), and the memref layout
 * attributes strided<> and contiguous<>. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "affine.h"

/* Per-node facts of the builder, parallel to its nodes. */
typedef struct aff_info {
    int64_t divisor;   /* getLargestKnownDivisor */
    uint32_t depth;
    bool symbolic;     /* isSymbolicOrConstant */
} aff_info;

#define NOSIMP (UINT32_MAX - 1) /* a simplifier's "no rewrite" */

void dl_ir_aff_init(dl_aff_builder *b, dlti_context *ctx)
{
    memset(b, 0, sizeof *b);
    b->ctx = ctx;
}

void dl_ir_aff_free(dl_aff_builder *b)
{
    free(b->nodes);
    free(b->table);
    free(b->info);
    memset(b, 0, sizeof *b);
}

static uint64_t node_hash(uint32_t kind, int64_t v, uint32_t l, uint32_t r)
{
    uint64_t h = (uint64_t)v * 0x9E3779B97F4A7C15ULL;
    h ^= ((uint64_t)kind << 58) ^ ((uint64_t)l << 29) ^ r;
    h ^= h >> 31;
    h *= 0xff51afd7ed558ccdULL;
    return h ^ (h >> 29);
}

static bool grow_table(dl_aff_builder *b)
{
    size_t ncap = b->tcap ? b->tcap * 2 : 64;
    uint32_t *t = calloc(ncap, sizeof *t);
    if (!t)
        return false;
    for (size_t i = 0; i < b->n; i++) {
        const dl_aff_node *n = &b->nodes[i];
        size_t j = node_hash(n->kind, n->value, n->lhs, n->rhs) & (ncap - 1);
        while (t[j])
            j = (j + 1) & (ncap - 1);
        t[j] = (uint32_t)i + 1;
    }
    free(b->table);
    b->table = t;
    b->tcap = ncap;
    return true;
}

static uint32_t oom(dl_aff_builder *b)
{
    if (!b->failed)
        dl_nomem(b->ctx);
    b->failed = true;
    return DL_AFF_NONE;
}

static uint64_t u_gcd(uint64_t a, uint64_t b)
{
    while (b) {
        uint64_t t = a % b;
        a = b;
        b = t;
    }
    return a;
}

static int64_t wrap_abs(int64_t v)
{
    return v < 0 ? (int64_t)(0 - (uint64_t)v) : v;
}

/* The node (kind, v, l, r), uniqued. */
static uint32_t intern(dl_aff_builder *b, uint32_t kind, int64_t v, uint32_t l,
                       uint32_t r)
{
    if (b->failed || l == DL_AFF_NONE || r == DL_AFF_NONE)
        return DL_AFF_NONE;
    if ((b->n + 1) * 2 > b->tcap && !grow_table(b))
        return oom(b);
    uint64_t h = node_hash(kind, v, l, r);
    size_t j = h & (b->tcap - 1);
    while (b->table[j]) {
        const dl_aff_node *n = &b->nodes[b->table[j] - 1];
        if (n->kind == kind && n->value == v && n->lhs == l && n->rhs == r)
            return b->table[j] - 1;
        j = (j + 1) & (b->tcap - 1);
    }
    if (b->n == b->cap) {
        size_t ncap = b->cap ? b->cap * 2 : 32;
        if (ncap >= DL_AFF_NONE - 1)
            return oom(b);
        dl_aff_node *nn = realloc(b->nodes, ncap * sizeof *nn);
        if (!nn)
            return oom(b);
        b->nodes = nn;
        aff_info *ni = realloc(b->info, ncap * sizeof *ni);
        if (!ni)
            return oom(b);
        b->info = ni;
        b->cap = ncap;
    }
    uint32_t ix = (uint32_t)b->n++;
    dl_aff_node *n = &b->nodes[ix];
    memset(n, 0, sizeof *n);
    n->kind = kind;
    n->value = v;
    n->lhs = l;
    n->rhs = r;
    aff_info *in = &b->info[ix];
    const aff_info *li = kind <= DL_AFF_CEILDIV ? &b->info[l] : NULL;
    const aff_info *ri = kind <= DL_AFF_CEILDIV ? &b->info[r] : NULL;
    in->depth = li ? 1 + (li->depth > ri->depth ? li->depth : ri->depth) : 1;
    in->symbolic = li ? li->symbolic && ri->symbolic : kind != DL_AFF_DIM;
    switch (kind) {
    case DL_AFF_CONST:
        in->divisor = wrap_abs(v);
        break;
    case DL_AFF_DIM:
    case DL_AFF_SYM:
        in->divisor = 1;
        break;
    case DL_AFF_MUL:
        in->divisor = (int64_t)((uint64_t)li->divisor * (uint64_t)ri->divisor);
        break;
    case DL_AFF_ADD:
    case DL_AFF_MOD:
        in->divisor = (int64_t)u_gcd((uint64_t)li->divisor,
                                     (uint64_t)ri->divisor);
        break;
    default: { /* floordiv, ceildiv */
        const dl_aff_node *rn = &b->nodes[r];
        in->divisor = 1;
        if (rn->kind == DL_AFF_CONST && rn->value != 0 &&
            !(rn->value == -1 && li->divisor == INT64_MIN) &&
            li->divisor % rn->value == 0)
            in->divisor = wrap_abs(li->divisor / rn->value);
        break;
    }
    }
    b->table[j] = ix + 1; /* the empty slot the lookup ended on */
    return ix;
}

uint32_t dl_ir_aff_const(dl_aff_builder *b, int64_t v)
{
    return intern(b, DL_AFF_CONST, v, 0, 0);
}
uint32_t dl_ir_aff_dim(dl_aff_builder *b, unsigned pos)
{
    return intern(b, DL_AFF_DIM, pos, 0, 0);
}
uint32_t dl_ir_aff_sym(dl_aff_builder *b, unsigned pos)
{
    return intern(b, DL_AFF_SYM, pos, 0, 0);
}

bool dl_ir_aff_symbolic_or_const(const dl_aff_builder *b, uint32_t e)
{
    return b->info[e].symbolic;
}

uint32_t dl_ir_aff_depth(const dl_aff_builder *b, uint32_t e)
{
    return b->info[e].depth;
}

#define N(e) (b->nodes[e])
#define IS(e, k) ((e) != DL_AFF_NONE && N(e).kind == (k))
#define CONSTV(e) (N(e).value)

static uint32_t add(dl_aff_builder *b, uint32_t l, uint32_t r);
static uint32_t mul(dl_aff_builder *b, uint32_t l, uint32_t r);
static uint32_t mod(dl_aff_builder *b, uint32_t l, uint32_t r);
static uint32_t floordiv(dl_aff_builder *b, uint32_t l, uint32_t r);

static int64_t wadd(int64_t a, int64_t c)
{
    return (int64_t)((uint64_t)a + (uint64_t)c);
}
static int64_t wmul(int64_t a, int64_t c)
{
    return (int64_t)((uint64_t)a * (uint64_t)c);
}

static uint32_t cst(dl_aff_builder *b, int64_t v) { return dl_ir_aff_const(b, v); }

/* Two dims, or two symbols, out of position order: MLIR 22 swaps them
 * (d1 + d0 is d0 + d1, s1 * s0 is s0 * s1); other operands keep theirs. */
static bool misordered(const dl_aff_builder *b, uint32_t l, uint32_t r)
{
    uint32_t k = N(l).kind;
    return (k == DL_AFF_DIM || k == DL_AFF_SYM) && N(r).kind == k &&
           N(l).value > N(r).value;
}

static uint32_t simplify_add(dl_aff_builder *b, uint32_t l, uint32_t r)
{
    bool lc = IS(l, DL_AFF_CONST), rc = IS(r, DL_AFF_CONST);
    if (lc && rc) {
        int64_t s;
        if (__builtin_add_overflow(CONSTV(l), CONSTV(r), &s))
            return NOSIMP;
        return cst(b, s);
    }
    if (lc || (b->info[l].symbolic && !b->info[r].symbolic) || misordered(b, l, r))
        return add(b, r, l);
    if (rc && CONSTV(r) == 0)
        return l;
    bool lbin = N(l).kind <= DL_AFF_CEILDIV;
    if (lbin && rc && N(l).kind == DL_AFF_ADD && IS(N(l).rhs, DL_AFF_CONST))
        return add(b, N(l).lhs, cst(b, wadd(CONSTV(N(l).rhs), CONSTV(r))));
    /* c1 * e + c2 * e -> (c1 + c2) * e */
    int64_t c1 = 1, c2 = 1;
    uint32_t e1 = l, e2 = r;
    if (N(l).kind == DL_AFF_MUL && IS(N(l).rhs, DL_AFF_CONST)) {
        c1 = CONSTV(N(l).rhs);
        e1 = N(l).lhs;
    }
    bool rbin = N(r).kind <= DL_AFF_CEILDIV;
    if (rbin && N(r).kind == DL_AFF_MUL && IS(N(r).rhs, DL_AFF_CONST)) {
        c2 = CONSTV(N(r).rhs);
        e2 = N(r).lhs;
    }
    if (e1 == e2)
        return mul(b, e1, cst(b, wadd(c1, c2)));
    /* (e + c) + r -> (e + r) + c */
    if (lbin && N(l).kind == DL_AFF_ADD && IS(N(l).rhs, DL_AFF_CONST)) {
        uint32_t c = N(l).rhs;
        return add(b, add(b, N(l).lhs, r), c);
    }
    /* expr - q * (expr floordiv q) -> expr mod q */
    if (!rbin)
        return NOSIMP;
    uint32_t lrhs = N(r).lhs, rrhs = N(r).rhs;
    if (IS(rrhs, DL_AFF_CONST) && CONSTV(rrhs) == -1 &&
        IS(lrhs, DL_AFF_MUL)) {
        uint32_t llrhs = N(lrhs).lhs, rlrhs = N(lrhs).rhs;
        if (!IS(llrhs, DL_AFF_FLOORDIV))
            return NOSIMP;
        if (N(llrhs).rhs == rlrhs && l == N(llrhs).lhs)
            return mod(b, l, rlrhs);
    }
    if (!IS(lrhs, DL_AFF_FLOORDIV) || N(r).kind != DL_AFF_MUL)
        return NOSIMP;
    uint32_t llrhs = N(lrhs).lhs, rlrhs = N(lrhs).rhs;
    if (l == llrhs && IS(rlrhs, DL_AFF_CONST) && CONSTV(rlrhs) > 0) {
        /* rlrhs == -rrhs, with -rrhs built as MLIR builds it */
        uint32_t neg = mul(b, rrhs, cst(b, -1));
        if (neg == DL_AFF_NONE)
            return DL_AFF_NONE;
        if (rlrhs == neg)
            return mod(b, l, rlrhs);
    }
    /* (a + b) + (e floordiv q) * c -> a + (b + (e floordiv q) * c) when
     * the inner sum simplifies (MLIR 22 looks for the mod pattern inside
     * sums; the rewrite stands even when only the operands swap) */
    if (N(l).kind == DL_AFF_ADD) {
        uint32_t in = simplify_add(b, N(l).rhs, r);
        if (in == DL_AFF_NONE || in == NOSIMP)
            return in;
        return add(b, N(l).lhs, in);
    }
    return NOSIMP;
}

static uint32_t add(dl_aff_builder *b, uint32_t l, uint32_t r)
{
    if (l == DL_AFF_NONE || r == DL_AFF_NONE || b->failed)
        return DL_AFF_NONE;
    uint32_t s = simplify_add(b, l, r);
    return s != NOSIMP ? s : intern(b, DL_AFF_ADD, 0, l, r);
}

static uint32_t simplify_mul(dl_aff_builder *b, uint32_t l, uint32_t r)
{
    bool lc = IS(l, DL_AFF_CONST), rc = IS(r, DL_AFF_CONST);
    if (lc && rc) {
        int64_t p;
        if (__builtin_mul_overflow(CONSTV(l), CONSTV(r), &p))
            return NOSIMP;
        return cst(b, p);
    }
    if (!b->info[r].symbolic || lc || misordered(b, l, r))
        return mul(b, r, l);
    if (rc) {
        if (CONSTV(r) == 1)
            return l;
        if (CONSTV(r) == 0)
            return r;
    }
    if (N(l).kind == DL_AFF_MUL && IS(N(l).rhs, DL_AFF_CONST)) {
        uint32_t lrhs = N(l).rhs;
        if (rc)
            return mul(b, N(l).lhs, cst(b, wmul(CONSTV(lrhs), CONSTV(r))));
        return mul(b, mul(b, N(l).lhs, r), lrhs);
    }
    return NOSIMP;
}

static uint32_t mul(dl_aff_builder *b, uint32_t l, uint32_t r)
{
    if (l == DL_AFF_NONE || r == DL_AFF_NONE || b->failed)
        return DL_AFF_NONE;
    /* Both operands non-symbolic would swap forever: the parser refuses
     * them; keep the product as it is. */
    if (!b->info[l].symbolic && !b->info[r].symbolic)
        return intern(b, DL_AFF_MUL, 0, l, r);
    uint32_t s = simplify_mul(b, l, r);
    return s != NOSIMP ? s : intern(b, DL_AFF_MUL, 0, l, r);
}

static int64_t floor_div(int64_t a, int64_t c)
{
    int64_t q = a / c;
    return (a % c != 0 && ((a < 0) != (c < 0))) ? q - 1 : q;
}
static int64_t ceil_div(int64_t a, int64_t c)
{
    int64_t q = a / c;
    return (a % c != 0 && ((a < 0) == (c < 0))) ? q + 1 : q;
}
static int64_t pos_mod(int64_t a, int64_t c)
{
    int64_t m = a % c;
    return m < 0 ? m + c : m;
}

/* c divides a (c != 0), without INT64_MIN % -1. */
static bool divides(int64_t a, int64_t c)
{
    return c == -1 || a % c == 0;
}

static uint32_t simplify_div(dl_aff_builder *b, bool ceil, uint32_t l,
                             uint32_t r)
{
    /* MLIR 22 folds any non-zero divisor but the one that overflows */
    if (!IS(r, DL_AFF_CONST) || CONSTV(r) == 0)
        return NOSIMP;
    int64_t c = CONSTV(r);
    if (IS(l, DL_AFF_CONST)) {
        if (CONSTV(l) == INT64_MIN && c == -1)
            return NOSIMP;
        return cst(b, ceil ? ceil_div(CONSTV(l), c) : floor_div(CONSTV(l), c));
    }
    if (c == 1)
        return l;
    if (N(l).kind == DL_AFF_MUL && IS(N(l).rhs, DL_AFF_CONST) &&
        !(CONSTV(N(l).rhs) == INT64_MIN && c == -1) &&
        divides(CONSTV(N(l).rhs), c))
        return mul(b, N(l).lhs, cst(b, CONSTV(N(l).rhs) / c));
    if (!ceil && N(l).kind == DL_AFF_ADD &&
        (divides(b->info[N(l).lhs].divisor, c) ||
         divides(b->info[N(l).rhs].divisor, c))) {
        uint32_t x = floordiv(b, N(l).lhs, r);
        return add(b, x, floordiv(b, N(l).rhs, r));
    }
    return NOSIMP;
}

static uint32_t floordiv(dl_aff_builder *b, uint32_t l, uint32_t r)
{
    if (l == DL_AFF_NONE || r == DL_AFF_NONE || b->failed)
        return DL_AFF_NONE;
    uint32_t s = simplify_div(b, false, l, r);
    return s != NOSIMP ? s : intern(b, DL_AFF_FLOORDIV, 0, l, r);
}

static uint32_t ceildiv(dl_aff_builder *b, uint32_t l, uint32_t r)
{
    if (l == DL_AFF_NONE || r == DL_AFF_NONE || b->failed)
        return DL_AFF_NONE;
    uint32_t s = simplify_div(b, true, l, r);
    return s != NOSIMP ? s : intern(b, DL_AFF_CEILDIV, 0, l, r);
}

static uint32_t simplify_mod(dl_aff_builder *b, uint32_t l, uint32_t r)
{
    if (!IS(r, DL_AFF_CONST) || CONSTV(r) < 1)
        return NOSIMP;
    int64_t c = CONSTV(r);
    if (IS(l, DL_AFF_CONST))
        return cst(b, pos_mod(CONSTV(l), c));
    if (b->info[l].divisor % c == 0)
        return cst(b, 0);
    if (N(l).kind == DL_AFF_ADD) {
        if (b->info[N(l).lhs].divisor % c == 0)
            return mod(b, N(l).rhs, r);
        if (b->info[N(l).rhs].divisor % c == 0)
            return mod(b, N(l).lhs, r);
    }
    if (N(l).kind == DL_AFF_MOD && IS(N(l).rhs, DL_AFF_CONST) &&
        CONSTV(N(l).rhs) >= 1 && pos_mod(CONSTV(N(l).rhs), c) == 0)
        return mod(b, N(l).lhs, r);
    return NOSIMP;
}

static uint32_t mod(dl_aff_builder *b, uint32_t l, uint32_t r)
{
    if (l == DL_AFF_NONE || r == DL_AFF_NONE || b->failed)
        return DL_AFF_NONE;
    uint32_t s = simplify_mod(b, l, r);
    return s != NOSIMP ? s : intern(b, DL_AFF_MOD, 0, l, r);
}

uint32_t dl_ir_aff_bin(dl_aff_builder *b, dl_aff_kind k, uint32_t l, uint32_t r)
{
    switch (k) {
    case DL_AFF_ADD:
        return add(b, l, r);
    case DL_AFF_MUL:
        return mul(b, l, r);
    case DL_AFF_MOD:
        return mod(b, l, r);
    case DL_AFF_FLOORDIV:
        return floordiv(b, l, r);
    case DL_AFF_CEILDIV:
        return ceildiv(b, l, r);
    default:
        return DL_AFF_NONE;
    }
}

/* ---- Maps as attributes ------------------------------------------------- */

/* Post-order renumbering of the nodes reachable from `e` (depth bounded by
 * the parser's limit). */
static void collect(const dl_aff_builder *b, uint32_t e, uint32_t *newix,
                    dl_aff_node *out, uint32_t *n)
{
    if (newix[e] != UINT32_MAX)
        return;
    dl_aff_node nd = N(e);
    if (nd.kind <= DL_AFF_CEILDIV) {
        collect(b, nd.lhs, newix, out, n);
        collect(b, nd.rhs, newix, out, n);
        nd.lhs = newix[nd.lhs];
        nd.rhs = newix[nd.rhs];
    }
    out[*n] = nd;
    newix[e] = (*n)++;
}

const dlti_attr *dl_ir_affine_map_attr(dl_aff_builder *b, unsigned ndims,
                                    unsigned nsyms, size_t nresults,
                                    const uint32_t *results)
{
    if (b->failed)
        return NULL;
    uint32_t *newix = malloc((b->n + 1) * sizeof *newix);
    size_t len = sizeof(dl_affine_map_key) + b->n * sizeof(dl_aff_node) +
                 nresults * sizeof(uint32_t);
    dl_scratch sb;
    dl_affine_map_key *k = newix ? dl_scratch_get(b->ctx, &sb, len) : NULL;
    if (!k) {
        if (!newix)
            dl_nomem(b->ctx);
        free(newix);
        return NULL;
    }
    memset(newix, 0xff, (b->n + 1) * sizeof *newix);
    uint32_t n = 0;
    for (size_t i = 0; i < nresults; i++)
        collect(b, results[i], newix, k->nodes, &n);
    k->ndims = ndims;
    k->nsyms = nsyms;
    k->nresults = (uint32_t)nresults;
    k->nnodes = n;
    uint32_t *res = (uint32_t *)(k->nodes + n);
    for (size_t i = 0; i < nresults; i++)
        res[i] = newix[results[i]];
    len = sizeof(dl_affine_map_key) + n * sizeof(dl_aff_node) +
          nresults * sizeof(uint32_t);
    const dlti_attr *a = dl_ir_attr_unique(b->ctx, DL_AT_AFFINE_MAP, k, len);
    dl_scratch_free(&sb);
    free(newix);
    return a;
}

bool dl_ir_aff_load(dl_aff_builder *b, const dl_affine_map_key *k,
                 uint32_t *roots)
{
    uint32_t *map = malloc((k->nnodes + 1) * sizeof *map);
    if (!map) {
        oom(b);
        return false;
    }
    for (uint32_t i = 0; i < k->nnodes; i++) {
        const dl_aff_node *nd = &k->nodes[i];
        bool bin = nd->kind <= DL_AFF_CEILDIV;
        map[i] = intern(b, nd->kind, nd->value, bin ? map[nd->lhs] : 0,
                        bin ? map[nd->rhs] : 0);
    }
    const uint32_t *res = dl_ir_affine_results(k);
    for (uint32_t i = 0; i < k->nresults; i++)
        roots[i] = map[res[i]];
    free(map);
    return !b->failed;
}

bool dl_ir_affine_map_is_identity(const dl_affine_map_key *k)
{
    if (k->ndims != k->nresults)
        return false;
    const uint32_t *res = dl_ir_affine_results(k);
    for (uint32_t i = 0; i < k->nresults; i++) {
        const dl_aff_node *nd = &k->nodes[res[i]];
        if (nd->kind != DL_AFF_DIM || nd->value != (int64_t)i)
            return false;
    }
    return true;
}

/* ---- Memref layouts: strided<> and contiguous<> ------------------------ */

static const dlti_attr *memref_layout_attr(dlti_context *ctx, dl_attr_kind kind,
                                           int64_t offset, uint32_t rank,
                                           const int64_t *vals)
{
    size_t len = sizeof(dl_layout_key) + rank * sizeof(int64_t);
    dl_scratch sb;
    dl_layout_key *k = dl_scratch_get(ctx, &sb, len);
    if (!k)
        return NULL;
    k->offset = offset;
    k->rank = rank;
    if (rank)
        memcpy(k->vals, vals, rank * sizeof *vals);
    const dlti_attr *a = dl_ir_attr_unique(ctx, kind, k, len);
    dl_scratch_free(&sb);
    return a;
}

const dlti_attr *dl_ir_strided_attr(dlti_context *ctx, int64_t offset,
                                 uint32_t rank, const int64_t *strides)
{
    return memref_layout_attr(ctx, DL_AT_STRIDED, offset, rank, strides);
}

const dlti_attr *dl_ir_contiguous_attr(dlti_context *ctx, int64_t offset,
                                    uint32_t rank, const int64_t *perm)
{
    return memref_layout_attr(ctx, DL_AT_CONTIGUOUS, offset, rank, perm);
}
