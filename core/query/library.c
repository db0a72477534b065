/* library.c - the library put together: dlti_context_new makes a context
 * (context.c, the IR layer) and gives its diagnostics the printer of the
 * text layer for %pT and %pA (dl_base.h): the base layer, which formats
 * diagnostics, cannot call up to it; dlti_context_file_done ends a file in
 * every layer. */
#include "config.h"

#include "dl_query.h"

dlti_context *dlti_context_new(void)
{
    dlti_context *ctx = dl_ir_context_create(NULL);
    if (ctx)
        ctx->base.object_text = dl_text_object_text;
    return ctx;
}

/* Past this much arena a context is renewed rather than kept.  A file's IR
 * blocks go back to the next file, but what it made stays (types,
 * attributes, names). */
#define REUSE_ARENA_MAX ((size_t)4 << 20)

int dlti_context_file_done(dlti_context *ctx)
{
    if (!ctx)
        return 0;
    dl_ctx_lock(ctx);
    /* The file's ops go: what points at them first. */
    dl_layout_drop_scoped(ctx);
    dl_text_kept_aliases_free(ctx);
    dl_text_written_drop(ctx);
    dl_ir_blocks_give_back(ctx);
    int r = dl_ir_file_end(ctx, REUSE_ARENA_MAX);
    dl_ctx_unlock(ctx);
    return r;
}
