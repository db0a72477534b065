/* diag.c - diagnostics: reporting them (to the context's handler, counting
 * errors; dlti's own notes only when the context wants more than MLIR's),
 * holding them back while a check or a tentative parse runs
 * (dl_diag_hold / dl_diag_release), and the reporting functions of the
 * plugin API (dlti_emit_error, dlti_emit_diag). */
#include "config.h"

#include <stddef.h>
#include <stdint.h>
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

const char *dl_or_lost(const char *s) { return s ? s : "<out of memory>"; }

/* One conversion `spec` (NUL-terminated, its `nstar` '*' arguments in
 * `star`) of argument `v`. */
#define PUT_ONE(b, spec, nstar, star, v)                                  \
    ((nstar) == 0   ? dl_buf_printf(b, spec, v)                           \
     : (nstar) == 1 ? dl_buf_printf(b, spec, (star)[0], v)                \
                    : dl_buf_printf(b, spec, (star)[0], (star)[1], v))

/* printf's conversions one at a time, and %pT / %pA through the context's
 * object_text.  Only formats that name an object come here. */
static void format_objects(dl_buf *b, dlti_context *ctx, const char *fmt,
                           va_list ap)
{
    char *(*text)(const void *, char) = dl_base_of(ctx)->object_text;
    va_list aq;
    va_copy(aq, ap);
    const char *p = fmt;
    for (const char *pc; (pc = strchr(p, '%')); ) {
        dl_buf_put(b, p, (size_t)(pc - p));
        const char *s = pc + 1;
        int star[2], nstar = 0;
        s += strspn(s, "-+ #0");
        if (*s == '*' && ++s)
            star[nstar++] = va_arg(aq, int);
        s += strspn(s, "0123456789");
        if (*s == '.') {
            s++;
            if (*s == '*' && ++s)
                star[nstar++] = va_arg(aq, int);
            s += strspn(s, "0123456789");
        }
        char len = 0; /* h, H (hh), l, q (ll), j, z, t, L */
        if (*s == 'h' || *s == 'l') {
            len = s[1] == *s ? (*s == 'h' ? 'H' : 'q') : *s;
            s += len == 'H' || len == 'q' ? 2 : 1;
        } else if (strchr("jztL", *s) && *s) {
            len = *s++;
        }
        char conv = *s ? *s++ : 0;
        char spec[32];
        size_t n = (size_t)(s - pc);
        if (n >= sizeof spec || !conv) {
            dl_buf_put(b, pc, (size_t)(s - pc));
            p = s;
            continue;
        }
        memcpy(spec, pc, n);
        spec[n] = 0;
        switch (conv) {
        case '%':
            dl_buf_put(b, "%", 1);
            break;
        case 'p':
            if (*s == 'T' || *s == 'A') {
                const void *o = va_arg(aq, const void *);
                char *t = o && text ? text(o, *s) : NULL;
                dl_buf_puts(b, o ? dl_or_lost(t) : "<<NULL>>");
                free(t);
                s++;
            } else {
                PUT_ONE(b, spec, nstar, star, va_arg(aq, void *));
            }
            break;
        case 's':
            PUT_ONE(b, spec, nstar, star, va_arg(aq, const char *));
            break;
        case 'c':
            PUT_ONE(b, spec, nstar, star, va_arg(aq, int));
            break;
        case 'd': case 'i': case 'u': case 'o': case 'x': case 'X':
            if (len == 'l')
                PUT_ONE(b, spec, nstar, star, va_arg(aq, long));
            else if (len == 'q')
                PUT_ONE(b, spec, nstar, star, va_arg(aq, long long));
            else if (len == 'j')
                PUT_ONE(b, spec, nstar, star, va_arg(aq, intmax_t));
            else if (len == 'z' || len == 't')
                PUT_ONE(b, spec, nstar, star, va_arg(aq, ptrdiff_t));
            else
                PUT_ONE(b, spec, nstar, star, va_arg(aq, int));
            break;
        default: /* the floating conversions */
            if (len == 'L')
                PUT_ONE(b, spec, nstar, star, va_arg(aq, long double));
            else
                PUT_ONE(b, spec, nstar, star, va_arg(aq, double));
            break;
        }
        p = s;
    }
    dl_buf_puts(b, p);
    va_end(aq);
}

void dl_format(dl_buf *b, dlti_context *ctx, const char *fmt, va_list ap)
{
    if (strstr(fmt, "%pT") || strstr(fmt, "%pA"))
        format_objects(b, ctx, fmt, ap);
    else
        dl_buf_vprintf(b, fmt, ap);
}

/* (per thread: a context's holds are the caller's, see dl_diag_sink) */
static _Thread_local dl_diag_sink *sink;

void dl_diag_sink_set(dl_diag_sink *s) { sink = s; }

bool dl_diag_sink_refuse(void)
{
    if (!sink)
        return false;
    sink->count++;
    return true;
}

void dl_vdiag(dlti_context *ctx, dlti_severity sev, const dlti_loc *loc,
              const char *fmt, va_list ap)
{
    atomic_fetch_add_explicit(&dl_base_of(ctx)->noted, 1,
                              memory_order_relaxed);
    if (dl_diag_sink_refuse())
        return;
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
            dl_format(&b, ctx, fmt, ap);
            h->msg = dl_buf_take(&b);
        }
        dl_ctx_unlock(ctx);
        return;
    }
    if (sev == DLTI_SEV_ERROR)
        dl_base_of(ctx)->errors++;
    dl_ctx_base *base = dl_base_of(ctx);
    base->said++;
    if (base->diag) {
        dl_buf b = {0};
        dl_format(&b, ctx, fmt, ap);
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
