/* context.c - the context: its lifetime and lock, uniquing of types and
 * attributes, interned strings, builtin classes, the dialect and op-class
 * registry, source texts.  (Memory: arena.c; messages: diag.c.) */
#define _XOPEN_SOURCE 700 /* PTHREAD_MUTEX_RECURSIVE */
#include "config.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dl_ir.h"


/* ---- Version and status --------------------------------------------- */

const char *dlti_version(void) { return PACKAGE_VERSION; }

const char *dlti_status_string(dlti_status status)
{
    switch (status) {
    case DLTI_OK: return "ok";
    case DLTI_ERR_PARSE: return "parse error";
    case DLTI_ERR_VERIFY: return "verification error";
    case DLTI_ERR_NO_LAYOUT: return "no data layout for type";
    case DLTI_ERR_LIMIT: return "limit exceeded";
    case DLTI_ERR_NOMEM: return "out of memory";
    case DLTI_ERR_IO: return "input/output error";
    case DLTI_ERR_PLUGIN: return "plugin error";
    case DLTI_ERR_MISUSE: return "API misuse";
    }
    return "unknown status";
}

void dlti_free(void *p) { free(p); }

/* ---- Hashing ------------------------------------------------------------ */

uint64_t dl_ir_hash_bytes(const void *p, size_t n, uint64_t seed)
{
    /* FNV-1a over 8-byte words with a final avalanche: keys are short. */
    const unsigned char *s = p;
    uint64_t h = 0xcbf29ce484222325ULL ^ seed;
    while (n >= 8) {
        uint64_t w;
        memcpy(&w, s, 8);
        h = (h ^ w) * 0x100000001b3ULL;
        h ^= h >> 29;
        s += 8;
        n -= 8;
    }
    while (n--) {
        h = (h ^ *s++) * 0x100000001b3ULL;
    }
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdULL;
    h ^= h >> 33;
    return h;
}

/* ---- Uniquing tables ---------------------------------------------------- */

static bool table_grow(dl_table *t, uint64_t (*hash_of)(const void *))
{
    size_t ncap = t->cap ? t->cap * 2 : 256;
    void **ns = dl_calloc_ready(ncap, sizeof *ns);
    if (!ns)
        return false;
    for (size_t i = 0; i < t->cap; i++) {
        void *o = t->slots[i];
        if (!o)
            continue;
        size_t j = hash_of(o) & (ncap - 1);
        while (ns[j])
            j = (j + 1) & (ncap - 1);
        ns[j] = o;
    }
    free(t->slots);
    t->slots = ns;
    t->cap = ncap;
    return true;
}

static uint64_t uniq_hash_of(const void *o) { return ((const dl_uniq_head *)o)->hash; }

uint64_t dl_ir_hash_first_word(const void *o) { return *(const uint64_t *)o; }

bool dl_ir_table_insert(dl_table *t, void *o, uint64_t h,
                     uint64_t (*hash_of)(const void *))
{
    if (t->count * 2 >= t->cap && !table_grow(t, hash_of))
        return false;
    size_t mask = t->cap - 1, i = (size_t)h & mask;
    while (t->slots[i])
        i = (i + 1) & mask;
    t->slots[i] = o;
    t->count++;
    return true;
}

/* Finds or creates the object of class `cls` with these key bytes in `t`.
 * Objects are `size` bytes of header followed by the key at `key_off`.
 * `aliasable`: of a kind the printer may give an alias (counted). */
static void *unique_locked(dlti_context *ctx, dl_table *t, const void *cls,
                           const void *key, size_t key_len, size_t key_off,
                           bool aliasable)
{
    uint64_t h = dl_ir_hash_bytes(key, key_len, dl_ir_hash_ptr(cls));
    if (t->count * 2 >= t->cap && !table_grow(t, uniq_hash_of)) {
        dl_nomem(ctx);
        return NULL;
    }
    size_t i = h & (t->cap - 1);
    for (dl_uniq_head *o; (o = t->slots[i]); i = (i + 1) & (t->cap - 1)) {
        if (o->hash == h && o->cls == cls && o->key_len == key_len &&
            (key_len == 0 ||
             memcmp((const char *)o + key_off, key, key_len) == 0))
            return o;
    }
    dl_uniq_head *n = dl_alloc_locked(ctx, key_off + key_len);
    if (!n) {
        dl_nomem(ctx);
        return NULL;
    }
    n->cls = cls;
    n->ctx = ctx;
    n->hash = h;
    n->key_len = key_len;
    if (key_len)
        memcpy((char *)n + key_off, key, key_len);
    t->slots[i] = n;
    t->count++;
    if (aliasable)
        atomic_fetch_add_explicit(&ctx->n_aliasable, 1, memory_order_relaxed);
    return n;
}

