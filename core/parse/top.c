/* top.c - the top level of a parse: file metadata, alias definitions
 * (kept with the file's module for dlti_parse_type_in), the parser's
 * set-up, and the entry points (dl_text_parse_source, dl_text_parse_stream,
 * dlti_parse_source, dlti_parse_type/attr/type_in, dlti_file_attr_aliases). */
#include "config.h"

#include "parser.h"


/* ===================================================================== */
/* Top level                                                              */
/* ===================================================================== */

/* `#name = attr` or `!name = type`.  Besides the value, an alias records
 * how deep its value nests and how much text it expands to, so that uses
 * count against the nesting and expansion bounds like written-out text. */
static dlti_status parse_alias_def(parser *p, bool is_type)
{
    dl_token t = p->tok;
    const char *name = ttext(p, t) + 1;
    size_t n = t.len - 1;
    const char *what = is_type ? "type" : "attribute";
    smap *values = is_type ? &p->alias.type : &p->alias.attr;
    /* The name's slot, found once: its record is set once the value is
     * parsed (until then a use of the name finds none, as MLIR's), and
     * nothing inserts into the map meanwhile (definitions are top-level
     * only). */
    smap_slot *slot = smap_slot_of(values, name, n, smap_hash(name, n));
    if (!slot)
        return nomem(p);
    if (slot->val)
        return dl_text_err_cur(p, "redefinition of %s alias id '%.*s'", what, (int)n,
                       name);
    if (memchr(name, '.', n))
        return dl_text_err_cur(p, "%s names with a '.' are reserved for "
                          "dialect-defined names",
                       what);
    next(p);
    TRY(expect(p, DL_TOK_EQUAL, is_type
                                    ? "expected '=' in type alias definition"
                                    : "expected '=' in attribute alias definition"));
    unsigned saved = p->max_depth;
    p->max_depth = p->depth;
    p->alias.extra = 0;
    p->alias.full_extra = 0;
    size_t start = p->tok.off;
    const void *value = NULL;
    if (is_type) {
        const dlti_type *ty = NULL;
        TRY(dl_text_parse_type(p, &ty));
        value = ty;
    } else {
        const dlti_attr *a = NULL;
        size_t specs = p->written.count;
        TRY(dl_text_parse_attr(p, &a));
        TRY(dl_text_written_alias_def(p, name, n, a, specs));
        value = a;
    }
    uintptr_t d = p->max_depth - p->depth + 1;
    uint64_t text = p->prev_end - start;
    uint64_t size = text + p->alias.extra;
    uint64_t full = p->alias.full_extra > UINT64_MAX - text
                        ? UINT64_MAX
                        : text + p->alias.full_extra;
    /* (types are counted in full: the printer names a tuple of more than
     * 16 types by an alias, but messages and opaque bodies print types) */
    bool aliased = !is_type && dl_text_attr_has_alias(value);
    if (p->max_depth < saved)
        p->max_depth = saved;
    size_t *span = vec_push(p, &p->alias.spans, 2 * sizeof(size_t));
    if (!span)
        return DLTI_ERR_NOMEM;
    span[0] = t.off;
    span[1] = p->prev_end;
    alias_def *def = dl_text_parse_scratch_alloc(p, sizeof *def);
    if (!def)
        return DLTI_ERR_NOMEM;
    *def = (alias_def){value, d, size, full, aliased};
    slot->val = def;
    return DLTI_OK;
}

