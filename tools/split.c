/* split.c - splitting an input into chunks at '// -----' markers, as
 * mlir-opt --split-input-file does.
 *
 * MLIR splits the buffer at every occurrence of "// ---" (the marker
 * "// -----" less its last two characters).  A piece that continues with
 * "--" and at least one more character ends the chunk before it (the
 * marker's remaining "--" is dropped, the rest of the marker line belongs to
 * the next chunk); any other piece is a "near miss", reported as a warning
 * and kept in the current chunk.  An empty first piece (file starting with
 * the marker) is taken whole.  MLIR really compares the character after the
 * marker with '0' (not '-'), so "// ------" splits too; we do the same. */
#include "config.h"

#include "cli.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct chunk_list {
    chunk *v;
    size_t n, cap;
} chunk_list;

/* Line and column (1-based, bytes) of offsets in a text, asked for in
 * increasing order so that the text is scanned once. */
typedef struct line_counter {
    const char *text;
    size_t pos;         /* scanned up to here */
    size_t line_start;  /* offset of the current line */
    unsigned line;
} line_counter;

static void line_col(line_counter *lc, size_t off, unsigned *line,
                     unsigned *col)
{
    /* memchr, not a byte loop: the split is on the calling thread while
     * the worker queries the first chunks (1,000 chunks, 7 MB: 12 ms a
     * byte at a time). */
    while (lc->pos < off) {
        const char *nl = memchr(lc->text + lc->pos, '\n', off - lc->pos);
        if (!nl) {
            lc->pos = off;
            break;
        }
        lc->line++;
        lc->pos = (size_t)(nl - lc->text) + 1;
        lc->line_start = lc->pos;
    }
    *line = lc->line;
    *col = (unsigned)(off - lc->line_start + 1);
}

/* Where chunks go as they are found: `found`, told of each in turn, with
 * the line counter of their starts. */
typedef struct chunk_sink {
    chunk_list l;
    line_counter lc;
    split_found_fn found;
    void *user;
} chunk_sink;

static int chunk_push(chunk_sink *k, size_t off, size_t len)
{
    chunk_list *l = &k->l;
    if (l->n == l->cap) {
        size_t ncap = l->cap ? l->cap * 2 : 16;
        chunk *nv;
        if (ncap > SIZE_MAX / sizeof *nv)
            return -1;
        nv = realloc(l->v, ncap * sizeof *nv);
        if (!nv)
            return -1;
        l->v = nv;
        l->cap = ncap;
    }
    chunk *c = &l->v[l->n++];
    *c = (chunk){off, len, 0, 0};
    /* Where it starts, for its locations (chunks come in order). */
    line_col(&k->lc, off, &c->line, &c->col);
    return k->found ? k->found(k->user, l->v, l->n) : 0;
}

static const char *find_bytes(const char *hay, size_t n, const char *needle,
                              size_t m)
{
    const char *p = hay, *end = hay + n;
    while ((size_t)(end - p) >= m) {
        const char *q = memchr(p, needle[0], (size_t)(end - p) - m + 1);
        if (!q)
            return NULL;
        if (memcmp(q, needle, m) == 0)
            return q;
        p = q + 1;
    }
    return NULL;
}

/* Where the pieces of the file are: spans of its text. */
typedef struct span {
    size_t off, len;
} span;

static int split_spans(const input *in, chunk_sink *chunks)
{
    static const char prefix[] = "// ---";  /* "// -----" less "--" */
    const size_t plen = sizeof prefix - 1;
    const char *text = in->text;
    size_t len = in->len, pos = 0;
    span prev = {0, 0};
    int first = 1;
    line_counter lc = {text, 0, 0, 1};
    line_cache cache = {NULL, 0, 0};

    for (;;) {
        const char *hit = find_bytes(text + pos, len - pos, prefix, plen);
        size_t end = hit ? (size_t)(hit - text) : len;
        span piece = {pos, end - pos};

        if (first) {
            prev = piece;
            first = 0;
        } else if (prev.len == 0) {
            prev = piece;
        } else if (piece.len > 2 && text[piece.off] == '-' &&
                   text[piece.off + 1] == '-' && text[piece.off + 2] != '0') {
            if (chunk_push(chunks, prev.off, prev.len) != 0)
                return -1;
            prev.off = piece.off + 2;
            prev.len = piece.len - 2;
        } else {
            unsigned line, col;
            line_col(&lc, piece.off, &line, &col);
            print_diag(in->name, line, col, "warning",
                       "near miss with file split marker", text, len, 1,
                       &cache);
            prev.len = piece.off + piece.len - prev.off;
        }
        if (!hit)
            break;
        pos = end + plen;
    }
    if (prev.len != 0 && chunk_push(chunks, prev.off, prev.len) != 0)
        return -1;
    return 0;
}

int split_input(const input *in, chunk **chunks, size_t *n,
                split_found_fn found, void *user)
{
    chunk_sink k = {{NULL, 0, 0}, {in->text, 0, 0, 1}, found, user};

    if (split_spans(in, &k) != 0) {
        free(k.l.v);
        return -1;
    }
    *chunks = k.l.v;
    *n = k.l.n;
    return 0;
}
