/* ssa.c - SSA values and block labels: value names (`%N` ones in
 * pages), definitions, uses and forward references, and their scopes. */
#include "config.h"

#include "parser.h"

/* ===================================================================== */
/* SSA values and block names                                             */
/* ===================================================================== */

dlti_status dl_text_limit_result_number(parser *p, size_t off)
{
    dlti_loc l = loc_at(p, off);
    return dl_error(p->ctx, DLTI_ERR_LIMIT, &l,
                    "result number is too large (limit %u)", MAX_RESULT_NUMBER);
}

static ssa_slot *ssa_slot_at(parser *p, ssa_entry *e, unsigned num)
{
    while (e->slots.n <= num)
        if (!vec_push(p, &e->slots, sizeof(ssa_slot)))
            return NULL;
    return &VEC_AT(e->slots, ssa_slot, num);
}

/* Where the current entry of an SSA name is kept, and its interned text
 * (which serves as the name written into the IR, so that an op line costs
 * no string allocation). */
typedef struct ssa_cell {
    void **val;       /* ssa_entry *, NULL when the name has none */
    const char *text;
    size_t direct;    /* see ssa_entry */
    uint64_t hash;
} ssa_cell;

/* Names `%N` with N decimal below this, without leading zeros (what MLIR's
 * printer writes), are kept in a table indexed by N instead of hashed: 16
 * bytes a name against a hash slot's 32 at half load, and no hashing.
 * 2^20 covers the six-digit names of million-op files. */
#define SSA_DIRECT_MAX (1u << 20)

typedef struct ssa_direct {
    void *val;        /* ssa_entry *, or SSA_COMPACT */
    const char *text; /* interned, NULL until the name is first seen */
    /* With val SSA_COMPACT: the name's one value, result 0, defined (most
     * names: no entry made, no slot, nothing to give back). */
    const dlti_type *ctype;
    size_t coff;
} ssa_direct;

/* A direct cell's value defined in place (see ssa_direct); any other use
 * of the name makes it an entry first (ssa_promote).  Its definition is
 * logged as the cell's address with the low bit set (log_cell). */
static char ssa_compact_mark;
#define SSA_COMPACT ((void *)&ssa_compact_mark)

static inline ssa_entry *log_cell(ssa_direct *d)
{
    return (ssa_entry *)(void *)((uintptr_t)d | 1u);
}

/* The table comes in pages made on first use.  A streamed file numbers
 * its values across the whole module (%0 to %99999 in 100 funcs), but
 * only one body op's names are live: a page whose names have all gone is
 * reused, so the table stays a few pages instead of 32 bytes a value. */
#define SSA_PAGE_BITS 8
#define SSA_PAGE_CELLS ((size_t)1 << SSA_PAGE_BITS)

typedef struct ssa_page {
    ssa_direct cell[SSA_PAGE_CELLS];
    size_t texts;     /* cells with a text */
    struct ssa_page *next_spare;
    /* An earlier parse's (dl_text_ssa_pages_free): emptied before use.
     * (Keeping which cells a parse wrote cost a single file's parse 0.3%
     * more instructions; zeroing 8 KiB costs a chunk well under 1 us.) */
    bool used;
} ssa_page;

/* The pages of a parse, emptied, for the next parse in the context (a
 * split file's chunks each made and zeroed a table and a page). */
typedef struct ssa_kept {
    ssa_page **pages; /* all NULL */
    ssa_page *spare;
} ssa_kept;

/* The cell of `%N`, N = ix < SSA_DIRECT_MAX, or NULL if its page is not
 * made. */
static inline ssa_direct *ssa_direct_at(const parser *p, size_t ix)
{
    ssa_page *pg = p->ssa.pages ? p->ssa.pages[ix >> SSA_PAGE_BITS] : NULL;
    return pg ? &pg->cell[ix & (SSA_PAGE_CELLS - 1)] : NULL;
}