/* Queries in parallel threads create types (index as iW, dialect hooks):
 * lookups and insertions hold the context's lock. */
static void *unique(dlti_context *ctx, dl_table *t, const void *cls,
                    const void *key, size_t key_len, size_t key_off,
                    bool aliasable)
{
    dl_ctx_lock(ctx);
    void *o = unique_locked(ctx, t, cls, key, key_len, key_off, aliasable);
    dl_ctx_unlock(ctx);
    return o;
}

const dlti_type *dlti_type_get(dlti_context *ctx, const dlti_type_class *cls,
                               const void *key, size_t key_len)
{
    if (!ctx || !cls || (key_len && !key))
        return NULL;
    return unique(ctx, &ctx->types, cls, key, key_len, offsetof(dlti_type, key),
                  dl_ir_type_kind_may_alias(cls->kind));
}

const dlti_attr *dlti_attr_get(dlti_context *ctx, const dlti_attr_class *cls,
                               const void *key, size_t key_len)
{
    if (!ctx || !cls || (key_len && !key))
        return NULL;
    return unique(ctx, &ctx->attrs, cls, key, key_len, offsetof(dlti_attr, key),
                  dl_ir_attr_kind_may_alias(cls->kind));
}

int dlti_context_walk_types(dlti_context *ctx, dlti_type_fn fn, void *user)
{
    if (!ctx || !fn)
        return 0;
    /* A copy of the table: fn may create types (the table then grows). */
    dl_ctx_lock(ctx);
    size_t n = 0;
    const dlti_type **all = malloc((ctx->types.count ? ctx->types.count : 1) *
                                   sizeof *all);
    for (size_t i = 0; all && i < ctx->types.cap; i++)
        if (ctx->types.slots[i])
            all[n++] = ctx->types.slots[i];
    dl_ctx_unlock(ctx);
    if (!all) {
        dl_nomem(ctx);
        return -1;
    }
    int r = 0;
    for (size_t i = 0; i < n && !r; i++)
        r = fn(all[i], user);
    free(all);
    return r;
}

const void *dlti_type_key(const dlti_type *t, size_t *key_len)
{
    if (key_len)
        *key_len = t ? t->key_len : 0;
    return t ? t->key : NULL;
}
const dlti_type_class *dlti_type_get_class(const dlti_type *t) { return t ? t->cls : NULL; }
dlti_context *dlti_type_context(const dlti_type *t) { return t ? t->ctx : NULL; }
void *dlti_type_mutable(const dlti_type *t) { return t ? t->mutable_data : NULL; }
void dlti_type_set_mutable(const dlti_type *t, void *data)
{
    if (t) {
        ((dlti_type *)t)->mutable_data = data;
        t->ctx->kept_state = true;
    }
}
const void *dlti_attr_key(const dlti_attr *a, size_t *key_len)
{
    if (key_len)
        *key_len = a ? a->key_len : 0;
    return a ? a->key : NULL;
}
const dlti_attr_class *dlti_attr_get_class(const dlti_attr *a) { return a ? a->cls : NULL; }

/* ---- Interned strings --------------------------------------------------- */

static uint64_t str_hash_of(const void *o) { return ((const dl_str *)o)->hash; }

static const char *intern_locked(dlti_context *ctx, const char *s, size_t len)
{
    if (len >= UINT32_MAX) {
        dl_error(ctx, DLTI_ERR_LIMIT, NULL,
                 "a string of %zu bytes is too long to intern", len);
        return NULL;
    }
    uint64_t h = dl_ir_hash_bytes(s, len, 0x5bd1e995);
    dl_table *t = &ctx->strings;
    if (t->count * 2 >= t->cap && !table_grow(t, str_hash_of)) {
        dl_nomem(ctx);
        return NULL;
    }
    size_t i = h & (t->cap - 1);
    for (dl_str *o; (o = t->slots[i]); i = (i + 1) & (t->cap - 1)) {
        if (o->hash == (uint32_t)h && o->len == len &&
            memcmp(o->s, s, len) == 0)
            return o->s;
    }
    dl_str *n = dl_alloc_locked(ctx, sizeof *n + len + 1);
    if (!n) {
        dl_nomem(ctx);
        return NULL;
    }
    n->hash = (uint32_t)h;
    n->len = (uint32_t)len;
    if (len)
        memcpy(n->s, s, len);
    n->s[len] = 0;
    t->slots[i] = n;
    t->count++;
    return n->s;
}