/* `{-# key: {...}, ... #-}`: resources are accepted and ignored. */
static dlti_status parse_file_metadata(parser *p)
{
    next(p);
    if (consume_if(p, DL_TOK_META_END))
        return DLTI_OK;
    do {
        size_t key_loc = p->tok.off;
        if (!dl_text_tok_is_keyword(p->tok))
            return dl_text_err_cur(p, "expected identifier key in file metadata "
                              "dictionary");
        dl_token key = p->tok;
        next(p);
        TRY(expect(p, DL_TOK_COLON, "expected ':'"));
        if (!dl_text_tok_is(&p->lx, key, "dialect_resources") &&
            !dl_text_tok_is(&p->lx, key, "external_resources"))
            return dl_text_err_at(p, key_loc, "unknown key '%.*s' in file metadata "
                                      "dictionary",
                          (int)key.len, ttext(p, key));
        TRY(expect(p, DL_TOK_LBRACE, "expected '{'"));
        if (!consume_if(p, DL_TOK_RBRACE)) {
            do {
                if (!dl_text_tok_is_keyword(p->tok))
                    return dl_text_err_cur(p, "expected identifier key for 'resource' "
                                      "entry");
                next(p);
                TRY(expect(p, DL_TOK_COLON, "expected ':'"));
                TRY(expect(p, DL_TOK_LBRACE, "expected '{'"));
                if (!consume_if(p, DL_TOK_RBRACE)) {
                    do {
                        if (!dl_text_tok_is_keyword(p->tok))
                            return dl_text_err_cur(p, "expected identifier key for "
                                              "'resource' entry");
                        next(p);
                        TRY(expect(p, DL_TOK_COLON, "expected ':'"));
                        if (is(p, DL_TOK_EOF) || is(p, DL_TOK_ERROR))
                            return dl_text_err_wrong(p, "expected resource value");
                        next(p);
                    } while (consume_if(p, DL_TOK_COMMA));
                    TRY(expect(p, DL_TOK_RBRACE, "expected ',' or '}'"));
                }
            } while (consume_if(p, DL_TOK_COMMA));
            TRY(expect(p, DL_TOK_RBRACE, "expected ',' or '}'"));
        }
    } while (consume_if(p, DL_TOK_COMMA));
    return expect(p, DL_TOK_META_END, "expected ',' or '#-}'");
}

static dlti_status finalize(parser *p)
{
    dlti_status st = DLTI_OK;
    for (size_t i = 0; i < p->ssa.fwd.n; i++) {
        const ssa_fwd *f = &VEC_AT(p->ssa.fwd, ssa_fwd, i);
        const ssa_slot *s = &VEC_AT(f->e->slots, ssa_slot, f->num);
        if (s->state == SSA_FWD && !f->lenient)
            st = dl_text_err_at(p, s->off, "use of undeclared SSA value name");
    }
    if (st != DLTI_OK)
        return st;
    for (size_t i = 0; i < p->alias.deferred_locs.n; i++) {
        const deferred_loc *d = &VEC_AT(p->alias.deferred_locs, deferred_loc, i);
        const alias_def *def = dl_text_alias_get(&p->alias.attr, d->name,
                                                 d->len);
        if (!def)
            return dl_text_err_at(p, d->off, "operation location alias was never "
                                     "defined");
        const dlti_attr *a = def->value;
        if (!dl_text_attr_is_location(a)) {
            st = dl_text_err_at(p, d->off, "expected location, but found '%pA'", a);
            return st;
        }
    }
    return dl_text_scope_pop(p);
}

static void parser_init(parser *p, dlti_context *ctx, const char *file,
                        const char *text, size_t len, unsigned first_line)
{
    memset(p, 0, sizeof *p);
    p->memo.last_op_name_at = SIZE_MAX;
    p->ctx = ctx;
    p->file = file;
    dl_text_lex_init(&p->lx, text ? text : "", text ? len : 0, first_line);
}

static void parser_free(parser *p)
{
    dl_text_lex_free(&p->lx);
    dl_text_smap_free(&p->memo.op_names);
    free(p->memo.tmemo.slots);
    p->memo.tmemo = (dl_table){NULL, 0, 0};
    free(p->memo.spelled.slots);
    p->memo.spelled = (dl_table){NULL, 0, 0};
    free(p->memo.lines.slots);
    p->memo.lines = (dl_table){NULL, 0, 0};
    dl_text_smap_free(&p->alias.attr);
    dl_text_smap_free(&p->alias.type);
    dl_text_smap_free(&p->ssa.names);
    dl_text_smap_free(&p->drop.names);
    dl_text_smap_free(&p->drop.types);
    dl_text_ssa_pages_free(p);
    for (size_t i = 0; i < p->ssa.nblks; i++)
        dl_text_smap_free(&p->ssa.blks[i].map);
    free(p->ssa.blks);
    p->ssa.blks = NULL;
    p->ssa.nblks = p->ssa.capblks = 0;
    /* (lane lane_at is `ir`; the others' blocks lists are kept here) */
    for (unsigned i = 0; i < DL_STREAM_LANES; i++)
        if (i != p->stream.lane_at)
            free(p->stream.lane[i].blocks);
    free(p->ir.blocks);
    p->ir.blocks = NULL;
    free(p->stream.pool);
    p->stream.pool = NULL;
    for (size_t i = 0; i < p->memo.bare_text.n; i++)
        free(((char **)p->memo.bare_text.data)[i]);
    p->memo.bare_text = (vec){0}; /* its array is scratch memory */
    dl_ir_pm_free(&p->memo.bare);
    dl_text_parse_scratch_free(p);
}

