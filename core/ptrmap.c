/* ptrmap.c - the pointer-keyed hash map of ptrmap.h (the printer's
 * tables, spec.c's key indexes): growth here, look-up inline there. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ptrmap.h"

void dl_ir_pm_put(ptrmap *m, const void *k, size_t v)
{
    if (!k || m->failed)
        return;
    if ((m->n + 1) * 2 > m->cap) {
        size_t ncap = m->cap ? m->cap * 2 : 64;
        const void **nk = calloc(ncap, sizeof *nk);
        size_t *nv = calloc(ncap, sizeof *nv);
        if (!nk || !nv) {
            free(nk);
            free(nv);
            m->failed = true;
            return;
        }
        ptrmap nm = { nk, nv, ncap, 0, false };
        for (size_t i = 0; i < m->cap; i++) {
            if (m->keys[i]) {
                size_t j = dl_ir_pm_slot(&nm, m->keys[i]);
                nk[j] = m->keys[i];
                nv[j] = m->vals[i];
                nm.n++;
            }
        }
        free(m->keys);
        free(m->vals);
        *m = nm;
    }
    size_t i = dl_ir_pm_slot(m, k);
    if (!m->keys[i]) {
        m->keys[i] = k;
        m->n++;
    }
    m->vals[i] = v;
}

void dl_ir_pm_free(ptrmap *m)
{
    free(m->keys);
    free(m->vals);
    memset(m, 0, sizeof *m);
}
