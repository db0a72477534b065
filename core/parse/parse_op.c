/* parse_op.c - operations: the generic form, custom forms by op class,
 * builtin.module, and the fast path for op lines remembered by memo.c. */
#include "config.h"

#include "parser.h"

/* ===================================================================== */
/* Operations                                                             */
/* ===================================================================== */

static bool name_is(const char *s, size_t n, const char *lit)
{
    size_t m = strlen(lit);
    return n == m && memcmp(s, lit, m) == 0;
}

/* A registered op with a custom form (its class has a parse hook). */
static bool op_known(parser *p, const char *s, size_t n)
{
    const dl_op_class *c = dl_ir_op_class_lookup(p->ctx, s, n);
    return c && (c->parse || c->is_module);
}

/* A FunctionOpInterface op (DLTI_OP_FUNCTION_LIKE): that interface's
 * inherent attributes, and not a terminator. */
static bool op_is_function_like(const dlti_op *op)
{
    return op->cls && op->cls->is_function;
}

/* Registered ops that are not terminators (MLIR refuses successors). */
static bool op_is_non_terminator(const dlti_op *op)
{
    return dl_ir_op_is_module(op) || op_is_function_like(op) ||
           (op->cls && op->cls->traits_known &&
            !(op->cls->flags & DLTI_OP_TERMINATOR));
}

/* The inherent attributes of an op's attribute dictionary, as MLIR's
 * Operation::create sets them: each is set as a property (setInherentAttr),
 * and one of another storage kind clears it (its dyn_cast_or_null: a
 * custom func.func's `attributes {arg_attrs = 1}` is dropped).  Without
 * `<{...}>` (given false) they go over what the custom form gave (a
 * module's `@name`: `module @a attributes {sym_name = "b"}` is `@b`);
 * with it, the entries written there are set after them and win
 * (setPropertiesFromAttr sets only those).  Either way they leave the
 * dictionary. */
/* The entry of `names` (dl_ir_inherent_attrs) named `name`, or NULL. */
static const dl_ir_inherent *inherent_named(const dl_ir_inherent *names,
                                            const char *name)
{
    for (; names->name; names++)
        if (strcmp(name, names->name) == 0)
            return names;
    return NULL;
}

dlti_status dl_text_move_inherent_attrs(parser *p, dlti_op *op, bool given)
{
    const dl_ir_inherent *names = dl_ir_inherent_attrs(op);
    if (!names || !op->attrs)
        return DLTI_OK;
    const dl_dict_key *ak = dl_ir_dict(op->attrs);
    const dl_dict_key *pk = op->props && dl_ir_attr_kind_of(op->props) == DL_AT_DICT
                                ? dl_ir_dict(op->props)
                                : NULL;
    if (op->props && !pk)
        return DLTI_OK;
    vec keep = {0}, props = {0};
    bool moved = false;
    for (size_t i = 0; pk && i < pk->n; i++)
        if (given || !dl_ir_dict_get(op->attrs, pk->elems[i].name))
            TRY(VEC_PUSH(p, props, dl_named_attr, pk->elems[i]));
    for (size_t i = 0; i < ak->n; i++) {
        const dl_named_attr *e = &ak->elems[i];
        const dl_ir_inherent *in = inherent_named(names, e->name);
        if (!in) {
            TRY(VEC_PUSH(p, keep, dl_named_attr, *e));
            continue;
        }
        moved = true;
        if (dl_ir_attr_kind_of(e->value) == in->kind &&
            !(given && dl_ir_dict_get(op->props, e->name)))
            TRY(VEC_PUSH(p, props, dl_named_attr, *e));
    }
    if (!moved)
        return DLTI_OK;
    op->attrs = dl_ir_dict_attr(p->ctx, keep.n, (const dl_named_attr *)keep.data);
    op->props = props.n ? dl_ir_dict_attr(p->ctx, props.n,
                                          (const dl_named_attr *)props.data)
                        : NULL;
    return op->attrs && (!props.n || op->props) ? DLTI_OK : DLTI_ERR_NOMEM;
}

/* MLIR checks the inherent attributes an op's attribute dictionary gives
 * as it reads the op (verifyInherentAttrs), before any verifier runs and
 * before the ops after it are read: a module's or function op's, in name
 * order, at `off` (the op's name, or a custom form's `attributes`). */
