/* registry.c - what dialect plugins register (classes, hooks, state),
 * and the helpers plugin.h gives dialect code. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "dl_ir.h"

#define MIN_SIZE DL_HOOKS_MIN_SIZE

dlti_dialect *dl_ir_dialect_create(dlti_context *ctx, const char *ns)
{
    dlti_dialect *d = calloc(1, sizeof *d);
    if (!d) {
        dl_nomem(ctx);
        return NULL;
    }
    d->name = dlti_intern(ctx, ns, strlen(ns));
    d->ctx = ctx;
    d->file = ctx->files;
    if (!d->name) {
        free(d);
        return NULL;
    }
    return d;
}

void dl_ir_dialect_commit(dlti_context *ctx, dlti_dialect *d)
{
    /* (locked: a query pass on a second thread may walk the list) */
    dl_ctx_lock(ctx);
    d->next = ctx->dialects;
    ctx->dialects = d;
    dl_ctx_unlock(ctx);
}

static void dialect_free(dlti_dialect *d)
{
    if (d->destroy)
        d->destroy(d->data);
    free(d->type_classes);
    free(d->attr_classes);
    free(d);
}

void dl_ir_dialect_discard(dlti_context *ctx, dlti_dialect *d)
{
    if (!d)
        return;
    /* Op classes registered by a refused dialect go with it. */
    size_t k = 0;
    for (size_t i = 0; i < ctx->n_op_classes; i++)
        if (ctx->op_classes[i]->dialect != d)
            ctx->op_classes[k++] = ctx->op_classes[i];
    ctx->n_op_classes = k;
    dialect_free(d);
}

void dl_ir_dialects_free(dlti_context *ctx)
{
    for (dlti_dialect *d = ctx->dialects, *n; d; d = n) {
        n = d->next;
        dialect_free(d);
    }
    ctx->dialects = NULL;
}

static bool push_class(dlti_context *ctx, const void ***arr, size_t *n,
                       const void *cls)
{
    const void **na = realloc(*arr, (*n + 1) * sizeof *na);
    if (!na) {
        dl_nomem(ctx);
        return false;
    }
    na[(*n)++] = cls;
    *arr = na;
    return true;
}

bool dl_ir_hooks_too_small(dlti_dialect *d, const char *what, const char *name,
                        size_t got, size_t need)
{
    if (got >= need)
        return false;
    d->failed = true;
    dl_error(d->ctx, DLTI_ERR_PLUGIN, NULL,
             "dialect '%s': %s hooks of '%s' are %zu bytes, at least %zu "
             "required",
             d->name, what, name, got, need);
    return true;
}

void dl_ir_copy_hooks(void *dst, size_t full, const void *src, size_t got)
{
    memset(dst, 0, full);
    memcpy(dst, src, got < full ? got : full);
    *(size_t *)dst = full;
}

const dlti_type_class *dlti_register_type_class(dlti_dialect *d,
                                                const char *name,
                                                const dlti_type_hooks *hooks)
{
    if (!d || !name || !hooks || !*name)
        return NULL;
    if (dl_ir_hooks_too_small(d, "type", name, hooks->size,
                        MIN_SIZE(dlti_type_hooks, vector_element)))
        return NULL;
    if (dl_ir_type_class_lookup(d, name, strlen(name))) {
        dl_error(d->ctx, DLTI_ERR_PLUGIN, NULL,
                 "dialect '%s' registers type '%s' twice", d->name, name);
        return NULL;
    }
    dlti_type_class *c = dl_alloc(d->ctx, sizeof *c);
    if (!c) {
        dl_nomem(d->ctx);
        return NULL;
    }
    c->kind = DL_TY_DIALECT;
    c->name = dlti_intern(d->ctx, name, strlen(name));
    c->dialect = d;
    dl_ir_copy_hooks(&c->hooks, sizeof c->hooks, hooks, hooks->size);
    c->float_bits = c->hooks.float_bits;
    if (!c->name ||
        !push_class(d->ctx, (const void ***)&d->type_classes, &d->n_type_classes, c))
        return NULL;
    return c;
}

