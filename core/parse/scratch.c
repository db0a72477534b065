/* scratch.c - scratch memory of one parse: the string map (smap, declared
 * in dl_smap.h for the printer too), the bump allocator of per-parse
 * memory and growable arrays (vec). */
#include "config.h"

#include "parser.h"

bool dl_text_smap_grow(smap *m)
{
    size_t ncap = m->cap ? m->cap * 2 : 16;
    if (ncap > SIZE_MAX / sizeof(smap_slot))
        return false;
    smap_slot *ns = dl_calloc_ready(ncap, sizeof *ns);
    if (!ns)
        return false;
    smap old = *m;
    m->slots = ns;
    m->cap = ncap;
    for (size_t i = 0; i < old.cap; i++) {
        if (!old.slots[i].key)
            continue;
        smap_slot *s = smap_find(m, old.slots[i].key, old.slots[i].len,
                                 old.slots[i].hash);
        *s = old.slots[i];
    }
    free(old.slots);
    return true;
}

/* Sets key -> val; false only when memory is exhausted. */
bool dl_text_smap_put(smap *m, const char *k, size_t n, void *val)
{
    smap_slot *s = smap_slot_of(m, k, n, smap_hash(k, n));
    if (!s)
        return false;
    s->val = val;
    return true;
}

void dl_text_smap_free(smap *m)
{
    free(m->slots);
    m->slots = NULL;
    m->cap = m->count = 0;
}

/* `size` bytes of scratch memory (not zeroed), aligned to 16; NULL only
 * when memory is exhausted (then reported). */
void *dl_text_parse_scratch_alloc(parser *p, size_t size)
{
    if (size > SIZE_MAX - 15 - sizeof(scratch_chunk)) {
        nomem(p);
        return NULL;
    }
    size = (size + 15) & ~(size_t)15;
    scratch_chunk *c = p->scratch;
    if (!c || c->cap - c->used < size) {
        size_t cap = size > SCRATCH_CHUNK / 2 ? size : SCRATCH_CHUNK;
        scratch_chunk *n = dl_malloc_ready(sizeof *n + cap);
        if (!n) {
            nomem(p);
            return NULL;
        }
        n->used = 0;
        n->cap = cap;
        if (c && cap == size) {
            /* A big block goes behind the current chunk, whose free space
             * stays usable. */
            n->next = c->next;
            c->next = n;
        } else {
            n->next = c;
            p->scratch = n;
        }
        c = n;
    }
    void *r = c->data + c->used;
    c->used += size;
    return r;
}

void dl_text_parse_scratch_free(parser *p)
{
    while (p->scratch) {
        scratch_chunk *n = p->scratch->next;
        free(p->scratch);
        p->scratch = n;
    }
}

bool dl_text_vec_grow(parser *p, vec *v, size_t esz)
{
    size_t ncap = v->cap ? v->cap * 2 : 4;
    if (ncap > SIZE_MAX / esz / 2) {
        nomem(p);
        return false;
    }
    char *nd = dl_text_parse_scratch_alloc(p, ncap * esz);
    if (!nd)
        return false;
    if (v->n)
        memcpy(nd, v->data, v->n * esz);
    v->data = nd;
    v->cap = ncap;
    return true;
}

/* A copy of the elements in IR memory, for lists that become part of the
 * IR; NULL when empty, or when memory is exhausted (reported). */
void *dl_text_vec_to_arena(parser *p, const vec *v, size_t esz)
{
    if (!v->n)
        return NULL;
    void *r = dl_text_ir_alloc(p, v->n * esz);
    if (r)
        memcpy(r, v->data, v->n * esz);
    return r;
}
