/* loc.c - locations: `loc(...)` attributes, and the `loc(...)` after
 * operations and block arguments. */
#include "config.h"

#include "parser.h"
#include "../print/printer.h"
#include "ptrmap.h"

static dlti_status parse_location_instance(parser *p, const dlti_attr **out);

/* ---- locations ---------------------------------------------------------- */

/* A location attribute is raw text, `loc(...)` as MLIR prints it, with
 * the locations nested in it (and a fused location's metadata) kept as
 * refs: the printer prints each nested location under its own `#loc`
 * alias, as MLIR does, or inline without its `loc(` `)`.  Fused locations
 * are made canonical as MLIR's FusedLoc::get makes them.  Without `out`
 * (the location after an op) a location is only checked. */

bool dl_text_attr_is_location(const dlti_attr *a)
{
    return dl_ir_attr_kind_of(a) == DL_AT_RAW &&
           strncmp(((const dl_raw_key *)a->key)->text, "loc(", 4) == 0;
}

/* The text of a location being built and the objects it refers to: in
 * the frame of a make_* function, which runs once the nested locations
 * are parsed (a parse nested 512 deep keeps its frames small). */
typedef struct loc_out {
    char *t;
    size_t len, cap;
    bool failed;
    dl_opaque_ref *refs;
    size_t n, rcap;
    char small[192];
    dl_opaque_ref small_refs[4];
} loc_out;

static void lo_init(loc_out *o)
{
    o->t = o->small;
    o->cap = sizeof o->small;
    o->len = 0;
    o->failed = false;
    o->refs = o->small_refs;
    o->n = 0;
    o->rcap = sizeof o->small_refs / sizeof *o->small_refs;
}

/* Room for `need` more elements in the array *data of *cap, `used` of
 * them taken, that starts in the frame's `small` and moves to the heap
 * once it outgrows it; false when memory ran out. */
static bool lo_room(void **data, void *small, size_t *cap, size_t used,
                    size_t need, size_t esz)
{
    if (*cap - used >= need)
        return true;
    size_t cap2 = *cap;
    while (cap2 - used < need) {
        if (cap2 > SIZE_MAX / 2 / esz)
            return false;
        cap2 *= 2;
    }
    void *d = *data == small ? malloc(cap2 * esz) : realloc(*data, cap2 * esz);
    if (!d)
        return false;
    if (*data == small)
        memcpy(d, small, used * esz);
    *data = d;
    *cap = cap2;
    return true;
}

static void lo_putn(loc_out *o, const char *s, size_t n)
{
    if (o->failed)
        return;
    if (!lo_room((void **)&o->t, o->small, &o->cap, o->len, n, 1)) {
        o->failed = true;
        return;
    }
    memcpy(o->t + o->len, s, n);
    o->len += n;
}

static void lo_put(loc_out *o, const char *s) { lo_putn(o, s, strlen(s)); }

static void lo_u32(loc_out *o, unsigned v)
{
    char tmp[24];
    char *e = tmp + sizeof tmp, *d = dl_ir_fmt_u64(e, v);
    lo_putn(o, d, (size_t)(e - d));
}

static void lo_ref(loc_out *o, const dlti_attr *a)
{
    if (!lo_room((void **)&o->refs, o->small_refs, &o->rcap, o->n, 1,
                 sizeof *o->refs)) {
        o->failed = true;
        return;
    }
    o->refs[o->n++] = (dl_opaque_ref){ .at = o->len, .obj = a };
}

static void lo_free(loc_out *o)
{
    if (o->t != o->small)
        free(o->t);
    if (o->refs != o->small_refs)
        free(o->refs);
}

/* The location `o` holds, its `)` put last; `o` is freed. */
static dlti_status lo_make(parser *p, loc_out *o, const dlti_attr **out)
{
    lo_put(o, ")");
    *out = o->failed ? NULL
                     : dl_ir_raw_attr_refs(p->ctx, o->t, o->len, o->refs, o->n);
    lo_free(o);
    return *out ? DLTI_OK : nomem(p);
}

static const dlti_attr *unknown_loc(parser *p)
{
    return dl_ir_raw_attr(p->ctx, "loc(unknown)", 12);
}

/* `loc(` and the string `t`, quoted as MLIR prints it: as written when it
 * holds only printable characters other than `\`. */
