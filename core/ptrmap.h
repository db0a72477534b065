/* ptrmap.h - a pointer-keyed hash map (open addressing, grown at half
 * load; growth in ptrmap.c): the printer's naming, alias and
 * kept-text tables, and the key indexes of spec checks and combination
 * (spec.c), where keys are uniqued objects. */
#ifndef DLTI_PTRMAP_H
#define DLTI_PTRMAP_H

#include "dl_ir.h"

typedef struct ptrmap {
    const void **keys;
    size_t *vals;
    size_t cap, n;
    bool failed;
} ptrmap;

static inline size_t dl_ir_pm_slot(const ptrmap *m, const void *k)
{
    size_t i = (size_t)dl_ir_hash_ptr(k) & (m->cap - 1);
    while (m->keys[i] && m->keys[i] != k)
        i = (i + 1) & (m->cap - 1);
    return i;
}

static inline bool dl_ir_pm_get(const ptrmap *m, const void *k, size_t *v)
{
    if (!m->cap || !k)
        return false;
    size_t i = dl_ir_pm_slot(m, k);
    if (!m->keys[i])
        return false;
    *v = m->vals[i];
    return true;
}

void dl_ir_pm_put(ptrmap *m, const void *k, size_t v);
void dl_ir_pm_free(ptrmap *m);

/* Positions of DLTI entries by key (key_index.c): the entry with key `k`
 * in entries[0..n) or n, the index made on first need; an appended or
 * replaced entry indexed; whether entries[i]'s key is an earlier one's. */
size_t dl_ir_key_find(ptrmap **idx, const dlti_attr *const *entries, size_t n,
                   const dlti_attr *k, bool *nomem);
void dl_ir_key_index_entry(ptrmap *idx, const dlti_attr *const *entries,
                        size_t i);
bool dl_ir_key_repeated(ptrmap **idx, const dlti_attr *const *entries, size_t i,
                     bool *nomem);
void dl_ir_key_index_free(ptrmap **idx);

#endif
