/* cmd_verify.c - `dlti verify`: files parsed and verified, diagnostics
 * only. */
#include "config.h"

#include "cli.h"

#include <stdlib.h>

const char cmd_verify_help[] =
    "Usage: dlti verify [--split-input-file] [--verify-diagnostics[=MODE]]\n"
    "                   FILE...\n"
    "\n"
    "Parses and verifies each FILE ('-' for standard input).  Prints nothing\n"
    "when every file is valid; otherwise prints the diagnostics.\n"
    "\n"
    "Options:\n"
    "  --split-input-file  split each FILE at '// -----' markers as mlir-opt\n"
    "                      does and verify each chunk on its own\n"
    HELP_VERIFY_DIAGNOSTICS "\n"
    "  -h, --help          show this help and exit\n"
    "\n"
    "Exit status: 0 if every file is valid, 1 otherwise; with\n"
    "--verify-diagnostics, 0 when every diagnostic was as expected.\n";

int cmd_verify(cli *c, int argc, char **argv)
{
    const char **files;
    int split, verify, nfiles, help, rc;

    rc = file_args(c, "verify", argc, argv, &split, &verify, &files, &nfiles,
                   &help, NULL, NULL);
    if (rc == EXIT_OK && help) {
        fputs(cmd_verify_help, stdout);
    } else if (rc == EXIT_OK && nfiles == 0) {
        rc = usage_error(c, "verify", "verify: missing FILE");
    } else if (rc == EXIT_OK) {
        for (int i = 0; i < nfiles; i++)
            if (process_file(c, files[i], 0, split, verify) != 0)
                rc = EXIT_ERR;
    }
    free(files);
    return rc;
}
