/* query/source.c - dlti_query_source: parse, verify, query pass and print with
 * memory bounded by one op of the top module's body, not by the file.
 *
 * Nothing may be written when anything fails (as with mlir-opt).  The
 * check parses the file, handing each op of the top module's body, once
 * complete, to the verifier, the query pass and the printer's alias pass,
 * and then drops it; the attributes the pass gave each query op are kept
 * in order, and while no alias is known the op's printed text too (see
 * dl_text_sp_tape_unit).  If all went well, the print writes that text; when it
 * was not kept, the print parses the file again and prints each body op as
 * it completes, with the kept attributes.  Attributes are kept only once
 * the text is not (the text holds them): the body ops printed before it
 * was dropped run the pass again.
 * Anything else (an error or any located diagnostic, a body op with
 * results or with ops kept as written (parse/skim.c), a file that is not one module in its custom form) makes the
 * check give up silently, and the plain way runs: parse, verify, pass and
 * print of the whole module, with its diagnostics.
 * DLTI_QUERY_WRITE_EARLY: the kept text of each body op is written as soon
 * as it is checked (the caller's writing overlaps the rest of the check),
 * and taken back (the pieces writer called with no piece) when the check
 * then fails or drops the kept text; the plain way or the print follow.
 * DLTI_QUERY_THREADS: past STAGE_MIN of text, the check's printing of each
 * body op (print_step) runs on a second thread (query/stage.c) once it is
 * verified, while this thread parses the next ones; the parser keeps
 * DL_STREAM_LANES body ops whole for it.  Only while the dialects are
 * those of the first body op and all allow it (dl_ir_beside_parse).
 * DLTI_QUERY_PASS_THREAD: when they all allow that too, the pass of each
 * body op goes with its printing (stage_step), and so does its verifying
 * when they all allow that as well (DLTI_DIALECT_VERIFY_BESIDE_PARSE).
 * What they would report there, or a plugin they would load, makes the
 * check give up (the plain way reports it in order).
 * dlti_query_source_opts: the same for a piece of a file (the plain way
 * unless it starts the file: nothing written early), or parse and verify
 * only. */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "dl_query.h"

typedef struct stream {
    dlti_context *ctx;
    const char *query_name;      /* interned: compared by address */
    dl_stream_printer *sp;
    dl_query_pass *pass;         /* the check's, over every body op */
    dlti_op *top;                /* the module whose body streams */
    /* The dialects loaded when the first body op was checked: the checks
     * hold for the whole file only if no other came later (a spec's
     * `"ns.key"` entry is verified by the dialect ns if it is loaded). */
    const dlti_dialect *dialects;
    bool checked_any;
    /* The query ops' attributes after the pass, in walk order, from the
     * body op `unanswered` on (the first whose text was not kept). */
    const dlti_attr **answers;
    size_t nanswers, capanswers, next_answer;
    size_t units, unanswered;
    bool answering;
    dlti_write_fn write;
    void *user;
    /* dlti_query_source_pieces: its writer (`write` hands it one piece). */
    dlti_write_pieces_fn pieces;
    void *pieces_user;
    bool mapped;                 /* DLTI_QUERY_TEXT_MAPPED */
    bool early;                  /* DLTI_QUERY_WRITE_EARLY */
    bool opened;                 /* the check wrote the module's opening */
    bool begun;                  /* the module's opening is printed */
    /* The check's names of the body ops: the module's symbol table, seen
     * one op at a time (a name defined twice gives up the check). */
    dl_symbols symbols;
    /* DLTI_QUERY_THREADS: the check prints each body op on this thread
     * (print_step) while the next is parsed; NULL: on the caller's. */
    bool threads;
    dl_query_stage *stage;
    bool pass_thread;            /* DLTI_QUERY_PASS_THREAD */
    bool pass_beside;            /* the stage runs `pass` */
    bool verify_beside;          /* and verifies before it */
} stream;

/* A file shorter than this is checked on one thread: starting one costs
 * more than it would save. */
#define STAGE_MIN ((size_t)256 * 1024)

/* The flags of dlti_query_source_opts (pieces); without pieces, all but
 * DLTI_QUERY_WRITE_EARLY. */
#define QUERY_FLAGS                                                     \
    (DLTI_QUERY_TEXT_MAPPED | DLTI_QUERY_WRITE_EARLY | DLTI_QUERY_THREADS | \
     DLTI_QUERY_PASS_THREAD)

