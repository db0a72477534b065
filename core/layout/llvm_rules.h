/* layout/llvm_rules.h - what a layout keeps of LLVM 22's DataLayout under
 * DLTI_RULES_LLVM (layout/llvm_rules.c): the string asked for and the
 * tables the llvm dialect read from it. */
#ifndef DLTI_LAYOUT_LLVM_RULES_H
#define DLTI_LAYOUT_LLVM_RULES_H

#include <stdbool.h>
#include <stddef.h>

#include "dlti/dlti.h"
#include "dlti/plugin.h"

typedef struct dl_llvm_source {
    char *kind, *text;            /* set_llvm_layout's, or NULL: the scope */
    size_t len;
    const dlti_llvm_specs *specs; /* NULL: none (MLIR rules, no plugin) */
} dl_llvm_source;

/* Reads the tables for a layout now under LLVM's rules (NULL specs and
 * DLTI_OK without the llvm dialect); forgets them under MLIR's. */
dlti_status dl_layout_llvm_rules_open(dlti_data_layout *dl);
void dl_layout_llvm_rules_free(dlti_data_layout *dl);
/* Empties the caches of a layout (layout/layout.c). */
void dl_layout_clear_caches(dlti_data_layout *dl);

/* LLVM's answer of kind `q` (a dl_query) for a builtin integer, float or
 * 1-D vector `t` under the tables of `dl`: *handled false for any other
 * type (the usual rules answer). */
dlti_status dl_layout_llvm_rules_query(dlti_data_layout *dl, unsigned q,
                                const dlti_type *t, dlti_size *out,
                                bool *handled);

/* dlti_explain of what dl_layout_llvm_rules_query answers: false for any other
 * type or query. */
bool dl_layout_llvm_rules_explain(const dlti_data_layout *dl, const dlti_type *t,
                           dlti_query_kind q, dlti_explanation *out);

#endif