const char *dlti_intern(dlti_context *ctx, const char *s, size_t len)
{
    if (!ctx || (!s && len))
        return NULL;
    dl_ctx_lock(ctx);
    const char *r = intern_locked(ctx, s, len);
    dl_ctx_unlock(ctx);
    return r;
}

size_t dl_ir_interned_len(const char *s)
{
    return ((const dl_str *)(s - offsetof(dl_str, s)))->len;
}

/* ---- Builtin classes ---------------------------------------------------- */

dlti_dialect dl_ir_builtin_dialect = {.name = "builtin"};
/* Its identifier entries are checked by the meaning layer (spec.c), which
 * knows this dialect by its address. */
dlti_dialect dl_ir_dlti_dialect = {.name = "dlti"};

#define TYPE_CLASS(k, n) {.kind = (k), .name = (n), .dialect = &dl_ir_builtin_dialect}
static const dlti_type_class builtin_type_classes[] = {
    [DL_TY_INTEGER] = TYPE_CLASS(DL_TY_INTEGER, "integer"),
    [DL_TY_FLOAT] = TYPE_CLASS(DL_TY_FLOAT, "float"), /* unused: see floats */
    [DL_TY_INDEX] = TYPE_CLASS(DL_TY_INDEX, "index"),
    [DL_TY_NONE] = TYPE_CLASS(DL_TY_NONE, "none"),
    [DL_TY_COMPLEX] = TYPE_CLASS(DL_TY_COMPLEX, "complex"),
    [DL_TY_VECTOR] = TYPE_CLASS(DL_TY_VECTOR, "vector"),
    [DL_TY_TENSOR] = TYPE_CLASS(DL_TY_TENSOR, "tensor"),
    [DL_TY_UNRANKED_TENSOR] = TYPE_CLASS(DL_TY_UNRANKED_TENSOR, "tensor"),
    [DL_TY_MEMREF] = TYPE_CLASS(DL_TY_MEMREF, "memref"),
    [DL_TY_UNRANKED_MEMREF] = TYPE_CLASS(DL_TY_UNRANKED_MEMREF, "memref"),
    [DL_TY_TUPLE] = TYPE_CLASS(DL_TY_TUPLE, "tuple"),
    [DL_TY_FUNCTION] = TYPE_CLASS(DL_TY_FUNCTION, "function"),
    [DL_TY_OPAQUE] = TYPE_CLASS(DL_TY_OPAQUE, "opaque"),
};

const dlti_type_class *dl_ir_builtin_type_class(dl_type_kind kind)
{
    return &builtin_type_classes[kind];
}

