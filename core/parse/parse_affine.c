/* parse_affine.c - affine_map<...> attributes, parsed as MLIR 22's AffineParser
 * does (precedence climbing, its messages and locations) into uniqued,
 * simplified maps (core/affine.c). */
#include "config.h"

#include "parser.h"
#include "affine.h"

typedef struct aff_ident {
    const char *name;
    size_t len;
    uint32_t expr;
} aff_ident;

typedef struct aff_parser {
    parser *p;
    dl_aff_builder b;
    vec ids;          /* aff_ident */
} aff_parser;

static dlti_status aff_nomem(aff_parser *a)
{
    (void)a;
    return DLTI_ERR_NOMEM;
}

static bool ident_here(parser *p) { return dl_text_tok_is_keyword(p->tok); }

static dlti_status ident_def(aff_parser *a, uint32_t expr)
{
    parser *p = a->p;
    if (!ident_here(p))
        return dl_text_err_wrong(p, "expected bare identifier");
    const char *s = ttext(p, p->tok);
    size_t n = p->tok.len;
    const aff_ident *v = (const aff_ident *)a->ids.data;
    for (size_t i = 0; i < a->ids.n; i++)
        if (v[i].len == n && !memcmp(v[i].name, s, n))
            return dl_text_err_cur(p, "redefinition of identifier '%.*s'", (int)n,
                              s);
    if (expr == DL_AFF_NONE)
        return aff_nomem(a);
    aff_ident id = {s, n, expr};
    TRY(VEC_PUSH(p, a->ids, aff_ident, id));
    next(p);
    return DLTI_OK;
}

/* '(' d0, ... ')' or '[' s0, ... ']' */
static dlti_status ident_list(aff_parser *a, bool syms, unsigned *count)
{
    parser *p = a->p;
    const char *what = syms ? " in symbol list" : " in dimensional identifier list";
    dl_tok_kind open = syms ? DL_TOK_LSQUARE : DL_TOK_LPAREN;
    dl_tok_kind close = syms ? DL_TOK_RSQUARE : DL_TOK_RPAREN;
    if (!consume_if(p, open))
        return dl_text_err_wrong(p, "expected '%c'%s", syms ? '[' : '(', what);
    *count = 0;
    if (!consume_if(p, close)) {
        do {
            uint32_t e = syms ? dl_ir_aff_sym(&a->b, *count)
                              : dl_ir_aff_dim(&a->b, *count);
            TRY(ident_def(a, e));
            ++*count;
        } while (consume_if(p, DL_TOK_COMMA));
        if (!consume_if(p, close))
            return dl_text_err_wrong(p, "expected '%c'%s", syms ? ']' : ')', what);
    }
    return DLTI_OK;
}

static dlti_status parse_expr(aff_parser *a, uint32_t *out);

static dlti_status checked(aff_parser *a, uint32_t e, size_t loc,
                           uint32_t *out)
{
    if (e == DL_AFF_NONE)
        return aff_nomem(a);
    if (dl_ir_aff_depth(&a->b, e) > DL_AFF_MAX_DEPTH) {
        dlti_loc l = loc_at(a->p, loc);
        return dl_error(a->p->ctx, DLTI_ERR_LIMIT, &l,
                        "affine expression is nested too deeply (more than "
                        "%d levels)", DL_AFF_MAX_DEPTH);
    }
    *out = e;
    return DLTI_OK;
}

