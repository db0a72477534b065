/* layout/layout.c - the DataLayout query object: combined spec per scope,
 * per-type memo caches, identifier queries. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "dl_layout.h"

static void layouts_free(dlti_context *ctx);

static const dl_class_group *find_group(const dl_combined *c,
                                        const dlti_type_class *cls)
{
    for (size_t i = 0; i < c->n_classes; i++)
        if (c->classes[i].cls == cls)
            return &c->classes[i];
    return NULL;
}

static dlti_entry_list group_entries(const dl_combined *c,
                                     const dlti_type_class *cls)
{
    dlti_entry_list l = {NULL, 0};
    const dl_class_group *g = find_group(c, cls);
    if (g) {
        l.entries = g->entries;
        l.count = g->n;
    }
    return l;
}

dlti_entry_list dl_layout_entries(const dlti_data_layout *dl,
                                  const dlti_type_class *cls)
{
    dl_layout_touch_class(dl, cls);
    return group_entries(&dl->info->spec, cls);
}

static const char *const id_keys[DL_NUM_ID_QUERIES] = {
    [DL_ID_ENDIANNESS] = DL_KEY_ENDIANNESS,
    [DL_ID_DEFAULT_MEMORY_SPACE] = DL_KEY_DEFAULT_MEMORY_SPACE,
    [DL_ID_ALLOCA_MEMORY_SPACE] = DL_KEY_ALLOCA_MEMORY_SPACE,
    [DL_ID_PROGRAM_MEMORY_SPACE] = DL_KEY_PROGRAM_MEMORY_SPACE,
    [DL_ID_GLOBAL_MEMORY_SPACE] = DL_KEY_GLOBAL_MEMORY_SPACE,
    [DL_ID_STACK_ALIGNMENT] = DL_KEY_STACK_ALIGNMENT,
    [DL_ID_FUNCTION_POINTER_ALIGNMENT] = DL_KEY_FUNCTION_POINTER_ALIGNMENT,
    [DL_ID_LEGAL_INT_WIDTHS] = DL_KEY_LEGAL_INT_WIDTHS,
    [DL_ID_MANGLING_MODE] = DL_KEY_MANGLING_MODE,
};

/* Identifier entries are resolved once, when the scope info is built. */
static void resolve_ids(dl_scope_info *info)
{
    for (size_t i = 0; i < info->spec.n_ids; i++) {
        const char *k = dlti_entry_key_string(info->spec.ids[i]);
        for (int q = 0; q < DL_NUM_ID_QUERIES; q++)
            if (!info->ids[q] && strcmp(k, id_keys[q]) == 0)
                info->ids[q] = dl_entry(info->spec.ids[i])->value;
    }
}

static void info_free(dl_scope_info *info)
{
    if (!info)
        return;
    if (!info->spec_shared)
        dl_sema_combined_free(&info->spec);
    free(info->ints);
    free(info);
}

/* Combines the specs from the outermost scope down to `scope`. */
static dlti_status info_build(dlti_context *ctx, dlti_op *scope,
                              dl_scope_info **out)
{
    dl_scope_info *info = calloc(1, sizeof *info);
    if (!info)
        return dl_nomem(ctx);
    dlti_status st = DLTI_OK;
    if (scope) {
        const dlti_attr **specs;
        size_t n;
        bool ok = true;
        if (!(st = dl_sema_scope_spec_chain(ctx, scope, &specs, &n))) {
            st = dl_sema_combine_shared(ctx, specs, n, &info->spec, &ok, NULL,
                                        &info->spec_shared);
            free(specs);
        }
        if (!st && !ok)
            st = dl_error(ctx, DLTI_ERR_VERIFY, &scope->loc,
                          "data layout does not combine with layouts of "
                          "enclosing ops");
    }
    if (!st)
        st = dl_layout_build_int_table(
            ctx, info,
            group_entries(&info->spec, dl_ir_builtin_type_class(DL_TY_INTEGER)));
    if (st) {
        info_free(info);
        return st;
    }
    resolve_ids(info);
    dl_layout_build_index_int(
        ctx, info,
        group_entries(&info->spec, dl_ir_builtin_type_class(DL_TY_INDEX)));
    *out = info;
    return DLTI_OK;
}

/* Empty slots hold NULL, so that a new table is calloc's (for a large
 * one, fresh zero pages: nothing to set).  A NULL type (misuse) hashes to
 * slot 0 and the hot path looks at slots 0 and 1: those two hold
 * DL_RESERVED, an address no type has, in every table, so it matches no
 * slot there and needs no test for it.  Keys probe past them.  Every empty
 * cache points at `empty_slots` (read only): two slots for shift 63, and
 * the extra ones every table has. */