/* A parser of text outside any op: builtin is the default dialect. */
static dlti_status default_builtin(parser *p)
{
    return VEC_PUSH(p, p->dialects, const char *, "builtin");
}

dlti_status dl_text_scan_refs_of(parser *p, const char *text, size_t n,
                                 uint32_t angles, dl_buf *b, dl_text_refs *r)
{
    parser q;
    parser_init(&q, p->ctx, p->file, text, n, 1);
    q.depth = p->depth;
    /* its errors are not the file's: the caller keeps the ref instead */
    dl_diag_held held;
    dl_diag_hold(p->ctx, &held, DL_HOLD_ALL);
    dlti_status st = default_builtin(&q);
    if (st == DLTI_OK)
        st = dl_text_scan_refs_into(&q, 0, n, angles, false, b, r);
    dl_diag_release(p->ctx, &held);
    parser_free(&q);
    return st == DLTI_ERR_NOMEM ? nomem(p) : st; /* said outside the hold */
}

static dlti_status parse_top(parser *p, dlti_op **top)
{
    TRY(default_builtin(p));
    TRY(dl_text_scope_push(p));
    dl_block *blk = dl_text_new_block(p);
    if (!blk)
        return DLTI_ERR_NOMEM;
    next(p);
    for (;;) {
        switch (p->tok.kind) {
        case DL_TOK_EOF:
            break;
        case DL_TOK_ERROR:
            return DLTI_ERR_PARSE;
        case DL_TOK_HASH:
            TRY(parse_alias_def(p, false));
            continue;
        case DL_TOK_BANG:
            TRY(parse_alias_def(p, true));
            continue;
        case DL_TOK_META_BEGIN:
            TRY(parse_file_metadata(p));
            continue;
        default:
            p->stream.pending = p->stream.hooks && !blk->first;
            TRY(dl_text_parse_operation(p, blk, NULL));
            continue;
        }
        break;
    }
    TRY(finalize(p));

    /* The file's single module, or an implicit module around its ops. */
    if (blk->first && blk->first == blk->last && !blk->dropped &&
        dl_ir_op_is_module(blk->first)) {
        *top = blk->first;
        (*top)->parent = NULL;
        return DLTI_OK;
    }
    dlti_loc l = {p->file, 0, 0};
    dlti_op *m = dl_ir_op_new(p->ctx, "builtin.module", &l);
    dl_region *r = dl_text_ir_alloc(p, sizeof *r);
    if (!m || !r)
        return DLTI_ERR_NOMEM; /* (reported) */
    m->implicit = true;
    m->nregions = 1;
    m->regions = r;
    dl_text_region_append(r, blk);
    for (dlti_op *o = blk->first; o; o = o->next)
        o->parent = m;
    *top = m;
    return DLTI_OK;
}

/* After a parse that skimmed ops: the alias definitions as written, for
 * the printer (skimmed texts may name them). */
static dlti_status keep_alias_defs(parser *p)
{
    /* (the context's own record: the parser fills it in) */
    dl_source *src = (dl_source *)dl_ir_source_find(p->ctx, p->file);
    if (!src)
        return DLTI_OK;
    size_t total = 1;
    for (size_t i = 0; i < p->alias.spans.n; i++) {
        const size_t *sp = &VEC_AT(p->alias.spans, size_t, 2 * i);
        total += sp[1] - sp[0] + 1;
    }
    char *t = dlti_context_alloc(p->ctx, total);
    if (!t)
        return nomem(p);
    size_t k = 0;
    for (size_t i = 0; i < p->alias.spans.n; i++) {
        const size_t *sp = &VEC_AT(p->alias.spans, size_t, 2 * i);
        memcpy(t + k, p->lx.buf + sp[0], sp[1] - sp[0]);
        k += sp[1] - sp[0];
        t[k++] = '\n';
    }
    t[k] = 0;
    src->alias_defs = t;
    return DLTI_OK;
}

/* The alias definitions of a file parsed by dl_text_parse_source, kept with
 * its top-level module for dlti_parse_type_in: the parser's maps, their
 * keys and records copied to the arena (the parsed text and the parse's
 * scratch memory need not outlive the parse). */
struct dl_kept_aliases {
    struct dl_kept_aliases *next;
    const dlti_op *top;
    pstate_aliases maps; /* all but the bookkeeping of one parse */
};

static smap *kept_map(pstate_aliases *a, int i)
{
    return i ? &a->type : &a->attr;
}

