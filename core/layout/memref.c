/* memref.c - memref layouts (strided<>, contiguous<>) and what they
 * mean: strides and offset (MLIR 22's getStridesAndOffset), dense
 * dimension order, byte offsets and footprints (dlti_memref_*). */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "affine.h"
#include "dl_layout.h"

/* ---- Strides -------------------------------------------------------------- */

static int64_t wrap_mul(int64_t a, int64_t b)
{
    return (int64_t)((uint64_t)a * (uint64_t)b);
}
static int64_t wrap_add(int64_t a, int64_t b)
{
    return (int64_t)((uint64_t)a + (uint64_t)b);
}

/* Dense strides with dimension d at memory place place[d] (0 outermost),
 * as makeCanonicalStridedLayoutExpr: a size that is not positive makes
 * every outer stride dynamic. */
static void dense_strides(const dl_shaped_key *k, const int64_t *place,
                          int64_t *strides)
{
    int64_t running = 1;
    bool poison = false;
    for (uint32_t q = k->rank; q-- > 0;) {
        uint32_t d = 0;
        while (place[d] != (int64_t)q)
            d++;
        strides[d] = poison ? DL_DYNAMIC : running;
        if (k->dims[d] > 0)
            running = wrap_mul(running, k->dims[d]);
        else
            poison = true;
    }
}

/* A linear form: coefficient of each dim, and a constant; DL_DYNAMIC for
 * a symbolic part. */
typedef struct lin {
    int64_t *coef;
    int64_t off;
} lin;

static int64_t dyn_add(int64_t a, int64_t b)
{
    return a == DL_DYNAMIC || b == DL_DYNAMIC ? DL_DYNAMIC : wrap_add(a, b);
}
static int64_t dyn_mul(int64_t a, int64_t b)
{
    if (a == 0 || b == 0)
        return 0;
    return a == DL_DYNAMIC || b == DL_DYNAMIC ? DL_DYNAMIC : wrap_mul(a, b);
}

/* MLIR's extractStrides over e, scaled by `factor` (a constant or
 * DL_DYNAMIC); false for a term that is not strided. */
static bool extract(const dl_affine_map_key *k, uint32_t e, int64_t factor,
                    lin *out)
{
    const dl_aff_node *n = &k->nodes[e];
    switch (n->kind) {
    case DL_AFF_DIM:
        out->coef[n->value] = dyn_add(out->coef[n->value], factor);
        return true;
    case DL_AFF_CONST:
        out->off = dyn_add(out->off, dyn_mul(n->value, factor));
        return true;
    case DL_AFF_SYM:
        out->off = dyn_add(out->off, dyn_mul(DL_DYNAMIC, factor));
        return true;
    case DL_AFF_ADD:
        return extract(k, n->lhs, factor, out) &&
               extract(k, n->rhs, factor, out);
    case DL_AFF_MUL: {
        /* the right operand is symbolic or constant (the parser made
         * sure); a constant folds, a symbol makes the factor dynamic */
        const dl_aff_node *r = &k->nodes[n->rhs];
        int64_t f = r->kind == DL_AFF_CONST ? r->value : DL_DYNAMIC;
        return extract(k, n->lhs, dyn_mul(factor, f), out);
    }
    default:
        return false; /* floordiv, ceildiv, mod */
    }
}

/* A permutation map (each result a distinct dim, one per dim): the place
 * of each dimension.  Beyond MLIR 22 (seed 004's offset permutations). */
static bool permutation_places(const dl_affine_map_key *k, uint32_t rank,
                               int64_t *place)
{
    if (k->nresults != rank || k->ndims != rank)
        return false;
    const uint32_t *res = dl_ir_affine_results(k);
    for (uint32_t d = 0; d < rank; d++)
        place[d] = -1;
    for (uint32_t j = 0; j < rank; j++) {
        const dl_aff_node *n = &k->nodes[res[j]];
        if (n->kind != DL_AFF_DIM || place[n->value] >= 0)
            return false;
        place[n->value] = j;
    }
    return true;
}

static dlti_status not_strided(dlti_context *ctx, const dlti_type *t,
                               bool quiet)
{
    if (quiet)
        return DLTI_ERR_VERIFY;
    dl_error(ctx, DLTI_ERR_VERIFY, NULL,
             "the layout of %pT is not strided (MLIR 22's getStridesAndOffset "
             "fails on it)", t);
    return DLTI_ERR_VERIFY;
}

static bool is_memref(const dlti_type *t)
{
    return t && dl_ir_type_kind_of(t) == DL_TY_MEMREF;
}