static dlti_status check_inherent_attrs(parser *p, const dlti_op *op,
                                        const dlti_attr *dict, size_t off,
                                        bool custom)
{
    const char *what;
    const char *name = dict ? dl_ir_inherent_violation(op, dict, &what) : NULL;
    if (!name)
        return DLTI_OK;
    const char *fmt = "'%s' op attribute '%s' failed to satisfy constraint: %s";
    return custom ? dl_text_cerr_at(p, off, fmt, op->name, name, what)
                  : dl_text_err_at(p, off, fmt, op->name, name, what);
}

/* Resolves the operands `uses` of types `types`.  `shared_types`: `types`
 * lies in a uniqued function type, which the op may point into. */
dlti_status dl_text_set_operands(parser *p, dlti_op *op, const vec *uses,
                            const dlti_type *const *types,
                            bool shared_types)
{
    size_t n = uses->n;
    if (n > UINT_MAX)
        return dl_text_err_cur(p, "too many operands");
    op->noperands = (unsigned)n;
    if (!n)
        return DLTI_OK;
    /* Names and (unless shared) types in one block. */
    const char **names = dl_text_ir_alloc(p, (shared_types ? 1 : 2) * n *
                                         sizeof(void *));
    if (!names)
        return DLTI_ERR_NOMEM;
    op->operand_names = names;
    if (shared_types) {
        op->operand_types = (const dlti_type **)types;
    } else {
        op->operand_types = (const dlti_type **)(names + n);
        memcpy(op->operand_types, types, n * sizeof *types);
    }
    for (size_t i = 0; i < n; i++) {
        const ssa_use *u = &VEC_AT(*uses, ssa_use, i);
        const char *base = NULL;
        TRY(dl_text_ssa_resolve(p, u, types[i], &base));
        names[i] = dl_text_value_text(p, base, u->num, u->has_num);
        if (!names[i])
            return DLTI_ERR_NOMEM;
    }
    return DLTI_OK;
}

/* A new op (dl_ir_op_create) located at `off`. */
static inline dlti_op *op_create(parser *p, const char *name,
                                 const dl_op_class *cls, size_t off,
                                 size_t extra)
{
    if (!p->empty_dict && !(p->empty_dict = dl_ir_empty_dict(p->ctx)))
        return NULL;
    dlti_op *op = dl_text_ir_zeroed(p, (sizeof *op + extra + 7) & ~(size_t)7);
    if (!op)
        return NULL;
    dlti_loc l = loc_at(p, off);
    return dl_ir_op_fill(op, p->ctx, name, cls, &l, p->empty_dict);
}

/* The memo of the generic op name token `t`: the name is unescaped,
 * checked and interned the first time a spelling is seen. */
static dlti_status generic_op_name(parser *p, dl_token t, op_name_memo **out)
{
    const char *sp = ttext(p, t);
    op_name_memo *m = (op_name_memo *)p->memo.last_op_name;
    if (m && m->len == t.len &&
        (t.off == p->memo.last_op_name_at || same_bytes(m->spelling, sp, t.len))) {
        *out = m;
        return DLTI_OK;
    }
    uint64_t h = smap_hash(sp, t.len);
    smap_slot *slot = NULL;
    if (p->memo.op_names.count < MEMO_MAX) {
        slot = smap_slot_of(&p->memo.op_names, sp, t.len, h);
        if (!slot)
            return nomem(p);
        m = slot->val;
    } else {
        m = p->memo.op_names.cap ? smap_find(&p->memo.op_names, sp, t.len, h)->val
                            : NULL;
    }
    if (!m) {
        const char *name = NULL;
        size_t nlen = 0;
        TRY(dl_text_tok_string(p, t, &name, &nlen));
        if (nlen == 0)
            return dl_text_err_cur(p, "empty operation name is invalid");
        if (memchr(name, 0, nlen))
            return dl_text_err_cur(p, "null character not allowed in operation name");
        if (slot) {
            m = dl_text_parse_scratch_alloc(p, sizeof *m);
        } else {
            /* the memo is full: a one-use entry */
            if (!p->memo.op_name_spill)
                p->memo.op_name_spill = dl_text_parse_scratch_alloc(p, sizeof *m);
            m = p->memo.op_name_spill;
        }
        if (!m)
            return DLTI_ERR_NOMEM;
        m->spelling = sp;
        m->len = t.len;
        m->tok_flags = t.flags;
        m->name = name;
        m->cls = NULL;
        m->n_op_classes = SIZE_MAX; /* not looked up yet */
        if (slot)
            slot->val = m;
    }
    p->memo.last_op_name = m;
    p->memo.last_op_name_at = SIZE_MAX;
    *out = m;
    return DLTI_OK;
}

/* The op's class (dl_ir_op_class_resolve), looked up again only when op
 * classes were registered since. */
