/* lock.c - the context's recursive lock (dl_ctx_lock), the lowest piece of
 * the library: the arena and the diagnostics take it, so it knows nothing
 * but the base of a context (dl_ctx_base). */
#include "config.h"

#include <pthread.h>
#include <stdatomic.h>

#include "dl_base.h"

/* Each thread's tag: the address of a thread-local object (initial-exec:
 * one instruction to find, where the default model calls a function). */
#if defined(__GNUC__)
__attribute__((tls_model("initial-exec")))
#endif
static _Thread_local char thread_tag;

bool dl_lock_init(dl_lock *l)
{
    if (pthread_mutex_init(&l->mutex, NULL) != 0)
        return false;
    if (pthread_mutex_init(&l->inner, NULL) != 0) {
        pthread_mutex_destroy(&l->mutex);
        return false;
    }
    atomic_init(&l->owner, 0);
    atomic_init(&l->helper, 0);
    atomic_init(&l->inner_owner, 0);
    l->depth = 0;
    l->inner_depth = 0;
    return true;
}

void dl_lock_destroy(dl_lock *l)
{
    pthread_mutex_destroy(&l->inner);
    pthread_mutex_destroy(&l->mutex);
}

uintptr_t dl_thread_tag(void) { return (uintptr_t)&thread_tag; }

/* `inner`, recursive for whichever of the holder and its helper has it. */
static void inner_lock(dl_lock *l, uintptr_t self)
{
    if (atomic_load_explicit(&l->inner_owner, memory_order_relaxed) == self) {
        l->inner_depth++;
        return;
    }
    pthread_mutex_lock(&l->inner);
    atomic_store_explicit(&l->inner_owner, self, memory_order_relaxed);
    l->inner_depth = 1;
}

static void inner_unlock(dl_lock *l)
{
    if (--l->inner_depth)
        return;
    atomic_store_explicit(&l->inner_owner, 0, memory_order_relaxed);
    pthread_mutex_unlock(&l->inner);
}

void dl_ctx_lock(dlti_context *ctx)
{
    dl_lock *l = &dl_base_of(ctx)->lock;
    uintptr_t self = (uintptr_t)&thread_tag;
    /* Only this thread ever stores its own tag, so reading it back here
     * proves ownership without a race. */
    if (atomic_load_explicit(&l->owner, memory_order_relaxed) == self) {
        l->depth++;
        if (atomic_load_explicit(&l->helper, memory_order_relaxed))
            inner_lock(l, self);
        return;
    }
    /* (the helper's tag is stored before it is given work, under a lock) */
    if (atomic_load_explicit(&l->helper, memory_order_relaxed) == self) {
        inner_lock(l, self);
        return;
    }
    pthread_mutex_lock(&l->mutex);
    atomic_store_explicit(&l->owner, self, memory_order_relaxed);
    l->depth = 1;
}

void dl_ctx_unlock(dlti_context *ctx)
{
    dl_lock *l = &dl_base_of(ctx)->lock;
    uintptr_t self = (uintptr_t)&thread_tag;
    uintptr_t helper = atomic_load_explicit(&l->helper, memory_order_relaxed);
    if (helper == self) {
        inner_unlock(l);
        return;
    }
    /* (a helper comes and goes only while the holder is in once) */
    if (helper && l->depth > 1)
        inner_unlock(l);
    if (--l->depth)
        return;
    atomic_store_explicit(&l->owner, 0, memory_order_relaxed);
    pthread_mutex_unlock(&l->mutex);
}

bool dl_ctx_share(dlti_context *ctx, uintptr_t helper)
{
    dl_lock *l = &dl_base_of(ctx)->lock;
    uintptr_t self = (uintptr_t)&thread_tag;
    if (atomic_load_explicit(&l->owner, memory_order_relaxed) != self ||
        l->depth != 1 || helper == self)
        return false;
    atomic_store_explicit(&l->helper, helper, memory_order_relaxed);
    return true;
}