static int keep_answer(dlti_op *op, void *user)
{
    stream *s = user;
    if (op->name != s->query_name)
        return 0;
    if (!dl_array_reserve((void **)&s->answers, &s->capanswers, s->nanswers,
                          sizeof *s->answers, 1024))
        return 1;
    s->answers[s->nanswers++] = op->attrs;
    return 0;
}

static int give_answer(dlti_op *op, void *user)
{
    stream *s = user;
    if (op->name != s->query_name)
        return 0;
    if (s->next_answer == s->nanswers)
        return 1; /* the second parse differs from the first: cannot be */
    op->attrs = s->answers[s->next_answer++];
    return 0;
}

static dlti_status run_pass(dlti_context *ctx, dl_query_pass *pass,
                            dlti_op *func)
{
    dl_ctx_lock(ctx);
    dlti_status st = dl_query_pass_func(pass, func);
    dl_ctx_unlock(ctx);
    return st;
}

static dlti_status check_begin(void *user, dlti_op *top)
{
    stream *s = user;
    s->top = top;
    return dl_text_sp_visit(s->sp, top) ? DLTI_OK : DLTI_ERR_NOMEM;
}

/* DLTI_QUERY_WRITE_EARLY: the text the check kept of a body op written
 * at once, the module's opening before the first (taken back if the
 * check then fails or drops the kept text). */
static dlti_status write_early(stream *s)
{
    if (!s->opened) {
        s->opened = true;
        if (!dl_text_sp_open(s->sp, s->top, s->write, s->user))
            return DLTI_ERR_NOMEM;
    }
    dl_text_sp_flush_tape(s->sp, s->pieces, s->pieces_user);
    return dl_text_sp_status(s->sp);
}

/* The check's printing of a body op the pass is through: on the stage's
 * thread, or the caller's.  It reads the op and the context's objects,
 * and writes only the stream printer and the kept answers. */
static dlti_status print_step(void *user, dlti_op *unit)
{
    stream *s = user;
    dlti_status st = DLTI_OK;
    if (!dl_text_sp_visit(s->sp, unit))
        st = DLTI_ERR_NOMEM;
    /* (when the text is not kept, the print parses) */
    if (!st && !s->answering && !dl_text_sp_tape_unit(s->sp, unit)) {
        s->answering = true;
        s->unanswered = s->units;
    }
    if (!st && s->early && !s->answering)
        st = write_early(s);
    if (!st && s->answering && dl_ir_op_is_func(unit) &&
        dlti_op_walk(unit, keep_answer, s))
        st = DLTI_ERR_NOMEM;
    s->units++;
    return st;
}

/* The stage's step: the verifying of a body op (verify_beside) and the
 * pass over it (pass_beside), then its printing.  Their diagnostics would
 * come from this thread beside the parser's holds and out of order: any
 * of them (or a plugin it would load) fails the step, and the check with
 * it. */
static dlti_status stage_step(void *user, dlti_op *unit)
{
    stream *s = user;
    bool verify = s->verify_beside;
    bool pass = s->pass_beside && dl_ir_op_is_func(unit);
    if (verify || pass) {
        /* (no lock for the whole op: the parser takes it meanwhile) */
        dl_diag_sink sink = {0};
        dl_diag_sink_set(&sink);
        dlti_status st = verify ? dl_sema_verify_op_tree(unit) : DLTI_OK;
        if (!st && !sink.count && pass)
            st = dl_query_pass_func(s->pass, unit);
        dl_diag_sink_set(NULL);
        if (st || sink.count)
            return st ? st : DLTI_ERR_VERIFY;
    }
    return print_step(s, unit);
}

/* Ends the stage (its thread is done with every op given); its first
 * failure, or DLTI_OK. */
static dlti_status stop_stage(stream *s)
{
    dlti_status st = dl_query_stage_stop(s->stage);
    s->stage = NULL;
    return st;
}

