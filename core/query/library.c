/* library.c - the library put together: dlti_context_new makes a context
 * (context.c, the IR layer) and gives its diagnostics the printer of the
 * text layer for %pT and %pA (dl_base.h): the base layer, which formats
 * diagnostics, cannot call up to it. */
#include "config.h"

#include "dl_query.h"

dlti_context *dlti_context_new(void)
{
    dlti_context *ctx = dl_ir_context_create(NULL);
    if (ctx)
        ctx->base.object_text = dl_text_object_text;
    return ctx;
}
