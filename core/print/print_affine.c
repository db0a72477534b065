/* print_affine.c - affine maps and the memref layout attributes as text, as
 * MLIR 22's AsmPrinter writes them (printAffineExprInternal), and the
 * contiguous<> layout in its canonical form. */
#include "config.h"

#include "printer.h"
#include "affine.h"

enum { WEAK, STRONG };

static void put_neg(P *p, int64_t v)
{
    /* -v as int64_t arithmetic gives it: -INT64_MIN stays negative */
    put_i64(p, (int64_t)(0 - (uint64_t)v));
}

static void expr(P *p, const dl_affine_map_key *k, uint32_t e, int tight)
{
    const dl_aff_node *n = &k->nodes[e];
    switch (n->kind) {
    case DL_AFF_DIM:
        putc_(p, 'd');
        put_i64(p, n->value);
        return;
    case DL_AFF_SYM:
        putc_(p, 's');
        put_i64(p, n->value);
        return;
    case DL_AFF_CONST:
        put_i64(p, n->value);
        return;
    default:
        break;
    }
    const dl_aff_node *r = &k->nodes[n->rhs];
    if (tight == STRONG)
        putc_(p, '(');
    if (n->kind != DL_AFF_ADD) {
        if (n->kind == DL_AFF_MUL && r->kind == DL_AFF_CONST && r->value == -1) {
            putc_(p, '-');
            expr(p, k, n->lhs, STRONG);
        } else {
            expr(p, k, n->lhs, STRONG);
            put(p, n->kind == DL_AFF_MUL        ? " * "
                   : n->kind == DL_AFF_FLOORDIV ? " floordiv "
                   : n->kind == DL_AFF_CEILDIV  ? " ceildiv "
                                                : " mod ");
            expr(p, k, n->rhs, STRONG);
        }
    } else if (r->kind == DL_AFF_MUL && k->nodes[r->rhs].kind == DL_AFF_CONST &&
               k->nodes[r->rhs].value <= -1) {
        /* e + x * -c prints as e - x * c */
        int64_t c = k->nodes[r->rhs].value;
        expr(p, k, n->lhs, WEAK);
        put(p, " - ");
        if (c == -1) {
            expr(p, k, r->lhs, k->nodes[r->lhs].kind == DL_AFF_ADD ? STRONG
                                                                   : WEAK);
        } else {
            expr(p, k, r->lhs, STRONG);
            put(p, " * ");
            put_neg(p, c);
        }
    } else if (r->kind == DL_AFF_CONST && r->value < 0) {
        expr(p, k, n->lhs, WEAK);
        put(p, " - ");
        put_neg(p, r->value);
    } else {
        expr(p, k, n->lhs, WEAK);
        put(p, " + ");
        expr(p, k, n->rhs, WEAK);
    }
    if (tight == STRONG)
        putc_(p, ')');
}

static void ids(P *p, char c, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++) {
        if (i)
            put(p, ", ");
        putc_(p, c);
        put_u64(p, i);
    }
}

void dl_text_pr_affine_map(P *p, const dlti_attr *a)
{
    const dl_affine_map_key *k = dl_ir_affine_map(a);
    put(p, "affine_map<(");
    ids(p, 'd', k->ndims);
    putc_(p, ')');
    if (k->nsyms) {
        putc_(p, '[');
        ids(p, 's', k->nsyms);
        putc_(p, ']');
    }
    put(p, " -> (");
    const uint32_t *res = dl_ir_affine_results(k);
    for (uint32_t i = 0; i < k->nresults; i++) {
        if (i)
            put(p, ", ");
        expr(p, k, res[i], WEAK);
    }
    put(p, ")>");
}

static void put_dyn(P *p, int64_t v)
{
    if (v == DL_DYNAMIC)
        putc_(p, '?');
    else
        put_i64(p, v);
}

/* strided<[s...]> / contiguous<...>, then `, offset: O` unless 0. */
void dl_text_pr_memref_layout(P *p, const dlti_attr *a)
{
    const dl_layout_key *k = dl_ir_layout_of(a);
    bool strided = dl_ir_attr_kind_of(a) == DL_AT_STRIDED;
    put(p, strided ? "strided<" : "contiguous<");
    bool identity = !strided;
    for (uint32_t i = 0; i < k->rank && identity; i++)
        identity = k->vals[i] == (int64_t)i;
    if (identity) {
        put_u64(p, k->rank);
    } else {
        putc_(p, '[');
        for (uint32_t i = 0; i < k->rank; i++) {
            if (i)
                put(p, ", ");
            put_dyn(p, k->vals[i]);
        }
        putc_(p, ']');
    }
    if (k->offset != 0) {
        put(p, ", offset: ");
        put_dyn(p, k->offset);
    }
    putc_(p, '>');
}