static dlti_status lo_start_string(parser *p, loc_out *o, dl_token t)
{
    lo_put(o, "loc(");
    const char *w = ttext(p, t);
    bool plain = true;
    for (size_t i = 1; i + 1 < t.len && plain; i++)
        plain = w[i] >= 0x20 && w[i] < 0x7f && w[i] != '\\';
    if (plain) {
        lo_putn(o, w, t.len);
        return DLTI_OK;
    }
    const char *s = NULL;
    size_t n = 0;
    TRY(dl_text_tok_string(p, t, &s, &n));
    dl_buf b = { 0 };
    P pp;
    dl_text_pr_init(&pp, &b);
    dl_text_pr_quoted(&pp, s, n);
    if (b.failed)
        o->failed = true;
    else
        lo_putn(o, b.data, b.len);
    dl_buf_free(&b);
    return DLTI_OK;
}

/* `o` begun with `loc(` and the string `t`; freed on failure. */
static dlti_status lo_begin_string(parser *p, loc_out *o, dl_token t)
{
    lo_init(o);
    dlti_status st = lo_start_string(p, o, t);
    if (st != DLTI_OK)
        lo_free(o);
    return st;
}

/* A FileLineColRange as MLIR's printer has it: one position as `:l:c`, a
 * range on one line as `:l:c to :c2`. */
static dlti_status make_file_line_col(parser *p, dl_token file,
                                      const unsigned pos[4],
                                      const dlti_attr **out)
{
    loc_out o;
    TRY(lo_begin_string(p, &o, file));
    lo_put(&o, ":");
    lo_u32(&o, pos[0]);
    lo_put(&o, ":");
    lo_u32(&o, pos[1]);
    if (pos[2] != pos[0]) {
        lo_put(&o, " to ");
        lo_u32(&o, pos[2]);
        lo_put(&o, ":");
        lo_u32(&o, pos[3]);
    } else if (pos[3] != pos[1]) {
        lo_put(&o, " to :");
        lo_u32(&o, pos[3]);
    }
    return lo_make(p, &o, out);
}

static dlti_status make_name(parser *p, dl_token name, const dlti_attr *child,
                             const dlti_attr **out)
{
    loc_out o;
    TRY(lo_begin_string(p, &o, name));
    if (child && child != unknown_loc(p)) {
        lo_put(&o, "(");
        lo_ref(&o, child);
        lo_put(&o, ")");
    }
    return lo_make(p, &o, out);
}

static dlti_status make_callsite(parser *p, const dlti_attr *callee,
                                 const dlti_attr *caller, const dlti_attr **out)
{
    loc_out o;
    lo_init(&o);
    lo_put(&o, "loc(callsite(");
    lo_ref(&o, callee);
    lo_put(&o, " at ");
    lo_ref(&o, caller);
    lo_put(&o, ")");
    return lo_make(p, &o, out);
}

/* Arrays and dictionaries nested in `a`, at most: MLIR's alias depth
 * counts each between a fused location and the aliases in its metadata
 * (a ref's `levels`; exact when those aliases lie deepest). */
static unsigned container_depth(const dlti_attr *a)
{
    unsigned d = 0;
    if (dl_ir_attr_kind_of(a) == DL_AT_ARRAY) {
        const dl_attr_list_key *k = dl_ir_attr_list(a);
        for (size_t i = 0; i < k->n; i++) {
            unsigned c = container_depth(k->elems[i]);
            d = c > d ? c : d;
        }
        return d + 1;
    }
    if (dl_ir_attr_kind_of(a) == DL_AT_DICT) {
        const dl_dict_key *k = dl_ir_dict(a);
        for (size_t i = 0; i < k->n; i++) {
            unsigned c = container_depth(k->elems[i].value);
            d = c > d ? c : d;
        }
        return d + 1;
    }
    return 0;
}

/* `loc(fused<meta>[locs])`; no locations: `[unknown]`. */
static dlti_status make_fused(parser *p, const dlti_attr *meta,
                              const dlti_attr *const *locs, size_t n,
                              const dlti_attr **out)
{
    loc_out o;
    lo_init(&o);
    lo_put(&o, "loc(fused");
    if (meta) {
        lo_put(&o, "<");
        lo_ref(&o, meta);
        if (!o.failed)
            o.refs[o.n - 1].levels = container_depth(meta);
        lo_put(&o, ">");
    }
    lo_put(&o, "[");
    if (!n) {
        const dlti_attr *u = unknown_loc(p);
        if (!u) {
            lo_free(&o);
            return nomem(p);
        }
        lo_ref(&o, u);
    }
    for (size_t i = 0; i < n; i++) {
        if (i)
            lo_put(&o, ", ");
        lo_ref(&o, locs[i]);
    }
    lo_put(&o, "]");
    return lo_make(p, &o, out);
}

static dlti_status parse_unsigned_tok(parser *p, unsigned *v)
{
    uint64_t u;
    if (!dl_text_tok_uint64(&p->lx, p->tok, &u) || u > UINT_MAX)
        return DLTI_ERR_PARSE;
    *v = (unsigned)u;
    return DLTI_OK;
}

