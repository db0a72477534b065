/* arena.c - memory: the context's arena (chunks that double, large ones
 * mapped), fresh zeroed pages and their population in bulk, growable
 * arrays and inline-record tables, per-use scratch. */
/* mmap's MAP_ANONYMOUS is not in strict C11 or POSIX.1-2008 headers. */
#define _DEFAULT_SOURCE
#include "config.h"

#include <errno.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "dl_base.h"

/* ---- The arena -------------------------------------------------------------- */

/* Chunks start small (most contexts parse a few lines) and double up to
 * DL_CHUNK_MAX; chunks of that size are mapped directly, so they come
 * zeroed and dl_alloc_locked skips its memset.  (Asking for huge pages with
 * MADV_HUGEPAGE was tried: the kernel's compaction tripled the system time
 * of a 1M-query file.) */
#define DL_CHUNK_MIN (64 * 1024)
#define DL_CHUNK_MAX (4 * 1024 * 1024)

/* A chunk's pages are made present this many bytes ahead of its first
 * cut that reaches them (dl_pages_ready). */
#define DL_CHUNK_READY (64 * 1024)
#define DL_CHUNK_READY_MIN (256 * 1024)

typedef struct dl_chunk {
    struct dl_chunk *next;
    size_t used, cap;
    size_t ready;    /* bytes of data[] made present by dl_pages_ready */
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
            c->ready = 0;
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
    c->ready = 0;
    return c;
}

/* MADV_POPULATE_WRITE is Linux 5.14's; older headers lack the name, older
 * kernels answer EINVAL (then it is not asked again). */
#if defined(__linux__) && !defined(MADV_POPULATE_WRITE)
#define MADV_POPULATE_READ 22
#define MADV_POPULATE_WRITE 23
#endif
static atomic_int populate_off;

/* (an address, not a pointer: the memory is not read, which GCC 12's
 * -Wmaybe-uninitialized cannot tell of a `const void *`) */
static void pages_ready(uintptr_t p, size_t n, int advice)
{
#if defined(__linux__)
    static atomic_long page_size;
    long page = atomic_load_explicit(&page_size, memory_order_relaxed);
    if (!page) {
        page = sysconf(_SC_PAGESIZE);
        if (page <= 0)
            page = 4096;
        atomic_store_explicit(&page_size, page, memory_order_relaxed);
    }
    uintptr_t from = (p + (uintptr_t)page - 1) & ~(uintptr_t)(page - 1);
    uintptr_t to = (p + n) & ~(uintptr_t)(page - 1);
    if (to <= from + (uintptr_t)page ||
        atomic_load_explicit(&populate_off, memory_order_relaxed))
        return;
    if (madvise((void *)from, to - from, advice) != 0 && errno == EINVAL)
        atomic_store_explicit(&populate_off, 1, memory_order_relaxed);
#else
    (void)p;
    (void)n;
    (void)advice;
#endif
}

void dl_pages_ready(void *p, size_t n)
{
#if defined(__linux__)
    pages_ready((uintptr_t)p, n, MADV_POPULATE_WRITE);
#else
    pages_ready((uintptr_t)p, n, 0);
#endif
}

void dl_pages_ready_read(const void *p, size_t n)
{
#if defined(__linux__)
    pages_ready((uintptr_t)p, n, MADV_POPULATE_READ);
#else
    pages_ready((uintptr_t)p, n, 0);
#endif
}

void *dl_malloc_ready(size_t bytes)
{
    void *p = malloc(bytes);
    if (p && bytes >= DL_READY_MIN)
        dl_pages_ready(p, bytes);
    return p;
}

void *dl_calloc_ready(size_t n, size_t size)
{
    if (size && n > SIZE_MAX / size)
        return NULL;
    size_t bytes = n * size;
    if (bytes < DL_READY_MIN)
        return calloc(n, size);
    void *p = dl_malloc_ready(bytes);
    return p ? memset(p, 0, bytes) : NULL;
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
    char *old = *tab, *n = dl_calloc_ready(ncap, size);
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
    if (c->used > c->ready &&
        dl_base_of(ctx)->arena_bytes >= DL_CHUNK_READY_MIN) {
        /* the pages ahead in one call, not a fault on each (not in the
         * first chunks: a small file's run may never reach them) */
        size_t to = c->used + DL_CHUNK_READY;
        if (to > c->cap)
            to = c->cap;
        dl_pages_ready(c->data + c->ready, to - c->ready);
        c->ready = to;
    }
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
