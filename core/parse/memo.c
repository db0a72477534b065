/* memo.c - what a parse remembers by spelling: the cache of simple
 * types, composite types by key, types by their text (dl_text_parse_type) and
 * op lines by their text. */
#include "config.h"

#include "parser.h"

/* ===================================================================== */
/* Types                                                                  */
/* ===================================================================== */

/* The parse's cache of simple builtin types (made on first use). */
type_cache *dl_text_types_cache(parser *p)
{
    if (!p->memo.types) {
        p->memo.types = dl_text_parse_scratch_alloc(p, sizeof *p->memo.types);
        if (p->memo.types)
            memset(p->memo.types, 0, sizeof *p->memo.types);
    }
    return p->memo.types;
}

const dlti_type *dl_text_tmemo_get(const parser *p, const uint64_t *key,
                              size_t nwords, uint64_t h)
{
    if (!p->memo.tmemo.cap)
        return NULL;
    size_t mask = p->memo.tmemo.cap - 1;
    for (size_t i = (size_t)h & mask;; i = (i + 1) & mask) {
        const tmemo_rec *r = p->memo.tmemo.slots[i];
        if (!r)
            return NULL;
        if (r->hash != h || r->nwords != nwords)
            continue;
        size_t k = 0;
        while (k < nwords && r->key[k] == key[k])
            k++;
        if (k == nwords)
            return r->type;
    }
}

dlti_status dl_text_tmemo_put(parser *p, const uint64_t *key, size_t nwords,
                         uint64_t h, const dlti_type *t)
{
    if (p->memo.tmemo.count >= MEMO_MAX)
        return DLTI_OK;
    tmemo_rec *r = dl_text_parse_scratch_alloc(p, sizeof *r + nwords * sizeof *key);
    if (!r)
        return DLTI_ERR_NOMEM;
    r->hash = h;
    r->nwords = nwords;
    r->type = t;
    memcpy(r->key, key, nwords * sizeof *key);
    return dl_ir_table_insert(&p->memo.tmemo, r, h, dl_ir_hash_first_word) ? DLTI_OK
                                                                : nomem(p);
}

/* ---- Types by spelling --------------------------------------------------
 *
 * The same type spellings recur on op after op (`() -> i32`): a type is
 * remembered by its text, and a later identical text is not parsed again.
 * This is sound for the spellings admitted by simple_type_extent: builtin
 * keywords, numbers, blanks, punctuation and dialect types `!ns.name<..>`
 * only, so that no alias or string takes part, and the parse of the text
 * depends on nothing but the text (the parser never looks past a type's
 * last token, and the extent is found so that the last token cannot extend
 * into what follows).  Dialect hooks are functions of their text, as
 * plugin.h asks (MLIR's uniquing assumes the same); a `!name` without a dot
 * is an alias and is not admitted.  Only successful parses whose extent
 * matches the scan are recorded; the nesting they reach is checked again
 * at every use. */

