/* spec_memo.c - #dlti.dl_spec attributes by their spelling, from one
 * file's parse to the next in a context that serves several (the chunks
 * of a split file, dlti_context_file_done).  Such files often each open
 * with the same module spec, whose parse was a sixth of a 1,000-chunk
 * file's instructions.
 *
 * Sound as the types by spelling are (memo.c): only texts on one line
 * made of builtin and dialect type text, `=`, and strings with no escape
 * are admitted (no `#`, so no alias, no nested attribute symbol; a `!`
 * only before a dotted dialect name, which MLIR never reads as an alias),
 * so the parse depends on nothing but the text.  Only a parse that said
 * nothing, asked no plugin dialect by name, and ended where the scan did
 * is remembered.  A text found again gives the same uniqued attribute,
 * and the places of its entries are recorded as a parse records them
 * (written.c), shifted to where the text now is.  The record met last
 * with the same first bytes is tried before the text is scanned for its
 * end: compared whole, it is the text there. */
#include "config.h"

#include "parser.h"

#define SPEC_PREFIX "#dlti.dl_spec<"
#define SPEC_PREFIX_LEN (sizeof SPEC_PREFIX - 1)
/* Longer texts are parsed each time (a record holds a copy). */
#define SPEC_TEXT_MAX (64u << 10)

typedef struct kept_spec {
    kept_text key;
    unsigned levels; /* nesting the parse reached below its own */
    const dlti_attr *spec;
    size_t n;        /* its entries */
    uint32_t rel[];  /* where each entry starts, from the text's start */
} kept_spec;

/* `end` when no `: type` follows the spec text ending there (one that
 * does is parsed), else 0. */
static size_t spec_alone(const parser *p, size_t end)
{
    /* The next token, as the lexer finds it (past line ends, comments):
     * a `:` there is parsed with the spec.  A copy of the lexer looks. */
    dl_lexer lx = p->lx;
    dl_token t;
    dl_text_lex_skip(&lx, end);
    dl_text_lex_next(&lx, &t);
    return t.kind == DL_TOK_COLON ? 0 : end;
}

/* The end of the admitted spec spelled at `o`, or 0: one that a trailing
 * `: type` follows is parsed. */
static size_t spec_text_end(const parser *p, size_t o)
{
    const unsigned char *b = (const unsigned char *)p->lx.buf;
    size_t len = p->lx.len;
    if (len - o <= SPEC_PREFIX_LEN ||
        memcmp(b + o, SPEC_PREFIX, SPEC_PREFIX_LEN) != 0)
        return 0;
    size_t end = dl_text_scan_balanced(b, len, o + SPEC_PREFIX_LEN - 1, true);
    if (!end || end - o > SPEC_TEXT_MAX)
        return 0;
    return spec_alone(p, end);
}

/* The slot of the recent specs for the text at `o`: by its first bytes
 * (those after the spec too, when it is shorter; a record matches only
 * when its whole text is at `o`). */
#define RECENT_KEY 64

static const void **recent_slot(parser *p, size_t o)
{
    const void **recent = dl_text_recent_specs(p);
    if (!recent)
        return NULL;
    size_t n = p->lx.len - o < RECENT_KEY ? p->lx.len - o : RECENT_KEY;
    uint64_t h = dl_ir_hash_bytes(p->lx.buf + o, n, 0);
    return &recent[h & (DL_RECENT_SPECS - 1)];
}

/* The record in `slot` when its text is at `o` (the scan of the same bytes
 * would end where it ends: a balanced text is no prefix of another) and
 * no `: type` follows it; else NULL. */
static const kept_spec *recent_at(const parser *p, const void **slot,
                                  size_t o)
{
    const kept_spec *r = slot ? *slot : NULL;
    if (!r || p->lx.len - o < r->key.len ||
        memcmp(p->lx.buf + o, r->key.text, r->key.len) != 0 ||
        !spec_alone(p, o + r->key.len))
        return NULL;
    return r;
}