static const char reserved_marker;
#define DL_RESERVED ((const dlti_type *)&reserved_marker)
#define DL_CACHE_LOOK 2 /* slots the hot path looks at */
static dl_cache_slot empty_slots[2 + DL_CACHE_LOOK - 1] = {
    {DL_RESERVED, {0, 0}, 0}, {DL_RESERVED, {0, 0}, 0},
    {DL_RESERVED, {0, 0}, 0}};

static bool overrides_queries(const dlti_op *scope);

/* A layout of `scope` reading `info` (which `own`, if set, it owns). */
static dlti_status layout_new(dlti_context *ctx, dlti_op *scope,
                              const dl_scope_info *info, dl_scope_info *own,
                              dlti_data_layout **out)
{
    dlti_data_layout *dl = malloc(sizeof *dl);
    if (!dl) {
        info_free(own);
        return dl_nomem(ctx);
    }
    for (int q = 0; q < DL_NUM_QUERIES; q++)
        dl->cache[q] = (dl_cache){empty_slots, 63, false, 0};
    dl->ctx = ctx;
    dl->scope = scope;
    dl->qhooks = overrides_queries(scope) ? scope->cls : NULL;
    dl->info = info;
    dl->own = own;
    dl->depth = 0;
    dl->where = (dlti_loc){0};
    dl->priv = false;
    dl->rules = DLTI_RULES_MLIR;
    dl->active = dl->first_active;
    dl->rec = NULL;
    dl->llvm = (dl_llvm_source){0};
    dl->memos = (ptrmap){ 0 };
    dl_ctx_lock(ctx);
    dl->next = ctx->layouts;
    ctx->layouts = dl;
    dl_ir_ctx_on_free(ctx, DL_FREE_LAYOUTS, layouts_free);
    dl_ctx_unlock(ctx);
    *out = dl;
    return DLTI_OK;
}

static void slots_free(dl_cache *c);

/* ---- Memory kept with a layout (dlti_data_layout_memo) ------------------ */

typedef struct dl_memo {
    struct dl_memo *next;  /* another tag's block for the same key */
    const void *tag;
    size_t size;
    _Alignas(16) unsigned char data[];
} dl_memo;

static void memos_free(dlti_data_layout *dl)
{
    for (size_t i = 0; i < dl->memos.cap; i++)
        for (dl_memo *m = dl->memos.keys[i] ? (dl_memo *)dl->memos.vals[i]
                                            : NULL,
                     *n;
             m; m = n) {
            n = m->next;
            free(m);
        }
    dl_ir_pm_free(&dl->memos);
    dl->memos = (ptrmap){ 0 };
}

void *dlti_data_layout_memo(dlti_data_layout *dl, const void *tag,
                            const void *key, size_t size, int *fresh)
{
    if (fresh)
        *fresh = 0;
    /* a recording layout must see every read its answers make */
    if (!dl || !key || !fresh || dl->rec || size > SIZE_MAX - sizeof(dl_memo))
        return NULL;
    size_t v = 0;
    dl_memo *head = dl_ir_pm_get(&dl->memos, key, &v) ? (dl_memo *)v : NULL;
    for (dl_memo *m = head; m; m = m->next)
        if (m->tag == tag && m->size == size)
            return m->data;
    dl_memo *m = calloc(1, sizeof *m + size);
    if (!m)
        return NULL;
    m->next = head;
    m->tag = tag;
    m->size = size;
    dl_ir_pm_put(&dl->memos, key, (size_t)m);
    if (dl->memos.failed) {
        /* not kept: the map could not grow */
        free(m);
        dl->memos.failed = false;
        return NULL;
    }
    *fresh = 1;
    return m->data;
}

static void layout_destroy(dlti_data_layout *dl)
{
    memos_free(dl);
    info_free(dl->own);
    dl_layout_llvm_rules_free(dl);
    for (int q = 0; q < DL_NUM_QUERIES; q++)
        slots_free(&dl->cache[q]);

    if (dl->active != dl->first_active)
        free(dl->active);
    free(dl);
}

/* Like MLIR's DataLayout::closest: the op itself if it is a scope, else
 * its nearest enclosing scope.  An op of another context is misuse. */
static dlti_status closest_scope(dlti_context *ctx, dlti_op **scope)
{
    dlti_op *s = *scope;
    while (s && !dl_ir_op_is_scope(s))
        s = s->parent;
    if (s && s->ctx != ctx)
        return DLTI_ERR_MISUSE;
    *scope = s;
    return DLTI_OK;
}

/* The shared layout of a scope (closest_scope already applied), built on
 * first use.  Building holds the lock, so that threads asking at once get
 * the same one (querying it stays one thread's). */
