/* input.c - reading an input file (or standard input) whole: mapped when
 * large, else read into one buffer; refused past MAX_INPUT_BYTES. */
#include "config.h"

#include "cli.h"

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

/* Inputs larger than this are refused rather than read. */
#define MAX_INPUT_BYTES ((size_t)1 << 30)
#define MAX_INPUT_TEXT "1 GiB"

void input_free(input *in)
{
    if (in->mapped)
        munmap((void *)in->text, in->len);
    else
        free((void *)in->text);
    in->text = NULL;
    in->len = 0;
    in->mapped = false;
}

/* Large regular files are mapped rather than copied: no copy, and pages
 * come from the page cache instead of being allocated and zeroed.  Only
 * when the file does not end on a page boundary: the rest of its last page
 * reads as zeros, which terminates the text.  Returns 0 when not mapped. */
#define MAP_INPUT_MIN ((off_t)1 << 20)

static int input_map(FILE *f, const struct stat *st, input *in)
{
    long page = sysconf(_SC_PAGESIZE);
    if (st->st_size < MAP_INPUT_MIN || page <= 0 || st->st_size % page == 0)
        return 0;
    void *m = mmap(NULL, (size_t)st->st_size, PROT_READ, MAP_PRIVATE,
                   fileno(f), 0);
    if (m == MAP_FAILED)
        return 0; /* read it instead */
    in->text = m;
    in->len = (size_t)st->st_size;
    in->mapped = true;
    return 1;
}

/* Reads `path` ("-" = standard input) into `in`.  Reports and returns -1 on
 * failure. */
int input_read(const char *path, input *in)
{
    int is_stdin = strcmp(path, "-") == 0;
    FILE *f;
    struct stat st;
    size_t cap, len = 0;
    char *buf;

    in->name = is_stdin ? "<stdin>" : path;
    in->text = NULL;
    in->len = 0;
    in->mapped = false;

    f = is_stdin ? stdin : fopen(path, "rb");
    if (!f) {
        errorf("cannot open input file '%s': %s", path, strerror(errno));
        return -1;
    }
    cap = 1 << 16;
    if (fstat(fileno(f), &st) == 0) {
        if (S_ISDIR(st.st_mode)) {
            errorf("cannot open input file '%s': %s", path, strerror(EISDIR));
            goto fail_close;
        }
        if (S_ISREG(st.st_mode)) {
            if ((uintmax_t)st.st_size > (uintmax_t)MAX_INPUT_BYTES) {
                errorf("input file '%s' is too large (%ju bytes; the limit "
                       "is " MAX_INPUT_TEXT ")",
                       path, (uintmax_t)st.st_size);
                goto fail_close;
            }
            if (!is_stdin && input_map(f, &st, in)) {
                fclose(f);
                return 0;
            }
            /* Room for the terminator and for the read that sees EOF,
             * so that a whole file needs no realloc. */
            cap = (size_t)st.st_size + 2;
        }
    }
    buf = malloc(cap);
    if (!buf) {
        out_of_memory();
        goto fail_close;
    }
    for (;;) {
        size_t n;
        if (len + 1 >= cap) {
            size_t ncap;
            char *nbuf;
            if (cap > MAX_INPUT_BYTES) {
                errorf("input file '%s' is too large (the limit is "
                       MAX_INPUT_TEXT ")", in->name);
                free(buf);
                goto fail_close;
            }
            ncap = cap < MAX_INPUT_BYTES / 2 ? cap * 2 : MAX_INPUT_BYTES + 2;
            nbuf = realloc(buf, ncap);
            if (!nbuf) {
                out_of_memory();
                free(buf);
                goto fail_close;
            }
            buf = nbuf;
            cap = ncap;
        }
        n = fread(buf + len, 1, cap - 1 - len, f);
        len += n;
        if (len > MAX_INPUT_BYTES) {
            errorf("input file '%s' is too large (the limit is "
                   MAX_INPUT_TEXT ")", in->name);
            free(buf);
            goto fail_close;
        }
        if (n == 0) {
            if (ferror(f)) {
                errorf("cannot read input file '%s': %s", path,
                       strerror(errno));
                free(buf);
                goto fail_close;
            }
            break;
        }
    }
    buf[len] = '\0';
    if (!is_stdin)
        fclose(f);
    in->text = buf;
    in->len = len;
    return 0;

fail_close:
    if (!is_stdin)
        fclose(f);
    return -1;
}
