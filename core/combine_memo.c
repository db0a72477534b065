/* combine_memo.c - specs combined across scopes, remembered by the chain
 * of specs (outermost first) for the context's life, and the specs that
 * verified (a fifth of a split chunk's verification), as sound: the
 * dialect hooks a check calls are functions of their entries too.  Every scope op's
 * layout and its verification combined its chain anew: on a split file
 * each chunk's module spec (the same uniqued attribute, chunk after chunk
 * in a context serving several) and each scope op's, a tenth of the
 * instructions, mostly small allocations.
 *
 * A combination is a function of the specs: the entries are uniqued, and
 * the dialect hooks it may call (combine, compatible) are functions of
 * their arguments, as plugin.h asks.  Only combinations that combined,
 * said nothing and asked no plugin dialect by name (that is state a new
 * context lacks: dlti_context_file_done) are remembered, each packed in
 * one block (split's 1,000 chunks left ~365 chains in each thread's
 * context).  The combined spec is then the memo's, read only: layouts
 * only read it. */
#include "config.h"

#include "dl_meaning.h"
#include "ptrmap.h"

#include <stdlib.h>
#include <string.h>

/* Chains remembered at most per context (a record is a few hundred
 * bytes); past it, each combines anew. */
#define COMBINED_MAX 4096

typedef struct combined_rec {
    uint64_t hash; /* first: dl_ir_hash_first_word */
    dl_combined c;
    size_t n;
    const dlti_attr *specs[];
} combined_rec;

/* Specs remembered as verified at most per context. */
#define VERIFIED_MAX 65536

static void memo_free(dlti_context *ctx)
{
    dl_table *t = &ctx->combined;
    for (size_t i = 0; i < t->cap; i++)
        free(t->slots[i]); /* (one block each: pack) */
    free(t->slots);
    *t = (dl_table){NULL, 0, 0};
    if (ctx->verified) {
        dl_ir_pm_free(ctx->verified);
        free(ctx->verified);
        ctx->verified = NULL;
    }
}

/* Under the context's lock. */
static const combined_rec *memo_find(const dlti_context *ctx,
                                     const dlti_attr *const *specs, size_t n,
                                     uint64_t h)
{
    const dl_table *t = &ctx->combined;
    if (!t->cap)
        return NULL;
    size_t mask = t->cap - 1;
    for (size_t i = (size_t)h & mask;; i = (i + 1) & mask) {
        const combined_rec *r = t->slots[i];
        if (!r)
            return NULL;
        if (r->hash == h && r->n == n &&
            (!n || memcmp(r->specs, specs, n * sizeof *specs) == 0))
            return r;
    }
}

/* A record holding `c` and the chain in one block: the arrays of `c` exactly
 * as long as they are (a memo holds hundreds: a split file's chunks each
 * add their scopes' chains). */
static combined_rec *pack(const dl_combined *c, const dlti_attr *const *specs,
                          size_t n, uint64_t h)
{
    size_t entries = 0;
    for (size_t i = 0; i < c->n_classes; i++)
        entries += c->classes[i].n;
    size_t head = sizeof(combined_rec) + n * sizeof *specs;
    size_t groups_at = head + (c->n_ids + entries) * sizeof *specs;
    groups_at = (groups_at + _Alignof(dl_class_group) - 1) &
                ~(_Alignof(dl_class_group) - 1);
    combined_rec *r = malloc(groups_at + c->n_classes * sizeof(dl_class_group));
    if (!r)
        return NULL;
    r->hash = h;
    r->n = n;
    if (n) /* (memcpy's pointers must not be NULL, even for 0 bytes) */
        memcpy(r->specs, specs, n * sizeof *specs);
    const dlti_attr **ids = (const dlti_attr **)(r->specs + n);
    if (c->n_ids)
        memcpy(ids, c->ids, c->n_ids * sizeof *ids);
    const dlti_attr **next = ids + c->n_ids;
    dl_class_group *g = (dl_class_group *)((char *)r + groups_at);
    for (size_t i = 0; i < c->n_classes; i++) {
        g[i] = (dl_class_group){c->classes[i].cls, next, c->classes[i].n,
                                c->classes[i].n, NULL};
        if (c->classes[i].n)
            memcpy(next, c->classes[i].entries,
                   c->classes[i].n * sizeof *next);
        next += c->classes[i].n;
    }
    r->c = (dl_combined){ids, c->n_ids, c->n_ids, NULL, g, c->n_classes};
    return r;
}

dlti_status dl_sema_combine_shared(dlti_context *ctx,
                                   const dlti_attr *const *specs, size_t n,
                                   dl_combined *out, bool *ok,
                                   dl_combine_why *why, bool *shared)
{
    *shared = false;
    uint64_t h = dl_ir_hash_bytes(specs, n * sizeof *specs, n);
    /* Held throughout (it is recursive; the parser and the pass hold it
     * around their work): what is said meanwhile is this combination's. */
    dl_ctx_lock(ctx);
    const combined_rec *r = memo_find(ctx, specs, n, h);
    if (r) {
        *out = r->c;
        dl_ctx_unlock(ctx);
        *ok = true;
        *shared = true;
        if (why)
            memset(why, 0, sizeof *why);
        return DLTI_OK;
    }
    unsigned said = dl_noted(ctx), asks = ctx->plugin_asks;
    dlti_status st = dl_sema_combine_specs(ctx, specs, n, out, ok, why);
    combined_rec *nr = NULL;
    if (!st && *ok && dl_noted(ctx) == said &&
        ctx->plugin_asks == asks && ctx->combined.count < COMBINED_MAX &&
        (nr = pack(out, specs, n, h)) &&
        dl_ir_table_insert(&ctx->combined, nr, h, dl_ir_hash_first_word)) {
        dl_ir_ctx_on_free(ctx, DL_FREE_SPECS, memo_free);
        dl_sema_combined_free(out);
        *out = nr->c;
        *shared = true;
    } else {
        free(nr); /* (kept by the caller: nothing lost but time) */
    }
    dl_ctx_unlock(ctx);
    return st;
}

dlti_status dl_sema_verify_spec_once(dlti_context *ctx, const dlti_attr *spec,
                                     const dlti_loc *loc, size_t *bad,
                                     bool *group)
{
    size_t v;
    *bad = SIZE_MAX;
    *group = false;
    /* Held throughout, as for a combination. */
    dl_ctx_lock(ctx);
    if (ctx->verified && dl_ir_pm_get(ctx->verified, spec, &v)) {
        dl_ctx_unlock(ctx);
        return DLTI_OK;
    }
    unsigned said = dl_noted(ctx), asks = ctx->plugin_asks;
    dlti_status st = dl_sema_verify_spec(ctx, spec, loc, bad, group);
    if (!st && dl_noted(ctx) == said && ctx->plugin_asks == asks &&
        (ctx->verified || (ctx->verified = calloc(1, sizeof *ctx->verified))) &&
        ctx->verified->n < VERIFIED_MAX) {
        dl_ir_pm_put(ctx->verified, spec, 1); /* (a failure loses time) */
        dl_ir_ctx_on_free(ctx, DL_FREE_SPECS, memo_free);
    }
    dl_ctx_unlock(ctx);
    return st;
}