static dlti_status bad_type(dlti_context *ctx, const dlti_type *t)
{
    if (!t)
        return DLTI_ERR_MISUSE;
    dl_error(ctx, DLTI_ERR_MISUSE, NULL, "%pT is not a ranked memref type",
             t);
    return DLTI_ERR_MISUSE;
}

/* Strides into `strides` (rank entries) and the offset; `ext` is set when
 * the answer goes beyond MLIR 22. */
static dlti_status strides_of_q(const dlti_type *t, int64_t *strides,
                                int64_t *offset, bool *ext, bool quiet)
{
    const dl_shaped_key *k = dl_ir_shaped(t);
    const dlti_attr *l = k->encoding;
    *ext = false;
    *offset = 0;
    int64_t *place = malloc((k->rank + 1) * sizeof *place);
    if (!place)
        return dl_nomem(t->ctx);
    dlti_status st = DLTI_OK;
    if (!l || (dl_ir_attr_kind_of(l) == DL_AT_AFFINE_MAP &&
               dl_ir_affine_map_is_identity(dl_ir_affine_map(l)))) {
        for (uint32_t d = 0; d < k->rank; d++)
            place[d] = d;
        dense_strides(k, place, strides);
    } else if (dl_ir_attr_kind_of(l) == DL_AT_STRIDED) {
        const dl_layout_key *lk = dl_ir_layout_of(l);
        memcpy(strides, lk->vals, k->rank * sizeof *strides);
        *offset = lk->offset;
    } else if (dl_ir_attr_kind_of(l) == DL_AT_CONTIGUOUS) {
        const dl_layout_key *lk = dl_ir_layout_of(l);
        dense_strides(k, lk->vals, strides);
        *offset = lk->offset;
        *ext = true;
    } else {
        const dl_affine_map_key *m = dl_ir_affine_map(l);
        if (m->nresults == 1) {
            lin f = {strides, 0};
            for (uint32_t d = 0; d < k->rank; d++)
                strides[d] = 0;
            if (extract(m, dl_ir_affine_results(m)[0], 1, &f))
                *offset = f.off;
            else
                st = not_strided(t->ctx, t, quiet);
        } else if (permutation_places(m, k->rank, place)) {
            dense_strides(k, place, strides);
            *ext = true;
        } else {
            st = not_strided(t->ctx, t, quiet);
        }
    }
    free(place);
    return st;
}

static dlti_status strides_of(const dlti_type *t, int64_t *strides,
                              int64_t *offset, bool *ext)
{
    return strides_of_q(t, strides, offset, ext, false);
}

bool dl_layout_memref_is_strided(const dlti_type *t)
{
    const dl_shaped_key *k = dl_ir_shaped(t);
    int64_t *s = malloc((k->rank + 1) * sizeof *s);
    int64_t off;
    bool ext;
    bool ok = s && strides_of_q(t, s, &off, &ext, true) == DLTI_OK;
    free(s);
    return ok;
}

dlti_status dlti_memref_strides(const dlti_type *t, size_t cap,
                                int64_t *strides, size_t *rank,
                                int64_t *offset, int *extension)
{
    if (!is_memref(t))
        return t ? bad_type(t->ctx, t) : DLTI_ERR_MISUSE;
    const dl_shaped_key *k = dl_ir_shaped(t);
    if (rank)
        *rank = k->rank;
    int64_t *tmp = malloc((k->rank + 1) * sizeof *tmp);
    if (!tmp)
        return dl_nomem(t->ctx);
    int64_t off = 0;
    bool ext = false;
    dlti_status st = strides_of(t, tmp, &off, &ext);
    if (st == DLTI_OK) {
        if (strides)
            memcpy(strides, tmp, (cap < k->rank ? cap : k->rank) * sizeof *tmp);
        if (offset)
            *offset = off;
        if (extension)
            *extension = ext;
    }
    free(tmp);
    return st;
}

/* ---- Contiguity ------------------------------------------------------------ */

typedef struct dim_ord {
    int64_t stride;
    uint32_t dim;
} dim_ord;

static int ord_cmp(const void *x, const void *y)
{
    const dim_ord *a = x, *b = y;
    if (a->stride != b->stride)
        return a->stride > b->stride ? -1 : 1;
    return a->dim < b->dim ? -1 : a->dim > b->dim;
}

/* Dense in some order: sorted by decreasing stride, the innermost stride
 * is 1 and each stride is the next inner one times its size (dimensions
 * of size 1 do not count).  Dynamic strides are dense only when the
 * layout says so (identity, contiguous<>, permutation maps). */
