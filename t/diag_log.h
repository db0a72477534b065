/* diag_log.h - what the C API tests share: a diagnostic handler that
 * counts error diagnostics and keeps the last one with its place, and a
 * type parsed from text (NULL when it does not parse). */
#ifndef DLTI_T_DIAG_LOG_H
#define DLTI_T_DIAG_LOG_H

#include <stdio.h>
#include <string.h>

#include "dlti/dlti.h"

typedef struct diag_log {
    int errors;
    char last[512];
    unsigned line, col;
} diag_log;

/* A dlti_diag_handler; `user` is a diag_log. */
static void record(void *user, dlti_severity sev, const dlti_loc *loc,
                   const char *msg)
{
    diag_log *log = user;
    if (sev != DLTI_SEV_ERROR)
        return;
    log->errors++;
    snprintf(log->last, sizeof log->last, "%s", msg);
    log->line = loc ? loc->line : 0;
    log->col = loc ? loc->col : 0;
}

static const dlti_type *type(dlti_context *ctx, const char *text)
{
    const dlti_type *t = NULL;
    if (dlti_parse_type(ctx, text, strlen(text), &t) != DLTI_OK)
        return NULL;
    return t;
}

#endif
