/* writer.c - standard output into a regular file from a second thread
 * (output.c decides when): the query's text is copied into a few buffers,
 * each written with pwrite at its own place in the file, so that the
 * kernel's copy of the text into the file overlaps the computing of what
 * follows.  The query never waits for a thread the host did not run:
 * when every buffer is queued and none is being written, the caller
 * writes the oldest one itself.  One write at a time: two threads writing
 * the same file contend for its lock in the kernel (the waiter spins:
 * large into a file took twice the system time), so the caller waits
 * while the thread writes.  Where a thread computes beside the one that
 * gives the text (a split input's worker, or the query's own printing
 * thread giving it), there is no writing thread, or it is not used: the
 * giver writes each buffer as it fills, since a third busy thread on two
 * processors only takes turns with them (medium into a new file, median
 * of 15: 62 -> 55 ms).  Text can be taken back (the file truncated) to a
 * mark. */
#define _GNU_SOURCE /* mmap's MAP_ANONYMOUS, MAP_POPULATE */
#include "config.h"

#include "cli.h"

#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/types.h>
#include <unistd.h>

/* 4 x 256 KiB, made when first needed and populated in one call (a page
 * fault costs microseconds on a virtual machine). */
#define WBUF_SIZE (256u * 1024u)
#define WBUF_COUNT 4

enum { WB_FREE, WB_FILLING, WB_QUEUED, WB_WRITING };

typedef struct wbuf {
    char *data;
    size_t len;
    off_t at; /* where its text goes in the file */
    int state;
} wbuf;

struct out_writer {
    pthread_t thread;
    pthread_mutex_t mu;
    pthread_cond_t queued;  /* a buffer was queued, or stop */
    pthread_cond_t written; /* a buffer was written */
    wbuf b[WBUF_COUNT];
    /* Under mu: the queued buffers, oldest first (a ring). */
    int ring[WBUF_COUNT];
    unsigned head, n_queued;
    int writing; /* a write is under way (the thread's or the caller's) */
    int err; /* errno of the first failed write (then nothing more is
              * written), or 0 */
    int stop;
    int fd;
    int threaded;   /* the writing thread runs */
    pthread_t owner; /* the thread that started the writer */
    /* The caller's alone: the buffer it fills (-1: none), and the offset
     * where the text given so far ends. */
    int cur;
    off_t end;
};

static int pwrite_all(int fd, const char *p, size_t n, off_t at)
{
    while (n > 0) {
        ssize_t w = pwrite(fd, p, n, at);
        if (w < 0 && errno == EINTR)
            continue;
        if (w < 0)
            return errno;
        if (w == 0)
            return EIO;
        p += w;
        n -= (size_t)w;
        at += w;
    }
    return 0;
}

/* Under mu, no write under way: the oldest queued buffer, now being
 * written. */
static int take_queued(out_writer *w)
{
    int i = w->ring[w->head];
    w->head = (w->head + 1) % WBUF_COUNT;
    w->n_queued--;
    w->writing = 1;
    w->b[i].state = WB_WRITING;
    return i;
}

/* Under mu: waits until no write is under way, then takes the turn. */
static void take_turn(out_writer *w)
{
    while (w->writing)
        pthread_cond_wait(&w->written, &w->mu);
    w->writing = 1;
}

/* Under mu: the turn given back; whoever waits for it goes on. */
static void give_turn(out_writer *w)
{
    w->writing = 0;
    pthread_cond_broadcast(&w->written);
    /* (the thread sleeps when nothing is queued: a wake-up for nothing
     * costs the other processor a switch, one per buffer a giver wrote) */
    if (w->n_queued)
        pthread_cond_signal(&w->queued);
}

/* Writes buffer i (taken with take_queued), without mu; then frees it. */
static void write_taken(out_writer *w, int i)
{
    pthread_mutex_lock(&w->mu);
    int failed = w->err;
    pthread_mutex_unlock(&w->mu);
    int e = failed ? 0 : pwrite_all(w->fd, w->b[i].data, w->b[i].len, w->b[i].at);
    pthread_mutex_lock(&w->mu);
    if (e && !w->err)
        w->err = e;
    w->b[i].state = WB_FREE;
    w->b[i].len = 0;
    give_turn(w);
    pthread_mutex_unlock(&w->mu);
}

static void *run(void *arg)
{
    out_writer *w = arg;
    pthread_mutex_lock(&w->mu);
    for (;;) {
        while ((!w->n_queued || w->writing) && !w->stop)
            pthread_cond_wait(&w->queued, &w->mu);
        while (w->writing) /* stopping: the caller's last write */
            pthread_cond_wait(&w->written, &w->mu);
        if (!w->n_queued)
            break;
        int i = take_queued(w);
        pthread_mutex_unlock(&w->mu);
        write_taken(w, i);
        pthread_mutex_lock(&w->mu);
    }
    pthread_mutex_unlock(&w->mu);
    return NULL;
}