const unsigned char dl_text_type_scan_class[256] = {
    [' '] = TS_BLANK, ['\t'] = TS_BLANK, ['\r'] = TS_BLANK,
    [','] = TS_PLAIN, ['?'] = TS_PLAIN, ['*'] = TS_PLAIN, [':'] = TS_PLAIN,
    ['+'] = TS_PLAIN, ['_'] = TS_PLAIN, ['$'] = TS_PLAIN, ['.'] = TS_PLAIN,
    ['0'] = TS_PLAIN, ['1'] = TS_PLAIN, ['2'] = TS_PLAIN, ['3'] = TS_PLAIN,
    ['4'] = TS_PLAIN, ['5'] = TS_PLAIN, ['6'] = TS_PLAIN, ['7'] = TS_PLAIN,
    ['8'] = TS_PLAIN, ['9'] = TS_PLAIN,
    ['a'] = TS_PLAIN, ['b'] = TS_PLAIN, ['c'] = TS_PLAIN, ['d'] = TS_PLAIN,
    ['e'] = TS_PLAIN, ['f'] = TS_PLAIN, ['g'] = TS_PLAIN, ['h'] = TS_PLAIN,
    ['i'] = TS_PLAIN, ['j'] = TS_PLAIN, ['k'] = TS_PLAIN, ['l'] = TS_PLAIN,
    ['m'] = TS_PLAIN, ['n'] = TS_PLAIN, ['o'] = TS_PLAIN, ['p'] = TS_PLAIN,
    ['q'] = TS_PLAIN, ['r'] = TS_PLAIN, ['s'] = TS_PLAIN, ['t'] = TS_PLAIN,
    ['u'] = TS_PLAIN, ['v'] = TS_PLAIN, ['w'] = TS_PLAIN, ['x'] = TS_PLAIN,
    ['y'] = TS_PLAIN, ['z'] = TS_PLAIN,
    ['A'] = TS_PLAIN, ['B'] = TS_PLAIN, ['C'] = TS_PLAIN, ['D'] = TS_PLAIN,
    ['E'] = TS_PLAIN, ['F'] = TS_PLAIN, ['G'] = TS_PLAIN, ['H'] = TS_PLAIN,
    ['I'] = TS_PLAIN, ['J'] = TS_PLAIN, ['K'] = TS_PLAIN, ['L'] = TS_PLAIN,
    ['M'] = TS_PLAIN, ['N'] = TS_PLAIN, ['O'] = TS_PLAIN, ['P'] = TS_PLAIN,
    ['Q'] = TS_PLAIN, ['R'] = TS_PLAIN, ['S'] = TS_PLAIN, ['T'] = TS_PLAIN,
    ['U'] = TS_PLAIN, ['V'] = TS_PLAIN, ['W'] = TS_PLAIN, ['X'] = TS_PLAIN,
    ['Y'] = TS_PLAIN, ['Z'] = TS_PLAIN,
    ['<'] = TS_OPEN, ['('] = TS_OPEN, ['['] = TS_OPEN,
    ['>'] = TS_CLOSE, [')'] = TS_CLOSE, [']'] = TS_CLOSE,
    ['-'] = TS_DASH,
    ['!'] = TS_BANG,
    /* TS_NO: line ends (the memo jumps over the text without counting
     * lines), strings, attributes, comments, ...; `!` is followed by a
     * dialect symbol's name or by an alias (dl_text_dialect_ident_end tells) */
};

size_t dl_text_dialect_ident_end(const unsigned char *b, size_t len, size_t i)
{
    bool dotted;
    size_t e = dl_text_sigil_ident_end(b, len, i, &dotted);
    return dotted ? e : 0;
}

/* Scans a balanced run from the opener at `i` to just after its closer;
 * 0 if something else than builtin or dialect type text is met (with
 * `spec`, also `=` and strings on one line without escapes: the text of
 * a #dlti.dl_spec, spec_memo.c). */
static inline size_t scan_run(const unsigned char *b, size_t len, size_t i,
                              bool spec)
{
    unsigned char stack[32];
    size_t n = 0;
    while (i < len) {
        /* Most bytes are plain or blank: stepped over with one predictable
         * test (a switch on every byte cost three times as much). */
        if ((unsigned)(dl_text_type_scan_class[b[i]] - TS_PLAIN) <=
            TS_BLANK - TS_PLAIN) {
            i++;
            continue;
        }
        unsigned char c = b[i++];
        switch (dl_text_type_scan_class[c]) {
        case TS_PLAIN:
        case TS_BLANK:
            continue;
        case TS_OPEN:
            if (n == sizeof stack)
                return 0;
            stack[n++] = c;
            continue;
        case TS_CLOSE: {
            unsigned char open = c == '>' ? '<' : c == ')' ? '(' : '[';
            if (!n || stack[--n] != open)
                return 0;
            if (!n)
                return i;
            continue;
        }
        case TS_DASH:
            if (i < len && b[i] == '>')
                i++;
            continue;
        case TS_BANG:
            if (!(i = dl_text_dialect_ident_end(b, len, i - 1)))
                return 0;
            continue;
        default:
            if (spec && c == '=')
                continue;
            if (spec && c == '"') {
                while (i < len && b[i] != '"') {
                    if (b[i] == '\\' || b[i] == '\n' || b[i] == '\r')
                        return 0;
                    i++;
                }
                if (i++ >= len)
                    return 0;
                continue;
            }
            return 0;
        }
    }
    return 0;
}

