/* key_index.c - positions of DLTI entries by key: short lists searched,
 * long ones indexed by key pointer (keys are uniqued), so that the
 * entry-list checks (parse/entry_lists.c) and the combination of specs
 * (spec.c) stay linear in the number of entries. */
#include "config.h"

#include <stdlib.h>

#include "ptrmap.h"

/* Lists up to this long are searched; longer ones are indexed by key
 * pointer (keys are uniqued), so that the checks and the combination stay
 * linear in the number of entries (a spec may have 100,000s). */
#define SMALL_LIST 16

/* Position of the entry with key `k` in entries[0..n), or n.  `*idx`
 * (key -> position + 1) is made on first need and kept up to date by
 * dl_ir_key_index_entry; *nomem is set when it cannot be. */
size_t dl_ir_key_find(ptrmap **idx, const dlti_attr *const *entries, size_t n,
                   const dlti_attr *k, bool *nomem)
{
    size_t v;
    if (n <= SMALL_LIST && !*idx) {
        for (size_t i = 0; i < n; i++)
            if (dl_entry(entries[i])->key == k)
                return i;
        return n;
    }
    if (!*idx) {
        if (!(*idx = calloc(1, sizeof **idx))) {
            *nomem = true;
            return n;
        }
        for (size_t i = n; i-- > 0;) /* the first of repeated keys wins */
            dl_ir_pm_put(*idx, dl_entry(entries[i])->key, i + 1);
    }
    if ((*idx)->failed) {
        *nomem = true;
        return n;
    }
    return dl_ir_pm_get(*idx, k, &v) ? v - 1 : n;
}

/* entries[i] was appended or replaced: its key now indexes position i. */
void dl_ir_key_index_entry(ptrmap *idx, const dlti_attr *const *entries,
                        size_t i)
{
    if (idx)
        dl_ir_pm_put(idx, dl_entry(entries[i])->key, i + 1);
}

/* Whether entries[i]'s key is that of an earlier entry (then *nomem may
 * be set instead). */
bool dl_ir_key_repeated(ptrmap **idx, const dlti_attr *const *entries, size_t i,
                     bool *nomem)
{
    if (dl_ir_key_find(idx, entries, i, dl_entry(entries[i])->key, nomem) < i)
        return true;
    dl_ir_key_index_entry(*idx, entries, i);
    return false;
}

void dl_ir_key_index_free(ptrmap **idx)
{
    if (*idx)
        dl_ir_pm_free(*idx);
    free(*idx);
    *idx = NULL;
}