static dlti_status keep_aliases(parser *p, const dlti_op *top)
{
    if (p->alias.attr.count == 0 && p->alias.type.count == 0)
        return DLTI_OK;
    struct dl_kept_aliases *k = dl_alloc(p->ctx, sizeof *k);
    if (!k)
        return nomem(p);
    /* Listed first: the context frees what it holds, whatever happens. */
    k->top = top;
    k->next = p->ctx->kept_aliases;
    p->ctx->kept_aliases = k;
    dl_ir_ctx_on_free(p->ctx, DL_FREE_TEXT, dl_text_teardown);
    for (int i = 0; i < 2; i++) {
        smap *m = kept_map(&p->alias, i);
        for (size_t j = 0; j < m->cap; j++) {
            smap_slot *s = &m->slots[j];
            if (!s->key)
                continue;
            /* the record, its key after it (no record: a definition that
             * failed, which a parse that succeeded does not leave) */
            const alias_def *v = s->val;
            alias_def *def = dl_alloc_raw(p->ctx, sizeof *def + s->len);
            if (!def)
                return nomem(p);
            *def = v ? *v : (alias_def){0};
            char *key = (char *)(def + 1);
            memcpy(key, s->key, s->len);
            s->key = key;
            s->val = v ? def : NULL;
        }
        *kept_map(&k->maps, i) = *m;
        *m = (smap){NULL, 0, 0};
    }
    return DLTI_OK;
}

void dl_text_kept_aliases_free(dlti_context *ctx)
{
    for (struct dl_kept_aliases *k = ctx->kept_aliases; k; k = k->next)
        for (int i = 0; i < 2; i++)
            dl_text_smap_free(kept_map(&k->maps, i));
    ctx->kept_aliases = NULL;
}

static dlti_status parse_file(dlti_context *ctx, const char *name,
                              const char *text, size_t len,
                              unsigned first_line,
                              const dl_stream_hooks *hooks, bool layout_only,
                              bool drop_mapped, dlti_op **top)
{
    *top = NULL;
    const char *file = dl_ir_register_source(ctx, name ? name : "<unknown>",
                                          text ? text : "", text ? len : 0,
                                          first_line);
    if (!file)
        return DLTI_ERR_NOMEM;
    parser p;
    parser_init(&p, ctx, file, text, len, first_line);
    p.stream.hooks = hooks;
    p.layout_only = layout_only;
    p.drop_mapped = drop_mapped;
    dl_text_spellings_take(&p);
    dlti_status st = parse_top(&p, top);
    dl_text_spellings_give_back(&p);
    if (st == DLTI_OK && p.skimmed)
        st = keep_alias_defs(&p);
    /* (A streamed parse keeps no module to parse types in.) */
    if (st == DLTI_OK && !hooks)
        st = keep_aliases(&p, *top);
    if (hooks && hooks->finish)
        hooks->finish(hooks->user);
    parser_free(&p);
    if (st != DLTI_OK)
        *top = NULL;
    return st;
}

dlti_status dl_text_parse_source(dlti_context *ctx, const char *name,
                            const char *text, size_t len, unsigned first_line,
                            dlti_op **top)
{
    if (top)
        *top = NULL;
    if (!ctx || !top || (!text && len))
        return DLTI_ERR_MISUSE;
    return parse_file(ctx, name, text, len, first_line, NULL, false, false,
                      top);
}

dlti_status dl_text_parse_stream(dlti_context *ctx, const char *name,
                            const char *text, size_t len,
                            const dl_stream_hooks *hooks, dlti_op **top)
{
    return parse_file(ctx, name, text, len, 1, hooks, false, false, top);
}

dlti_status dlti_parse_source(dlti_context *ctx, const char *name,
                              const char *text, size_t len, dlti_op **top)
{
    return dl_text_parse_source(ctx, name, text, len, 1, top);
}

dlti_status dlti_parse_scopes(dlti_context *ctx, const char *name,
                              const char *text, size_t len, unsigned flags,
                              dlti_op **top)
{
    if (top)
        *top = NULL;
    if (!ctx || !top || (!text && len) || (flags & ~DLTI_QUERY_TEXT_MAPPED))
        return DLTI_ERR_MISUSE;
    /* The quick read tells ops apart by their line breaks; a '\r' alone is
     * none to it (it is white space to MLIR): such a file is read in full. */
    bool whole = false;
    for (const char *r = text; !whole && r && (r = memchr(r, '\r', len - (size_t)(r - text)));
         r++)
        whole = (size_t)(r + 1 - text) == len || r[1] != '\n';
    return parse_file(ctx, name, text, len, 1, NULL, !whole,
                      (flags & DLTI_QUERY_TEXT_MAPPED) != 0, top);
}