static size_t scan_balanced(const unsigned char *b, size_t len, size_t i)
{
    return scan_run(b, len, i, false);
}

size_t dl_text_scan_balanced(const unsigned char *b, size_t len, size_t i,
                             bool spec)
{
    return scan_run(b, len, i, spec);
}

/* The end of the builtin or dialect non-function type spelled at `i`, or 0. */
static size_t simple_nonfn_extent(const unsigned char *b, size_t len,
                                  size_t i)
{
    size_t start = i;
    if (i < len && b[i] == '!') {
        /* a body is the symbol's only when it follows without a blank */
        i = dl_text_dialect_ident_end(b, len, i);
        return i && i < len && b[i] == '<' ? scan_balanced(b, len, i) : i;
    }
    if (i >= len || !(b[i] == '_' || (dl_text_lex_class[b[i]] & DL_CC_ALPHA)))
        return 0;
    while (i < len && (dl_text_lex_class[b[i]] & DL_CC_KW))
        i++;
    size_t n = i - start;
    const char *kw = (const char *)b + start;
#define KW_IS(lit) (n == sizeof(lit) - 1 && memcmp(kw, lit, n) == 0)
    bool shaped = KW_IS("vector") || KW_IS("tensor") || KW_IS("memref") ||
                  KW_IS("complex") || KW_IS("tuple");
#undef KW_IS
    if (!shaped)
        return i;
    i = skip_blanks(b, len, i);
    return i < len && b[i] == '<' ? scan_balanced(b, len, i) : 0;
}

/* The end of the type spelled at `o` when it is made of builtin keywords,
 * numbers, blanks and punctuation only, else 0. */
static size_t simple_type_extent(const parser *p, size_t o)
{
    const unsigned char *b = (const unsigned char *)p->lx.buf;
    size_t len = p->lx.len;
    if (o >= len || b[o] != '(')
        return simple_nonfn_extent(b, len, o);
    size_t i = o + 1 < len && b[o + 1] == ')' ? o + 2
                                              : scan_balanced(b, len, o);
    if (!i)
        return 0;
    i = skip_blanks(b, len, i);
    if (i + 1 >= len || b[i] != '-' || b[i + 1] != '>')
        return 0;
    i = skip_blanks(b, len, i + 2);
    return i < len && b[i] == '(' ? scan_balanced(b, len, i)
                                  : simple_nonfn_extent(b, len, i);
}

static const spelled_type *spelled_find(const parser *p, const char *text,
                                        size_t len, uint64_t h)
{
    return text_memo_find(p, &p->memo.spelled, text, len, h);
}

/* The record of the type `t` spelled from `off`, now remembered; NULL
 * when the memo is full, or when memory ran out (said). */
static const spelled_type *spelled_add(parser *p, size_t off, size_t len,
                                       uint64_t h, unsigned levels, bool quiet,
                                       const dlti_type *t)
{
    if (p->memo.spelled.count >= MEMO_MAX)
        return NULL;
    spelled_type *r = dl_text_parse_scratch_alloc(p, sizeof *r);
    if (!r)
        return NULL;
    *r = (spelled_type){{h, off, len}, levels, quiet, t};
    if (!dl_ir_table_insert(&p->memo.spelled, r, h, dl_ir_hash_first_word)) {
        nomem(p);
        return NULL;
    }
    return r;
}

static dlti_status spelled_put(parser *p, size_t off, size_t len, uint64_t h,
                               unsigned levels, bool quiet,
                               const dlti_type *t)
{
    return p->memo.spelled.count >= MEMO_MAX ||
                   spelled_add(p, off, len, h, levels, quiet, t)
               ? DLTI_OK
               : DLTI_ERR_NOMEM;
}

/* The type remembered for the text from `o` to `end` (hashed into *h),
 * or NULL. */