static dlti_status shared_layout(dlti_context *ctx, dlti_op *scope,
                                 dlti_data_layout **layout)
{
    dl_ctx_lock(ctx);
    dlti_data_layout **slot = scope ? &scope->layout : &ctx->default_layout;
    dlti_status st = DLTI_OK;
    if (!*slot) {
        dl_scope_info *info = NULL;
        if (!(st = info_build(ctx, scope, &info)))
            st = layout_new(ctx, scope, info, info, slot);
    }
    if (!st)
        *layout = *slot;
    dl_ctx_unlock(ctx);
    return st;
}

dlti_status dlti_data_layout_get(dlti_context *ctx, dlti_op *scope,
                                 dlti_data_layout **layout)
{
    if (!ctx || !layout || closest_scope(ctx, &scope))
        return DLTI_ERR_MISUSE;
    return shared_layout(ctx, scope, layout);
}

dlti_status dlti_data_layout_new(dlti_context *ctx, dlti_op *scope,
                                 dlti_data_layout **layout)
{
    if (!ctx || !layout || closest_scope(ctx, &scope))
        return DLTI_ERR_MISUSE;
    /* The combined spec is the shared layout's: built once per scope.
     * (One lock for both: their own entries are then re-entries.) */
    dlti_data_layout *shared, *dl;
    dl_ctx_lock(ctx);
    dlti_status st = shared_layout(ctx, scope, &shared);
    if (!st)
        st = layout_new(ctx, scope, shared->info, NULL, &dl);
    dl_ctx_unlock(ctx);
    if (st)
        return st;
    dl->priv = true;
    *layout = dl;
    return DLTI_OK;
}

void dlti_data_layout_free(dlti_data_layout *dl)
{
    if (!dl || !dl->priv)
        return;
    dlti_context *ctx = dl->ctx;
    dl_ctx_lock(ctx);
    for (dlti_data_layout **p = &ctx->layouts; *p; p = &(*p)->next)
        if (*p == dl) {
            *p = dl->next;
            break;
        }
    dl_ctx_unlock(ctx);
    layout_destroy(dl);
}

dlti_status dlti_data_layout_set_rules(dlti_data_layout *dl,
                                      dlti_layout_rules rules)
{
    if (!dl || !dl->priv || dl->depth ||
        (rules != DLTI_RULES_MLIR && rules != DLTI_RULES_LLVM))
        return DLTI_ERR_MISUSE;
    if (dl->rules == (uint8_t)rules)
        return DLTI_OK;
    uint8_t was = dl->rules;
    dl->rules = (uint8_t)rules;
    dlti_status st = dl_layout_llvm_rules_open(dl);
    if (st != DLTI_OK) {
        dl->rules = was;
        dl->llvm.specs = NULL;
        return st;
    }
    /* The answers cached so far are the other rules'. */
    dl_layout_clear_caches(dl);
    return DLTI_OK;
}

void dl_layout_clear_caches(dlti_data_layout *dl)
{
    memos_free(dl);
    for (int q = 0; q < DL_NUM_QUERIES; q++) {
        slots_free(&dl->cache[q]);
        dl->cache[q] = (dl_cache){empty_slots, 63, false, 0};
    }
}

dlti_layout_rules dlti_data_layout_rules(const dlti_data_layout *dl)
{
    return dl ? (dlti_layout_rules)dl->rules : DLTI_RULES_MLIR;
}

static void layouts_free(dlti_context *ctx)
{
    for (dlti_data_layout *dl = ctx->layouts, *n; dl; dl = n) {
        n = dl->next;
        layout_destroy(dl);
    }
    ctx->layouts = NULL;
    ctx->default_layout = NULL;
}

void dl_layout_drop_scoped(dlti_context *ctx)
{
    dl_ctx_lock(ctx);
    for (dlti_data_layout **p = &ctx->layouts; *p;) {
        dlti_data_layout *dl = *p;
        if (dl->scope && !dl->priv) {
            *p = dl->next;
            layout_destroy(dl);
        } else {
            p = &dl->next;
        }
    }
    dl_ctx_unlock(ctx);
}

/* ---- The caches --------------------------------------------------------- */

/* Nearly every key sits within DL_CACHE_LOOK slots of its home, which is
 * all the hot path looks at (the table has DL_CACHE_LOOK - 1 slots past
 * its capacity, always empty, so that it needs no wrap-around): the table
 * is kept at most 1/DL_SLOTS_PER_KEY full, where linear probing rarely
 * goes further.  The rare key that does is found by the slow path.
 * Fibonacci hashing keeps that independent of where the allocator put the
 * types. */
#define DL_SLOTS_PER_KEY 8
#define DL_CACHE_FIRST 128 /* slots of a first table: 16 keys */