static dlti_status operand(aff_parser *a, bool has_lhs, uint32_t *out)
{
    parser *p = a->p;
    switch (p->tok.kind) {
    case DL_TOK_INT: {
        uint64_t v = 0;
        if (!dl_text_tok_uint64(&p->lx, p->tok, &v) || (int64_t)v < 0)
            return dl_text_err_cur(p, "constant too large for index");
        next(p);
        return checked(a, dl_ir_aff_const(&a->b, (int64_t)v), 0, out);
    }
    case DL_TOK_LPAREN: {
        next(p);
        if (is(p, DL_TOK_RPAREN))
            return dl_text_err_cur(p, "no expression inside parentheses");
        TRY(enter(p));
        dlti_status st = parse_expr(a, out);
        leave(p);
        TRY(st);
        return expect(p, DL_TOK_RPAREN, "expected ')'");
    }
    case DL_TOK_MINUS: {
        size_t loc = p->tok.off;
        next(p);
        TRY(enter(p));
        uint32_t e = 0;
        dlti_status st = operand(a, has_lhs, &e);
        leave(p);
        TRY(st);
        uint32_t m1 = dl_ir_aff_const(&a->b, -1);
        return checked(a, dl_ir_aff_bin(&a->b, DL_AFF_MUL, m1, e), loc, out);
    }
    case DL_TOK_PLUS:
    case DL_TOK_STAR:
        break;
    default:
        if (ident_here(p)) {
            const char *s = ttext(p, p->tok);
            size_t n = p->tok.len;
            const aff_ident *v = (const aff_ident *)a->ids.data;
            for (size_t i = 0; i < a->ids.n; i++)
                if (v[i].len == n && !memcmp(v[i].name, s, n)) {
                    next(p);
                    *out = v[i].expr;
                    return DLTI_OK;
                }
            return dl_text_err_wrong(p, "use of undeclared identifier");
        }
        break;
    }
    return dl_text_err_cur(p, has_lhs ? "missing right operand of binary operator"
                                 : "expected affine expression");
}

/* The high precedence operator at the current token, consumed; or 0. */
static int high_op(parser *p)
{
    int k = is(p, DL_TOK_STAR)       ? DL_AFF_MUL
            : is_kw(p, "floordiv") ? DL_AFF_FLOORDIV
            : is_kw(p, "ceildiv")  ? DL_AFF_CEILDIV
            : is_kw(p, "mod")      ? DL_AFF_MOD
                                   : -1;
    if (k >= 0)
        next(p);
    return k;
}

/* +1 for '+', -1 for '-', consumed; or 0. */
static int low_op(parser *p)
{
    if (consume_if(p, DL_TOK_PLUS))
        return 1;
    if (consume_if(p, DL_TOK_MINUS))
        return -1;
    return 0;
}

static dlti_status high_bin(aff_parser *a, int op, uint32_t l, uint32_t r,
                            size_t loc, uint32_t *out)
{
    dl_aff_builder *b = &a->b;
    if (op == DL_AFF_MUL) {
        if (!dl_ir_aff_symbolic_or_const(b, l) && !dl_ir_aff_symbolic_or_const(b, r))
            return dl_text_err_at(a->p, loc, "non-affine expression: at least one "
                             "of the multiply operands has to be either a "
                             "constant or symbolic");
    } else if (!dl_ir_aff_symbolic_or_const(b, r)) {
        return dl_text_err_at(a->p, loc, "non-affine expression: right operand "
                         "of %s has to be either a constant or symbolic",
                         op == DL_AFF_FLOORDIV  ? "floordiv"
                         : op == DL_AFF_CEILDIV ? "ceildiv"
                                                : "mod");
    }
    return checked(a, dl_ir_aff_bin(b, (dl_aff_kind)op, l, r), loc, out);
}

static dlti_status low_bin(aff_parser *a, int op, uint32_t l, uint32_t r,
                           size_t loc, uint32_t *out)
{
    dl_aff_builder *b = &a->b;
    if (op < 0)
        r = dl_ir_aff_bin(b, DL_AFF_MUL, r, dl_ir_aff_const(b, -1));
    return checked(a, dl_ir_aff_bin(b, DL_AFF_ADD, l, r), loc, out);
}

