/* parser.c - the parser's basics: diagnostics at tokens (err_at, err_cur,
 * err_wrong, notes), alias use bounds, texts for messages, interning, the
 * IR memory ops are cut from, and string tokens. */
#include "config.h"

#include "parser.h"

/* ===================================================================== */
/* Tokens, locations, diagnostics                                         */
/* ===================================================================== */

COLD void dl_text_report_lexer_error(parser *p)
{
    if (p->lexerr)
        return;
    p->lexerr = true;
    dlti_loc l = loc_at(p, p->lx.err_off);
    dl_error(p->ctx, DLTI_ERR_PARSE, &l, "%s", p->lx.err_msg);
}

dlti_status dl_text_verr(parser *p, size_t off, bool prefix, dlti_status st,
                    const char *fmt, va_list ap)
{
    /* MLIR abandons diagnostics issued while the current token is a lexer
     * error: the lexer already said what is wrong. */
    if (p->tok.kind == DL_TOK_ERROR)
        return DLTI_ERR_PARSE;
    dl_buf b = {0};
    if (prefix && p->custom_op)
        dl_buf_printf(&b, "custom op '%s' ", p->custom_op);
    dl_format(&b, p->ctx, fmt, ap);
    char *msg = dl_buf_take(&b);
    dlti_loc l = loc_at(p, off);
    dl_error(p->ctx, st, &l, "%s", msg ? msg : "(diagnostic lost: out of memory)");
    free(msg);
    return st;
}

dlti_status dl_text_err_at(parser *p, size_t off, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    dlti_status st = dl_text_verr(p, off, false, DLTI_ERR_PARSE, fmt, ap);
    va_end(ap);
    return st;
}

/* As dl_text_err_at, with the "custom op 'NAME' " prefix of MLIR's OpAsmParser when
 * a custom op is being parsed. */
dlti_status dl_text_cerr_at(parser *p, size_t off, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    dlti_status st = dl_text_verr(p, off, true, DLTI_ERR_PARSE, fmt, ap);
    va_end(ap);
    return st;
}

size_t dl_text_cur_off(parser *p)
{
    size_t off = p->tok.off;
    if (p->tok.kind == DL_TOK_EOF && off > 0)
        off--;
    return off;
}

dlti_status dl_text_err_cur(parser *p, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    dlti_status st = dl_text_verr(p, dl_text_cur_off(p), false, DLTI_ERR_PARSE, fmt, ap);
    va_end(ap);
    return st;
}

/* Where MLIR's emitWrongTokenError reports: after the last non-blank
 * character before the current token, skipping lines that are blank or
 * hold only a comment. */
static size_t wrong_token_off(parser *p)
{
    const char *b = p->lx.buf;
    size_t orig = dl_text_cur_off(p);
    size_t end = orig;
    for (;;) {
        while (end > 0 && (b[end - 1] == ' ' || b[end - 1] == '\t'))
            end--;
        if (end == 0)
            return orig;
        if (b[end - 1] != '\n' && b[end - 1] != '\r')
            return end;
        end--;
        size_t ls = end;
        while (ls > 0 && b[ls - 1] != '\n' && b[ls - 1] != '\r')
            ls--;
        for (size_t i = ls; i + 1 < end; i++)
            if (b[i] == '/' && b[i + 1] == '/') {
                end = i;
                break;
            }
    }
}

dlti_status dl_text_err_wrong(parser *p, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    dlti_status st = dl_text_verr(p, wrong_token_off(p), false, DLTI_ERR_PARSE, fmt, ap);
    va_end(ap);
    return st;
}

COLD dlti_status dl_text_expect_failed(parser *p, const char *msg)
{
    return dl_text_err_wrong(p, "%s", msg);
}

void dl_text_note_at(parser *p, size_t off, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    dl_buf b = {0};
    dl_format(&b, p->ctx, fmt, ap);
    va_end(ap);
    char *msg = dl_buf_take(&b);
    dlti_loc l = loc_at(p, off);
    dl_note(p->ctx, &l, "%s", msg ? msg : "(note lost: out of memory)");
    free(msg);
}

#define MAX_ALIAS_EXPANSION ((uint64_t)1 << 30)
#define MAX_ALIAS_EXPANSION_TEXT "1 GiB"

/* A use of alias `a` at the current depth (`off`: where the reference
 * is, `reflen` its length).  Its value counts as
 * nested where it is used: without this bound, chains of aliases would
 * build types and attributes nested without limit, and the recursive
 * printer, verifiers and plugin hooks would overflow the stack.  Its
 * expanded size adds to a total bounded by MAX_ALIAS_EXPANSION: aliases
 * used twice in the next one would otherwise make types whose printed
 * form is exponential in the input. */

static uint64_t add_sat(uint64_t a, uint64_t b)
{
    return a > UINT64_MAX - b ? UINT64_MAX : a + b;
}

