/* arena.c - memory: the context's arena (chunks that double, large ones
 * mapped), fresh zeroed pages, growable arrays and inline-record tables,
 * per-use scratch. */
/* mmap's MAP_ANONYMOUS is not in strict C11 or POSIX.1-2008 headers. */
#define _DEFAULT_SOURCE
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "dl_base.h"

/* ---- The arena -------------------------------------------------------------- */

/* Chunks start small (most contexts parse a few lines) and double up to
 * DL_CHUNK_MAX; chunks of that size are mapped directly, so they come
 * zeroed and dl_alloc_locked skips its memset.  (Asking for huge pages with
 * MADV_HUGEPAGE was tried: the kernel's compaction tripled the system time
 * of a 1M-query file.) */
#define DL_CHUNK_MIN (64 * 1024)
#define DL_CHUNK_MAX (4 * 1024 * 1024)

typedef struct dl_chunk {
    struct dl_chunk *next;
    size_t used, cap;
    size_t mapped;   /* bytes mapped with mmap, 0 if from malloc */
    bool zeroed;     /* fresh anonymous memory: already zero */
    _Alignas(16) unsigned char data[];
} dl_chunk;

static dl_chunk *chunk_new(size_t cap)
{
    size_t want = sizeof(dl_chunk) + cap;
#if defined(MAP_ANONYMOUS)
    if (cap >= DL_CHUNK_MAX) {
        dl_chunk *c = dl_pages_alloc(want);
        if (c) {
            c->mapped = want;
            c->zeroed = true;
            c->cap = cap;
            return c;
        }
    }
#endif
    dl_chunk *c = malloc(want);
    if (!c)
        return NULL;
    c->mapped = 0;
    c->zeroed = false;
    c->cap = cap;
    return c;
}

void *dl_pages_alloc(size_t bytes)
{
#if defined(MAP_ANONYMOUS)
    void *p = mmap(NULL, bytes, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    return p == MAP_FAILED ? NULL : p;
#else
    return calloc(1, bytes);
#endif
}

void dl_pages_free(void *p, size_t bytes)
{
#if defined(MAP_ANONYMOUS)
    if (p)
        munmap(p, bytes);
#else
    (void)bytes;
    free(p);
#endif
}

static void chunk_free(dl_chunk *c)
{
    if (c->mapped)
        dl_pages_free(c, c->mapped);
    else
        free(c);
}

bool dl_array_reserve(void **arr, size_t *cap, size_t n, size_t size,
                      size_t first)
{
    if (n < *cap)
        return true;
    size_t ncap = *cap ? *cap * 2 : first;
    if (ncap < *cap || ncap > SIZE_MAX / size)
        return false;
    void *na = realloc(*arr, ncap * size);
    if (!na)
        return false;
    *arr = na;
    *cap = ncap;
    return true;
}

bool dl_records_grow(void **tab, size_t *cap, size_t count, size_t size,
                     size_t first, void (*place)(void *user, const void *rec),
                     void *user)
{
    if ((count + 1) * 2 <= *cap)
        return true;
    size_t ocap = *cap, ncap = ocap ? ocap * 2 : first;
    char *old = *tab, *n = calloc(ncap, size);
    if (!n)
        return false;
    *tab = n;
    *cap = ncap;
    for (size_t i = 0; i < ocap; i++)
        if (*(void **)(old + i * size))
            place(user, old + i * size);
    free(old);
    return true;
}

static void *arena_alloc_raw(dlti_context *ctx, size_t size, bool *zeroed)
{
    size = (size + 15) & ~(size_t)15;
    if (size == 0)
        size = 16;
    dl_chunk *c = dl_base_of(ctx)->chunks;
    if (!c || c->cap - c->used < size) {
        size_t cap = c ? c->cap * 2 : DL_CHUNK_MIN;
        if (cap > DL_CHUNK_MAX)
            cap = DL_CHUNK_MAX;
        bool big = size > cap / 4;
        dl_chunk *n = chunk_new(big ? size : cap);
        if (!n)
            return NULL;
        n->used = 0;
        dl_base_of(ctx)->arena_bytes += n->cap;
        if (big && c) {
            /* A big block gets its own chunk behind the current one so the
             * current chunk's free space stays usable. */
            n->next = c->next;
            c->next = n;
        } else {
            n->next = c;
            dl_base_of(ctx)->chunks = n;
        }
        c = n;
    }
    void *p = c->data + c->used;
    c->used += size;
    *zeroed = c->zeroed;
    return p;
}

void *dl_alloc_locked(dlti_context *ctx, size_t size)
{
    bool zeroed;
    void *p = arena_alloc_raw(ctx, size, &zeroed);
    if (p && !zeroed)
        memset(p, 0, size);
    return p;
}

void *dl_alloc_raw(dlti_context *ctx, size_t size)
{
    bool zeroed;
    dl_ctx_lock(ctx);
    void *p = arena_alloc_raw(ctx, size, &zeroed);
    dl_ctx_unlock(ctx);
    return p;
}

void *dl_alloc(dlti_context *ctx, size_t size)
{
    dl_ctx_lock(ctx);
    void *p = dl_alloc_locked(ctx, size);
    dl_ctx_unlock(ctx);
    return p;
}

void *dl_memdup(dlti_context *ctx, const void *p, size_t size)
{
    void *q = dl_alloc(ctx, size);
    if (q && size)
        memcpy(q, p, size);
    return q;
}

void *dl_scratch_get(dlti_context *ctx, dl_scratch *s, size_t len)
{
    s->heap = NULL;
    if (len <= sizeof s->small) {
        memset(s->small, 0, len);
        return s->small;
    }
    if (!(s->heap = calloc(1, len)))
        dl_nomem(ctx);
    return s->heap;
}

dlti_status dl_nomem(dlti_context *ctx)
{
    return dl_error(ctx, DLTI_ERR_NOMEM, NULL, "out of memory");
}

void dl_arena_free(dlti_context *ctx)
{
    dl_chunk *c = dl_base_of(ctx)->chunks;
    while (c) {
        dl_chunk *n = c->next;
        chunk_free(c);
        c = n;
    }
    dl_base_of(ctx)->chunks = NULL;
}