/* The parser goes on after the text of `r` at `o`, as after its parse. */
static dlti_status spec_take(parser *p, const kept_spec *r, size_t o)
{
    size_t small[32];
    size_t *offs = r->n <= 32 ? small
                              : dl_text_parse_scratch_alloc(p, r->n * sizeof *offs);
    if (!offs)
        return nomem(p);
    for (size_t i = 0; i < r->n; i++)
        offs[i] = o + r->rel[i];
    TRY(dl_text_written_spec(p, r->spec, offs, r->n));
    /* on after the text, as after a type remembered by its spelling */
    spelled_type sp = {.levels = r->levels};
    dl_text_spelled_take(p, &sp, o + r->key.len);
    return DLTI_OK;
}

/* Keeps the spec just parsed from `o` to `end` (a failure to keep it loses
 * nothing but time). */
static const kept_spec *spec_put(parser *p, size_t o, size_t end,
                                 uint64_t h, unsigned levels,
                                 const dlti_attr *spec, const spec_writing *w)
{
    dl_table *t = dl_text_kept_specs(p, true);
    if (!t || t->count >= MEMO_MAX)
        return NULL;
    for (size_t i = 0; i < w->n; i++)
        if (w->offs[i] < o || w->offs[i] >= end)
            return NULL;
    size_t len = end - o;
    kept_spec *r = dl_alloc_raw(p->ctx, sizeof *r + w->n * sizeof r->rel[0] + len);
    if (!r)
        return NULL;
    char *text = (char *)(r->rel + w->n);
    memcpy(text, p->lx.buf + o, len);
    *r = (kept_spec){{h, text, len}, levels, spec, w->n};
    for (size_t i = 0; i < w->n; i++)
        r->rel[i] = (uint32_t)(w->offs[i] - o);
    return dl_ir_table_insert(t, r, h, dl_ir_hash_first_word) ? r : NULL;
}

dlti_status dl_text_parse_extended_attr(parser *p, const dlti_attr **out)
{
    size_t o = p->tok.off, end;
    if (!p->memo.keeping)
        return dl_text_parse_extended_attr_uncached(p, out);
    /* The record met last with the same first bytes, compared whole: a
     * split file's module spec comes again and again (665 bytes in the
     * benchmark, scanned each time). */
    const void **slot = recent_slot(p, o);
    const kept_spec *r = recent_at(p, slot, o);
    if (r && p->depth + r->levels <= DL_MAX_NESTING) {
        *out = r->spec;
        return spec_take(p, r, o);
    }
    if (!(end = spec_text_end(p, o)))
        return dl_text_parse_extended_attr_uncached(p, out);
    uint64_t h = dl_ir_hash_bytes(p->lx.buf + o, end - o, 0);
    r = (const kept_spec *)dl_text_kept_find(dl_text_kept_specs(p, false),
                                             p->lx.buf + o, end - o, h);
    if (r && p->depth + r->levels <= DL_MAX_NESTING) {
        if (slot)
            *slot = r;
        *out = r->spec;
        return spec_take(p, r, o);
    }
    unsigned saved = p->max_depth;
    p->max_depth = p->depth;
    dl_ctx_lock(p->ctx); /* (another thread may say something meanwhile) */
    unsigned said = dl_noted(p->ctx);
    unsigned asks = p->ctx->plugin_asks;
    dl_ctx_unlock(p->ctx);
    size_t count = p->written.count;
    dlti_status st = dl_text_parse_extended_attr_uncached(p, out);
    unsigned levels = p->max_depth - p->depth;
    if (p->max_depth < saved)
        p->max_depth = saved;
    const spec_writing *w = p->written.last;
    dl_ctx_lock(p->ctx);
    bool quiet = dl_noted(p->ctx) == said &&
                 p->ctx->plugin_asks == asks;
    dl_ctx_unlock(p->ctx);
    if (st == DLTI_OK && !r && p->prev_end == end && quiet &&
        p->written.count == count + 1 && w && w->spec == *out && !w->alias &&
        (r = spec_put(p, o, end, h, levels, *out, w)) &&
        (slot || (slot = recent_slot(p, o))))
        *slot = r;
    return st;
}