dlti_status dl_text_use_alias(parser *p, const alias_def *a, size_t off,
                              size_t reflen)
{
    /* A value the printer names by its own alias prints as that name:
     * DWARF metadata (`#di_*`) and locations share their parts in DAGs
     * whose text written out is exponential in the file's size. */
    uint64_t size = a->aliased ? reflen : a->size;
    p->alias.last_full = a->full;
    if (a->full > reflen)
        p->alias.full_extra = add_sat(p->alias.full_extra, a->full - reflen);
    p->alias.total += size;
    if (p->alias.total > MAX_ALIAS_EXPANSION) {
        dlti_loc l = loc_at(p, off);
        return dl_error(p->ctx, DLTI_ERR_LIMIT, &l,
                        "the aliases used expand to more than "
                        MAX_ALIAS_EXPANSION_TEXT " of text");
    }
    if (size > reflen)
        p->alias.extra += size - reflen;
    /* The value's outermost level is the level of this reference. */
    uintptr_t d = a->depth;
    unsigned eff = p->depth + (unsigned)(d > 1 ? d - 2 : 0);
    if (eff > DL_MAX_NESTING) {
        dlti_loc l = loc_at(p, off);
        return dl_error(p->ctx, DLTI_ERR_LIMIT, &l,
                        "nesting is too deep (more than %d levels)",
                        DL_MAX_NESTING);
    }
    if (eff > p->max_depth)
        p->max_depth = eff;
    return DLTI_OK;
}

/* Interned copy of `n` bytes. */
const char *dl_text_intern(parser *p, const char *s, size_t n)
{
    const char *r = dlti_intern(p->ctx, s, n);
    if (!r)
        nomem(p);
    return r;
}

/* A block to cut IR from: a new one, or when streaming one given back by
 * dl_text_ir_rewind. */
static bool ir_take_block(parser *p)
{
    char *b;
    if (p->ir.used < p->ir.nblocks) {
        b = p->ir.blocks[p->ir.used++];
    } else {
        if (p->stream.npool) /* given back by another lane */
            b = p->stream.pool[--p->stream.npool];
        else if (!(b = p->stream.hooks ? dl_alloc_raw(p->ctx, IR_BLOCK)
                                       : dl_ir_block_take(p->ctx, IR_BLOCK)))
            return false;
        if (p->stream.hooks) {
            if (!dl_array_reserve((void **)&p->ir.blocks, &p->ir.capblocks,
                                  p->ir.nblocks, sizeof *p->ir.blocks, 16))
                return false;
            p->ir.blocks[p->ir.nblocks++] = b;
            p->ir.used = p->ir.nblocks;
        }
    }
    p->ir.next = b;
    p->ir.left = IR_BLOCK;
    return true;
}

struct ir_mark dl_text_ir_mark_now(const parser *p)
{
    return (struct ir_mark){p->ir.used, p->ir.next, p->ir.left};
}

/* Gives back the IR cut since `m` (streaming). */
void dl_text_ir_rewind(parser *p, struct ir_mark m)
{
    p->ir.used = m.used;
    p->ir.next = m.next;
    p->ir.left = m.left;
}

void *dl_text_ir_zeroed_slow(parser *p, size_t size)
{
    if (size > IR_BLOCK / 4) {
        void *big = dl_alloc(p->ctx, size);
        if (!big)
            nomem(p);
        return big;
    }
    if (!ir_take_block(p)) {
        p->ir.left = 0;
        nomem(p);
        return NULL;
    }
    void *r = p->ir.next;
    p->ir.next += size;
    p->ir.left -= size;
    return memset(r, 0, size);
}

void *dl_text_ir_alloc(parser *p, size_t size)
{
    return dl_text_ir_zeroed(p, (size + 7) & ~(size_t)7);
}

/* A copy of `s` laid out as an interned string (dl_ir_interned_len works on
 * it) but not uniqued: for value names, which are compared by text. */
const char *dl_text_ir_string(parser *p, const char *s, size_t n)
{
    if (n >= UINT32_MAX)
        return dl_text_intern(p, s, n); /* which reports the limit */
    size_t size = (sizeof(dl_str) + n + 1 + 7) & ~(size_t)7;
    if (n > 16 || size > p->ir.left) {
        dl_str *d = dl_text_ir_alloc(p, sizeof *d + n + 1);
        if (!d)
            return NULL;
        d->len = (uint32_t)n;
        memcpy(d->s, s, n);
        return d->s;
    }
    /* A short name (every `%N`, once an op): cut and filled in place,
     * without the calls to zero and copy. */
    char *r = p->ir.next;
    p->ir.next += size;
    p->ir.left -= size;
    memset(r + size - 8, 0, 8); /* the NUL and the padding */
    dl_str *d = (dl_str *)(void *)r;
    d->hash = 0;
    d->len = (uint32_t)n;
    if (n >= 8) {
        memcpy(d->s, s, 8);
        memcpy(d->s + n - 8, s + n - 8, 8);
    } else if (n >= 4) {
        memcpy(d->s, s, 4);
        memcpy(d->s + n - 4, s + n - 4, 4);
    } else if (n) {
        d->s[0] = s[0];
        d->s[n / 2] = s[n / 2];
        d->s[n - 1] = s[n - 1];
    }
    return d->s;
}

/* The unescaped value of a string (or @"...") token, interned. */
dlti_status dl_text_tok_string(parser *p, dl_token t, const char **s,
                          size_t *len)
{
    if (!(t.flags & DL_TOKF_ESCAPE)) {
        /* The value is the text between the quotes. */
        size_t b = t.kind == DL_TOK_AT ? 2 : 1;
        size_t n = t.len > b ? t.len - b - 1 : 0;
        *s = dl_text_intern(p, ttext(p, t) + b, n);
        if (!*s)
            return DLTI_ERR_NOMEM;
        if (len)
            *len = n;
        return DLTI_OK;
    }
    char *tmp = malloc(t.len ? t.len : 1);
    if (!tmp)
        return nomem(p);
    size_t n = dl_text_tok_unescape(&p->lx, t, tmp);
    *s = dlti_intern(p->ctx, tmp, n);
    free(tmp);
    if (!*s)
        return nomem(p);
    if (len)
        *len = n;
    return DLTI_OK;
}