/* The table of pages: the context's kept one, or a new one. */
static COLD bool pages_table(parser *p)
{
    ssa_kept *k = dl_ir_kept_take(p->ctx, DL_KEPT_SSA);
    if (k) {
        p->ssa.pages = k->pages;
        p->ssa.spare = k->spare;
        free(k);
        return true;
    }
    p->ssa.pages = calloc(SSA_DIRECT_MAX >> SSA_PAGE_BITS, sizeof *p->ssa.pages);
    return p->ssa.pages != NULL;
}

/* A page for `%N`, N = ix: a spare one (emptied if an earlier parse's),
 * or a new one. */
static COLD ssa_page *page_new(parser *p, size_t ix)
{
    size_t i = ix >> SSA_PAGE_BITS;
    ssa_page **slot = &p->ssa.pages[i];
    if (!p->ssa.page_hi || i < p->ssa.page_lo)
        p->ssa.page_lo = i;
    if (i >= p->ssa.page_hi)
        p->ssa.page_hi = i + 1;
    ssa_page *pg = p->ssa.spare;
    if (pg) {
        p->ssa.spare = pg->next_spare;
        pg->next_spare = NULL;
        if (pg->used)
            memset(pg, 0, sizeof *pg);
    } else {
        pg = calloc(1, sizeof *pg);
    }
    return *slot = pg;
}

static ssa_page *ssa_page_make(parser *p, size_t ix)
{
    if (!p->ssa.pages && !pages_table(p))
        return NULL;
    ssa_page *pg = p->ssa.pages[ix >> SSA_PAGE_BITS];
    return pg ? pg : page_new(p, ix);
}

/* Streaming: `%N`'s text went with its op's IR.  Its page is set aside
 * once it holds no text and no value (names of the module's own region
 * outlive the body op's IR). */
void dl_text_ssa_text_gone(parser *p, size_t ix)
{
    ssa_page **slot = &p->ssa.pages[ix >> SSA_PAGE_BITS];
    ssa_page *pg = *slot;
    pg->cell[ix & (SSA_PAGE_CELLS - 1)].text = NULL;
    if (--pg->texts)
        return;
    for (size_t i = 0; i < SSA_PAGE_CELLS; i++)
        if (pg->cell[i].val)
            return;
    *slot = NULL;
    pg->next_spare = p->ssa.spare;
    p->ssa.spare = pg;
}

static void spares_free(ssa_page *pg)
{
    for (ssa_page *n; pg; pg = n) {
        n = pg->next_spare;
        free(pg);
    }
}

void dl_text_ssa_kept_free(dlti_context *ctx)
{
    ssa_kept *k = dl_ir_kept_take(ctx, DL_KEPT_SSA);
    if (k) {
        free(k->pages);
        spares_free(k->spare);
        free(k);
    }
}

void dl_text_ssa_pages_free(parser *p)
{
    /* Every page, with the table, for the next parse, which empties a
     * page as it takes it, where the context serves several files; or
     * freed. */
    /* (only a context that served a file serves another) */
    ssa_kept *k = p->ssa.pages && p->ctx->files > 0 ? malloc(sizeof *k)
                                                   : NULL;
    if (p->ssa.pages)
        for (size_t i = p->ssa.page_lo; i < p->ssa.page_hi; i++) {
            ssa_page *pg = p->ssa.pages[i];
            if (!pg)
                continue;
            p->ssa.pages[i] = NULL;
            if (k) {
                pg->used = true;
                pg->next_spare = p->ssa.spare;
                p->ssa.spare = pg;
            } else {
                free(pg);
            }
        }
    if (k) {
        *k = (ssa_kept){p->ssa.pages, p->ssa.spare};
        if (!dl_ir_kept_give(p->ctx, DL_KEPT_SSA, k, DL_FREE_TEXT,
                             dl_text_teardown)) {
            free(k);
            k = NULL;
        }
    }
    if (!k) {
        free(p->ssa.pages);
        spares_free(p->ssa.spare);
    }
    p->ssa.pages = NULL;
    p->ssa.spare = NULL;
}