static const spelled_type *spelled_at(const parser *p, size_t o, size_t end,
                                      uint64_t *h)
{
    const char *text = p->lx.buf + o;
    *h = smap_hash(text, end - o);
    return spelled_find(p, text, end - o, *h);
}

/* Uses the remembered type `r` whose text ends at `end`: the parser
 * continues after it as though it had parsed the text. */
const dlti_type *dl_text_spelled_take(parser *p, const spelled_type *r,
                                 size_t end)
{
    if (p->depth + r->levels > p->max_depth)
        p->max_depth = p->depth + r->levels;
    /* as reset_to; the text holds no line end */
    if (end >= p->lx.pos) {
        dl_text_lex_skip(&p->lx, end);
        next(p);
        p->prev_end = end;
    } else {
        reset_to(p, end);
    }
    return r->type;
}

/* ---- Types by spelling, from one parse to the next ---------------------
 * The same spellings, with their texts copied: what a parse of one file
 * learnt serves the next file parsed in the context (the chunks of a split
 * file), as sound as within one parse: the parse of such a text depends on
 * nothing but the text.  Recorded only when the parse said nothing. */
typedef struct kept_spelled {
    kept_text key;
    unsigned levels;
    const dlti_type *type;
} kept_spelled;

struct dl_kept_spellings {
    dl_table t;
    dl_table specs; /* of spec_memo.c's records */
    dl_table lines; /* of kept_line */
    const void *recent_specs[DL_RECENT_SPECS];
};

void dl_text_spellings_take(parser *p)
{
    /* (only a context that served a file serves another: dlti_context_file_done) */
    p->memo.keeping = p->ctx->files > 0;
    if (p->memo.keeping)
        p->memo.kept = dl_ir_kept_take(p->ctx, DL_KEPT_SPELLINGS);
}

static void spellings_destroy(struct dl_kept_spellings *k)
{
    if (k) {
        free(k->t.slots);
        free(k->specs.slots);
        free(k->lines.slots);
        free(k);
    }
}

void dl_text_spellings_free(dlti_context *ctx)
{
    spellings_destroy(dl_ir_kept_take(ctx, DL_KEPT_SPELLINGS));
}

void dl_text_spellings_give_back(parser *p)
{
    struct dl_kept_spellings *k = p->memo.kept;
    p->memo.kept = NULL;
    p->memo.keeping = false;
    if (k && !dl_ir_kept_give(p->ctx, DL_KEPT_SPELLINGS, k, DL_FREE_TEXT,
                              dl_text_teardown))
        spellings_destroy(k);
}

/* The kept records of this parse, made when it keeps and has none yet;
 * NULL when it does not keep (or memory ran out). */
static struct dl_kept_spellings *spellings_of(parser *p)
{
    if (!p->memo.kept && p->memo.keeping)
        p->memo.kept = calloc(1, sizeof *p->memo.kept);
    return p->memo.kept;
}

const void **dl_text_recent_specs(parser *p)
{
    return p->memo.kept ? p->memo.kept->recent_specs : NULL;
}

dl_table *dl_text_kept_specs(parser *p, bool make)
{
    struct dl_kept_spellings *k = make ? spellings_of(p) : p->memo.kept;
    return k ? &k->specs : NULL;
}

const kept_text *dl_text_kept_find(const dl_table *t, const char *text,
                                   size_t len, uint64_t h)
{
    if (!t || !t->cap)
        return NULL;
    size_t mask = t->cap - 1;
    for (size_t i = (size_t)h & mask;; i = (i + 1) & mask) {
        const kept_text *r = t->slots[i];
        if (!r)
            return NULL;
        if (r->hash == h && r->len == len && memcmp(r->text, text, len) == 0)
            return r;
    }
}

/* Keeps the type spelled from `o` to `end` for the context's next parses
 * (a failure to keep it loses nothing but time). */
