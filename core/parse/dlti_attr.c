/* dlti_attr.c - the #dlti.* attributes: dl_entry, dl_spec, map,
 * target_system_spec, target_device_spec and function pointer
 * alignment. */
#include "config.h"

#include "parser.h"

/* ===================================================================== */
/* DLTI attributes (#dlti.*), parsed natively                             */
/* ===================================================================== */

/* entry ::= type `=` attr (when try_type) | string `=` attr | dl_entry attr */
static dlti_status parse_dlti_entry(parser *p, bool try_type,
                                    const dlti_attr **out)
{
    const dlti_attr *key = NULL, *value = NULL;
    if (try_type && dl_text_type_may_start(p)) {
        const dlti_type *t = NULL;
        dlti_status st = dl_text_parse_type(p, &t);
        if (st != DLTI_OK) {
            if (st == DLTI_ERR_PARSE)
                dl_text_err_at(p, p->tok.off, "error while parsing type DLTI key");
            return st;
        }
        TRY(expect(p, DL_TOK_EQUAL, "expected '='"));
        TRY(dl_text_parse_attr(p, &value));
        key = dl_ir_type_attr(p->ctx, t);
    } else if (is(p, DL_TOK_STRING)) {
        const char *s = NULL;
        size_t n = 0;
        TRY(dl_text_tok_string(p, p->tok, &s, &n));
        next(p);
        TRY(expect(p, DL_TOK_EQUAL, "expected '='"));
        TRY(dl_text_parse_attr(p, &value));
        key = dl_ir_string_attr(p->ctx, s, n, NULL);
    } else {
        size_t loc = p->tok.off;
        const dlti_attr *a = NULL;
        TRY(dl_text_parse_attr(p, &a));
        if (dl_ir_attr_kind_of(a) != DL_AT_DL_ENTRY)
            return dl_text_err_at(p, loc, "invalid kind of attribute specified");
        *out = a;
        return DLTI_OK;
    }
    if (!key)
        return DLTI_ERR_NOMEM;
    *out = dl_ir_entry_attr(p->ctx, key, value);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

static dlti_status parse_dl_entry(parser *p, const dlti_attr **out)
{
    TRY(expect(p, DL_TOK_LESS, "expected '<'"));
    size_t id_loc = p->tok.off;
    const dlti_attr *key = NULL, *value = NULL;
    if (dl_text_type_may_start(p)) {
        const dlti_type *t = NULL;
        TRY(dl_text_parse_type(p, &t));
        key = dl_ir_type_attr(p->ctx, t);
    } else if (is(p, DL_TOK_STRING)) {
        const char *s = NULL;
        size_t n = 0;
        TRY(dl_text_tok_string(p, p->tok, &s, &n));
        next(p);
        key = dl_ir_string_attr(p->ctx, s, n, NULL);
    } else {
        return dl_text_err_at(p, id_loc, "expected a type or a quoted string");
    }
    if (!key)
        return DLTI_ERR_NOMEM;
    TRY(expect(p, DL_TOK_COMMA, "expected ','"));
    TRY(dl_text_parse_attr(p, &value));
    TRY(expect(p, DL_TOK_GREATER, "expected '>'"));
    *out = dl_ir_entry_attr(p->ctx, key, value);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

static dlti_status parse_dlti_entry_list(parser *p, dl_attr_kind kind,
                                         size_t name_loc, const dlti_attr **out)
{
    bool try_type = kind == DL_AT_DL_SPEC || kind == DL_AT_MAP;
    TRY(expect(p, DL_TOK_LESS, "expected '<'"));
    bool spec = kind == DL_AT_DL_SPEC; /* where its entries are is kept */
    vec entries = {0}, offs = {0};
    if (!consume_if(p, DL_TOK_GREATER)) {
        do {
            const dlti_attr *e = NULL;
            if (spec)
                TRY(VEC_PUSH(p, offs, size_t, p->tok.off));
            TRY(parse_dlti_entry(p, try_type, &e));
            TRY(VEC_PUSH(p, entries, const dlti_attr *, e));
        } while (consume_if(p, DL_TOK_COMMA));
        TRY(expect(p, DL_TOK_GREATER, "expected '>'"));
    }
    dlti_loc l = loc_at(p, name_loc);
    TRY(dl_text_verify_entry_list(p->ctx, kind, entries.n,
                             (const dlti_attr *const *)entries.data, &l));
    *out = dl_ir_entry_list_attr(p->ctx, kind, entries.n,
                              (const dlti_attr *const *)entries.data);
    if (!*out)
        return DLTI_ERR_NOMEM;
    return spec ? dl_text_written_spec(p, *out, (const size_t *)offs.data, offs.n)
                : DLTI_OK;
}

static dlti_status parse_fptr_align(parser *p, const dlti_attr **out)
{
    static const char *const pfx =
        "failed to parse DLTI_FunctionPointerAlignmentAttr parameter ";
    TRY(expect(p, DL_TOK_LESS, "expected '<'"));
    uint64_t align, dep;
    dlti_status st = dl_text_parse_mlir_integer(p, false, &align);
    if (st != DLTI_OK) {
        if (st == DLTI_ERR_PARSE)
            dl_text_err_at(p, p->tok.off, "%s'alignment' which is to be a `uint64_t`", pfx);
        return st;
    }
    TRY(expect(p, DL_TOK_COMMA, "expected ','"));
    if (!is_kw(p, "function_dependent"))
        return dl_text_err_at(p, p->tok.off, "expected 'function_dependent'");
    next(p);
    TRY(expect(p, DL_TOK_EQUAL, "expected '='"));
    st = dl_text_parse_mlir_integer(p, true, &dep);
    if (st != DLTI_OK) {
        if (st == DLTI_ERR_PARSE)
            dl_text_err_at(p, p->tok.off,
                   "%s'function_dependent' which is to be a `bool`", pfx);
        return st;
    }
    TRY(expect(p, DL_TOK_GREATER, "expected '>'"));
    *out = dl_ir_fptr_align_attr(p->ctx, align, dep != 0);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

/* The lexer is at the symbol data of `#dlti.<data>` (or `#dlti<data>`). */
dlti_status dl_text_parse_dlti_attr(parser *p, const dlti_attr **out)
{
    size_t name_loc = p->tok.off;
    if (!dl_text_tok_is_keyword(p->tok))
        return dl_text_err_at(p, p->tok.off, "expected valid keyword");
    dl_token kw = p->tok;
    next(p);
    if (dl_text_tok_is(&p->lx, kw, "dl_entry"))
        return parse_dl_entry(p, out);
    if (dl_text_tok_is(&p->lx, kw, "dl_spec"))
        return parse_dlti_entry_list(p, DL_AT_DL_SPEC, name_loc, out);
    if (dl_text_tok_is(&p->lx, kw, "map"))
        return parse_dlti_entry_list(p, DL_AT_MAP, name_loc, out);
    if (dl_text_tok_is(&p->lx, kw, "target_device_spec"))
        return parse_dlti_entry_list(p, DL_AT_DEVICE_SPEC, name_loc, out);
    if (dl_text_tok_is(&p->lx, kw, "target_system_spec"))
        return parse_dlti_entry_list(p, DL_AT_SYSTEM_SPEC, name_loc, out);
    if (dl_text_tok_is(&p->lx, kw, "function_pointer_alignment"))
        return parse_fptr_align(p, out);
    return dl_text_err_at(p, name_loc, "unknown attribute `%.*s` in dialect `dlti`",
                  (int)kw.len, ttext(p, kw));
}
