/* dl_base.h - the base layer (layer 0 of doc/design.md): the context's
 * lock, arena, buffers, diagnostics and "did you mean"; never installed.
 *
 * Internal names start with dl_ and are hidden (the library is built with
 * -fvisibility=hidden); only DLTI_API symbols are exported.  Each layer's
 * header includes the one below it, and a file of core/ includes only the
 * header of its own layer (t/t0960-layers.sh). */
#ifndef DLTI_DL_BASE_H
#define DLTI_DL_BASE_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include <stdatomic.h>

#include "dlti/dlti.h"
#include "dlti/plugin.h"

#if defined(__GNUC__)
#define DL_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define DL_PRINTF(f, a)
#endif

/* ---- Bounds on untrusted input ----------------------------------------- */

#define DL_MAX_NESTING 512        /* nested types/attrs/regions while parsing */
#define DL_MAX_VECTOR_RANK 1024   /* dimensions of one shaped type */

/* ---- "Did you mean" (suggest.c) ----------------------------------------- */

/* The name of `names` closest to word[0..n) within a few edits (none for
 * an exact match), or NULL. */
const char *dl_suggest(const char *word, size_t n, const char *const *names,
                       size_t count);

/* ---- The context's lock (lock.c) -------------------------------------- */

/* The context's recursive lock: it guards the uniquing tables, interned
 * strings, the arena, diagnostics (error count and handler) and the list
 * of layouts, so that threads may query the same context through their
 * own layouts.  Never taken on the cached query path.  Re-entry by the
 * owning thread costs a compare: the parser, the query pass and the
 * printer take it once around their work. */
typedef struct dl_lock {
    pthread_mutex_t mutex;     /* plain; recursion is counted below */
    _Atomic(uintptr_t) owner;  /* the holder's thread tag, 0 when free,
                                * DL_LOCK_SHARED while a helper is in */
    unsigned depth;            /* re-entries by the holder (shared: by
                                * whichever of the two has `inner`) */
    /* One helper thread the holder lets in (dl_ctx_share): meanwhile the
     * two take `inner` between them, and everyone else waits on `mutex`,
     * which the holder keeps. */
    _Atomic(uintptr_t) holder, helper;
    pthread_mutex_t inner;
    _Atomic(uintptr_t) inner_owner;
    unsigned held_depth;       /* the holder's depth when it shared */
} dl_lock;
bool dl_lock_init(dl_lock *l);
void dl_lock_destroy(dl_lock *l);
/* dl_ctx_lock and dl_ctx_unlock (below, inline: re-entry is a compare and
 * an increment) call these when they must take or give back a lock. */
void dl_lock_slow(dl_lock *l, uintptr_t self, uintptr_t owner);
void dl_unlock_last(dl_lock *l);
/* Each thread's tag is the address of its copy (initial-exec: one
 * instruction to find, where the default model calls a function). */
extern _Thread_local char dl_lock_tag
#if defined(__GNUC__)
    __attribute__((tls_model("initial-exec")))
#endif
    ;
/* The calling thread's tag (the lock's owner, or a helper's name). */
static inline uintptr_t dl_thread_tag(void) { return (uintptr_t)&dl_lock_tag; }
/* The holder of the lock, entered once (not re-entered), lets the thread
 * `helper` in (0: out again, once it takes the lock no more): false when
 * the caller does not hold the lock exactly once. */
bool dl_ctx_share(dlti_context *ctx, uintptr_t helper);

/* ---- Diagnostics (context.c) ------------------------------------------- */

void dl_diag(dlti_context *ctx, dlti_severity sev, const dlti_loc *loc,
             const char *fmt, ...) DL_PRINTF(4, 5);
void dl_vdiag(dlti_context *ctx, dlti_severity sev, const dlti_loc *loc,
              const char *fmt, va_list ap);
/* Diagnostics held back (diag.c): from dl_diag_hold to dl_diag_release
 * the diagnostics the mode takes reach neither the handler nor the error
 * count; they are counted in `count`, and the first error is kept (loc,
 * and msg, which the caller frees if it takes it before the release).
 * Holds nest: the innermost that takes a diagnostic keeps it.  Hold the
 * context's lock throughout when other threads may report. */
typedef enum dl_hold_mode {
    DL_HOLD_ALL,     /* everything */
    DL_HOLD_LOCATED  /* everything with a location; the rest goes through */
} dl_hold_mode;
typedef struct dl_diag_held {
    dl_hold_mode mode;
    struct dl_diag_held *outer;
    unsigned count;
    bool got;
    dlti_loc loc;
    char *msg;
} dl_diag_held;
void dl_diag_hold(dlti_context *ctx, dl_diag_held *h, dl_hold_mode mode);
void dl_diag_release(dlti_context *ctx, dl_diag_held *h);
/* One thread's diagnostics diverted (diag.c): while a sink is set on the
 * calling thread, what it reports reaches neither a hold, nor the error
 * count, nor the handler; the sink counts it.  For a step run on a second
 * thread beside the caller's holds: when the count is not 0, the caller
 * runs the step again itself, in order, and reports. */
