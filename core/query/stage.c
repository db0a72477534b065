/* query/stage.c - a second thread that runs one step on each op handed to
 * it, in order, while the caller goes on (dl_query_stage, for query/source.c:
 * the printing of a body op while the next one is parsed).  The context's
 * lock is shared with it (dl_ctx_share): the caller holds the lock
 * throughout, as when it works alone. */
#include "config.h"

#include <pthread.h>
#include <stdlib.h>

#include "dl_query.h"

struct dl_query_stage {
    dlti_context *ctx;
    dl_query_stage_fn fn;
    void *user;
    pthread_t thread;
    pthread_mutex_t mu;
    pthread_cond_t cv; /* an op given, one done, the thread's tag, or stop */
    /* Under mu: the ops given and not yet taken, oldest at `head`, and
     * how many are given and not done (those and the one being run). */
    dlti_op *ring[DL_QUERY_STAGE_AHEAD];
    unsigned head, queued, undone;
    bool stop;
    bool tagged;
    bool shared;       /* the lock is shared with the thread (the caller's) */
    uintptr_t tag;     /* the thread's, for dl_ctx_share */
    dlti_status st;    /* the first failure */
};

static void *run(void *arg)
{
    dl_query_stage *g = arg;
    pthread_mutex_lock(&g->mu);
    g->tag = dl_thread_tag();
    g->tagged = true;
    pthread_cond_broadcast(&g->cv);
    for (;;) {
        while (!g->queued && !g->stop)
            pthread_cond_wait(&g->cv, &g->mu);
        if (!g->queued)
            break;
        dlti_op *op = g->ring[g->head];
        g->head = (g->head + 1) % DL_QUERY_STAGE_AHEAD;
        g->queued--;
        dlti_status failed = g->st;
        pthread_mutex_unlock(&g->mu);
        dlti_status st = failed ? failed : g->fn(g->user, op);
        pthread_mutex_lock(&g->mu);
        if (st && !g->st)
            g->st = st;
        g->undone--;
        pthread_cond_broadcast(&g->cv);
    }
    pthread_mutex_unlock(&g->mu);
    return NULL;
}

/* Ends the thread, which has nothing to do, and frees the stage. */
static void finish(dl_query_stage *g)
{
    pthread_mutex_lock(&g->mu);
    g->stop = true;
    pthread_cond_broadcast(&g->cv);
    pthread_mutex_unlock(&g->mu);
    pthread_join(g->thread, NULL);
    pthread_cond_destroy(&g->cv);
    pthread_mutex_destroy(&g->mu);
    free(g);
}

dl_query_stage *dl_query_stage_start(dlti_context *ctx, dl_query_stage_fn fn, void *user)
{
    dl_query_stage *g = calloc(1, sizeof *g);
    if (!g)
        return NULL;
    g->ctx = ctx;
    g->fn = fn;
    g->user = user;
    if (pthread_mutex_init(&g->mu, NULL) != 0) {
        free(g);
        return NULL;
    }
    if (pthread_cond_init(&g->cv, NULL) != 0) {
        pthread_mutex_destroy(&g->mu);
        free(g);
        return NULL;
    }
    if (pthread_create(&g->thread, NULL, run, g) != 0) {
        pthread_cond_destroy(&g->cv);
        pthread_mutex_destroy(&g->mu);
        free(g);
        return NULL;
    }
    /* (the lock is shared with it at the first op: dl_query_stage_ready) */
    return g;
}

bool dl_query_stage_ready(dl_query_stage *g)
{
    if (g->shared)
        return true;
    /* By the first op the thread is long up: the caller parsed the op
     * while it started (waiting for it at the start cost up to ~0.4 ms). */
    pthread_mutex_lock(&g->mu);
    while (!g->tagged)
        pthread_cond_wait(&g->cv, &g->mu);
    uintptr_t tag = g->tag;
    pthread_mutex_unlock(&g->mu);
    /* The thread takes no lock before it is given an op, after this. */
    g->shared = dl_ctx_share(g->ctx, tag);
    return g->shared;
}

/* Under mu: until no more than `n` ops are undone. */
static void wait_undone(dl_query_stage *g, unsigned n)
{
    while (g->undone > n)
        pthread_cond_wait(&g->cv, &g->mu);
}

static void wait_idle(dl_query_stage *g) { wait_undone(g, 0); }

dlti_status dl_query_stage_give(dl_query_stage *g, dlti_op *op)
{
    pthread_mutex_lock(&g->mu);
    wait_undone(g, DL_QUERY_STAGE_AHEAD - 1);
    dlti_status st = g->st;
    if (!st) {
        g->ring[(g->head + g->queued) % DL_QUERY_STAGE_AHEAD] = op;
        g->queued++;
        g->undone++;
        pthread_cond_broadcast(&g->cv);
    }
    pthread_mutex_unlock(&g->mu);
    return st;
}

dlti_status dl_query_stage_drain(dl_query_stage *g)
{
    pthread_mutex_lock(&g->mu);
    wait_idle(g);
    dlti_status st = g->st;
    pthread_mutex_unlock(&g->mu);
    return st;
}

dlti_status dl_query_stage_stop(dl_query_stage *g)
{
    /* (idle, the thread takes the context's lock no more) */
    dlti_status st = dl_query_stage_drain(g);
    if (g->shared)
        dl_ctx_share(g->ctx, 0);
    finish(g);
    return st;
}
