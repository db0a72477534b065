/* options.c - the option parser of every command (getopt_long, spelled-out
 * options only), the plugin options it takes wherever they stand, the
 * "did you mean" of an unknown long option, and --format. */
#include "config.h"

#include "cli.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* The long options of `longopts` nearest to the unknown `arg`
 * ("--formt=json"), for the next usage error. */
static void suggest_option(cli *c, const char *arg,
                           const struct option *longopts)
{
    size_t n = 0, len;
    if (arg[0] != '-' || arg[1] != '-')
        return;
    arg += 2;
    len = strcspn(arg, "=");
    if (len == 0 || len >= sizeof c->unknown_name)
        return;
    memcpy(c->unknown_name, arg, len);
    c->unknown_name[len] = '\0';
    for (; longopts[n].name && n < CLI_MAX_LONGOPTS; n++)
        c->longopt_names[n] = longopts[n].name;
    cli_suggest(c, c->unknown_name, c->longopt_names, n, "--");
}

/* getopt_long takes unique prefixes ("--verb") and clusters of short
 * options ("-vh"); the tool never did. */
static int spelled_out(const char *arg, const char *name)
{
    size_t n = strlen(name);
    return arg[0] == '-' && arg[1] == '-' && strncmp(arg + 2, name, n) == 0 &&
           (arg[2 + n] == '\0' || arg[2 + n] == '=');
}

/* A plugin option's value, or a usage error when it is missing or empty. */
static int take_plugin_option(cli *c, cli_opt *st, int opt, const char *value)
{
    const char *name = opt == OPT_PLUGIN_DIR ? "--plugin-dir" : "--load-plugin";
    plugin_options *po = &c->plugins;
    const char ***v = opt == OPT_PLUGIN_DIR ? &po->dirs : &po->files;
    size_t *n = opt == OPT_PLUGIN_DIR ? &po->n_dirs : &po->n_files;
    const char **nv;

    if (!value || !*value) {
        st->rc = usage_error(c, NULL, "option '%s' needs a %s", name,
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

int cli_getopt(cli *c, cli_opt *st, int argc, char **argv, const char *cmd,
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
        int opt = getopt_long(argc, argv, shortopts, longopts, &idx);
        if (opt == -1) {
            st->dashdash = at < argc && optind == at + 1 &&
                           strcmp(argv[at], "--") == 0;
            st->rest = 1;
            st->next = optind;
            continue;
        }
        if (opt == 1)
            return 1;
        if (idx >= 0 ? !spelled_out(argv[at], longopts[idx].name)
                     : opt != '?' && opt != ':' && argv[at][2] != '\0')
            opt = '?';
        if (opt == OPT_ALLOW_WRITABLE) {
            c->plugins.allow_writable = 1;
            continue;
        }
        if (opt == OPT_PLUGIN_DIR || opt == OPT_LOAD_PLUGIN ||
            (opt == ':' && (optopt == OPT_PLUGIN_DIR ||
                            optopt == OPT_LOAD_PLUGIN))) {
            if (take_plugin_option(c, st, opt == ':' ? optopt : opt,
                                   opt == ':' ? NULL : optarg) != 0)
                return -1;
            continue;
        }
        if (opt == '?' && st->keep_unknown) {
            /* A cluster of short options comes back once. */
            if (at != st->last_unknown) {
                st->last_unknown = at;
                optarg = argv[at];
                return 1;
            }
            continue;
        }
        if (opt == '?') {
            suggest_option(c, argv[at], longopts);
            st->rc = cmd ? usage_error(c, cmd, "unknown option '%s' for '%s'",
                                       argv[at], cmd)
                         : usage_error(c, NULL, "unknown option '%s'",
                                       argv[at]);
            return -1;
        }
        return opt;
    }
}

int parse_format(cli *c, const char *cmd, const char *value)
{
    if (strcmp(value, "table") == 0)
        return 0;
    if (strcmp(value, "json") == 0)
        return 1;
    usage_error(c, cmd, "%s: unknown format '%s' (expected 'table' or 'json')",
                cmd, value);
    return -1;
}
