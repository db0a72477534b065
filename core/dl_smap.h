/* dl_smap.h - the text layer's string-keyed hash map (smap), shared by
 * core/parse/ (names, aliases, memos by spelling) and core/print/ (block
 * labels, alias prefixes); its growth and freeing are in parse/scratch.c. */
#ifndef DLTI_DL_SMAP_H
#define DLTI_DL_SMAP_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

/* String-keyed open-addressing hash map; keys point into the source text
 * (or interned strings) and are not owned.  A NULL value means "absent". */
typedef struct smap_slot {
    const char *key;
    size_t len;
    uint64_t hash;
    void *val;
} smap_slot;

typedef struct smap {
    smap_slot *slots;
    size_t cap, count;
} smap;

bool dl_text_smap_grow(smap *m);

static inline uint64_t load64(const char *k)
{
    uint64_t w;
    memcpy(&w, k, 8);
    return w;
}

static inline uint64_t load32(const char *k)
{
    uint32_t w;
    memcpy(&w, k, 4);
    return w;
}

/* Keys are short (SSA names, op names, type spellings): a multiply-
 * xorshift over 8-byte words, inline; the last word may overlap the one
 * before (the length is mixed in). */
static inline uint64_t smap_hash(const char *k, size_t n)
{
    const uint64_t mul = UINT64_C(0xff51afd7ed558ccd);
    uint64_t h = UINT64_C(0x9e3779b97f4a7c15) ^ n, w = 0;
    if (n >= 8) {
        for (size_t i = 0; i + 8 < n; i += 8) {
            h = (h ^ load64(k + i)) * mul;
            h ^= h >> 32;
        }
        w = load64(k + n - 8);
    } else if (n >= 4) {
        w = load32(k) | load32(k + n - 4) << 32;
    } else {
        for (size_t i = 0; i < n; i++)
            w |= (uint64_t)(unsigned char)k[i] << (8 * i);
    }
    /* Fold the high half down before the table takes the low bits: they
     * would otherwise see only the first bytes ("%12345" and "%12399"
     * collided). */
    h = (h ^ w) * mul;
    h ^= h >> 32;
    h *= UINT64_C(0xc4ceb9fe1a85ec53);
    return h ^ (h >> 29);
}

/* memcmp(a, b, n) == 0, without a call for short keys. */
static inline bool same_bytes(const char *a, const char *b, size_t n)
{
    if (n > 32)
        return memcmp(a, b, n) == 0;
    if (n >= 8) {
        for (size_t i = 0; i + 8 < n; i += 8)
            if (load64(a + i) != load64(b + i))
                return false;
        return load64(a + n - 8) == load64(b + n - 8);
    }
    if (n >= 4)
        return load32(a) == load32(b) && load32(a + n - 4) == load32(b + n - 4);
    for (size_t i = 0; i < n; i++)
        if (a[i] != b[i])
            return false;
    return true;
}

static inline smap_slot *smap_find(const smap *m, const char *k, size_t n,
                            uint64_t h)
{
    size_t mask = m->cap - 1;
    for (size_t i = (size_t)h & mask;; i = (i + 1) & mask) {
        smap_slot *s = &m->slots[i];
        if (!s->key)
            return s;
        if (s->hash == h && s->len == n && same_bytes(s->key, k, n))
            return s;
    }
}

static inline void *smap_get(const smap *m, const char *k, size_t n)
{
    if (!m->cap)
        return NULL;
    smap_slot *s = smap_find(m, k, n, smap_hash(k, n));
    return s->key ? s->val : NULL;
}

/* The slot of key `k` with hash `h`, inserted (with a NULL value) when
 * absent; NULL only when memory is exhausted.  Valid until the next
 * insertion. */
static inline smap_slot *smap_slot_of(smap *m, const char *k, size_t n, uint64_t h)
{
    if ((m->count + 1) * 2 > m->cap && !dl_text_smap_grow(m))
        return NULL;
    smap_slot *s = smap_find(m, k, n, h);
    if (!s->key) {
        s->key = k ? k : "";
        s->len = n;
        s->hash = h;
        s->val = NULL;
        m->count++;
    }
    return s;
}

/* Sets the value of key `k`, inserted when absent; false when memory is
 * exhausted. */
bool dl_text_smap_put(smap *m, const char *k, size_t n, void *val);
void dl_text_smap_free(smap *m);

#endif /* DLTI_DL_SMAP_H */