static void kept_put(parser *p, size_t o, size_t end, uint64_t h,
                     unsigned levels, const dlti_type *t)
{
    struct dl_kept_spellings *k = spellings_of(p);
    if (!k || k->t.count >= MEMO_MAX)
        return;
    kept_spelled *r = dl_alloc_raw(p->ctx, sizeof *r + (end - o));
    if (!r)
        return;
    char *text = (char *)(r + 1);
    memcpy(text, p->lx.buf + o, end - o);
    *r = (kept_spelled){{h, text, end - o}, levels, t};
    dl_ir_table_insert(&k->t, r, h, dl_ir_hash_first_word);
}

/* The type an earlier file's parse kept for the text from `o` to `end`
 * (hashed `h`), or NULL. */
static const kept_spelled *kept_spelled_find(const parser *p, size_t o,
                                             size_t end, uint64_t h)
{
    return (const kept_spelled *)dl_text_kept_find(
        p->memo.kept ? &p->memo.kept->t : NULL, p->lx.buf + o, end - o, h);
}

dlti_status dl_text_parse_type(parser *p, const dlti_type **out)
{
    /* Only whole types are looked up: scanning at every level of a
     * nested type would cost its length times its depth. */
    size_t o = p->tok.off;
    size_t end = p->in_type ? 0 : simple_type_extent(p, o);
    if (!end)
        return dl_text_parse_type_uncached(p, out);
    uint64_t h;
    const spelled_type *r = spelled_at(p, o, end, &h);
    if (r && spelled_fits(p, r)) {
        *out = dl_text_spelled_take(p, r, end);
        return DLTI_OK;
    }
    const kept_spelled *k = r ? NULL : kept_spelled_find(p, o, end, h);
    if (k) {
        spelled_type sp = {{h, o, end - o}, k->levels, true, k->type};
        if (spelled_fits(p, &sp)) {
            *out = dl_text_spelled_take(p, &sp, end);
            return spelled_put(p, o, end - o, h, k->levels, true, k->type);
        }
    }
    unsigned saved = p->max_depth;
    p->max_depth = p->depth;
    unsigned said = dl_noted(p->ctx);
    dlti_status st = dl_text_parse_type_uncached(p, out);
    unsigned levels = p->max_depth - p->depth;
    if (p->max_depth < saved)
        p->max_depth = saved;
    if (st != DLTI_OK || r || p->prev_end != end)
        return st;
    bool quiet = dl_noted(p->ctx) == said;
    if (!k && quiet)
        kept_put(p, o, end, h, levels, *out);
    return spelled_put(p, o, end - o, h, levels, quiet, *out);
}

/* The end of the line at `i`, blanks before it excluded. */
size_t dl_text_line_text_end(const char *b, size_t len, size_t i)
{
    const char *nl = memchr(b + i, '\n', len - i);
    size_t e = nl ? (size_t)(nl - b) : len;
    while (e > i && dl_text_type_scan_class[(unsigned char)b[e - 1]] == TS_BLANK)
        e--;
    return e;
}

/* Scans the line after the result name for the shape; on success sets
 * the name memo, the type record and the op name's offset, and the type's
 * end. */
bool dl_text_op_line_scan(parser *p, size_t at, op_line *l, size_t *end)
{
    op_name_memo *m = (op_name_memo *)p->memo.last_op_name;
    const unsigned char *b = (const unsigned char *)p->lx.buf;
    size_t len = p->lx.len;
    size_t i = skip_blanks(b, len, at);
    if (!m || i >= len || b[i] != '=')
        return false;
    size_t name_off = skip_blanks(b, len, i + 1);
    if (len - name_off < m->len ||
        !same_bytes(p->lx.buf + name_off, m->spelling, m->len))
        return false;
    i = skip_blanks(b, len, name_off + m->len);
    if (i >= len || b[i] != '(')
        return false;
    i = skip_blanks(b, len, i + 1);
    if (i >= len || b[i] != ')')
        return false;
    i = skip_blanks(b, len, i + 1);
    if (i >= len || b[i] != ':')
        return false;
    size_t type_off = skip_blanks(b, len, i + 1);
    size_t e = simple_type_extent(p, type_off);
    uint64_t h;
    const spelled_type *r = e ? spelled_at(p, type_off, e, &h) : NULL;
    if (!r && e) {
        /* A type an earlier file kept: remembered here as its parse
         * (dl_text_parse_type) would, so that a line met first in this
         * file need not be parsed (split chunks: half their lines). */
        const kept_spelled *k = kept_spelled_find(p, type_off, e, h);
        if (k)
            r = spelled_add(p, type_off, e - type_off, h, k->levels, true,
                            k->type);
    }
    if (!r || !spelled_fits(p, r) || dl_ir_type_kind_of(r->type) != DL_TY_FUNCTION)
        return false;
    const dl_list_key *fk = dl_ir_list(r->type);
    if (fk->n_inputs != 0 || fk->n_results != 1)
        return false;
    l->name = m;
    l->type = r;
    l->name_rel = name_off - at;
    *end = e;
    return true;
}