static void resolve_op_class(parser *p, op_name_memo *m)
{
    if (m->n_op_classes == p->ctx->n_op_classes)
        return;
    m->cls = dl_ir_op_class_resolve(p->ctx, m->name, dl_ir_interned_len(m->name));
    m->n_op_classes = p->ctx->n_op_classes;
}

/* next() where an op name is expected: the spelling of the last generic
 * op name is tried first.  Op names repeat line after line, and the same
 * bytes up to a string's closing quote are the same token. */
static void next_op_name(parser *p)
{
    const op_name_memo *m = p->memo.last_op_name;
    if (m) {
        size_t pos = dl_text_lex_blanks(&p->lx, p->lx.pos);
        p->lx.pos = pos;
        if (p->lx.len - pos >= m->len &&
            same_bytes(p->lx.buf + pos, m->spelling, m->len)) {
            p->prev_end = p->tok.off + p->tok.len;
            p->lx.pos = pos + m->len;
            p->tok.kind = DL_TOK_STRING;
            p->tok.flags = m->tok_flags;
            p->tok.off = pos;
            p->tok.len = m->len;
            p->memo.last_op_name_at = pos;
            return;
        }
    }
    next(p);
}

/* With `()` and then ':' next, apart by blanks within the line (no
 * operands, successors, properties, regions or attributes, as on most
 * lines), consumes them at once, as the parser would token by token. */
static bool skip_empty_operands(parser *p)
{
    const unsigned char *b = (const unsigned char *)p->lx.buf;
    size_t len = p->lx.len, i = p->lx.pos; /* just after the '(' */
    if (p->tok.kind != DL_TOK_LPAREN || i != p->tok.off + 1)
        return false;
    i = skip_blanks(b, len, i);
    if (i >= len || b[i] != ')')
        return false;
    i = skip_blanks(b, len, i + 1);
    if (i >= len || b[i] != ':')
        return false;
    dl_text_lex_skip(&p->lx, i + 1);
    next(p);
    p->prev_end = i + 1;
    return true;
}

/* The generic op form from its operand list to the ':' before its type. */
static dlti_status parse_generic_op_parts(parser *p, dlti_op *op, vec *uses,
                                          vec *succ)
{
    TRY(expect(p, DL_TOK_LPAREN, "expected '(' to start operand list"));
    if (is(p, DL_TOK_PERCENT)) {
        do {
            ssa_use *u = vec_push(p, uses, sizeof(ssa_use));
            if (!u)
                return DLTI_ERR_NOMEM;
            TRY(dl_text_parse_ssa_use(p, true, u));
        } while (consume_if(p, DL_TOK_COMMA));
    }
    TRY(expect(p, DL_TOK_RPAREN, "expected ')' to end operand list"));

    if (is(p, DL_TOK_LSQUARE)) {
        if (op_is_non_terminator(op))
            return dl_text_err_cur(p, "successors in non-terminator");
        next(p);
        if (is(p, DL_TOK_RSQUARE))
            return dl_text_err_wrong(p, "expected list element");
        do {
            if (!is(p, DL_TOK_CARET))
                return dl_text_err_wrong(p, "expected block name");
            blk_info *bi;
            TRY(dl_text_block_info(p, p->tok, &bi));
            const char *s = dl_text_intern(p, ttext(p, p->tok), p->tok.len);
            if (!s)
                return DLTI_ERR_NOMEM;
            TRY(VEC_PUSH(p, *succ, const char *, s));
            next(p);
        } while (consume_if(p, DL_TOK_COMMA));
        TRY(expect(p, DL_TOK_RSQUARE, "expected ',' or ']'"));
    }

    if (consume_if(p, DL_TOK_LESS)) {
        TRY(dl_text_parse_attr(p, &op->props));
        TRY(expect(p, DL_TOK_GREATER, "expected '>' to close properties"));
    }

    vec regions = {0};
    if (consume_if(p, DL_TOK_LPAREN)) {
        do {
            if (!vec_push(p, &regions, sizeof(dl_region)))
                return DLTI_ERR_NOMEM;
            dl_region *r = &VEC_AT(regions, dl_region, regions.n - 1);
            TRY(dl_text_parse_region(p, op, r, NULL, 0, false));
        } while (consume_if(p, DL_TOK_COMMA));
        TRY(expect(p, DL_TOK_RPAREN, "expected ')' to end region list"));
    }
    if (regions.n > UINT_MAX / 4) /* dlti_op.nregions has 30 bits */
        return dl_text_err_cur(p, "too many regions");
    op->nregions = (unsigned)regions.n;
    op->regions = dl_text_vec_to_arena(p, &regions, sizeof(dl_region));
    if (regions.n && !op->regions)
        return DLTI_ERR_NOMEM;

    if (is(p, DL_TOK_LBRACE))
        TRY(dl_text_parse_op_attrs(p, op, &op->attrs));

    TRY(expect(p, DL_TOK_COLON, "expected ':' followed by operation type"));
    return DLTI_OK;
}