/* The digits of `%N` as a number, eight bytes at a time (a byte at a
 * time cost a definition ~12 instructions more): the word at name + 1
 * shifted so that the digits end it and '0's lead them, checked to be all
 * digits and combined in three multiplies (simdjson's way).  It reads up
 * to name + 9: only where that is inside the parser's text.
 * Little-endian only: the first digit must be the lowest byte. */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define SSA_DIGITS8 1
static inline size_t ssa_digits8(const char *name, size_t len)
{
    unsigned shift = 8 * (unsigned)(9 - len); /* 1..7 digits: 56..8 */
    uint64_t w = load64(name + 1) << shift;
    w |= UINT64_C(0x3030303030303030) >> (64 - shift);
    const uint64_t hi = UINT64_C(0xF0F0F0F0F0F0F0F0);
    if (((w & hi) | (((w + UINT64_C(0x0606060606060606)) & hi) >> 4)) !=
        UINT64_C(0x3333333333333333))
        return SIZE_MAX;
    uint64_t d = w - UINT64_C(0x3030303030303030);
    const uint64_t lanes = UINT64_C(0x000000FF000000FF);
    d = d * 10 + (d >> 8);
    d = ((d & lanes) * (100 + (UINT64_C(1000000) << 32)) +
         ((d >> 16) & lanes) * (1 + (UINT64_C(10000) << 32))) >>
        32;
    uint32_t v = (uint32_t)d;
    return v < SSA_DIRECT_MAX ? (size_t)v : SIZE_MAX;
}
#else
#define SSA_DIGITS8 0
static inline size_t ssa_digits8(const char *name, size_t len)
{
    (void)name;
    (void)len;
    return SIZE_MAX;
}
#endif

static inline size_t ssa_direct_index(const parser *p, const char *name,
                                      size_t len)
{
    if (len < 2 || len > 8 || (name[1] == '0' && len > 2))
        return SIZE_MAX;
    uintptr_t at = (uintptr_t)name, buf = (uintptr_t)p->lx.buf;
    if (SSA_DIGITS8 && at >= buf && at - buf < p->lx.len &&
        p->lx.len - (at - buf) >= 9)
        return ssa_digits8(name, len);
    size_t v = 0;
    for (size_t i = 1; i < len; i++) {
        unsigned d = (unsigned)(unsigned char)name[i] - '0';
        if (d > 9)
            return SIZE_MAX;
        v = v * 10 + d;
    }
    return v < SSA_DIRECT_MAX ? v : SIZE_MAX;
}

/* Gives cell `d` of `%N` (N = ix, on page pg) its text. */
static inline dlti_status cell_text(parser *p, ssa_page *pg, ssa_direct *d,
                                    size_t ix, const char *name, size_t len)
{
    if (!(d->text = dl_text_ir_string(p, name, len)))
        return DLTI_ERR_NOMEM;
    pg->texts++;
    /* The text goes with the streamed op's IR (dl_text_ir_rewind). */
    if (p->stream.owner)
        TRY(VEC_PUSH(p, p->stream.unit_names, size_t, ix));
    return DLTI_OK;
}

/* ssa_cell_of when the name is new or not in the direct table. */
static dlti_status ssa_cell_slow(parser *p, const char *name, size_t len,
                                 size_t ix, ssa_cell *c)
{
    c->direct = ix;
    if (ix != SIZE_MAX) {
        ssa_page *pg = ssa_page_make(p, ix);
        if (!pg)
            return nomem(p);
        ssa_direct *d = &pg->cell[ix & (SSA_PAGE_CELLS - 1)];
        if (!d->text)
            TRY(cell_text(p, pg, d, ix, name, len));
        c->val = &d->val;
        c->text = d->text;
        c->hash = 0;
        return DLTI_OK;
    }
    uint64_t h = smap_hash(name, len);
    size_t before = p->ssa.names.count;
    smap_slot *s = smap_slot_of(&p->ssa.names, name, len, h);
    if (!s)
        return nomem(p);
    if (p->ssa.names.count != before) {
        const char *in = dl_text_intern(p, name, len);
        if (!in)
            return DLTI_ERR_NOMEM;
        s->key = in;
    }
    c->val = &s->val;
    c->text = s->key;
    c->hash = h;
    return DLTI_OK;
}

