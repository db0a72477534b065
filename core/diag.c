/* diag.c - diagnostics: reporting them (to the context's handler, counting
 * errors), and holding them back while a check or a tentative parse runs
 * (dl_diag_hold / dl_diag_release). */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "internal.h"

void dlti_context_set_diag_handler(dlti_context *ctx, dlti_diag_handler handler,
                                   void *user)
{
    if (!ctx)
        return;
    ctx->diag = handler;
    ctx->diag_user = user;
}

unsigned dlti_context_error_count(const dlti_context *ctx)
{
    if (!ctx)
        return 0;
    dlti_context *c = (dlti_context *)ctx;
    dl_ctx_lock(c);
    unsigned n = c->errors;
    dl_ctx_unlock(c);
    return n;
}

void dl_vdiag(dlti_context *ctx, dlti_severity sev, const dlti_loc *loc,
              const char *fmt, va_list ap)
{
    /* Under the lock: the error count is shared by the threads querying
     * the context, and the handler is never called concurrently. */
    dl_ctx_lock(ctx);
    if (ctx->mute && loc) {
        ctx->muted++;
        dl_ctx_unlock(ctx);
        return;
    }
    if (sev == DLTI_SEV_ERROR)
        ctx->errors++;
    if (ctx->diag) {
        dl_buf b = {0};
        dl_buf_vprintf(&b, fmt, ap);
        char *msg = dl_buf_take(&b);
        dlti_loc unknown = {0};
        ctx->diag(ctx->diag_user, sev, loc ? loc : &unknown,
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

/* ---- Holding diagnostics back ------------------------------------------ */

static void hold_diag(void *user, dlti_severity sev, const dlti_loc *loc,
                      const char *msg)
{
    dl_diag_held *h = user;
    if (sev != DLTI_SEV_ERROR) {
        if (h->saved)
            h->saved(h->saved_user, sev, loc, msg);
        return;
    }
    if (h->got)
        return;
    h->got = true;
    if (loc)
        h->loc = *loc;
    if (msg) {
        size_t n = strlen(msg) + 1;
        h->msg = malloc(n);
        if (h->msg)
            memcpy(h->msg, msg, n);
    }
}

void dl_diag_hold(dlti_context *ctx, dl_diag_held *h)
{
    memset(h, 0, sizeof *h);
    h->saved = ctx->diag;
    h->saved_user = ctx->diag_user;
    h->errors = ctx->errors;
    ctx->diag = hold_diag;
    ctx->diag_user = h;
}

void dl_diag_release(dlti_context *ctx, dl_diag_held *h, bool replay)
{
    ctx->diag = h->saved;
    ctx->diag_user = h->saved_user;
    ctx->errors = h->errors;
    if (replay && h->got)
        dl_error(ctx, DLTI_ERR_PARSE, h->loc.line ? &h->loc : NULL, "%s",
                 h->msg ? h->msg : "(diagnostic lost: out of memory)");
    free(h->msg);
    h->msg = NULL;
}