/* Whether a table with `count` keys has room for one more. */
static inline bool cache_room(const dl_cache *c, size_t count);

static size_t cache_cap(const dl_cache *c)
{
    return (size_t)2 << (63 - c->shift);
}

static inline bool cache_room(const dl_cache *c, size_t count)
{
    return (count + 1) * DL_SLOTS_PER_KEY <= cache_cap(c);
}

/* The slot holding t, or the empty slot where probing for it stops. */
static dl_cache_slot *cache_probe(dl_cache *c, const dlti_type *t)
{
    if (c->slots == empty_slots)
        return &empty_slots[0]; /* never written: replaced on insertion */
    size_t mask = cache_cap(c) - 1;
    for (size_t i = dl_layout_cache_index(c, t);; i = (i + 1) & mask) {
        dl_cache_slot *s = &c->slots[i];
        if (s->type == t || !s->type)
            return s;
    }
}

/* Past this, a table is fresh pages: zero without a store. */
#define DL_CACHE_PAGES_BYTES (256 * 1024)

/* A table of ncap slots, all empty. */
static bool slots_alloc(dl_cache *c, size_t ncap)
{
    size_t n = ncap + DL_CACHE_LOOK - 1, bytes = n * sizeof *c->slots;
    c->shift = (unsigned)(64 - __builtin_ctzll(ncap));
    c->pages = bytes >= DL_CACHE_PAGES_BYTES;
    if (c->pages) {
        if (!(c->slots = dl_pages_alloc(bytes)))
            return false;
        dl_pages_ready(c->slots, bytes); /* hashed: every page is hit */
        return true;
    }
    if (!(c->slots = dl_malloc_ready(bytes)))
        return false;
    /* Only the keys need setting, four at a time (ncap is a power of
     * two >= 4): a quarter of what calloc would zero. */
    for (size_t i = 0; i < ncap; i += 4) {
        c->slots[i].type = NULL;
        c->slots[i + 1].type = NULL;
        c->slots[i + 2].type = NULL;
        c->slots[i + 3].type = NULL;
    }
    for (size_t i = ncap; i < n; i++)
        c->slots[i].type = NULL;
    return true;
}

static void slots_free(dl_cache *c)
{
    if (c->slots == empty_slots)
        return;
    if (c->pages)
        dl_pages_free(c->slots,
                      (cache_cap(c) + DL_CACHE_LOOK - 1) * sizeof *c->slots);
    else
        free(c->slots);
}

/* Moves every key into a table of ncap slots. */
static bool cache_rehash(dl_cache *c, size_t ncap)
{
    dl_cache n = {NULL, 0, false, c->count};
    if (!slots_alloc(&n, ncap))
        return false;
    n.slots[0].type = n.slots[1].type = DL_RESERVED;
    if (c->slots != empty_slots) {
        const dl_cache_slot *o = c->slots;
        size_t old = cache_cap(c);
        /* Four slots at a time (capacities are powers of two >= 4): this
         * scan is most of what growing costs. */
        for (size_t i = 0; i < old; i += 4) {
            if (((uintptr_t)o[i].type | (uintptr_t)o[i + 1].type |
                 (uintptr_t)o[i + 2].type | (uintptr_t)o[i + 3].type) == 0)
                continue;
            for (size_t j = i; j < i + 4; j++)
                if (o[j].type && o[j].type != DL_RESERVED)
                    *cache_probe(&n, o[j].type) = o[j];
        }
        slots_free(c);
    }
    *c = n;
    return true;
}

static bool cache_insert(dl_cache *c, const dlti_type *t, dlti_size answer)
{
    if (c->slots == empty_slots) {
        if (!cache_rehash(c, DL_CACHE_FIRST))
            return false;
    } else if (!cache_room(c, c->count) &&
               !cache_rehash(c, cache_cap(c) * 2)) {
        return false;
    }
    *cache_probe(c, t) = (dl_cache_slot){t, answer, 0};
    c->count++;
    return true;
}

/* The memoized answer of kind q for t, or NULL. */
static inline const dl_cache_slot *cache_hit(dlti_data_layout *dl, dl_query q,
                                             const dlti_type *t)
{
    /* Nearly every key is within DL_CACHE_LOOK slots of its home (see
     * cache_insert); the rare other one is found by the slow path. */
    const dl_cache_slot *s = &dl->cache[q].slots[dl_layout_cache_index(&dl->cache[q], t)];
    if (s->type == t)
        return s;
    return s[1].type == t ? s + 1 : NULL;
}

static bool overrides_queries(const dlti_op *scope);

