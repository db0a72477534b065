/* llvm_specs.c - the llvm plugin's llvm_specs dialect hook: which LLVM data
 * layout string a layout under DLTI_RULES_LLVM answers by (the string or
 * triple given; else the scope's llvm.data_layout, its llvm.target_triple,
 * or the string its spec exports to), read by LLVM 22's rules
 * (dl_string.c) into the tables of dlti_llvm_specs.  The layouts of
 * !llvm.ptr and !llvm.struct read those tables (ptr_layout.c,
 * struct_layout.c); the core reads them for builtin types. */
#define _POSIX_C_SOURCE 200809L /* as in llvm.c: one feature set */
#include "llvm_internal.h"

#include "dl_string.h"
#include "triple.h"

_Static_assert(sizeof(dl_llvm_prim_spec) == sizeof(dlti_llvm_prim_spec),
               "dl_string.h's primitive specs are dlti_llvm_prim_spec's");

int llvm_triple_layout(const char *text, size_t len, char *layout,
                       size_t cap, char *err, size_t errcap)
{
    dl_triple t;
    /* Parsed as MLIR's --llvm-target-to-data-layout does (no
     * normalization): the string dlti import --target gives. */
    dl_triple_parse(text, len, &t);
    return dl_triple_data_layout(&t, NULL, layout, cap, err, errcap);
}

/* The string of a triple; NULL (reported) when LLVM has none. */
static char *triple_string(dlti_context *ctx, const dlti_loc *loc,
                           const char *text, size_t len)
{
    char layout[1024], err[256];
    int n = llvm_triple_layout(text, len, layout, sizeof layout, err,
                               sizeof err);
    if (n < 0) {
        dlti_emit_error(ctx, loc, "no LLVM data layout for the triple "
                                  "'%.*s': %s",
                        (int)(len > 200 ? 200 : len), text, err);
        return NULL;
    }
    return strdup(layout);
}

static char *str_copy(const char *s, size_t n)
{
    char *c = malloc(n + 1);
    if (c) {
        memcpy(c, s, n);
        c[n] = '\0';
    }
    return c;
}

/* The source text, as a string of the context. */
static const char *describe(dlti_context *ctx, const char *fmt,
                            const char *a, size_t alen)
{
    char buf[320];
    snprintf(buf, sizeof buf, fmt, (int)(alen > 200 ? 200 : alen), a);
    return dlti_intern(ctx, buf, strlen(buf));
}

/* The string of the scope: its own llvm.data_layout or llvm.target_triple,
 * or, when it has no spec of its own, those of the nearest op around it
 * that has one; else the export of its spec. */
static dlti_status scope_string(dlti_context *ctx, dlti_op *scope,
                                char **out, const char **source)
{
    for (dlti_op *op = scope; op; op = dlti_op_parent(op)) {
        dlti_loc loc = dlti_op_loc(op);
        const dlti_attr *a = dlti_op_attr(op, "llvm.data_layout");
        const char *s;
        size_t n;
        if (a && (s = dlti_attr_get_string(a, &n))) {
            *source = describe(ctx, "the llvm.data_layout attribute of '%.*s'",
                               dlti_op_name(op), strlen(dlti_op_name(op)));
            return (*out = str_copy(s, n)) ? DLTI_OK : DLTI_ERR_NOMEM;
        }
        a = dlti_op_attr(op, "llvm.target_triple");
        if (a && (s = dlti_attr_get_string(a, &n))) {
            *source = describe(ctx, "the llvm.target_triple attribute '%.*s'",
                               s, n);
            *out = triple_string(ctx, loc.line ? &loc : NULL, s, n);
            return *out ? DLTI_OK : DLTI_ERR_VERIFY;
        }
        if (op != scope || dlti_op_attr(op, "dlti.dl_spec"))
            break;
    }
    if (!scope) {
        *source = "LLVM's defaults (no scope)";
        return (*out = str_copy("", 0)) ? DLTI_OK : DLTI_ERR_NOMEM;
    }
    /* The string of the scope's spec (with its enclosing scopes'). */
    dlti_data_layout *dl = NULL;
    unsigned dropped = 0;
    dlti_status st = dlti_data_layout_new(ctx, scope, &dl);
    if (st == DLTI_OK)
        st = llvm_export_lenient(dl, out, &dropped);
    dlti_data_layout_free(dl);
    if (st != DLTI_OK)
        return st;
    char buf[160];
    if (dropped)
        snprintf(buf, sizeof buf,
                 "the string the scope's spec translates to; %u %s LLVM "
                 "has no token for left out",
                 dropped, dropped == 1 ? "entry" : "entries");
    else
        snprintf(buf, sizeof buf,
                 "the string the scope's spec translates to");
    *source = dlti_intern(ctx, buf, strlen(buf));
    return *source ? DLTI_OK : DLTI_ERR_NOMEM;
}

