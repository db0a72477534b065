/* Standalone driver for plugins/llvm/triple.[ch] + target_layout.c.
 *
 *   driver [-n | -t] [-v] [FILE]
 *
 * Reads cases (default: stdin), one per line: TRIPLE [<TAB>abi=NAME];
 * blank lines and lines starting with '#' are skipped.  For each prints
 *   TRIPLE <TAB> ABI-or-"-" <TAB> LAYOUT-or-"!error"
 * (the goldens' format), and the error message on stderr.
 *   -n  normalize the triple first (llvm::Triple::normalize, as clang and
 *       `opt -mtriple=` do); default: parse it as is (llvm::Triple(str), as
 *       mlir-opt does).
 *   -t  print the normalized triple instead of the layout (implies -n).
 *   -v  also print the parsed fields on stderr.
 * Exit status 0 unless a line could not be read. */
#include "../../plugins/llvm/triple.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void describe(const dl_triple *t) {
  fprintf(stderr,
          "  arch=%s subarch=%d arm_kind=%s mprofile=%d vendor=%s os=%s "
          "(major %u%s) env=%s objfmt=%s components=%u\n",
          dl_triple_arch_name(t->arch), (int)t->subarch,
          dl_triple_arm_kind_name(t->arm_kind), t->arm_mprofile,
          dl_triple_vendor_name(t->vendor), dl_triple_os_name(t->os),
          t->os_major, t->os_version_empty ? ", empty" : "",
          dl_triple_env_name(t->env), dl_triple_objfmt_name(t->objfmt),
          t->ncomponents);
}

int main(int argc, char **argv) {
  int normalize = 0, verbose = 0, print_triple = 0, i;
  FILE *in = stdin;
  char line[8192];

  for (i = 1; i < argc; i++) {
    if (strcmp(argv[i], "-n") == 0)
      normalize = 1;
    else if (strcmp(argv[i], "-t") == 0)
      normalize = print_triple = 1;
    else if (strcmp(argv[i], "-v") == 0)
      verbose = 1;
    else if (in == stdin && argv[i][0] != '-') {
      in = fopen(argv[i], "r");
      if (!in) {
        perror(argv[i]);
        return 2;
      }
    } else {
      fprintf(stderr, "usage: %s [-n|-t] [-v] [FILE]\n", argv[0]);
      return 2;
    }
  }

  while (fgets(line, sizeof line, in)) {
    size_t len = strlen(line);
    char *tab, *abi = NULL;
    const char *triple = line;
    char norm[4096], layout[2048], err[256];
    dl_triple t;
    int r;

    if (len > 0 && line[len - 1] == '\n')
      line[--len] = '\0';
    else if (!feof(in)) {
      fprintf(stderr, "line too long\n");
      return 2;
    }
    if (len == 0 || line[0] == '#')
      continue;
    tab = strchr(line, '\t');
    if (tab) {
      *tab = '\0';
      abi = tab + 1;
      if (strncmp(abi, "abi=", 4) == 0)
        abi += 4;
    }
    len = strlen(triple);
    err[0] = '\0';
    if (normalize) {
      r = dl_triple_normalize(triple, len, norm, sizeof norm, err, sizeof err);
      if (r < 0) {
        printf("%s\t%s\t!error\n", triple, abi ? abi : "-");
        fprintf(stderr, "%s: %s\n", triple, err);
        continue;
      }
      if (print_triple) {
        printf("%s\t%s\t%s\n", triple, abi ? abi : "-", norm);
        continue;
      }
      dl_triple_parse(norm, (size_t)r, &t);
    } else {
      dl_triple_parse(triple, len, &t);
    }
    if (verbose)
      describe(&t);
    r = dl_triple_data_layout(&t, abi, layout, sizeof layout, err, sizeof err);
    if (r < 0) {
      printf("%s\t%s\t!error\n", triple, abi ? abi : "-");
      fprintf(stderr, "%s: %s\n", triple, err);
    } else {
      printf("%s\t%s\t%s\n", triple, abi ? abi : "-", layout);
    }
  }
  if (in != stdin)
    fclose(in);
  return 0;
}