const char *dl_layout_blamed_dialect(const dlti_data_layout *dl, const dlti_type *t)
{
    if (t->cls->kind == DL_TY_DIALECT && t->cls->dialect)
        return t->cls->dialect->name;
    if (overrides_queries(dl->scope) && dl->scope->cls->dialect)
        return dl->scope->cls->dialect->name;
    return dl_ir_type_dialect(t)->name;
}

/* Guards recursive queries: a cycle (a hostile or buggy dialect hook that
 * asks, directly or through other types, for the very answer it is
 * computing) ends with a diagnostic, not a stack overflow; so does a chain
 * deeper than DL_MAX_QUERY_DEPTH.  Only on the uncached path. */
static dlti_status enter_slow(dlti_data_layout *dl, const dlti_type *t,
                              dl_query kind)
{
    const dlti_loc *loc = dl->where.line ? &dl->where : NULL;
    for (unsigned i = 0; i < dl->depth; i++) {
        if (dl->active[i].type == t && dl->active[i].kind == kind) {
            dl_error(dl->ctx, DLTI_ERR_LIMIT, loc,
                     "data layout query for %pT recurses into itself "
                     "(dialect '%s')",
                     t, dl_layout_blamed_dialect(dl, t));
            return DLTI_ERR_LIMIT;
        }
    }
    if (dl->depth >= DL_MAX_QUERY_DEPTH) {
        dl_error(dl->ctx, DLTI_ERR_LIMIT, loc,
                 "data layout query for %pT recurses more than %d levels deep "
                 "(dialect '%s')",
                 t, DL_MAX_QUERY_DEPTH,
                 dl_layout_blamed_dialect(dl, t));
        return DLTI_ERR_LIMIT;
    }
    if (dl->depth == DL_FIRST_ACTIVE && dl->active == dl->first_active) {
        dl_active *a = malloc(DL_MAX_QUERY_DEPTH * sizeof *a);
        if (!a)
            return dl_nomem(dl->ctx);
        memcpy(a, dl->first_active, sizeof dl->first_active);
        dl->active = a;
    }
    dl->active[dl->depth].type = t;
    dl->active[dl->depth].kind = (uint8_t)kind;
    dl->depth++;
    return DLTI_OK;
}

/* A top-level query (depth 0) cannot be a cycle: no test, no loop. */
static inline dlti_status query_enter(dlti_data_layout *dl,
                                      const dlti_type *t, dl_query kind)
{
    if (dl->depth)
        return enter_slow(dl, t, kind);
    dl->active[0].type = t;
    dl->active[0].kind = (uint8_t)kind;
    dl->depth = 1;
    return DLTI_OK;
}

static bool bad_args(dlti_data_layout *dl, const dlti_type *t, const void *out)
{
    return !dl || !t || !out || t->ctx != dl->ctx;
}

/* ---- Type queries ------------------------------------------------------- */

/* Each query is a cache probe inline, and a computation out of line that
 * memoizes its answer.  A type of another context never hits: only types
 * that passed bad_args are ever inserted.  The size queries write their
 * output without a NULL test (the header says it must be valid): the
 * cached path is the one every query op takes. */

static dlti_status query_compute(dlti_data_layout *dl, dl_query q,
                                 const dlti_type *t, dlti_size *out);

static dlti_status recorded_query(dlti_data_layout *dl, dl_query q,
                                  const dlti_type *t, dlti_size *out);

static dlti_status query_slow(dlti_data_layout *dl, dl_query q,
                              const dlti_type *t, dlti_size *out)
{
    if (bad_args(dl, t, out))
        return DLTI_ERR_MISUSE;
    if (dl->rec)
        return recorded_query(dl, q, t, out);
    dl_cache *c = &dl->cache[q];
    dl_cache_slot *s = cache_probe(c, t);
    if (s->type == t) {
        *out = s->answer;
        return DLTI_OK;
    }
    size_t count = c->count;
    dlti_status st = query_enter(dl, t, q);
    if (st)
        return st;
    st = query_compute(dl, q, t, out);
    dl->depth--;
    if (st)
        return st;
    /* The probe's empty slot takes the answer, unless the computation
     * changed the table or this key needs it to grow. */
    if (c->count == count && s != &empty_slots[0] &&
        cache_room(c, count)) {
        *s = (dl_cache_slot){t, *out, 0};
        c->count++;
        return DLTI_OK;
    }
    if (!cache_insert(c, t, *out))
        return dl_nomem(dl->ctx);
    return DLTI_OK;
}

static bool overrides_queries(const dlti_op *scope)
{
    /* (dl->qhooks caches this for the layout's scope.) */
    const dl_op_class *oc = scope ? scope->cls : NULL;
    return oc && (oc->hooks.type_size_in_bits || oc->hooks.type_abi_alignment ||
                  oc->hooks.type_preferred_alignment);
}