/* Layout-only reading: the op whose name token is `nt` is dropped, unless
 * a data layout scope may be nested in it (*keep: it is read as usual,
 * from just after its name). */
static dlti_status drop_op(parser *p, const char *name, dl_token nt,
                           bool *keep)
{
    /* no default dialect inside, as in a skimmed op */
    TRY(VEC_PUSH(p, p->dialects, const char *, ""));
    dlti_status st = dl_text_drop_op(p, name, nt.off, nt.off + nt.len, keep);
    p->dialects.n--;
    if (st == DLTI_OK && *keep)
        reset_to(p, nt.off + nt.len);
    return st;
}

/* MLIR's setPropertiesFromAttribute, once the op is read: refused for an
 * op without properties (DLTI_OP_NO_PROPERTIES); for the ops whose
 * properties dlti knows (builtin.module, and function ops as func.func) a
 * dictionary, each known entry of its storage kind, checked in name
 * order.  At the op's name. */
static dlti_status check_props(parser *p, const dlti_op *op, size_t off)
{
    if (op->cls && (op->cls->flags & DLTI_OP_NO_PROPERTIES)) {
        char *all = dl_text_object_text(op->props, 'A');
        dlti_status st = dl_text_err_at(p, off, "invalid properties %s for op "
                                        "%s: this operation does not support "
                                        "properties", all ? all : "?",
                                        op->name);
        dlti_free(all);
        return st == DLTI_OK ? DLTI_ERR_PARSE : st;
    }
    const dl_ir_inherent *props = dl_ir_inherent_attrs(op);
    if (!props)
        return DLTI_OK;
    const char *name = NULL;
    const dlti_attr *bad = NULL;
    if (dl_ir_attr_kind_of(op->props) == DL_AT_DICT) {
        for (; props->name && !bad; props++) {
            const dlti_attr *a = dl_ir_dict_get(op->props, props->name);
            if (a && dl_ir_attr_kind_of(a) != props->kind) {
                name = props->name;
                bad = a;
            }
        }
        if (!bad)
            return DLTI_OK;
    }
    char *all = dl_text_object_text(op->props, 'A');
    char *val = bad ? dl_text_object_text(bad, 'A') : NULL;
    dlti_status st;
    if (bad)
        st = dl_text_err_at(p, off, "invalid properties %s for op %s: Invalid "
                       "attribute `%s` in property conversion: %s",
                       all ? all : "?", op->name, name, val ? val : "?");
    else
        st = dl_text_err_at(p, off, "invalid properties %s for op %s: expected "
                       "DictionaryAttr to set properties", all ? all : "?",
                       op->name);
    dlti_free(all);
    dlti_free(val);
    return st == DLTI_OK ? DLTI_ERR_PARSE : st;
}

/* The properties of a module or function op are its inherent
 * attributes: MLIR's setPropertiesFromAttr reads those and drops any
 * other entry of the dictionary (`<{sym_visBbility = 1}>` prints as
 * `module {`), which dlti kept, and printed as a discardable attribute
 * without a dialect prefix that the module refuses (found by fuzz_query,
 * issue 25). */
static dlti_status drop_unknown_props(parser *p, dlti_op *op)
{
    const dl_ir_inherent *names = dl_ir_inherent_attrs(op);
    if (!names || dl_ir_attr_kind_of(op->props) != DL_AT_DICT)
        return DLTI_OK;
    const dl_dict_key *pk = dl_ir_dict(op->props);
    vec keep = {0};
    for (size_t i = 0; i < pk->n; i++)
        if (inherent_named(names, pk->elems[i].name))
            TRY(VEC_PUSH(p, keep, dl_named_attr, pk->elems[i]));
    if (keep.n == pk->n)
        return DLTI_OK;
    op->props = dl_ir_dict_attr(p->ctx, keep.n, (const dl_named_attr *)keep.data);
    return op->props ? DLTI_OK : DLTI_ERR_NOMEM;
}

/* `nnames`: the number of result names bound to the op; room for their
 * texts is made with the op. */