typedef struct dl_diag_sink {
    unsigned count;
} dl_diag_sink;
void dl_diag_sink_set(dl_diag_sink *s); /* NULL: the thread reports */
/* Counts what a sink's thread must leave to the caller's (a diagnostic,
 * loading a plugin): true when the calling thread has a sink. */
bool dl_diag_sink_refuse(void);
/* Formats of diagnostics are printf's, and "%pT" / "%pA" print a type /
 * an attribute (a `const dlti_type *` / `const dlti_attr *` argument)
 * as MLIR does: %p followed by a letter, as the Linux kernel spells its
 * extensions, so that -Wformat still checks every argument. */
/* Error diagnostic; returns `status` for `return dl_error(...)`. */
dlti_status dl_error(dlti_context *ctx, dlti_status status,
                     const dlti_loc *loc, const char *fmt, ...) DL_PRINTF(4, 5);
void dl_note(dlti_context *ctx, const dlti_loc *loc, const char *fmt, ...)
    DL_PRINTF(3, 4);
/* A note of dlti's own, where MLIR 22 has none: left out under
 * DLTI_DIAG_MLIR_ONLY (dlti_context_set_diag_flags). */
void dl_note_extra(dlti_context *ctx, const dlti_loc *loc, const char *fmt,
                   ...) DL_PRINTF(3, 4);

/* Words for a text that memory did not allow. */
const char *dl_or_lost(const char *s);

/* ---- The base of every context ----------------------------------------- */

/* What the base layer keeps in a context: the first member of struct
 * dlti_context, so that the files of this layer reach it without knowing
 * the rest (dl_base_of). */
typedef struct dl_chunk dl_chunk;
typedef struct dl_ctx_base {
    dl_lock lock;
    dl_chunk *chunks;           /* the arena */
    size_t arena_bytes;         /* the arena's chunks, in all */
    dlti_diag_handler diag;
    void *diag_user;
    unsigned errors;
    unsigned said;              /* diagnostics given to the handler */
    /* Diagnostics reported in any way: given, held back (dl_diag_hold)
     * or refused by a thread's sink.  What the memos check, so that they
     * keep only what reported nothing (a held warning may never be
     * given, and the step that held it may run again, reading the memo). */
    _Atomic unsigned noted;
    unsigned diag_flags;        /* DLTI_DIAG_* */
    dl_diag_held *held;         /* the innermost hold (diag.c) */
    /* The text of a type ('T') or attribute ('A') for %pT / %pA, given by
     * the layer that prints them (malloc'ed; NULL when out of memory). */
    char *(*object_text)(const void *obj, char kind);
} dl_ctx_base;
static inline dl_ctx_base *dl_base_of(const dlti_context *ctx)
{ return (dl_ctx_base *)(void *)ctx; }
/* dl_ctx_base.noted now. */
static inline unsigned dl_noted(const dlti_context *ctx)
{ return atomic_load_explicit(&dl_base_of(ctx)->noted, memory_order_relaxed); }

/* The context's lock (lock.c). */
static inline void dl_ctx_lock(dlti_context *ctx)
{
    dl_lock *l = &dl_base_of(ctx)->lock;
    uintptr_t self = dl_thread_tag();
    /* Only this thread ever stores its own tag, so reading it back here
     * proves ownership without a race. */
    uintptr_t o = atomic_load_explicit(&l->owner, memory_order_relaxed);
    if (o == self) {
        l->depth++;
        return;
    }
    dl_lock_slow(l, self, o);
}
static inline void dl_ctx_unlock(dlti_context *ctx)
{
    dl_lock *l = &dl_base_of(ctx)->lock;
    if (--l->depth)
        return;
    dl_unlock_last(l);
}
/* The error count, for a caller that compares it around a step. */
static inline unsigned dl_error_count(const dlti_context *ctx)
{ return dl_base_of(ctx)->errors; }

/* ---- Arena (arena.c) and growable buffers (buf.c) ----------------------- */

/* All IR lives in the context's arena and is freed with the context.
 * dl_alloc returns zeroed memory, NULL on exhaustion (then the caller
 * reports DLTI_ERR_NOMEM through dl_nomem). */
void *dl_alloc(dlti_context *ctx, size_t size);
/* dl_alloc for a caller that holds the context's lock. */
void *dl_alloc_locked(dlti_context *ctx, size_t size);
/* dl_alloc without the zeroing: for memory the caller zeroes as it cuts
 * it up (pages never cut are never touched). */
void *dl_alloc_raw(dlti_context *ctx, size_t size);
/* Fresh zeroed pages (mmap), for large tables: no memset; NULL on
 * failure.  Freed with the same size. */