#define ATTR_CLASS(k, n, d) {.kind = (k), .name = (n), .dialect = (d)}
static const dlti_attr_class builtin_attr_classes[] = {
    [DL_AT_INTEGER] = ATTR_CLASS(DL_AT_INTEGER, "integer", &dl_ir_builtin_dialect),
    [DL_AT_FLOAT] = ATTR_CLASS(DL_AT_FLOAT, "float", &dl_ir_builtin_dialect),
    [DL_AT_STRING] = ATTR_CLASS(DL_AT_STRING, "string", &dl_ir_builtin_dialect),
    [DL_AT_UNIT] = ATTR_CLASS(DL_AT_UNIT, "unit", &dl_ir_builtin_dialect),
    [DL_AT_TYPE] = ATTR_CLASS(DL_AT_TYPE, "type", &dl_ir_builtin_dialect),
    [DL_AT_ARRAY] = ATTR_CLASS(DL_AT_ARRAY, "array", &dl_ir_builtin_dialect),
    [DL_AT_DENSE_ARRAY] = ATTR_CLASS(DL_AT_DENSE_ARRAY, "dense_array", &dl_ir_builtin_dialect),
    [DL_AT_DICT] = ATTR_CLASS(DL_AT_DICT, "dictionary", &dl_ir_builtin_dialect),
    [DL_AT_DENSE] = ATTR_CLASS(DL_AT_DENSE, "dense", &dl_ir_builtin_dialect),
    [DL_AT_SYMREF] = ATTR_CLASS(DL_AT_SYMREF, "symbol_ref", &dl_ir_builtin_dialect),
    [DL_AT_RAW] = ATTR_CLASS(DL_AT_RAW, "raw", &dl_ir_builtin_dialect),
    [DL_AT_OPAQUE] = ATTR_CLASS(DL_AT_OPAQUE, "opaque", &dl_ir_builtin_dialect),
    [DL_AT_DL_ENTRY] = ATTR_CLASS(DL_AT_DL_ENTRY, "dl_entry", &dl_ir_dlti_dialect),
    [DL_AT_DL_SPEC] = ATTR_CLASS(DL_AT_DL_SPEC, "dl_spec", &dl_ir_dlti_dialect),
    [DL_AT_MAP] = ATTR_CLASS(DL_AT_MAP, "map", &dl_ir_dlti_dialect),
    [DL_AT_DEVICE_SPEC] = ATTR_CLASS(DL_AT_DEVICE_SPEC, "target_device_spec", &dl_ir_dlti_dialect),
    [DL_AT_SYSTEM_SPEC] = ATTR_CLASS(DL_AT_SYSTEM_SPEC, "target_system_spec", &dl_ir_dlti_dialect),
    [DL_AT_FPTR_ALIGN] = ATTR_CLASS(DL_AT_FPTR_ALIGN, "function_pointer_alignment", &dl_ir_dlti_dialect),
    [DL_AT_AFFINE_MAP] = ATTR_CLASS(DL_AT_AFFINE_MAP, "affine_map", &dl_ir_builtin_dialect),
    [DL_AT_STRIDED] = ATTR_CLASS(DL_AT_STRIDED, "strided", &dl_ir_builtin_dialect),
    [DL_AT_CONTIGUOUS] = ATTR_CLASS(DL_AT_CONTIGUOUS, "contiguous", &dl_ir_builtin_dialect),
};

const dlti_attr_class *dl_ir_builtin_attr_class(dl_attr_kind kind)
{
    return &builtin_attr_classes[kind];
}

dlti_dialect *dl_ir_dialect_lookup(dlti_context *ctx, const char *ns, size_t len)
{
    if (len == 7 && memcmp(ns, "builtin", 7) == 0)
        return &dl_ir_builtin_dialect;
    if (len == 4 && memcmp(ns, "dlti", 4) == 0)
        return &dl_ir_dlti_dialect;
    for (dlti_dialect *d = ctx->dialects; d; d = d->next)
        if (strlen(d->name) == len && memcmp(d->name, ns, len) == 0)
            return d;
    return NULL;
}

void dl_ir_dialect_decides(dlti_context *ctx, const dlti_dialect *d)
{
    /* (the builtin dialects are in every context) */
    if (d && d->plugin) {
        ctx->plugin_asks++;
        if (d->file < ctx->files)
            ctx->read_earlier = true;
    }
}

dlti_dialect *dl_ir_dialect_loaded(dlti_context *ctx, const char *ns, size_t len)
{
    dlti_dialect *d = dl_ir_dialect_lookup(ctx, ns, len);
    /* A name no dialect has yet may be a plugin's once loaded: what it
     * decided (nothing: the default rule) is not for the memos either. */
    if (!d)
        ctx->plugin_asks++;
    dl_ir_dialect_decides(ctx, d);
    return d;
}

const dlti_type_class *dl_ir_type_class_lookup(dlti_dialect *d, const char *name,
                                            size_t len)
{
    if (!d || !d->type_classes)
        return NULL;
    for (size_t i = 0; i < d->n_type_classes; i++) {
        const dlti_type_class *c = d->type_classes[i];
        if (strlen(c->name) == len && memcmp(c->name, name, len) == 0)
            return c;
    }
    return NULL;
}

const dlti_attr_class *dl_ir_attr_class_lookup(dlti_dialect *d, const char *name,
                                            size_t len)
{
    if (!d || !d->attr_classes)
        return NULL;
    for (size_t i = 0; i < d->n_attr_classes; i++) {
        const dlti_attr_class *c = d->attr_classes[i];
        if (strlen(c->name) == len && memcmp(c->name, name, len) == 0)
            return c;
    }
    return NULL;
}

/* ---- Op classes --------------------------------------------------------- */

