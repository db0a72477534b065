/* chunk_worker.c - the chunks of a split input queried on a second
 * thread (process.c decides when): each chunk has a context of its own,
 * as mlir-opt gives each an MLIRContext, so the odd chunks can be queried
 * ahead of the caller, which queries the even ones.  The worker's
 * contexts say nothing: its text is kept only when its query succeeded
 * with no diagnostic at all, and otherwise the caller queries that chunk
 * again in its turn, so that every message comes in order, from the
 * caller's thread, as without the worker. */
#include "config.h"

#include "cli.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* A chunk whose text would pass this is queried again by the caller
 * rather than held in memory twice. */
#define CAPTURE_MAX (64u << 20)

/* Results the worker may hold ahead of the caller: a few, so that the two
 * threads do not wait on each other after every chunk (waking a thread
 * costs tens of microseconds on a virtual machine; one slot made 2,000
 * such waits in 1,000 chunks), and no more than HOLD_MAX bytes of text
 * besides the one being made. */
#define RING 8
#define HOLD_MAX (16u << 20)
/* A buffer larger than this is freed once its text is taken: kept, every
 * slot would end up holding the largest chunk's. */
#define KEEP_MAX (1u << 20)

typedef struct capture {
    char *data;
    size_t len, cap;
    int failed;
} capture;

struct chunk_worker {
    const cli *cli;
    const input *in;
    const chunk *chunks;
    size_t n;
    pthread_t thread;
    pthread_mutex_t mu;
    pthread_cond_t ready; /* a result was put in the ring */
    pthread_cond_t freed; /* a slot was emptied, or stop */
    /* Under mu: the finished results the caller has not taken yet, oldest
     * at `head`, with the bytes of text they hold. */
    capture ring[RING];
    size_t ring_index[RING];
    int ring_clean[RING];
    unsigned head, count;
    size_t held;
    int stop;
    /* The worker's alone: the text being made, and its last two contexts
     * (the plugins of the one freed stay mapped for the next). */
    capture work;
    dlti_context *ctx[2];
    /* Set by any diagnostic of its contexts (they outlive run_chunk). */
    int said;
};

static int capture_pieces(void *user, const dlti_piece *pieces, size_t n)
{
    capture *c = user;
    for (size_t i = 0; i < n; i++) {
        size_t need = c->len + pieces[i].len;
        if (need > CAPTURE_MAX) {
            c->failed = 1;
            return -1;
        }
        if (need > c->cap) {
            size_t cap = c->cap ? c->cap : 64 * 1024;
            while (cap < need)
                cap *= 2;
            char *d = realloc(c->data, cap);
            if (!d) {
                c->failed = 1;
                return -1;
            }
            c->data = d;
            c->cap = cap;
        }
        memcpy(c->data + c->len, pieces[i].data, pieces[i].len);
        c->len = need;
    }
    return 0;
}

/* Any diagnostic makes the chunk the caller's. */
static void note_diag(void *user, dlti_severity sev, const dlti_loc *loc,
                      const char *msg)
{
    (void)sev;
    (void)loc;
    (void)msg;
    *(int *)user = 1;
}

/* Queries chunk j into w->work; 1 when its text can stand for the
 * caller's query of it. */
static int run_chunk(chunk_worker *w, size_t j)
{
    const chunk *c = &w->chunks[j];
    dlti_context *ctx = dlti_context_new();
    w->work.len = 0;
    w->work.failed = 0;
    if (!ctx)
        return 0;
    w->said = 0;
    dlti_context_set_diag_handler(ctx, note_diag, &w->said);
    int ok = context_apply_plugins(w->cli, ctx) == 0;
    dlti_query_options o = {0};
    o.first_line = c->line;
    o.first_col = c->col;
    dlti_status st = ok ? dlti_query_source_opts(ctx, w->in->name,
                                                 w->in->text + c->off,
                                                 c->len, &o, capture_pieces,
                                                 &w->work)
                        : DLTI_ERR_NOMEM;
    int clean = st == DLTI_OK && !w->said && !w->work.failed;
    dlti_context_free(w->ctx[j / 2 % 2]);
    w->ctx[j / 2 % 2] = ctx;
    return clean;
}

static void *run(void *arg)
{
    chunk_worker *w = arg;
    for (size_t j = 1; j < w->n; j += 2) {
        int clean = run_chunk(w, j);
        pthread_mutex_lock(&w->mu);
        while (!w->stop && (w->count == RING ||
                            (w->count && w->held + w->work.len > HOLD_MAX)))
            pthread_cond_wait(&w->freed, &w->mu);
        if (w->stop) {
            pthread_mutex_unlock(&w->mu);
            break;
        }
        /* Into the first free slot, whose old buffer the next chunk
         * reuses. */
        unsigned k = (w->head + w->count) % RING;
        capture t = w->ring[k];
        w->ring[k] = w->work;
        w->work = t;
        w->ring_index[k] = j;
        w->ring_clean[k] = clean;
        w->held += w->ring[k].len;
        w->count++;
        pthread_cond_signal(&w->ready);
        pthread_mutex_unlock(&w->mu);
    }
    return NULL;
}

chunk_worker *chunk_worker_start(const cli *c, const input *in,
                                 const chunk *chunks, size_t n)
{
    chunk_worker *w = calloc(1, sizeof *w);
    if (!w)
        return NULL;
    w->cli = c;
    w->in = in;
    w->chunks = chunks;
    w->n = n;
    if (pthread_mutex_init(&w->mu, NULL) != 0)
        goto fail;
    if (pthread_cond_init(&w->ready, NULL) != 0)
        goto fail_mu;
    if (pthread_cond_init(&w->freed, NULL) != 0)
        goto fail_ready;
    if (pthread_create(&w->thread, NULL, run, w) != 0)
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

int chunk_worker_take(chunk_worker *w, size_t i, const char **text,
                      size_t *len)
{
    pthread_mutex_lock(&w->mu);
    while (!w->count || w->ring_index[w->head] != i)
        pthread_cond_wait(&w->ready, &w->mu);
    /* (the slot stays the caller's until chunk_worker_done) */
    *text = w->ring[w->head].data;
    *len = w->ring[w->head].len;
    int clean = w->ring_clean[w->head];
    pthread_mutex_unlock(&w->mu);
    return clean;
}

void chunk_worker_done(chunk_worker *w)
{
    pthread_mutex_lock(&w->mu);
    capture *c = &w->ring[w->head];
    w->held -= c->len;
    if (c->cap > KEEP_MAX) {
        free(c->data);
        *c = (capture){0};
    }
    w->head = (w->head + 1) % RING;
    w->count--;
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
    pthread_join(w->thread, NULL);
    pthread_cond_destroy(&w->freed);
    pthread_cond_destroy(&w->ready);
    pthread_mutex_destroy(&w->mu);
    dlti_context_free(w->ctx[0]);
    dlti_context_free(w->ctx[1]);
    for (unsigned k = 0; k < RING; k++)
        free(w->ring[k].data);
    free(w->work.data);
    free(w);
}