void dl_layout_retarget(dlti_data_layout *dl, const dlti_data_layout *like)
{
    dl->scope = like->scope;
    dl->info = like->info;
    dl->qhooks = like->qhooks;
}

static dlti_status rules_compute(dlti_data_layout *dl, dl_query q,
                                 const dlti_type *t, dlti_size *out);

/* LLVM's DataLayout first (layout/llvm_rules.c), then the usual rules for
 * what it does not lay out itself.  Out of line: the common path does not
 * pay for it. */
static __attribute__((noinline)) dlti_status
llvm_compute(dlti_data_layout *dl, dl_query q, const dlti_type *t,
             dlti_size *out)
{
    bool mine;
    *out = (dlti_size){0, 0};
    dlti_status st = dl_layout_llvm_rules_query(dl, q, t, out, &mine);
    if (st || mine)
        return st;
    return rules_compute(dl, q, t, out);
}

static inline dlti_status query_compute(dlti_data_layout *dl, dl_query q,
                                        const dlti_type *t, dlti_size *out)
{
    if (__builtin_expect(dl->llvm.specs != NULL, 0))
        return llvm_compute(dl, q, t, out);
    return rules_compute(dl, q, t, out);
}

static dlti_status rules_compute(dlti_data_layout *dl, dl_query q,
                                 const dlti_type *t, dlti_size *out)
{
    const dl_op_class *oc = dl->qhooks;
    const dlti_type_class *c = t->cls;
    dlti_status st;
    *out = (dlti_size){0, 0};
    if (oc)
        dl_layout_touch(dl, DL_TOUCH_SCOPE); /* the hooks see the op */
    switch (q) {
    case DL_Q_BITS:
        if (oc && oc->hooks.type_size_in_bits)
            return oc->hooks.type_size_in_bits(dl->scope, dl, t,
                                               dl_layout_entries(dl, c), out);
        /* The commonest answers, without the general function's frame. */
        if (dl_layout_scalar_bits(t, &out->value))
            return DLTI_OK;
        return dl_layout_default_size_in_bits(dl, t, out);
    case DL_Q_SIZE: {
        if (c->kind == DL_TY_DIALECT && c->hooks.size_in_bytes)
            return c->hooks.size_in_bytes(t, dl, dl_layout_entries(dl, c), out);
        dlti_size bits;
        if ((st = dlti_type_size_in_bits(dl, t, &bits)))
            return st;
        out->value = dl_layout_cdiv(bits.value, 8);
        out->scalable = bits.scalable;
        return DLTI_OK;
    }
    case DL_Q_ABI:
    case DL_Q_PREF: {
        /* A scope op may override the answer (MLIR's op-interface hooks). */
        dlti_status (*hook)(const dlti_op *, dlti_data_layout *,
                            const dlti_type *, dlti_entry_list, uint64_t *) =
            NULL;
        if (oc)
            hook = q == DL_Q_ABI ? oc->hooks.type_abi_alignment
                                 : oc->hooks.type_preferred_alignment;
        if (hook)
            return hook(dl->scope, dl, t, dl_layout_entries(dl, c),
                        &out->value);
        return q == DL_Q_ABI ? dl_layout_default_abi(dl, t, &out->value)
                             : dl_layout_default_pref(dl, t, &out->value);
    }
    case DL_Q_INDEX:
    default:
        return dl_layout_default_index_bitwidth(dl, t, &out->value, &out->scalable);
    }
}

dlti_status dlti_type_size_in_bits(dlti_data_layout *dl, const dlti_type *t,
                                   dlti_size *bits)
{
    const dl_cache_slot *s;
    if (dl && (s = cache_hit(dl, DL_Q_BITS, t))) {
        *bits = s->answer;
        return DLTI_OK;
    }
    return query_slow(dl, DL_Q_BITS, t, bits);
}

dlti_status dlti_type_size(dlti_data_layout *dl, const dlti_type *t,
                           dlti_size *bytes)
{
    const dl_cache_slot *s;
    if (dl && (s = cache_hit(dl, DL_Q_SIZE, t))) {
        *bytes = s->answer;
        return DLTI_OK;
    }
    return query_slow(dl, DL_Q_SIZE, t, bytes);
}

/* Alignments and the index width answer one integer (and a flag). */
static dlti_status scalar_query(dlti_data_layout *dl, dl_query q,
                                const dlti_type *t, uint64_t *out, int *flag)
{
    const dl_cache_slot *s;
    dlti_size a;
    dlti_status st;
    if (dl && out && (s = cache_hit(dl, q, t))) {
        a = s->answer;
    } else if ((st = query_slow(dl, q, t, out ? &a : NULL))) {
        return st;
    }
    *out = a.value;
    if (flag)
        *flag = a.scalable;
    return DLTI_OK;
}

