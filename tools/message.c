/* message.c - the tool's own messages on stderr ("dlti: error: ..."), and
 * usage errors with their "did you mean" note and the usage of the
 * command. */
#include "config.h"

#include "cli.h"

#include <stdarg.h>
#include <string.h>

/* "dlti: KIND: message" on standard error, after what is on stdout. */
static void vmessage(const char *kind, const char *fmt, va_list ap)
{
    fflush(stdout);
    fprintf(stderr, "%s: %s: ", PROGNAME, kind);
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

void cli_suggest(cli *c, const char *word, const char *const *cands, size_t n,
                 const char *prefix)
{
    c->suggestion = (cli_suggestion){word, cands, n, prefix};
}

static const char usage_text[] =
    "Usage: dlti [OPTION...] COMMAND [ARGS...]\n";

/* The help of `cmd` in c's command table, or NULL. */
static const char *help_of(const cli *c, const char *cmd)
{
    for (size_t i = 0; i < c->n_commands; i++)
        if (strcmp(c->commands[i].name, cmd) == 0)
            return c->commands[i].help;
    return NULL;
}

int usage_error(cli *c, const char *cmd, const char *fmt, ...)
{
    va_list ap;
    fflush(stdout);
    fprintf(stderr, "%s: ", PROGNAME);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    if (c->suggestion.word)
        suggest_note(c->suggestion.word, c->suggestion.cands,
                     c->suggestion.n, c->suggestion.prefix);
    c->suggestion.word = NULL;
    if (cmd) {
        const char *h = help_of(c, cmd);
        /* The first line of a command's help is its usage. */
        const char *nl;
        if (!h)
            h = usage_text;
        nl = strchr(h, '\n');
        fprintf(stderr, "%.*s\n", (int)(nl ? nl - h : (ptrdiff_t)strlen(h)), h);
        fprintf(stderr, "Try 'dlti help %s' for more information.\n", cmd);
    } else {
        fputs(usage_text, stderr);
        fputs("Try 'dlti --help' for more information.\n", stderr);
    }
    return EXIT_USAGE;
}
