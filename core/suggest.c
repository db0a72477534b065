/* suggest.c - "did you mean": the known name closest to a misspelt one,
 * for the notes that follow an unknown key, type or attribute name. */
#include "config.h"

#include <string.h>

#include "dl_base.h"

/* Edit distance with adjacent transpositions (optimal string alignment),
 * giving up once every entry of a row exceeds `limit`.  Names are short:
 * longer words are not compared. */
#define SUGGEST_MAX_LEN 64

static size_t edit_distance(const char *a, size_t n, const char *b, size_t m,
                            size_t limit)
{
    size_t d0[SUGGEST_MAX_LEN + 1], d1[SUGGEST_MAX_LEN + 1],
        d2[SUGGEST_MAX_LEN + 1];
    size_t *pp = d0, *prev = d1, *cur = d2;
    for (size_t j = 0; j <= m; j++)
        prev[j] = j;
    for (size_t i = 1; i <= n; i++) {
        cur[0] = i;
        size_t row_min = cur[0];
        for (size_t j = 1; j <= m; j++) {
            size_t cost = a[i - 1] != b[j - 1];
            size_t v = prev[j - 1] + cost;
            if (prev[j] + 1 < v)
                v = prev[j] + 1;
            if (cur[j - 1] + 1 < v)
                v = cur[j - 1] + 1;
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] &&
                a[i - 2] == b[j - 1] && pp[j - 2] + 1 < v)
                v = pp[j - 2] + 1;
            cur[j] = v;
            if (v < row_min)
                row_min = v;
        }
        if (row_min > limit)
            return limit + 1;
        size_t *t = pp;
        pp = prev;
        prev = cur;
        cur = t;
    }
    return prev[m];
}

const char *dl_suggest(const char *word, size_t n, const char *const *names,
                       size_t count)
{
    if (n == 0 || n > SUGGEST_MAX_LEN)
        return NULL;
    /* Up to a third of the word may be wrong, and at most 3 edits. */
    size_t limit = n / 3 < 3 ? n / 3 : 3;
    if (limit == 0)
        limit = 1;
    const char *best = NULL;
    size_t best_d = limit + 1;
    for (size_t i = 0; i < count; i++) {
        size_t m = names[i] ? strlen(names[i]) : 0;
        if (m == 0 || m > SUGGEST_MAX_LEN ||
            (m > n ? m - n : n - m) > limit)
            continue;
        size_t d = edit_distance(word, n, names[i], m, limit);
        if (d > 0 && d < best_d) {
            best_d = d;
            best = names[i];
        }
    }
    return best;
}
