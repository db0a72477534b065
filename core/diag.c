/* diag.c - diagnostics: reporting them (to the context's handler, counting
 * errors; dlti's own notes only when the context wants more than MLIR's),
 * holding them back while a check or a tentative parse runs
 * (dl_diag_hold / dl_diag_release), and the reporting functions of the
 * plugin API (dlti_emit_error, dlti_emit_diag). */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "dl_base.h"

void dlti_context_set_diag_handler(dlti_context *ctx, dlti_diag_handler handler,
                                   void *user)
{
    if (!ctx)
        return;
    dl_base_of(ctx)->diag = handler;
    dl_base_of(ctx)->diag_user = user;
}

void dlti_context_set_diag_flags(dlti_context *ctx, unsigned flags)
{
    if (ctx)
        dl_base_of(ctx)->diag_flags = flags & DLTI_DIAG_MLIR_ONLY;
}

unsigned dlti_context_error_count(const dlti_context *ctx)
{
    if (!ctx)
        return 0;
    dlti_context *c = (dlti_context *)ctx;
    dl_ctx_lock(c);
    unsigned n = dl_base_of(c)->errors;
    dl_ctx_unlock(c);
    return n;
}

/* The innermost hold that takes a diagnostic at `loc`. */
static dl_diag_held *holder(dlti_context *ctx, const dlti_loc *loc)
{
    for (dl_diag_held *h = dl_base_of(ctx)->held; h; h = h->outer)
        if (h->mode == DL_HOLD_ALL || (h->mode == DL_HOLD_LOCATED && loc))
            return h;
    return NULL;
}

void dl_vdiag(dlti_context *ctx, dlti_severity sev, const dlti_loc *loc,
              const char *fmt, va_list ap)
{
    /* Under the lock: the error count is shared by the threads querying
     * the context, and the handler is never called concurrently. */
    dl_ctx_lock(ctx);
    dl_diag_held *h = dl_base_of(ctx)->held ? holder(ctx, loc) : NULL;
    if (h) {
        h->count++;
        if (sev == DLTI_SEV_ERROR && !h->got) {
            h->got = true;
            if (loc)
                h->loc = *loc;
            dl_buf b = {0};
            dl_buf_vprintf(&b, fmt, ap);
            h->msg = dl_buf_take(&b);
        }
        dl_ctx_unlock(ctx);
        return;
    }
    if (sev == DLTI_SEV_ERROR)
        dl_base_of(ctx)->errors++;
    dl_ctx_base *base = dl_base_of(ctx);
    if (base->diag) {
        dl_buf b = {0};
        dl_buf_vprintf(&b, fmt, ap);
        char *msg = dl_buf_take(&b);
        dlti_loc unknown = {0};
        base->diag(base->diag_user, sev, loc ? loc : &unknown,
                   msg ? msg : "(diagnostic lost: out of memory)");
        free(msg);
    }
    dl_ctx_unlock(ctx);
}

void dl_diag(dlti_context *ctx, dlti_severity sev, const dlti_loc *loc,
             const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    dl_vdiag(ctx, sev, loc, fmt, ap);
    va_end(ap);
}

dlti_status dl_error(dlti_context *ctx, dlti_status status, const dlti_loc *loc,
                     const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    dl_vdiag(ctx, DLTI_SEV_ERROR, loc, fmt, ap);
    va_end(ap);
    return status;
}

void dl_note(dlti_context *ctx, const dlti_loc *loc, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    dl_vdiag(ctx, DLTI_SEV_NOTE, loc, fmt, ap);
    va_end(ap);
}

void dl_note_extra(dlti_context *ctx, const dlti_loc *loc, const char *fmt,
                   ...)
{
    va_list ap;
    if (dl_base_of(ctx)->diag_flags & DLTI_DIAG_MLIR_ONLY)
        return;
    va_start(ap, fmt);
    dl_vdiag(ctx, DLTI_SEV_NOTE, loc, fmt, ap);
    va_end(ap);
}

/* ---- Holding diagnostics back ------------------------------------------ */

void dl_diag_hold(dlti_context *ctx, dl_diag_held *h, dl_hold_mode mode)
{
    memset(h, 0, sizeof *h);
    h->mode = mode;
    dl_ctx_lock(ctx);
    h->outer = dl_base_of(ctx)->held;
    dl_base_of(ctx)->held = h;
    dl_ctx_unlock(ctx);
}

void dl_diag_release(dlti_context *ctx, dl_diag_held *h)
{
    dl_ctx_lock(ctx);
    dl_base_of(ctx)->held = h->outer;
    dl_ctx_unlock(ctx);
    free(h->msg);
    h->msg = NULL;
}

/* ---- For plugins (plugin.h) ------------------------------------------- */

dlti_status dlti_emit_error(dlti_context *ctx, const dlti_loc *loc,
                            const char *fmt, ...)
{
    if (!ctx || !fmt)
        return DLTI_ERR_MISUSE;
    va_list ap;
    va_start(ap, fmt);
    dl_vdiag(ctx, DLTI_SEV_ERROR, loc, fmt, ap);
    va_end(ap);
    return DLTI_ERR_VERIFY;
}

dlti_status dlti_emit_diag(dlti_context *ctx, dlti_severity severity,
                           const dlti_loc *loc, const char *fmt, ...)
{
    if (!ctx || !fmt)
        return DLTI_ERR_MISUSE;
    va_list ap;
    va_start(ap, fmt);
    dl_vdiag(ctx, severity, loc, fmt, ap);
    va_end(ap);
    return severity == DLTI_SEV_ERROR ? DLTI_ERR_VERIFY : DLTI_OK;
}
