/* buf.c - dl_buf, the growable byte buffer every printer writes to, with
 * its optional sink that takes the text in large pieces, or its optional
 * bound past which text is dropped. */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dl_base.h"

/* ---- Growable buffers --------------------------------------------------- */

/* What a buffer with a sink holds before dl_buf_drain hands it over, and
 * its first size: grown from 64 bytes, a split file's chunks each copied
 * their text ten times over.  (Not more: glibc maps 128 KiB and up afresh
 * each time, faults and unmapping.) */
#define DRAIN_AT (64 * 1024)
/* Past this a buffer grows by realloc alone (below). */
#define BIG_BUF ((size_t)1024 * 1024)

static bool buf_reserve(dl_buf *b, size_t extra)
{
    if (b->failed)
        return false;
    if (b->cap - b->len > extra)
        return true;
    if (b->limit) {
        /* one allocation of the whole bound: the inline put's test of
         * `cap` then keeps to it (past it: put_past_limit) */
        if (b->len + extra > b->limit || b->cap)
            return false;
        char *n = malloc(b->limit + 1);
        if (!n) {
            b->failed = true;
            return false;
        }
        b->data = n;
        b->cap = b->limit + 1;
        return true;
    }
    if (b->max && (extra > b->max || b->len > b->max - extra)) {
        b->failed = b->over = true;
        return false;
    }
    size_t ncap = b->cap ? b->cap : b->sink ? DRAIN_AT : 64;
    while (ncap - b->len <= extra) {
        if (ncap > SIZE_MAX / 2) {
            b->failed = true;
            return false;
        }
        ncap *= 2;
    }
    /* never room past the bound: dl_buf_put's inline test is on `cap` */
    if (b->max && ncap > b->max + 1)
        ncap = b->max + 1;
    char *n = realloc(b->data, ncap);
    if (n && ncap >= DL_READY_MIN && b->cap) {
        /* A buffer grown (not its first block: a small text's run may
         * never fill it): the room made present in one call, not a fault
         * a page (the copy, when realloc moved the block, still faults).
         * Past a megabyte only what this put writes: a big buffer's last
         * doubling may never be filled. */
        size_t room = ncap - b->len, want = extra + DL_READY_MIN;
        dl_pages_ready(n + b->len,
                       ncap <= BIG_BUF || want > room ? room : want);
    }
    if (!n) {
        b->failed = true;
        return false;
    }
    b->data = n;
    b->cap = ncap;
    return true;
}

/* A put past a bounded buffer's limit keeps what fits (the start is what
 * its reader reads), then nothing more. */
static void put_past_limit(dl_buf *b, const char *s, size_t n)
{
    if (b->failed)
        return;
    size_t room = b->limit - b->len;
    if (room && room < n && buf_reserve(b, room)) {
        memcpy(b->data + b->len, s, room);
        b->len += room;
        b->data[b->len] = 0;
    }
    b->failed = true;
}

void dl_buf_put_slow(dl_buf *b, const char *s, size_t n)
{
    if (!buf_reserve(b, n)) {
        if (b->limit)
            put_past_limit(b, s, n);
        return;
    }
    memcpy(b->data + b->len, s, n);
    b->len += n;
    b->data[b->len] = 0;
}

void dl_buf_puts(dl_buf *b, const char *s) { dl_buf_put(b, s, strlen(s)); }

void dl_buf_vprintf(dl_buf *b, const char *fmt, va_list ap)
{
    va_list ap2;
    va_copy(ap2, ap);
    char small[256];
    int n = vsnprintf(small, sizeof small, fmt, ap2);
    va_end(ap2);
    if (n < 0) {
        b->failed = true;
        return;
    }
    if ((size_t)n < sizeof small) {
        dl_buf_put(b, small, (size_t)n);
        return;
    }
    if (!buf_reserve(b, (size_t)n)) {
        if (b->limit)
            b->failed = true; /* past the bound: nothing more */
        return;
    }
    vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
    b->len += (size_t)n;
}

void dl_buf_printf(dl_buf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    dl_buf_vprintf(b, fmt, ap);
    va_end(ap);
}

void dl_buf_drain(dl_buf *b, bool all)
{
    if (!b->sink || b->len == 0 || (!all && b->len < DRAIN_AT))
        return;
    if (!b->sink_failed && !b->failed &&
        b->sink(b->sink_user, b->data, b->len) != 0)
        b->sink_failed = true;
    b->len = 0;
}

char *dl_buf_take(dl_buf *b)
{
    if (b->failed) {
        dl_buf_free(b);
        return NULL;
    }
    if (!buf_reserve(b, 0)) {
        dl_buf_free(b);
        return NULL;
    }
    b->data[b->len] = 0;
    char *s = b->data;
    b->data = NULL;
    b->len = b->cap = 0;
    return s;
}

/* ---- dlti_text: text in memory the caller keeps ----------------------- */

void dl_buf_adopt(dl_buf *b, const dlti_text *t)
{
    memset(b, 0, sizeof *b);
    b->data = t->data;
    b->len = t->data ? t->len : 0;
    b->cap = t->data ? t->cap : 0;
    b->max = t->max;
    /* the inline put writes up to `cap`: not past the bound (the caller
     * checked len <= max) */
    if (b->max && b->cap > b->max + 1)
        b->cap = b->max + 1;
}

dlti_status dl_buf_give_back(dl_buf *b, dlti_text *t)
{
    t->data = b->data;
    t->len = b->len;
    t->cap = b->cap;
    if (t->data && t->len < t->cap)
        t->data[t->len] = 0;
    return b->over ? DLTI_ERR_LIMIT : b->failed ? DLTI_ERR_NOMEM : DLTI_OK;
}

void dlti_text_free(dlti_text *t)
{
    if (!t)
        return;
    free(t->data);
    t->data = NULL;
    t->len = t->cap = 0;
}

void dl_buf_free(dl_buf *b)
{
    free(b->data);
    b->data = NULL;
    b->len = b->cap = 0;
    b->failed = false;
    b->sink_failed = false;
}