void *dl_pages_alloc(size_t bytes);
void dl_pages_free(void *p, size_t bytes);
/* Makes the whole pages of [p, p + n) present and writable in one system
 * call (Linux's MADV_POPULATE_WRITE) rather than by a fault at each first
 * store: on a virtual machine whose faults cost ~11 us, against ~5 us for
 * the first store to a populated page, fresh memory costs half.  Only for
 * memory about to be written; a no-op where unsupported. */
void dl_pages_ready(void *p, size_t n);
/* The same for memory about to be read (a mapped file's pages). */
void dl_pages_ready_read(const void *p, size_t n);
/* malloc and calloc, their pages made ready when DL_READY_MIN bytes or
 * more (tables and buffers about to be filled). */
#define DL_READY_MIN ((size_t)32 * 1024)
void *dl_malloc_ready(size_t bytes);
void *dl_calloc_ready(size_t n, size_t size);
/* Open addressing over inline records of `size` bytes whose first word is
 * a pointer, NULL in an empty slot: makes room for one more record,
 * doubling the table (from `first` slots) at half load; `place` puts each
 * old record into the new table. */
bool dl_records_grow(void **tab, size_t *cap, size_t count, size_t size,
                     size_t first, void (*place)(void *user, const void *rec),
                     void *user);
/* A malloc'ed array of `n` elements of `size` bytes: makes room for one
 * more, doubling *cap (from `first`); false when out of memory (the array
 * is kept as it was). */
bool dl_array_reserve(void **arr, size_t *cap, size_t n, size_t size,
                      size_t first);
void *dl_memdup(dlti_context *ctx, const void *p, size_t size);
dlti_status dl_nomem(dlti_context *ctx);
/* Gives back every chunk of the arena (dlti_context_free). */
void dl_arena_free(dlti_context *ctx);

/* A malloc'ed growable byte buffer (for printing and scratch).  With a
 * sink, dl_buf_drain hands the text over in large pieces, so printing a
 * big module needs no buffer of its size. */
typedef struct dl_buf {
    char *data;
    size_t len, cap;
    bool failed;      /* an allocation failed; contents are truncated */
    bool sink_failed; /* the sink reported an error; output is dropped */
    dlti_write_fn sink;
    void *sink_user;
    size_t limit;     /* nonzero: text past `limit` bytes is dropped and
                         `failed` set (a print bounded by its caller) */
    size_t max;       /* nonzero: growth past `max` bytes fails (`failed`
                         and `over` set): a dlti_text's bound */
    bool over;
} dl_buf;
/* Writes the text to the sink and empties the buffer: always when `all`,
 * else once it holds enough to make a write worthwhile.  No-op without a
 * sink. */
void dl_buf_drain(dl_buf *b, bool all);
void dl_buf_put_slow(dl_buf *b, const char *s, size_t n);
/* Appends n bytes (kept NUL-terminated); the common case inline. */
static inline void dl_buf_put(dl_buf *b, const char *s, size_t n)
{
    if (b->cap - b->len > n && !b->failed) {
        memcpy(b->data + b->len, s, n);
        b->len += n;
        b->data[b->len] = 0;
        return;
    }
    dl_buf_put_slow(b, s, n);
}
void dl_buf_puts(dl_buf *b, const char *s);
void dl_buf_printf(dl_buf *b, const char *fmt, ...) DL_PRINTF(2, 3);
void dl_buf_vprintf(dl_buf *b, const char *fmt, va_list ap);
/* NUL-terminates and hands over ownership (NULL if allocation failed). */
char *dl_buf_take(dl_buf *b);
/* A diagnostic's text, %pT and %pA included, appended to `b` (diag.c). */
void dl_format(dl_buf *b, dlti_context *ctx, const char *fmt, va_list ap);
void dl_buf_free(dl_buf *b);
/* A buffer writing into t's memory after its text (dlti_text: grown with
 * realloc, bounded by t->max), and t given back what it holds then:
 * DLTI_ERR_LIMIT past t->max, DLTI_ERR_NOMEM when growing failed. */
void dl_buf_adopt(dl_buf *b, const dlti_text *t);
dlti_status dl_buf_give_back(dl_buf *b, dlti_text *t);

/* Room to build a uniquing key: on the stack when small (the usual case),
 * else on the heap.  dl_scratch_get returns zeroed memory, or NULL after
 * reporting; dl_scratch_free releases what it took. */
typedef struct dl_scratch {
    _Alignas(16) unsigned char small[256];
    void *heap;
} dl_scratch;
void *dl_scratch_get(dlti_context *ctx, dl_scratch *s, size_t len);
static inline void dl_scratch_free(dl_scratch *s) { free(s->heap); }

#endif /* DLTI_DL_BASE_H */