/* `line[:col [to [line]:col]]` after `"file":`: a FileLineColRange (a
 * line alone has column 0; the end is the start unless given). */
static dlti_status file_line_col(parser *p, dl_token file, const dlti_attr **out)
{
    static const char *const line_msg =
        "expected integer line number in FileLineColRange";
    static const char *const col_msg =
        "expected integer column number in FileLineColRange";
    unsigned pos[4] = { 0, 0, 0, 0 }; /* line, column; end line, column */
    if (!is(p, DL_TOK_INT) || parse_unsigned_tok(p, &pos[0]) != DLTI_OK)
        return dl_text_err_wrong(p, "%s", line_msg);
    next(p);
    if (consume_if(p, DL_TOK_COLON)) {
        if (!is(p, DL_TOK_INT))
            return dl_text_err_wrong(p, "%s", col_msg);
        if (parse_unsigned_tok(p, &pos[1]) != DLTI_OK)
            return dl_text_err_cur(p, "%s", col_msg);
        next(p);
        pos[2] = pos[0];
        pos[3] = pos[1];
        if (is_kw(p, "to")) {
            next(p);
            if (is(p, DL_TOK_INT)) {
                if (parse_unsigned_tok(p, &pos[2]) != DLTI_OK)
                    return dl_text_err_wrong(p, "%s", line_msg);
                next(p);
            }
            if (!consume_if(p, DL_TOK_COLON))
                return dl_text_err_wrong(p, "expected either integer or `:` "
                                         "post `to` in FileLineColRange");
            if (!is(p, DL_TOK_INT))
                return dl_text_err_wrong(p, "%s", col_msg);
            if (parse_unsigned_tok(p, &pos[3]) != DLTI_OK)
                return dl_text_err_cur(p, "%s", col_msg);
            next(p);
        }
    } else {
        pos[2] = pos[0];
    }
    return out ? make_file_line_col(p, file, pos, out) : DLTI_OK;
}

/* `"name"` or `"name"(child)`, after the name's token: a NameLoc. */
static dlti_status name_loc(parser *p, dl_token name, const dlti_attr **out)
{
    const dlti_attr *child = NULL;
    if (consume_if(p, DL_TOK_LPAREN)) {
        TRY(parse_location_instance(p, out ? &child : NULL));
        TRY(expect(p, DL_TOK_RPAREN,
                   "expected ')' after child location of NameLoc"));
    }
    return out ? make_name(p, name, child, out) : DLTI_OK;
}

static dlti_status callsite_loc(parser *p, const dlti_attr **out)
{
    const dlti_attr *callee = NULL, *caller = NULL;
    next(p);
    TRY(expect(p, DL_TOK_LPAREN, "expected '(' in callsite location"));
    TRY(parse_location_instance(p, out ? &callee : NULL));
    if (!is_kw(p, "at"))
        return dl_text_err_wrong(p, "expected 'at' in callsite location");
    next(p);
    TRY(parse_location_instance(p, out ? &caller : NULL));
    TRY(expect(p, DL_TOK_RPAREN, "expected ')' in callsite location"));
    return out ? make_callsite(p, callee, caller, out) : DLTI_OK;
}

/* The metadata (or NULL) and locations of a fused location `a` made by
 * make_fused: its refs, the metadata first when it has some. */
static bool fused_parts(const dlti_attr *a, const dlti_attr **meta,
                        const dl_opaque_ref **locs, size_t *n)
{
    if (!dl_text_attr_is_location(a))
        return false;
    const dl_raw_key *k = (const dl_raw_key *)a->key;
    bool with_meta = strncmp(k->text, "loc(fused<", 10) == 0;
    if (!k->n_refs || (!with_meta && strncmp(k->text, "loc(fused[", 10) != 0))
        return false;
    *meta = with_meta ? k->refs[0].obj : NULL;
    *locs = k->refs + with_meta;
    *n = k->n_refs - with_meta;
    return true;
}

/* The locations of a fused location being parsed, without repeats
 * (found by a scan of a few, then through a set). */
typedef struct loc_list {
    const dlti_attr **v;
    size_t n, cap;
    bool failed;
    ptrmap seen;
} loc_list;

enum { LIST_SCAN = 16 };

