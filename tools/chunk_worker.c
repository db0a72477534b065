/* chunk_worker.c - the chunks of a split input queried on a second
 * thread (process.c decides when).  Each chunk is queried as in a context
 * of its own, as mlir-opt gives each an MLIRContext, so chunks can be
 * queried ahead of their turn; each thread keeps its context from one
 * chunk to the next while dlti_context_file_done says the next chunk gets
 * what a new context would give it (the plugins and the types the chunks
 * share are then made once).  The caller queries the chunk whose turn it
 * is itself when nobody took it, and writes its text at once.  The worker
 * is handed each chunk as the split finds it (process.c starts it at the
 * third), so that it queries the first ones while the caller splits the
 * rest; it takes the first chunk nobody took in a window from the
 * caller's turn on.  When the chunk whose turn it is is still on the
 * worker, the caller queries a later one ahead instead of waiting, so
 * that the writing of all the text (the caller's) is shared out with the
 * computing.  Only small
 * chunks go to whichever thread is free: a large chunk is the worker's
 * when its index is odd and the caller's when it is even, as the caller
 * writes its own as it prints them (in a new context), and the text of a
 * chunk queried ahead is held in memory until its turn.  A chunk queried
 * in a kept context says nothing: its text is kept only when its query
 * succeeded with no diagnostic at all and dlti_context_file_done vouches
 * for it, and otherwise the caller queries that chunk again in its turn,
 * in a new context, so that every message comes in order, from the
 * caller's thread, as without the worker.  Under --single-thread there is
 * no thread: the caller queries each small chunk in its turn in its kept
 * context the same way (a new context for each of 1,000 chunks was three
 * times the computing). */
#include "config.h"

#include "cli.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* A chunk whose text would pass this is queried again by the caller
 * rather than held in memory twice. */
#define CAPTURE_MAX (64u << 20)

/* The window: the chunk whose turn it is and the seven after it may be
 * taken, so that the two threads do not wait on each other after every
 * chunk (waking a thread costs tens of microseconds on a virtual machine;
 * one slot made 2,000 such waits in 1,000 chunks); no chunk is taken while
 * the finished ones hold more than HOLD_MAX bytes of text. */
#define WINDOW 8
#define HOLD_MAX (16u << 20)
/* A buffer larger than this is freed once its text is taken: kept, every
 * slot would end up holding the largest chunk's. */
#define KEEP_MAX (1u << 20)
/* A chunk of at most this much input is small (its text fits a kept
 * buffer): either thread may take it.  A larger one is taken by its
 * index's parity, so that the caller holds none of its own in memory
 * (a buffer past KEEP_MAX costs a page fault every 4 KiB). */
#define SMALL_MAX (64u << 10)

/* A chunk's text, printed into memory by the library (no copy made of
 * it before it is written), bounded by CAPTURE_MAX. */
typedef dlti_text capture;

/* What a thread keeps from one chunk it queries to the next: the text
 * being made; the context the next chunk may use (dlti_context_file_done
 * said so), and the last one given up, freed only when the next one is
 * (the plugins of the one freed stay mapped for the next). */
typedef struct runner {
    capture work;
    dlti_context *keep, *retired;
    int said; /* set by any diagnostic of its contexts */
} runner;

enum { SLOT_FREE, SLOT_TAKEN, SLOT_DONE };

struct chunk_worker {
    const cli *cli;
    const input *in;
    pthread_t thread;
    pthread_mutex_t mu;
    pthread_cond_t ready; /* a chunk queried ahead is done */
    pthread_cond_t freed; /* the caller finished a chunk, or stop */
    /* Under mu: chunk j (turn <= j < turn + WINDOW) in slot j % WINDOW;
     * `turn`, the caller's; the bytes of text the done slots hold. */
    capture slot[WINDOW];
    int state[WINDOW];
    int clean[WINDOW];
    size_t turn, held;
    int stop;
    /* Under mu: the chunks found so far (a copy: the splitter's array
     * moves as it grows), and whether that is all of them. */
    chunk *chunks;
    size_t n, cap;
    int all;
    runner mine;   /* the worker's */
    runner caller; /* the caller's, for the chunks it queries ahead */
    int threaded;  /* the worker thread runs */
};

/* Any diagnostic makes the chunk the caller's. */
static void note_diag(void *user, dlti_severity sev, const dlti_loc *loc,
                      const char *msg)
{
    (void)sev;
    (void)loc;
    (void)msg;
    *(int *)user = 1;
}

