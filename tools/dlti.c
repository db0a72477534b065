/* dlti.c - the dlti command-line tool: main, the command table, the
 * global options and help.  main makes the run's `cli` state and passes
 * it to the command; the option parser is options.c's.
 *
 *   dlti query [--split-input-file] [-o FILE] FILE...
 *                                            as mlir-opt-22 --test-data-layout-query
 *   dlti layout [--spec FILE] [--format=table|json] [--fields] [--explain] TYPE...
 *   dlti diff LAYOUT_A LAYOUT_B [TYPE...]        what differs between two layouts
 *   dlti verify [--split-input-file] FILE...
 *   dlti plugins [--verbose] [--format=table|json]
 *   dlti import [--target] STRING            LLVM string/triple -> dl_spec
 *   dlti export FILE                         dl_spec -> LLVM string
 *
 * Global options, before or after the command: --plugin-dir DIR and
 * --load-plugin FILE (both repeatable), applied to every context the tool
 * creates.
 *
 * The files call one way, from this one down (doc/design.md, "CLI
 * files"): dlti.c -> cmd_*.c -> layout_source.c, process.c ->
 * target_query.c, scope.c, verify_diag.c, split.c -> diag.c, the views,
 * options.c, input.c, output.c -> message.c -> suggest.c, json.c.
 *
 * The tool uses only the public API of libdlti (include/dlti/dlti.h), like
 * any other program would.  Diagnostics are printed the way mlir-opt prints
 * them (diag.c).  Exit status: 0 success, 1 an input or a type had an
 * error, 2 usage error.
 */
#include "config.h"

#include "paths.h" /* DLTI_PLUGINDIR */

#include "cli.h"

#include <stdlib.h>
#include <string.h>
#if defined(HAVE_MALLOC_H) && defined(HAVE_MALLOPT)
#include <malloc.h>
#endif

/* ---- Help ---------------------------------------------------------------- */

static const char main_help[] =
    "Usage: dlti [OPTION...] COMMAND [ARGS...]\n"
    "\n"
    "Answers \"how is a value of this type laid out in memory?\" for MLIR data\n"
    "layout specifications (#dlti.dl_spec), following MLIR 22.\n"
    "\n"
    "Commands:\n"
    "  query FILE...   print each FILE with every test.data_layout_query op\n"
    "                  annotated, as mlir-opt-22 --test-data-layout-query does\n"
    "                  (-o FILE: into FILE)\n"
    "  layout TYPE...  print the size and alignment of types (--fields: where\n"
    "                  their members land; --rules=llvm: as LLVM and clang)\n"
    "                  (no TYPE: the layout itself; --explain: what decided\n"
    "                  each answer)\n"
    "  diff A B        what differs between two layouts, side by side\n"
    "  verify FILE...  check that files parse and verify\n"
    "  plugins         list the dialect plugins on the plugin search path\n"
    "  import STRING   the spec of an LLVM data layout string (--target: of a\n"
    "                  target triple), as MLIR 22 imports it\n"
    "  export FILE     the LLVM data layout string of FILE's spec, as\n"
    "                  mlir-translate-22 --mlir-to-llvmir writes it\n"
    "  help [COMMAND]  show the help of dlti or of a command\n"
    "\n"
    "Options (the plugin options may also follow COMMAND):\n"
    "  --plugin-dir DIR    look for dialect plugins in DIR, before\n"
    "                      $DLTI_PLUGIN_PATH and the default directory;\n"
    "                      repeatable, searched in the order given (a DIR\n"
    "                      that does not exist is warned about)\n"
    "  --load-plugin FILE  load the dialect plugin FILE (NAMESPACE.so) before\n"
    "                      reading any input; repeatable (a FILE without '/'\n"
    "                      is one of the current directory)\n"
    "  --allow-writable-plugins\n"
    "                      load plugins that others than their owner and\n"
    "                      root could change (refused by default)\n"
    "  -h, --help          show this help and exit\n"
    "  --version           show the version (and the MLIR version whose data\n"
    "                      layout semantics dlti follows) and exit\n"
    "\n"
    "FILE may be '-' for standard input.  Run 'dlti help COMMAND' for the\n"
    "options of a command.\n"
    "\n"
    "Dialects other than builtin and dlti come from plugins: the plugin of\n"
    "namespace NS is the file NS.so, loaded the first time NS appears in the\n"
    "input.  It is looked for in the --plugin-dir directories, then in the\n"
    "directories of $DLTI_PLUGIN_PATH (colon-separated), then in\n"
    "%s.  A plugin that cannot be used is refused\n"
    "with a warning and the run goes on without it; the types of a dialect\n"
    "without plugin are kept as they are written and have no layout.\n"
    "\n"
    "A misspelt command or option gets a \"did you mean\" note.\n"
    "\n"
    "Exit status: 0 on success, 1 if an input or a type had an error,\n"
    "2 on a usage error.  Warnings do not change it.\n";

static const char help_help[] =
    "Usage: dlti help [COMMAND]\n"
    "\n"
    "Shows the help of dlti or of COMMAND.\n";