/* The cell of SSA name `name`, made when absent. */
static inline dlti_status ssa_cell_of(parser *p, const char *name, size_t len,
                                      ssa_cell *c)
{
    size_t ix = ssa_direct_index(p, name, len);
    ssa_direct *d = ix != SIZE_MAX ? ssa_direct_at(p, ix) : NULL;
    if (d && d->text) {
        c->direct = ix;
        c->val = &d->val;
        c->text = d->text;
        c->hash = 0;
        return DLTI_OK;
    }
    return ssa_cell_slow(p, name, len, ix, c);
}

/* A new entry for the cell `c`, its value slots empty. */
static ssa_entry *ssa_entry_new(parser *p, const char *name, size_t len,
                                const ssa_cell *c)
{
    ssa_entry *e = p->ssa.free_entries;
    if (e)
        p->ssa.free_entries = e->next_free;
    else if (!(e = dl_text_parse_scratch_alloc(p, sizeof *e)))
        return NULL;
    memset(e, 0, sizeof *e);
    e->name = name;
    e->len = len;
    e->direct = c->direct;
    e->hash = c->hash;
    e->key = c->text;
    e->slots.data = (char *)&e->one;
    e->slots.cap = 1;
    *c->val = e;
    return e;
}

/* The entry of a cell whose value was defined in place: result 0 as the
 * entry path defines it; the log still holds the cell (scope_pop). */
static ssa_entry *ssa_promote(parser *p, const ssa_cell *c)
{
    const ssa_direct *d = (const ssa_direct *)(const void *)c->val;
    const dlti_type *type = d->ctype;
    size_t off = d->coff;
    ssa_entry *e = ssa_entry_new(p, c->text, dl_ir_interned_len(c->text), c);
    if (!e)
        return NULL;
    e->from_cell = true;
    e->one.type = type;
    e->one.off = off;
    e->one.state = SSA_DEF;
    e->slots.n = 1;
    return e;
}

/* The current entry of the cell `c` of `name` (created if there is
 * none), or NULL when memory ran out. */
static inline ssa_entry *ssa_cell_entry(parser *p, const char *name,
                                        size_t len, const ssa_cell *c)
{
    ssa_entry *e = *c->val;
    if (!e)
        return ssa_entry_new(p, name, len, c);
    if ((void *)e == SSA_COMPACT)
        return ssa_promote(p, c);
    return e;
}

/* The current entry of `name` (created if there is none), and its
 * interned name. */
static inline dlti_status ssa_entry_get(parser *p, const char *name,
                                        size_t len, ssa_entry **out,
                                        const char **text)
{
    ssa_cell c;
    TRY(ssa_cell_of(p, name, len, &c));
    ssa_entry *e = ssa_cell_entry(p, name, len, &c);
    if (!e)
        return DLTI_ERR_NOMEM;
    *out = e;
    if (text)
        *text = c.text;
    return DLTI_OK;
}

/* The current entry of `name`, or NULL. */
dlti_status dl_text_ssa_entry_find(parser *p, const char *name, size_t len,
                              ssa_entry **out, const char **text)
{
    ssa_cell c;
    TRY(ssa_cell_of(p, name, len, &c));
    ssa_entry *e = *c.val;
    if ((void *)e == SSA_COMPACT && !(e = ssa_promote(p, &c)))
        return DLTI_ERR_NOMEM;
    *out = e;
    if (text)
        *text = c.text;
    return DLTI_OK;
}

/* The current scope's push number: a scope opened later has a larger
 * one, and a scope still open that was opened no later than another
 * encloses it. */
static size_t scope_now(const parser *p)
{
    const vec *v = &p->ssa.scope_serials;
    return v->n ? VEC_AT(*v, size_t, v->n - 1) : 0;
}