/* Gives up r's context `ctx`. */
static void retire(runner *r, dlti_context *ctx)
{
    dlti_context_free(r->retired);
    r->retired = ctx;
}

/* Queries chunk j into r->work, in the context the last chunk left when it
 * may serve another file, else in a new one; 1 when its text can stand
 * for the caller's query of it in a new context (as mlir-opt gives each
 * chunk an MLIRContext). */
static int run_chunk(chunk_worker *w, runner *r, const chunk *c)
{
    dlti_context *ctx = r->keep;
    r->keep = NULL;
    r->work.len = 0;
    r->work.max = CAPTURE_MAX;
    r->said = 0;
    if (!ctx) {
        if (!(ctx = dlti_context_new()))
            return 0;
        dlti_context_set_diag_handler(ctx, note_diag, &r->said);
        if (context_apply_plugins(w->cli, ctx) != 0) {
            retire(r, ctx);
            return 0;
        }
    }
    dlti_query_options o = {0};
    o.first_line = c->line;
    o.first_col = c->col;
    dlti_status st = dlti_query_source_text(ctx, w->in->name,
                                            w->in->text + c->off, c->len, &o,
                                            &r->work);
    int done = dlti_context_file_done(ctx);
    int clean = st == DLTI_OK && !r->said && done != 0;
    if (clean && done == DLTI_FILE_AS_NEW)
        r->keep = ctx;
    else
        retire(r, ctx);
    return clean;
}

/* Under mu: whether chunk k (in the window) is free for the worker
 * (`worker`) or for the caller to query ahead. */
static int free_for(const chunk_worker *w, size_t k, int worker)
{
    return w->state[k % WINDOW] == SLOT_FREE &&
           (w->chunks[k].len <= SMALL_MAX || (worker && k % 2));
}

/* Under mu: takes the first chunk after `from` in the window that is free
 * for the worker or the caller, if the finished ones leave room. */
static int take_free(chunk_worker *w, size_t from, int worker, size_t *j)
{
    if (w->stop || w->held > HOLD_MAX)
        return 0;
    size_t end = w->turn + WINDOW < w->n ? w->turn + WINDOW : w->n;
    for (size_t k = from; k < end; k++) {
        if (free_for(w, k, worker)) {
            w->state[k % WINDOW] = SLOT_TAKEN;
            *j = k;
            return 1;
        }
    }
    return 0;
}

/* Under mu: whether a chunk from the turn on is left that the worker may
 * take (past the window, or not found yet: the window will reach it). */
static int worker_has_more(const chunk_worker *w)
{
    if (!w->all)
        return 1;
    for (size_t k = w->turn; k < w->n; k++)
        if (k >= w->turn + WINDOW || free_for(w, k, 1))
            return 1;
    return 0;
}

/* Queries chunk j (taken) unlocked, then puts its text in its slot, whose
 * old buffer r's next chunk reuses; returns locked. */
static void run_taken(chunk_worker *w, runner *r, size_t j)
{
    chunk c = w->chunks[j];
    pthread_mutex_unlock(&w->mu);
    int clean = run_chunk(w, r, &c);
    if (!clean) {
        /* queried again in its turn: its text is not held */
        r->work.len = 0;
        if (r->work.cap > KEEP_MAX)
            dlti_text_free(&r->work);
    }
    pthread_mutex_lock(&w->mu);
    unsigned k = (unsigned)(j % WINDOW);
    capture t = w->slot[k];
    w->slot[k] = r->work;
    r->work = t;
    w->clean[k] = clean;
    w->state[k] = SLOT_DONE;
    w->held += w->slot[k].len;
    pthread_cond_signal(&w->ready);
}

static void runner_free(runner *r)
{
    dlti_context_free(r->keep);
    dlti_context_free(r->retired);
    dlti_text_free(&r->work);
}

static void *run(void *arg)
{
    chunk_worker *w = arg;
    pthread_mutex_lock(&w->mu);
    while (!w->stop && worker_has_more(w)) {
        size_t j;
        if (take_free(w, w->turn, 1, &j))
            run_taken(w, &w->mine, j);
        else
            pthread_cond_wait(&w->freed, &w->mu);
    }
    pthread_mutex_unlock(&w->mu);
    /* Its contexts freed here, while the caller writes the last chunks. */
    runner_free(&w->mine);
    return NULL;
}

