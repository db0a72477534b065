/* funcop.c - function-like and return-like ops, for plugins (plugin.h:
 * dlti_parse_function_op, dlti_parse_return_op). */
#include "config.h"

#include "parser.h"

/* ---- Function ops (plugin.h: dlti_parse_function_op) -------------------- */

static dlti_status optional_dict(parser *p, const dlti_attr **d)
{
    *d = NULL;
    if (is(p, DL_TOK_LBRACE))
        return dl_text_parse_attr_dict(p, d);
    return DLTI_OK;
}

static bool dict_nonempty(const dlti_attr *d)
{
    return d && dl_ir_dict(d)->n != 0;
}

/* [{..}, {..}] when some dictionary is non-empty, else NULL. */
static dlti_status attr_array_of_dicts(parser *p, const vec *dicts,
                                       const dlti_attr **out)
{
    *out = NULL;
    bool any = false;
    for (size_t i = 0; i < dicts->n; i++)
        if (dict_nonempty(VEC_AT(*dicts, const dlti_attr *, i)))
            any = true;
    if (!any)
        return DLTI_OK;
    const dlti_attr *empty = dl_ir_dict_attr(p->ctx, 0, NULL);
    if (!empty)
        return DLTI_ERR_NOMEM;
    vec elems = {0};
    for (size_t i = 0; i < dicts->n; i++) {
        const dlti_attr *d = VEC_AT(*dicts, const dlti_attr *, i);
        TRY(VEC_PUSH(p, elems, const dlti_attr *, d ? d : empty));
    }
    *out = dl_ir_array_attr(p->ctx, elems.n, (const dlti_attr *const *)elems.data);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

static dlti_status push_prop(parser *p, vec *props, const char *name,
                             const dlti_attr *value)
{
    dl_named_attr na;
    na.name = dl_text_intern(p, name, strlen(name));
    na.value = value;
    if (!na.name || !value)
        return DLTI_ERR_NOMEM;
    TRY(VEC_PUSH(p, *props, dl_named_attr, na));
    return DLTI_OK;
}

/* MLIR's function_interface_impl::parseFunctionOp, after the op name:
 * `private? @name(%arg0: T {attrs} loc(..), ...) -> (R {attrs}, ...)
 * attributes {...} {body}` (or argument types only, for external functions
 * without body).  Fills the properties sym_name, function_type, arg_attrs,
 * res_attrs (only when some dictionary is non-empty) and sym_visibility; the
 * body's entry block gets the named arguments.  Inside the body the op's
 * namespace is the default dialect (func.func's OpAsmOpInterface), so
 * `return` there is `func.return`. */
dlti_status dlti_parse_function_op(dlti_parser *p, dlti_op *op)
{
    if (!p || !op || !op->name)
        return DLTI_ERR_MISUSE;
    vec props = {0};
    const dlti_attr *vis = NULL;
    if (is_kw(p, "private") || is_kw(p, "public") || is_kw(p, "nested")) {
        vis = dl_ir_string_attr(p->ctx, ttext(p, p->tok), p->tok.len, NULL);
        if (!vis)
            return DLTI_ERR_NOMEM;
        next(p);
    }
    if (!is(p, DL_TOK_AT))
        return dl_text_cerr_at(p, p->tok.off,
                       "expected valid '@'-identifier for symbol name");
    const char *name = NULL;
    size_t nlen = 0;
    TRY(dl_text_symbol_name(p, p->tok, &name, &nlen));
    next(p);

    /* Arguments: all named (`%a: T`) or all types. */
    vec args = {0}, arg_types = {0}, arg_dicts = {0};
    TRY(expect(p, DL_TOK_LPAREN, "expected '('"));
    if (!consume_if(p, DL_TOK_RPAREN)) {
        do {
            entry_arg a;
            memset(&a, 0, sizeof a);
            bool prev_named = args.n && VEC_AT(args, entry_arg, args.n - 1).use.len;
            const dlti_attr *d = NULL;
            if (is(p, DL_TOK_PERCENT)) {
                TRY(dl_text_parse_ssa_use(p, false, &a.use));
                TRY(expect(p, DL_TOK_COLON, "expected ':'"));
                TRY(dl_text_parse_type(p, &a.type));
                TRY(optional_dict(p, &d));
                TRY(parse_trailing_loc(p));
                if (args.n && !prev_named)
                    return dl_text_cerr_at(p, a.use.off,
                                   "expected type instead of SSA identifier");
            } else {
                a.use.off = p->tok.off;
                if (args.n && prev_named)
                    return dl_text_cerr_at(p, a.use.off, "expected SSA identifier");
                TRY(dl_text_parse_type(p, &a.type));
                TRY(optional_dict(p, &d));
                TRY(parse_trailing_loc(p));
            }
            TRY(VEC_PUSH(p, args, entry_arg, a));
            TRY(VEC_PUSH(p, arg_types, const dlti_type *, a.type));
            TRY(VEC_PUSH(p, arg_dicts, const dlti_attr *, d));
        } while (consume_if(p, DL_TOK_COMMA));
        TRY(expect(p, DL_TOK_RPAREN, "expected ')'"));
    }

    /* Results. */
    vec res_types = {0}, res_dicts = {0};
    if (consume_if(p, DL_TOK_ARROW)) {
        if (consume_if(p, DL_TOK_LPAREN)) {
            if (!consume_if(p, DL_TOK_RPAREN)) {
                do {
                    const dlti_type *t = NULL;
                    const dlti_attr *d = NULL;
                    TRY(dl_text_parse_type(p, &t));
                    TRY(optional_dict(p, &d));
                    TRY(VEC_PUSH(p, res_types, const dlti_type *, t));
                    TRY(VEC_PUSH(p, res_dicts, const dlti_attr *, d));
                } while (consume_if(p, DL_TOK_COMMA));
                TRY(expect(p, DL_TOK_RPAREN, "expected ')'"));
            }
        } else {
            const dlti_type *t = NULL;
            TRY(dl_text_parse_type(p, &t));
            TRY(VEC_PUSH(p, res_types, const dlti_type *, t));
            TRY(VEC_PUSH(p, res_dicts, const dlti_attr *, NULL));
        }
    }
    if (arg_types.n > UINT32_MAX || res_types.n > UINT32_MAX)
        return dl_text_err_cur(p, "too many types");
    const dlti_type *ft = dl_ir_function_type(
        p->ctx, (uint32_t)arg_types.n, (const dlti_type *const *)arg_types.data,
        (uint32_t)res_types.n, (const dlti_type *const *)res_types.data);
    if (!ft)
        return DLTI_ERR_NOMEM;

    if (is_kw(p, "attributes")) {
        size_t loc = p->tok.off;
        next(p);
        TRY(dl_text_parse_op_attrs(p, op, &op->attrs));
        static const char *const inferred[] = {"sym_visibility", "sym_name",
                                               "function_type"};
        for (size_t i = 0; i < 3; i++)
            if (dl_ir_dict_get(op->attrs, inferred[i]))
                return dl_text_cerr_at(p, loc, "'%s' is an inferred attribute and "
                                       "should not be specified in the "
                                       "explicit attribute dictionary",
                               inferred[i]);
    }

    const dlti_attr *arg_attrs = NULL, *res_attrs = NULL;
    TRY(attr_array_of_dicts(p, &arg_dicts, &arg_attrs));
    TRY(attr_array_of_dicts(p, &res_dicts, &res_attrs));
    /* MLIR adds the signature's argument and result attributes after the
     * dictionary's: the same name in both is refused once the op is read
     * (below); otherwise the dictionary's are set as Operation::create
     * sets them (dl_text_move_inherent_attrs). */
    const char *dup = arg_attrs && dl_ir_dict_get(op->attrs, "arg_attrs")
                          ? "arg_attrs"
                      : res_attrs && dl_ir_dict_get(op->attrs, "res_attrs")
                          ? "res_attrs"
                          : NULL;
    if (arg_attrs)
        TRY(push_prop(p, &props, "arg_attrs", arg_attrs));
    TRY(push_prop(p, &props, "function_type", dl_ir_type_attr(p->ctx, ft)));
    if (res_attrs)
        TRY(push_prop(p, &props, "res_attrs", res_attrs));
    TRY(push_prop(p, &props, "sym_name",
                  dl_ir_string_attr(p->ctx, name, nlen, NULL)));
    if (vis)
        TRY(push_prop(p, &props, "sym_visibility", vis));
    op->props = dl_ir_dict_attr(p->ctx, props.n, (const dl_named_attr *)props.data);
    if (!op->props)
        return DLTI_ERR_NOMEM;
    if (!dup)
        TRY(dl_text_move_inherent_attrs(p, op, false));

    /* The optional body; the printer omits empty bodies, so `{}` is an
     * error. */
    dl_region *r = dl_text_ir_alloc(p, sizeof *r);
    if (!r)
        return DLTI_ERR_NOMEM;
    op->nregions = 1;
    op->regions = r;
    size_t body_loc = p->tok.off;
    if (is(p, DL_TOK_LBRACE)) {
        const char *dot = strchr(op->name, '.');
        const char *ns = dl_text_intern(p, op->name, dot ? (size_t)(dot - op->name) : 0);
        if (!ns)
            return DLTI_ERR_NOMEM;
        TRY(VEC_PUSH(p, p->dialects, const char *, ns));
        dlti_status st = dl_text_parse_region(p, op, r, (const entry_arg *)args.data,
                                      args.n, args.n != 0);
        p->dialects.n--;
        TRY(st);
        if (!r->first)
            return dl_text_cerr_at(p, body_loc, "expected non-empty function body");
    }
    /* (MLIR's custom-op parser: after the op's own parse, at its name) */
    if (dup)
        return dl_text_cerr_at(p, p->custom_op_off, "attribute '%s' occurs more "
                               "than once in the attribute list", dup);
    return DLTI_OK;
}

/* ---- Return-like ops (plugin.h: dlti_parse_return_op) ------------------- */

/* `attr-dict ($operands^ : type($operands))?`, after the op name. */
dlti_status dlti_parse_return_op(dlti_parser *p, dlti_op *op)
{
    if (!p || !op)
        return DLTI_ERR_MISUSE;
    if (is(p, DL_TOK_LBRACE))
        TRY(dl_text_parse_op_attrs(p, op, &op->attrs));
    if (!is(p, DL_TOK_PERCENT))
        return DLTI_OK;
    size_t loc = p->tok.off;
    vec uses = {0}, types = {0};
    do {
        ssa_use *u = vec_push(p, &uses, sizeof(ssa_use));
        if (!u)
            return DLTI_ERR_NOMEM;
        TRY(dl_text_parse_ssa_use(p, true, u));
    } while (consume_if(p, DL_TOK_COMMA));
    TRY(expect(p, DL_TOK_COLON, "expected ':'"));
    TRY(dl_text_parse_type_list_no_parens(p, &types));
    if (uses.n != types.n)
        return dl_text_cerr_at(p, loc, "number of operands and types do not match: "
                               "got %zu operands and %zu types",
                       uses.n, types.n);
    return dl_text_set_operands(p, op, &uses, (const dlti_type *const *)types.data,
                        false);
}