static void list_add(loc_list *l, const dlti_attr *a)
{
    size_t dummy;
    if (l->n <= LIST_SCAN) {
        for (size_t i = 0; i < l->n; i++)
            if (l->v[i] == a)
                return;
    } else if (dl_ir_pm_get(&l->seen, a, &dummy)) {
        return;
    }
    if (l->n == LIST_SCAN)
        for (size_t i = 0; i < l->n; i++)
            dl_ir_pm_put(&l->seen, l->v[i], i);
    if (l->n >= LIST_SCAN)
        dl_ir_pm_put(&l->seen, a, l->n);
    if (l->seen.failed)
        l->failed = true;
    if (!dl_array_reserve((void **)&l->v, &l->cap, l->n, sizeof *l->v, 8)) {
        l->failed = true;
        return;
    }
    l->v[l->n++] = a;
}

/* `fused[<metadata>][locs]`, canonical as MLIR's FusedLoc::get: a fused
 * location of the same metadata is taken apart, unknown locations and
 * repeats are dropped; none left is unknown (`fused<m>[unknown]` with
 * metadata), one left without metadata is that location. */
static dlti_status fused_loc(parser *p, const dlti_attr **out)
{
    const dlti_attr *meta = NULL;
    next(p);
    if (consume_if(p, DL_TOK_LESS)) {
        TRY(dl_text_parse_attr(p, &meta));
        TRY(expect(p, DL_TOK_GREATER,
                   "expected '>' after fused location metadata"));
    }
    TRY(expect(p, DL_TOK_LSQUARE, "expected '[' in fused location"));
    loc_list list = { 0 };
    dlti_status st = DLTI_OK;
    if (!consume_if(p, DL_TOK_RSQUARE)) {
        do {
            const dlti_attr *l = NULL, *m;
            const dl_opaque_ref *sub;
            size_t ns;
            st = parse_location_instance(p, out ? &l : NULL);
            if (st != DLTI_OK || !out)
                continue;
            if (fused_parts(l, &m, &sub, &ns) && m == meta) {
                for (size_t i = 0; i < ns; i++)
                    list_add(&list, sub[i].obj);
            } else if (l != unknown_loc(p)) {
                list_add(&list, l);
            }
        } while (st == DLTI_OK && consume_if(p, DL_TOK_COMMA));
        if (st == DLTI_OK)
            st = expect(p, DL_TOK_RSQUARE, "expected ']' in fused location");
    }
    if (st == DLTI_OK && out) {
        if (list.failed)
            st = nomem(p);
        else if (list.n == 1 && !meta)
            *out = list.v[0];
        else if (list.n == 0 && !meta)
            st = (*out = unknown_loc(p)) ? DLTI_OK : nomem(p);
        else
            st = make_fused(p, meta, list.v, list.n, out);
    }
    free(list.v);
    dl_ir_pm_free(&list.seen);
    return st;
}

static dlti_status location_instance_body(parser *p, const dlti_attr **out)
{
    if (is(p, DL_TOK_STRING)) {
        dl_token t = p->tok;
        next(p);
        if (consume_if(p, DL_TOK_COLON))
            return file_line_col(p, t, out);
        return name_loc(p, t, out);
    }
    if (is(p, DL_TOK_HASH)) {
        const dlti_attr *a = NULL;
        TRY(dl_text_parse_extended_attr(p, &a));
        if (!dl_text_attr_is_location(a)) {
            return dl_text_err_cur(p, "expected location attribute, but got%pA", a);
        }
        if (out)
            *out = a;
        return DLTI_OK;
    }
    if (!is(p, DL_TOK_BARE))
        return dl_text_err_wrong(p, "expected location instance");
    if (is_kw(p, "callsite"))
        return callsite_loc(p, out);
    if (is_kw(p, "fused"))
        return fused_loc(p, out);
    if (is_kw(p, "unknown")) {
        next(p);
        if (out && !(*out = unknown_loc(p)))
            return nomem(p);
        return DLTI_OK;
    }
    return dl_text_err_wrong(p, "expected location instance");
}

static dlti_status parse_location_instance(parser *p, const dlti_attr **out)
{
    TRY(enter(p));
    dlti_status st = location_instance_body(p, out);
    leave(p);
    return st;
}

dlti_status dl_text_parse_loc_attr(parser *p, const dlti_attr **out)
{
    next(p);
    TRY(expect(p, DL_TOK_LPAREN, "expected '(' in inline location"));
    TRY(parse_location_instance(p, out));
    return expect(p, DL_TOK_RPAREN, "expected ')' in inline location");
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
            TRY(parse_location_instance(p, NULL));
            return expect(p, DL_TOK_RPAREN, "expected ')' in location");
        }
        const alias_def *def = dl_text_alias_get(&p->alias.attr, name, n);
        if (def) {
            TRY(dl_text_use_alias(p, def, t.off, t.len));
            const dlti_attr *a = def->value;
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
        TRY(parse_location_instance(p, NULL));
    }
    return expect(p, DL_TOK_RPAREN, "expected ')' in location");
}