chunk_worker *chunk_worker_start(const cli *c, const input *in, int threaded)
{
    chunk_worker *w = calloc(1, sizeof *w);
    if (!w)
        return NULL;
    w->cli = c;
    w->in = in;
    w->threaded = threaded;
    if (pthread_mutex_init(&w->mu, NULL) != 0)
        goto fail;
    if (pthread_cond_init(&w->ready, NULL) != 0)
        goto fail_mu;
    if (pthread_cond_init(&w->freed, NULL) != 0)
        goto fail_ready;
    if (threaded && pthread_create(&w->thread, NULL, run, w) != 0)
        goto fail_freed;
    return w;
fail_freed:
    pthread_cond_destroy(&w->freed);
fail_ready:
    pthread_cond_destroy(&w->ready);
fail_mu:
    pthread_mutex_destroy(&w->mu);
fail:
    free(w);
    return NULL;
}

int chunk_worker_found(chunk_worker *w, const chunk *c)
{
    int rc = 0;
    pthread_mutex_lock(&w->mu);
    if (w->n == w->cap) {
        size_t cap = w->cap ? w->cap * 2 : 64;
        chunk *v = cap <= SIZE_MAX / sizeof *v
                       ? realloc(w->chunks, cap * sizeof *v)
                       : NULL;
        if (v) {
            w->chunks = v;
            w->cap = cap;
        } else {
            rc = -1;
        }
    }
    if (rc == 0) {
        w->chunks[w->n++] = *c;
        pthread_cond_signal(&w->freed);
    }
    pthread_mutex_unlock(&w->mu);
    return rc;
}

void chunk_worker_all_found(chunk_worker *w)
{
    pthread_mutex_lock(&w->mu);
    w->all = 1;
    pthread_cond_signal(&w->freed);
    pthread_mutex_unlock(&w->mu);
}

int chunk_worker_turn(chunk_worker *w, size_t i, const char **text,
                      size_t *len)
{
    int r;
    pthread_mutex_lock(&w->mu);
    for (;;) {
        unsigned k = (unsigned)(i % WINDOW);
        size_t j;
        if (w->state[k] == SLOT_FREE && w->chunks[i].len > SMALL_MAX) {
            /* nobody took it: the caller's, queried in its turn */
            w->state[k] = SLOT_TAKEN;
            r = CHUNK_MINE;
            break;
        }
        if (w->state[k] == SLOT_FREE) {
            /* A small one: queried here as the worker would, in the
             * caller's kept context (the text then written at once). */
            w->state[k] = SLOT_TAKEN;
            run_taken(w, &w->caller, i);
            continue;
        }
        if (w->state[k] == SLOT_DONE) {
            /* (the slot stays the caller's until chunk_worker_done) */
            *text = w->slot[k].data;
            *len = w->slot[k].len;
            r = w->clean[k] ? CHUNK_TEXT : CHUNK_MINE;
            break;
        }
        /* The worker's, not done yet: query a later small one meanwhile
         * rather than wait. */
        if (take_free(w, i + 1, 0, &j))
            run_taken(w, &w->caller, j);
        else
            pthread_cond_wait(&w->ready, &w->mu);
    }
    pthread_mutex_unlock(&w->mu);
    return r;
}

void chunk_worker_done(chunk_worker *w)
{
    pthread_mutex_lock(&w->mu);
    unsigned k = (unsigned)(w->turn % WINDOW);
    capture *c = &w->slot[k];
    if (w->state[k] == SLOT_DONE)
        w->held -= c->len;
    c->len = 0;
    if (c->cap > KEEP_MAX)
        dlti_text_free(c);
    w->state[k] = SLOT_FREE;
    w->turn++;
    pthread_cond_signal(&w->freed);
    pthread_mutex_unlock(&w->mu);
}

void chunk_worker_stop(chunk_worker *w)
{
    if (!w)
        return;
    pthread_mutex_lock(&w->mu);
    w->stop = 1;
    pthread_cond_signal(&w->freed);
    pthread_mutex_unlock(&w->mu);
    /* The caller's contexts freed while the worker frees its own. */
    runner_free(&w->caller);
    if (w->threaded)
        pthread_join(w->thread, NULL);
    pthread_cond_destroy(&w->freed);
    pthread_cond_destroy(&w->ready);
    pthread_mutex_destroy(&w->mu);
    for (unsigned k = 0; k < WINDOW; k++)
        dlti_text_free(&w->slot[k]);
    free(w->chunks);
    free(w);
}