static const dl_op_class module_class = {
    .name = "builtin.module",
    .dialect = &dl_ir_builtin_dialect,
    .is_module = true,
    .traits_known = true,
    /* ModuleOp: an optional symbol, a symbol table, no terminator,
     * isolated from above. */
    .flags = DLTI_OP_SYMBOL_TABLE | DLTI_OP_SYMBOL | DLTI_OP_NO_TERMINATOR |
             DLTI_OP_ISOLATED_FROM_ABOVE,
    /* Its custom form is the text layer's own (dl_text_parse_module_body,
     * dl_text_print_module), called there for an op class that is_module. */
};

const dl_op_class *dl_ir_op_class_lookup(dlti_context *ctx, const char *name,
                                      size_t len)
{
    if (len == 14 && memcmp(name, "builtin.module", 14) == 0)
        return &module_class;
    for (size_t i = 0; i < ctx->n_op_classes; i++) {
        const dl_op_class *c = ctx->op_classes[i];
        if (strlen(c->name) == len && memcmp(c->name, name, len) == 0)
            return c;
    }
    return NULL;
}

dlti_status dl_ir_register_op_class(dlti_context *ctx, const dl_op_class *cls)
{
    if (ctx->n_op_classes == ctx->cap_op_classes) {
        size_t ncap = ctx->cap_op_classes ? ctx->cap_op_classes * 2 : 8;
        const dl_op_class **n = realloc(ctx->op_classes, ncap * sizeof *n);
        if (!n)
            return dl_nomem(ctx);
        ctx->op_classes = n;
        ctx->cap_op_classes = ncap;
    }
    ctx->op_classes[ctx->n_op_classes++] = cls;
    return DLTI_OK;
}

/* ---- Context lifetime --------------------------------------------------- */

/* dlti_context_new is query/library.c's: it hands the new context what
 * the layers above this one give it (the printer of %pT and %pA). */
dlti_context *dl_ir_context_create(const dlti_context *like)
{
    dlti_context *ctx = calloc(1, sizeof *ctx);
    if (!ctx)
        return NULL;
    if (!dl_lock_init(&ctx->base.lock)) {
        free(ctx);
        return NULL;
    }
    if (like)
        ctx->base.object_text = like->base.object_text;
    return ctx;
}


void dl_ir_ctx_on_free(dlti_context *ctx, dl_free_stage stage,
                    void (*fn)(dlti_context *ctx))
{
    ctx->on_free[stage] = fn;
}

static void teardown(dlti_context *ctx, dl_free_stage stage)
{
    if (ctx->on_free[stage])
        ctx->on_free[stage](ctx);
}

void dlti_context_free(dlti_context *ctx)
{
    if (!ctx)
        return;
    /* The layers above free what they keep here, in stages: layouts,
     * then dialect state (its destructors live in the plugins), then the
     * plugins themselves, then what the text layer keeps. */
    teardown(ctx, DL_FREE_QUERY);
    teardown(ctx, DL_FREE_LAYOUTS);
    teardown(ctx, DL_FREE_SPECS);
    dl_ir_dialects_free(ctx);
    teardown(ctx, DL_FREE_PLUGINS);
    for (dl_source *s = ctx->sources, *n; s; s = n) {
        n = s->next;
        if (!s->borrowed)
            free(s->text);
        free(s);
    }
    teardown(ctx, DL_FREE_TEXT);
    teardown(ctx, DL_FREE_PRINT);
    dl_arena_free(ctx);
    free(ctx->types.slots);
    free(ctx->attrs.slots);
    free(ctx->strings.slots);
    free(ctx->op_classes);
    free(ctx->ir_blocks);
    dl_lock_destroy(&ctx->base.lock);
    free(ctx);
}

/* ---- Files one after another ---------------------------------------------- */

int dl_ir_file_end(dlti_context *ctx, size_t arena_max)
{
    dl_ctx_base *b = dl_base_of(ctx);
    int r = b->said != ctx->said_before || ctx->read_earlier ? 0
            : ctx->kept_state || b->arena_bytes > arena_max ||
                    !dl_ir_beside_parse(ctx, DLTI_DIALECT_REUSABLE)
                ? DLTI_FILE_AS_NEW_LAST
                : DLTI_FILE_AS_NEW;
    ctx->files++;
    ctx->said_before = b->said;
    ctx->read_earlier = false;
    return r;
}