const dlti_attr_class *dlti_register_attr_class(dlti_dialect *d,
                                                const char *name,
                                                const dlti_attr_hooks *hooks)
{
    if (!d || !name || !hooks || !*name)
        return NULL;
    if (dl_ir_hooks_too_small(d, "attribute", name, hooks->size,
                        MIN_SIZE(dlti_attr_hooks, memory_space)))
        return NULL;
    if (dl_ir_attr_class_lookup(d, name, strlen(name))) {
        dl_error(d->ctx, DLTI_ERR_PLUGIN, NULL,
                 "dialect '%s' registers attribute '%s' twice", d->name, name);
        return NULL;
    }
    dlti_attr_class *c = dl_alloc(d->ctx, sizeof *c);
    if (!c) {
        dl_nomem(d->ctx);
        return NULL;
    }
    c->kind = DL_AT_DIALECT;
    c->name = dlti_intern(d->ctx, name, strlen(name));
    c->dialect = d;
    dl_ir_copy_hooks(&c->hooks, sizeof c->hooks, hooks, hooks->size);
    if (!c->name ||
        !push_class(d->ctx, (const void ***)&d->attr_classes, &d->n_attr_classes, c))
        return NULL;
    return c;
}

dlti_status dlti_dialect_set_hooks(dlti_dialect *d,
                                   const dlti_dialect_hooks *hooks)
{
    if (!d || !hooks)
        return DLTI_ERR_MISUSE;
    if (dl_ir_hooks_too_small(d, "dialect", d->name, hooks->size,
                        MIN_SIZE(dlti_dialect_hooks, identifier_keys)))
        return DLTI_ERR_PLUGIN;
    /* Hooks appended since ABI 1's first table: zero when the plugin's
     * table is older (smaller). */
    dlti_dialect_hooks h;
    dl_ir_copy_hooks(&h, sizeof h, hooks, hooks->size);
    d->verify_entry = h.verify_entry;
    d->combine = h.combine;
    d->identifier_keys = h.identifier_keys;
    d->layout_import = h.layout_import;
    d->layout_export = h.layout_export;
    d->memref_descriptor = h.memref_descriptor;
    d->llvm_specs = h.llvm_specs;
    d->flags = h.flags & (DLTI_DIALECT_PRINT_BESIDE_PARSE |
                          DLTI_DIALECT_LAYOUT_BESIDE_PARSE |
                          DLTI_DIALECT_REUSABLE |
                          DLTI_DIALECT_VERIFY_BESIDE_PARSE);
    return DLTI_OK;
}

bool dl_ir_beside_parse(const dlti_context *ctx, unsigned flag)
{
    for (const dlti_dialect *d = ctx->dialects; d; d = d->next)
        if (d->plugin && !(d->flags & flag))
            return false;
    return true;
}

void dlti_dialect_set_data(dlti_dialect *d, void *data,
                           void (*destroy)(void *data))
{
    if (!d)
        return;
    if (d->destroy && d->data != data)
        d->destroy(d->data);
    d->data = data;
    d->destroy = destroy;
}

void *dlti_dialect_data(const dlti_dialect *d) { return d ? d->data : NULL; }
dlti_context *dlti_dialect_context(const dlti_dialect *d) { return d ? d->ctx : NULL; }
const char *dlti_dialect_namespace(const dlti_dialect *d) { return d ? d->name : NULL; }

const dlti_type_class *dlti_dialect_type_class(const dlti_dialect *d,
                                               const char *name)
{
    return d && name ? dl_ir_type_class_lookup((dlti_dialect *)d, name, strlen(name))
                     : NULL;
}

const dlti_attr_class *dlti_dialect_attr_class(const dlti_dialect *d,
                                               const char *name)
{
    return d && name ? dl_ir_attr_class_lookup((dlti_dialect *)d, name, strlen(name))
                     : NULL;
}

