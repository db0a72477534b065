/* cmd_query.c - `dlti query`: a file annotated as mlir-opt-22
 * --test-data-layout-query prints it. */
#include "config.h"

#include "cli.h"

#include <stdlib.h>
#include <string.h>

const char cmd_query_help[] =
    "Usage: dlti query [--split-input-file] [--verify-diagnostics[=MODE]]\n"
    "                  [--llvm-target-to-data-layout] [-o FILE]\n"
    "                  [--single-thread] [--context-per-chunk] FILE...\n"
    "\n"
    "Parses and verifies FILE ('-' for standard input), replaces the attributes\n"
    "of every \"test.data_layout_query\" op inside a func.func of the top-level\n"
    "module by its result type's layout, and prints the module, as\n"
    "mlir-opt-22 --test-data-layout-query FILE does.  Several FILEs are\n"
    "processed in turn and their outputs concatenated in order.\n"
    "\n"
    "Options:\n"
    "  --split-input-file  split FILE at '// -----' markers as mlir-opt does,\n"
    "                      process each chunk on its own and print '// -----'\n"
    "                      between the outputs; a failing chunk prints nothing\n"
    "                      and the others are still processed\n"
    HELP_VERIFY_DIAGNOSTICS "; the output is printed as without it\n"
    "  --llvm-target-to-data-layout\n"
    "                      first give the top-level module the #dlti.dl_spec\n"
    "                      of the triple of its llvm.target attribute, as\n"
    "                      mlir-opt-22 --llvm-target-to-data-layout\n"
    "                      --test-data-layout-query FILE does (a module that\n"
    "                      already has a dlti.dl_spec is refused: mlir-opt-22\n"
    "                      crashes combining them)\n"
    "  -o FILE, --output=FILE\n"
    "                      write the output to FILE ('-': standard output);\n"
    "                      FILE is written only when every FILE (and chunk)\n"
    "                      succeeded (with --verify-diagnostics: when every\n"
    "                      diagnostic was as expected); otherwise it is not\n"
    "                      created, and an existing FILE is removed (as\n"
    "                      mlir-opt -o does; one that is not an input is\n"
    "                      removed at the start)\n"
    "  --single-thread     one thread: by default a second thread prints a\n"
    "                      large file's functions while the next is parsed,\n"
    "                      another writes into a regular file while the query\n"
    "                      computes what follows, and with --split-input-file\n"
    "                      one queries chunks ahead (the output is the\n"
    "                      same)\n"
    "  --context-per-chunk with --split-input-file, each chunk in a new\n"
    "                      context, on one thread, as mlir-opt gives each an\n"
    "                      MLIRContext (by default a context serves the next\n"
    "                      chunk while the library vouches that the chunk\n"
    "                      gets what a new one would give it: the output is\n"
    "                      the same, several times faster)\n"
    "  -h, --help          show this help and exit\n"
    "\n"
    "Exit status: 0 on success, 1 if any FILE (or any chunk) had an error;\n"
    "with --verify-diagnostics, 0 when every diagnostic was as expected.\n";

int cmd_query(cli *c, int argc, char **argv)
{
    const char **files, *output;
    int split, verify, nfiles, help, rc, target = 0;

    rc = file_args(c, "query", argc, argv, &split, &verify, &files, &nfiles,
                   &help, &target, &output);
    if (rc == EXIT_OK && help) {
        fputs(cmd_query_help, stdout);
    } else if (rc == EXIT_OK && nfiles == 0) {
        rc = usage_error(c, "query", "query: missing FILE");
    } else if (rc == EXIT_OK && target && split) {
        rc = usage_error(c, "query", "query: --llvm-target-to-data-layout and "
                                  "--split-input-file exclude each other");
    } else if (rc == EXIT_OK && target && verify) {
        rc = usage_error(c, "query", "query: --llvm-target-to-data-layout and "
                                  "--verify-diagnostics exclude each other");
    } else if (rc == EXIT_OK) {
        /* -o -: standard output, as mlir-opt. */
        if (output && strcmp(output, "-") == 0)
            output = NULL;
        if (output && output_open(c, output, files, nfiles) != 0) {
            rc = EXIT_ERR;
        } else {
            for (int i = 0; i < nfiles; i++) {
                int r = target ? target_query_file(c, files[i])
                               : process_file(c, files[i], 1, split, verify);
                if (r != 0)
                    rc = EXIT_ERR;
            }
            if (output && output_close(c, rc == EXIT_OK) != 0)
                rc = EXIT_ERR;
        }
    }
    free(files);
    return rc;
}