static dlti_status check_unit(void *user, dlti_op *top, dlti_op *unit,
                              bool skimmed)
{
    stream *s = user;
    (void)top;
    /* Its values would be numbered in the module's region, before those
     * of every body op's regions: not known one op at a time. */
    if (unit->nresults)
        return DLTI_ERR_LIMIT;
    /* Ops kept as written keep the input's names: printed whole. */
    if (skimmed)
        return DLTI_ERR_LIMIT;
    /* A branch in the module's block is verified with the whole block. */
    if (unit->nsuccessors)
        return DLTI_ERR_LIMIT;
    /* The stage's thread is let in at the first op (if it cannot be,
     * this thread goes on alone). */
    if (s->stage && !dl_query_stage_ready(s->stage)) {
        dlti_status sst = stop_stage(s);
        if (sst)
            return sst;
    }
    bool first = !s->checked_any;
    if (first) {
        s->checked_any = true;
        s->dialects = s->ctx->dialects;
        s->pass_beside = s->stage && s->pass_thread &&
            dl_ir_beside_parse(s->ctx, DLTI_DIALECT_LAYOUT_BESIDE_PARSE);
        s->verify_beside = s->pass_beside &&
            dl_ir_beside_parse(s->ctx, DLTI_DIALECT_VERIFY_BESIDE_PARSE);
    }
    /* The stage prints only while the dialects loaded are those of the
     * first body op (later ones fail the check anyway) and each of those
     * says its print hooks may run beside the parse; else this thread
     * goes on alone. */
    if (s->stage &&
        (s->ctx->dialects != s->dialects ||
         (first && !dl_ir_beside_parse(s->ctx,
                                       DLTI_DIALECT_PRINT_BESIDE_PARSE)))) {
        dlti_status sst = stop_stage(s);
        if (sst)
            return sst;
    }
    const dlti_op *prev = NULL;
    dlti_status st = dl_sema_symbols_add(&s->symbols, unit, &prev);
    if (!st && prev)
        st = DLTI_ERR_VERIFY; /* reported by the plain way */
    /* (with the stage stopped, the verifying and the passes are this
     * thread's again: the stage ran those of the ops it was given) */
    if (!st && !(s->stage && s->verify_beside))
        st = dl_sema_verify_op_tree(unit);
    if (!st && dl_ir_op_is_func(unit) && !(s->stage && s->pass_beside))
        st = run_pass(s->ctx, s->pass, unit);
    /* (the parser keeps the op whole until the next one is given) */
    if (!st)
        st = s->stage ? dl_query_stage_give(s->stage, unit) : print_step(s, unit);
    return st;
}

static void check_finish(void *user)
{
    stream *s = user;
    if (s->stage)
        dl_query_stage_drain(s->stage);
}

static dlti_status print_begin(void *user, dlti_op *top)
{
    stream *s = user;
    s->top = top;
    return DLTI_OK;
}

static dlti_status print_opening(stream *s)
{
    s->begun = true;
    return dl_text_sp_begin(s->sp, s->top, s->write, s->user) ? DLTI_OK
                                                         : DLTI_ERR_NOMEM;
}

static dlti_status print_unit(void *user, dlti_op *top, dlti_op *unit,
                              bool skimmed)
{
    (void)skimmed; /* (the check gave up on such files) */
    stream *s = user;
    (void)top;
    dlti_status st = s->begun ? DLTI_OK : print_opening(s);
    if (!st && dl_ir_op_is_func(unit)) {
        if (s->units < s->unanswered)
            st = run_pass(s->ctx, s->pass, unit);
        else if (dlti_op_walk(unit, give_answer, s))
            st = DLTI_ERR_MISUSE;
    }
    s->units++;
    if (!st) {
        dl_text_sp_unit(s->sp, unit);
        st = dl_text_sp_status(s->sp);
    }
    return st;
}

/* The check: true when the print may go ahead. */
static bool check(stream *s, const char *name, const char *text, size_t len)
{
    dl_stream_hooks h = {check_begin, check_unit, s, s->mapped, 0,
                         check_finish};
    dlti_context *ctx = s->ctx;
    dlti_op *top = NULL;
    /* Locked throughout: other threads' diagnostics are not held (the
     * stage's thread is let in). */
    dl_ctx_lock(ctx);
    unsigned errors = dl_error_count(ctx);
    dl_diag_held held;
    dl_diag_hold(ctx, &held, DL_HOLD_LOCATED);
    dlti_status st = dl_query_pass_new(ctx, &s->pass);
    if (!st && s->threads && len >= STAGE_MIN)
        s->stage = dl_query_stage_start(ctx, stage_step, s);
    h.lanes = s->stage ? DL_STREAM_LANES : 0;
    if (!st)
        st = dl_text_parse_stream(ctx, name, text, len, &h, &top);
    if (s->stage) {
        dlti_status sst = stop_stage(s);
        if (!st)
            st = sst;
    }
    dl_query_pass_free(s->pass);
    s->pass = NULL;
    /* The module itself last: its spec too may name a dialect loaded by
     * its body. */
    if (!st && top && top == s->top)
        st = dl_sema_verify_op(top);
    dl_diag_release(ctx, &held);
    /* (a body of more blocks prints their labels: not one op at a time) */
    bool clean = st == DLTI_OK && held.count == 0 && dl_error_count(ctx) == errors &&
                 top && top == s->top &&
                 top->regions[0].first == top->regions[0].last &&
                 (!s->checked_any || ctx->dialects == s->dialects);
    dl_ctx_unlock(ctx);
    return clean;
}