/* MLIR's parseAffineHighPrecOpExpr, as a loop. */
static dlti_status parse_high(aff_parser *a, uint32_t llhs, int op,
                              size_t op_loc, uint32_t *out)
{
    parser *p = a->p;
    for (;;) {
        uint32_t lhs = 0;
        TRY(operand(a, true, &lhs));
        size_t loc = p->tok.off;
        int next_op = high_op(p);
        if (next_op < 0)
            return high_bin(a, op, llhs, lhs, op_loc, out);
        TRY(high_bin(a, op, llhs, lhs, loc, &llhs));
        op = next_op;
        op_loc = loc;
    }
}

/* MLIR's parseAffineLowPrecOpExpr, as a loop. */
static dlti_status parse_expr(aff_parser *a, uint32_t *out)
{
    parser *p = a->p;
    uint32_t llhs = DL_AFF_NONE;
    int lop = 0;
    for (;;) {
        uint32_t lhs = 0;
        size_t at = p->tok.off;
        TRY(operand(a, llhs != DL_AFF_NONE, &lhs));
        int op = low_op(p);
        if (op) {
            if (llhs != DL_AFF_NONE)
                TRY(low_bin(a, lop, llhs, lhs, at, &lhs));
            llhs = lhs;
            lop = op;
            continue;
        }
        size_t op_loc = p->tok.off;
        int hop = high_op(p);
        if (hop >= 0) {
            uint32_t high = 0;
            TRY(parse_high(a, lhs, hop, op_loc, &high));
            if (llhs != DL_AFF_NONE)
                TRY(low_bin(a, lop, llhs, high, at, &high));
            if ((op = low_op(p))) {
                llhs = high;
                lop = op;
                continue;
            }
            *out = high;
            return DLTI_OK;
        }
        if (llhs != DL_AFF_NONE)
            return low_bin(a, lop, llhs, lhs, at, out);
        *out = lhs;
        return DLTI_OK;
    }
}

static dlti_status parse_map(aff_parser *a, size_t start,
                             const dlti_attr **out)
{
    parser *p = a->p;
    unsigned ndims = 0, nsyms = 0;
    TRY(ident_list(a, false, &ndims));
    if (is(p, DL_TOK_LSQUARE))
        TRY(ident_list(a, true, &nsyms));
    else if (!is(p, DL_TOK_ARROW) && !is(p, DL_TOK_COLON))
        return dl_text_err_wrong(p, "expected '->' or ':'");
    if (is(p, DL_TOK_COLON))
        return dl_text_err_at(p, start, "expected AffineMap, but got IntegerSet");
    if (!consume_if(p, DL_TOK_ARROW))
        return dl_text_err_wrong(p, "expected '->' or ':'");
    VEC_LOCAL(res, uint32_t, 8);
    if (!consume_if(p, DL_TOK_LPAREN))
        return dl_text_err_wrong(p, "expected '(' in affine map range");
    if (!consume_if(p, DL_TOK_RPAREN)) {
        do {
            uint32_t e = 0;
            TRY(parse_expr(a, &e));
            TRY(VEC_PUSH(p, res, uint32_t, e));
        } while (consume_if(p, DL_TOK_COMMA));
        if (!consume_if(p, DL_TOK_RPAREN))
            return dl_text_err_wrong(p, "expected ')' in affine map range");
    }
    *out = dl_ir_affine_map_attr(&a->b, ndims, nsyms, res.n,
                              (const uint32_t *)res.data);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

/* affine_map '<' map '>' */
dlti_status dl_text_parse_affine_map(parser *p, const dlti_attr **out)
{
    next(p);
    TRY(expect(p, DL_TOK_LESS, "expected '<' in affine map"));
    aff_parser a;
    a.p = p;
    dl_ir_aff_init(&a.b, p->ctx);
    memset(&a.ids, 0, sizeof a.ids);
    dlti_status st = parse_map(&a, p->tok.off, out);
    dl_ir_aff_free(&a.b);
    TRY(st);
    return expect(p, DL_TOK_GREATER, "expected '>' in affine map");
}