dlti_status dlti_type_abi_alignment(dlti_data_layout *dl, const dlti_type *t,
                                    uint64_t *align)
{
    return scalar_query(dl, DL_Q_ABI, t, align, NULL);
}

dlti_status dlti_type_preferred_alignment(dlti_data_layout *dl,
                                          const dlti_type *t, uint64_t *align)
{
    return scalar_query(dl, DL_Q_PREF, t, align, NULL);
}

dlti_status dlti_type_index_bitwidth(dlti_data_layout *dl, const dlti_type *t,
                                     uint64_t *bits, int *has)
{
    if (!has)
        return DLTI_ERR_MISUSE;
    return scalar_query(dl, DL_Q_INDEX, t, bits, has);
}

/* ---- Identifier queries ------------------------------------------------- */

#define ID_QUERY(fn, q)                                                       \
    const dlti_attr *fn(dlti_data_layout *dl)                                 \
    {                                                                         \
        if (!dl)                                                              \
            return NULL;                                                      \
        dl_layout_touch(dl, DL_TOUCH_IDS);                                           \
        return dl->info->ids[q];                                              \
    }
ID_QUERY(dlti_layout_endianness, DL_ID_ENDIANNESS)
ID_QUERY(dlti_layout_default_memory_space, DL_ID_DEFAULT_MEMORY_SPACE)
ID_QUERY(dlti_layout_alloca_memory_space, DL_ID_ALLOCA_MEMORY_SPACE)
ID_QUERY(dlti_layout_program_memory_space, DL_ID_PROGRAM_MEMORY_SPACE)
ID_QUERY(dlti_layout_global_memory_space, DL_ID_GLOBAL_MEMORY_SPACE)
ID_QUERY(dlti_layout_function_pointer_alignment, DL_ID_FUNCTION_POINTER_ALIGNMENT)
ID_QUERY(dlti_layout_legal_int_widths, DL_ID_LEGAL_INT_WIDTHS)
ID_QUERY(dlti_layout_mangling_mode, DL_ID_MANGLING_MODE)

dlti_status dlti_layout_stack_alignment(dlti_data_layout *dl, uint64_t *bits)
{
    if (!dl || !bits)
        return DLTI_ERR_MISUSE;
    dl_layout_touch(dl, DL_TOUCH_IDS);
    const dlti_attr *v = dl->info->ids[DL_ID_STACK_ALIGNMENT];
    *bits = 0;
    if (!v)
        return DLTI_OK;
    if (dl_ir_attr_kind_of(v) != DL_AT_INTEGER)
        return dl_error(dl->ctx, DLTI_ERR_VERIFY,
                        dl->where.line ? &dl->where : NULL,
                        "'dlti.stack_alignment' must be an integer attribute "
                        "to be queried");
    *bits = dl_ir_int_attr_low64(v);
    return DLTI_OK;
}

static const dlti_attr *lookup_string(const dlti_attr *list, const char *key)
{
    const dl_attr_list_key *l = dl_ir_attr_list(list);
    for (size_t i = 0; i < l->n; i++) {
        const char *k = dlti_entry_key_string(l->elems[i]);
        if (k && strcmp(k, key) == 0)
            return dl_entry(l->elems[i])->value;
    }
    return NULL;
}

const dlti_attr *dlti_layout_device_property(dlti_data_layout *dl,
                                             const char *device_id,
                                             const char *name)
{
    if (!dl || !dl->scope || !device_id || !name)
        return NULL;
    dl_layout_touch(dl, DL_TOUCH_SCOPE);
    const dlti_attr *sys = dlti_layout_target_system_spec(dl);
    const dlti_attr *dev = sys ? lookup_string(sys, device_id) : NULL;
    return dev ? lookup_string(dev, name) : NULL;
}

/* ---- Defaults for scope-op overrides (plugin.h) ------------------------- */

dlti_status dlti_default_size_in_bits(dlti_data_layout *dl, const dlti_type *t,
                                      dlti_size *out)
{
    return bad_args(dl, t, out) ? DLTI_ERR_MISUSE : dl_layout_default_size_in_bits(dl, t, out);
}

dlti_status dlti_default_abi_alignment(dlti_data_layout *dl, const dlti_type *t,
                                       uint64_t *out)
{
    return bad_args(dl, t, out) ? DLTI_ERR_MISUSE : dl_layout_default_abi(dl, t, out);
}

dlti_status dlti_default_preferred_alignment(dlti_data_layout *dl,
                                             const dlti_type *t, uint64_t *out)
{
    return bad_args(dl, t, out) ? DLTI_ERR_MISUSE : dl_layout_default_pref(dl, t, out);
}