const char *dlti_type_class_name(const dlti_type_class *cls) { return cls ? cls->name : NULL; }
const dlti_dialect *dlti_type_class_dialect(const dlti_type_class *cls) { return cls ? cls->dialect : NULL; }
const char *dlti_attr_class_name(const dlti_attr_class *cls) { return cls ? cls->name : NULL; }
const dlti_dialect *dlti_attr_class_dialect(const dlti_attr_class *cls) { return cls ? cls->dialect : NULL; }

int dlti_attr_is_memory_space(const dlti_attr *a)
{
    return a && a->cls->kind == DL_AT_DIALECT && a->cls->hooks.memory_space;
}

/* ---- Helpers for dialect code ------------------------------------------- */

void *dlti_context_alloc(dlti_context *ctx, size_t size)
{
    if (!ctx)
        return NULL;
    void *p = dl_alloc(ctx, size);
    if (!p)
        dl_nomem(ctx);
    return p;
}

const dlti_type *dlti_function_type(dlti_context *ctx, unsigned n_in,
                                    const dlti_type *const *in, unsigned n_out,
                                    const dlti_type *const *out)
{
    return ctx ? dl_ir_function_type(ctx, n_in, in, n_out, out) : NULL;
}

int dlti_type_is_function(const dlti_type *t, unsigned *n_in,
                          unsigned *n_out)
{
    if (!t || t->cls->kind != DL_TY_FUNCTION)
        return 0;
    const dl_list_key *k = (const dl_list_key *)t->key;
    if (n_in)
        *n_in = k->n_inputs;
    if (n_out)
        *n_out = k->n_results;
    return 1;
}

const dlti_type *dlti_function_type_input(const dlti_type *t, unsigned i)
{
    unsigned n_in;
    if (!dlti_type_is_function(t, &n_in, NULL) || i >= n_in)
        return NULL;
    return ((const dl_list_key *)t->key)->types[i];
}

const dlti_type *dlti_function_type_result(const dlti_type *t, unsigned i)
{
    unsigned n_in, n_out;
    if (!dlti_type_is_function(t, &n_in, &n_out) || i >= n_out)
        return NULL;
    return ((const dl_list_key *)t->key)->types[n_in + i];
}

int dlti_type_is_integer(const dlti_type *t, unsigned *width,
                         dlti_signedness *signedness)
{
    if (!t || t->cls->kind != DL_TY_INTEGER)
        return 0;
    if (width)
        *width = dl_ir_int_width(t);
    if (signedness)
        *signedness = dl_ir_int_signedness(t);
    return 1;
}

int dlti_type_is_float(const dlti_type *t, unsigned *bits)
{
    if (!t || !t->cls->float_bits)
        return 0;
    if (bits)
        *bits = t->cls->float_bits;
    return 1;
}

const dlti_attr *dlti_string_attr(dlti_context *ctx, const char *s, size_t len)
{
    return ctx && (s || !len) ? dl_ir_string_attr(ctx, s ? s : "", len, NULL) : NULL;
}

const dlti_attr *dlti_int_attr(dlti_context *ctx, const dlti_type *type,
                               uint64_t v)
{
    if (!ctx || !type || (type->cls->kind != DL_TY_INTEGER &&
                          type->cls->kind != DL_TY_INDEX))
        return NULL;
    return dl_ir_int_attr(ctx, type, v);
}

const dlti_attr *dlti_type_attr(dlti_context *ctx, const dlti_type *t)
{
    return ctx && t ? dl_ir_type_attr(ctx, t) : NULL;
}

const dlti_attr *dlti_unit_attr(dlti_context *ctx)
{
    return ctx ? dl_ir_unit_attr(ctx) : NULL;
}

const dlti_attr *dlti_array_attr(dlti_context *ctx, size_t n,
                                 const dlti_attr *const *elems)
{
    if (!ctx || (n && !elems))
        return NULL;
    for (size_t i = 0; i < n; i++)
        if (!elems[i])
            return NULL;
    return dl_ir_array_attr(ctx, n, elems);
}

