/* memref_layout.c - the memref layout attributes but affine maps:
 * strided<[s...], offset: o> as MLIR 22 parses it, and contiguous<perm,
 * offset: o>, the layout of RFC/PR llvm-project#131663 (not in MLIR 22). */
#include "config.h"

#include "parser.h"
#include "affine.h"

/* An integer (optionally negative) or '?'. */
static dlti_status stride_or_offset(parser *p, int64_t *out)
{
    if (consume_if(p, DL_TOK_QUESTION)) {
        *out = DL_DYNAMIC;
        return DLTI_OK;
    }
    size_t loc = p->tok.off;
    bool neg = consume_if(p, DL_TOK_MINUS);
    uint64_t v = 0;
    if (!is(p, DL_TOK_INT) || !dl_text_tok_uint64(&p->lx, p->tok, &v) ||
        v > (uint64_t)INT64_MAX)
        return dl_text_err_at(p, loc, "expected a 64-bit signed integer or '?'");
    next(p);
    *out = neg ? -(int64_t)v : (int64_t)v;
    return DLTI_OK;
}

/* `, offset: O` or nothing, then '>'. */
static dlti_status offset_part(parser *p, int64_t *offset)
{
    *offset = 0;
    if (consume_if(p, DL_TOK_GREATER))
        return DLTI_OK;
    TRY(expect(p, DL_TOK_COMMA, "expected ','"));
    if (!is_kw(p, "offset"))
        return dl_text_err_wrong(p, "expected 'offset' after comma");
    next(p);
    TRY(expect(p, DL_TOK_COLON, "expected ':' after 'offset'"));
    TRY(stride_or_offset(p, offset));
    return expect(p, DL_TOK_GREATER, "expected '>'");
}

dlti_status dl_text_parse_strided(parser *p, const dlti_attr **out)
{
    next(p);
    TRY(expect(p, DL_TOK_LESS, "expected '<' after 'strided'"));
    TRY(expect(p, DL_TOK_LSQUARE, "expected '['"));
    VEC_LOCAL(strides, int64_t, 8);
    if (!is(p, DL_TOK_RSQUARE)) {
        do {
            int64_t s = 0;
            if (strides.n >= DL_MAX_VECTOR_RANK)
                return dl_text_err_cur(p, "strided layout has more than %d strides",
                                  DL_MAX_VECTOR_RANK);
            TRY(stride_or_offset(p, &s));
            TRY(VEC_PUSH(p, strides, int64_t, s));
        } while (consume_if(p, DL_TOK_COMMA));
    }
    TRY(expect(p, DL_TOK_RSQUARE, "expected ']'"));
    int64_t offset = 0;
    TRY(offset_part(p, &offset));
    *out = dl_ir_strided_attr(p->ctx, offset, (uint32_t)strides.n,
                           (const int64_t *)strides.data);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

/* contiguous '<' (rank | '[' places ']') (',' 'offset' ':' O)? '>' */
dlti_status dl_text_parse_contiguous(parser *p, const dlti_attr **out)
{
    next(p);
    TRY(expect(p, DL_TOK_LESS, "expected '<' after 'contiguous'"));
    VEC_LOCAL(perm, int64_t, 8);
    size_t vals_loc = p->tok.off;
    if (is(p, DL_TOK_INT)) {
        uint64_t n = 0;
        if (!dl_text_tok_uint64(&p->lx, p->tok, &n) || n > DL_MAX_VECTOR_RANK)
            return dl_text_err_cur(p, "contiguous layout rank must be at most %d",
                              DL_MAX_VECTOR_RANK);
        next(p);
        for (uint64_t i = 0; i < n; i++)
            TRY(VEC_PUSH(p, perm, int64_t, (int64_t)i));
    } else {
        if (!consume_if(p, DL_TOK_LSQUARE))
            return dl_text_err_wrong(p, "expected '[' or a rank in contiguous "
                                "layout");
        if (!is(p, DL_TOK_RSQUARE)) {
            do {
                uint64_t v = 0;
                if (perm.n >= DL_MAX_VECTOR_RANK)
                    return dl_text_err_cur(p, "contiguous layout rank must be at "
                                      "most %d", DL_MAX_VECTOR_RANK);
                if (!is(p, DL_TOK_INT) || !dl_text_tok_uint64(&p->lx, p->tok, &v) ||
                    v > (uint64_t)INT64_MAX)
                    return dl_text_err_cur(p, "expected a non-negative integer in "
                                      "contiguous layout permutation");
                next(p);
                TRY(VEC_PUSH(p, perm, int64_t, (int64_t)v));
            } while (consume_if(p, DL_TOK_COMMA));
        }
        TRY(expect(p, DL_TOK_RSQUARE, "expected ']'"));
    }
    int64_t offset = 0;
    size_t off_loc = p->tok.off;
    TRY(offset_part(p, &offset));
    /* Verified as the RFC's ContiguousLayoutAttr::verify would. */
    const int64_t *pv = (const int64_t *)perm.data;
    for (size_t i = 0; i < perm.n; i++) {
        bool dup = false;
        for (size_t j = 0; j < i; j++)
            dup |= pv[j] == pv[i];
        if (pv[i] >= (int64_t)perm.n || dup)
            return dl_text_err_at(p, vals_loc, "contiguous layout permutation is "
                             "not a permutation of 0..%zu", perm.n ? perm.n - 1
                                                                   : 0);
    }
    if (offset < 0 && offset != DL_DYNAMIC)
        return dl_text_err_at(p, off_loc, "contiguous layout offset must be "
                         "non-negative or '?'");
    *out = dl_ir_contiguous_attr(p->ctx, offset, (uint32_t)perm.n, pv);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}