/* A buffer's memory, populated; NULL when it cannot be had. */
static char *buf_new(void)
{
    void *m = mmap(NULL, WBUF_SIZE, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
    return m == MAP_FAILED ? NULL : m;
}

static void buf_free(char *b)
{
    if (b)
        munmap(b, WBUF_SIZE);
}

out_writer *writer_start(int fd, off_t at, int threaded)
{
    out_writer *w = calloc(1, sizeof *w);
    if (!w)
        return NULL;
    w->fd = fd;
    w->threaded = threaded;
    w->owner = pthread_self();
    w->end = at;
    w->cur = -1;
    if (!(w->b[0].data = buf_new())) /* the others when first needed */
        goto fail;
    if (pthread_mutex_init(&w->mu, NULL) != 0)
        goto fail;
    if (pthread_cond_init(&w->queued, NULL) != 0) {
        pthread_mutex_destroy(&w->mu);
        goto fail;
    }
    if (pthread_cond_init(&w->written, NULL) != 0) {
        pthread_cond_destroy(&w->queued);
        pthread_mutex_destroy(&w->mu);
        goto fail;
    }
    if (threaded && pthread_create(&w->thread, NULL, run, w) != 0) {
        pthread_cond_destroy(&w->written);
        pthread_cond_destroy(&w->queued);
        pthread_mutex_destroy(&w->mu);
        goto fail;
    }
    return w;
fail:
    buf_free(w->b[0].data);
    free(w);
    return NULL;
}

/* Under mu: one step of waiting for a buffer to be written: the oldest
 * queued one written here when no write is under way (the thread is
 * behind), or else the write under way waited for. */
static void help_or_wait(out_writer *w)
{
    if (w->n_queued && !w->writing) {
        int i = take_queued(w);
        pthread_mutex_unlock(&w->mu);
        write_taken(w, i);
        pthread_mutex_lock(&w->mu);
    } else {
        pthread_cond_wait(&w->written, &w->mu);
    }
}

/* The giver writes its buffers itself: no writing thread, or the giver
 * is not the thread that started the writer (it computes beside that
 * one). */
static int gives_and_writes(const out_writer *w)
{
    return !w->threaded || !pthread_equal(pthread_self(), w->owner);
}

/* Queues the buffer being filled, if it holds text; written here and now
 * where the giver writes (the thread may still be writing an older one:
 * then that is waited for, the order kept). */
static void queue_cur(out_writer *w)
{
    if (w->cur < 0)
        return;
    int i = w->cur;
    w->cur = -1;
    int self = gives_and_writes(w);
    pthread_mutex_lock(&w->mu);
    if (!w->b[i].len) {
        w->b[i].state = WB_FREE;
    } else {
        w->b[i].state = WB_QUEUED;
        w->ring[(w->head + w->n_queued) % WBUF_COUNT] = i;
        w->n_queued++;
        if (self)
            while (w->n_queued)
                help_or_wait(w);
        else
            pthread_cond_signal(&w->queued);
    }
    pthread_mutex_unlock(&w->mu);
}

/* A free buffer to fill, starting at the end; when there is none, the
 * oldest queued one is written here first (the thread is behind).  The
 * error so far, or 0. */
static int take_free(out_writer *w)
{
    pthread_mutex_lock(&w->mu);
    for (;;) {
        if (w->err) {
            int e = w->err;
            pthread_mutex_unlock(&w->mu);
            return e;
        }
        for (int i = 0; i < WBUF_COUNT; i++)
            if (w->b[i].state == WB_FREE &&
                (w->b[i].data || (w->b[i].data = buf_new()))) {
                w->b[i].state = WB_FILLING;
                w->b[i].len = 0;
                w->b[i].at = w->end;
                w->cur = i;
                pthread_mutex_unlock(&w->mu);
                return 0;
            }
        help_or_wait(w);
    }
}

int writer_put(out_writer *w, const char *s, size_t n)
{
    while (n > 0) {
        if (n >= WBUF_SIZE) {
            /* a long text from where it is, at its place */
            queue_cur(w);
            pthread_mutex_lock(&w->mu);
            take_turn(w);
            int e = w->err;
            pthread_mutex_unlock(&w->mu);
            if (!e)
                e = pwrite_all(w->fd, s, n, w->end);
            pthread_mutex_lock(&w->mu);
            if (e && !w->err)
                w->err = e;
            give_turn(w);
            pthread_mutex_unlock(&w->mu);
            if (e)
                return e;
            w->end += (off_t)n;
            return 0;
        }
        if (w->cur < 0) {
            int e = take_free(w);
            if (e)
                return e;
        }
        wbuf *b = &w->b[w->cur];
        size_t k = WBUF_SIZE - b->len < n ? WBUF_SIZE - b->len : n;
        memcpy(b->data + b->len, s, k);
        b->len += k;
        w->end += (off_t)k;
        s += k;
        n -= k;
        if (b->len == WBUF_SIZE)
            queue_cur(w);
    }
    return 0;
}

/* Everything given so far written, the caller helping; the first write
 * error, or 0.  The file's offset is then at the end of the text. */
static int writer_sync(out_writer *w)
{
    queue_cur(w);
    pthread_mutex_lock(&w->mu);
    while (w->n_queued || w->writing)
        help_or_wait(w);
    int e = w->err;
    pthread_mutex_unlock(&w->mu);
    if (!e && lseek(w->fd, w->end, SEEK_SET) < 0)
        e = errno;
    return e;
}

off_t writer_mark(const out_writer *w) { return w->end; }

int writer_take_back(out_writer *w, off_t mark)
{
    int e = writer_sync(w);
    pthread_mutex_lock(&w->mu);
    w->err = 0; /* the failed write goes with the text */
    pthread_mutex_unlock(&w->mu);
    (void)e;
    if (ftruncate(w->fd, mark) != 0 || lseek(w->fd, mark, SEEK_SET) < 0)
        return errno ? errno : EIO;
    w->end = mark;
    return 0;
}

int writer_stop(out_writer *w)
{
    int e = writer_sync(w);
    if (w->threaded) {
        pthread_mutex_lock(&w->mu);
        w->stop = 1;
        pthread_cond_signal(&w->queued);
        pthread_mutex_unlock(&w->mu);
        pthread_join(w->thread, NULL);
    }
    pthread_cond_destroy(&w->written);
    pthread_cond_destroy(&w->queued);
    pthread_mutex_destroy(&w->mu);
    for (int i = 0; i < WBUF_COUNT; i++)
        buf_free(w->b[i].data);
    free(w);
    return e;
}
