/* cmd_plugins.c - `dlti plugins`: the dialect plugins on the search path,
 * as a table or JSON. */
#include "config.h"

#include "cli.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

const char cmd_plugins_help[] =
    "Usage: dlti plugins [--verbose] [--format=table|json]\n"
    "\n"
    "Lists the dialect plugins found on the plugin search path: the\n"
    "--plugin-dir directories, then $DLTI_PLUGIN_PATH, then the default\n"
    "plugin directory (see 'dlti --help').  Every file NAMESPACE.so there is\n"
    "loaded on its own and shown with its namespace, version and file, and\n"
    "the types, attributes, ops and identifier keys its dialect registers.\n"
    "A file whose namespace an earlier file on the path provides is marked\n"
    "'shadowed': it is never loaded.  Files that would be refused are only\n"
    "counted unless --verbose is given.  Files given with --load-plugin are\n"
    "loaded (a refusal is a warning) but not listed.\n"
    "\n"
    "Options:\n"
    "  -v, --verbose     also show the search path, directories that cannot\n"
    "                    be read and the files that would be refused, with\n"
    "                    the reason\n"
    "  --format=FORMAT   'table' (default) or 'json'\n"
    "  -h, --help        show this help and exit\n"
    "\n"
    "Exit status: 0 (also when files are refused), 2 on a usage error.\n";

/* What the listing callback collects. */
typedef struct plugin_listing {
    int verbose, json;
    size_t shown;          /* entries printed */
    size_t refused_hidden; /* refused files left out (not verbose) */
    char **files;          /* every file reported so far, for "shadowed by" */
    size_t n_files;
} plugin_listing;

static const char *base_name(const char *path)
{
    const char *s = strrchr(path, '/');
    return s ? s + 1 : path;
}

/* The first file reported before with the same name as `file`. */
static const char *shadowing_file(const plugin_listing *pl, const char *file)
{
    for (size_t i = 0; i < pl->n_files; i++)
        if (strcmp(base_name(pl->files[i]), base_name(file)) == 0)
            return pl->files[i];
    return NULL;
}

/* Prints "!ns.name" / "#ns.name" / "name" items separated by ", ", or "-". */
static void print_name_list(const char *label, const char *prefix,
                            const char *ns, const char *const *names, size_t n)
{
    printf("    %-12s", label);
    if (n == 0)
        fputs("-", stdout);
    for (size_t i = 0; i < n; i++) {
        if (prefix)
            printf("%s%s%s.%s", i ? ", " : "", prefix, ns, names[i]);
        else
            printf("%s%s", i ? ", " : "", names[i]);
    }
    putchar('\n');
}

static void json_name_list(const char *key, const char *prefix, const char *ns,
                           const char *const *names, size_t n)
{
    printf(", \"%s\": [", key);
    for (size_t i = 0; i < n; i++) {
        if (i)
            fputs(", ", stdout);
        if (prefix) {
            size_t len = strlen(prefix) + strlen(ns) + strlen(names[i]) + 2;
            char *s = malloc(len);
            if (s) {
                snprintf(s, len, "%s%s.%s", prefix, ns, names[i]);
                json_string(stdout, s);
                free(s);
                continue;
            }
        }
        json_string(stdout, names[i]);
    }
    putchar(']');
}

static void on_plugin(void *user, const dlti_plugin_report *r)
{
    plugin_listing *pl = user;
    const char *shadow = r->shadowed ? shadowing_file(pl, r->file) : NULL;
    char **nf;

    /* A directory named twice on the path is listed once. */
    for (size_t i = 0; i < pl->n_files; i++)
        if (strcmp(pl->files[i], r->file) == 0)
            return;
    if (r->error && !pl->verbose) {
        pl->refused_hidden++;
    } else if (pl->json) {
        fputs(pl->shown ? ",\n    {\"file\": " : "\n    {\"file\": ", stdout);
        json_string(stdout, r->file);
        if (r->error) {
            fputs(", \"namespace\": null, \"error\": ", stdout);
            json_string(stdout, r->error);
        } else {
            fputs(", \"namespace\": ", stdout);
            json_string(stdout, r->name_space);
            fputs(", \"version\": ", stdout);
            if (r->version)
                json_string(stdout, r->version);
            else
                fputs("null", stdout);
            fputs(", \"summary\": ", stdout);
            if (r->summary)
                json_string(stdout, r->summary);
            else
                fputs("null", stdout);
            json_name_list("types", "!", r->name_space, r->types, r->n_types);
            json_name_list("attributes", "#", r->name_space, r->attrs,
                           r->n_attrs);
            json_name_list("ops", NULL, NULL, r->ops, r->n_ops);
            json_name_list("keys", NULL, NULL, r->keys, r->n_keys);
        }
        fputs(", \"shadowed_by\": ", stdout);
        if (shadow)
            json_string(stdout, shadow);
        else
            fputs(r->shadowed ? "\"\"" : "null", stdout);
        putchar('}');
        pl->shown++;
    } else {
        if (pl->shown == 0)
            printf("%-12s %-10s %s\n", "namespace", "version", "file");
        printf("%-12s %-10s %s", r->error ? "-" : r->name_space,
               r->error || !r->version ? "-" : r->version, r->file);
        if (r->shadowed)
            printf(" (shadowed by %s)", shadow ? shadow : "an earlier file");
        putchar('\n');
        if (r->error) {
            printf("    %-12s%s\n", "refused:", r->error);
        } else {
            if (r->summary && *r->summary)
                printf("    %-12s%s\n", "summary:", r->summary);
            print_name_list("types:", "!", r->name_space, r->types,
                            r->n_types);
            print_name_list("attributes:", "#", r->name_space, r->attrs,
                            r->n_attrs);
            print_name_list("ops:", NULL, NULL, r->ops, r->n_ops);
            print_name_list("keys:", NULL, NULL, r->keys, r->n_keys);
        }
        pl->shown++;
    }

    nf = realloc(pl->files, (pl->n_files + 1) * sizeof *nf);
    if (nf) {
        size_t len = strlen(r->file);
        pl->files = nf;
        if ((nf[pl->n_files] = malloc(len + 1)) != NULL) {
            memcpy(nf[pl->n_files], r->file, len + 1);
            pl->n_files++;
        }
    }
}

