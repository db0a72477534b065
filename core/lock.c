/* lock.c - the context's recursive lock (dl_ctx_lock), the lowest piece of
 * the library: the arena and the diagnostics take it, so it knows nothing
 * but the base of a context (dl_ctx_base). */
#include "config.h"

#include <pthread.h>
#include <stdatomic.h>

#include "dl_base.h"

_Thread_local char dl_lock_tag;

/* `owner` while a helper is in: no thread's tag (tags are addresses). */
#define DL_LOCK_SHARED ((uintptr_t)1)

bool dl_lock_init(dl_lock *l)
{
    if (pthread_mutex_init(&l->mutex, NULL) != 0)
        return false;
    if (pthread_mutex_init(&l->inner, NULL) != 0) {
        pthread_mutex_destroy(&l->mutex);
        return false;
    }
    atomic_init(&l->owner, 0);
    atomic_init(&l->holder, 0);
    atomic_init(&l->helper, 0);
    atomic_init(&l->inner_owner, 0);
    l->depth = 0;
    l->held_depth = 0;
    return true;
}

void dl_lock_destroy(dl_lock *l)
{
    pthread_mutex_destroy(&l->inner);
    pthread_mutex_destroy(&l->mutex);
}

/* A lock while a helper is in: the holder or the helper takes `inner`
 * (re-entry counted in `depth`, which only the one with `inner` touches);
 * false for any other thread. */
static bool shared_lock(dl_lock *l, uintptr_t self)
{
    if (self != atomic_load_explicit(&l->holder, memory_order_relaxed) &&
        self != atomic_load_explicit(&l->helper, memory_order_relaxed))
        return false;
    if (atomic_load_explicit(&l->inner_owner, memory_order_relaxed) == self) {
        l->depth++;
        return true;
    }
    pthread_mutex_lock(&l->inner);
    atomic_store_explicit(&l->inner_owner, self, memory_order_relaxed);
    l->depth = 1;
    return true;
}

/* The lock taken, not re-entered: the mutex, or `inner` while the
 * holder's helper is in. */
void dl_lock_slow(dl_lock *l, uintptr_t self, uintptr_t o)
{
    /* (the holder stores DL_LOCK_SHARED; its helper is given work after) */
    if (o == DL_LOCK_SHARED && shared_lock(l, self))
        return;
    pthread_mutex_lock(&l->mutex);
    atomic_store_explicit(&l->owner, self, memory_order_relaxed);
    l->depth = 1;
}

/* The last entry left: the mutex given back, or `inner` while a helper
 * is in. */
void dl_unlock_last(dl_lock *l)
{
    if (atomic_load_explicit(&l->owner, memory_order_relaxed) ==
        DL_LOCK_SHARED) {
        atomic_store_explicit(&l->inner_owner, 0, memory_order_relaxed);
        pthread_mutex_unlock(&l->inner);
        return;
    }
    atomic_store_explicit(&l->owner, 0, memory_order_relaxed);
    pthread_mutex_unlock(&l->mutex);
}

bool dl_ctx_share(dlti_context *ctx, uintptr_t helper)
{
    dl_lock *l = &dl_base_of(ctx)->lock;
    uintptr_t self = dl_thread_tag();
    uintptr_t o = atomic_load_explicit(&l->owner, memory_order_relaxed);
    if (helper) {
        if (o != self || l->depth != 1 || helper == self)
            return false;
        atomic_store_explicit(&l->holder, self, memory_order_relaxed);
        atomic_store_explicit(&l->helper, helper, memory_order_relaxed);
        l->held_depth = l->depth;
        l->depth = 0;
        atomic_store_explicit(&l->owner, DL_LOCK_SHARED, memory_order_relaxed);
        return true;
    }
    /* (out again: the helper holds nothing, nor does the holder beyond
     * its own first entry) */
    if (o != DL_LOCK_SHARED ||
        atomic_load_explicit(&l->holder, memory_order_relaxed) != self ||
        atomic_load_explicit(&l->inner_owner, memory_order_relaxed) != 0)
        return false;
    l->depth = l->held_depth;
    atomic_store_explicit(&l->helper, 0, memory_order_relaxed);
    atomic_store_explicit(&l->holder, 0, memory_order_relaxed);
    atomic_store_explicit(&l->owner, self, memory_order_relaxed);
    return true;
}
