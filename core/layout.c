/* layout.c - the DataLayout query object: combined spec per scope,
 * per-type memo caches, identifier queries. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "layout.h"

dlti_status dl_build_int_table(dlti_data_layout *dl);

static const dl_class_group *find_group(const dl_combined *c,
                                        const dlti_type_class *cls)
{
    for (size_t i = 0; i < c->n_classes; i++)
        if (c->classes[i].cls == cls)
            return &c->classes[i];
    return NULL;
}

dlti_entry_list dl_layout_entries(const dlti_data_layout *dl,
                                  const dlti_type_class *cls)
{
    dlti_entry_list l = {NULL, 0};
    const dl_class_group *g = find_group(&dl->spec, cls);
    if (g) {
        l.entries = g->entries;
        l.count = g->n;
    }
    return l;
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

/* Identifier entries are resolved once, when the layout is built. */
static void resolve_ids(dlti_data_layout *dl)
{
    for (size_t i = 0; i < dl->spec.n_ids; i++) {
        const char *k = dlti_entry_key_string(dl->spec.ids[i]);
        for (int q = 0; q < DL_NUM_ID_QUERIES; q++)
            if (!dl->ids[q] && strcmp(k, id_keys[q]) == 0)
                dl->ids[q] = dl_entry(dl->spec.ids[i])->value;
    }
}

static dlti_status layout_new(dlti_context *ctx, dlti_op *scope,
                              dlti_data_layout **out)
{
    dlti_data_layout *dl = calloc(1, sizeof *dl);
    if (!dl)
        return dl_nomem(ctx);
    dl->ctx = ctx;
    dl->scope = scope;
    dlti_status st = DLTI_OK;
    if (scope) {
        const dlti_attr **specs;
        size_t n;
        bool ok = true;
        if (!(st = dl_scope_spec_chain(ctx, scope, &specs, &n))) {
            st = dl_combine_specs(ctx, specs, n, &dl->spec, &ok);
            free(specs);
        }
        if (!st && !ok)
            st = dl_error(ctx, DLTI_ERR_VERIFY, &scope->loc,
                          "data layout does not combine with layouts of "
                          "enclosing ops");
    }
    if (!st)
        st = dl_build_int_table(dl);
    if (st) {
        dl_combined_free(&dl->spec);
        free(dl->ints);
        free(dl);
        return st;
    }
    resolve_ids(dl);
    dl_ctx_lock(ctx);
    dl->next = ctx->layouts;
    ctx->layouts = dl;
    dl_ctx_unlock(ctx);
    *out = dl;
    return DLTI_OK;
}

static void layout_destroy(dlti_data_layout *dl)
{
    dl_combined_free(&dl->spec);
    free(dl->ints);
    free(dl->recs);
    free(dl);
}

/* Like MLIR's DataLayout::closest: the op itself if it is a scope, else
 * its nearest enclosing scope.  An op of another context is misuse. */
static dlti_status closest_scope(dlti_context *ctx, dlti_op **scope)
{
    dlti_op *s = *scope;
    while (s && !dl_op_is_scope(s))
        s = s->parent;
    if (s && s->ctx != ctx)
        return DLTI_ERR_MISUSE;
    *scope = s;
    return DLTI_OK;
}

dlti_status dlti_data_layout_get(dlti_context *ctx, dlti_op *scope,
                                 dlti_data_layout **layout)
{
    if (!ctx || !layout || closest_scope(ctx, &scope))
        return DLTI_ERR_MISUSE;
    /* Building the shared layout holds the lock, so that threads asking
     * for it at once get the same one (querying it stays one thread's). */
    dl_ctx_lock(ctx);
    dlti_data_layout **slot = scope ? &scope->layout : &ctx->default_layout;
    dlti_status st = DLTI_OK;
    if (!*slot)
        st = layout_new(ctx, scope, slot);
    if (!st)
        *layout = *slot;
    dl_ctx_unlock(ctx);
    return st;
}