static dlti_status print(stream *s, const char *name, const char *text,
                         size_t len)
{
    dl_stream_hooks h = {print_begin, print_unit, s, s->mapped, 0, NULL};
    dlti_op *top = NULL;
    s->top = NULL;
    s->units = 0;
    dlti_status st = s->unanswered ? dl_query_pass_new(s->ctx, &s->pass)
                                   : DLTI_OK;
    if (!st)
        st = dl_text_parse_stream(s->ctx, name, text, len, &h, &top);
    dl_query_pass_free(s->pass);
    s->pass = NULL;
    if (!st && !s->begun)
        st = print_opening(s);
    if (!st)
        st = dl_text_sp_end(s->sp);
    return st;
}

/* The print from the text the check kept. */
static dlti_status replay(stream *s)
{
    dlti_status st = print_opening(s);
    if (st)
        return st;
    dl_text_sp_replay(s->sp, s->pieces, s->pieces_user);
    return dl_text_sp_end(s->sp);
}

/* After the check wrote early: the rest of the kept text and the end. */
static dlti_status finish_early(stream *s)
{
    dl_text_sp_flush_tape(s->sp, s->pieces, s->pieces_user);
    return dl_text_sp_end(s->sp);
}

/* The text written early is taken back (the pieces writer called with no
 * piece): the check failed (a failed write makes it fail), or dropped the
 * kept text for an alias. */
static dlti_status take_back(stream *s)
{
    s->opened = false;
    return s->pieces(s->pieces_user, NULL, 0) ? DLTI_ERR_IO : DLTI_OK;
}

/* The plain way, whole module at once, printed to `write` or appended to
 * `into` (dlti_query_source_text: no copy); neither: verify only. */
static dlti_status whole(dlti_context *ctx, const char *name, const char *text,
                         size_t len, unsigned first_line, dlti_write_fn write,
                         void *user, dlti_text *into)
{
    dlti_op *top = NULL;
    /* One lock throughout, as the check holds it: every entry inside is
     * then a re-entry (a compare), not a lock taken and given back. */
    dl_ctx_lock(ctx);
    dlti_status st = dlti_parse_source_at(ctx, name, text, len, first_line,
                                          &top);
    if (!st)
        st = dlti_verify(top);
    if (!st && (write || into))
        st = dlti_run_query_pass(top);
    if (!st && into)
        st = dl_text_print_into(top, into);
    else if (!st && write)
        st = dlti_op_write(top, write, user);
    dl_ctx_unlock(ctx);
    return st;
}

static int one_piece(void *user, const char *data, size_t len)
{
    const stream *s = user;
    dlti_piece piece = {data, len};
    return s->pieces(s->pieces_user, &piece, 1);
}

/* Either writer: `write`, or `pieces` when that is set. */
static dlti_status query_source(dlti_context *ctx, const char *name,
                                const char *text, size_t len, unsigned flags,
                                dlti_write_fn write,
                                dlti_write_pieces_fn pieces, void *user)
{
    unsigned known = QUERY_FLAGS & ~(pieces ? 0u : DLTI_QUERY_WRITE_EARLY);
    if (!ctx || (!write && !pieces) || (!text && len) || (flags & ~known))
        return DLTI_ERR_MISUSE;
    stream s = {0};
    s.ctx = ctx;
    s.mapped = flags & DLTI_QUERY_TEXT_MAPPED;
    s.early = flags & DLTI_QUERY_WRITE_EARLY;
    s.threads = flags & DLTI_QUERY_THREADS;
    s.pass_thread = flags & DLTI_QUERY_PASS_THREAD;
    if (pieces) {
        s.pieces = pieces;
        s.pieces_user = user;
        write = one_piece;
        user = &s;
    }
    s.write = write;
    s.user = user;
    s.query_name = dl_query_op_name(ctx);
    s.sp = s.query_name ? dl_text_sp_new() : NULL;
    bool clean = s.sp && check(&s, name, text, len);
    dlti_status st = DLTI_OK;
    /* (a failed early write too: the plain way then says what the file
     * says, and the write error only if there is none) */
    if (s.opened && (!clean || !dl_text_sp_taped(s.sp) ||
                     dl_text_sp_status(s.sp) != DLTI_OK)) {
        clean = clean && dl_text_sp_status(s.sp) == DLTI_OK;
        st = take_back(&s);
    }
    if (!st)
        st = !clean      ? whole(ctx, name, text, len, 1, write, user, NULL)
             : s.opened ? finish_early(&s)
             : dl_text_sp_taped(s.sp) ? replay(&s)
                                      : print(&s, name, text, len);
    free(s.answers);
    dl_sema_symbols_free(&s.symbols);
    dl_text_sp_free(s.sp);
    return st;
}