/* Defines result `num` of `name`; *text receives the interned name. */
dlti_status dl_text_ssa_define(parser *p, const char *name, size_t len,
                          unsigned num, size_t off, const dlti_type *type,
                          const char **text)
{
    if (num > MAX_RESULT_NUMBER)
        return dl_text_limit_result_number(p, off);
    /* A `%N` name not in use: its value is defined in its cell (the entry
     * path cost a query line ~50 instructions more), here without
     * ssa_cell_of's call and second look at the page (~25 fewer). */
    size_t ix = num == 0 ? ssa_direct_index(p, name, len) : SIZE_MAX;
    if (ix != SIZE_MAX) {
        ssa_page *pg = ssa_page_make(p, ix);
        if (!pg)
            return nomem(p);
        ssa_direct *d = &pg->cell[ix & (SSA_PAGE_CELLS - 1)];
        if (!d->val) {
            if (!d->text)
                TRY(cell_text(p, pg, d, ix, name, len));
            if (text)
                *text = d->text;
            d->val = SSA_COMPACT;
            d->ctype = type;
            d->coff = off;
            return VEC_PUSH(p, p->ssa.log, ssa_entry *, log_cell(d));
        }
    }
    ssa_cell c;
    TRY(ssa_cell_of(p, name, len, &c));
    if (text)
        *text = c.text;
    ssa_entry *e = ssa_cell_entry(p, name, len, &c);
    if (!e)
        return DLTI_ERR_NOMEM;
    ssa_slot *s;
    if (num < e->slots.n) {
        s = &VEC_AT(e->slots, ssa_slot, num);
    } else if (num == e->slots.n && num < e->slots.cap) {
        /* the next slot, in place (a new entry's `one`) */
        s = &VEC_AT(e->slots, ssa_slot, num);
        memset(s, 0, sizeof *s);
        e->slots.n++;
    } else if (!(s = ssa_slot_at(p, e, num))) {
        return DLTI_ERR_NOMEM;
    }
    if (s->state == SSA_DEF) {
        dlti_status st = dl_text_err_at(p, off, "redefinition of SSA value '%.*s'",
                                (int)len, name);
        dl_text_note_at(p, s->off, "previously defined here");
        return st;
    }
    /* A value defined in a region that does not enclose its earlier uses
     * (a child region of theirs, or a sibling's): it does not dominate
     * them.  (MLIR parses this and its verifier says "operand #N does not
     * dominate this use".) */
    if (s->state == SSA_FWD && scope_now(p) > s->use_scope) {
        dlti_status st = dl_text_err_at(p, s->off, "value '%.*s' is used here but "
                                   "defined in a region that does not "
                                   "enclose this use: it does not dominate "
                                   "it", (int)len, name);
        dl_text_note_at(p, off, "defined here");
        return st == DLTI_OK ? DLTI_ERR_PARSE : st;
    }
    /* a skimmed op's results have no known type (NULL): any use fits */
    if (s->state == SSA_FWD && type && s->type != type) {
        dlti_status st = dl_text_err_at(p, off, "definition of SSA value '%.*s#%u' has "
                                        "type '%pT'",
                                (int)len, name, num, type);
        dl_text_note_at(p, s->off, "previously used here with type '%pT'", s->type);
        return st;
    }
    s->type = type;
    s->off = off;
    s->state = SSA_DEF;
    TRY(VEC_PUSH(p, p->ssa.log, ssa_entry *, e));
    return DLTI_OK;
}

/* Checks a use of `u` with `type` (recording a forward reference if it
 * is not defined yet); *text receives the interned name. */
