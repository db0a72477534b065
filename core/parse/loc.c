/* loc.c - locations: `loc(...)` attributes, and the `loc(...)` after
 * operations and block arguments. */
#include "config.h"

#include "parser.h"

static dlti_status parse_location_instance(parser *p);

/* ---- locations ---------------------------------------------------------- */

bool dl_text_attr_is_location(const dlti_attr *a)
{
    return dl_ir_attr_kind_of(a) == DL_AT_RAW &&
           strncmp(((const dl_raw_key *)a->key)->text, "loc(", 4) == 0;
}

static dlti_status parse_unsigned_tok(parser *p, unsigned *v)
{
    uint64_t u;
    if (!dl_text_tok_uint64(&p->lx, p->tok, &u) || u > UINT_MAX)
        return DLTI_ERR_PARSE;
    *v = (unsigned)u;
    return DLTI_OK;
}

static dlti_status location_instance_body(parser *p)
{
    unsigned v;
    if (is(p, DL_TOK_STRING)) {
        next(p);
        if (consume_if(p, DL_TOK_COLON)) {
            static const char *const line_msg =
                "expected integer line number in FileLineColRange";
            static const char *const col_msg =
                "expected integer column number in FileLineColRange";
            if (!is(p, DL_TOK_INT) || parse_unsigned_tok(p, &v) != DLTI_OK)
                return dl_text_err_wrong(p, "%s", line_msg);
            next(p);
            if (!consume_if(p, DL_TOK_COLON))
                return DLTI_OK;
            if (!is(p, DL_TOK_INT))
                return dl_text_err_wrong(p, "%s", col_msg);
            if (parse_unsigned_tok(p, &v) != DLTI_OK)
                return dl_text_err_cur(p, "%s", col_msg);
            next(p);
            if (!is_kw(p, "to"))
                return DLTI_OK;
            next(p);
            if (is(p, DL_TOK_INT)) {
                if (parse_unsigned_tok(p, &v) != DLTI_OK)
                    return dl_text_err_wrong(p, "%s", line_msg);
                next(p);
            }
            if (!consume_if(p, DL_TOK_COLON))
                return dl_text_err_wrong(p, "expected either integer or `:` post `to` "
                                    "in FileLineColRange");
            if (!is(p, DL_TOK_INT) || parse_unsigned_tok(p, &v) != DLTI_OK)
                return dl_text_err_wrong(p, "%s", col_msg);
            next(p);
            return DLTI_OK;
        }
        if (consume_if(p, DL_TOK_LPAREN)) {
            TRY(parse_location_instance(p));
            return expect(p, DL_TOK_RPAREN,
                          "expected ')' after child location of NameLoc");
        }
        return DLTI_OK;
    }
    if (is(p, DL_TOK_HASH)) {
        const dlti_attr *a = NULL;
        TRY(dl_text_parse_extended_attr(p, &a));
        if (!dl_text_attr_is_location(a)) {
            return dl_text_err_cur(p, "expected location attribute, but got%pA", a);
        }
        return DLTI_OK;
    }
    if (!is(p, DL_TOK_BARE))
        return dl_text_err_wrong(p, "expected location instance");
    if (is_kw(p, "callsite")) {
        next(p);
        TRY(expect(p, DL_TOK_LPAREN, "expected '(' in callsite location"));
        TRY(parse_location_instance(p));
        if (!is_kw(p, "at"))
            return dl_text_err_wrong(p, "expected 'at' in callsite location");
        next(p);
        TRY(parse_location_instance(p));
        return expect(p, DL_TOK_RPAREN, "expected ')' in callsite location");
    }
    if (is_kw(p, "fused")) {
        next(p);
        if (consume_if(p, DL_TOK_LESS)) {
            const dlti_attr *a = NULL;
            TRY(dl_text_parse_attr(p, &a));
            TRY(expect(p, DL_TOK_GREATER,
                       "expected '>' after fused location metadata"));
        }
        TRY(expect(p, DL_TOK_LSQUARE, "expected '[' in fused location"));
        if (consume_if(p, DL_TOK_RSQUARE))
            return DLTI_OK;
        do {
            TRY(parse_location_instance(p));
        } while (consume_if(p, DL_TOK_COMMA));
        return expect(p, DL_TOK_RSQUARE, "expected ']' in fused location");
    }
    if (is_kw(p, "unknown")) {
        next(p);
        return DLTI_OK;
    }
    return dl_text_err_wrong(p, "expected location instance");
}