/* ---- Recording ---------------------------------------------------------- */

uint64_t dl_layout_touch_bit(dl_recorder *r, const dlti_type_class *cls)
{
    for (unsigned i = 0; i < r->n_classes; i++)
        if (r->classes[i] == cls)
            return UINT64_C(1) << i;
    if (r->n_classes == DL_TOUCH_CLASSES)
        return DL_TOUCH_ALL;
    r->classes[r->n_classes] = cls;
    return UINT64_C(1) << r->n_classes++;
}

static bool same_entries(const dl_class_group *a, const dl_class_group *b)
{
    return b && a->n == b->n &&
           memcmp(a->entries, b->entries, a->n * sizeof *a->entries) == 0;
}

uint64_t dl_layout_scope_changes(dl_recorder *r, const dlti_data_layout *inner,
                          const dlti_data_layout *outer)
{
    if (overrides_queries(inner->scope) || overrides_queries(outer->scope))
        return ~UINT64_C(0);
    uint64_t m = DL_TOUCH_SCOPE;
    const dl_combined *a = &inner->info->spec, *b = &outer->info->spec;
    for (size_t i = 0; i < a->n_classes; i++)
        if (!same_entries(&a->classes[i], find_group(b, a->classes[i].cls)))
            m |= dl_layout_touch_bit(r, a->classes[i].cls) | DL_TOUCH_ALL;
    for (size_t i = 0; i < b->n_classes; i++)
        if (!find_group(a, b->classes[i].cls))
            m |= dl_layout_touch_bit(r, b->classes[i].cls) | DL_TOUCH_ALL;
    if (memcmp(inner->info->ids, outer->info->ids, sizeof inner->info->ids))
        m |= DL_TOUCH_IDS;
    return m;
}

static size_t rec_index(const dl_recorder *r, const dl_scope_info *info,
                        const dlti_type *t, dl_query q)
{
    size_t mask = r->cap - 1;
    /* The kind scattered too: `+ q` put a type's kinds in neighbouring
     * slots, whose runs merged into long probes. */
    uint64_t h = dl_ir_hash_ptr(t) ^ dl_ir_hash_ptr(info) ^
                 (uint64_t)q * 0x9e3779b97f4a7c15ULL;
    size_t i = (size_t)(h ^ h >> 29) & mask;
    while (r->slots[i].info && (r->slots[i].type != t ||
                                r->slots[i].info != info ||
                                r->slots[i].kind != (unsigned)q))
        i = (i + 1) & mask;
    return i;
}

/* Answers kept by a recorder: a file with thousands of scopes would
 * otherwise keep every sub-answer of every scope.  Past the bound the
 * table starts over; it still spares a computation recomputing shared
 * parts of a type (a DAG) more than once, unless one type has that many. */
#define DL_REC_MAX 4096

static void rec_place(void *user, const void *rec)
{
    dl_recorder *r = user;
    const dl_rec_slot *s = rec;
    r->slots[rec_index(r, s->info, s->type, (dl_query)s->kind)] = *s;
}

static bool rec_put(dl_recorder *r, const dl_rec_slot *s)
{
    if (r->count >= DL_REC_MAX) {
        memset(r->slots, 0, r->cap * sizeof *r->slots);
        r->count = 0;
    }
    if (!dl_records_grow((void **)&r->slots, &r->cap, r->count,
                         sizeof *r->slots, DL_REC_FIRST, rec_place, r))
        return false;
    rec_place(r, s);
    r->count++;
    return true;
}

/* A query on a recording layout: the recorder keeps the answer and what
 * its computation read, which every later use of the answer reads too. */
static dlti_status recorded_query(dlti_data_layout *dl, dl_query q,
                                  const dlti_type *t, dlti_size *out)
{
    dl_recorder *r = dl->rec;
    if (r->cap) {
        const dl_rec_slot *s = &r->slots[rec_index(r, dl->info, t, q)];
        if (s->info) {
            r->mask |= s->mask;
            *out = s->answer;
            return DLTI_OK;
        }
    }
    dlti_status st = query_enter(dl, t, q);
    if (st)
        return st;
    uint64_t outer = r->mask;
    r->mask = 0;
    st = query_compute(dl, q, t, out);
    dl->depth--;
    dl_rec_slot s = {dl->info, t, r->mask, *out, q};
    r->mask |= outer;
    if (!st && !rec_put(r, &s))
        return dl_nomem(dl->ctx);
    return st;
}

void dl_layout_recorder_free(dl_recorder *r)
{
    free(r->slots);
    r->slots = NULL;
    r->cap = r->count = 0;
}