/* Prints the directories of the search path "a:b:c" one per line (table)
 * or as JSON strings, with the reason a directory cannot be read. */
static void print_search_path(const char *path, int json)
{
    const char *p = path;
    int first = 1;
    if (json)
        fputs("  \"search_path\": [", stdout);
    else
        puts("search path:");
    while (p && *p) {
        const char *colon = strchr(p, ':');
        size_t len = colon ? (size_t)(colon - p) : strlen(p);
        char *dir = malloc(len + 1);
        struct stat sb;
        if (dir) {
            memcpy(dir, p, len);
            dir[len] = '\0';
            if (json) {
                fputs(first ? "" : ", ", stdout);
                json_string(stdout, dir);
            } else if (stat(dir, &sb) != 0) {
                printf("  %s (%s)\n", dir, strerror(errno));
            } else if (!S_ISDIR(sb.st_mode)) {
                printf("  %s (%s)\n", dir, strerror(ENOTDIR));
            } else {
                printf("  %s\n", dir);
            }
            first = 0;
            free(dir);
        }
        p = colon ? colon + 1 : NULL;
    }
    if (json)
        fputs("],\n", stdout);
    else
        putchar('\n');
}

int cmd_plugins(cli *c, int argc, char **argv)
{
    static const struct option plugins_options[] = {
        {"verbose", no_argument, NULL, 'v'},
        {"format", required_argument, NULL, OPT_FORMAT},
        {"help", no_argument, NULL, 'h'},
        CLI_PLUGIN_OPTIONS};
    cli_opt co = {0};
    plugin_listing pl;
    diag_state ds;
    char *path;
    dlti_status st;
    int rc = EXIT_OK, opt;

    memset(&pl, 0, sizeof pl);
    while ((opt = cli_getopt(c, &co, argc, argv, "plugins", "-:hv",
                             plugins_options)) != 0) {
        switch (opt) {
        case -1:
            return co.rc;
        case 'h':
            fputs(cmd_plugins_help, stdout);
            return EXIT_OK;
        case 'v':
            pl.verbose = 1;
            break;
        case OPT_FORMAT:
            if ((pl.json = parse_format(c, "plugins", optarg)) < 0)
                return EXIT_USAGE;
            break;
        case ':':
            return usage_error(c, "plugins", "plugins: --format needs a value");
        case 1:
            /* (no operands: "--" is an unknown option here) */
            if (co.dashdash)
                return usage_error(c, "plugins",
                                   "unknown option '--' for 'plugins'");
            return usage_error(c, "plugins",
                               "plugins: unexpected argument '%s'", optarg);
        }
    }
    if (co.dashdash)
        return usage_error(c, "plugins", "unknown option '--' for 'plugins'");

    if (!new_context(c, &ds, NULL))
        return EXIT_ERR;
    path = dlti_context_plugin_path(ds.ctx);
    if (!path) {
        out_of_memory();
        free_context(&ds);
        return EXIT_ERR;
    }
    if (pl.json) {
        puts("{");
        print_search_path(path, 1);
        fputs("  \"plugins\": [", stdout);
    } else if (pl.verbose) {
        print_search_path(path, 0);
    }
    st = dlti_list_plugins(ds.ctx, on_plugin, &pl);
    if (pl.json) {
        fputs(pl.shown ? "\n  ]\n}\n" : "]\n}\n", stdout);
    } else if (pl.shown == 0) {
        printf("no plugins found in %s\n", *path ? path : "(empty path)");
    }
    if (!pl.json && pl.refused_hidden)
        printf("(%zu file%s refused; 'dlti plugins --verbose' says why)\n",
               pl.refused_hidden, pl.refused_hidden == 1 ? "" : "s");
    if (st != DLTI_OK) {
        report_if_silent(&ds, "plugins", st);
        rc = EXIT_ERR;
    }
    for (size_t i = 0; i < pl.n_files; i++)
        free(pl.files[i]);
    free(pl.files);
    dlti_free(path);
    free_context(&ds);
    return rc;
}