const dlti_attr *dlti_dict_attr(dlti_context *ctx, size_t n,
                                const char *const *names,
                                const dlti_attr *const *values)
{
    if (!ctx || (n && (!names || !values)))
        return NULL;
    dl_named_attr *e = calloc(n ? n : 1, sizeof *e);
    if (!e) {
        dl_nomem(ctx);
        return NULL;
    }
    const dlti_attr *r = NULL;
    for (size_t i = 0; i < n; i++) {
        if (!names[i] || !values[i])
            goto out;
        e[i].name = dlti_intern(ctx, names[i], strlen(names[i]));
        e[i].value = values[i];
        if (!e[i].name)
            goto out;
        for (size_t j = 0; j < i; j++)
            if (e[j].name == e[i].name)
                goto out; /* duplicate names make no dictionary */
    }
    r = dl_ir_dict_attr(ctx, n, e);
out:
    free(e);
    return r;
}

const dlti_type *dlti_attr_get_type(const dlti_attr *a)
{
    return a && a->cls->kind == DL_AT_TYPE ? ((const dl_type_attr_key *)a->key)->type
                                           : NULL;
}

size_t dlti_attr_array_size(const dlti_attr *a)
{
    return a && a->cls->kind == DL_AT_ARRAY ? dl_ir_attr_list(a)->n : 0;
}

const dlti_attr *dlti_attr_array_at(const dlti_attr *a, size_t i)
{
    return i < dlti_attr_array_size(a) ? dl_ir_attr_list(a)->elems[i] : NULL;
}

int dlti_attr_dense_ints(const dlti_attr *a, size_t *count, unsigned *elem_width,
                         dlti_signedness *elem_signedness)
{
    if (!a || a->cls->kind != DL_AT_DENSE)
        return 0;
    const dl_dense_key *d = dl_ir_dense(a);
    const dl_shaped_key *sh = dl_ir_shaped(d->type);
    if (sh->elem->cls->kind != DL_TY_INTEGER)
        return 0;
    size_t total = 1;
    for (uint32_t i = 0; i < sh->rank; i++)
        total *= sh->dims[i] > 0 ? (size_t)sh->dims[i] : 0;
    if (count)
        *count = total;
    if (elem_width)
        *elem_width = dl_ir_int_width(sh->elem);
    if (elem_signedness)
        *elem_signedness = dl_ir_int_signedness(sh->elem);
    return 1;
}

uint64_t dlti_attr_dense_int_at(const dlti_attr *a, size_t i)
{
    size_t n = 0;
    if (!dlti_attr_dense_ints(a, &n, NULL, NULL) || i >= n)
        return 0;
    const dl_dense_key *d = dl_ir_dense(a);
    return dl_ir_int_attr_low64(d->elems[d->splat ? 0 : i]);
}

const dlti_attr *dlti_dict_get(const dlti_attr *dict, const char *name)
{
    return dict && name ? dl_ir_dict_get(dict, name) : NULL;
}

/* ---- for the ptr/test plugins ---- */

const dlti_type *dlti_attr_dense_elements(const dlti_attr *a, size_t *count)
{
    if (!a || a->cls->kind != DL_AT_DENSE)
        return NULL;
    const dl_shaped_key *sh = dl_ir_shaped(dl_ir_dense(a)->type);
    size_t total = 1;
    for (uint32_t i = 0; i < sh->rank; i++)
        total *= sh->dims[i] > 0 ? (size_t)sh->dims[i] : 0;
    if (count)
        *count = total;
    return sh->elem;
}

int dlti_type_is_vector(const dlti_type *t, unsigned *rank,
                        const dlti_type **elem)
{
    if (!t || t->cls->kind != DL_TY_VECTOR)
        return 0;
    if (rank)
        *rank = dl_ir_shaped(t)->rank;
    if (elem)
        *elem = dl_ir_shaped(t)->elem;
    return 1;
}
