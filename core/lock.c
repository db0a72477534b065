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
    atomic_init(&l->owner, 0);
    l->depth = 0;
    return true;
}

void dl_lock_destroy(dl_lock *l)
{
    pthread_mutex_destroy(&l->mutex);
}

void dl_ctx_lock(dlti_context *ctx)
{
    dl_lock *l = &dl_base_of(ctx)->lock;
    uintptr_t self = (uintptr_t)&thread_tag;
    /* Only this thread ever stores its own tag, so reading it back here
     * proves ownership without a race. */
    if (atomic_load_explicit(&l->owner, memory_order_relaxed) == self) {
        l->depth++;
        return;
    }
    pthread_mutex_lock(&l->mutex);
    atomic_store_explicit(&l->owner, self, memory_order_relaxed);
    l->depth = 1;
}

void dl_ctx_unlock(dlti_context *ctx)
{
    dl_lock *l = &dl_base_of(ctx)->lock;
    if (--l->depth)
        return;
    atomic_store_explicit(&l->owner, 0, memory_order_relaxed);
    pthread_mutex_unlock(&l->mutex);
}