/* A copy in the context of n entries of `size` bytes. */
static const void *ctx_copy(dlti_context *ctx, const void *v, size_t n,
                            size_t size, bool *failed)
{
    if (!n)
        return NULL;
    void *c = dlti_context_alloc(ctx, n * size);
    if (!c)
        *failed = true;
    else
        memcpy(c, v, n * size);
    return c;
}

/* The tables of a parsed string, in the context's memory. */
static dlti_status fill(dlti_context *ctx, const dl_llvm_layout *l,
                        const char *string, const char *source,
                        const dlti_llvm_specs **out)
{
    bool failed = false;
    dlti_llvm_specs *s = dlti_context_alloc(ctx, sizeof *s);
    dlti_llvm_ptr_spec *p = l->n_ptrs ? dlti_context_alloc(
                                            ctx, l->n_ptrs * sizeof *p)
                                      : NULL;
    if (!s || (l->n_ptrs && !p))
        return DLTI_ERR_NOMEM;
    memset(s, 0, sizeof *s);
    /* dl_string.h's primitive specs are the same three widths. */
    s->ints = ctx_copy(ctx, l->ints, l->n_ints, sizeof *s->ints, &failed);
    s->floats = ctx_copy(ctx, l->floats, l->n_floats, sizeof *s->floats,
                         &failed);
    s->vectors = ctx_copy(ctx, l->vectors, l->n_vectors, sizeof *s->vectors,
                          &failed);
    for (size_t i = 0; i < l->n_ptrs; i++)
        p[i] = (dlti_llvm_ptr_spec){l->ptrs[i].as, l->ptrs[i].bits,
                                    l->ptrs[i].abi, l->ptrs[i].pref,
                                    l->ptrs[i].index_bits};
    s->n_ints = l->n_ints;
    s->n_floats = l->n_floats;
    s->n_vectors = l->n_vectors;
    s->ptrs = p;
    s->n_ptrs = l->n_ptrs;
    s->aggr_abi = l->aggr_abi;
    s->aggr_pref = l->aggr_pref;
    s->string = dlti_intern(ctx, string, strlen(string));
    s->source = source;
    if (failed || !s->string || !s->n_ints || !s->n_ptrs ||
        l->ptrs[0].as != 0)
        return failed || !s->string ? DLTI_ERR_NOMEM : DLTI_ERR_PLUGIN;
    *out = s;
    return DLTI_OK;
}

dlti_status llvm_specs(dlti_context *ctx, dlti_op *scope, const char *kind,
                       const char *text, size_t len,
                       const dlti_llvm_specs **out)
{
    char *string = NULL;
    const char *source;
    dlti_status st = DLTI_OK;
    dlti_loc loc = scope ? dlti_op_loc(scope) : (dlti_loc){0};
    *out = NULL;
    if (!kind) {
        st = scope_string(ctx, scope, &string, &source);
    } else if (strcmp(kind, "datalayout") == 0) {
        source = "the data layout string given";
        string = str_copy(text, len);
    } else if (strcmp(kind, "target") == 0) {
        source = describe(ctx, "the data layout of the triple '%.*s'", text,
                          len);
        string = triple_string(ctx, NULL, text, len);
        if (!string)
            return DLTI_ERR_VERIFY;
    } else {
        dlti_emit_error(ctx, NULL,
                        "llvm: unknown data layout kind '%s' (expected "
                        "'datalayout' or 'target')", kind);
        return DLTI_ERR_MISUSE;
    }
    if (st != DLTI_OK)
        return st;
    if (!string || !source) {
        free(string);
        return DLTI_ERR_NOMEM;
    }
    dl_llvm_layout l;
    char err[256];
    int rc = dl_llvm_dl_parse(string, strlen(string), &l, err, sizeof err);
    if (rc == DL_LLVM_OK) {
        st = fill(ctx, &l, string, source, out);
        dl_llvm_layout_free(&l);
    } else if (rc == DL_LLVM_ENOMEM) {
        st = DLTI_ERR_NOMEM;
    } else {
        /* LLVM's message, as DataLayout::parse gives it. */
        st = dlti_emit_error(ctx, loc.line ? &loc : NULL,
                             "malformed LLVM data layout \"%s\" (%s): %s",
                             string, source, err);
    }
    free(string);
    return st;
}
