/* spec_formats.c - data layout specs from and to other formats:
 * dlti_spec_import, dlti_spec_export and dlti_op_export, which hand the
 * text to the dialect hooks layout_import / layout_export of the named
 * dialect (its plugin loaded on demand). */
#include "config.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "dl_layout.h"

/* The dialect `ns` with the hook asked for, loading its plugin; NULL
 * (reported) when there is none. */
static dlti_dialect *io_dialect(dlti_context *ctx, const char *ns,
                                const char *kind, bool import)
{
    dlti_dialect *d = dl_ir_dialect_require(ctx, ns, strlen(ns));
    if (!d) {
        dl_error(ctx, DLTI_ERR_PLUGIN, NULL,
                 "cannot %s '%s': no dialect '%s' (plugin %s.so not found on "
                 "the plugin search path)",
                 import ? "import" : "export", kind, ns, ns);
        return NULL;
    }
    if (import ? !d->layout_import : !d->layout_export) {
        dl_error(ctx, DLTI_ERR_PLUGIN, NULL,
                 "dialect '%s' cannot %s data layouts", ns,
                 import ? "import" : "export");
        return NULL;
    }
    return d;
}

static bool is_spec(const dlti_attr *a)
{
    return a && dl_ir_attr_kind_of(a) == DL_AT_DL_SPEC;
}

dlti_status dlti_spec_import(dlti_context *ctx, const char *ns,
                             const char *kind, const char *text, size_t len,
                             const dlti_attr **spec)
{
    if (!ctx || !ns || !kind || (!text && len) || !spec)
        return DLTI_ERR_MISUSE;
    *spec = NULL;
    dlti_dialect *d = io_dialect(ctx, ns, kind, true);
    if (!d)
        return DLTI_ERR_PLUGIN;
    const dlti_attr *out = NULL;
    dlti_status st = d->layout_import(ctx, kind, text ? text : "", len, &out);
    if (st != DLTI_OK)
        return st;
    if (!is_spec(out))
        return dl_error(ctx, DLTI_ERR_PLUGIN, NULL,
                        "dialect '%s' imported '%s' into something that is "
                        "not a #dlti.dl_spec", ns, kind);
    *spec = out;
    return DLTI_OK;
}

/* Runs the export hook with the layout of `scope`; *out malloc'ed. */
static dlti_status export_with(dlti_context *ctx, const char *ns,
                               const char *kind, const dlti_attr *spec,
                               dlti_op *scope, char **out)
{
    dlti_dialect *d = io_dialect(ctx, ns, kind, false);
    if (!d)
        return DLTI_ERR_PLUGIN;
    dlti_data_layout *dl = NULL;
    dlti_status st = dlti_data_layout_new(ctx, scope, &dl);
    if (st != DLTI_OK)
        return st;
    dlti_loc loc = scope ? dlti_op_loc(scope) : (dlti_loc){0};
    const char *text = NULL;
    st = d->layout_export(ctx, kind, spec, dl, loc.line ? &loc : NULL, &text);
    dlti_data_layout_free(dl);
    if (st != DLTI_OK)
        return st;
    if (!text)
        return dl_error(ctx, DLTI_ERR_PLUGIN, NULL,
                        "dialect '%s' exported no text", ns);
    size_t n = strlen(text);
    *out = malloc(n + 1);
    if (!*out)
        return dl_nomem(ctx);
    memcpy(*out, text, n + 1);
    return DLTI_OK;
}

dlti_status dlti_spec_module(dlti_context *ctx, const dlti_attr *spec,
                             dlti_op **module)
{
    if (!ctx || !is_spec(spec) || !module)
        return DLTI_ERR_MISUSE;
    *module = NULL;
    /* As MLIR's ModuleOp::create: one region, one empty block. */
    dlti_op *m = dl_ir_op_new(ctx, "builtin.module", NULL);
    dl_region *r = dl_alloc(ctx, sizeof *r);
    dl_block *b = dl_alloc(ctx, sizeof *b);
    if (!m || !r || !b)
        return dl_nomem(ctx);
    r->first = r->last = b;
    m->regions = r;
    m->nregions = 1;
    const char *name = "dlti.dl_spec";
    const dlti_attr *dict = dlti_dict_attr(ctx, 1, &name, &spec);
    if (!dict)
        return DLTI_ERR_NOMEM;
    m->attrs = dict;
    *module = m;
    return DLTI_OK;
}

dlti_status dlti_spec_export(dlti_context *ctx, const char *ns,
                             const char *kind, const dlti_attr *spec,
                             char **out)
{
    if (!ctx || !ns || !kind || !is_spec(spec) || !out)
        return DLTI_ERR_MISUSE;
    *out = NULL;
    /* A module of its own holding the spec: its layout answers the
     * queries of the export. */
    dlti_op *m;
    dlti_status st = dlti_spec_module(ctx, spec, &m);
    return st ? st : export_with(ctx, ns, kind, spec, m, out);
}

dlti_status dlti_op_export(dlti_op *scope, const char *ns, const char *kind,
                           char **out)
{
    if (!scope || !ns || !kind || !out)
        return DLTI_ERR_MISUSE;
    *out = NULL;
    dlti_context *ctx = scope->ctx;
    const dlti_attr *spec = dlti_op_attr(scope, "dlti.dl_spec");
    if (!is_spec(spec)) {
        if (spec)
            return dl_error(ctx, DLTI_ERR_VERIFY, NULL,
                            "the dlti.dl_spec attribute of the scope is not "
                            "a #dlti.dl_spec");
        const dlti_attr *empty = NULL;
        dlti_status st = dlti_parse_attr(ctx, "#dlti.dl_spec<>", 15, &empty);
        if (st != DLTI_OK)
            return st;
        spec = empty;
    }
    return export_with(ctx, ns, kind, spec, scope, out);
}

dlti_entry_list dlti_spec_entries(const dlti_attr *spec)
{
    dlti_entry_list l = {NULL, 0};
    if (is_spec(spec)) {
        const dl_attr_list_key *k = dl_ir_attr_list(spec);
        l.entries = k->elems;
        l.count = k->n;
    }
    return l;
}