dlti_status dlti_query_source(dlti_context *ctx, const char *name,
                              const char *text, size_t len, unsigned flags,
                              dlti_write_fn write, void *user)
{
    return query_source(ctx, name, text, len, flags, write, NULL, user);
}

dlti_status dlti_query_source_pieces(dlti_context *ctx, const char *name,
                                     const char *text, size_t len,
                                     unsigned flags,
                                     dlti_write_pieces_fn write, void *user)
{
    return query_source(ctx, name, text, len, flags, NULL, write, user);
}

/* The writer of a whole file's text into a dlti_text (it comes in
 * pieces): appended, or taken back to where the call began. */
typedef struct text_sink {
    dlti_text *t;
    size_t from;
    dlti_status st;
} text_sink;

static int text_pieces(void *user, const dlti_piece *pieces, size_t n)
{
    text_sink *k = user;
    if (!pieces) {
        k->t->len = k->from;
        if (k->t->data)
            k->t->data[k->from] = 0;
        return 0;
    }
    dl_buf b;
    dl_buf_adopt(&b, k->t);
    for (size_t i = 0; i < n; i++)
        dl_buf_put(&b, pieces[i].data, pieces[i].len);
    k->st = dl_buf_give_back(&b, k->t);
    return k->st ? -1 : 0;
}

/* A piece of a file past its start (--split-input-file): the stream's
 * parse starts at line 1, so it goes the plain way.  A piece that starts inside a
 * line is padded with spaces, so that columns on its first line are the
 * file's.  The text goes to `write`, or is appended to `into` (a piece
 * printed straight into it, a whole file piece by piece). */
static dlti_status query_opts(dlti_context *ctx, const char *name,
                              const char *text, size_t len,
                              const dlti_query_options *opts,
                              dlti_write_pieces_fn write, void *user,
                              dlti_text *into)
{
    dlti_query_options o = {0};
    if (opts)
        o = *opts;
    unsigned line = o.first_line ? o.first_line : 1;
    size_t pad = o.first_col > 1 ? o.first_col - 1 : 0;
    if (!ctx || (!write && !into && !o.verify_only) || (!text && len) ||
        (o.flags & ~QUERY_FLAGS))
        return DLTI_ERR_MISUSE;
    if (!o.verify_only && line == 1 && pad == 0) {
        if (!into)
            return query_source(ctx, name, text, len, o.flags, NULL, write,
                                user);
        text_sink k = {into, into->len, DLTI_OK};
        dlti_status st = query_source(ctx, name, text, len, o.flags, NULL,
                                      text_pieces, &k);
        return st == DLTI_ERR_IO && k.st ? k.st : st;
    }
    char *padded = NULL;
    if (pad) {
        if (len > SIZE_MAX - pad - 1 || !(padded = malloc(pad + len + 1)))
            return dl_nomem(ctx);
        memset(padded, ' ', pad);
        if (len)
            memcpy(padded + pad, text, len);
        padded[pad + len] = '\0';
        text = padded;
        len += pad;
    }
    stream s = {0};
    s.pieces = write;
    s.pieces_user = user;
    dlti_status st = whole(ctx, name, text, len, line,
                           o.verify_only || into ? NULL : one_piece, &s,
                           o.verify_only ? NULL : into);
    free(padded);
    return st;
}

dlti_status dlti_query_source_opts(dlti_context *ctx, const char *name,
                                   const char *text, size_t len,
                                   const dlti_query_options *opts,
                                   dlti_write_pieces_fn write, void *user)
{
    return query_opts(ctx, name, text, len, opts, write, user, NULL);
}

dlti_status dlti_query_source_text(dlti_context *ctx, const char *name,
                                   const char *text, size_t len,
                                   const dlti_query_options *opts,
                                   dlti_text *out)
{
    if (!out || (out->data ? out->len >= out->cap : out->len != 0))
        return DLTI_ERR_MISUSE;
    if (out->max && out->len > out->max)
        return DLTI_ERR_LIMIT;
    return query_opts(ctx, name, text, len, opts, NULL, NULL, out);
}
