/* dl_query.h - the query layer (layer 5): the query pass and the streaming
 * source that runs it. */
#ifndef DLTI_DL_QUERY_H
#define DLTI_DL_QUERY_H

#include "dl_layout.h"

/* ---- The query pass ----------------------------------------------------- */

/* The query pass (query/pass.c) in steps: dlti_run_query_pass is new,
 * func on each func.func of the top module, free.  A pass keeps answers
 * by scope layout, which live as long as the context. */
typedef struct dl_query_pass dl_query_pass;
dlti_status dl_query_pass_new(dlti_context *ctx, dl_query_pass **out);
dlti_status dl_query_pass_func(dl_query_pass *ps, dlti_op *func);
void dl_query_pass_free(dl_query_pass *ps);
/* The interned name of the ops the pass annotates. */
const char *dl_query_op_name(dlti_context *ctx);

/* ---- A second thread, one op at a time (query/stage.c) ------------------- */

/* `fn` run on each op given, in order, on a thread of its own that the
 * context's lock lets in beside the caller, who must hold it exactly once
 * (dl_ctx_share, at dl_query_stage_ready).  DL_QUERY_STAGE_AHEAD ops at
 * most are given and not yet done: giving one more waits, so that when
 * dl_query_stage_give returns, every op given DL_QUERY_STAGE_AHEAD or
 * more calls before is done (the parser's lanes are one more:
 * DL_STREAM_LANES).  Each returns the first failure of `fn` so far (after
 * one, the ops given are not run). */
#define DL_QUERY_STAGE_AHEAD (DL_STREAM_LANES - 1)
typedef struct dl_query_stage dl_query_stage;
typedef dlti_status (*dl_query_stage_fn)(void *user, dlti_op *op);
/* NULL when no thread could be had: then the caller runs `fn` itself. */
dl_query_stage *dl_query_stage_start(dlti_context *ctx, dl_query_stage_fn fn, void *user);
/* Before the first op is given, with the lock entered once: shares it
 * with the thread; false when it could not (the caller then stops the
 * stage and runs `fn` itself). */
bool dl_query_stage_ready(dl_query_stage *g);
dlti_status dl_query_stage_give(dl_query_stage *g, dlti_op *op);
/* Waits until the op given is done. */
dlti_status dl_query_stage_drain(dl_query_stage *g);
/* Drains, ends the thread and lets the lock be the caller's alone: call
 * it with the lock entered once, as when the stage started (else the lock
 * stays shared: dl_ctx_share refuses). */
dlti_status dl_query_stage_stop(dl_query_stage *g);

#endif /* DLTI_DL_QUERY_H */
