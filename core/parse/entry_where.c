/* entry_where.c - where a scope's spec entries are written: found again in the
 * source text when a diagnostic wants to point at one.
 *
 * Entries are uniqued attributes and keep no location, and recording one
 * for every spec parsed would cost memory on every file for the rare one
 * that fails; so the text is lexed again, from the op's own location, only
 * when a note needs it.  The op's attribute dictionary is the `{` at
 * bracket depth 0 of the op's tokens (regions and properties lie deeper),
 * its value is the spec written inline or an alias, whose definition is
 * then lexed.  Anything unexpected (a location from `loc(...)`, text the
 * lexer refuses, an entry count that does not match) gives up: no note. */
#include "config.h"

#include "parser.h"
#include "dl_text.h"

/* Alias chains followed at most (`#a = #b`). */
#define WHERE_MAX_ALIASES 8

typedef struct where_scan {
    dl_lexer lx;
    dl_token t;
} where_scan;

static void adv(where_scan *s)
{
    dl_lex_next(&s->lx, &s->t);
}

static bool opens(dl_tok_kind k)
{
    return k == DL_TOK_LBRACE || k == DL_TOK_LPAREN || k == DL_TOK_LSQUARE ||
           k == DL_TOK_LESS || k == DL_TOK_META_BEGIN;
}

static bool closes(dl_tok_kind k)
{
    return k == DL_TOK_RBRACE || k == DL_TOK_RPAREN || k == DL_TOK_RSQUARE ||
           k == DL_TOK_GREATER || k == DL_TOK_META_END;
}

static bool at_end(const where_scan *s)
{
    return s->t.kind == DL_TOK_EOF || s->t.kind == DL_TOK_ERROR;
}

/* Whether the current token is the dictionary key `name`, bare or quoted
 * without escapes. */
static bool is_key(const where_scan *s, const char *name)
{
    size_t n = strlen(name);
    const char *b = s->lx.buf + s->t.off;
    if (s->t.kind == DL_TOK_BARE)
        return s->t.len == n && memcmp(b, name, n) == 0;
    return s->t.kind == DL_TOK_STRING && !(s->t.flags & DL_TOKF_ESCAPE) &&
           s->t.len == n + 2 && memcmp(b + 1, name, n) == 0;
}

/* Moves from the op's first token to the first token of the value of its
 * attribute `name`. */
static bool find_dict_value(where_scan *s, const char *name)
{
    int depth = 0;
    bool in_dict = false; /* depth 1 and the bracket there is `{` */
    for (adv(s); !at_end(s); adv(s)) {
        dl_tok_kind k = s->t.kind;
        if (opens(k)) {
            if (depth == 0)
                in_dict = k == DL_TOK_LBRACE;
            depth++;
        } else if (closes(k)) {
            if (--depth < 0)
                return false; /* the end of the op's block */
        } else if (depth == 1 && in_dict && is_key(s, name)) {
            adv(s);
            if (s->t.kind != DL_TOK_EQUAL)
                continue;
            adv(s);
            return !at_end(s);
        }
    }
    return false;
}

/* Moves to the first token of the value of the top-level alias
 * definition `#name = ...` (the current token is the reference, which
 * the definition precedes). */
static bool find_alias_value(where_scan *s)
{
    dl_token ref = s->t;
    const char *name = s->lx.buf + ref.off;
    int depth = 0;
    dl_lex_reset(&s->lx, 0);
    for (adv(s); !at_end(s) && s->t.off < ref.off; adv(s)) {
        if (opens(s->t.kind)) {
            depth++;
        } else if (closes(s->t.kind)) {
            depth--;
        } else if (depth == 0 && s->t.kind == DL_TOK_HASH &&
                   s->t.len == ref.len &&
                   memcmp(s->lx.buf + s->t.off, name, ref.len) == 0) {
            adv(s);
            if (s->t.kind != DL_TOK_EQUAL)
                continue;
            adv(s);
            return !at_end(s);
        }
    }
    return false;
}

/* At the value `#dlti.dl_spec<...>`, written or through aliases: moves to
 * the first token after its `<`.  *alias is the last alias followed (its
 * token), kind 0 when none. */
static bool enter_spec(where_scan *s, dl_token *alias)
{
    alias->kind = DL_TOK_EOF;
    for (int i = 0; i <= WHERE_MAX_ALIASES; i++) {
        if (s->t.kind != DL_TOK_HASH)
            return false;
        const char *b = s->lx.buf + s->t.off;
        if (s->t.len == 13 && memcmp(b, "#dlti.dl_spec", 13) == 0) {
            adv(s);
            if (s->t.kind != DL_TOK_LESS)
                return false;
            adv(s);
            return !at_end(s);
        }
        if (memchr(b, '.', s->t.len))
            return false; /* another dialect's attribute */
        *alias = s->t;
        if (!find_alias_value(s))
            return false;
    }
    return false;
}

/* In a spec's entry list (at its first token): the offset of entry
 * `index`'s first token, if the list has exactly `count` entries. */
static bool find_entry(where_scan *s, size_t index, size_t count,
                       size_t *off)
{
    size_t i = 0;
    int depth = 0;
    bool starts = true; /* the token starts entry i */
    for (; !at_end(s); adv(s)) {
        dl_tok_kind k = s->t.kind;
        if (depth == 0 && k == DL_TOK_COMMA) {
            i++;
            starts = true;
            continue;
        }
        if (starts && i == index)
            *off = s->t.off;
        starts = false;
        if (opens(k))
            depth++;
        else if (closes(k) && --depth < 0)
            return i + 1 == count && index < count;
    }
    return false;
}

/* The offset of line `line` in `src`, or SIZE_MAX. */
static size_t line_offset(const dl_source *src, unsigned line)
{
    if (line < src->first_line)
        return SIZE_MAX;
    size_t off = 0;
    for (unsigned l = src->first_line; l < line; l++) {
        const char *nl = memchr(src->text + off, '\n', src->len - off);
        if (!nl)
            return SIZE_MAX;
        off = (size_t)(nl - src->text) + 1;
    }
    return off;
}

bool dl_spec_entry_where(dlti_context *ctx, const dlti_op *op,
                         const char *attr_name, size_t index, size_t count,
                         dlti_loc *out, const char **alias, size_t *alias_len)
{
    *alias = NULL;
    *alias_len = 0;
    if (!ctx || !op || !op->loc.file || op->loc.line == 0 || op->loc.col == 0)
        return false;
    const dl_source *src = dl_source_find(ctx, op->loc.file);
    if (!src)
        return false;
    size_t at = line_offset(src, op->loc.line);
    if (at == SIZE_MAX || op->loc.col - 1 > src->len - at)
        return false;
    where_scan s;
    dl_lex_init(&s.lx, src->text, src->len, src->first_line);
    dl_lex_reset(&s.lx, at + op->loc.col - 1);
    dl_token via = {DL_TOK_EOF, 0, 0, 0};
    size_t off = 0;
    if (!find_dict_value(&s, attr_name) || !enter_spec(&s, &via) ||
        !find_entry(&s, index, count, &off))
        return false;
    out->file = op->loc.file;
    dl_lex_linecol(&s.lx, off, &out->line, &out->col);
    if (via.kind == DL_TOK_HASH) {
        *alias = src->text + via.off;
        *alias_len = via.len;
    }
    return true;
}
