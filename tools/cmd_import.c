/* cmd_import.c - `dlti import`: an LLVM data layout string, or the layout
 * of a target triple, as the module mlir-translate-22 --import-llvm (resp.
 * mlir-opt-22 --llvm-target-to-data-layout) makes of it, through the llvm
 * plugin's layout_import hook (dlti_spec_import). */
#include "config.h"

#include "cli.h"

#include <stdlib.h>
#include <string.h>

const char cmd_import_help[] =
    "Usage: dlti import [--target] [--format=mlir|json] STRING\n"
    "\n"
    "Prints the data layout spec of an LLVM data layout STRING (as in\n"
    "`target datalayout = \"STRING\"`), or with --target of the target triple\n"
    "STRING, as a module:\n"
    "\n"
    "  module attributes {dlti.dl_spec = #dlti.dl_spec<...>} {\n"
    "  }\n"
    "\n"
    "The spec is the one mlir-translate-22 --import-llvm makes of a .ll file\n"
    "holding only `target datalayout = \"STRING\"` (its other module\n"
    "attributes, llvm.module_asm and llvm.target_triple, are left out), or\n"
    "the one mlir-opt-22 --llvm-target-to-data-layout adds to a module with\n"
    "`llvm.target = #llvm.target<triple = \"STRING\", chip = \"\">`.  Tokens\n"
    "MLIR's importer drops are reported as warnings on standard error\n"
    "(\"warning: unhandled data layout token: ni:1\"); a malformed string is\n"
    "an error with LLVM 22's message.\n"
    "\n"
    "Options:\n"
    "  --target          STRING is a target triple (e.g. x86_64-linux-gnu),\n"
    "                    taken as written (not normalized), as mlir-opt does\n"
    "  --format=FORMAT   'mlir' (default) or 'json': {\"spec\": \"#dlti...\",\n"
    "                    \"warnings\": [...]}\n"
    "  -h, --help        show this help and exit\n"
    "\n"
    "Exit status: 0 on success, 1 if STRING could not be imported.\n";

/* Diagnostics without location, as "warning: MSG" lines, located ones
 * (an error in STRING) with STRING and a caret; warnings are kept for
 * JSON. */
typedef struct import_diag {
    char **warnings;
    size_t n;
    int nomem;
    const char *text;
} import_diag;

static void import_handler(void *user, dlti_severity sev, const dlti_loc *loc,
                           const char *msg)
{
    import_diag *d = user;
    static const char *const label[] = {"error", "warning", "note", "remark"};
    fflush(stdout);
    if (loc && loc->line && d->text)
        print_diag(loc->file, loc->line, loc->col,
                   label[sev <= DLTI_SEV_REMARK ? sev : 0], msg, d->text,
                   strlen(d->text), 1, NULL);
    else
        fprintf(stderr, "%s: %s\n", label[sev <= DLTI_SEV_REMARK ? sev : 0],
                msg);
    if (sev == DLTI_SEV_WARNING) {
        char **nv = realloc(d->warnings, (d->n + 1) * sizeof *nv);
        char *copy = malloc(strlen(msg) + 1);
        if (!nv || !copy) {
            free(copy);
            if (nv)
                d->warnings = nv;
            d->nomem = 1;
            return;
        }
        strcpy(copy, msg);
        d->warnings = nv;
        d->warnings[d->n++] = copy;
    }
}

int cmd_import(cli *c, int argc, char **argv)
{
    enum { OPT_TARGET_FLAG = 0x200 };
    static const struct option import_options[] = {
        {"target", no_argument, NULL, OPT_TARGET_FLAG},
        {"format", required_argument, NULL, OPT_FORMAT},
        {"help", no_argument, NULL, 'h'},
        CLI_PLUGIN_OPTIONS};
    cli_opt co = {0};
    const char *text = NULL;
    int target = 0, json = 0, nargs = 0, opt, rc = EXIT_OK;

    while ((opt = cli_getopt(c, &co, argc, argv, "import", "-:h",
                             import_options)) != 0) {
        if (opt < 0)
            return co.rc;
        switch (opt) {
        case 1:
            if (nargs++ == 0)
                text = optarg;
            break;
        case 'h':
            fputs(cmd_import_help, stdout);
            return EXIT_OK;
        case OPT_TARGET_FLAG:
            target = 1;
            break;
        case OPT_FORMAT:
            if (strcmp(optarg, "mlir") == 0)
                json = 0;
            else if (strcmp(optarg, "json") == 0)
                json = 1;
            else
                return usage_error(c, "import",
                                   "import: unknown format '%s' (expected "
                                   "'mlir' or 'json')", optarg);
            break;
        case ':':
            return usage_error(c, "import", "import: --format needs a value");
        }
    }
    if (nargs == 0)
        return usage_error(c, "import", target ? "import: missing TRIPLE"
                                            : "import: missing STRING");
    if (nargs > 1)
        return usage_error(c, "import", "import: expected one %s",
                           target ? "TRIPLE" : "STRING");

    diag_state ds;
    import_diag d = {NULL, 0, 0, text};
    if (!new_context(c, &ds, NULL))
        return EXIT_ERR;
    dlti_context_set_diag_handler(ds.ctx, import_handler, &d);
    const dlti_attr *spec = NULL;
    dlti_status st = dlti_spec_import(ds.ctx, "llvm",
                                      target ? "target" : "datalayout", text,
                                      strlen(text), &spec);
    char *s = st == DLTI_OK ? dlti_attr_to_string(spec) : NULL;
    if (st != DLTI_OK) {
        if (dlti_context_error_count(ds.ctx) == 0)
            errorf("import: %s", dlti_status_string(st));
        else if (!target && st == DLTI_ERR_PARSE)
            note_if_triple(text, "dlti import --target");
        rc = EXIT_ERR;
    } else if (!s || d.nomem) {
        out_of_memory();
        rc = EXIT_ERR;
    } else if (json) {
        fputs("{\"spec\": ", stdout);
        json_string(stdout, s);
        fputs(", \"warnings\": [", stdout);
        for (size_t i = 0; i < d.n; i++) {
            if (i)
                fputs(", ", stdout);
            json_string(stdout, d.warnings[i]);
        }
        fputs("]}\n", stdout);
    } else {
        printf("module attributes {dlti.dl_spec = %s} {\n}\n", s);
    }
    dlti_free(s);
    for (size_t i = 0; i < d.n; i++)
        free(d.warnings[i]);
    free(d.warnings);
    free_context(&ds);
    return rc;
}