dlti_status dlti_data_layout_new(dlti_context *ctx, dlti_op *scope,
                                 dlti_data_layout **layout)
{
    if (!ctx || !layout || closest_scope(ctx, &scope))
        return DLTI_ERR_MISUSE;
    dlti_data_layout *dl;
    dlti_status st = layout_new(ctx, scope, &dl);
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

void dl_layout_free_all(dlti_context *ctx)
{
    for (dlti_data_layout *dl = ctx->layouts, *n; dl; dl = n) {
        n = dl->next;
        layout_destroy(dl);
    }
    ctx->layouts = NULL;
    ctx->default_layout = NULL;
}

/* ---- The cache ---------------------------------------------------------- */

static dl_cache_rec *cache_find(const dlti_data_layout *dl, const dlti_type *t)
{
    if (!dl->cap)
        return NULL;
    size_t mask = dl->cap - 1;
    for (size_t i = dl_hash_ptr(t) & mask;; i = (i + 1) & mask) {
        dl_cache_rec *r = &dl->recs[i];
        if (r->type == t)
            return r;
        if (!r->type)
            return NULL;
    }
}

static dl_cache_rec *cache_insert(dlti_data_layout *dl, const dlti_type *t)
{
    dl_cache_rec *r = cache_find(dl, t);
    if (r)
        return r;
    if ((dl->count + 1) * 4 > dl->cap * 3) {
        size_t ncap = dl->cap ? dl->cap * 2 : 64;
        dl_cache_rec *n = calloc(ncap, sizeof *n);
        if (!n)
            return NULL;
        for (size_t i = 0; i < dl->cap; i++) {
            if (!dl->recs[i].type)
                continue;
            size_t j = dl_hash_ptr(dl->recs[i].type) & (ncap - 1);
            while (n[j].type)
                j = (j + 1) & (ncap - 1);
            n[j] = dl->recs[i];
        }
        free(dl->recs);
        dl->recs = n;
        dl->cap = ncap;
    }
    size_t mask = dl->cap - 1;
    size_t i = dl_hash_ptr(t) & mask;
    while (dl->recs[i].type)
        i = (i + 1) & mask;
    r = &dl->recs[i];
    r->type = t;
    dl->count++;
    return r;
}

const char *dl_blamed_dialect(const dlti_data_layout *dl, const dlti_type *t)
{
    if (t->cls->kind == DL_TY_DIALECT && t->cls->dialect)
        return t->cls->dialect->name;
    const dl_op_class *oc = dl->scope ? dl->scope->cls : NULL;
    if (oc && oc->dialect &&
        (oc->hooks.type_size_in_bits || oc->hooks.type_abi_alignment ||
         oc->hooks.type_preferred_alignment))
        return oc->dialect->name;
    return dl_type_dialect(t)->name;
}

/* Guards recursive queries: a cycle (a hostile or buggy dialect hook that
 * asks, directly or through other types, for the very answer it is
 * computing) ends with a diagnostic, not a stack overflow; so does a chain
 * deeper than DL_MAX_QUERY_DEPTH.  Only on the uncached path. */
static dlti_status enter(dlti_data_layout *dl, const dlti_type *t,
                         uint8_t kind)
{
    const dlti_loc *loc = dl->where.line ? &dl->where : NULL;
    for (unsigned i = 0; i < dl->depth; i++) {
        if (dl->active[i].type == t && dl->active[i].kind == kind) {
            char *s = dlti_type_to_string(t);
            dl_error(dl->ctx, DLTI_ERR_LIMIT, loc,
                     "data layout query for %s recurses into itself "
                     "(dialect '%s')",
                     s ? s : "<type>", dl_blamed_dialect(dl, t));
            free(s);
            return DLTI_ERR_LIMIT;
        }
    }
    if (dl->depth >= DL_MAX_QUERY_DEPTH) {
        char *s = dlti_type_to_string(t);
        dl_error(dl->ctx, DLTI_ERR_LIMIT, loc,
                 "data layout query for %s recurses more than %d levels deep "
                 "(dialect '%s')",
                 s ? s : "<type>", DL_MAX_QUERY_DEPTH,
                 dl_blamed_dialect(dl, t));
        free(s);
        return DLTI_ERR_LIMIT;
    }
    dl->active[dl->depth].type = t;
    dl->active[dl->depth].kind = kind;
    dl->depth++;
    return DLTI_OK;
}

static bool bad_args(dlti_data_layout *dl, const dlti_type *t, const void *out)
{
    return !dl || !t || !out || t->ctx != dl->ctx;
}

/* ---- Type queries ------------------------------------------------------- */

dlti_status dlti_type_size_in_bits(dlti_data_layout *dl, const dlti_type *t,
                                   dlti_size *bits)
{
    if (bad_args(dl, t, bits))
        return DLTI_ERR_MISUSE;
    dl_cache_rec *r = cache_find(dl, t);
    if (r && (r->have & DL_HAVE_BITS)) {
        bits->value = r->bits;
        bits->scalable = r->bits_scalable;
        return DLTI_OK;
    }
    dlti_status st = enter(dl, t, DL_HAVE_BITS);
    if (st)
        return st;
    const dl_op_class *oc = dl->scope ? dl->scope->cls : NULL;
    if (oc && oc->hooks.type_size_in_bits)
        st = oc->hooks.type_size_in_bits(dl->scope, dl, t,
                                         dl_layout_entries(dl, t->cls), bits);
    else
        st = dl_default_size_in_bits(dl, t, bits);
    dl->depth--;
    if (st)
        return st;
    if ((r = cache_insert(dl, t))) {
        r->bits = bits->value;
        r->bits_scalable = (uint8_t)(bits->scalable != 0);
        r->have |= DL_HAVE_BITS;
    }
    return DLTI_OK;
}

dlti_status dlti_type_size(dlti_data_layout *dl, const dlti_type *t,
                           dlti_size *bytes)
{
    if (bad_args(dl, t, bytes))
        return DLTI_ERR_MISUSE;
    dl_cache_rec *r = cache_find(dl, t);
    if (r && (r->have & DL_HAVE_SIZE)) {
        bytes->value = r->size;
        bytes->scalable = r->size_scalable;
        return DLTI_OK;
    }
    dlti_status st = enter(dl, t, DL_HAVE_SIZE);
    if (st)
        return st;
    const dlti_type_class *c = t->cls;
    if (c->kind == DL_TY_DIALECT && c->hooks.size_in_bytes) {
        st = c->hooks.size_in_bytes(t, dl, dl_layout_entries(dl, c), bytes);
    } else {
        dlti_size bits;
        if (!(st = dlti_type_size_in_bits(dl, t, &bits))) {
            bytes->value = dl_cdiv(bits.value, 8);
            bytes->scalable = bits.scalable;
        }
    }
    dl->depth--;
    if (st)
        return st;
    if ((r = cache_insert(dl, t))) {
        r->size = bytes->value;
        r->size_scalable = (uint8_t)(bytes->scalable != 0);
        r->have |= DL_HAVE_SIZE;
    }
    return DLTI_OK;
}

typedef dlti_status (*align_fn)(dlti_data_layout *, const dlti_type *,
                                uint64_t *);

static dlti_status align_query(dlti_data_layout *dl, const dlti_type *t,
                               uint64_t *out, uint8_t flag, align_fn compute)
{
    if (bad_args(dl, t, out))
        return DLTI_ERR_MISUSE;
    dl_cache_rec *r = cache_find(dl, t);
    if (r && (r->have & flag)) {
        *out = flag == DL_HAVE_ABI ? r->abi : r->pref;
        return DLTI_OK;
    }
    dlti_status st = enter(dl, t, flag);
    if (st)
        return st;
    /* A scope op may override the answer (MLIR's op-interface hooks). */
    const dl_op_class *oc = dl->scope ? dl->scope->cls : NULL;
    dlti_status (*hook)(const dlti_op *, dlti_data_layout *, const dlti_type *,
                        dlti_entry_list, uint64_t *) = NULL;
    if (oc)
        hook = flag == DL_HAVE_ABI ? oc->hooks.type_abi_alignment
                                   : oc->hooks.type_preferred_alignment;
    if (hook)
        st = hook(dl->scope, dl, t, dl_layout_entries(dl, t->cls), out);
    else
        st = compute(dl, t, out);
    dl->depth--;
    if (st)
        return st;
    if ((r = cache_insert(dl, t))) {
        if (flag == DL_HAVE_ABI)
            r->abi = *out;
        else
            r->pref = *out;
        r->have |= flag;
    }
    return DLTI_OK;
}

dlti_status dlti_type_abi_alignment(dlti_data_layout *dl, const dlti_type *t,
                                    uint64_t *align)
{
    return align_query(dl, t, align, DL_HAVE_ABI, dl_default_abi);
}

dlti_status dlti_type_preferred_alignment(dlti_data_layout *dl,
                                          const dlti_type *t, uint64_t *align)
{
    return align_query(dl, t, align, DL_HAVE_PREF, dl_default_pref);
}

dlti_status dlti_type_index_bitwidth(dlti_data_layout *dl, const dlti_type *t,
                                     uint64_t *bits, int *has)
{
    if (bad_args(dl, t, bits) || !has)
        return DLTI_ERR_MISUSE;
    dl_cache_rec *r = cache_find(dl, t);
    if (r && (r->have & DL_HAVE_INDEX)) {
        *bits = r->index;
        *has = r->index_has;
        return DLTI_OK;
    }
    dlti_status st = enter(dl, t, DL_HAVE_INDEX);
    if (st)
        return st;
    st = dl_default_index_bitwidth(dl, t, bits, has);
    dl->depth--;
    if (st)
        return st;
    if ((r = cache_insert(dl, t))) {
        r->index = *bits;
        r->index_has = (uint8_t)(*has != 0);
        r->have |= DL_HAVE_INDEX;
    }
    return DLTI_OK;
}

/* ---- Identifier queries ------------------------------------------------- */

#define ID_QUERY(fn, q)                                                       \
    const dlti_attr *fn(dlti_data_layout *dl) { return dl ? dl->ids[q] : NULL; }
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
    const dlti_attr *v = dl->ids[DL_ID_STACK_ALIGNMENT];
    *bits = 0;
    if (!v)
        return DLTI_OK;
    if (dl_attr_kind_of(v) != DL_AT_INTEGER)
        return dl_error(dl->ctx, DLTI_ERR_VERIFY,
                        dl->where.line ? &dl->where : NULL,
                        "'dlti.stack_alignment' must be an integer attribute "
                        "to be queried");
    *bits = dl_int_attr_low64(v);
    return DLTI_OK;
}

