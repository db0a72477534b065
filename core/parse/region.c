/* region.c - regions and blocks, and streaming the module's body one
 * op at a time (dl_text_parse_stream). */
#include "config.h"

#define _DEFAULT_SOURCE /* madvise */
#include <sys/mman.h>
#include <unistd.h>

#include "parser.h"

/* ===================================================================== */
/* Regions and blocks                                                     */
/* ===================================================================== */

dl_block *dl_text_new_block(parser *p)
{
    return dl_text_ir_alloc(p, sizeof(dl_block));
}

void dl_text_region_append(dl_region *r, dl_block *b)
{
    if (r->last)
        r->last->next = b;
    else
        r->first = b;
    r->last = b;
}

/* Defines the block argument `u` and adds it to `args`. */
static dlti_status add_block_arg(parser *p, vec *args, const ssa_use *u,
                                 const dlti_type *type)
{
    const char *base = NULL;
    TRY(dl_text_ssa_define(p, u->name, u->len, u->num, u->off, type, &base));
    dl_block_arg a;
    a.name = dl_text_value_text(p, base, u->num, u->has_num);
    if (!a.name)
        return DLTI_ERR_NOMEM;
    a.type = type;
    TRY(VEC_PUSH(p, *args, dl_block_arg, a));
    return DLTI_OK;
}

/* Gives the block the arguments collected in `args`. */
static dlti_status set_block_args(parser *p, dl_block *b, const vec *args)
{
    if (args->n > UINT_MAX)
        return dl_text_err_cur(p, "too many block arguments");
    b->nargs = (unsigned)args->n;
    b->args = dl_text_vec_to_arena(p, args, sizeof *b->args);
    return args->n && !b->args ? DLTI_ERR_NOMEM : DLTI_OK;
}

static dlti_status parse_block_args(parser *p, dl_block *b, vec *args)
{
    TRY(expect(p, DL_TOK_LPAREN, "expected '('"));
    if (consume_if(p, DL_TOK_RPAREN))
        return DLTI_OK;
    do {
        ssa_use u;
        TRY(dl_text_parse_ssa_use(p, true, &u));
        TRY(expect(p, DL_TOK_COLON, "expected ':' and type for SSA operand"));
        const dlti_type *t = NULL;
        TRY(dl_text_parse_type(p, &t));
        TRY(parse_trailing_loc(p));
        TRY(add_block_arg(p, args, &u, t));
    } while (consume_if(p, DL_TOK_COMMA));
    TRY(set_block_args(p, b, args));
    return expect(p, DL_TOK_RPAREN, "expected ')'");
}

/* Gives back the pages of a mapped input that lie wholly before the
 * current line: they are read again from the file if ever needed.  Once
 * a megabyte has passed, not after every body op: each call costs a
 * system call and a TLB flush (100 calls on a 6 MB file). */
#define DROP_TEXT_MIN ((uintptr_t)1 << 20)

void dl_text_drop_text(parser *p)
{
    if (p->tok.off - p->stream.text_dropped < DROP_TEXT_MIN)
        return;
    long page = sysconf(_SC_PAGESIZE);
    if (page <= 0)
        return;
    uintptr_t base = (uintptr_t)p->lx.buf;
    uintptr_t from = (base + p->stream.text_dropped + (uintptr_t)page - 1) &
                     ~(uintptr_t)(page - 1);
    uintptr_t to = (base + p->tok.off) & ~(uintptr_t)(page - 1);
    if (to > from && madvise((void *)from, to - from, MADV_DONTNEED) == 0)
        p->stream.text_dropped = to - base;
}

/* Makes the mapped input's next 256 KiB present in one call, 128 KiB at
 * a time: a fault on each 16 pages cost ~2.7 us a page on a virtual
 * machine, the call ~1.9.  (A megabyte ahead, ~1.6, held 0.7 MB more.) */
#define READ_AHEAD ((size_t)256 * 1024)

void dl_text_read_ahead(parser *p)
{
    size_t at = p->tok.off, len = p->lx.len;
    if (p->stream.text_ready >= len ||
        at + READ_AHEAD / 2 < p->stream.text_ready)
        return;
    size_t from = p->stream.text_ready > at ? p->stream.text_ready : at;
    size_t to = len - at > READ_AHEAD ? at + READ_AHEAD : len;
    dl_pages_ready_read(p->lx.buf + from, to - from);
    p->stream.text_ready = to;
}

/* The op just parsed into the streamed module's body goes to the hook,
 * then out of the block, its IR given back. */