static dlti_status parse_generic_op(parser *p, dlti_op **out, size_t nnames)
{
    dl_token nt = p->tok;
    op_name_memo *m = NULL;
    TRY(generic_op_name(p, nt, &m));
    next(p);
    resolve_op_class(p, m);
    if (p->layout_only && !dl_text_op_class_is_scope(m->cls)) {
        bool keep;
        TRY(drop_op(p, m->name, nt, &keep));
        if (!keep)
            return DLTI_OK;
    }
    dlti_op *op = op_create(p, m->name, m->cls, nt.off,
                            nnames * sizeof(const char *));
    if (!op)
        return DLTI_ERR_NOMEM;
    if (nnames)
        op->result_names = (const char **)(void *)(op + 1);

    VEC_LOCAL(uses, ssa_use, 2);
    vec succ = {0};
    if (!skip_empty_operands(p))
        TRY(parse_generic_op_parts(p, op, &uses, &succ));
    size_t type_loc = p->tok.off;
    const dlti_type *ft = NULL;
    TRY(dl_text_parse_type(p, &ft));
    if (dl_ir_type_kind_of(ft) != DL_TY_FUNCTION)
        return dl_text_err_at(p, type_loc, "expected function type");
    const dl_list_key *fk = dl_ir_list(ft);
    if (fk->n_inputs != uses.n)
        return dl_text_err_at(p, type_loc, "expected %zu operand type%s but had %u",
                      uses.n, uses.n == 1 ? "" : "s", fk->n_inputs);
    op->nresults = fk->n_results;
    /* The result types are those of the (uniqued, immutable) function
     * type. */
    if (fk->n_results)
        op->result_types = (const dlti_type **)(fk->types + fk->n_inputs);
    if (uses.n)
        TRY(dl_text_set_operands(p, op, &uses, fk->types, true));
    if (succ.n) {
        if (succ.n > UINT_MAX)
            return dl_text_err_cur(p, "too many successors");
        op->nsuccessors = (unsigned)succ.n;
        op->successors = dl_text_vec_to_arena(p, &succ, sizeof(const char *));
        if (!op->successors)
            return DLTI_ERR_NOMEM;
    }
    /* (only modules and function ops have inherent attributes: without
     * `<{...}>`, those of the attribute dictionary are checked and moved
     * to the properties here; with it, the properties are checked, and
     * the dictionary's set under them) */
    bool given = op->props != NULL;
    if (!given && op_is_non_terminator(op)) {
        TRY(check_inherent_attrs(p, op, op->attrs, nt.off, false));
        TRY(dl_text_move_inherent_attrs(p, op, false));
    }
    TRY(parse_trailing_loc(p));
    if (given)
        TRY(check_props(p, op, nt.off));
    if (given)
        TRY(drop_unknown_props(p, op));
    /* (after the checks, which see the properties as written) */
    if (given && op_is_non_terminator(op))
        TRY(dl_text_move_inherent_attrs(p, op, true));
    *out = op;
    return DLTI_OK;
}

/* ---- builtin.module ----------------------------------------------------- */

dlti_status dl_text_parse_module_body(dlti_parser *p, dlti_op *op)
{
    if (!p || !op)
        return DLTI_ERR_MISUSE;
    if (is(p, DL_TOK_AT)) {
        const char *name = NULL;
        size_t n = 0;
        TRY(dl_text_symbol_name(p, p->tok, &name, &n));
        next(p);
        dl_named_attr na;
        na.name = dl_text_intern(p, "sym_name", 8);
        na.value = dl_ir_string_attr(p->ctx, name, n, NULL);
        if (!na.name || !na.value)
            return DLTI_ERR_NOMEM;
        op->props = dl_ir_dict_attr(p->ctx, 1, &na);
        if (!op->props)
            return DLTI_ERR_NOMEM;
    }
    if (is_kw(p, "attributes")) {
        size_t at = p->tok.off;
        next(p);
        TRY(dl_text_parse_op_attrs(p, op, &op->attrs));
        TRY(check_inherent_attrs(p, op, op->attrs, at, true));
    }
    dl_region *r = dl_text_ir_alloc(p, sizeof *r);
    if (!r)
        return DLTI_ERR_NOMEM;
    op->nregions = 1;
    op->regions = r;
    if (p->stream.pending) {
        /* The file's first op, its attributes known: its body streams. */
        p->stream.pending = false;
        TRY(dl_text_move_inherent_attrs(p, op, false));
        TRY(p->stream.hooks->begin(p->stream.hooks->user, op));
        p->stream.owner = op;
    }
    TRY(dl_text_parse_region(p, op, r, NULL, 0, false));
    /* The hooks' other thread may still be at the streamed body's last
     * ops, reading this op (its spec, its parent): done before the op is
     * changed (its attributes below, its place in the file's block). */
    if (op == p->stream.owner && p->stream.hooks->finish)
        p->stream.hooks->finish(p->stream.hooks->user);
    if (!r->first) {
        /* MLIR gives the single-block body its block even when empty. */
        dl_block *b = dl_text_new_block(p);
        if (!b)
            return DLTI_ERR_NOMEM;
        dl_text_region_append(r, b);
    }
    return dl_text_move_inherent_attrs(p, op, false);
}