dlti_status dlti_memref_contiguous(const dlti_type *t, size_t cap,
                                   uint32_t *order, int *contiguous)
{
    if (!is_memref(t))
        return t ? bad_type(t->ctx, t) : DLTI_ERR_MISUSE;
    const dl_shaped_key *k = dl_ir_shaped(t);
    const dlti_attr *l = k->encoding;
    uint32_t r = k->rank;
    int64_t *s = malloc((r + 1) * sizeof *s);
    dim_ord *o = malloc((r + 1) * sizeof *o);
    if (!s || !o) {
        free(s);
        free(o);
        return dl_nomem(t->ctx);
    }
    int64_t off = 0;
    bool ext = false;
    dlti_status st = strides_of(t, s, &off, &ext);
    if (st != DLTI_OK) {
        free(s);
        free(o);
        return st;
    }
    bool dense_by_layout =
        !l || dl_ir_attr_kind_of(l) == DL_AT_CONTIGUOUS ||
        (dl_ir_attr_kind_of(l) == DL_AT_AFFINE_MAP &&
         dl_ir_affine_map(l)->nresults != 1);
    bool dense = true;
    if (dense_by_layout) {
        /* the order is the layout's: recover it from the places */
        const int64_t *place = NULL;
        int64_t *tmp = NULL;
        if (l && dl_ir_attr_kind_of(l) == DL_AT_CONTIGUOUS) {
            place = dl_ir_layout_of(l)->vals;
        } else if (l) {
            tmp = malloc((r + 1) * sizeof *tmp);
            if (!tmp || !permutation_places(dl_ir_affine_map(l), r, tmp)) {
                /* identity map with symbols */
                for (uint32_t d = 0; tmp && d < r; d++)
                    tmp[d] = d;
            }
            place = tmp;
        }
        for (uint32_t d = 0; d < r; d++)
            o[place ? place[d] : d].dim = d;
        free(tmp);
    } else {
        for (uint32_t d = 0; d < r; d++) {
            o[d].stride = s[d];
            o[d].dim = d;
            if (s[d] == DL_DYNAMIC || k->dims[d] < 0)
                dense = false;
        }
        if (dense) {
            qsort(o, r, sizeof *o, ord_cmp);
            int64_t want = 1;
            for (uint32_t q = r; q-- > 0;) {
                int64_t size = k->dims[o[q].dim];
                if (size == 1)
                    continue;
                if (o[q].stride != want) {
                    dense = false;
                    break;
                }
                want = wrap_mul(want, size);
            }
        }
    }
    if (contiguous)
        *contiguous = dense;
    if (order)
        for (uint32_t q = 0; q < r && q < cap; q++)
            order[q] = o[q].dim;
    free(s);
    free(o);
    return DLTI_OK;
}

/* ---- Bytes ----------------------------------------------------------------- */

/* The distance between consecutive elements: the element's size rounded
 * up to its ABI alignment (LLVM's alloc size, the GEP stride). */
static dlti_status elem_bytes(dlti_data_layout *dl, const dlti_type *t,
                              uint64_t *out)
{
    const dlti_type *e = dl_ir_shaped(t)->elem;
    dlti_size sz;
    uint64_t a;
    dlti_status st;
    if ((st = dlti_type_size(dl, e, &sz)) || (st = dlti_type_abi_alignment(dl, e, &a)))
        return st;
    if (sz.scalable) {
        dl_error(dl->ctx, DLTI_ERR_VERIFY, NULL,
                 "the elements of %pT have a scalable size", t);
        return DLTI_ERR_VERIFY;
    }
    *out = a > 1 ? dl_layout_cdiv(sz.value, a) * a : sz.value;
    return DLTI_OK;
}

static dlti_status need_static(dlti_context *ctx, const dlti_type *t,
                               const char *what)
{
    dl_error(ctx, DLTI_ERR_VERIFY, NULL, "%s of %pT: %s", what,
             t, "its sizes, strides and offset must be static");
    return DLTI_ERR_VERIFY;
}

static dlti_status too_big(dlti_context *ctx, const dlti_type *t,
                           const char *what)
{
    dl_error(ctx, DLTI_ERR_LIMIT, NULL, "%s of %pT does not fit in 64 bits",
             what, t);
    return DLTI_ERR_LIMIT;
}