static void print_main_help(void)
{
    printf(main_help, DLTI_PLUGINDIR);
}

/* ---- Commands ------------------------------------------------------------ */

static int cmd_help(cli *c, int argc, char **argv);

static const cli_command commands[] = {
    {"query", cmd_query, cmd_query_help},
    {"layout", cmd_layout, cmd_layout_help},
    {"diff", cmd_diff, cmd_diff_help},
    {"verify", cmd_verify, cmd_verify_help},
    {"plugins", cmd_plugins, cmd_plugins_help},
    {"import", cmd_import, cmd_import_help},
    {"export", cmd_export, cmd_export_help},
    {"help", cmd_help, help_help},
};

#define N_COMMANDS (sizeof commands / sizeof commands[0])

static const cli_command *find_command(const char *name)
{
    for (size_t i = 0; i < N_COMMANDS; i++)
        if (strcmp(commands[i].name, name) == 0)
            return &commands[i];
    return NULL;
}

static int suggest_command(cli *c, const char *name)
{
    const char *names[N_COMMANDS];
    for (size_t i = 0; i < N_COMMANDS; i++)
        names[i] = commands[i].name;
    cli_suggest(c, name, names, N_COMMANDS, "");
    return usage_error(c, NULL, "unknown command '%s'", name);
}

/* ---- help and main ------------------------------------------------------- */

/* Its operands are taken as they are ("-h", or an unknown option: an
 * unknown command); only the plugin options are options. */
static int cmd_help(cli *c, int argc, char **argv)
{
    static const struct option help_options[] = {CLI_PLUGIN_OPTIONS};
    cli_opt st = {0};
    const char *name = NULL;
    const cli_command *cmd;
    int n = 0, opt;

    st.keep_unknown = 1;
    st.last_unknown = -1;
    while ((opt = cli_getopt(c, &st, argc, argv, "help", "-:", help_options)) !=
           0) {
        if (opt < 0)
            return st.rc;
        if (opt == 1 && n++ == 0)
            name = optarg;
    }
    if (n == 0) {
        print_main_help();
        return EXIT_OK;
    }
    if (n > 1)
        return usage_error(c, "help", "help: expected at most one COMMAND");
    if (strcmp(name, "-h") == 0 || strcmp(name, "--help") == 0) {
        fputs(help_help, stdout);
        return EXIT_OK;
    }
    cmd = find_command(name);
    if (!cmd)
        return suggest_command(c, name);
    fputs(cmd->help, stdout);
    return EXIT_OK;
}

/* The options before the command, then the command with its arguments. */
static int run_main(cli *c, int argc, char **argv)
{
    static const struct option main_options[] = {
        {"help", no_argument, NULL, 'h'},
        {"version", no_argument, NULL, OPT_VERSION},
        CLI_PLUGIN_OPTIONS};
    cli_opt st = {0};
    const cli_command *cmd;
    int opt;

    /* '+': the first operand is the command; what follows is its own. */
    while ((opt = cli_getopt(c, &st, argc, argv, NULL, "+:h", main_options)) !=
           1) {
        if (opt < 0)
            return st.rc;
        if (opt == 0)
            return st.dashdash ? usage_error(c, NULL, "unknown option '--'")
                               : usage_error(c, NULL, "missing COMMAND");
        if (opt == 'h') {
            print_main_help();
            return output_finish(c, EXIT_OK);
        }
        if (opt == OPT_VERSION) {
            printf("dlti %s (MLIR 22.1 data layout semantics)\n",
                   dlti_version());
            return output_finish(c, EXIT_OK);
        }
    }
    if (st.dashdash)
        return usage_error(c, NULL, "unknown option '--'");
    if (optarg[0] == '-') /* "-" */
        return usage_error(c, NULL, "unknown option '%s'", optarg);
    cmd = find_command(optarg);
    if (!cmd)
        return suggest_command(c, optarg);
    return output_finish(c,
        cmd->run(c, argc - (st.next - 1), argv + (st.next - 1)));
}

/* The tool keeps the heap it frees instead of handing its top back at
 * once, and grows it a megabyte at a time: with a second thread running
 * (the writer, the chunk worker) every shrinking of the heap interrupts
 * the other processor to flush its TLB (a split file of 1,000 chunks made
 * 643 brk calls).  Peak memory is unchanged (what is kept was in use
 * before; pages of the pad not touched are not resident).  Large blocks
 * stay mapped apart: from the heap they cost resident memory (nested:
 * 10.3 -> 12.8 MB). */
static void tune_malloc(void)
{
#if defined(HAVE_MALLOC_H) && defined(HAVE_MALLOPT)
    mallopt(M_TRIM_THRESHOLD, 256 << 20);
    mallopt(M_TOP_PAD, 1 << 20);
#endif
}

int main(int argc, char **argv)
{
    cli c = {0};
    int rc;

    tune_malloc();

    c.commands = commands;
    c.n_commands = N_COMMANDS;
    c.out_saved = -1;
    rc = run_main(&c, argc, argv);
    free(c.plugins.dirs);
    free(c.plugins.files);
    diag_cleanup(&c);
    return rc;
}
