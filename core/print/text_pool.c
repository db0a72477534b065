/* text_pool.c - the kept text: uniqued types and attributes print the same
 * text wherever they appear in one printing, and so do the "tails" of
 * most generic ops (pr_tail), so a text printed twice is kept in a pool
 * and copied from then on (large files repeat a few hundred of them).
 * The structures are in printer.h (the copying is inline there).
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "printer.h"

#define PR_SEEN_ONCE SIZE_MAX

/* Bounds on the tail table, for files whose ops all differ. */
#define PR_TAILS_MAX ((size_t)1 << 16)
#define PR_POOL_MAX ((size_t)64 << 20)

void dl_text_pr_cache_free(pr_cache *c)
{
    if (!c)
        return;
    dl_ir_pm_free(&c->texts);
    dl_ir_pm_free(&c->visited);
    dl_buf_free(&c->pool);
    free(c->spans);
    free(c->tails.v);
    free(c->named.v);
    free(c);
}

static inline size_t tail_index(const pr_tail *tails, size_t cap,
                                const void *name, const void *attrs,
                                const void *type)
{
    /* one multiply-mix over the three addresses (uniqued, stable) */
    uint64_t h = (uint64_t)(uintptr_t)attrs ^
                 ((uint64_t)(uintptr_t)type << 21) ^
                 ((uint64_t)(uintptr_t)name << 42);
    size_t mask = cap - 1;
    size_t i = (size_t)dl_ir_hash_ptr((const void *)(uintptr_t)h) & mask;
    for (;; i = (i + 1) & mask) {
        const pr_tail *t = &tails[i];
        if (!t->name || (t->name == name && t->attrs == attrs && t->type == type))
            return i;
    }
}

/* A new tail record of (name, attrs, type), which is absent; NULL when the
 * table is full or cannot grow.  Out of line: the lookup, twice an op, is
 * the hot part. */
static __attribute__((noinline)) pr_tail *
tail_add(pr_tails *tb, const void *name, const void *attrs, const void *type)
{
    if (tb->n >= PR_TAILS_MAX)
        return NULL;
    if ((tb->n + 1) * 2 > tb->cap) {
        size_t ncap = tb->cap ? tb->cap * 2 : 256;
        pr_tail *nt = dl_calloc_ready(ncap, sizeof *nt);
        if (!nt)
            return NULL;
        for (size_t i = 0; i < tb->cap; i++) {
            const pr_tail *o = &tb->v[i];
            if (o->name)
                nt[tail_index(nt, ncap, o->name, o->attrs, o->type)] = *o;
        }
        free(tb->v);
        tb->v = nt;
        tb->cap = ncap;
    }
    pr_tail *t = &tb->v[tail_index(tb->v, tb->cap, name, attrs, type)];
    *t = (pr_tail){.name = name, .attrs = attrs, .type = type};
    tb->n++;
    return t;
}

static pr_tail *tail_get(pr_tails *tb, const void *name, const void *attrs,
                         const void *type)
{
    if (tb->cap) {
        pr_tail *t = &tb->v[tail_index(tb->v, tb->cap, name, attrs, type)];
        if (t->name)
            return t;
    }
    return tail_add(tb, name, attrs, type);
}

/* The op's tail record, when it has the shape of pr_tail; made when
 * absent. */
pr_tail *dl_text_pr_op_tail(P *p, const dlti_op *op)
{
    pr_cache *c = p->cache;
    if (!c || op->nresults != 1 || op->noperands || op->nsuccessors ||
        op->props || op->nregions || !op->result_types || !op->name)
        return NULL;
    return tail_get(&c->tails, op->name, op->attrs, op->result_types[0]);
}

/* A named attribute's text (`name = value`) has a record too, in a table
 * of its own (an op's tail record is held while its dictionary prints): a
 * split file's chunks print every query op's dictionary cold, and its
 * entries repeat across dictionaries (alloca_memory_space = 0 : ui32 in
 * each one).  Made when absent. */
pr_tail *dl_text_pr_named_tail(P *p, const dl_named_attr *na)
{
    pr_cache *c = p->cache;
    if (!c || p->visiting || !na->name)
        return NULL;
    return tail_get(&c->named, na->name, na->value, NULL);
}

/* Prints the kept text of `key` and returns true, if there is one. */
bool dl_text_pr_cached_put(P *p, const void *key)
{
    size_t v;
    if (!p->cache || p->visiting || !dl_ir_pm_get(&p->cache->texts, key, &v) ||
        v == PR_SEEN_ONCE)
        return false;
    put_span(p, v);
    return true;
}

/* Keeps the text printed from offset `start` of the output in the pool;
 * its span index + 1, or 0 when it cannot be kept. */
size_t dl_text_pr_cache_keep(P *p, size_t start)
{
    pr_cache *c = p->cache;
    size_t len = p->b->len - start;
    if (p->b->failed || start > p->b->len || c->pool.len + len > PR_POOL_MAX)
        return 0;
    if (!dl_array_reserve((void **)&c->spans, &c->capspans, c->nspans,
                          sizeof *c->spans, 64))
        return 0;
    pr_span sp = {c->pool.len, len};
    dl_buf_put(&c->pool, p->b->data + start, len);
    if (c->pool.failed)
        return 0;
    c->spans[c->nspans++] = sp;
    return c->nspans;
}

/* `key`'s text was just printed from offset `start` of the output: note
 * it, and keep it the second time. */
void dl_text_pr_cache_note(P *p, const void *key, size_t start)
{
    pr_cache *c = p->cache;
    size_t v;
    if (!c || p->visiting)
        return;
    if (!dl_ir_pm_get(&c->texts, key, &v)) {
        dl_ir_pm_put(&c->texts, key, PR_SEEN_ONCE);
        return;
    }
    if (v != PR_SEEN_ONCE)
        return;
    size_t span = dl_text_pr_cache_keep(p, start);
    if (span)
        dl_ir_pm_put(&c->texts, key, span);
}

/* For the alias pass at op level: true the first time `key` is seen.
 * Walking a type or attribute again records nothing new there. */
bool dl_text_pr_first_visit(P *p, const void *key)
{
    size_t v;
    if (!p->cache || !key)
        return true;
    if (dl_ir_pm_get(&p->cache->visited, key, &v))
        return false;
    dl_ir_pm_put(&p->cache->visited, key, 1);
    return true;
}

