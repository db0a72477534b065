/* diag.c - the llvm plugin's messages: parse errors, entry verification
 * errors and layout errors at the query's location.
 * See llvm.c for the dialect as a whole. */
#define _POSIX_C_SOURCE 200809L /* as in llvm.c: one feature set */
#include "llvm_internal.h"

/* ---- Messages ------------------------------------------------------------ */

static char *vformat(const char *fmt, va_list ap)
{
    va_list aq;
    va_copy(aq, ap);
    int n = vsnprintf(NULL, 0, fmt, aq);
    va_end(aq);
    if (n < 0)
        return NULL;
    char *s = malloc((size_t)n + 1);
    if (s)
        vsnprintf(s, (size_t)n + 1, fmt, ap);
    return s;
}

/* A parse error at `loc` (a position captured earlier). */
dlti_status perr_at(dlti_parser *p, const dlti_loc *loc, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    char *msg = vformat(fmt, ap);
    va_end(ap);
    dlti_emit_error(dlti_parser_context(p), loc && loc->line ? loc : NULL,
                    "%s", msg ? msg : "out of memory");
    free(msg);
    return DLTI_ERR_PARSE;
}

/* The text of a type for messages (MLIR quotes it: '%s'); free with
 * dlti_free. */
char *type_str(const dlti_type *t)
{
    return dlti_type_to_string(t);
}

/* "MSG 'TYPE'" at `loc`. */
dlti_status perr_type(dlti_parser *p, const dlti_loc *loc,
                      const char *msg, const dlti_type *t)
{
    char *s = type_str(t);
    dlti_status st = perr_at(p, loc, "%s'%s'", msg, s ? s : "<type>");
    dlti_free(s);
    return st;
}

dlti_status nomem(dlti_parser *p)
{
    dlti_emit_error(dlti_parser_context(p), NULL, "out of memory");
    return DLTI_ERR_NOMEM;
}

/* "expected ... for 'KEY' ..." */
dlti_status verr_key(dlti_context *ctx, const dlti_loc *loc,
                     const char *before, const dlti_type *key,
                     const char *after)
{
    dlti_emit_error(ctx, loc, "%s'%pT'%s", before, (const void *)key, after);
    return DLTI_ERR_VERIFY;
}

/* An error about the layout of `t` at the query's location. */
dlti_status layout_error(dlti_data_layout *dl, const dlti_type *t,
                         dlti_status status, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    char *msg = vformat(fmt, ap);
    va_end(ap);
    dlti_loc loc = dlti_layout_where(dl);
    dlti_emit_error(dlti_type_context(t), loc.line ? &loc : NULL, "%s",
                    msg ? msg : "out of memory");
    free(msg);
    return status;
}

dlti_status overflow(dlti_data_layout *dl, const dlti_type *t)
{
    char *s = type_str(t);
    dlti_status st = layout_error(dl, t, DLTI_ERR_LIMIT,
                                  "the size of %s in bits does not fit in 64 "
                                  "bits",
                                  s ? s : "<type>");
    dlti_free(s);
    return st;
}

/* An entry a verified spec cannot hold (specs stored under another name
 * are used without verification; MLIR reads garbage there). */
dlti_status bad_entry(dlti_data_layout *dl, const dlti_type *t,
                      const dlti_attr *entry)
{
    /* (%pA: a message's text of an attribute is bounded) */
    dlti_loc loc = dlti_layout_where(dl);
    dlti_emit_error(dlti_type_context(t), loc.line ? &loc : NULL,
                    "invalid data layout entry %pA", entry);
    return DLTI_ERR_VERIFY;
}