/* ---- custom operations -------------------------------------------------- */

/* An op no plugin models, kept as written (skim.c), with `nresults`
 * results of unknown type. */
static dlti_status skim_custom_op(parser *p, const char *full, dl_token nt,
                                  size_t nresults, dlti_op **out)
{
    dlti_op *op = op_create(p, full, NULL, nt.off, 0);
    if (!op)
        return DLTI_ERR_NOMEM;
    if (nresults) {
        op->nresults = (unsigned)nresults;
        op->result_types = dl_text_ir_alloc(p, nresults * sizeof(dlti_type *));
        if (!op->result_types)
            return DLTI_ERR_NOMEM;
    }
    /* no default dialect inside: the op's own is not known */
    TRY(VEC_PUSH(p, p->dialects, const char *, ""));
    dlti_status st = dl_text_skim_op(p, op, nt.off, nt.off + nt.len);
    p->dialects.n--;
    if (st == DLTI_OK)
        *out = op;
    return st;
}

static dlti_status parse_custom_op(parser *p, dlti_op **out, size_t nresults)
{
    dl_token nt = p->tok;
    const char *orig = ttext(p, nt);
    size_t olen = nt.len;
    const char *full;
    size_t flen;
    const char *odot = memchr(orig, '.', olen);
    if (!op_known(p, orig, olen) && (!odot || odot == orig + olen - 1)) {
        const char *dd = VEC_AT(p->dialects, const char *, p->dialects.n - 1);
        size_t dlen = strlen(dd);
        char *tmp = malloc(dlen + 1 + olen);
        if (!tmp)
            return nomem(p);
        memcpy(tmp, dd, dlen);
        tmp[dlen] = '.';
        memcpy(tmp + dlen + 1, orig, olen);
        full = dl_text_intern(p, tmp, dlen + 1 + olen);
        flen = dlen + 1 + olen;
        free(tmp);
    } else {
        full = dl_text_intern(p, orig, olen);
        flen = olen;
    }
    if (!full)
        return DLTI_ERR_NOMEM;
    next(p);
    /* As MLIR loads the dialect before looking the op up, the namespace's
     * plugin is loaded before the op class is looked for. */
    const char *dot = memchr(full, '.', flen);
    size_t nslen = dot ? (size_t)(dot - full) : flen;
    bool dialect = dl_ir_dialect_require(p->ctx, full, nslen) != NULL;
    /* A registered op with no custom form (the test dialect's two): MLIR
     * refuses it rather than read it as written. */
    const dl_op_class *reg = dl_ir_op_class_lookup(p->ctx, full, flen);
    if (reg && !reg->parse && !reg->is_module)
        return dl_text_err_at(p, nt.off,
                              "custom op '%.*s' has no custom assembly form",
                              (int)flen, full);
    if (!op_known(p, full, flen) && dl_text_skim_wanted(p, full, flen)) {
        bool keep = true;
        if (p->layout_only)
            TRY(drop_op(p, full, nt, &keep));
        return keep ? skim_custom_op(p, full, nt, nresults, out) : DLTI_OK;
    }
    if (!op_known(p, full, flen)) {
        bool tried = flen != olen;
        dialect = dialect || name_is(full, nslen, "test");
        if (dialect)
            return dl_text_err_at(p, nt.off, "custom op '%.*s' is unknown%s%s%s",
                          (int)olen, orig, tried ? " (tried '" : "",
                          tried ? full : "", tried ? "' as well)" : "");
        unsigned errs = dl_error_count(p->ctx);
        dlti_status st = dl_text_err_at(p, nt.off, "Dialect `%.*s' not found for "
                                           "custom op '%.*s' %s%s%s",
                                (int)nslen, full, (int)olen, orig,
                                tried ? " (tried '" : "", tried ? full : "",
                                tried ? "' as well)" : "");
        if (dl_error_count(p->ctx) != errs && dl_text_valid_namespace(full, nslen)) {
            /* In place of MLIR's note listing the registered dialects. */
            char *path = dlti_context_plugin_path(p->ctx);
            dlti_loc l = loc_at(p, nt.off);
            dl_note_extra(p->ctx, &l, "no plugin %.*s.so could be loaded from %s",
                    (int)nslen, full, path ? path : "the plugin path");
            free(path);
        }
        return st;
    }
    const dl_op_class *cls = dl_ir_op_class_lookup(p->ctx, full, flen);
    if (p->layout_only && !dl_text_op_class_is_scope(cls)) {
        bool keep;
        TRY(drop_op(p, full, nt, &keep));
        if (!keep)
            return DLTI_OK;
    }
    dlti_op *op = op_create(p, full, cls, nt.off, 0);
    if (!op)
        return DLTI_ERR_NOMEM;
    /* MLIR's default dialect of the op's regions (OpAsmOpInterface):
     * "builtin" in a module; ops that have one of their own (function ops)
     * push it while parsing their regions. */
    const char *dd = dl_ir_op_is_module(op) ? "builtin" : "";
    TRY(VEC_PUSH(p, p->dialects, const char *, dd));
    const char *saved = p->custom_op;
    size_t saved_off = p->custom_op_off;
    p->custom_op = full;
    p->custom_op_off = nt.off;
    unsigned errs = dl_error_count(p->ctx);
    dlti_status st = cls->is_module ? dl_text_parse_module_body(p, op)
                                    : cls->parse(p, op);
    p->custom_op = saved;
    p->custom_op_off = saved_off;
    p->dialects.n--;
    if (st != DLTI_OK) {
        if (dl_error_count(p->ctx) == errs && p->tok.kind != DL_TOK_ERROR)
            dl_text_err_at(p, nt.off, "custom op '%s' failed to parse", full);
        return st;
    }
    if (!op->attrs) {
        op->attrs = dl_ir_dict_attr(p->ctx, 0, NULL);
        if (!op->attrs)
            return DLTI_ERR_NOMEM;
    }
    TRY(parse_trailing_loc(p));
    *out = op;
    return DLTI_OK;
}