void *dl_ir_block_take(dlti_context *ctx, size_t size)
{
    dl_ctx_lock(ctx);
    void *blk = NULL;
    if (ctx->ir_used < ctx->n_ir_blocks) {
        blk = ctx->ir_blocks[ctx->ir_used++];
    } else if (dl_array_reserve((void **)&ctx->ir_blocks, &ctx->cap_ir_blocks,
                                ctx->n_ir_blocks, sizeof *ctx->ir_blocks, 16) &&
               (blk = dl_alloc_raw(ctx, size))) {
        ctx->ir_blocks[ctx->n_ir_blocks++] = blk;
        ctx->ir_used = ctx->n_ir_blocks;
    }
    dl_ctx_unlock(ctx);
    return blk;
}

void dl_ir_blocks_give_back(dlti_context *ctx)
{
    ctx->ir_used = 0;
}

void *dl_ir_kept_take(dlti_context *ctx, dl_kept k)
{
    return atomic_exchange(&ctx->kept[k], NULL);
}

bool dl_ir_kept_give(dlti_context *ctx, dl_kept k, void *obj,
                     dl_free_stage stage, void (*fn)(dlti_context *ctx))
{
    void *none = NULL;
    if (!atomic_compare_exchange_strong(&ctx->kept[k], &none, obj))
        return false;
    dl_ctx_lock(ctx);
    dl_ir_ctx_on_free(ctx, stage, fn);
    dl_ctx_unlock(ctx);
    return true;
}

/* ---- Sources ------------------------------------------------------------ */

dlti_status dlti_context_borrow_source(dlti_context *ctx, const char *name,
                                       const char *text, size_t len)
{
    if (!ctx || !name || (!text && len))
        return DLTI_ERR_MISUSE;
    dl_ctx_lock(ctx);
    const char *iname = dlti_intern(ctx, name, strlen(name));
    dl_source *s = iname ? calloc(1, sizeof *s) : NULL;
    if (s) {
        s->name = iname;
        s->text = (char *)text; /* never written, never freed */
        s->len = len;
        s->first_line = 1;
        s->borrowed = true;
        s->next = ctx->sources;
        ctx->sources = s;
    }
    dl_ctx_unlock(ctx);
    return s ? DLTI_OK : dl_nomem(ctx);
}

const char *dl_ir_register_source(dlti_context *ctx, const char *name,
                               const char *text, size_t len,
                               unsigned first_line)
{
    if (first_line == 0)
        first_line = 1;
    const char *iname = dlti_intern(ctx, name, strlen(name));
    if (!iname)
        return NULL;
    /* One copy per file name, replaced when a new text comes under the
     * same name (type strings parsed one after another). */
    for (dl_source *s = ctx->sources; s; s = s->next)
        if (s->name == iname) {
            if (s->len == len &&
                (s->text == text || memcmp(s->text, text, len) == 0)) {
                s->first_line = first_line;
                return iname;
            }
            char *copy = malloc(len ? len : 1);
            if (!copy) {
                dl_nomem(ctx);
                return NULL;
            }
            if (len)
                memcpy(copy, text, len);
            if (!s->borrowed)
                free(s->text);
            s->alias_defs = NULL; /* (the earlier text's, in the arena) */
            s->text = copy;
            s->len = len;
            s->first_line = first_line;
            s->borrowed = false;
            return iname;
        }
    dl_source *s = calloc(1, sizeof *s);
    char *copy = malloc(len ? len : 1);
    if (!s || !copy) {
        free(s);
        free(copy);
        dl_nomem(ctx);
        return NULL;
    }
    if (len)
        memcpy(copy, text, len);
    s->name = iname;
    s->text = copy;
    s->len = len;
    s->first_line = first_line;
    s->next = ctx->sources;
    ctx->sources = s;
    return iname;
}

const dl_source *dl_ir_source_find(const dlti_context *ctx, const char *file)
{
    if (!ctx || !file)
        return NULL;
    for (const dl_source *s = ctx->sources; s; s = s->next)
        if (s->name == file || strcmp(s->name, file) == 0)
            return s;
    return NULL;
}

const char *dlti_context_source(const dlti_context *ctx, const char *file,
                                size_t *len)
{
    const dl_source *s = dl_ir_source_find(ctx, file);
    if (!s)
        return NULL;
    if (len)
        *len = s->len;
    return s->text;
}
