/* dl_meaning.h - the meaning layer (layer 3): what the IR means beyond
 * its text: the verifier (verify.c, isolated.c), the checks of specs and
 * their combination across scopes (spec.c). */
#ifndef DLTI_DL_MEANING_H
#define DLTI_DL_MEANING_H

#include "dl_text.h"

#define DL_ATTR_DL_SPEC "dlti.dl_spec"
#define DL_KEY_ENDIANNESS "dlti.endianness"
#define DL_KEY_DEFAULT_MEMORY_SPACE "dlti.default_memory_space"
#define DL_KEY_ALLOCA_MEMORY_SPACE "dlti.alloca_memory_space"
#define DL_KEY_PROGRAM_MEMORY_SPACE "dlti.program_memory_space"
#define DL_KEY_GLOBAL_MEMORY_SPACE "dlti.global_memory_space"
#define DL_KEY_STACK_ALIGNMENT "dlti.stack_alignment"
#define DL_KEY_FUNCTION_POINTER_ALIGNMENT "dlti.function_pointer_alignment"
#define DL_KEY_LEGAL_INT_WIDTHS "dlti.legal_int_widths"
#define DL_KEY_MANGLING_MODE "dlti.mangling_mode"

/* The entries of one type class, in spec order. */
typedef struct dl_class_group {
    const dlti_type_class *cls;
    const dlti_attr **entries;
    size_t n, cap;
    struct ptrmap *index; /* key -> position + 1, once long (spec.c) */
} dl_class_group;

/* A spec combined across scopes: identifier entries in insertion order,
 * then type entries grouped by class. */
typedef struct dl_combined {
    const dlti_attr **ids;
    size_t n_ids, cap_ids;
    struct ptrmap *id_index; /* key -> position + 1, once long (spec.c) */
    dl_class_group *classes;
    size_t n_classes;
} dl_combined;

const dlti_type *dl_sema_entry_type(const dlti_attr *entry);
/* Element i of a dense integer attribute (splats repeat). */
uint64_t dl_sema_dense_elem(const dlti_attr *v, size_t i);
dlti_status dl_sema_group_by_class(dlti_context *ctx, const dlti_attr *spec,
                              dl_class_group **groups, size_t *ngroups);
void dl_sema_free_groups(dl_class_group *g, size_t n);
size_t dl_sema_collect_ancestors(const dlti_op *scope, const dlti_op **out,
                            size_t max);
dlti_status dl_sema_scope_spec_chain(dlti_context *ctx, const dlti_op *scope,
                                const dlti_attr ***specs, size_t *n);
/* Why specs did not combine: the entry of the inner spec and the one
 * already combined from the outer specs (a dialect class's hook may
 * refuse a whole class: then `cls`, and the first entry of each). */
typedef struct dl_combine_why {
    const dlti_attr *outer, *inner;
    const dlti_type_class *cls; /* when a dialect class's hook refused */
} dl_combine_why;
/* Combines `specs` (outermost first).  *ok = false when they do not
 * combine; `out` is then empty, and `why` (may be NULL) says why. */
dlti_status dl_sema_combine_specs(dlti_context *ctx, const dlti_attr *const *specs,
                             size_t n, dl_combined *out, bool *ok,
                             dl_combine_why *why);
void dl_sema_combined_free(dl_combined *c);
/* dl_sema_combine_specs through the context's memo (combine_memo.c):
 * *shared = true when *out is the memo's, read only and not to be freed
 * (it lives as long as the context). */
dlti_status dl_sema_combine_shared(dlti_context *ctx,
                                   const dlti_attr *const *specs, size_t n,
                                   dl_combined *out, bool *ok,
                                   dl_combine_why *why, bool *shared);
/* MLIR's verifySpec of one scope's own spec (reported at `loc`).  On
 * failure *bad is the index of the entry at fault, or SIZE_MAX; *group is
 * set when a dialect refused its type class's entries as a whole (then
 * *bad is the first of them). */
dlti_status dl_sema_verify_spec(dlti_context *ctx, const dlti_attr *spec,
                           const dlti_loc *loc, size_t *bad, bool *group);
/* dl_sema_verify_spec once per spec in the context's life
 * (combine_memo.c): a spec it passed without a word is passed again. */
dlti_status dl_sema_verify_spec_once(dlti_context *ctx, const dlti_attr *spec,
                                     const dlti_loc *loc, size_t *bad,
                                     bool *group);

/* ---- The verifier (verify.c, isolated.c) and scope specs (spec.c) ------ */

/* Verifies the IR rooted at `op` (dlti_verify). */
dlti_status dl_sema_verify_op_tree(dlti_op *op);
/* Verifies `op` alone, as dl_sema_verify_op_tree does on reaching it (what it
 * checks depends on `op` and its ancestors only). */
dlti_status dl_sema_verify_op(dlti_op *op);
/* The names of a symbol table's ops (verify.c), for a table seen one op at
 * a time: dl_sema_symbols_add sets *existing to the op already holding the
 * `sym_name` of `op` (NULL: none, or `op` has no name); DLTI_ERR_NOMEM
 * unreported. */
typedef struct dl_symbol_slot {
    const dlti_attr *name;
    const dlti_op *op;
} dl_symbol_slot;
typedef struct dl_symbols {
    dl_symbol_slot *slots;
    size_t n, cap;
} dl_symbols;
dlti_status dl_sema_symbols_add(dl_symbols *s, const dlti_op *op,
                           const dlti_op **existing);
void dl_sema_symbols_free(dl_symbols *s);
/* The spec attribute of a scope op (module: first spec-like attribute in
 * name order; other scopes: the attribute named dlti.dl_spec), or NULL. */
const dlti_attr *dl_sema_scope_spec(const dlti_op *op);

/* Verifies a `dlti.*` identifier entry (spec.c). */
dlti_status dl_sema_dlti_verify_entry(dlti_context *ctx, const dlti_attr *entry,
                                 const dlti_loc *loc);

/* MLIR's IsolatedFromAbove region check of `op` (isolated.c): no op
 * inside it uses a value from outside; DLTI_OK for other ops. */
dlti_status dl_sema_verify_isolated(const dlti_op *op);

#endif /* DLTI_DL_MEANING_H */
