/* suggest.c - "did you mean" for a misspelt command or option: the
 * candidates nearest by edit distance (Levenshtein, at most
 * SUGGEST_MAX_DISTANCE), as git suggests commands. */
#include "config.h"

#include "cli.h"

#include <stdlib.h>
#include <string.h>

#define SUGGEST_MAX_DISTANCE 2
#define SUGGEST_MAX_LEN 64

/* The Levenshtein distance of a and b (each at most SUGGEST_MAX_LEN
 * bytes; longer ones: a large number). */
static size_t edit_distance(const char *a, const char *b)
{
    size_t na = strlen(a), nb = strlen(b);
    size_t row[SUGGEST_MAX_LEN + 1];

    if (na > SUGGEST_MAX_LEN || nb > SUGGEST_MAX_LEN)
        return (size_t)-1;
    for (size_t j = 0; j <= nb; j++)
        row[j] = j;
    for (size_t i = 1; i <= na; i++) {
        size_t diag = row[0];
        row[0] = i;
        for (size_t j = 1; j <= nb; j++) {
            size_t up = row[j];
            size_t best = diag + (a[i - 1] != b[j - 1]);
            if (up + 1 < best)
                best = up + 1;
            if (row[j - 1] + 1 < best)
                best = row[j - 1] + 1;
            row[j] = best;
            diag = up;
        }
    }
    return row[nb];
}

int suggest_note(const char *word, const char *const *cands, size_t n,
                 const char *prefix)
{
    size_t best = SUGGEST_MAX_DISTANCE + 1, wl = strlen(word);
    int shown = 0;

    if (wl == 0)
        return 0;
    for (size_t i = 0; i < n; i++) {
        size_t d = edit_distance(word, cands[i]);
        /* Not for a word that a distance of 2 would change past
         * recognition ("ab" -> "xy"). */
        if (d < best && d < wl && d < strlen(cands[i]))
            best = d;
    }
    if (best > SUGGEST_MAX_DISTANCE)
        return 0;
    for (size_t i = 0; i < n; i++) {
        if (edit_distance(word, cands[i]) != best)
            continue;
        if (shown++ == 0)
            fprintf(stderr, "%s: note: did you mean", PROGNAME);
        else
            fputs(" or", stderr);
        fprintf(stderr, " '%s%s'", prefix, cands[i]);
    }
    fputs("?\n", stderr);
    return 1;
}
