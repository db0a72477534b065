/* dlti.c - the dlti command-line tool: main, the command table, the
 * global options, the option parser of every command, and help.
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
 * The tool uses only the public API of libdlti (include/dlti/dlti.h), like
 * any other program would.  Diagnostics are printed the way mlir-opt prints
 * them (diag.c).  Exit status: 0 success, 1 an input or a type had an
 * error, 2 usage error.
 */
#include "config.h"

#include "paths.h" /* DLTI_PLUGINDIR */

#include "cli.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

const char *const progname = "dlti";

plugin_options plugin_opts;

/* ---- Messages ------------------------------------------------------------ */

/* "dlti: KIND: message" on standard error, after what is on stdout. */
static void vmessage(const char *kind, const char *fmt, va_list ap)
{
    fflush(stdout);
    fprintf(stderr, "%s: %s: ", progname, kind);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
}

void errorf(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vmessage("error", fmt, ap);
    va_end(ap);
}

void warnf(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vmessage("warning", fmt, ap);
    va_end(ap);
}

void out_of_memory(void)
{
    errorf("out of memory");
}

/* ---- Help ---------------------------------------------------------------- */

static const char usage_text[] =
    "Usage: dlti [OPTION...] COMMAND [ARGS...]\n";

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

typedef struct command {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *help;
} command;

static int cmd_help(int argc, char **argv);

