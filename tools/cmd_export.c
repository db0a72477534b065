/* cmd_export.c - `dlti export`: the LLVM data layout string of a file's
 * top-level spec, as mlir-translate-22 --mlir-to-llvmir writes it in
 * `target datalayout`, through the llvm plugin's layout_export hook
 * (dlti_op_export). */
#include "config.h"

#include "cli.h"

#include <stdlib.h>
#include <string.h>

const char cmd_export_help[] =
    "Usage: dlti export [--scope NAME] [--format=text|json] FILE\n"
    "\n"
    "Parses and verifies FILE ('-' for standard input) and prints the LLVM\n"
    "data layout string of its top-level module's #dlti.dl_spec (with\n"
    "--scope, of that scope's, answered in the scope, as MLIR translates a\n"
    "gpu.module or nested module of its own), as\n"
    "mlir-translate-22 --mlir-to-llvmir writes it in `target datalayout`:\n"
    "first the identifier entries in spec order (e/E, m:, P, G, A, S, F, n;\n"
    "address spaces, alignments of 0 left out), then one item per type entry\n"
    "from the layout's answers (iN, f16..f128, pN:size:abi:pref:index; index\n"
    "left out).  Fails with MLIR's messages where it fails: an unknown key,\n"
    "a non-signless integer, a type other than those above.  An empty spec\n"
    "prints an empty line (mlir-translate then writes no `target datalayout`).\n"
    "\n"
    "Options:\n"
    "  --scope NAME      the scope op of FILE whose symbol is NAME (a nested\n"
    "                    module, a gpu.module, ...; a::b nested), as for\n"
    "                    'dlti layout --scope'\n"
    "  --format=FORMAT   'text' (default) or 'json': {\"datalayout\": \"...\"}\n"
    "  -h, --help        show this help and exit\n"
    "\n"
    "Exit status: 0 on success, 1 if FILE had an error or cannot be\n"
    "exported.\n";

int cmd_export(cli *c, int argc, char **argv)
{
    static const struct option export_options[] = {
        {"format", required_argument, NULL, OPT_FORMAT},
        {"scope", required_argument, NULL, OPT_SCOPE},
        {"help", no_argument, NULL, 'h'},
        CLI_PLUGIN_OPTIONS};
    cli_opt co = {0};
    const char *path = NULL, *scope_name = NULL;
    int json = 0, nargs = 0, opt, rc = EXIT_OK;

    while ((opt = cli_getopt(c, &co, argc, argv, "export", "-:h",
                             export_options)) != 0) {
        if (opt < 0)
            return co.rc;
        switch (opt) {
        case 1:
            if (nargs++ == 0)
                path = optarg;
            break;
        case 'h':
            fputs(cmd_export_help, stdout);
            return EXIT_OK;
        case OPT_FORMAT:
            if (strcmp(optarg, "text") == 0)
                json = 0;
            else if (strcmp(optarg, "json") == 0)
                json = 1;
            else
                return usage_error(c, "export",
                                   "export: unknown format '%s' (expected "
                                   "'text' or 'json')", optarg);
            break;
        case OPT_SCOPE:
            if (*optarg == '\0')
                return usage_error(c, "export", "export: --scope needs a NAME");
            scope_name = optarg;
            break;
        case ':':
            return usage_error(c, "export", optopt == OPT_SCOPE
                                                ? "export: --scope needs a NAME"
                                                : "export: --format needs a "
                                                  "value");
        }
    }
    if (nargs != 1)
        return usage_error(c, "export", nargs ? "export: expected one FILE"
                                           : "export: missing FILE");

    input in;
    diag_state ds;
    dlti_op *top = NULL, *scope = NULL;
    char *s = NULL;
    if (input_read(path, &in) != 0)
        return EXIT_ERR;
    if (!new_context(c, &ds, &in)) {
        input_free(&in);
        return EXIT_ERR;
    }
    dlti_status st = dlti_parse_source(ds.ctx, in.name, in.text, in.len, &top);
    if (st == DLTI_OK)
        st = dlti_verify(top);
    scope = top;
    if (st == DLTI_OK && scope_name &&
        find_scope(top, in.name, scope_name, &scope, 0) != 0) {
        rc = EXIT_ERR; /* reported */
        goto out;
    }
    if (st == DLTI_OK)
        st = dlti_op_export(scope, "llvm", "datalayout", &s);
    if (st != DLTI_OK) {
        report_if_silent(&ds, in.name, st);
        rc = EXIT_ERR;
    } else if (json) {
        fputs("{\"datalayout\": ", stdout);
        json_string(stdout, s);
        fputs("}\n", stdout);
    } else {
        printf("%s\n", s);
    }
out:
    dlti_free(s);
    free_context(&ds);
    input_free(&in);
    return rc;
}