/* ---- any operation ------------------------------------------------------ */

typedef struct result_group {
    dl_token tok;
    unsigned count;
} result_group;

/* The line at `at` (its text to `eol`, hashed `h`) as an earlier file of
 * the context learnt it (dl_text_kept_line_find): its op name's and its
 * type's memos made here as its first parse would make them, and the line
 * remembered; false when no file did (or memory ran out). */
static bool line_from_kept(parser *p, size_t at, size_t eol, uint64_t h,
                           op_line *l)
{
    size_t name_at, name_len;
    unsigned flags;
    const spelled_type *r;
    if (!dl_text_kept_line_find(p, at, eol, h, &name_at, &name_len, &flags,
                                &r) ||
        !r)
        return false;
    dl_token t = {DL_TOK_STRING, flags, name_at, name_len};
    op_name_memo *m;
    if (generic_op_name(p, t, &m) != DLTI_OK)
        return false;
    *l = (op_line){.name = m, .type = r, .name_rel = name_at - at};
    dl_text_op_line_put(p, l, at, eol, h);
    return true;
}

/* The op line at the current `%name` token, when it has the shape above;
 * anything else (operands, regions, attributes, another shape of type, a
 * first spelling) is left to dl_text_parse_operation, so errors and their order
 * stay MLIR's.  Returns false when the line is not of this shape; nothing
 * is consumed then. */
static bool simple_op_line(parser *p, dl_block *blk, dlti_op *owner,
                           dlti_status *st)
{
    const char *b = p->lx.buf;
    size_t at = p->lx.pos; /* just after the `%name` */
    size_t eol = dl_text_line_text_end(b, p->lx.len, at);
    uint64_t h = smap_hash(b + at, eol - at);
    op_line scanned;
    const op_line *l = op_line_find(p, b + at, eol - at, h);
    size_t end;
    if (!l && p->memo.kept && line_from_kept(p, at, eol, h, &scanned))
        l = &scanned;
    if (l) {
        end = eol;
        if (!spelled_fits(p, l->type))
            return false;
    } else {
        if (!dl_text_op_line_scan(p, at, &scanned, &end))
            return false;
        l = &scanned;
        if (end == eol) {
            dl_text_op_line_put(p, l, at, end, h);
            if (p->memo.keeping)
                dl_text_kept_line_put(p, l, at, end, h, l->name->len,
                                      l->name->tok_flags);
        }
    }

    op_name_memo *m = (op_name_memo *)l->name;
    const dl_list_key *fk = dl_ir_list(l->type->type);
    dl_token name = p->tok;
    dl_text_lex_skip(&p->lx, end); /* the locations below are on this line */
    resolve_op_class(p, m);
    dlti_op *op = op_create(p, m->name, m->cls, at + l->name_rel,
                            sizeof(const char *));
    if (!op) {
        *st = DLTI_ERR_NOMEM;
        return true;
    }
    op->result_names = (const char **)(void *)(op + 1);
    op->nresults = 1;
    op->result_types = (const dlti_type **)fk->types;
    p->memo.last_op_name = m;
    p->memo.last_op_name_at = SIZE_MAX; /* as generic_op_name */
    dl_text_spelled_take(p, l->type, end);
    if ((*st = parse_trailing_loc(p)) != DLTI_OK ||
        (*st = dl_text_ssa_define(p, ttext(p, name), name.len, 0, name.off,
                          fk->types[0], &op->result_names[0])) != DLTI_OK)
        return true;
    dl_ir_block_append(blk, owner, op);
    return true;
}

