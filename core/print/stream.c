/* stream.c - a top-level module printed in pieces (dl_stream_printer,
 * for core/query/source.c): the text of dl_text_print_op on the whole module, with
 * only one body op in memory at a time, or replayed from the kept text
 * the check printed.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "printer.h"

/* What dl_text_print_op does for a top-level module, in pieces: the alias pass
 * over the module (its attributes, then each body op), then the aliases
 * and the module up to its body, each body op, and the closing brace.
 * Body ops have no results (core/query/source.c checks): their regions are
 * numbered from zero, as in the whole module. */
struct dl_stream_printer {
    P v;                /* the alias pass */
    dl_buf scratch;     /* its discarded text */
    pr_aliases *al;
    pr_cache *cache;    /* kept texts, shared by both passes */
    P p;                /* the printing */
    dl_buf out;
    /* Body ops printed during the check (dl_text_sp_tape_unit): t.tape is set
     * once the first is, tape.failed once the text is dropped. */
    P t;
    dl_buf tape_text;
    pr_tape tape;
};

dl_stream_printer *dl_text_sp_new(void)
{
    dl_stream_printer *sp = calloc(1, sizeof *sp);
    if (!sp)
        return NULL;
    sp->al = dl_text_pr_aliases_new();
    sp->cache = calloc(1, sizeof *sp->cache);
    if (!sp->al || !sp->cache) {
        dl_text_sp_free(sp);
        return NULL;
    }
    dl_text_pr_init(&sp->v, &sp->scratch);
    sp->v.cache = sp->cache;
    sp->v.aliases = sp->al;
    sp->v.visiting = true;
    return sp;
}

bool dl_text_sp_visit(dl_stream_printer *sp, const dlti_op *op)
{
    /* Nothing to find while the context has nothing aliasable: what is
     * visited is parsed, made before its visit.  (An op skipped so holds
     * no alias; a later one that does is visited in full.) */
    if (!dl_text_pr_may_alias(op->ctx))
        return true;
    /* A body op is visited as dl_text_pr_region visits the module's block. */
    sp->v.default_dialect = "builtin";
    dl_text_pr_op(&sp->v, op);
    sp->scratch.len = 0;
    return !dl_text_pr_aliases_failed(sp->al) && !sp->scratch.failed;
}

/* The printing, into `out` to `write`. */
static void start_out(dl_stream_printer *sp, dlti_write_fn write, void *user)
{
    sp->out.sink = write;
    sp->out.sink_user = user;
    dl_text_pr_init(&sp->p, &sp->out);
    sp->p.cache = sp->cache;
}

bool dl_text_sp_begin(dl_stream_printer *sp, const dlti_op *top,
                 dlti_write_fn write, void *user)
{
    start_out(sp, write, user);
    dl_text_pr_aliases_finalize(sp->al);
    /* (out of memory: printed without aliases, as when none are found) */
    if (dl_text_pr_aliases_count(sp->al) && !dl_text_pr_aliases_failed(sp->al))
        dl_text_pr_alias_defs(&sp->p, sp->al);
    else
        sp->p.aliases = NULL;
    dl_text_pr_module_head(&sp->p, top);
    sp->p.indent = 2;
    return !sp->out.failed;
}

/* A body op with its own value numbering, as dl_text_pr_region prints it in the
 * module's block. */
static void p_body_op(P *p, const dlti_op *unit)
{
    p->names = dl_text_pr_names_build(unit, false);
    p->default_dialect = "builtin";
    p->next_value = 0;
    dl_text_pr_op(p, unit);
    putc_(p, '\n');
    dl_text_pr_names_free(p->names);
    p->names = NULL;
}

void dl_text_sp_unit(dl_stream_printer *sp, const dlti_op *unit)
{
    p_body_op(&sp->p, unit);
    dl_buf_drain(&sp->out, false);
}

static void tape_drop(dl_stream_printer *sp)
{
    dl_buf_free(&sp->tape_text);
    free(sp->tape.refs);
    memset(&sp->tape, 0, sizeof sp->tape);
    sp->tape.failed = true; /* (never taken up again) */
}

/* Body ops print the same text whenever no alias is known (there is
 * none to use): then the check prints each one as it goes, and the print
 * replays that text instead of parsing the file again. */