static dlti_status stream_unit(parser *p, dl_block *b, dlti_op *top)
{
    TRY(p->stream.hooks->unit(p->stream.hooks->user, top, b->last,
                              p->skimmed));
    b->first = b->last = NULL;
    unsigned lanes = p->stream.hooks->lanes;
    if (lanes > 1 && lanes <= DL_STREAM_LANES) {
        /* The next op goes to the next lane, where the op `lanes` before it
         * was. */
        unsigned at = p->stream.lane_at, next = (at + 1) % lanes;
        p->stream.lane[at] = p->ir;
        p->stream.lane_mark[at] = p->stream.unit_mark;
        p->ir = p->stream.lane[next];
        p->stream.unit_mark = p->stream.lane_mark[next];
        p->stream.lane_at = next;
        /* Its blocks past where its body ops begin, to the pool (kept
         * when the pool cannot grow). */
        size_t keep = p->stream.unit_mark.used;
        while (p->ir.nblocks > keep &&
               dl_array_reserve((void **)&p->stream.pool, &p->stream.cappool,
                                p->stream.npool, sizeof *p->stream.pool, 16))
            p->stream.pool[p->stream.npool++] = p->ir.blocks[--p->ir.nblocks];
    }
    dl_text_ir_rewind(p, p->stream.unit_mark);
    for (size_t i = 0; i < p->stream.unit_names.n; i++)
        dl_text_ssa_text_gone(p, VEC_AT(p->stream.unit_names, size_t, i));
    p->stream.unit_names.n = 0;
    if (p->stream.hooks->drop_text) {
        dl_text_drop_text(p);
        dl_text_read_ahead(p);
    }
    return DLTI_OK;
}

static dlti_status parse_block_ops(parser *p, dl_block *b, dlti_op *owner)
{
    bool streamed = owner && owner == p->stream.owner;
    if (streamed) {
        p->stream.unit_mark = dl_text_ir_mark_now(p); /* the block itself stays */
        if (p->stream.hooks->drop_text)
            dl_text_read_ahead(p);
    }
    while (!is(p, DL_TOK_CARET) && !is(p, DL_TOK_RBRACE)) {
        TRY(dl_text_parse_operation(p, b, owner));
        if (streamed)
            TRY(stream_unit(p, b, owner));
    }
    return DLTI_OK;
}

/* A block; `entry` is the region's first block, whose label is optional. */
static dlti_status parse_block(parser *p, dl_block *b, vec *args,
                               dlti_op *owner, bool entry)
{
    if (entry && !is(p, DL_TOK_CARET))
        return parse_block_ops(p, b, owner);
    dl_token t = p->tok;
    TRY(expect(p, DL_TOK_CARET, "expected block name"));
    blk_info *bi;
    TRY(dl_text_block_info(p, t, &bi));
    if (bi->defined)
        return dl_text_err_at(p, t.off, "redefinition of block '%.*s'", (int)t.len,
                      ttext(p, t));
    bi->defined = true;
    b->label = dl_text_intern(p, ttext(p, t), t.len);
    if (!b->label)
        return DLTI_ERR_NOMEM;
    if (is(p, DL_TOK_LPAREN))
        TRY(parse_block_args(p, b, args));
    TRY(expect(p, DL_TOK_COLON, "expected ':' after block name"));
    return parse_block_ops(p, b, owner);
}

static dlti_status region_body(parser *p, dlti_op *owner, dl_region *r,
                               const entry_arg *eargs, size_t neargs,
                               bool have_entry_args)
{
    TRY(expect(p, DL_TOK_LBRACE, "expected '{' to begin a region"));
    if (!have_entry_args && is(p, DL_TOK_RBRACE)) {
        next(p);
        return DLTI_OK;
    }
    TRY(dl_text_scope_push(p));
    dl_block *b = dl_text_new_block(p);
    if (!b)
        return DLTI_ERR_NOMEM;
    vec args = {0};
    if (neargs && eargs[0].use.len) {
        if (is(p, DL_TOK_CARET))
            return dl_text_err_cur(p, "invalid block name in region with named "
                              "arguments");
        for (size_t i = 0; i < neargs; i++) {
            const ssa_use *u = &eargs[i].use;
            ssa_entry *e = NULL;
            TRY(dl_text_ssa_entry_find(p, u->name, u->len, &e, NULL));
            if (e && u->num < e->slots.n &&
                VEC_AT(e->slots, ssa_slot, u->num).state != SSA_NONE) {
                dlti_status st = dl_text_err_at(p, u->off, "region entry argument "
                                                   "'%.*s' is already in use",
                                        (int)u->len, u->name);
                dl_text_note_at(p, VEC_AT(e->slots, ssa_slot, u->num).off,
                        "previously referenced here");
                return st;
            }
            TRY(add_block_arg(p, &args, u, eargs[i].type));
        }
        TRY(set_block_args(p, b, &args));
    }
    TRY(parse_block(p, b, &args, owner, true));
    dl_text_region_append(r, b);
    while (!is(p, DL_TOK_RBRACE)) {
        dl_block *nb = dl_text_new_block(p);
        if (!nb)
            return DLTI_ERR_NOMEM;
        vec nargs = {0};
        TRY(parse_block(p, nb, &nargs, owner, false));
        dl_text_region_append(r, nb);
    }
    TRY(dl_text_scope_pop(p));
    next(p);
    return DLTI_OK;
}

dlti_status dl_text_parse_region(parser *p, dlti_op *owner, dl_region *r,
                            const entry_arg *eargs, size_t neargs,
                            bool have_entry_args)
{
    p->stream.pending = false; /* a module in here is not the top one */
    TRY(enter(p));
    dlti_status st = region_body(p, owner, r, eargs, neargs, have_entry_args);
    leave(p);
    return st;
}
