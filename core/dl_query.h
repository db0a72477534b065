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

#endif /* DLTI_DL_QUERY_H */