static const dlti_attr *lookup_string(const dlti_attr *list, const char *key)
{
    const dl_attr_list_key *l = dl_attr_list(list);
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
    const dlti_op *m = dl->scope;
    while (m && !dl_op_is_module(m))
        m = m->parent;
    if (!m)
        return NULL;
    const dl_dict_key *d = dl_dict(m->attrs);
    for (size_t i = 0; i < d->n; i++) {
        if (dl_attr_kind_of(d->elems[i].value) != DL_AT_SYSTEM_SPEC)
            continue;
        const dlti_attr *dev = lookup_string(d->elems[i].value, device_id);
        return dev ? lookup_string(dev, name) : NULL;
    }
    return NULL;
}

/* ---- Defaults for scope-op overrides (plugin.h) ------------------------- */

dlti_status dlti_default_size_in_bits(dlti_data_layout *dl, const dlti_type *t,
                                      dlti_size *out)
{
    return bad_args(dl, t, out) ? DLTI_ERR_MISUSE : dl_default_size_in_bits(dl, t, out);
}

dlti_status dlti_default_abi_alignment(dlti_data_layout *dl, const dlti_type *t,
                                       uint64_t *out)
{
    return bad_args(dl, t, out) ? DLTI_ERR_MISUSE : dl_default_abi(dl, t, out);
}

dlti_status dlti_default_preferred_alignment(dlti_data_layout *dl,
                                             const dlti_type *t, uint64_t *out)
{
    return bad_args(dl, t, out) ? DLTI_ERR_MISUSE : dl_default_pref(dl, t, out);
}