dlti_status dl_text_ssa_resolve(parser *p, const ssa_use *u,
                           const dlti_type *type, const char **text)
{
    if (u->num > MAX_RESULT_NUMBER)
        return dl_text_limit_result_number(p, u->off);
    ssa_entry *e = NULL;
    TRY(dl_text_ssa_entry_find(p, u->name, u->len, &e, text));
    if (e && u->num < e->slots.n) {
        ssa_slot *s = &VEC_AT(e->slots, ssa_slot, u->num);
        if (s->state != SSA_NONE) {
            if (s->state == SSA_FWD && scope_now(p) < s->use_scope)
                s->use_scope = scope_now(p);
            if (s->type == type || !s->type)
                return DLTI_OK;
            dlti_status st = dl_text_err_at(p, u->off, "use of value '%.*s' expects "
                                               "different type than prior "
                                               "uses: '%pT' vs '%pT'",
                                    (int)u->len, u->name, type, s->type);
            dl_text_note_at(p, s->off, "prior use here");
            return st;
        }
    }
    if (e && e->slots.n && VEC_AT(e->slots, ssa_slot, 0).state == SSA_DEF)
        return dl_text_err_at(p, u->off, "reference to invalid result number");
    if (!e)
        TRY(ssa_entry_get(p, u->name, u->len, &e, text));
    ssa_slot *s = ssa_slot_at(p, e, u->num);
    if (!s)
        return DLTI_ERR_NOMEM;
    s->type = type;
    s->off = u->off;
    s->use_scope = scope_now(p);
    s->state = SSA_FWD;
    ssa_fwd f = {e, u->num, p->skim_depth > 0};
    TRY(VEC_PUSH(p, p->ssa.fwd, ssa_fwd, f));
    e->in_fwd = true;
    return DLTI_OK;
}

/* The region of an op kept as written has ended: the values it used and
 * nothing defined are taken to be defined by the op's text (the entry
 * arguments of `llvm.func @f(%arg0: !llvm.ptr)`, the induction variable
 * of `scf.for %i = ...`), in the region's scope as MLIR has them.  They
 * go out of scope with it: the next function's `%arg0` is a new value,
 * of its own type. */
void dl_text_ssa_skim_region_end(parser *p, size_t fwd_mark)
{
    for (size_t i = fwd_mark; i < p->ssa.fwd.n; i++) {
        const ssa_fwd *f = &VEC_AT(p->ssa.fwd, ssa_fwd, i);
        ssa_slot *s = &VEC_AT(f->e->slots, ssa_slot, f->num);
        if (f->lenient && s->state == SSA_FWD) {
            s->state = SSA_NONE;
            s->type = NULL;
        }
    }
}

/* ssa-use ::= `%`name (`#` digits)? */
dlti_status dl_text_parse_ssa_use(parser *p, bool allow_num, ssa_use *u)
{
    memset(u, 0, sizeof *u);
    u->name = ttext(p, p->tok);
    u->len = p->tok.len;
    u->off = p->tok.off;
    TRY(expect(p, DL_TOK_PERCENT, "expected SSA operand"));
    if (is(p, DL_TOK_HASH)) {
        if (!allow_num)
            return dl_text_err_cur(p, "result number not allowed in argument list");
        const char *s = ttext(p, p->tok) + 1;
        size_t n = p->tok.len - 1;
        uint64_t v = 0;
        bool ok = n > 0;
        for (size_t i = 0; i < n && ok; i++) {
            if (s[i] < '0' || s[i] > '9')
                ok = false;
            else if ((v = v * 10 + (uint64_t)(s[i] - '0')) > UINT_MAX)
                ok = false;
        }
        if (!ok)
            return dl_text_err_cur(p, "invalid SSA value result number");
        u->num = (unsigned)v;
        u->has_num = true;
        next(p);
    }
    return DLTI_OK;
}

static const char *value_text_num(parser *p, const char *base, unsigned num)
{
    size_t len = dl_ir_interned_len(base);
    char buf[64];
    char *tmp = len < sizeof buf - 16 ? buf : malloc(len + 16);
    if (!tmp) {
        nomem(p);
        return NULL;
    }
    memcpy(tmp, base, len);
    int k = snprintf(tmp + len, 16, "#%u", num);
    const char *r = dl_text_intern(p, tmp, len + (size_t)k);
    if (tmp != buf)
        free(tmp);
    return r;
}

/* The text of a value as written: the interned `base` name, with `#num`
 * when `has_num`. */
