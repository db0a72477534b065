/* pieces.h - for the C tests: the text a dlti_write_pieces_fn receives,
 * collected in memory (NUL-terminated; `failed` once memory ran out). */
#ifndef DLTI_TEST_PIECES_H
#define DLTI_TEST_PIECES_H

#include <stdlib.h>
#include <string.h>

#include "dlti/dlti.h"

typedef struct text {
    char *data;
    size_t len;
    int failed;
} text;

static int collect(void *user, const dlti_piece *pieces, size_t n)
{
    text *t = user;
    for (size_t i = 0; i < n; i++) {
        char *d = realloc(t->data, t->len + pieces[i].len + 1);
        if (!d) {
            t->failed = 1;
            return -1;
        }
        memcpy(d + t->len, pieces[i].data, pieces[i].len);
        t->len += pieces[i].len;
        d[t->len] = 0;
        t->data = d;
    }
    return 0;
}

#endif