static const command commands[] = {
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

static void set_suggestion(const char *word, const char *const *cands,
                           size_t n, const char *prefix);

static const command *find_command(const char *name)
{
    for (size_t i = 0; i < N_COMMANDS; i++)
        if (strcmp(commands[i].name, name) == 0)
            return &commands[i];
    return NULL;
}

static int suggest_command(const char *name)
{
    static const char *names[N_COMMANDS];
    for (size_t i = 0; i < N_COMMANDS; i++)
        names[i] = commands[i].name;
    set_suggestion(name, names, N_COMMANDS, "");
    return usage_error(NULL, "unknown command '%s'", name);
}

/* The long options of `longopts` nearest to the unknown `arg`
 * ("--formt=json"), for the next usage error. */
#define MAX_LONGOPTS 32
static const char *longopt_names[MAX_LONGOPTS];
static char unknown_name[64];

static void suggest_option(const char *arg, const struct option *longopts)
{
    size_t n = 0, len;
    if (arg[0] != '-' || arg[1] != '-')
        return;
    arg += 2;
    len = strcspn(arg, "=");
    if (len == 0 || len >= sizeof unknown_name)
        return;
    memcpy(unknown_name, arg, len);
    unknown_name[len] = '\0';
    for (; longopts[n].name && n < MAX_LONGOPTS; n++)
        longopt_names[n] = longopts[n].name;
    set_suggestion(unknown_name, longopt_names, n, "--");
}

/* The "did you mean" of the next usage error: the word and its
 * candidates (set_suggestion). */
static struct {
    const char *word;
    const char *const *cands;
    size_t n;
    const char *prefix;
} suggestion;

static void set_suggestion(const char *word, const char *const *cands,
                           size_t n, const char *prefix)
{
    suggestion.word = word;
    suggestion.cands = cands;
    suggestion.n = n;
    suggestion.prefix = prefix;
}

int usage_error(const char *cmd, const char *fmt, ...)
{
    va_list ap;
    fflush(stdout);
    fprintf(stderr, "%s: ", progname);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    if (suggestion.word)
        suggest_note(suggestion.word, suggestion.cands, suggestion.n,
                     suggestion.prefix);
    suggestion.word = NULL;
    if (cmd) {
        const command *c = find_command(cmd);
        const char *h = c ? c->help : usage_text;
        /* The first line of a command's help is its usage. */
        const char *nl = strchr(h, '\n');
        fprintf(stderr, "%.*s\n", (int)(nl ? nl - h : (ptrdiff_t)strlen(h)), h);
        fprintf(stderr, "Try 'dlti help %s' for more information.\n", cmd);
    } else {
        fputs(usage_text, stderr);
        fputs("Try 'dlti --help' for more information.\n", stderr);
    }
    return EXIT_USAGE;
}

/* ---- The option parser --------------------------------------------------- */

/* getopt_long takes unique prefixes ("--verb") and clusters of short
 * options ("-vh"); the tool never did. */
static int spelled_out(const char *arg, const char *name)
{
    size_t n = strlen(name);
    return arg[0] == '-' && arg[1] == '-' && strncmp(arg + 2, name, n) == 0 &&
           (arg[2 + n] == '\0' || arg[2 + n] == '=');
}

/* A plugin option's value, or a usage error when it is missing or empty. */
static int take_plugin_option(cli_opt *st, int opt, const char *value)
{
    const char *name = opt == OPT_PLUGIN_DIR ? "--plugin-dir" : "--load-plugin";
    plugin_options *po = &plugin_opts;
    const char ***v = opt == OPT_PLUGIN_DIR ? &po->dirs : &po->files;
    size_t *n = opt == OPT_PLUGIN_DIR ? &po->n_dirs : &po->n_files;
    const char **nv;

    if (!value || !*value) {
        st->rc = usage_error(NULL, "option '%s' needs a %s", name,
                             opt == OPT_PLUGIN_DIR ? "DIR" : "FILE");
        return -1;
    }
    if (opt == OPT_PLUGIN_DIR) {
        /* A directory that is not there: a warning, once per name. */
        struct stat sb;
        int seen = 0;
        for (size_t i = 0; i < *n; i++)
            seen |= strcmp((*v)[i], value) == 0;
        if (!seen && stat(value, &sb) != 0)
            warnf("--plugin-dir '%s': %s", value, strerror(errno));
        else if (!seen && !S_ISDIR(sb.st_mode))
            warnf("--plugin-dir '%s': %s", value, strerror(ENOTDIR));
    }
    nv = realloc(*v, (*n + 1) * sizeof *nv);
    if (!nv) {
        out_of_memory();
        st->rc = EXIT_ERR;
        return -1;
    }
    nv[(*n)++] = value;
    *v = nv;
    return 0;
}

int cli_getopt(cli_opt *st, int argc, char **argv, const char *cmd,
               const char *shortopts, const struct option *longopts)
{
    for (;;) {
        if (st->rest) {
            if (st->next >= argc)
                return 0;
            optarg = argv[st->next++];
            return 1;
        }
        if (!st->started) {
            optind = 0; /* a full restart for each argv (glibc, musl) */
            opterr = 0; /* the messages are the tool's */
            st->started = 1;
        }
        /* The element getopt looks at: operands come in order (a leading
         * '-' in shortopts), so it does not move. */
        int at = optind ? optind : 1;
        int idx = -1;
        int c = getopt_long(argc, argv, shortopts, longopts, &idx);
        if (c == -1) {
            st->dashdash = at < argc && optind == at + 1 &&
                           strcmp(argv[at], "--") == 0;
            st->rest = 1;
            st->next = optind;
            continue;
        }
        if (c == 1)
            return 1;
        if (idx >= 0 ? !spelled_out(argv[at], longopts[idx].name)
                     : c != '?' && c != ':' && argv[at][2] != '\0')
            c = '?';
        if (c == OPT_ALLOW_WRITABLE) {
            plugin_opts.allow_writable = 1;
            continue;
        }
        if (c == OPT_PLUGIN_DIR || c == OPT_LOAD_PLUGIN ||
            (c == ':' && (optopt == OPT_PLUGIN_DIR ||
                          optopt == OPT_LOAD_PLUGIN))) {
            if (take_plugin_option(st, c == ':' ? optopt : c,
                                   c == ':' ? NULL : optarg) != 0)
                return -1;
            continue;
        }
        if (c == '?' && st->keep_unknown) {
            /* A cluster of short options comes back once. */
            if (at != st->last_unknown) {
                st->last_unknown = at;
                optarg = argv[at];
                return 1;
            }
            continue;
        }
        if (c == '?') {
            suggest_option(argv[at], longopts);
            st->rc = cmd ? usage_error(cmd, "unknown option '%s' for '%s'",
                                       argv[at], cmd)
                         : usage_error(NULL, "unknown option '%s'", argv[at]);
            return -1;
        }
        return c;
    }
}

int parse_format(const char *cmd, const char *value)
{
    if (strcmp(value, "table") == 0)
        return 0;
    if (strcmp(value, "json") == 0)
        return 1;
    usage_error(cmd, "%s: unknown format '%s' (expected 'table' or 'json')",
                cmd, value);
    return -1;
}

/* ---- help and main ------------------------------------------------------- */

/* Its operands are taken as they are ("-h", or an unknown option: an
 * unknown command); only the plugin options are options. */
static int cmd_help(int argc, char **argv)
{
    static const struct option help_options[] = {CLI_PLUGIN_OPTIONS};
    cli_opt st = {0};
    const char *name = NULL;
    const command *c;
    int n = 0, opt;

    st.keep_unknown = 1;
    st.last_unknown = -1;
    while ((opt = cli_getopt(&st, argc, argv, "help", "-:", help_options)) !=
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
        return usage_error("help", "help: expected at most one COMMAND");
    if (strcmp(name, "-h") == 0 || strcmp(name, "--help") == 0) {
        fputs(help_help, stdout);
        return EXIT_OK;
    }
    c = find_command(name);
    if (!c)
        return suggest_command(name);
    fputs(c->help, stdout);
    return EXIT_OK;
}

/* The options before the command, then the command with its arguments. */
static int run_main(int argc, char **argv)
{
    static const struct option main_options[] = {
        {"help", no_argument, NULL, 'h'},
        {"version", no_argument, NULL, OPT_VERSION},
        CLI_PLUGIN_OPTIONS};
    cli_opt st = {0};
    const command *c;
    int opt;

    /* '+': the first operand is the command; what follows is its own. */
    while ((opt = cli_getopt(&st, argc, argv, NULL, "+:h", main_options)) !=
           1) {
        if (opt < 0)
            return st.rc;
        if (opt == 0)
            return st.dashdash ? usage_error(NULL, "unknown option '--'")
                               : usage_error(NULL, "missing COMMAND");
        if (opt == 'h') {
            print_main_help();
            return output_finish(EXIT_OK);
        }
        if (opt == OPT_VERSION) {
            printf("dlti %s (MLIR 22.1 data layout semantics)\n",
                   dlti_version());
            return output_finish(EXIT_OK);
        }
    }
    if (st.dashdash)
        return usage_error(NULL, "unknown option '--'");
    if (optarg[0] == '-') /* "-" */
        return usage_error(NULL, "unknown option '%s'", optarg);
    c = find_command(optarg);
    if (!c)
        return suggest_command(optarg);
    return output_finish(c->run(argc - (st.next - 1), argv + (st.next - 1)));
}

int main(int argc, char **argv)
{
    int rc = run_main(argc, argv);
    free(plugin_opts.dirs);
    free(plugin_opts.files);
    diag_cleanup();
    return rc;
}