const char *dl_text_value_text(parser *p, const char *base,
                          unsigned num, bool has_num)
{
    return has_num ? value_text_num(p, base, num) : base;
}

dlti_status dl_text_scope_push(parser *p)
{
    TRY(VEC_PUSH(p, p->ssa.scope_marks, size_t, p->ssa.log.n));
    TRY(VEC_PUSH(p, p->ssa.scope_serials, size_t, ++p->ssa.pushes));
    if (p->ssa.nblks == p->ssa.capblks) {
        size_t nc = p->ssa.capblks ? p->ssa.capblks * 2 : 8;
        blk_scope *nb = realloc(p->ssa.blks, nc * sizeof *nb);
        if (!nb)
            return nomem(p);
        p->ssa.blks = nb;
        p->ssa.capblks = nc;
    }
    memset(&p->ssa.blks[p->ssa.nblks], 0, sizeof *p->ssa.blks);
    p->ssa.nblks++;
    return DLTI_OK;
}

dlti_status dl_text_scope_pop(parser *p)
{
    blk_scope *bs = &p->ssa.blks[p->ssa.nblks - 1];
    dlti_status st = DLTI_OK;
    for (size_t i = 0; i < bs->infos.n; i++) {
        blk_info *bi = VEC_AT(bs->infos, blk_info *, i);
        if (!bi->defined)
            st = dl_text_err_at(p, bi->ref_off, "reference to an undefined block");
    }
    dl_text_smap_free(&bs->map);
    p->ssa.nblks--;
    if (st != DLTI_OK)
        return st;
    size_t mark = VEC_AT(p->ssa.scope_marks, size_t, p->ssa.scope_marks.n - 1);
    p->ssa.scope_marks.n--;
    p->ssa.scope_serials.n--;
    /* The names defined in the scope go out of scope.  An entry appears
     * here once per defined result: only the first detaches it. */
    size_t mask = p->ssa.names.cap - 1;
    for (size_t i = mark; i < p->ssa.log.n; i++) {
        ssa_entry *e = VEC_AT(p->ssa.log, ssa_entry *, i);
        void **val;
        if ((uintptr_t)e & 1u) {
            /* a value defined in its cell, or the entry it became */
            ssa_direct *d = (ssa_direct *)(void *)((uintptr_t)e - 1u);
            if (d->val == SSA_COMPACT) {
                d->val = NULL;
                continue;
            }
            e = d->val;
            if (!e || !e->from_cell)
                continue;
            val = &d->val;
        } else if (e->direct != SIZE_MAX) {
            ssa_direct *d = ssa_direct_at(p, e->direct);
            if (!d)
                continue; /* (a page is set aside only without values) */
            val = &d->val;
        } else {
            /* Keys are unique interned pointers: no string comparison. */
            smap_slot *s = &p->ssa.names.slots[e->hash & mask];
            while (s->key != e->key)
                s = &p->ssa.names.slots[(size_t)(s - p->ssa.names.slots + 1) & mask];
            val = &s->val;
        }
        if (*val != e)
            continue;
        *val = NULL;
        if (!e->in_fwd) {
            e->next_free = p->ssa.free_entries;
            p->ssa.free_entries = e;
        }
    }
    p->ssa.log.n = mark;
    return DLTI_OK;
}

dlti_status dl_text_block_info(parser *p, dl_token t, blk_info **out)
{
    blk_scope *bs = &p->ssa.blks[p->ssa.nblks - 1];
    blk_info *bi = smap_get(&bs->map, ttext(p, t), t.len);
    if (!bi) {
        bi = dl_text_parse_scratch_alloc(p, sizeof *bi);
        if (!bi)
            return DLTI_ERR_NOMEM;
        bi->ref_off = t.off;
        bi->defined = false;
        if (!dl_text_smap_put(&bs->map, ttext(p, t), t.len, bi))
            return nomem(p);
        TRY(VEC_PUSH(p, bs->infos, blk_info *, bi));
    }
    *out = bi;
    return DLTI_OK;
}