static dlti_status parse_location_instance(parser *p)
{
    TRY(enter(p));
    dlti_status st = location_instance_body(p);
    leave(p);
    return st;
}

dlti_status dl_text_parse_loc_attr(parser *p, const dlti_attr **out)
{
    size_t start = p->tok.off;
    next(p);
    TRY(expect(p, DL_TOK_LPAREN, "expected '(' in inline location"));
    TRY(parse_location_instance(p));
    TRY(expect(p, DL_TOK_RPAREN, "expected ')' in inline location"));
    size_t end = p->prev_end;
    if (!memchr(p->lx.buf + start, '#', end - start))
        return dl_text_raw_attr_since(p, start, out);
    /* Its aliases and dialect attributes (fused<#di_subprogram>[#loc]) are
     * kept as objects, as in an opaque body: they print through the
     * printer, under its alias names. */
    size_t resume = p->tok.off, resume_prev = p->prev_end;
    dl_buf b = {0};
    dl_text_refs r = {0};
    /* refs kept as written (a location prints under its #loc alias);
     * the aliases they use were counted by the parse above: counted
     * again, a chain of location aliases each using the one before
     * doubled the expansion counted at each link, and 25 links passed
     * the 1 GiB bound (mlir-opt-22 reads any) */
    uint64_t total = p->alias.total, extra = p->alias.extra;
    dlti_status st = dl_text_scan_refs_into(p, start, end, 0, false, &b, &r);
    p->alias.total = total;
    p->alias.extra = extra;
    dl_opaque_ref *refs = r.v;
    size_t n = r.n;
    if (st == DLTI_OK && b.failed)
        st = DLTI_ERR_NOMEM;
    if (st == DLTI_OK) {
        *out = dl_ir_raw_attr_refs(p->ctx, b.data ? b.data : "", b.len, refs, n);
        if (!*out)
            st = DLTI_ERR_NOMEM;
    }
    free(refs);
    dl_buf_free(&b);
    if (st == DLTI_OK) {
        reset_to(p, resume);
        p->prev_end = resume_prev;
    }
    return st;
}

/* ===================================================================== */
/* Locations after operations and arguments                               */
/* ===================================================================== */

dlti_status dl_text_parse_loc_suffix(parser *p)
{
    next(p);
    TRY(expect(p, DL_TOK_LPAREN, "expected '(' in location"));
    if (is(p, DL_TOK_HASH)) {
        dl_token t = p->tok;
        const char *name = ttext(p, t) + 1;
        size_t n = t.len - 1;
        if (memchr(name, '.', n)) {
            TRY(parse_location_instance(p));
            return expect(p, DL_TOK_RPAREN, "expected ')' in location");
        }
        const dlti_attr *a = smap_get(&p->alias.attr, name, n);
        if (a) {
            TRY(dl_text_use_alias(p, false, name, n, t.off, t.len));
            if (!dl_text_attr_is_location(a)) {
                return dl_text_err_at(p, t.off, "expected location, but found '%pA'",
                                 a);
            }
        } else {
            deferred_loc d = {name, n, t.off};
            TRY(VEC_PUSH(p, p->alias.deferred_locs, deferred_loc, d));
        }
        next(p);
    } else {
        TRY(parse_location_instance(p));
    }
    return expect(p, DL_TOK_RPAREN, "expected ')' in location");
}
