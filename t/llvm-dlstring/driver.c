/* driver.c - standalone test driver for plugins/llvm/dl_string.c.
 *
 * Usage: driver [-v] [cases.txt]   (default: stdin)
 *
 * Each non-empty line of the input that does not start with '#' is one data
 * layout string; the line "<empty>" stands for the empty string.  For every
 * case it prints, in the format of expected.txt (made by gen-expected.sh from
 * the real LLVM 22 / MLIR 22 tools):
 *   case: <string>
 *   llvm: ok | llvm: error: <LLVM 22 message>
 *   mlir: <line>...   (valid strings only: the emulated MLIR 22 import:
 *                      warnings, then #dlti.dl_spec<...>, or the importer's
 *                      error, or "crash")
 * With -v it also prints the parsed layout ("dump: " lines), which are not
 * part of the golden comparison. */
#include "../../plugins/llvm/dl_string.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void print_prefixed(const char *prefix, const char *text) {
    const char *p = text;
    while (*p) {
        const char *nl = strchr(p, '\n');
        size_t len = nl ? (size_t)(nl - p) : strlen(p);
        if (strncmp(p, "crash:", 6) == 0)
            printf("%scrash\n", prefix);
        else
            printf("%s%.*s\n", prefix, (int)len, p);
        p += len + (nl ? 1 : 0);
    }
}

static char *render(size_t (*fn)(const char *, size_t, char *, size_t),
                    const char *s, size_t n) {
    size_t need = fn(s, n, NULL, 0);
    if (need == (size_t)-1)
        return NULL;
    char *b = malloc(need + 1);
    if (!b)
        return NULL;
    fn(s, n, b, need + 1);
    return b;
}

int main(int argc, char **argv) {
    int verbose = 0;
    FILE *in = stdin;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-v") == 0)
            verbose = 1;
        else if (!(in = fopen(argv[i], "r"))) {
            perror(argv[i]);
            return 2;
        }
    }
    char *line = NULL;
    size_t cap = 0;
    ssize_t got;
    int status = 0;
    while ((got = getline(&line, &cap, in)) >= 0) {
        size_t n = (size_t)got;
        while (n && (line[n - 1] == '\n' || line[n - 1] == '\r'))
            n--;
        line[n] = 0;
        if (n == 0 || line[0] == '#')
            continue;
        if (strcmp(line, "<empty>") == 0)
            n = 0;
        printf("case: %s\n", line);

        dl_llvm_layout L;
        char err[512];
        int rc = dl_llvm_dl_parse(line, n, &L, err, sizeof err);
        if (rc == DL_LLVM_EINVAL) {
            printf("llvm: error: %s\n", err);
            continue;
        }
        if (rc != DL_LLVM_OK) {
            printf("llvm: internal error: %s\n", err);
            status = 1;
            continue;
        }
        printf("llvm: ok\n");
        char *view = render(dl_llvm_dl_mlir_view, line, n);
        if (view)
            print_prefixed("mlir: ", view);
        else
            status = 1;
        free(view);
        if (verbose) {
            size_t need = dl_llvm_layout_dump(&L, NULL, 0);
            char *d = malloc(need + 1);
            if (d) {
                dl_llvm_layout_dump(&L, d, need + 1);
                print_prefixed("dump: ", d);
                free(d);
            }
        }
        dl_llvm_layout_free(&L);
    }
    free(line);
    if (in != stdin)
        fclose(in);
    return status;
}