/* Static strides and offset (and sizes, with `sizes`), or an error. */
static dlti_status static_strides(dlti_data_layout *dl, const dlti_type *t,
                                  bool sizes, const char *what, int64_t *s,
                                  int64_t *off)
{
    bool ext;
    dlti_status st = strides_of(t, s, off, &ext);
    if (st)
        return st;
    const dl_shaped_key *k = dl_ir_shaped(t);
    bool dyn = *off == DL_DYNAMIC;
    for (uint32_t d = 0; d < k->rank; d++)
        dyn |= s[d] == DL_DYNAMIC || (sizes && k->dims[d] < 0);
    return dyn ? need_static(dl->ctx, t, what) : DLTI_OK;
}

dlti_status dlti_memref_byte_offset(dlti_data_layout *dl, const dlti_type *t,
                                    size_t n, const int64_t *index,
                                    uint64_t *bytes)
{
    if (!dl || !bytes || (n && !index))
        return DLTI_ERR_MISUSE;
    if (!is_memref(t))
        return t ? bad_type(dl->ctx, t) : DLTI_ERR_MISUSE;
    const dl_shaped_key *k = dl_ir_shaped(t);
    if (n != k->rank) {
        dl_error(dl->ctx, DLTI_ERR_VERIFY, NULL,
                 "%zu indices for %pT, of rank %u", n, t, k->rank);
        return DLTI_ERR_VERIFY;
    }
    int64_t *s = malloc((k->rank + 1) * sizeof *s);
    if (!s)
        return dl_nomem(dl->ctx);
    int64_t off = 0;
    uint64_t eb = 0;
    dlti_status st = static_strides(dl, t, false, "the byte offset", s, &off);
    if (!st)
        st = elem_bytes(dl, t, &eb);
    __int128 acc = st ? 0 : off;
    for (uint32_t d = 0; !st && d < k->rank; d++) {
        if (index[d] < 0 || (k->dims[d] >= 0 && index[d] >= k->dims[d])) {
            dl_error(dl->ctx, DLTI_ERR_VERIFY, NULL,
                     "index %lld of dimension %u is out of bounds for %pT",
                     (long long)index[d], d, t);
            st = DLTI_ERR_VERIFY;
            break;
        }
        acc += (__int128)index[d] * s[d];
        if (acc > INT64_MAX || acc < INT64_MIN)
            st = too_big(dl->ctx, t, "the byte offset");
    }
    if (!st) {
        __int128 b = acc * (__int128)eb;
        if (acc < 0) {
            dl_error(dl->ctx, DLTI_ERR_VERIFY, NULL,
                     "the element at that index lies before the start of the "
                     "buffer of %pT", t);
            st = DLTI_ERR_VERIFY;
        } else if (b > (__int128)UINT64_MAX) {
            st = too_big(dl->ctx, t, "the byte offset");
        } else {
            *bytes = (uint64_t)b;
        }
    }
    free(s);
    return st;
}

/* The bytes from the buffer's start through the last element the memref
 * can address: (offset + sum (size_d - 1) * stride_d + 1) * element. */
dlti_status dlti_memref_footprint(dlti_data_layout *dl, const dlti_type *t,
                                  uint64_t *bytes)
{
    if (!dl || !bytes)
        return DLTI_ERR_MISUSE;
    if (!is_memref(t))
        return t ? bad_type(dl->ctx, t) : DLTI_ERR_MISUSE;
    const dl_shaped_key *k = dl_ir_shaped(t);
    int64_t *s = malloc((k->rank + 1) * sizeof *s);
    if (!s)
        return dl_nomem(dl->ctx);
    int64_t off = 0;
    uint64_t eb = 0;
    dlti_status st = static_strides(dl, t, true, "the footprint", s, &off);
    if (!st)
        st = elem_bytes(dl, t, &eb);
    bool empty = false;
    __int128 hi = off, lo = off;
    for (uint32_t d = 0; !st && d < k->rank; d++) {
        if (k->dims[d] == 0)
            empty = true;
        __int128 span = (__int128)(k->dims[d] - 1) * s[d];
        if (span > 0)
            hi += span;
        else
            lo += span;
    }
    if (!st && empty) {
        *bytes = 0;
    } else if (!st && lo < 0) {
        dl_error(dl->ctx, DLTI_ERR_VERIFY, NULL,
                 "%pT addresses elements before the start of its buffer",
                 t);
        st = DLTI_ERR_VERIFY;
    } else if (!st) {
        __int128 b = (hi + 1) * (__int128)eb;
        if (b > (__int128)UINT64_MAX)
            st = too_big(dl->ctx, t, "the footprint");
        else
            *bytes = (uint64_t)b;
    }
    free(s);
    return st;
}