dlti_status dl_text_parse_operation(parser *p, dl_block *blk, dlti_op *owner)
{
    size_t start = p->tok.off;
    dlti_status fast;
    if (is(p, DL_TOK_PERCENT) && !p->layout_only &&
        simple_op_line(p, blk, owner, &fast))
        return fast;
    VEC_LOCAL(groups, result_group, 2);
    size_t expected = 0;
    if (is(p, DL_TOK_PERCENT)) {
        do {
            result_group g;
            g.tok = p->tok;
            g.count = 1;
            TRY(expect(p, DL_TOK_PERCENT, "expected valid ssa identifier"));
            if (consume_if(p, DL_TOK_COLON)) {
                if (!is(p, DL_TOK_INT))
                    return dl_text_err_wrong(p, "expected integer number of results");
                uint64_t v = 0;
                if (!dl_text_tok_uint64(&p->lx, p->tok, &v) || v < 1)
                    return dl_text_err_cur(p, "expected named operation to have at "
                                      "least 1 result");
                if (v > MAX_RESULT_NUMBER + 1 ||
                    expected + v > MAX_RESULT_NUMBER + 1)
                    return dl_text_limit_result_number(p, p->tok.off);
                g.count = (unsigned)v;
                next(p);
            }
            expected += g.count;
            TRY(VEC_PUSH(p, groups, result_group, g));
        } while (consume_if(p, DL_TOK_COMMA));
        if (!is(p, DL_TOK_EQUAL))
            return dl_text_expect_failed(p, "expected '=' after SSA name");
        next_op_name(p);
    }
    dlti_op *op = NULL;
    if (is(p, DL_TOK_BARE))
        TRY(parse_custom_op(p, &op, expected));
    else if (is(p, DL_TOK_STRING))
        TRY(parse_generic_op(p, &op, expected));
    else
        return dl_text_err_wrong(p, "expected operation name in quotes");

    if (!op) {
        /* Dropped (layout-only reading): its results are still named. */
        blk->dropped = true;
        if (p->drop_mapped)
            dl_text_drop_text(p);
        for (size_t i = 0; i < groups.n; i++) {
            const result_group *g = &VEC_AT(groups, result_group, i);
            for (unsigned j = 0; j < g->count; j++) {
                const char *base = NULL;
                TRY(dl_text_ssa_define(p, ttext(p, g->tok), g->tok.len, j,
                                  g->tok.off, NULL, &base));
            }
        }
        return DLTI_OK;
    }
    if (groups.n) {
        if (op->nresults == 0)
            return dl_text_err_at(p, start, "cannot name an operation with no results");
        if (expected != op->nresults)
            return dl_text_err_at(p, start, "operation defines %u results but was "
                                    "provided %zu to bind",
                          op->nresults, expected);
        if (!op->result_names) {
            /* custom ops; generic ops come with room for the names */
            op->result_names = dl_text_ir_alloc(p, op->nresults * sizeof(char *));
            if (!op->result_names)
                return DLTI_ERR_NOMEM;
        }
        unsigned k = 0;
        for (size_t i = 0; i < groups.n; i++) {
            const result_group *g = &VEC_AT(groups, result_group, i);
            for (unsigned j = 0; j < g->count; j++, k++) {
                const char *base = NULL;
                TRY(dl_text_ssa_define(p, ttext(p, g->tok), g->tok.len, j, g->tok.off,
                               op->result_types[k], &base));
                op->result_names[k] = dl_text_value_text(p, base, j, g->count > 1);
                if (!op->result_names[k])
                    return DLTI_ERR_NOMEM;
            }
        }
    }
    if (__builtin_expect(op->nsuccessors || op->skimmed, 0))
        blk->may_branch = true;
    dl_ir_block_append(blk, owner, op);
    return DLTI_OK;
}