/* Remembers the line whose text from `at` ends at `end`; best effort. */
void dl_text_op_line_put(parser *p, const op_line *l, size_t at, size_t end,
                    uint64_t h)
{
    if (p->memo.lines.count >= MEMO_MAX || l->name == p->memo.op_name_spill)
        return;
    op_line *r = dl_text_parse_scratch_alloc(p, sizeof *r);
    if (!r)
        return;
    *r = *l;
    r->key = (text_key){h, at, end - at};
    if (!dl_ir_table_insert(&p->memo.lines, r, h, dl_ir_hash_first_word))
        nomem(p); /* reported; parsing goes on without the record */
}

/* ---- Op lines, from one parse to the next --------------------------------
 * A line of the shape dl_text_op_line_scan admits, with its text copied:
 * a later file's line of the same text is that op with that type, as
 * sound as the types by spelling (its op name is made again from its
 * spelling here, as generic_op_name would).  Kept only when its type's
 * parse said nothing.  Half of a split file's lines are the first of
 * their text in their chunk; each was scanned for its shape again. */
typedef struct kept_line {
    kept_text key;
    const dlti_type *type; /* the function type: () -> one result */
    uint64_t type_hash;    /* of its text, as spelled_at hashes it */
    unsigned levels, flags;
    uint32_t name_rel, name_len, type_rel, type_len;
} kept_line;

/* Lines longer than this are scanned each time (a record holds a copy). */
#define KEPT_LINE_MAX 4096u

void dl_text_kept_line_put(parser *p, const op_line *l, size_t at, size_t eol,
                           uint64_t h, size_t name_len, unsigned flags)
{
    size_t len = eol - at;
    if (!l->type->quiet || len > KEPT_LINE_MAX)
        return;
    struct dl_kept_spellings *k = spellings_of(p);
    if (!k || k->lines.count >= MEMO_MAX)
        return;
    kept_line *r = dl_alloc_raw(p->ctx, sizeof *r + len);
    if (!r)
        return;
    char *text = (char *)(r + 1);
    memcpy(text, p->lx.buf + at, len);
    size_t tl = l->type->key.len;
    *r = (kept_line){{h, text, len}, l->type->type, l->type->key.hash,
                     l->type->levels, flags, (uint32_t)l->name_rel,
                     (uint32_t)name_len, (uint32_t)(len - tl), (uint32_t)tl};
    dl_ir_table_insert(&k->lines, r, h, dl_ir_hash_first_word);
}

bool dl_text_kept_line_find(parser *p, size_t at, size_t eol, uint64_t h,
                            size_t *name_at, size_t *name_len, unsigned *flags,
                            const spelled_type **type)
{
    const kept_line *k = (const kept_line *)dl_text_kept_find(
        p->memo.kept ? &p->memo.kept->lines : NULL, p->lx.buf + at, eol - at,
        h);
    if (!k)
        return false;
    *name_at = at + k->name_rel;
    *name_len = k->name_len;
    *flags = k->flags;
    size_t o = at + k->type_rel;
    const spelled_type *r =
        spelled_find(p, p->lx.buf + o, k->type_len, k->type_hash);
    *type = r ? r
              : spelled_add(p, o, k->type_len, k->type_hash, k->levels, true,
                            k->type);
    return true;
}