bool dl_text_sp_tape_unit(dl_stream_printer *sp, const dlti_op *unit)
{
    if (sp->tape.failed)
        return false;
    if (dl_text_pr_aliases_count(sp->al)) {
        tape_drop(sp);
        return false;
    }
    if (!sp->t.tape) {
        dl_text_pr_init(&sp->t, &sp->tape_text);
        sp->t.cache = sp->cache;
        sp->t.tape = &sp->tape;
        sp->t.indent = 2;
    }
    p_body_op(&sp->t, unit);
    if (sp->tape.failed || sp->tape_text.failed ||
        sp->tape_text.len > DL_TAPE_MAX) {
        tape_drop(sp);
        return false;
    }
    return true;
}

bool dl_text_sp_taped(const dl_stream_printer *sp)
{
    return sp->t.tape && !sp->tape.failed && !dl_text_pr_aliases_count(sp->al);
}

/* Pieces handed over per call: gaps and tails alternate. */
#define REPLAY_BATCH 512

/* The kept text with its references, in order, to `pieces` in batches;
 * stops once the output failed. */
static void tape_pieces(dl_stream_printer *sp, dlti_write_pieces_fn pieces,
                        void *user)
{
    const char *text = sp->tape_text.data;
    const pr_cache *c = sp->cache;
    dlti_piece batch[REPLAY_BATCH];
    size_t n = 0, at = 0;
    for (size_t i = 0; i <= sp->tape.nrefs; i++) {
        bool last = i == sp->tape.nrefs;
        size_t gap = last ? sp->tape_text.len - at : sp->tape.refs[i].gap;
        if (gap)
            batch[n++] = (dlti_piece){text + at, gap};
        at += gap;
        if (!last) {
            const pr_span *s = &c->spans[sp->tape.refs[i].span - 1];
            batch[n++] = (dlti_piece){c->pool.data + s->off, s->len};
        }
        if (n + 2 > REPLAY_BATCH || (last && n)) {
            if (sp->out.failed || sp->out.sink_failed)
                return;
            if (pieces(user, batch, n) != 0)
                sp->out.sink_failed = true;
            n = 0;
        }
    }
}

/* Without a pieces writer: into the output buffer, to its writer. */
static int put_pieces(void *user, const dlti_piece *pieces, size_t n)
{
    dl_stream_printer *sp = user;
    for (size_t i = 0; i < n; i++) {
        putn(&sp->p, pieces[i].data, pieces[i].len);
        dl_buf_drain(&sp->out, false);
    }
    return 0;
}

void dl_text_sp_replay(dl_stream_printer *sp, dlti_write_pieces_fn pieces,
                  void *user)
{
    if (!pieces) {
        tape_pieces(sp, put_pieces, sp);
        return;
    }
    dl_buf_drain(&sp->out, true); /* the module's opening first */
    tape_pieces(sp, pieces, user);
}

/* The module's opening while no alias is known (dl_text_sp_begin's text
 * then), without closing the alias pass: the check goes on visiting. */
bool dl_text_sp_open(dl_stream_printer *sp, const dlti_op *top,
                     dlti_write_fn write, void *user)
{
    start_out(sp, write, user);
    sp->p.aliases = NULL;
    dl_text_pr_module_head(&sp->p, top);
    sp->p.indent = 2;
    dl_buf_drain(&sp->out, true);
    return !sp->out.failed;
}

/* The kept text so far, handed over and forgotten (memory stays that of
 * one body op). */
void dl_text_sp_flush_tape(dl_stream_printer *sp, dlti_write_pieces_fn pieces,
                           void *user)
{
    tape_pieces(sp, pieces, user);
    sp->tape_text.len = 0;
    sp->tape.nrefs = 0;
    sp->tape.last = 0;
}

dlti_status dl_text_sp_status(const dl_stream_printer *sp)
{
    return sp->out.failed        ? DLTI_ERR_NOMEM
           : sp->out.sink_failed ? DLTI_ERR_IO
                                 : DLTI_OK;
}

dlti_status dl_text_sp_end(dl_stream_printer *sp)
{
    put(&sp->p, "}\n");
    dl_buf_drain(&sp->out, true);
    return dl_text_sp_status(sp);
}

void dl_text_sp_free(dl_stream_printer *sp)
{
    if (!sp)
        return;
    dl_text_pr_aliases_free(sp->al);
    dl_text_pr_cache_free(sp->cache);
    dl_buf_free(&sp->scratch);
    dl_buf_free(&sp->out);
    dl_buf_free(&sp->tape_text);
    free(sp->tape.refs);
    free(sp);
}