dlti_status dlti_parse_source_at(dlti_context *ctx, const char *name,
                                 const char *text, size_t len,
                                 unsigned first_line, dlti_op **top)
{
    return dl_text_parse_source(ctx, name, text, len, first_line, top);
}

/* Parses one type or attribute that must span the whole string; `in`: in
 * the scope of a parsed file (dlti_parse_type_in), whose aliases are `kept`
 * (NULL: it has none). */
static dlti_status parse_standalone(dlti_context *ctx, const char *name,
                                    const char *text, size_t len,
                                    const dlti_type **type,
                                    const dlti_attr **attr, bool in,
                                    struct dl_kept_aliases *kept)
{
    const char *file = dl_ir_register_source(ctx, name,
                                          text ? text : "", text ? len : 0, 1);
    if (!file)
        return DLTI_ERR_NOMEM;
    parser p;
    parser_init(&p, ctx, file, text, len, 1);
    p.file_scope = in;
    if (kept)
        for (int i = 0; i < 2; i++) /* borrowed: only read */
            *kept_map(&p.alias, i) = *kept_map(&kept->maps, i);
    dlti_status st = default_builtin(&p);
    if (st == DLTI_OK) {
        next(&p);
        st = type ? dl_text_parse_type(&p, type) : dl_text_parse_attr(&p, attr);
    }
    if (st == DLTI_OK && !is(&p, DL_TOK_EOF))
        st = dl_text_err_at(&p, p.tok.off, "found trailing characters: '%.*s'",
                    (int)(p.lx.len - p.tok.off), p.lx.buf + p.tok.off);
    if (kept)
        for (int i = 0; i < 2; i++)
            *kept_map(&p.alias, i) = (smap){NULL, 0, 0};
    parser_free(&p);
    if (st != DLTI_OK) {
        if (type)
            *type = NULL;
        if (attr)
            *attr = NULL;
    }
    return st;
}

dlti_status dlti_parse_type(dlti_context *ctx, const char *text, size_t len,
                            const dlti_type **type)
{
    if (type)
        *type = NULL;
    if (!ctx || !type || (!text && len))
        return DLTI_ERR_MISUSE;
    return parse_standalone(ctx, "<mlir_parser_buffer>", text, len, type,
                            NULL, false, NULL);
}

dlti_status dlti_parse_type_named(dlti_context *ctx, const char *name,
                                  const char *text, size_t len,
                                  const dlti_type **type)
{
    if (type)
        *type = NULL;
    if (!ctx || !type || (!text && len))
        return DLTI_ERR_MISUSE;
    return parse_standalone(ctx, name ? name : "<mlir_parser_buffer>", text,
                            len, type, NULL, false, NULL);
}

/* The aliases kept of the file that op (or its top-level module) was
 * parsed from, or NULL. */
static struct dl_kept_aliases *kept_of(const dlti_op *op)
{
    const dlti_op *top = op;
    while (top->parent)
        top = top->parent;
    struct dl_kept_aliases *k = op->ctx->kept_aliases;
    while (k && k->top != top)
        k = k->next;
    return k;
}

dlti_status dlti_parse_type_in(const dlti_op *op, const char *name,
                               const char *text, size_t len,
                               const dlti_type **type)
{
    if (type)
        *type = NULL;
    if (!op || !type || (!text && len))
        return DLTI_ERR_MISUSE;
    return parse_standalone(op->ctx, name ? name : "<mlir_parser_buffer>",
                            text, len, type, NULL, true, kept_of(op));
}

dlti_status dlti_parse_attr(dlti_context *ctx, const char *text, size_t len,
                            const dlti_attr **attr)
{
    if (attr)
        *attr = NULL;
    if (!ctx || !attr || (!text && len))
        return DLTI_ERR_MISUSE;
    return parse_standalone(ctx, "<mlir_parser_buffer>", text, len, NULL,
                            attr, false, NULL);
}

int dlti_file_attr_aliases(const dlti_op *op, dlti_alias_fn fn, void *user)
{
    struct dl_kept_aliases *k = op && fn ? kept_of(op) : NULL;
    if (!k)
        return 0;
    const smap *m = &k->maps.attr;
    for (size_t i = 0; i < m->cap; i++) {
        int r;
        if (m->slots[i].key && m->slots[i].val &&
            (r = fn(m->slots[i].key, m->slots[i].len,
                    ((const alias_def *)m->slots[i].val)->value, user)))
            return r;
    }
    return 0;
}
