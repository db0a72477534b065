/* parse.c - the MLIR-syntax parser: text -> IR.
 *
 * A recursive-descent parser over the tokens of lex.c that follows MLIR 22's
 * AsmParser (mlir/lib/AsmParser) closely enough to accept the same text and
 * to report the same first error, with MLIR's wording, at the location MLIR
 * reports it.  Three ways of placing an error exist, as in MLIR:
 *
 *   err_at(p, off, ...)   at a given byte offset (MLIR: emitError(loc, ..))
 *   err_cur(p, ...)       at the current token; at EOF one character back
 *                         (MLIR: emitError(..))
 *   err_wrong(p, ...)     just after the previous token, skipping blank and
 *                         comment-only lines (MLIR: emitWrongTokenError)
 *
 * Nesting of types, attributes, regions, tensor literals and locations is
 * bounded by DL_MAX_NESTING so that deep input gives a diagnostic instead
 * of a stack overflow.  All IR goes to the context arena; scratch memory
 * (hash tables, lists being collected, SSA bookkeeping) is malloc'ed and
 * freed before dl_parse_source returns.
 *
 * Parsing is on the hot path of every tool: the common shapes (an op line
 * such as `%3 = "test.op"() : () -> i32`) allocate nothing but the op and
 * its result names, and repeated op names and types are memoized per parse.
 */
#define _DEFAULT_SOURCE /* madvise */
#include "config.h"

#include <limits.h>
#include <locale.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "internal.h"
#include "lex.h"

/* ===================================================================== */
/* Scratch containers                                                     */
/* ===================================================================== */

/* String-keyed open-addressing hash map; keys point into the source text
 * (or interned strings) and are not owned.  A NULL value means "absent". */
typedef struct smap_slot {
    const char *key;
    size_t len;
    uint64_t hash;
    void *val;
} smap_slot;

typedef struct smap {
    smap_slot *slots;
    size_t cap, count;
} smap;

static inline uint64_t load64(const char *k)
{
    uint64_t w;
    memcpy(&w, k, 8);
    return w;
}

static inline uint64_t load32(const char *k)
{
    uint32_t w;
    memcpy(&w, k, 4);
    return w;
}

/* Keys are short (SSA names, op names, type spellings): a multiply-
 * xorshift over 8-byte words, inline; the last word may overlap the one
 * before (the length is mixed in). */
static inline uint64_t smap_hash(const char *k, size_t n)
{
    const uint64_t mul = UINT64_C(0xff51afd7ed558ccd);
    uint64_t h = UINT64_C(0x9e3779b97f4a7c15) ^ n, w = 0;
    if (n >= 8) {
        for (size_t i = 0; i + 8 < n; i += 8) {
            h = (h ^ load64(k + i)) * mul;
            h ^= h >> 32;
        }
        w = load64(k + n - 8);
    } else if (n >= 4) {
        w = load32(k) | load32(k + n - 4) << 32;
    } else {
        for (size_t i = 0; i < n; i++)
            w |= (uint64_t)(unsigned char)k[i] << (8 * i);
    }
    /* Fold the high half down before the table takes the low bits: they
     * would otherwise see only the first bytes ("%12345" and "%12399"
     * collided). */
    h = (h ^ w) * mul;
    h ^= h >> 32;
    h *= UINT64_C(0xc4ceb9fe1a85ec53);
    return h ^ (h >> 29);
}

/* memcmp(a, b, n) == 0, without a call for short keys. */
static inline bool same_bytes(const char *a, const char *b, size_t n)
{
    if (n > 32)
        return memcmp(a, b, n) == 0;
    if (n >= 8) {
        for (size_t i = 0; i + 8 < n; i += 8)
            if (load64(a + i) != load64(b + i))
                return false;
        return load64(a + n - 8) == load64(b + n - 8);
    }
    if (n >= 4)
        return load32(a) == load32(b) && load32(a + n - 4) == load32(b + n - 4);
    for (size_t i = 0; i < n; i++)
        if (a[i] != b[i])
            return false;
    return true;
}

static smap_slot *smap_find(const smap *m, const char *k, size_t n,
                            uint64_t h)
{
    size_t mask = m->cap - 1;
    for (size_t i = (size_t)h & mask;; i = (i + 1) & mask) {
        smap_slot *s = &m->slots[i];
        if (!s->key)
            return s;
        if (s->hash == h && s->len == n && same_bytes(s->key, k, n))
            return s;
    }
}

static void *smap_get(const smap *m, const char *k, size_t n)
{
    if (!m->cap)
        return NULL;
    smap_slot *s = smap_find(m, k, n, smap_hash(k, n));
    return s->key ? s->val : NULL;
}

static bool smap_grow(smap *m)
{
    size_t ncap = m->cap ? m->cap * 2 : 16;
    if (ncap > SIZE_MAX / sizeof(smap_slot))
        return false;
    smap_slot *ns = calloc(ncap, sizeof *ns);
    if (!ns)
        return false;
    smap old = *m;
    m->slots = ns;
    m->cap = ncap;
    for (size_t i = 0; i < old.cap; i++) {
        if (!old.slots[i].key)
            continue;
        smap_slot *s = smap_find(m, old.slots[i].key, old.slots[i].len,
                                 old.slots[i].hash);
        *s = old.slots[i];
    }
    free(old.slots);
    return true;
}

/* The slot of key `k` with hash `h`, inserted (with a NULL value) when
 * absent; NULL only when memory is exhausted.  Valid until the next
 * insertion. */
static smap_slot *smap_slot_of(smap *m, const char *k, size_t n, uint64_t h)
{
    if ((m->count + 1) * 2 > m->cap && !smap_grow(m))
        return NULL;
    smap_slot *s = smap_find(m, k, n, h);
    if (!s->key) {
        s->key = k ? k : "";
        s->len = n;
        s->hash = h;
        s->val = NULL;
        m->count++;
    }
    return s;
}

/* Sets key -> val; false only when memory is exhausted. */
static bool smap_put(smap *m, const char *k, size_t n, void *val)
{
    smap_slot *s = smap_slot_of(m, k, n, smap_hash(k, n));
    if (!s)
        return false;
    s->val = val;
    return true;
}

static void smap_free(smap *m)
{
    free(m->slots);
    m->slots = NULL;
    m->cap = m->count = 0;
}

/* Scratch memory of one parse: a bump allocator over malloc'ed chunks,
 * all freed by parser_free, so that error paths cannot leak and the
 * context's arena only receives IR. */
typedef struct scratch_chunk {
    struct scratch_chunk *next;
    size_t used, cap;
    _Alignas(16) unsigned char data[];
} scratch_chunk;

#define SCRATCH_CHUNK (16 * 1024)

/* A growable array in scratch memory.  It may start on a caller's local
 * array (VEC_LOCAL), so that short lists allocate nothing; data that must
 * outlive the parse is copied to the arena (vec_to_arena). */
typedef struct vec {
    char *data;
    size_t n, cap;
} vec;

#define VEC_LOCAL(name, T, N)                                                  \
    T name##_local_[N];                                                        \
    vec name = {(char *)name##_local_, 0, N}

/* ===================================================================== */
/* Parser state                                                           */
/* ===================================================================== */

enum { SSA_NONE, SSA_FWD, SSA_DEF };

typedef struct ssa_slot {
    const dlti_type *type;
    size_t off;      /* definition, or first use of a forward reference */
    int state;
} ssa_slot;

/* The values of one SSA name in the current scopes.  Entries live in
 * scratch memory; those that no forward reference points to are reused
 * once their scope is closed (names like %0..%N repeat in every
 * function). */
typedef struct ssa_entry {
    const char *name; /* into the source, with the '%' */
    size_t len;
    size_t direct;    /* N of a `%N` name (ssa_direct_at), or SIZE_MAX: */
    uint64_t hash;    /* smap_hash of the name, and */
    const char *key;  /* the interned name: the key in parser.ssa */
    vec slots;        /* ssa_slot, one per result number; starts on `one` */
    ssa_slot one;
    bool in_fwd;      /* listed in parser.fwd: never reused */
    struct ssa_entry *next_free;
} ssa_entry;

typedef struct ssa_fwd {
    ssa_entry *e;
    unsigned num;
} ssa_fwd;

typedef struct blk_info {
    size_t ref_off;   /* first reference (or definition) */
    bool defined;
} blk_info;

typedef struct blk_scope {
    smap map;         /* block name -> blk_info */
    vec infos;        /* blk_info *, in first-reference order */
} blk_scope;

typedef struct deferred_loc {
    const char *name;
    size_t len;
    size_t off;
} deferred_loc;

/* Entries of each memo below: bounds the scratch memory they take on
 * inputs made of ever new names and types (lookups go on past it). */
#define MEMO_MAX 65536

/* The op a generic op name (the spelling with its quotes) resolved to:
 * interning, plugin loading and the class lookup happen once per name. */
typedef struct op_name_memo {
    const char *spelling; /* into the source */
    size_t len;
    const char *name;     /* interned */
    const dl_op_class *cls;
    size_t n_op_classes;  /* classes registered when `cls` was looked up */
    unsigned tok_flags;   /* of the spelling's token */
} op_name_memo;

/* Types that are looked up often, per parse (types are uniqued, so the
 * same key always yields the same type). */
#define INT_CACHE_WIDTHS 129
typedef struct type_cache {
    const dlti_type *ints[3][INT_CACHE_WIDTHS]; /* i, si, ui by width */
    const dlti_type *index, *none;
    const dlti_type *floats[DL_NUM_FLOATS];
} type_cache;

struct dlti_parser {
    dlti_context *ctx;
    scratch_chunk *scratch;    /* see scratch_alloc */
    dl_lexer lx;
    dl_token tok;
    size_t prev_end;           /* end of the last consumed text */
    const char *file;          /* interned; for locations */
    unsigned depth;
    unsigned max_depth;        /* deepest nesting reached, aliases included */
    unsigned in_type;          /* types being parsed (see parse_type) */
    const char *custom_op;     /* set while a custom op parses itself */
    bool lexerr;               /* a lexer error was reported */
    smap attr_aliases, type_aliases;
    /* alias name -> 1 + nesting depth of its value: an alias used at depth
     * D nests its value to D + that depth, bounded like written nesting. */
    smap attr_alias_depths, type_alias_depths;
    /* alias name -> length of its value's text with every alias in it
     * replaced by its value; the total over all uses is bounded, so that
     * aliases cannot make exponentially large types. */
    smap attr_alias_sizes, type_alias_sizes;
    uint64_t alias_total;      /* sum of the sizes of all aliases used */
    uint64_t alias_extra;      /* growth by aliases in the current value */
    smap ssa;                  /* "%name" -> ssa_entry */
    struct ssa_page **ssa_pages; /* `%N` names: see ssa_cell_of */
    struct ssa_page *ssa_spare;  /* pages emptied by streaming, for reuse */
    vec ssa_log;               /* ssa_entry *, names defined per scope */
    vec scope_marks;           /* size_t: ssa_log.n at each scope */
    vec fwd;                   /* ssa_fwd */
    blk_scope *blks;           /* malloc'ed stack of block scopes */
    size_t nblks, capblks;
    vec dialects;              /* const char *: default dialect stack */
    vec deferred_locs;         /* deferred_loc */
    ssa_entry *free_entries;   /* entries of closed scopes, for reuse */
    smap op_names;             /* generic op spelling -> op_name_memo */
    const op_name_memo *last_op_name;
    struct op_name_memo *op_name_spill; /* the name when op_names is full */
    size_t last_op_name_at;    /* where next_op_name found it, or SIZE_MAX */
    type_cache *types;         /* scratch, made on first use */
    /* Composite types by their structural key (function_type,
     * vector_type). */
    dl_table tmemo;            /* of tmemo_rec */
    /* Types by their spelling (parse_type). */
    dl_table spelled;          /* of spelled_type */
    /* Op lines by their text after the result name (simple_op_line). */
    dl_table lines;            /* of op_line */
    /* The block of arena memory that ops and value names are cut from
     * (ir_alloc), and the empty dictionary new ops carry. */
    char *ir_next;
    size_t ir_left;
    const dlti_attr *empty_dict;
    /* Streaming (dl_parse_stream): the hooks; whether the top-level op
     * being parsed may be the streamed module; that module once it is;
     * where the IR of its current body op began.  The IR blocks taken so
     * far are kept to be reused, ir_used of them in use. */
    const dl_stream_hooks *stream;
    bool stream_pending;
    dlti_op *stream_owner;
    struct ir_mark {
        size_t used;
        char *next;
        size_t left;
    } unit_mark;
    char **ir_blocks;
    size_t ir_nblocks, ir_capblocks, ir_used;
    vec unit_names;            /* size_t: `%N` texts in that IR, by N */
    size_t text_dropped;       /* input up to here given back (drop_text) */
};

typedef dlti_parser parser;

static dlti_status nomem(parser *p) { return dl_nomem(p->ctx); }

/* `size` bytes of scratch memory (not zeroed), aligned to 16; NULL only
 * when memory is exhausted (then reported). */
static void *scratch_alloc(parser *p, size_t size)
{
    if (size > SIZE_MAX - 15 - sizeof(scratch_chunk)) {
        nomem(p);
        return NULL;
    }
    size = (size + 15) & ~(size_t)15;
    scratch_chunk *c = p->scratch;
    if (!c || c->cap - c->used < size) {
        size_t cap = size > SCRATCH_CHUNK / 2 ? size : SCRATCH_CHUNK;
        scratch_chunk *n = malloc(sizeof *n + cap);
        if (!n) {
            nomem(p);
            return NULL;
        }
        n->used = 0;
        n->cap = cap;
        if (c && cap == size) {
            /* A big block goes behind the current chunk, whose free space
             * stays usable. */
            n->next = c->next;
            c->next = n;
        } else {
            n->next = c;
            p->scratch = n;
        }
        c = n;
    }
    void *r = c->data + c->used;
    c->used += size;
    return r;
}

static void scratch_free(parser *p)
{
    while (p->scratch) {
        scratch_chunk *n = p->scratch->next;
        free(p->scratch);
        p->scratch = n;
    }
}

static bool vec_grow(parser *p, vec *v, size_t esz)
{
    size_t ncap = v->cap ? v->cap * 2 : 4;
    if (ncap > SIZE_MAX / esz / 2) {
        nomem(p);
        return false;
    }
    char *nd = scratch_alloc(p, ncap * esz);
    if (!nd)
        return false;
    if (v->n)
        memcpy(nd, v->data, v->n * esz);
    v->data = nd;
    v->cap = ncap;
    return true;
}

/* A new zeroed element at the end (inline: `esz` is mostly a constant). */
static inline void *vec_push(parser *p, vec *v, size_t esz)
{
    if (v->n == v->cap && !vec_grow(p, v, esz))
        return NULL;
    void *e = v->data + v->n * esz;
    memset(e, 0, esz);
    v->n++;
    return e;
}

static void *ir_alloc(parser *p, size_t size);

/* A copy of the elements in IR memory, for lists that become part of the
 * IR; NULL when empty, or when memory is exhausted (reported). */
static void *vec_to_arena(parser *p, const vec *v, size_t esz)
{
    if (!v->n)
        return NULL;
    void *r = ir_alloc(p, v->n * esz);
    if (r)
        memcpy(r, v->data, v->n * esz);
    return r;
}

#define VEC_AT(v, T, i) (((T *)(v).data)[i])
#define VEC_PUSH(p, v, T, x)                                                   \
    do {                                                                       \
        T *slot_ = vec_push((p), &(v), sizeof(T));                             \
        if (!slot_)                                                            \
            return DLTI_ERR_NOMEM;                                             \
        *slot_ = (x);                                                          \
    } while (0)

/* Error paths: kept out of line so that the hot helpers stay small. */
#if defined(__GNUC__)
#define COLD __attribute__((cold, noinline))
#else
#define COLD
#endif

#define TRY(x)                                                                 \
    do {                                                                       \
        dlti_status st_ = (x);                                                 \
        if (st_ != DLTI_OK)                                                    \
            return st_;                                                        \
    } while (0)

/* ===================================================================== */
/* Tokens, locations, diagnostics                                         */
/* ===================================================================== */

static const char *ttext(const parser *p, dl_token t)
{
    return p->lx.buf + t.off;
}

static dlti_loc loc_at(parser *p, size_t off)
{
    dlti_loc l;
    l.file = p->file;
    dl_lex_linecol(&p->lx, off, &l.line, &l.col);
    return l;
}

static COLD void report_lexer_error(parser *p)
{
    if (p->lexerr)
        return;
    p->lexerr = true;
    dlti_loc l = loc_at(p, p->lx.err_off);
    dl_error(p->ctx, DLTI_ERR_PARSE, &l, "%s", p->lx.err_msg);
}

static void next(parser *p)
{
    p->prev_end = p->tok.off + p->tok.len;
    dl_lex_next(&p->lx, &p->tok);
    if (p->tok.kind == DL_TOK_ERROR)
        report_lexer_error(p);
}

/* Continues with the token starting at `off` (MLIR's resetToken). */
static void reset_to(parser *p, size_t off)
{
    dl_lex_reset(&p->lx, off);
    next(p);
    p->prev_end = off;
}

static inline bool is(parser *p, dl_tok_kind k) { return p->tok.kind == k; }

static inline bool consume_if(parser *p, dl_tok_kind k)
{
    if (p->tok.kind != k)
        return false;
    next(p);
    return true;
}

/* The current token is the bare identifier (keyword) `kw`.  Inline: the
 * length of the literal folds, so a mismatch mostly costs a comparison. */
static inline bool is_kw(parser *p, const char *kw)
{
    return p->tok.kind == DL_TOK_BARE && dl_tok_is(&p->lx, p->tok, kw);
}

static dlti_status verr(parser *p, size_t off, bool prefix, dlti_status st,
                        const char *fmt, va_list ap)
{
    /* MLIR abandons diagnostics issued while the current token is a lexer
     * error: the lexer already said what is wrong. */
    if (p->tok.kind == DL_TOK_ERROR)
        return DLTI_ERR_PARSE;
    dl_buf b = {0};
    if (prefix && p->custom_op)
        dl_buf_printf(&b, "custom op '%s' ", p->custom_op);
    dl_buf_vprintf(&b, fmt, ap);
    char *msg = dl_buf_take(&b);
    dlti_loc l = loc_at(p, off);
    dl_error(p->ctx, st, &l, "%s", msg ? msg : "(diagnostic lost: out of memory)");
    free(msg);
    return st;
}

static dlti_status err_at(parser *p, size_t off, const char *fmt, ...)
    DL_PRINTF(3, 4);
static dlti_status err_at(parser *p, size_t off, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    dlti_status st = verr(p, off, false, DLTI_ERR_PARSE, fmt, ap);
    va_end(ap);
    return st;
}

/* As err_at, with the "custom op 'NAME' " prefix of MLIR's OpAsmParser when
 * a custom op is being parsed. */
static dlti_status cerr_at(parser *p, size_t off, const char *fmt, ...)
    DL_PRINTF(3, 4);
static dlti_status cerr_at(parser *p, size_t off, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    dlti_status st = verr(p, off, true, DLTI_ERR_PARSE, fmt, ap);
    va_end(ap);
    return st;
}

static size_t cur_off(parser *p)
{
    size_t off = p->tok.off;
    if (p->tok.kind == DL_TOK_EOF && off > 0)
        off--;
    return off;
}

static dlti_status err_cur(parser *p, const char *fmt, ...) DL_PRINTF(2, 3);
static dlti_status err_cur(parser *p, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    dlti_status st = verr(p, cur_off(p), false, DLTI_ERR_PARSE, fmt, ap);
    va_end(ap);
    return st;
}

/* Where MLIR's emitWrongTokenError reports: after the last non-blank
 * character before the current token, skipping lines that are blank or
 * hold only a comment. */
static size_t wrong_token_off(parser *p)
{
    const char *b = p->lx.buf;
    size_t orig = cur_off(p);
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

static dlti_status err_wrong(parser *p, const char *fmt, ...) DL_PRINTF(2, 3);
static dlti_status err_wrong(parser *p, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    dlti_status st = verr(p, wrong_token_off(p), false, DLTI_ERR_PARSE, fmt, ap);
    va_end(ap);
    return st;
}

static COLD dlti_status expect_failed(parser *p, const char *msg)
{
    return err_wrong(p, "%s", msg);
}

static inline dlti_status expect(parser *p, dl_tok_kind k, const char *msg)
{
    if (consume_if(p, k))
        return DLTI_OK;
    return expect_failed(p, msg);
}

static void note_at(parser *p, size_t off, const char *fmt, ...) DL_PRINTF(3, 4);
static void note_at(parser *p, size_t off, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    dl_buf b = {0};
    dl_buf_vprintf(&b, fmt, ap);
    va_end(ap);
    char *msg = dl_buf_take(&b);
    dlti_loc l = loc_at(p, off);
    dl_note(p->ctx, &l, "%s", msg ? msg : "(note lost: out of memory)");
    free(msg);
}

static dlti_status enter(parser *p)
{
    if (p->depth >= DL_MAX_NESTING) {
        dlti_loc l = loc_at(p, cur_off(p));
        if (p->tok.kind != DL_TOK_ERROR)
            dl_error(p->ctx, DLTI_ERR_LIMIT, &l,
                     "nesting is too deep (more than %d levels)",
                     DL_MAX_NESTING);
        return DLTI_ERR_LIMIT;
    }
    p->depth++;
    if (p->depth > p->max_depth)
        p->max_depth = p->depth;
    return DLTI_OK;
}

static void leave(parser *p) { p->depth--; }

#define MAX_ALIAS_EXPANSION ((uint64_t)1 << 30)
#define MAX_ALIAS_EXPANSION_TEXT "1 GiB"

/* A use of the alias `name` at the current depth.  Its value counts as
 * nested where it is used: without this bound, chains of aliases would
 * build types and attributes nested without limit, and the recursive
 * printer, verifiers and plugin hooks would overflow the stack.  Its
 * expanded size adds to a total bounded by MAX_ALIAS_EXPANSION: aliases
 * used twice in the next one would otherwise make types whose printed
 * form is exponential in the input. */

static dlti_status use_alias(parser *p, bool type, const char *name,
                             size_t n, size_t off, size_t reflen)
{
    const smap *depths = type ? &p->type_alias_depths : &p->attr_alias_depths;
    uintptr_t size = (uintptr_t)smap_get(type ? &p->type_alias_sizes
                                              : &p->attr_alias_sizes, name, n);
    p->alias_total += size;
    if (p->alias_total > MAX_ALIAS_EXPANSION) {
        dlti_loc l = loc_at(p, off);
        return dl_error(p->ctx, DLTI_ERR_LIMIT, &l,
                        "the aliases used expand to more than "
                        MAX_ALIAS_EXPANSION_TEXT " of text");
    }
    if (size > reflen)
        p->alias_extra += size - reflen;
    /* The value's outermost level is the level of this reference. */
    uintptr_t d = (uintptr_t)smap_get(depths, name, n);
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

/* Text of a type or attribute for messages (malloc'ed, may be NULL). */
static char *type_text(const dlti_type *t)
{
    dl_buf b = {0};
    dl_print_type(&b, t);
    return dl_buf_take(&b);
}

static char *attr_text(const dlti_attr *a)
{
    dl_buf b = {0};
    dl_print_attr(&b, a);
    return dl_buf_take(&b);
}

static const char *or_lost(const char *s) { return s ? s : "<out of memory>"; }

/* Interned copy of `n` bytes. */
static const char *intern(parser *p, const char *s, size_t n)
{
    const char *r = dlti_intern(p->ctx, s, n);
    if (!r)
        nomem(p);
    return r;
}

/* IR is cut from blocks of the context arena taken one at a time, so
 * that an op line takes no lock; `size` bytes, zeroed, aligned to 8.
 * Each piece is zeroed as it is cut: a small file touches one page of
 * its first block, not 64 KiB. */
#define IR_BLOCK ((size_t)64 * 1024)

/* A block to cut IR from: a new one, or when streaming one given back by
 * ir_rewind. */
static bool ir_take_block(parser *p)
{
    char *b;
    if (p->ir_used < p->ir_nblocks) {
        b = p->ir_blocks[p->ir_used++];
    } else {
        if (!(b = dl_alloc_raw(p->ctx, IR_BLOCK)))
            return false;
        if (p->stream) {
            if (!dl_array_reserve((void **)&p->ir_blocks, &p->ir_capblocks,
                                  p->ir_nblocks, sizeof *p->ir_blocks, 16))
                return false;
            p->ir_blocks[p->ir_nblocks++] = b;
            p->ir_used = p->ir_nblocks;
        }
    }
    p->ir_next = b;
    p->ir_left = IR_BLOCK;
    return true;
}

static struct ir_mark ir_mark_now(const parser *p)
{
    return (struct ir_mark){p->ir_used, p->ir_next, p->ir_left};
}

/* Gives back the IR cut since `m` (streaming). */
static void ir_rewind(parser *p, struct ir_mark m)
{
    p->ir_used = m.used;
    p->ir_next = m.next;
    p->ir_left = m.left;
}

static void *ir_alloc(parser *p, size_t size)
{
    if (size > IR_BLOCK / 4) {
        void *big = dl_alloc(p->ctx, size);
        if (!big)
            nomem(p);
        return big;
    }
    size = (size + 7) & ~(size_t)7;
    if (size > p->ir_left && !ir_take_block(p)) {
        p->ir_left = 0;
        nomem(p);
        return NULL;
    }
    void *r = p->ir_next;
    p->ir_next += size;
    p->ir_left -= size;
    return memset(r, 0, size);
}

/* A copy of `s` laid out as an interned string (dl_interned_len works on
 * it) but not uniqued: for value names, which are compared by text. */
static const char *ir_string(parser *p, const char *s, size_t n)
{
    if (n >= UINT32_MAX)
        return intern(p, s, n); /* which reports the limit */
    dl_str *d = ir_alloc(p, sizeof *d + n + 1);
    if (!d)
        return NULL;
    d->len = (uint32_t)n;
    memcpy(d->s, s, n);
    return d->s;
}

/* The unescaped value of a string (or @"...") token, interned. */
static dlti_status tok_string(parser *p, dl_token t, const char **s,
                              size_t *len)
{
    if (!(t.flags & DL_TOKF_ESCAPE)) {
        /* The value is the text between the quotes. */
        size_t b = t.kind == DL_TOK_AT ? 2 : 1;
        size_t n = t.len > b ? t.len - b - 1 : 0;
        *s = intern(p, ttext(p, t) + b, n);
        if (!*s)
            return DLTI_ERR_NOMEM;
        if (len)
            *len = n;
        return DLTI_OK;
    }
    char *tmp = malloc(t.len ? t.len : 1);
    if (!tmp)
        return nomem(p);
    size_t n = dl_tok_unescape(&p->lx, t, tmp);
    *s = dlti_intern(p->ctx, tmp, n);
    free(tmp);
    if (!*s)
        return nomem(p);
    if (len)
        *len = n;
    return DLTI_OK;
}

/* ===================================================================== */
/* Forward declarations                                                   */
/* ===================================================================== */

static dlti_status parse_type(parser *p, const dlti_type **out);
static dlti_status parse_nonfn_type(parser *p, const dlti_type **out);
static dlti_status parse_attr(parser *p, const dlti_attr **out);
static dlti_status parse_attr_dict(parser *p, const dlti_attr **out);
static dlti_status parse_location_instance(parser *p);
static dlti_status parse_operation(parser *p, dl_block *blk, dlti_op *owner);

/* ===================================================================== */
/* Small classification helpers                                           */
/* ===================================================================== */

static int float_kind_of_tok(parser *p)
{
    if (p->tok.kind != DL_TOK_BARE)
        return -1;
    const char *s = ttext(p, p->tok);
    size_t n = p->tok.len;
    /* The common ones without a table walk. */
    if (n == 3 && s[0] == 'f') {
        int k = s[1] == '1' && s[2] == '6'   ? DL_F16
                : s[1] == '3' && s[2] == '2' ? DL_F32
                : s[1] == '6' && s[2] == '4' ? DL_F64
                : s[1] == '8' && s[2] == '0' ? DL_F80
                                             : -1;
        if (k >= 0)
            return k;
    }
    if (n < 3 || (s[0] != 'f' && s[0] != 'b' && s[0] != 't'))
        return -1;
    for (int k = 0; k < DL_NUM_FLOATS; k++)
        if (dl_tok_is(&p->lx, p->tok, dl_float_info_table[k].name))
            return k;
    return -1;
}

/* MLIR's parseOptionalType start set. */
static bool type_may_start(parser *p)
{
    switch (p->tok.kind) {
    case DL_TOK_LPAREN:
    case DL_TOK_INTTYPE:
    case DL_TOK_BANG:
        return true;
    case DL_TOK_BARE:
        return is_kw(p, "memref") || is_kw(p, "tensor") ||
               is_kw(p, "complex") || is_kw(p, "tuple") ||
               is_kw(p, "vector") || is_kw(p, "index") || is_kw(p, "none") ||
               float_kind_of_tok(p) >= 0;
    default:
        return false;
    }
}

/* MLIR's parseOptionalAttribute start set. */
static bool attr_may_start(parser *p)
{
    switch (p->tok.kind) {
    case DL_TOK_AT:
    case DL_TOK_FLOAT:
    case DL_TOK_INT:
    case DL_TOK_HASH:
    case DL_TOK_LBRACE:
    case DL_TOK_LSQUARE:
    case DL_TOK_MINUS:
    case DL_TOK_STRING:
        return true;
    case DL_TOK_BARE:
        if (is_kw(p, "affine_map") || is_kw(p, "affine_set") ||
            is_kw(p, "dense") || is_kw(p, "dense_resource") ||
            is_kw(p, "false") || is_kw(p, "loc") || is_kw(p, "sparse") ||
            is_kw(p, "true") || is_kw(p, "unit"))
            return true;
        return type_may_start(p);
    default:
        return type_may_start(p);
    }
}

static bool ty_is_int(const dlti_type *t) { return dl_type_kind_of(t) == DL_TY_INTEGER; }
static bool ty_is_index(const dlti_type *t) { return dl_type_kind_of(t) == DL_TY_INDEX; }
static bool ty_is_float(const dlti_type *t) { return t->cls->float_bits != 0; }

/* Raw attributes that are memref layouts (MemRefLayoutAttrInterface). */
static bool attr_is_layout(const dlti_attr *a)
{
    if (dl_attr_kind_of(a) != DL_AT_RAW)
        return false;
    const char *s = ((const dl_raw_key *)a->key)->text;
    return strncmp(s, "affine_map<", 11) == 0 || strncmp(s, "strided<", 8) == 0;
}

/* ===================================================================== */
/* Integer literals                                                       */
/* ===================================================================== */

/* Digits of an integer token (without a 0x prefix). */
static void int_digits(parser *p, dl_token t, const char **d, size_t *n,
                       bool *hex)
{
    const char *s = ttext(p, t);
    *hex = t.len > 1 && s[1] == 'x';
    *d = *hex ? s + 2 : s;
    *n = *hex ? t.len - 2 : t.len;
}

static unsigned hexval(char c)
{
    if (c >= '0' && c <= '9')
        return (unsigned)(c - '0');
    if (c >= 'a' && c <= 'f')
        return (unsigned)(c - 'a' + 10);
    return (unsigned)(c - 'A' + 10);
}

/* a * m + *carry; *carry receives the high part (m < 2^32). */
static uint64_t mul_add(uint64_t a, uint32_t m, uint64_t *carry)
{
    uint64_t lo = (a & 0xffffffffu) * m + (*carry & 0xffffffffu);
    uint64_t hi = (a >> 32) * m + (*carry >> 32) + (lo >> 32);
    *carry = hi >> 32;
    return (hi << 32) | (lo & 0xffffffffu);
}

/* MLIR's buildAttributeAPInt: the value of integer token `t` (negated when
 * `neg`) as ceil(width/64) little-endian words truncated to `width` bits.
 * Returns 1 on success, 0 when out of range, -1 when out of memory
 * (reported).  *words is malloc'ed on success. */
static int build_apint(parser *p, dl_token t, bool neg, unsigned width,
                       bool is_signed, uint64_t **words_out, uint32_t *nw_out)
{
    size_t nw = width ? ((size_t)width + 63) / 64 : 1;
    size_t cap = nw + 1; /* one spare word detects overflow */
    uint64_t *w = calloc(cap, sizeof *w);
    if (!w) {
        nomem(p);
        return -1;
    }
    const char *d = NULL;
    size_t n = 0;
    bool hex;
    int_digits(p, t, &d, &n, &hex);
    size_t used = 0; /* words holding non-zero bits */
    if (hex) {
        for (size_t i = 0; i < n; i++) {
            unsigned v = hexval(d[n - 1 - i]);
            if (!v)
                continue;
            size_t bit = i * 4;
            if (bit / 64 >= cap)
                goto range;
            w[bit / 64] |= (uint64_t)v << (bit % 64);
        }
    } else {
        size_t i = 0;
        while (i < n && d[i] == '0')
            i++;
        while (i < n) {
            /* up to 9 digits at a time */
            uint32_t chunk = 0, mul = 1;
            for (size_t k = 0; k < 9 && i < n; k++, i++) {
                chunk = chunk * 10 + (uint32_t)(d[i] - '0');
                mul *= 10;
            }
            uint64_t carry = chunk;
            size_t j = 0;
            for (; j < used || (carry && j < cap); j++)
                w[j] = mul_add(w[j], mul, &carry);
            if (carry)
                goto range;
            if (j > used)
                used = j;
        }
    }
    /* Active bits must fit in width. */
    {
        size_t active = 0;
        for (size_t j = cap; j-- > 0;)
            if (w[j]) {
                uint64_t x = w[j];
                unsigned b = 0;
                while (x) {
                    b++;
                    x >>= 1;
                }
                active = j * 64 + b;
                break;
            }
        if (active > width)
            goto range;
        if (width == 0) {
            if (neg)
                goto range;
        } else {
            uint64_t topmask = (width % 64) ? ((UINT64_C(1) << (width % 64)) - 1)
                                            : UINT64_MAX;
            if (neg) {
                /* two's complement negation in width bits */
                uint64_t c = 1;
                for (size_t j = 0; j < nw; j++) {
                    uint64_t v = ~w[j] + c;
                    c = (c && v == 0) ? 1 : 0;
                    w[j] = v;
                }
                w[nw - 1] &= topmask;
            }
            bool sign = (w[nw - 1] >> ((width - 1) % 64)) & 1;
            if (neg && !sign)
                goto range;
            if (!neg && is_signed && sign)
                goto range;
        }
    }
    *words_out = w;
    *nw_out = (uint32_t)nw;
    return 1;
range:
    free(w);
    return 0;
}

/* Result of MLIR's AsmParser::parseInteger<uint64_t> (or <bool> when
 * `is_bool`), with its messages. */
static dlti_status parse_mlir_integer(parser *p, bool is_bool, uint64_t *out)
{
    size_t loc = p->tok.off;
    if (is_kw(p, "true") || is_kw(p, "false")) {
        *out = is_kw(p, "true");
        next(p);
        return DLTI_OK;
    }
    if (!is(p, DL_TOK_INT) && !is(p, DL_TOK_MINUS))
        return cerr_at(p, loc, "expected integer value");
    bool neg = consume_if(p, DL_TOK_MINUS);
    dl_token t = p->tok;
    TRY(expect(p, DL_TOK_INT, "expected integer value"));
    uint64_t v = 0;
    bool ok = dl_tok_uint64(&p->lx, t, &v);
    const char *d = NULL;
    size_t n = 0;
    bool hex;
    int_digits(p, t, &d, &n, &hex);
    if (!ok)
        return cerr_at(p, loc, "integer value too large");
    uint64_t r;
    if (!neg) {
        r = v;
    } else if (v == 0) {
        r = 0;
    } else if (n < 16 || (n == 16 && v < (UINT64_C(1) << 63))) {
        r = (uint64_t)0 - v;
    } else {
        return cerr_at(p, loc, "integer value too large");
    }
    if (is_bool && r > 1)
        return cerr_at(p, loc, "integer value too large");
    if (is_bool && neg && v != 0)
        return cerr_at(p, loc, "integer value too large");
    *out = r;
    return DLTI_OK;
}

/* ===================================================================== */
/* Floating point literals                                                */
/* ===================================================================== */

static double float_token_value(parser *p, dl_token t)
{
    char small[64];
    char *buf = t.len < sizeof small ? small : malloc(t.len + 1);
    if (!buf)
        return 0.0; /* treated as 0; memory is exhausted anyway */
    memcpy(buf, ttext(p, t), t.len);
    buf[t.len] = 0;
    const char *dp = localeconv()->decimal_point;
    if (dp && dp[0] && dp[0] != '.' && dp[1] == 0) {
        char *dot = strchr(buf, '.');
        if (dot)
            *dot = dp[0];
    }
    double v = strtod(buf, NULL);
    if (buf != small)
        free(buf);
    return v;
}

/* The value stored for a float attribute of type `t` (MLIR rounds to the
 * type's semantics; we keep doubles and round f32 exactly). */
static double round_to_type(const dlti_type *t, double v)
{
    if (dl_type_kind_of(t) == DL_TY_FLOAT &&
        t->cls->float_kind == DL_F32)
        return (double)(float)v;
    return v;
}

/* Decodes `bits` of a builtin float format into a double. */
static double decode_float_bits(dl_float_kind k, uint64_t bits)
{
    unsigned eb, mb;
    bool ieee = true;
    switch (k) {
    case DL_F16: eb = 5; mb = 10; break;
    case DL_BF16: eb = 8; mb = 7; break;
    case DL_TF32: eb = 8; mb = 10; break;
    case DL_F32: {
        uint32_t u = (uint32_t)bits;
        float f;
        memcpy(&f, &u, sizeof f);
        return f;
    }
    case DL_F64: {
        double d = 0;
        memcpy(&d, &bits, sizeof d);
        return d;
    }
    case DL_F80: eb = 15; mb = 63; break;
    case DL_F128: eb = 15; mb = 112; break;
    case DL_F8E5M2: eb = 5; mb = 2; break;
    case DL_F8E4M3: eb = 4; mb = 3; break;
    case DL_F8E3M4: eb = 3; mb = 4; break;
    case DL_F8E4M3FN: eb = 4; mb = 3; ieee = false; break;
    case DL_F8E5M2FNUZ: eb = 5; mb = 2; ieee = false; break;
    case DL_F8E4M3FNUZ: eb = 4; mb = 3; ieee = false; break;
    case DL_F8E4M3B11FNUZ: eb = 4; mb = 3; ieee = false; break;
    case DL_F8E8M0FNU: eb = 8; mb = 0; ieee = false; break;
    case DL_F6E2M3FN: eb = 2; mb = 3; ieee = false; break;
    case DL_F6E3M2FN: eb = 3; mb = 2; ieee = false; break;
    case DL_F4E2M1FN: eb = 2; mb = 1; ieee = false; break;
    default: eb = 8; mb = 23; break;
    }
    uint64_t mant = mb >= 64 ? bits : (bits & ((UINT64_C(1) << mb) - 1));
    unsigned eshift = mb >= 64 ? 64 : mb;
    uint64_t e = eshift >= 64 ? 0 : (bits >> eshift) & ((UINT64_C(1) << eb) - 1);
    bool sign = k != DL_F8E8M0FNU && (eb + mb < 64) && ((bits >> (eb + mb)) & 1);
    if (k == DL_F80)
        sign = false; /* bit 79 is beyond a 64-bit literal */
    int bias = (1 << (eb - 1)) - 1;
    if (k == DL_F8E5M2FNUZ || k == DL_F8E4M3FNUZ)
        bias += 1;
    if (k == DL_F8E4M3B11FNUZ)
        bias = 11;
    if (k == DL_F8E8M0FNU)
        bias = 127;
    double m = mb ? ldexp((double)mant, -(int)(mb > 60 ? 60 : mb)) : 0.0;
    if (mb > 60)
        m = ldexp((double)(mant >> (mb - 60)), -60);
    double v = 0;
    if (ieee && e == (UINT64_C(1) << eb) - 1)
        v = mant ? NAN : INFINITY;
    else if (e == 0 && k != DL_F8E8M0FNU)
        v = ldexp(m, 1 - bias);
    else
        v = ldexp((k == DL_F80 ? 0.0 : 1.0) + m, (int)e - bias);
    return sign ? -v : v;
}

/* MLIR's parseFloatFromIntegerLiteral. */
static dlti_status float_from_int_literal(parser *p, dl_token t, bool neg,
                                          const dlti_type *type, double *out)
{
    const char *s = ttext(p, t);
    bool hex = t.len > 1 && s[1] == 'x';
    if (!hex) {
        dlti_status st = err_at(p, t.off, "unexpected decimal integer literal "
                                          "for a floating point value");
        if (p->tok.kind != DL_TOK_ERROR)
            note_at(p, t.off, "add a trailing dot to make the literal a float");
        return st;
    }
    if (neg)
        return err_at(p, t.off,
                      "hexadecimal float literal should not have a leading minus");
    uint64_t v = 0;
    if (!dl_tok_uint64(&p->lx, t, &v))
        return err_at(p, t.off, "hexadecimal float constant out of range for type");
    unsigned width = type->cls->float_bits;
    if (width < 64 && (v >> width) != 0)
        return err_at(p, t.off, "hexadecimal float constant out of range for type");
    if (dl_type_kind_of(type) != DL_TY_FLOAT)
        return err_at(p, t.off, "hexadecimal float literals are not supported "
                                "for this type");
    *out = decode_float_bits(type->cls->float_kind, v);
    return DLTI_OK;
}

/* ===================================================================== */
/* Types                                                                  */
/* ===================================================================== */

/* The parse's cache of simple builtin types (made on first use). */
static type_cache *types_cache(parser *p)
{
    if (!p->types) {
        p->types = scratch_alloc(p, sizeof *p->types);
        if (p->types)
            memset(p->types, 0, sizeof *p->types);
    }
    return p->types;
}

/* Composite types (function, vector) memoized by a structural key of
 * words: uniquing always maps a key to the same type, and the memo avoids
 * building the uniquing key and taking the context's lock for the types
 * that repeat on every op line. */
#define TMEMO_MAX_WORDS 16

typedef struct tmemo_rec {
    uint64_t hash;
    size_t nwords;
    const dlti_type *type;
    uint64_t key[];
} tmemo_rec;

static inline uint64_t tmemo_hash(const uint64_t *key, size_t nwords)
{
    uint64_t h = UINT64_C(0x243f6a8885a308d3);
    for (size_t i = 0; i < nwords; i++) {
        h = (h ^ key[i]) * UINT64_C(0xff51afd7ed558ccd);
        h ^= h >> 32;
    }
    return h;
}

static const dlti_type *tmemo_get(const parser *p, const uint64_t *key,
                                  size_t nwords, uint64_t h)
{
    if (!p->tmemo.cap)
        return NULL;
    size_t mask = p->tmemo.cap - 1;
    for (size_t i = (size_t)h & mask;; i = (i + 1) & mask) {
        const tmemo_rec *r = p->tmemo.slots[i];
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

static dlti_status tmemo_put(parser *p, const uint64_t *key, size_t nwords,
                             uint64_t h, const dlti_type *t)
{
    if (p->tmemo.count >= MEMO_MAX)
        return DLTI_OK;
    tmemo_rec *r = scratch_alloc(p, sizeof *r + nwords * sizeof *key);
    if (!r)
        return DLTI_ERR_NOMEM;
    r->hash = h;
    r->nwords = nwords;
    r->type = t;
    memcpy(r->key, key, nwords * sizeof *key);
    return dl_table_insert(&p->tmemo, r, h, dl_hash_first_word) ? DLTI_OK
                                                                : nomem(p);
}

static uint64_t ptr_word(const void *q) { return (uint64_t)(uintptr_t)q; }

/* The function type (inputs..., results...), through the memo. */
static dlti_status function_type(parser *p, const vec *in, const vec *res,
                                 const dlti_type **out)
{
    const dlti_type *const *ti = (const dlti_type *const *)in->data;
    const dlti_type *const *tr = (const dlti_type *const *)res->data;
    uint64_t key[TMEMO_MAX_WORDS];
    size_t nw = 0;
    uint64_t h = 0;
    bool memo = 2 + in->n + res->n <= TMEMO_MAX_WORDS;
    if (memo) {
        key[nw++] = ((uint64_t)in->n << 32 | res->n) << 1; /* tag 0 */
        for (size_t i = 0; i < in->n; i++)
            key[nw++] = ptr_word(ti[i]);
        for (size_t i = 0; i < res->n; i++)
            key[nw++] = ptr_word(tr[i]);
        h = tmemo_hash(key, nw);
        if ((*out = tmemo_get(p, key, nw, h)))
            return DLTI_OK;
    }
    *out = dl_function_type(p->ctx, (uint32_t)in->n, ti, (uint32_t)res->n, tr);
    if (!*out)
        return DLTI_ERR_NOMEM;
    return memo ? tmemo_put(p, key, nw, h, *out) : DLTI_OK;
}

/* The vector type, through the memo (dims are positive: checked). */
static dlti_status vector_type(parser *p, const dlti_type *elem,
                               const vec *dims, const vec *scal,
                               const dlti_type **out)
{
    const int64_t *dv = (const int64_t *)dims->data;
    const uint8_t *sv = (const uint8_t *)scal->data;
    uint64_t key[TMEMO_MAX_WORDS];
    size_t nw = 0;
    uint64_t h = 0;
    /* tag 1, rank, scalable bits (rank <= 8), element, dims */
    bool memo = dims->n <= 8 && 2 + dims->n <= TMEMO_MAX_WORDS;
    if (memo) {
        uint64_t bits = 0;
        for (size_t i = 0; i < dims->n; i++)
            bits |= (uint64_t)(sv[i] != 0) << i;
        key[nw++] = ((uint64_t)dims->n << 16 | bits << 8) << 1 | 1;
        key[nw++] = ptr_word(elem);
        for (size_t i = 0; i < dims->n; i++)
            key[nw++] = (uint64_t)dv[i];
        h = tmemo_hash(key, nw);
        if ((*out = tmemo_get(p, key, nw, h)))
            return DLTI_OK;
    }
    *out = dl_vector_type(p->ctx, elem, (uint32_t)dims->n, dv, sv);
    if (!*out)
        return DLTI_ERR_NOMEM;
    return memo ? tmemo_put(p, key, nw, h, *out) : DLTI_OK;
}

/* MLIR's parseXInDimensionList: an `x`, possibly glued to what follows
 * (`xf32`), after which lexing continues just after the `x`. */
static dlti_status parse_x_in_dim_list(parser *p)
{
    if (p->tok.kind != DL_TOK_BARE || ttext(p, p->tok)[0] != 'x')
        return err_wrong(p, "expected 'x' in dimension list");
    reset_to(p, p->tok.off + 1);
    return DLTI_OK;
}

static dlti_status parse_int_in_dim_list(parser *p, int64_t *v)
{
    const char *s = ttext(p, p->tok);
    if (p->tok.kind == DL_TOK_INT && p->tok.len > 1 && s[1] == 'x') {
        /* `0xf32` is `0`, `x`, `f32` */
        *v = 0;
        reset_to(p, p->tok.off + 1);
        return DLTI_OK;
    }
    uint64_t u;
    if (p->tok.kind != DL_TOK_INT || !dl_tok_uint64(&p->lx, p->tok, &u) ||
        u > (uint64_t)INT64_MAX)
        return err_cur(p, "invalid dimension");
    *v = (int64_t)u;
    next(p);
    return DLTI_OK;
}

static dlti_status push_dim(parser *p, vec *dims, int64_t d)
{
    if (dims->n >= DL_MAX_VECTOR_RANK) {
        dlti_loc l = loc_at(p, cur_off(p));
        return dl_error(p->ctx, DLTI_ERR_LIMIT, &l,
                        "shaped type has more than %d dimensions",
                        DL_MAX_VECTOR_RANK);
    }
    VEC_PUSH(p, *dims, int64_t, d);
    return DLTI_OK;
}

/* Ranked tensor/memref dimensions, each followed by `x`. */
static dlti_status parse_dims_ranked(parser *p, vec *dims)
{
    while (is(p, DL_TOK_INT) || is(p, DL_TOK_QUESTION)) {
        int64_t d = 0;
        if (consume_if(p, DL_TOK_QUESTION))
            d = -1;
        else
            TRY(parse_int_in_dim_list(p, &d));
        TRY(push_dim(p, dims, d));
        TRY(parse_x_in_dim_list(p));
    }
    return DLTI_OK;
}

static char *dims_text(const int64_t *dims, size_t n)
{
    dl_buf b = {0};
    for (size_t i = 0; i < n; i++)
        dl_buf_printf(&b, "%s%lld", i ? ", " : "", (long long)dims[i]);
    if (!n)
        dl_buf_puts(&b, "");
    return dl_buf_take(&b);
}

static dlti_status parse_vector_type(parser *p, const dlti_type **out)
{
    size_t loc = p->tok.off;
    next(p);
    TRY(expect(p, DL_TOK_LESS, "expected '<' in vector type"));
    VEC_LOCAL(dims, int64_t, 4);
    VEC_LOCAL(scal, uint8_t, 4);
    while (is(p, DL_TOK_INT) || is(p, DL_TOK_LSQUARE)) {
        bool scalable = consume_if(p, DL_TOK_LSQUARE);
        int64_t d = 0;
        TRY(parse_int_in_dim_list(p, &d));
        TRY(push_dim(p, &dims, d));
        VEC_PUSH(p, scal, uint8_t, scalable ? 1 : 0);
        if (scalable && !consume_if(p, DL_TOK_RSQUARE))
            return err_wrong(p, "missing ']' closing scalable dimension");
        TRY(parse_x_in_dim_list(p));
    }
    const dlti_type *elem = NULL;
    TRY(parse_type(p, &elem));
    TRY(expect(p, DL_TOK_GREATER, "expected '>' in vector type"));
    dl_type_kind ek = dl_type_kind_of(elem);
    if (!(ek == DL_TY_INTEGER || ek == DL_TY_INDEX || ty_is_float(elem) ||
          (ek == DL_TY_DIALECT && elem->cls->hooks.vector_element)))
        return err_at(p, loc, "failed to verify 'elementType': "
                              "VectorElementTypeInterface instance");
    const int64_t *dv = (const int64_t *)dims.data;
    for (size_t i = 0; i < dims.n; i++)
        if (dv[i] <= 0) {
            char *t = dims_text(dv, dims.n);
            dlti_status st = err_at(p, loc, "vector types must have positive "
                                            "constant sizes but got %s",
                                    or_lost(t));
            free(t);
            return st;
        }
    /* Deviation from MLIR (which wraps): the element count must fit. */
    int64_t prod = 1;
    for (size_t i = 0; i < dims.n; i++) {
        if (prod > INT64_MAX / dv[i]) {
            dlti_loc l = loc_at(p, loc);
            return dl_error(p->ctx, DLTI_ERR_LIMIT, &l,
                            "vector type has too many elements: the product "
                            "of its dimensions overflows int64");
        }
        prod *= dv[i];
    }
    return vector_type(p, elem, &dims, &scal, out);
}

static bool tensor_elem_ok(const dlti_type *t)
{
    switch (dl_type_kind_of(t)) {
    case DL_TY_NONE:
    case DL_TY_TENSOR:
    case DL_TY_UNRANKED_TENSOR:
    case DL_TY_MEMREF:
    case DL_TY_UNRANKED_MEMREF:
    case DL_TY_TUPLE:
    case DL_TY_FUNCTION:
        return false;
    default:
        return true;
    }
}

static bool memref_elem_ok(const dlti_type *t)
{
    switch (dl_type_kind_of(t)) {
    case DL_TY_INTEGER:
    case DL_TY_INDEX:
    case DL_TY_FLOAT:
    case DL_TY_COMPLEX:
    case DL_TY_VECTOR:
    case DL_TY_MEMREF:
    case DL_TY_UNRANKED_MEMREF:
    case DL_TY_DIALECT:
        return true;
    default:
        return ty_is_float(t);
    }
}

static dlti_status parse_tensor_type(parser *p, const dlti_type **out)
{
    next(p);
    TRY(expect(p, DL_TOK_LESS, "expected '<' in tensor type"));
    vec dims = {0};
    bool unranked = false;
    if (consume_if(p, DL_TOK_STAR)) {
        unranked = true;
        TRY(parse_x_in_dim_list(p));
    } else {
        TRY(parse_dims_ranked(p, &dims));
    }
    size_t elem_loc = p->tok.off;
    const dlti_type *elem = NULL;
    TRY(parse_type(p, &elem));
    const dlti_attr *enc = NULL;
    if (consume_if(p, DL_TOK_COMMA) && attr_may_start(p))
        TRY(parse_attr(p, &enc));
    TRY(expect(p, DL_TOK_GREATER, "expected '>' in tensor type"));
    if (!tensor_elem_ok(elem))
        return err_at(p, elem_loc, "invalid tensor element type");
    if (unranked) {
        if (enc)
            return err_cur(p, "cannot apply encoding to unranked tensor");
        *out = dl_unranked_tensor_type(p->ctx, elem);
    } else {
        *out = dl_tensor_type(p->ctx, elem, (uint32_t)dims.n,
                              (const int64_t *)dims.data, enc);
    }
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

static dlti_status parse_memref_type(parser *p, const dlti_type **out)
{
    next(p);
    TRY(expect(p, DL_TOK_LESS, "expected '<' in memref type"));
    vec dims = {0};
    bool unranked = false;
    if (consume_if(p, DL_TOK_STAR)) {
        unranked = true;
        TRY(parse_x_in_dim_list(p));
    } else {
        TRY(parse_dims_ranked(p, &dims));
    }
    size_t elem_loc = p->tok.off;
    const dlti_type *elem = NULL;
    TRY(parse_type(p, &elem));
    if (!memref_elem_ok(elem))
        return err_at(p, elem_loc, "invalid memref element type");
    const dlti_attr *layout = NULL, *space = NULL;
    if (!consume_if(p, DL_TOK_GREATER)) {
        TRY(expect(p, DL_TOK_COMMA, "expected ',' or '>' in memref type"));
        if (is(p, DL_TOK_GREATER))
            return err_wrong(p, "expected list element");
        do {
            const dlti_attr *a = NULL;
            TRY(parse_attr(p, &a));
            if (attr_is_layout(a)) {
                layout = a;
                if (unranked)
                    return err_cur(p, "cannot have affine map for unranked "
                                      "memref type");
                if (space)
                    return err_cur(p, "expected memory space to be last in "
                                      "memref type");
            } else if (space) {
                return err_cur(p, "multiple memory spaces specified in memref "
                                  "type");
            } else {
                space = a;
            }
        } while (consume_if(p, DL_TOK_COMMA));
        TRY(expect(p, DL_TOK_GREATER, "expected ',' or '>'"));
    }
    /* MLIR drops an integer memory space of 0. */
    if (space && dl_attr_kind_of(space) == DL_AT_INTEGER) {
        const dl_int_attr_key *k = dl_int_attr_of(space);
        bool zero = true;
        for (uint32_t i = 0; i < k->nwords; i++)
            if (k->words[i])
                zero = false;
        if (zero)
            space = NULL;
    }
    if (unranked)
        *out = dl_unranked_memref_type(p->ctx, elem, space);
    else
        *out = dl_memref_type(p->ctx, elem, (uint32_t)dims.n,
                              (const int64_t *)dims.data, layout, space);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

static dlti_status parse_complex_type(parser *p, const dlti_type **out)
{
    next(p);
    TRY(expect(p, DL_TOK_LESS, "expected '<' in complex type"));
    size_t elem_loc = p->tok.off;
    const dlti_type *elem = NULL;
    TRY(parse_type(p, &elem));
    TRY(expect(p, DL_TOK_GREATER, "expected '>' in complex type"));
    if (!ty_is_float(elem) && !ty_is_int(elem))
        return err_at(p, elem_loc, "invalid element type for complex");
    *out = dl_complex_type(p->ctx, elem);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

/* type (`,` type)* */
static dlti_status parse_type_list_no_parens(parser *p, vec *types)
{
    do {
        const dlti_type *t = NULL;
        TRY(parse_type(p, &t));
        VEC_PUSH(p, *types, const dlti_type *, t);
    } while (consume_if(p, DL_TOK_COMMA));
    return DLTI_OK;
}

static dlti_status parse_type_list_parens(parser *p, vec *types)
{
    TRY(expect(p, DL_TOK_LPAREN, "expected '('"));
    if (consume_if(p, DL_TOK_RPAREN))
        return DLTI_OK;
    TRY(parse_type_list_no_parens(p, types));
    return expect(p, DL_TOK_RPAREN, "expected ')'");
}

static dlti_status parse_tuple_type(parser *p, const dlti_type **out)
{
    next(p);
    TRY(expect(p, DL_TOK_LESS, "expected '<' in tuple type"));
    vec types = {0};
    if (!consume_if(p, DL_TOK_GREATER)) {
        TRY(parse_type_list_no_parens(p, &types));
        TRY(expect(p, DL_TOK_GREATER, "expected '>' in tuple type"));
    }
    if (types.n > UINT32_MAX)
        return err_cur(p, "too many types");
    *out = dl_tuple_type(p->ctx, (uint32_t)types.n,
                         (const dlti_type *const *)types.data);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

static dlti_status parse_function_type(parser *p, const dlti_type **out)
{
    VEC_LOCAL(in, const dlti_type *, 4);
    VEC_LOCAL(res, const dlti_type *, 2);
    TRY(parse_type_list_parens(p, &in));
    TRY(expect(p, DL_TOK_ARROW, "expected '->' in function type"));
    if (is(p, DL_TOK_LPAREN)) {
        TRY(parse_type_list_parens(p, &res));
    } else {
        const dlti_type *t = NULL;
        TRY(parse_nonfn_type(p, &t));
        VEC_PUSH(p, res, const dlti_type *, t);
    }
    if (in.n > UINT32_MAX || res.n > UINT32_MAX)
        return err_cur(p, "too many types");
    return function_type(p, &in, &res, out);
}

static dlti_status parse_integer_type(parser *p, const dlti_type **out)
{
    const char *s = ttext(p, p->tok);
    size_t skip = s[0] == 'i' ? 1 : 2;
    uint64_t w = 0;
    for (size_t i = skip; i < p->tok.len; i++) {
        w = w * 10 + (uint64_t)(s[i] - '0');
        if (w > UINT32_MAX)
            return err_cur(p, "invalid integer width");
    }
    if (w > DLTI_MAX_INT_WIDTH)
        return err_at(p, p->tok.off,
                      "integer bitwidth is limited to %u bits",
                      DLTI_MAX_INT_WIDTH);
    unsigned si = s[0] == 'i' ? 0 : s[0] == 's' ? 1 : 2;
    next(p);
    type_cache *tc = NULL;
    if (w < INT_CACHE_WIDTHS) {
        if (!(tc = types_cache(p)))
            return DLTI_ERR_NOMEM;
        if ((*out = tc->ints[si][w]))
            return DLTI_OK;
    }
    static const dlti_signedness sg[3] = {DLTI_SIGNLESS, DLTI_SIGNED,
                                          DLTI_UNSIGNED};
    *out = dl_integer_type(p->ctx, (unsigned)w, sg[si]);
    if (tc)
        tc->ints[si][w] = *out;
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

static dlti_status parse_extended_type(parser *p, const dlti_type **out);

static dlti_status parse_nonfn_type(parser *p, const dlti_type **out)
{
    switch (p->tok.kind) {
    case DL_TOK_INTTYPE:
        return parse_integer_type(p, out);
    case DL_TOK_BANG:
        return parse_extended_type(p, out);
    case DL_TOK_BARE: {
        if (is_kw(p, "vector"))
            return parse_vector_type(p, out);
        if (is_kw(p, "tensor"))
            return parse_tensor_type(p, out);
        if (is_kw(p, "memref"))
            return parse_memref_type(p, out);
        if (is_kw(p, "complex"))
            return parse_complex_type(p, out);
        if (is_kw(p, "tuple"))
            return parse_tuple_type(p, out);
        /* keyword types, cached per parse */
        int fk = -1;
        bool index = is_kw(p, "index"), none = !index && is_kw(p, "none");
        if (!index && !none && (fk = float_kind_of_tok(p)) < 0)
            break;
        type_cache *tc = types_cache(p);
        if (!tc)
            return DLTI_ERR_NOMEM;
        const dlti_type **slot = index  ? &tc->index
                                 : none ? &tc->none
                                        : &tc->floats[fk];
        next(p);
        if (!*slot)
            *slot = index  ? dl_index_type(p->ctx)
                    : none ? dl_none_type(p->ctx)
                           : dl_float_type(p->ctx, (dl_float_kind)fk);
        *out = *slot;
        return *out ? DLTI_OK : DLTI_ERR_NOMEM;
    }
    default:
        break;
    }
    return err_wrong(p, "expected non-function type");
}

static dlti_status parse_type_uncached(parser *p, const dlti_type **out)
{
    TRY(enter(p));
    p->in_type++;
    dlti_status st = is(p, DL_TOK_LPAREN) ? parse_function_type(p, out)
                                          : parse_nonfn_type(p, out);
    p->in_type--;
    leave(p);
    return st;
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

/* Records remembered by a text of the source (types, op lines) start
 * with it; dl_hash_first_word hashes them. */
typedef struct text_key {
    uint64_t hash;
    size_t off, len;        /* the text, in the source */
} text_key;

/* The record of `t` whose text is `text`, or NULL. */
static inline const void *text_memo_find(const parser *p, const dl_table *t,
                                         const char *text, size_t len, uint64_t h)
{
    if (!t->cap)
        return NULL;
    size_t mask = t->cap - 1;
    for (size_t i = (size_t)h & mask;; i = (i + 1) & mask) {
        const text_key *k = t->slots[i];
        if (!k)
            return NULL;
        if (k->hash == h && k->len == len &&
            same_bytes(p->lx.buf + k->off, text, len))
            return k;
    }
}

typedef struct spelled_type {
    text_key key;
    unsigned levels;        /* nesting levels the type uses */
    const dlti_type *type;
} spelled_type;


/* How simple_type_extent sees characters. */
enum { TS_NO, TS_PLAIN, TS_BLANK, TS_OPEN, TS_CLOSE, TS_DASH, TS_BANG };
static const unsigned char type_scan_class[256] = {
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
     * dialect symbol's name or by an alias (dialect_ident_end tells) */
};

/* The end of the identifier of the dialect symbol `!ns.name` at `i` (the
 * lexer's prefixed identifier), or 0 for an alias or a malformed one. */
static size_t dialect_ident_end(const unsigned char *b, size_t len, size_t i)
{
    size_t start = ++i;
    bool dotted = false;
    if (i >= len || (dl_lex_class[b[i]] & DL_CC_DIGIT))
        return 0;
    while (i < len && (dl_lex_class[b[i]] & DL_CC_ID))
        dotted |= b[i++] == '.';
    return dotted && i > start ? i : 0;
}

/* Scans a balanced run from the opener at `i` to just after its closer;
 * 0 if something else than builtin or dialect type text is met. */
static size_t scan_balanced(const unsigned char *b, size_t len, size_t i)
{
    unsigned char stack[32];
    size_t n = 0;
    while (i < len) {
        unsigned char c = b[i++];
        switch (type_scan_class[c]) {
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
            if (!(i = dialect_ident_end(b, len, i - 1)))
                return 0;
            continue;
        default:
            return 0;
        }
    }
    return 0;
}

static inline size_t skip_blanks(const unsigned char *b, size_t len, size_t i)
{
    while (i < len && type_scan_class[b[i]] == TS_BLANK)
        i++;
    return i;
}

/* The end of the builtin or dialect non-function type spelled at `i`, or 0. */
static size_t simple_nonfn_extent(const unsigned char *b, size_t len,
                                  size_t i)
{
    size_t start = i;
    if (i < len && b[i] == '!') {
        /* a body is the symbol's only when it follows without a blank */
        i = dialect_ident_end(b, len, i);
        return i && i < len && b[i] == '<' ? scan_balanced(b, len, i) : i;
    }
    if (i >= len || !(b[i] == '_' || (dl_lex_class[b[i]] & DL_CC_ALPHA)))
        return 0;
    while (i < len && (dl_lex_class[b[i]] & DL_CC_KW))
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
    return text_memo_find(p, &p->spelled, text, len, h);
}

static dlti_status spelled_put(parser *p, size_t off, size_t len, uint64_t h,
                               unsigned levels, const dlti_type *t)
{
    if (p->spelled.count >= MEMO_MAX)
        return DLTI_OK;
    spelled_type *r = scratch_alloc(p, sizeof *r);
    if (!r)
        return DLTI_ERR_NOMEM;
    r->key = (text_key){h, off, len};
    r->levels = levels;
    r->type = t;
    return dl_table_insert(&p->spelled, r, h, dl_hash_first_word) ? DLTI_OK
                                                                  : nomem(p);
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

/* Whether the remembered type `r` may be used at the current depth. */
static bool spelled_fits(const parser *p, const spelled_type *r)
{
    return p->depth + r->levels <= DL_MAX_NESTING;
}

/* Uses the remembered type `r` whose text ends at `end`: the parser
 * continues after it as though it had parsed the text. */
static const dlti_type *spelled_take(parser *p, const spelled_type *r,
                                     size_t end)
{
    if (p->depth + r->levels > p->max_depth)
        p->max_depth = p->depth + r->levels;
    /* as reset_to; the text holds no line end */
    if (end >= p->lx.pos) {
        dl_lex_skip(&p->lx, end);
        next(p);
        p->prev_end = end;
    } else {
        reset_to(p, end);
    }
    return r->type;
}

static dlti_status parse_type(parser *p, const dlti_type **out)
{
    /* Only whole types are looked up: scanning at every level of a
     * nested type would cost its length times its depth. */
    size_t o = p->tok.off;
    size_t end = p->in_type ? 0 : simple_type_extent(p, o);
    if (!end)
        return parse_type_uncached(p, out);
    uint64_t h;
    const spelled_type *r = spelled_at(p, o, end, &h);
    if (r && spelled_fits(p, r)) {
        *out = spelled_take(p, r, end);
        return DLTI_OK;
    }
    unsigned saved = p->max_depth;
    p->max_depth = p->depth;
    dlti_status st = parse_type_uncached(p, out);
    unsigned levels = p->max_depth - p->depth;
    if (p->max_depth < saved)
        p->max_depth = saved;
    if (st != DLTI_OK || r || p->prev_end != end)
        return st;
    return spelled_put(p, o, end - o, h, levels, *out);
}

/* ===================================================================== */
/* Dialect symbols: !ns.name<...>, #ns<...>, aliases                      */
/* ===================================================================== */

/* MLIR's parseDialectSymbolBody: the current token is a '<'; scans the
 * balanced body and sets *end to just after its closing '>'.  Lexing then
 * continues at *end. */
static dlti_status scan_symbol_body(parser *p, size_t *end)
{
    size_t pos = p->tok.off;
    char *stack = NULL;
    size_t n = 0, cap = 0;
    dlti_status st = DLTI_OK;
    do {
        int c = pos < p->lx.len ? (unsigned char)p->lx.buf[pos] : 0;
        pos++;
        switch (c) {
        case 0:
            if (n)
                st = err_cur(p, "unbalanced '%c' character in pretty dialect "
                                "name", stack[n - 1]);
            else
                st = err_cur(p, "unexpected nul or EOF in pretty dialect name");
            goto out;
        case '<':
        case '[':
        case '(':
        case '{':
            if (n == cap) {
                size_t nc = cap ? cap * 2 : 16;
                char *ns = realloc(stack, nc);
                if (!ns) {
                    st = nomem(p);
                    goto out;
                }
                stack = ns;
                cap = nc;
            }
            stack[n++] = (char)c;
            continue;
        case '-':
            if (pos < p->lx.len && p->lx.buf[pos] == '>')
                pos++;
            continue;
        case '>':
        case ']':
        case ')':
        case '}': {
            char open = c == '>' ? '<' : c == ']' ? '[' : c == ')' ? '(' : '{';
            if (stack[--n] != open) {
                st = err_cur(p, "unbalanced '%c' character in pretty dialect "
                                "name", stack[n]);
                goto out;
            }
            break;
        }
        case '"':
            /* let the lexer skip the string */
            reset_to(p, pos - 1);
            if (p->tok.kind != DL_TOK_STRING) {
                st = DLTI_ERR_PARSE; /* the lexer reported it */
                goto out;
            }
            pos = p->tok.off + p->tok.len;
            break;
        default:
            continue;
        }
    } while (n);
    *end = pos;
    reset_to(p, pos);
out:
    free(stack);
    return st;
}

typedef struct ext_sym {
    size_t tok_off;        /* the '#'/'!' token */
    const char *ns;        /* into the buffer */
    size_t ns_len;
    size_t data_off, data_len; /* the symbol data (MLIR's symbolData) */
    bool pretty;           /* `ns.name` rather than `ns<...>` */
    const void *alias;     /* set when the symbol was an alias */
} ext_sym;

/* MLIR's parseExtendedSymbol, up to the point where the dialect is asked:
 * resolves aliases and finds the symbol data. */
static dlti_status parse_ext_sym(parser *p, smap *aliases, ext_sym *s)
{
    dl_token t = p->tok;
    const char *ident = ttext(p, t) + 1;
    size_t ilen = t.len - 1;
    memset(s, 0, sizeof *s);
    s->tok_off = t.off;
    next(p);
    const char *dot = memchr(ident, '.', ilen);
    bool pretty = dot != NULL;
    bool trailing = p->tok.kind == DL_TOK_LESS && p->tok.off == t.off + t.len;
    if (!trailing && !pretty) {
        const void *v = smap_get(aliases, ident, ilen);
        if (!v)
            return err_wrong(p, "undefined symbol alias id '%.*s'", (int)ilen,
                             ident);
        TRY(use_alias(p, aliases == &p->type_aliases, ident, ilen, t.off,
                      t.len));
        s->alias = v;
        return DLTI_OK;
    }
    s->ns = ident;
    s->pretty = pretty;
    s->ns_len = pretty ? (size_t)(dot - ident) : ilen;
    if (!pretty) {
        size_t start = p->tok.off, end;
        TRY(scan_symbol_body(p, &end));
        s->data_off = start + 1;
        s->data_len = end - start - 2;
    } else {
        s->data_off = t.off + 1 + s->ns_len + 1;
        size_t end = t.off + t.len;
        if (trailing)
            TRY(scan_symbol_body(p, &end));
        s->data_len = end - s->data_off;
    }
    return DLTI_OK;
}

/* MLIR's isDialectSymbolSimpleEnoughForPrettyForm. */
static bool simple_enough_for_pretty(const char *s, size_t n)
{
    if (n == 0 || !((s[0] >= 'a' && s[0] <= 'z') || (s[0] >= 'A' && s[0] <= 'Z')))
        return false;
    size_t i = 0;
    while (i < n && ((s[i] >= 'a' && s[i] <= 'z') || (s[i] >= 'A' && s[i] <= 'Z') ||
                     (s[i] >= '0' && s[i] <= '9') || s[i] == '.' || s[i] == '_'))
        i++;
    if (i == n)
        return true;
    return s[i] == '<' && s[n - 1] == '>';
}

static bool valid_namespace(const char *s, size_t n)
{
    if (n == 0)
        return false;
    if (!((s[0] >= 'a' && s[0] <= 'z') || (s[0] >= 'A' && s[0] <= 'Z') || s[0] == '_'))
        return false;
    for (size_t i = 1; i < n; i++)
        if (!((s[i] >= 'a' && s[i] <= 'z') || (s[i] >= 'A' && s[i] <= 'Z') ||
              (s[i] >= '0' && s[i] <= '9') || s[i] == '_' || s[i] == '$'))
            return false;
    return true;
}

/* The opaque body as the printer wants it: the symbol data when MLIR
 * would print it in pretty form (`!ns.body`), else `<data>` (`!ns<data>`);
 * `suffix` (a trailing ` : type`) is appended. */
static const char *opaque_body(parser *p, const ext_sym *s, const char *suffix)
{
    const char *d = p->lx.buf + s->data_off;
    size_t n = s->data_len;
    dl_buf b = {0};
    if (simple_enough_for_pretty(d, n)) {
        dl_buf_put(&b, d, n);
    } else {
        dl_buf_put(&b, "<", 1);
        dl_buf_put(&b, d, n);
        dl_buf_put(&b, ">", 1);
    }
    if (suffix)
        dl_buf_puts(&b, suffix);
    if (b.failed) {
        dl_buf_free(&b);
        nomem(p);
        return NULL;
    }
    const char *r = intern(p, b.data ? b.data : "", b.len);
    dl_buf_free(&b);
    return r;
}

static bool ns_is(const ext_sym *s, const char *name)
{
    size_t n = strlen(name);
    return s->ns_len == n && memcmp(s->ns, name, n) == 0;
}

/* Makes sure a failing hook left a diagnostic behind. */
static dlti_status hook_result(parser *p, dlti_status st, unsigned errs_before,
                               const void *result, size_t loc, const char *what)
{
    if (st == DLTI_OK && result)
        return DLTI_OK;
    if (p->ctx->errors == errs_before && p->tok.kind != DL_TOK_ERROR)
        err_at(p, loc, "failed to parse %s", what);
    return st != DLTI_OK ? st : DLTI_ERR_PARSE;
}

static dlti_status parse_extended_type(parser *p, const dlti_type **out)
{
    ext_sym s;
    TRY(parse_ext_sym(p, &p->type_aliases, &s));
    if (s.alias) {
        *out = s.alias;
        return DLTI_OK;
    }
    dlti_dialect *d = dl_dialect_require(p->ctx, s.ns, s.ns_len);
    if (!d) {
        size_t loc = s.pretty ? s.data_off : s.tok_off;
        if (!valid_namespace(s.ns, s.ns_len))
            return err_at(p, loc, "invalid dialect namespace '\"%.*s\"'",
                          (int)s.ns_len, s.ns);
        const char *ns = intern(p, s.ns, s.ns_len);
        const char *body = ns ? opaque_body(p, &s, NULL) : NULL;
        if (!body)
            return DLTI_ERR_NOMEM;
        *out = dl_opaque_type(p->ctx, ns, body);
        return *out ? DLTI_OK : DLTI_ERR_NOMEM;
    }
    /* A registered dialect parses its own types, from the symbol data. */
    size_t resume = p->tok.off, resume_prev = p->prev_end;
    reset_to(p, s.data_off);
    size_t name_loc = p->tok.off;
    dlti_status st;
    if (!d->n_type_classes) {
        st = err_at(p, name_loc, "dialect '%.*s' provides no type parsing hook",
                    (int)s.ns_len, s.ns);
    } else if (!dl_tok_is_keyword(p->tok)) {
        st = err_at(p, p->tok.off, "expected valid keyword");
    } else {
        dl_token kw = p->tok;
        const dlti_type_class *cls =
            dl_type_class_lookup(d, ttext(p, kw), kw.len);
        if (!cls || !cls->hooks.parse) {
            st = err_at(p, name_loc, "unknown  type `%.*s` in dialect `%.*s`",
                        (int)kw.len, ttext(p, kw), (int)s.ns_len, s.ns);
        } else {
            next(p);
            const char *saved = p->custom_op;
            p->custom_op = NULL;
            unsigned errs = p->ctx->errors;
            *out = NULL;
            st = cls->hooks.parse(p, cls, out);
            p->custom_op = saved;
            st = hook_result(p, st, errs, *out, name_loc, "type");
        }
    }
    if (st == DLTI_OK) {
        reset_to(p, resume);
        p->prev_end = resume_prev;
    }
    return st;
}

static dlti_status parse_dlti_attr(parser *p, const dlti_attr **out);

static dlti_status parse_extended_attr(parser *p, const dlti_attr **out)
{
    ext_sym s;
    TRY(parse_ext_sym(p, &p->attr_aliases, &s));
    if (s.alias) {
        *out = s.alias;
        return DLTI_OK;
    }
    /* An optional trailing `: type`. */
    const dlti_type *type = NULL;
    if (consume_if(p, DL_TOK_COLON))
        TRY(parse_type(p, &type));
    dlti_dialect *d = dl_dialect_require(p->ctx, s.ns, s.ns_len);
    if (!d) {
        size_t loc = s.pretty ? s.data_off : s.tok_off;
        if (!valid_namespace(s.ns, s.ns_len))
            return err_at(p, loc, "invalid dialect namespace '\"%.*s\"'",
                          (int)s.ns_len, s.ns);
        char *suffix = NULL;
        if (type && dl_type_kind_of(type) != DL_TY_NONE) {
            char *tt = type_text(type);
            dl_buf b = {0};
            dl_buf_printf(&b, " : %s", or_lost(tt));
            free(tt);
            suffix = dl_buf_take(&b);
            if (!suffix)
                return nomem(p);
        }
        const char *ns = intern(p, s.ns, s.ns_len);
        const char *body = ns ? opaque_body(p, &s, suffix) : NULL;
        free(suffix);
        if (!body)
            return DLTI_ERR_NOMEM;
        *out = dl_opaque_attr(p->ctx, ns, body);
        return *out ? DLTI_OK : DLTI_ERR_NOMEM;
    }
    size_t resume = p->tok.off, resume_prev = p->prev_end;
    reset_to(p, s.data_off);
    size_t name_loc = p->tok.off;
    const char *saved = p->custom_op;
    p->custom_op = NULL;
    dlti_status st;
    if (ns_is(&s, "dlti")) {
        st = parse_dlti_attr(p, out);
    } else if (!d->n_attr_classes) {
        st = err_at(p, name_loc,
                    "dialect '%.*s' provides no attribute parsing hook",
                    (int)s.ns_len, s.ns);
    } else if (!dl_tok_is_keyword(p->tok)) {
        st = err_at(p, p->tok.off, "expected valid keyword");
    } else {
        dl_token kw = p->tok;
        const dlti_attr_class *cls =
            dl_attr_class_lookup(d, ttext(p, kw), kw.len);
        if (!cls || !cls->hooks.parse) {
            st = err_at(p, name_loc, "unknown attribute `%.*s` in dialect `%.*s`",
                        (int)kw.len, ttext(p, kw), (int)s.ns_len, s.ns);
        } else {
            next(p);
            unsigned errs = p->ctx->errors;
            *out = NULL;
            st = cls->hooks.parse(p, cls, out);
            st = hook_result(p, st, errs, *out, name_loc, "attribute");
        }
    }
    p->custom_op = saved;
    if (st == DLTI_OK) {
        reset_to(p, resume);
        p->prev_end = resume_prev;
    }
    return st;
}

/* ===================================================================== */
/* Attributes                                                             */
/* ===================================================================== */

static dlti_status raw_attr(parser *p, size_t start, const dlti_attr **out)
{
    size_t end = p->prev_end > start ? p->prev_end : start;
    *out = dl_raw_attr(p->ctx, p->lx.buf + start, end - start);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

static dlti_status parse_int_attr(parser *p, bool neg, const dlti_attr **out)
{
    dl_token t = p->tok;
    next(p);
    const dlti_type *type = NULL;
    if (consume_if(p, DL_TOK_COLON)) {
        TRY(parse_type(p, &type));
    } else {
        type = dl_integer_type(p->ctx, 64, DLTI_SIGNLESS);
        if (!type)
            return DLTI_ERR_NOMEM;
    }
    if (ty_is_float(type)) {
        double v = 0;
        TRY(float_from_int_literal(p, t, neg, type, &v));
        *out = dl_float_attr(p->ctx, type, round_to_type(type, v));
        return *out ? DLTI_OK : DLTI_ERR_NOMEM;
    }
    if (!ty_is_int(type) && !ty_is_index(type))
        return err_at(p, t.off, "integer literal not valid for specified type");
    bool is_unsigned = ty_is_int(type) && dl_int_signedness(type) == DLTI_UNSIGNED;
    if (neg && is_unsigned)
        return err_at(p, t.off, "negative integer literal not valid for "
                                "unsigned integer type");
    unsigned width = ty_is_index(type) ? 64 : dl_int_width(type);
    bool is_signed = ty_is_index(type) || dl_int_signedness(type) == DLTI_SIGNED;
    uint64_t *w;
    uint32_t nw;
    int r = build_apint(p, t, neg, width, is_signed, &w, &nw);
    if (r < 0)
        return DLTI_ERR_NOMEM;
    if (r == 0)
        return err_at(p, t.off, "integer constant out of range for attribute");
    *out = dl_int_attr_words(p->ctx, type, w, nw);
    free(w);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

static dlti_status parse_float_attr(parser *p, bool neg, const dlti_attr **out)
{
    double v = float_token_value(p, p->tok);
    next(p);
    const dlti_type *type = NULL;
    if (consume_if(p, DL_TOK_COLON)) {
        TRY(parse_type(p, &type));
    } else {
        type = dl_float_type(p->ctx, DL_F64);
        if (!type)
            return DLTI_ERR_NOMEM;
    }
    if (!ty_is_float(type))
        return err_cur(p, "floating point value not valid for specified type");
    *out = dl_float_attr(p->ctx, type, round_to_type(type, neg ? -v : v));
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

static dlti_status parse_string_attr(parser *p, const dlti_attr **out)
{
    const char *s = NULL;
    size_t n = 0;
    TRY(tok_string(p, p->tok, &s, &n));
    next(p);
    const dlti_type *type = NULL;
    if (consume_if(p, DL_TOK_COLON))
        TRY(parse_type(p, &type));
    *out = dl_string_attr(p->ctx, s, n, type);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

/* The name of an @-identifier token, interned, without the '@'. */
static dlti_status symbol_name(parser *p, dl_token t, const char **out,
                               size_t *len)
{
    const char *s = ttext(p, t);
    if (t.len > 1 && s[1] == '"')
        return tok_string(p, t, out, len);
    *out = intern(p, s + 1, t.len - 1);
    if (len)
        *len = t.len - 1;
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

static dlti_status parse_symref_attr(parser *p, const dlti_attr **out)
{
    vec names = {0};
    const char *n = NULL;
    TRY(symbol_name(p, p->tok, &n, NULL));
    VEC_PUSH(p, names, const char *, n);
    next(p);
    while (is(p, DL_TOK_COLON)) {
        size_t colon = p->tok.off;
        next(p);
        if (!consume_if(p, DL_TOK_COLON)) {
            if (!is(p, DL_TOK_EOF) && !is(p, DL_TOK_ERROR))
                reset_to(p, colon);
            break;
        }
        if (!is(p, DL_TOK_AT))
            return err_at(p, p->tok.off,
                          "expected nested symbol reference identifier");
        TRY(symbol_name(p, p->tok, &n, NULL));
        VEC_PUSH(p, names, const char *, n);
        next(p);
    }
    *out = dl_symref_attr(p->ctx, names.n, (const char *const *)names.data);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

static dlti_status parse_array_attr(parser *p, const dlti_attr **out)
{
    next(p);
    vec elems = {0};
    if (!consume_if(p, DL_TOK_RSQUARE)) {
        do {
            const dlti_attr *a = NULL;
            TRY(parse_attr(p, &a));
            VEC_PUSH(p, elems, const dlti_attr *, a);
        } while (consume_if(p, DL_TOK_COMMA));
        TRY(expect(p, DL_TOK_RSQUARE, "expected ',' or ']'"));
    }
    *out = dl_array_attr(p->ctx, elems.n, (const dlti_attr *const *)elems.data);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

static dlti_status parse_attr_dict_body(parser *p, vec *elems, smap *seen)
{
    TRY(expect(p, DL_TOK_LBRACE, "expected '{' in attribute dictionary"));
    if (consume_if(p, DL_TOK_RBRACE))
        return DLTI_OK;
    do {
        const char *name = NULL;
        size_t len = 0;
        if (is(p, DL_TOK_STRING)) {
            TRY(tok_string(p, p->tok, &name, &len));
        } else if (is(p, DL_TOK_BARE) || is(p, DL_TOK_INTTYPE)) {
            len = p->tok.len;
            name = intern(p, ttext(p, p->tok), len);
            if (!name)
                return DLTI_ERR_NOMEM;
        } else {
            return err_wrong(p, "expected attribute name");
        }
        if (len == 0)
            return err_cur(p, "expected valid attribute name");
        if (smap_get(seen, name, len))
            return err_cur(p, "duplicate key '%.*s' in dictionary attribute",
                           (int)len, name);
        if (!smap_put(seen, name, len, (void *)name))
            return nomem(p);
        next(p);
        dl_named_attr na;
        na.name = name;
        if (consume_if(p, DL_TOK_EQUAL)) {
            TRY(parse_attr(p, &na.value));
        } else {
            na.value = dl_unit_attr(p->ctx);
            if (!na.value)
                return DLTI_ERR_NOMEM;
        }
        VEC_PUSH(p, *elems, dl_named_attr, na);
    } while (consume_if(p, DL_TOK_COMMA));
    return expect(p, DL_TOK_RBRACE, "expected '}' in attribute dictionary");
}

static dlti_status parse_attr_dict(parser *p, const dlti_attr **out)
{
    vec elems = {0};
    smap seen = {0};
    dlti_status st = parse_attr_dict_body(p, &elems, &seen);
    smap_free(&seen);
    if (st != DLTI_OK)
        return st;
    *out = dl_dict_attr(p->ctx, elems.n, (const dl_named_attr *)elems.data);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

/* ---- array<T: ...> ------------------------------------------------------ */

static int64_t words_to_int64(const uint64_t *w, unsigned width, bool is_unsigned)
{
    uint64_t v = w[0];
    if (width < 64 && width > 0 && !is_unsigned && ((v >> (width - 1)) & 1))
        v |= ~((UINT64_C(1) << width) - 1);
    return (int64_t)v;
}

static dlti_status parse_dense_array(parser *p, const dlti_attr **out)
{
    next(p);
    TRY(expect(p, DL_TOK_LESS, "expected '<' after 'array'"));
    size_t type_loc = p->tok.off;
    const dlti_type *elt = NULL;
    dlti_status st = parse_type(p, &elt);
    if (st != DLTI_OK) {
        if (st == DLTI_ERR_PARSE)
            err_at(p, type_loc, "expected an integer or floating point type");
        return st;
    }
    bool is_int = ty_is_int(elt) || ty_is_index(elt);
    if (!is_int && !ty_is_float(elt)) {
        char *t = type_text(elt);
        st = err_at(p, type_loc, "expected integer or float type, got: '%s'",
                    or_lost(t));
        free(t);
        return st;
    }
    unsigned width = ty_is_index(elt) ? 64
                     : ty_is_int(elt) ? dl_int_width(elt)
                                      : elt->cls->float_bits;
    bool is_i1 = ty_is_int(elt) && width == 1;
    if (!is_i1 && width % 8 != 0)
        return err_at(p, type_loc, "element type bitwidth must be a multiple of 8");
    vec vals = {0};
    if (!consume_if(p, DL_TOK_GREATER)) {
        TRY(expect(p, DL_TOK_COLON, "expected ':' after dense array type"));
        bool is_unsigned = ty_is_int(elt) && dl_int_signedness(elt) == DLTI_UNSIGNED;
        bool is_signed = ty_is_index(elt) ||
                         (ty_is_int(elt) && dl_int_signedness(elt) == DLTI_SIGNED);
        do {
            bool neg = consume_if(p, DL_TOK_MINUS);
            int64_t v = 0;
            if (is_int) {
                if (is_kw(p, "true") || is_kw(p, "false")) {
                    if (!is_i1)
                        return err_cur(p, "expected i1 type for 'true' or "
                                          "'false' values");
                    v = is_kw(p, "true");
                    next(p);
                } else if (is(p, DL_TOK_INT)) {
                    dl_token t = p->tok;
                    next(p);
                    if (is_i1)
                        return err_cur(p, "expected 'true' or 'false' values "
                                          "for i1 type");
                    uint64_t *w;
                    uint32_t nw;
                    int r = build_apint(p, t, neg, width, is_signed, &w, &nw);
                    if (r < 0)
                        return DLTI_ERR_NOMEM;
                    if (r == 0)
                        return err_cur(p, "integer constant out of range");
                    v = words_to_int64(w, width, is_unsigned);
                    free(w);
                } else {
                    return err_cur(p, "expected integer literal");
                }
            } else {
                double d = 0;
                dl_token t = p->tok;
                if (is(p, DL_TOK_INT)) {
                    next(p);
                    TRY(float_from_int_literal(p, t, neg, elt, &d));
                } else if (is(p, DL_TOK_FLOAT)) {
                    next(p);
                    d = float_token_value(p, t);
                    d = round_to_type(elt, neg ? -d : d);
                } else {
                    return err_at(p, t.off, "expected floating point literal");
                }
                memcpy(&v, &d, sizeof v);
            }
            VEC_PUSH(p, vals, int64_t, v);
        } while (consume_if(p, DL_TOK_COMMA));
        TRY(expect(p, DL_TOK_GREATER, "expected '>' to close an array attribute"));
    }
    *out = dl_dense_array_attr(p->ctx, elt, vals.n, (const int64_t *)vals.data);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

/* ---- dense<...> ------------------------------------------------------- */

typedef struct lit_elem {
    dl_token tok;
    bool neg;
} lit_elem;

typedef struct tlit {
    vec elems;      /* lit_elem */
    vec shape;      /* int64_t, when a list was parsed */
    bool has_shape;
    bool hex;
    bool complex;   /* a (re, im) element was seen */
    dl_token hex_tok;
} tlit;

static dlti_status lit_element(parser *p, tlit *L)
{
    lit_elem e;
    e.neg = false;
    switch (p->tok.kind) {
    case DL_TOK_BARE:
        if (!is_kw(p, "true") && !is_kw(p, "false"))
            break;
        /* fall through */
    case DL_TOK_FLOAT:
    case DL_TOK_INT:
    case DL_TOK_STRING:
        e.tok = p->tok;
        VEC_PUSH(p, L->elems, lit_elem, e);
        next(p);
        return DLTI_OK;
    case DL_TOK_MINUS:
        next(p);
        if (!is(p, DL_TOK_FLOAT) && !is(p, DL_TOK_INT))
            return err_cur(p, "expected integer or floating point literal");
        e.tok = p->tok;
        e.neg = true;
        VEC_PUSH(p, L->elems, lit_elem, e);
        next(p);
        return DLTI_OK;
    case DL_TOK_LPAREN:
        next(p);
        L->complex = true;
        TRY(lit_element(p, L));
        TRY(expect(p, DL_TOK_COMMA, "expected ',' between complex elements"));
        TRY(lit_element(p, L));
        return expect(p, DL_TOK_RPAREN, "expected ')' after complex elements");
    default:
        break;
    }
    return err_cur(p, "expected element literal of primitive type");
}

static dlti_status lit_list(parser *p, tlit *L, vec *dims);

static dlti_status lit_list_body(parser *p, tlit *L, vec *dims)
{
    vec first_dims = {0};
    bool first = true;
    int64_t size = 0;
    TRY(expect(p, DL_TOK_LSQUARE, "expected '['"));
    if (!consume_if(p, DL_TOK_RSQUARE)) {
        do {
            vec this_dims = {0};
            if (is(p, DL_TOK_LSQUARE))
                TRY(lit_list(p, L, &this_dims));
            else
                TRY(lit_element(p, L));
            size++;
            if (!first) {
                if (this_dims.n != first_dims.n ||
                    (this_dims.n &&
                     memcmp(this_dims.data, first_dims.data,
                            this_dims.n * sizeof(int64_t)) != 0))
                    return err_cur(p, "tensor literal is invalid; ranks are not "
                                      "consistent between elements");
            } else {
                first_dims = this_dims;
                first = false;
            }
        } while (consume_if(p, DL_TOK_COMMA));
        TRY(expect(p, DL_TOK_RSQUARE, "expected ']'"));
    }
    dims->n = 0;
    VEC_PUSH(p, *dims, int64_t, size);
    for (size_t i = 0; i < first_dims.n; i++)
        VEC_PUSH(p, *dims, int64_t, VEC_AT(first_dims, int64_t, i));
    return DLTI_OK;
}

static dlti_status lit_list(parser *p, tlit *L, vec *dims)
{
    TRY(enter(p));
    dlti_status st = lit_list_body(p, L, dims);
    leave(p);
    return st;
}

static dlti_status lit_parse(parser *p, tlit *L, bool allow_hex)
{
    if (allow_hex && is(p, DL_TOK_STRING)) {
        L->hex = true;
        L->hex_tok = p->tok;
        next(p);
        return DLTI_OK;
    }
    if (is(p, DL_TOK_LSQUARE)) {
        L->has_shape = true;
        return lit_list(p, L, &L->shape);
    }
    return lit_element(p, L);
}

static bool shaped_kind(const dlti_type *t)
{
    switch (dl_type_kind_of(t)) {
    case DL_TY_VECTOR:
    case DL_TY_TENSOR:
    case DL_TY_UNRANKED_TENSOR:
    case DL_TY_MEMREF:
    case DL_TY_UNRANKED_MEMREF:
        return true;
    default:
        return false;
    }
}

static bool static_shape(const dlti_type *t)
{
    dl_type_kind k = dl_type_kind_of(t);
    if (k == DL_TY_UNRANKED_TENSOR || k == DL_TY_UNRANKED_MEMREF)
        return false;
    const dl_shaped_key *s = dl_shaped(t);
    for (uint32_t i = 0; i < s->rank; i++)
        if (s->dims[i] < 0)
            return false;
    return true;
}

/* MLIR's parseElementsLiteralType. */
static dlti_status parse_elements_type(parser *p, size_t loc,
                                       const dlti_type **out)
{
    TRY(expect(p, DL_TOK_COLON, "expected ':'"));
    TRY(parse_type(p, out));
    if (!shaped_kind(*out))
        return err_at(p, loc, "elements literal must be a shaped type");
    if (!static_shape(*out))
        return err_at(p, loc, "elements literal type must have static shape");
    return DLTI_OK;
}

static dlti_status dense_int_elem(parser *p, const lit_elem *e,
                                  const dlti_type *elt, const dlti_attr **out)
{
    bool is_unsigned = ty_is_int(elt) && dl_int_signedness(elt) == DLTI_UNSIGNED;
    if (e->neg && is_unsigned)
        return err_at(p, e->tok.off, "expected unsigned integer elements, but "
                                     "parsed negative value");
    if (e->tok.kind == DL_TOK_FLOAT)
        return err_at(p, e->tok.off, "expected integer elements, but parsed "
                                     "floating-point");
    unsigned width = ty_is_index(elt) ? 64 : dl_int_width(elt);
    if (e->tok.kind == DL_TOK_BARE) {
        if (!(ty_is_int(elt) && width == 1))
            return err_at(p, e->tok.off, "expected i1 type for 'true' or "
                                         "'false' values");
        *out = dl_int_attr(p->ctx, elt, dl_tok_is(&p->lx, e->tok, "true"));
        return *out ? DLTI_OK : DLTI_ERR_NOMEM;
    }
    if (e->tok.kind != DL_TOK_INT)
        return err_at(p, e->tok.off, "integer constant out of range for type");
    bool is_signed = ty_is_index(elt) || dl_int_signedness(elt) == DLTI_SIGNED;
    uint64_t *w;
    uint32_t nw;
    int r = build_apint(p, e->tok, e->neg, width, is_signed, &w, &nw);
    if (r < 0)
        return DLTI_ERR_NOMEM;
    if (r == 0)
        return err_at(p, e->tok.off, "integer constant out of range for type");
    *out = dl_int_attr_words(p->ctx, elt, w, nw);
    free(w);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

static dlti_status dense_float_elem(parser *p, const lit_elem *e,
                                    const dlti_type *elt, const dlti_attr **out)
{
    double v = 0;
    if (e->tok.kind == DL_TOK_INT) {
        TRY(float_from_int_literal(p, e->tok, e->neg, elt, &v));
    } else if (e->tok.kind == DL_TOK_FLOAT) {
        v = float_token_value(p, e->tok);
        v = round_to_type(elt, e->neg ? -v : v);
    } else {
        return err_at(p, e->tok.off, "expected floating point literal");
    }
    *out = dl_float_attr(p->ctx, elt, v);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

static int64_t num_elements(const dl_shaped_key *sk)
{
    int64_t n = 1;
    for (uint32_t i = 0; i < sk->rank; i++)
        n = (sk->dims[i] != 0 && n > INT64_MAX / sk->dims[i]) ? INT64_MAX
                                                              : n * sk->dims[i];
    return n;
}

/* dense<"0x..."> : T, the raw little-endian buffer MLIR prints for large
 * literals. */
static dlti_status dense_from_hex(parser *p, const tlit *L, size_t loc,
                                  const dlti_type *type, const dlti_attr **out)
{
    const dl_shaped_key *sk = dl_shaped(type);
    const dlti_type *elt = sk->elem;
    const char *s = ttext(p, L->hex_tok) + 1;
    size_t n = L->hex_tok.len - 2;
    bool ok = n >= 2 && s[0] == '0' && s[1] == 'x' && (n - 2) % 2 == 0;
    for (size_t i = 2; ok && i < n; i++)
        if (!((s[i] >= '0' && s[i] <= '9') || (s[i] >= 'a' && s[i] <= 'f') ||
              (s[i] >= 'A' && s[i] <= 'F')))
            ok = false;
    if (!ok)
        return err_at(p, L->hex_tok.off,
                      "expected string containing hex digits starting with `0x`");
    size_t nbytes = (n - 2) / 2;
    const char *hx = s + 2;
    unsigned width = ty_is_index(elt) ? 64
                     : ty_is_int(elt) ? dl_int_width(elt)
                                      : elt->cls->float_bits;
    int64_t ne = num_elements(sk);
    size_t count;           /* elements stored */
    size_t ebytes = (width + 7) / 8;
    bool bits = width == 1;
    if (bits) {
        unsigned b0 = nbytes == 1 ? hexval(hx[0]) * 16 + hexval(hx[1]) : 1;
        if (nbytes == 1 && (b0 == 0 || b0 == 0xff))
            count = 1;
        else if ((uint64_t)ne <= (uint64_t)INT64_MAX - 7 &&
                 nbytes == ((size_t)ne + 7) / 8)
            count = (size_t)ne;
        else
            count = 0;
    } else if (nbytes == ebytes) {
        count = 1;
    } else if (ebytes && nbytes % ebytes == 0 && (int64_t)(nbytes / ebytes) == ne) {
        count = (size_t)ne;
    } else {
        count = 0;
    }
    if (!count && !(ne == 0 && nbytes == 0)) {
        char *t = type_text(type);
        dlti_status st = err_at(p, loc, "elements hex data size is invalid for "
                                        "provided type: '%s'", or_lost(t));
        free(t);
        return st;
    }
    if (ty_is_float(elt) && (width > 64 || dl_type_kind_of(elt) != DL_TY_FLOAT))
        return err_at(p, loc, "hexadecimal dense elements of this type are not "
                              "supported");
    vec elems = {0};
    size_t nw = width ? ((size_t)width + 63) / 64 : 1;
    uint64_t *w = calloc(nw, sizeof *w);
    if (!w)
        return nomem(p);
    dlti_status st = DLTI_OK;
    for (size_t i = 0; i < count && st == DLTI_OK; i++) {
        const dlti_attr *a = NULL;
        memset(w, 0, nw * sizeof *w);
        if (bits) {
            size_t byte = count == 1 ? 0 : i / 8;
            unsigned v = hexval(hx[2 * byte]) * 16 + hexval(hx[2 * byte + 1]);
            w[0] = count == 1 ? (v != 0) : ((v >> (i % 8)) & 1);
        } else {
            for (size_t b = 0; b < ebytes; b++) {
                size_t k = i * ebytes + b;
                uint64_t v = hexval(hx[2 * k]) * 16 + hexval(hx[2 * k + 1]);
                w[b / 8] |= v << (8 * (b % 8));
            }
        }
        if (ty_is_float(elt))
            a = dl_float_attr(p->ctx, elt,
                              decode_float_bits(elt->cls->float_kind, w[0]));
        else
            a = dl_int_attr_words(p->ctx, elt, w, (uint32_t)nw);
        if (!a) {
            st = DLTI_ERR_NOMEM;
            break;
        }
        const dlti_attr **slot = vec_push(p, &elems, sizeof *slot);
        if (!slot)
            st = DLTI_ERR_NOMEM;
        else
            *slot = a;
    }
    free(w);
    if (st != DLTI_OK)
        return st;
    *out = dl_dense_attr(p->ctx, type, elems.n,
                         (const dlti_attr *const *)elems.data);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

static dlti_status parse_dense_attr(parser *p, const dlti_attr **out)
{
    size_t loc = p->tok.off;
    next(p);
    TRY(expect(p, DL_TOK_LESS, "expected '<' after 'dense'"));
    tlit L;
    memset(&L, 0, sizeof L);
    if (!consume_if(p, DL_TOK_GREATER)) {
        TRY(lit_parse(p, &L, true));
        TRY(expect(p, DL_TOK_GREATER, "expected '>'"));
    }
    const dlti_type *type = NULL;
    TRY(parse_elements_type(p, loc, &type));
    const dl_shaped_key *sk = dl_shaped(type);
    const dlti_type *elt = sk->elem;
    bool eok = ty_is_int(elt) || ty_is_index(elt) || ty_is_float(elt);
    if (L.hex) {
        if (!eok)
            return err_at(p, L.hex_tok.off, dl_type_kind_of(elt) == DL_TY_COMPLEX
                                                ? "complex dense elements are "
                                                  "not supported"
                                                : "dense string elements are "
                                                  "not supported");
        return dense_from_hex(p, &L, loc, type, out);
    }
    if (L.has_shape) {
        bool same = L.shape.n == sk->rank &&
                    (sk->rank == 0 ||
                     memcmp(L.shape.data, sk->dims, sk->rank * sizeof(int64_t)) == 0);
        if (!same) {
            char *a = dims_text((const int64_t *)L.shape.data, L.shape.n);
            char *b = dims_text(sk->dims, sk->rank);
            dlti_status st = err_at(p, loc, "inferred shape of elements literal "
                                            "([%s]) does not match type ([%s])",
                                    or_lost(a), or_lost(b));
            free(a);
            free(b);
            return st;
        }
    }
    int64_t nelem = num_elements(sk);
    if (L.elems.n == 0 && nelem != 0) {
        char *t = type_text(type);
        dlti_status st = err_at(p, loc, "parsed zero elements, but type ('%s') "
                                        "expected at least 1",
                                or_lost(t));
        free(t);
        return st;
    }
    if (dl_type_kind_of(elt) == DL_TY_COMPLEX || L.complex)
        return err_at(p, loc, "complex dense elements are not supported");
    if (!eok)
        return err_at(p, loc, "dense string elements are not supported");
    vec elems = {0};
    for (size_t i = 0; i < L.elems.n; i++) {
        const lit_elem *e = &VEC_AT(L.elems, lit_elem, i);
        const dlti_attr *a = NULL;
        if (ty_is_float(elt))
            TRY(dense_float_elem(p, e, elt, &a));
        else
            TRY(dense_int_elem(p, e, elt, &a));
        VEC_PUSH(p, elems, const dlti_attr *, a);
    }
    *out = dl_dense_attr(p->ctx, type, elems.n,
                         (const dlti_attr *const *)elems.data);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

/* ---- builtin attributes kept as text ------------------------------------ */

static dlti_status parse_affine_attr(parser *p, const dlti_attr **out)
{
    size_t start = p->tok.off;
    bool is_map = is_kw(p, "affine_map");
    next(p);
    TRY(expect(p, DL_TOK_LESS, is_map ? "expected '<' in affine map"
                                      : "expected '<' in integer set"));
    size_t depth = 0;
    for (;;) {
        if (is(p, DL_TOK_EOF) || is(p, DL_TOK_ERROR))
            return err_wrong(p, is_map ? "expected '>' in affine map"
                                       : "expected '>' in integer set");
        if (depth == 0 && is(p, DL_TOK_GREATER))
            break;
        if (is(p, DL_TOK_LPAREN) || is(p, DL_TOK_LSQUARE) || is(p, DL_TOK_LBRACE))
            depth++;
        else if (is(p, DL_TOK_RPAREN) || is(p, DL_TOK_RSQUARE) ||
                 is(p, DL_TOK_RBRACE)) {
            if (depth == 0)
                return err_cur(p, is_map ? "expected '>' in affine map"
                                         : "expected '>' in integer set");
            depth--;
        }
        next(p);
    }
    next(p);
    return raw_attr(p, start, out);
}

static dlti_status stride_or_offset(parser *p)
{
    if (consume_if(p, DL_TOK_QUESTION))
        return DLTI_OK;
    size_t loc = p->tok.off;
    consume_if(p, DL_TOK_MINUS);
    uint64_t v = 0;
    if (!is(p, DL_TOK_INT) || !dl_tok_uint64(&p->lx, p->tok, &v) ||
        v > (uint64_t)INT64_MAX)
        return err_at(p, loc, "expected a 64-bit signed integer or '?'");
    next(p);
    return DLTI_OK;
}

static dlti_status parse_strided_attr(parser *p, const dlti_attr **out)
{
    size_t start = p->tok.off;
    next(p);
    TRY(expect(p, DL_TOK_LESS, "expected '<' after 'strided'"));
    TRY(expect(p, DL_TOK_LSQUARE, "expected '['"));
    if (!is(p, DL_TOK_RSQUARE)) {
        do {
            TRY(stride_or_offset(p));
        } while (consume_if(p, DL_TOK_COMMA));
    }
    TRY(expect(p, DL_TOK_RSQUARE, "expected ']'"));
    if (!consume_if(p, DL_TOK_GREATER)) {
        TRY(expect(p, DL_TOK_COMMA, "expected ','"));
        if (!is_kw(p, "offset"))
            return err_wrong(p, "expected 'offset' after comma");
        next(p);
        TRY(expect(p, DL_TOK_COLON, "expected ':' after 'offset'"));
        TRY(stride_or_offset(p));
        TRY(expect(p, DL_TOK_GREATER, "expected '>'"));
    }
    return raw_attr(p, start, out);
}

static dlti_status parse_distinct_attr(parser *p, const dlti_attr **out)
{
    size_t start = p->tok.off;
    next(p);
    TRY(expect(p, DL_TOK_LSQUARE, "expected '[' after 'distinct'"));
    dl_token t = p->tok;
    TRY(expect(p, DL_TOK_INT, "expected distinct ID"));
    uint64_t v = 0;
    if (!dl_tok_uint64(&p->lx, t, &v))
        return err_cur(p, "expected an unsigned 64-bit integer");
    TRY(expect(p, DL_TOK_RSQUARE, "expected ']' to close distinct ID"));
    TRY(expect(p, DL_TOK_LESS, "expected '<' after distinct ID"));
    if (!consume_if(p, DL_TOK_GREATER)) {
        const dlti_attr *a = NULL;
        dlti_status st = parse_attr(p, &a);
        if (st != DLTI_OK) {
            if (st == DLTI_ERR_PARSE)
                err_cur(p, "expected attribute");
            return st;
        }
        TRY(expect(p, DL_TOK_GREATER, "expected '>' to close distinct attribute"));
    }
    return raw_attr(p, start, out);
}

static dlti_status parse_dense_resource_attr(parser *p, const dlti_attr **out)
{
    size_t start = p->tok.off;
    next(p);
    TRY(expect(p, DL_TOK_LESS, "expected '<' after 'dense_resource'"));
    if (!dl_tok_is_keyword(p->tok))
        return err_cur(p, "expected identifier key for 'resource' entry");
    next(p);
    TRY(expect(p, DL_TOK_GREATER, "expected '>'"));
    size_t type_loc = p->tok.off;
    TRY(expect(p, DL_TOK_COLON, "expected ':'"));
    const dlti_type *t = NULL;
    TRY(parse_type(p, &t));
    if (!shaped_kind(t))
        return err_at(p, type_loc, "`dense_resource` expected a shaped type");
    return raw_attr(p, start, out);
}

static dlti_status parse_sparse_attr(parser *p, const dlti_attr **out)
{
    size_t start = p->tok.off;
    next(p);
    TRY(expect(p, DL_TOK_LESS, "Expected '<' after 'sparse'"));
    if (!consume_if(p, DL_TOK_GREATER)) {
        tlit a, b;
        memset(&a, 0, sizeof a);
        memset(&b, 0, sizeof b);
        TRY(lit_parse(p, &a, false));
        TRY(expect(p, DL_TOK_COMMA, "expected ','"));
        TRY(lit_parse(p, &b, true));
        TRY(expect(p, DL_TOK_GREATER, "expected '>'"));
    }
    const dlti_type *t = NULL;
    TRY(parse_elements_type(p, start, &t));
    return raw_attr(p, start, out);
}

/* ---- locations ---------------------------------------------------------- */

static bool attr_is_location(const dlti_attr *a)
{
    return dl_attr_kind_of(a) == DL_AT_RAW &&
           strncmp(((const dl_raw_key *)a->key)->text, "loc(", 4) == 0;
}

static dlti_status parse_unsigned_tok(parser *p, unsigned *v)
{
    uint64_t u;
    if (!dl_tok_uint64(&p->lx, p->tok, &u) || u > UINT_MAX)
        return DLTI_ERR_PARSE;
    *v = (unsigned)u;
    return DLTI_OK;
}

static dlti_status location_instance_body(parser *p)
{
    unsigned v;
    if (is(p, DL_TOK_STRING)) {
        next(p);
        if (consume_if(p, DL_TOK_COLON)) {
            static const char *const line_msg =
                "expected integer line number in FileLineColRange";
            static const char *const col_msg =
                "expected integer column number in FileLineColRange";
            if (!is(p, DL_TOK_INT) || parse_unsigned_tok(p, &v) != DLTI_OK)
                return err_wrong(p, "%s", line_msg);
            next(p);
            if (!consume_if(p, DL_TOK_COLON))
                return DLTI_OK;
            if (!is(p, DL_TOK_INT))
                return err_wrong(p, "%s", col_msg);
            if (parse_unsigned_tok(p, &v) != DLTI_OK)
                return err_cur(p, "%s", col_msg);
            next(p);
            if (!is_kw(p, "to"))
                return DLTI_OK;
            next(p);
            if (is(p, DL_TOK_INT)) {
                if (parse_unsigned_tok(p, &v) != DLTI_OK)
                    return err_wrong(p, "%s", line_msg);
                next(p);
            }
            if (!consume_if(p, DL_TOK_COLON))
                return err_wrong(p, "expected either integer or `:` post `to` "
                                    "in FileLineColRange");
            if (!is(p, DL_TOK_INT) || parse_unsigned_tok(p, &v) != DLTI_OK)
                return err_wrong(p, "%s", col_msg);
            next(p);
            return DLTI_OK;
        }
        if (consume_if(p, DL_TOK_LPAREN)) {
            TRY(parse_location_instance(p));
            return expect(p, DL_TOK_RPAREN,
                          "expected ')' after child location of NameLoc");
        }
        return DLTI_OK;
    }
    if (is(p, DL_TOK_HASH)) {
        const dlti_attr *a = NULL;
        TRY(parse_extended_attr(p, &a));
        if (!attr_is_location(a)) {
            char *t = attr_text(a);
            dlti_status st = err_cur(p, "expected location attribute, but got%s",
                                     or_lost(t));
            free(t);
            return st;
        }
        return DLTI_OK;
    }
    if (!is(p, DL_TOK_BARE))
        return err_wrong(p, "expected location instance");
    if (is_kw(p, "callsite")) {
        next(p);
        TRY(expect(p, DL_TOK_LPAREN, "expected '(' in callsite location"));
        TRY(parse_location_instance(p));
        if (!is_kw(p, "at"))
            return err_wrong(p, "expected 'at' in callsite location");
        next(p);
        TRY(parse_location_instance(p));
        return expect(p, DL_TOK_RPAREN, "expected ')' in callsite location");
    }
    if (is_kw(p, "fused")) {
        next(p);
        if (consume_if(p, DL_TOK_LESS)) {
            const dlti_attr *a = NULL;
            TRY(parse_attr(p, &a));
            TRY(expect(p, DL_TOK_GREATER,
                       "expected '>' after fused location metadata"));
        }
        TRY(expect(p, DL_TOK_LSQUARE, "expected '[' in fused location"));
        if (consume_if(p, DL_TOK_RSQUARE))
            return DLTI_OK;
        do {
            TRY(parse_location_instance(p));
        } while (consume_if(p, DL_TOK_COMMA));
        return expect(p, DL_TOK_RSQUARE, "expected ']' in fused location");
    }
    if (is_kw(p, "unknown")) {
        next(p);
        return DLTI_OK;
    }
    return err_wrong(p, "expected location instance");
}

static dlti_status parse_location_instance(parser *p)
{
    TRY(enter(p));
    dlti_status st = location_instance_body(p);
    leave(p);
    return st;
}

static dlti_status parse_loc_attr(parser *p, const dlti_attr **out)
{
    size_t start = p->tok.off;
    next(p);
    TRY(expect(p, DL_TOK_LPAREN, "expected '(' in inline location"));
    TRY(parse_location_instance(p));
    TRY(expect(p, DL_TOK_RPAREN, "expected ')' in inline location"));
    return raw_attr(p, start, out);
}

/* ---- the attribute switch ----------------------------------------------- */

static dlti_status parse_attr_body(parser *p, const dlti_attr **out)
{
    switch (p->tok.kind) {
    case DL_TOK_BARE:
        if (is_kw(p, "affine_map") || is_kw(p, "affine_set"))
            return parse_affine_attr(p, out);
        if (is_kw(p, "array"))
            return parse_dense_array(p, out);
        if (is_kw(p, "dense"))
            return parse_dense_attr(p, out);
        if (is_kw(p, "dense_resource"))
            return parse_dense_resource_attr(p, out);
        if (is_kw(p, "true") || is_kw(p, "false")) {
            *out = dl_bool_attr(p->ctx, is_kw(p, "true"));
            next(p);
            return *out ? DLTI_OK : DLTI_ERR_NOMEM;
        }
        if (is_kw(p, "loc"))
            return parse_loc_attr(p, out);
        if (is_kw(p, "sparse"))
            return parse_sparse_attr(p, out);
        if (is_kw(p, "strided"))
            return parse_strided_attr(p, out);
        if (is_kw(p, "distinct"))
            return parse_distinct_attr(p, out);
        if (is_kw(p, "unit")) {
            next(p);
            *out = dl_unit_attr(p->ctx);
            return *out ? DLTI_OK : DLTI_ERR_NOMEM;
        }
        break;
    case DL_TOK_LSQUARE:
        return parse_array_attr(p, out);
    case DL_TOK_LBRACE:
        return parse_attr_dict(p, out);
    case DL_TOK_HASH:
        return parse_extended_attr(p, out);
    case DL_TOK_FLOAT:
        return parse_float_attr(p, false, out);
    case DL_TOK_INT:
        return parse_int_attr(p, false, out);
    case DL_TOK_MINUS:
        next(p);
        if (is(p, DL_TOK_INT))
            return parse_int_attr(p, true, out);
        if (is(p, DL_TOK_FLOAT))
            return parse_float_attr(p, true, out);
        return err_wrong(p, "expected constant integer or floating point value");
    case DL_TOK_STRING:
        return parse_string_attr(p, out);
    case DL_TOK_AT:
        return parse_symref_attr(p, out);
    default:
        break;
    }
    if (!type_may_start(p))
        return err_wrong(p, "expected attribute value");
    const dlti_type *t = NULL;
    TRY(parse_type(p, &t));
    *out = dl_type_attr(p->ctx, t);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

static dlti_status parse_attr(parser *p, const dlti_attr **out)
{
    TRY(enter(p));
    dlti_status st = parse_attr_body(p, out);
    leave(p);
    return st;
}

/* ===================================================================== */
/* DLTI attributes (#dlti.*), parsed natively                             */
/* ===================================================================== */

/* entry ::= type `=` attr (when try_type) | string `=` attr | dl_entry attr */
static dlti_status parse_dlti_entry(parser *p, bool try_type,
                                    const dlti_attr **out)
{
    const dlti_attr *key = NULL, *value = NULL;
    if (try_type && type_may_start(p)) {
        const dlti_type *t = NULL;
        dlti_status st = parse_type(p, &t);
        if (st != DLTI_OK) {
            if (st == DLTI_ERR_PARSE)
                err_at(p, p->tok.off, "error while parsing type DLTI key");
            return st;
        }
        TRY(expect(p, DL_TOK_EQUAL, "expected '='"));
        TRY(parse_attr(p, &value));
        key = dl_type_attr(p->ctx, t);
    } else if (is(p, DL_TOK_STRING)) {
        const char *s = NULL;
        size_t n = 0;
        TRY(tok_string(p, p->tok, &s, &n));
        next(p);
        TRY(expect(p, DL_TOK_EQUAL, "expected '='"));
        TRY(parse_attr(p, &value));
        key = dl_string_attr(p->ctx, s, n, NULL);
    } else {
        size_t loc = p->tok.off;
        const dlti_attr *a = NULL;
        TRY(parse_attr(p, &a));
        if (dl_attr_kind_of(a) != DL_AT_DL_ENTRY)
            return err_at(p, loc, "invalid kind of attribute specified");
        *out = a;
        return DLTI_OK;
    }
    if (!key)
        return DLTI_ERR_NOMEM;
    *out = dl_entry_attr(p->ctx, key, value);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

static dlti_status parse_dl_entry(parser *p, const dlti_attr **out)
{
    TRY(expect(p, DL_TOK_LESS, "expected '<'"));
    size_t id_loc = p->tok.off;
    const dlti_attr *key = NULL, *value = NULL;
    if (type_may_start(p)) {
        const dlti_type *t = NULL;
        TRY(parse_type(p, &t));
        key = dl_type_attr(p->ctx, t);
    } else if (is(p, DL_TOK_STRING)) {
        const char *s = NULL;
        size_t n = 0;
        TRY(tok_string(p, p->tok, &s, &n));
        next(p);
        key = dl_string_attr(p->ctx, s, n, NULL);
    } else {
        return err_at(p, id_loc, "expected a type or a quoted string");
    }
    if (!key)
        return DLTI_ERR_NOMEM;
    TRY(expect(p, DL_TOK_COMMA, "expected ','"));
    TRY(parse_attr(p, &value));
    TRY(expect(p, DL_TOK_GREATER, "expected '>'"));
    *out = dl_entry_attr(p->ctx, key, value);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

static dlti_status parse_dlti_entry_list(parser *p, dl_attr_kind kind,
                                         size_t name_loc, const dlti_attr **out)
{
    bool try_type = kind == DL_AT_DL_SPEC || kind == DL_AT_MAP;
    TRY(expect(p, DL_TOK_LESS, "expected '<'"));
    vec entries = {0};
    if (!consume_if(p, DL_TOK_GREATER)) {
        do {
            const dlti_attr *e = NULL;
            TRY(parse_dlti_entry(p, try_type, &e));
            VEC_PUSH(p, entries, const dlti_attr *, e);
        } while (consume_if(p, DL_TOK_COMMA));
        TRY(expect(p, DL_TOK_GREATER, "expected '>'"));
    }
    dlti_loc l = loc_at(p, name_loc);
    TRY(dl_verify_entry_list(p->ctx, kind, entries.n,
                             (const dlti_attr *const *)entries.data, &l));
    *out = dl_entry_list_attr(p->ctx, kind, entries.n,
                              (const dlti_attr *const *)entries.data);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

static dlti_status parse_fptr_align(parser *p, const dlti_attr **out)
{
    static const char *const pfx =
        "failed to parse DLTI_FunctionPointerAlignmentAttr parameter ";
    TRY(expect(p, DL_TOK_LESS, "expected '<'"));
    uint64_t align, dep;
    dlti_status st = parse_mlir_integer(p, false, &align);
    if (st != DLTI_OK) {
        if (st == DLTI_ERR_PARSE)
            err_at(p, p->tok.off, "%s'alignment' which is to be a `uint64_t`", pfx);
        return st;
    }
    TRY(expect(p, DL_TOK_COMMA, "expected ','"));
    if (!is_kw(p, "function_dependent"))
        return err_at(p, p->tok.off, "expected 'function_dependent'");
    next(p);
    TRY(expect(p, DL_TOK_EQUAL, "expected '='"));
    st = parse_mlir_integer(p, true, &dep);
    if (st != DLTI_OK) {
        if (st == DLTI_ERR_PARSE)
            err_at(p, p->tok.off,
                   "%s'function_dependent' which is to be a `bool`", pfx);
        return st;
    }
    TRY(expect(p, DL_TOK_GREATER, "expected '>'"));
    *out = dl_fptr_align_attr(p->ctx, align, dep != 0);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

/* The lexer is at the symbol data of `#dlti.<data>` (or `#dlti<data>`). */
static dlti_status parse_dlti_attr(parser *p, const dlti_attr **out)
{
    size_t name_loc = p->tok.off;
    if (!dl_tok_is_keyword(p->tok))
        return err_at(p, p->tok.off, "expected valid keyword");
    dl_token kw = p->tok;
    next(p);
    if (dl_tok_is(&p->lx, kw, "dl_entry"))
        return parse_dl_entry(p, out);
    if (dl_tok_is(&p->lx, kw, "dl_spec"))
        return parse_dlti_entry_list(p, DL_AT_DL_SPEC, name_loc, out);
    if (dl_tok_is(&p->lx, kw, "map"))
        return parse_dlti_entry_list(p, DL_AT_MAP, name_loc, out);
    if (dl_tok_is(&p->lx, kw, "target_device_spec"))
        return parse_dlti_entry_list(p, DL_AT_DEVICE_SPEC, name_loc, out);
    if (dl_tok_is(&p->lx, kw, "target_system_spec"))
        return parse_dlti_entry_list(p, DL_AT_SYSTEM_SPEC, name_loc, out);
    if (dl_tok_is(&p->lx, kw, "function_pointer_alignment"))
        return parse_fptr_align(p, out);
    return err_at(p, name_loc, "unknown attribute `%.*s` in dialect `dlti`",
                  (int)kw.len, ttext(p, kw));
}

/* ===================================================================== */
/* SSA values and block names                                             */
/* ===================================================================== */

/* Result numbers beyond this are refused (MLIR allocates a slot for every
 * number up to the one referenced). */
#define MAX_RESULT_NUMBER 65535u

static dlti_status limit_result_number(parser *p, size_t off)
{
    dlti_loc l = loc_at(p, off);
    return dl_error(p->ctx, DLTI_ERR_LIMIT, &l,
                    "result number is too large (limit %u)", MAX_RESULT_NUMBER);
}

static ssa_slot *ssa_slot_at(parser *p, ssa_entry *e, unsigned num)
{
    while (e->slots.n <= num)
        if (!vec_push(p, &e->slots, sizeof(ssa_slot)))
            return NULL;
    return &VEC_AT(e->slots, ssa_slot, num);
}

/* Where the current entry of an SSA name is kept, and its interned text
 * (which serves as the name written into the IR, so that an op line costs
 * no string allocation). */
typedef struct ssa_cell {
    void **val;       /* ssa_entry *, NULL when the name has none */
    const char *text;
    size_t direct;    /* see ssa_entry */
    uint64_t hash;
} ssa_cell;

/* Names `%N` with N decimal below this, without leading zeros (what MLIR's
 * printer writes), are kept in a table indexed by N instead of hashed: 16
 * bytes a name against a hash slot's 32 at half load, and no hashing.
 * 2^20 covers the six-digit names of million-op files. */
#define SSA_DIRECT_MAX (1u << 20)

typedef struct ssa_direct {
    void *val;        /* ssa_entry * */
    const char *text; /* interned, NULL until the name is first seen */
} ssa_direct;

/* The table comes in pages made on first use.  A streamed file numbers
 * its values across the whole module (%0 to %99999 in 100 funcs), but
 * only one body op's names are live: a page whose names have all gone is
 * reused, so the table stays a few pages instead of 16 bytes a value. */
#define SSA_PAGE_BITS 10
#define SSA_PAGE_CELLS ((size_t)1 << SSA_PAGE_BITS)

typedef struct ssa_page {
    ssa_direct cell[SSA_PAGE_CELLS];
    size_t texts;     /* cells with a text */
    struct ssa_page *next_spare;
} ssa_page;

/* The cell of `%N`, N = ix < SSA_DIRECT_MAX, or NULL if its page is not
 * made. */
static inline ssa_direct *ssa_direct_at(const parser *p, size_t ix)
{
    ssa_page *pg = p->ssa_pages ? p->ssa_pages[ix >> SSA_PAGE_BITS] : NULL;
    return pg ? &pg->cell[ix & (SSA_PAGE_CELLS - 1)] : NULL;
}

static ssa_page *ssa_page_make(parser *p, size_t ix)
{
    if (!p->ssa_pages &&
        !(p->ssa_pages = calloc(SSA_DIRECT_MAX >> SSA_PAGE_BITS,
                                sizeof *p->ssa_pages)))
        return NULL;
    ssa_page **slot = &p->ssa_pages[ix >> SSA_PAGE_BITS];
    if (!*slot) {
        if (p->ssa_spare) {
            *slot = p->ssa_spare;
            p->ssa_spare = p->ssa_spare->next_spare;
            (*slot)->next_spare = NULL;
        } else if (!(*slot = calloc(1, sizeof **slot))) {
            return NULL;
        }
    }
    return *slot;
}

/* Streaming: `%N`'s text went with its op's IR.  Its page is set aside
 * once it holds no text and no value (names of the module's own region
 * outlive the body op's IR). */
static void ssa_text_gone(parser *p, size_t ix)
{
    ssa_page **slot = &p->ssa_pages[ix >> SSA_PAGE_BITS];
    ssa_page *pg = *slot;
    pg->cell[ix & (SSA_PAGE_CELLS - 1)].text = NULL;
    if (--pg->texts)
        return;
    for (size_t i = 0; i < SSA_PAGE_CELLS; i++)
        if (pg->cell[i].val)
            return;
    *slot = NULL;
    pg->next_spare = p->ssa_spare;
    p->ssa_spare = pg;
}

static void ssa_pages_free(parser *p)
{
    if (p->ssa_pages)
        for (size_t i = 0; i < SSA_DIRECT_MAX >> SSA_PAGE_BITS; i++)
            free(p->ssa_pages[i]);
    free(p->ssa_pages);
    p->ssa_pages = NULL;
    for (ssa_page *pg = p->ssa_spare, *n; pg; pg = n) {
        n = pg->next_spare;
        free(pg);
    }
    p->ssa_spare = NULL;
}

static inline size_t ssa_direct_index(const char *name, size_t len)
{
    if (len < 2 || len > 8 || (name[1] == '0' && len > 2))
        return SIZE_MAX;
    size_t v = 0;
    for (size_t i = 1; i < len; i++) {
        unsigned d = (unsigned)(unsigned char)name[i] - '0';
        if (d > 9)
            return SIZE_MAX;
        v = v * 10 + d;
    }
    return v < SSA_DIRECT_MAX ? v : SIZE_MAX;
}

/* ssa_cell_of when the name is new or not in the direct table. */
static dlti_status ssa_cell_slow(parser *p, const char *name, size_t len,
                                 size_t ix, ssa_cell *c)
{
    c->direct = ix;
    if (ix != SIZE_MAX) {
        ssa_page *pg = ssa_page_make(p, ix);
        if (!pg)
            return nomem(p);
        ssa_direct *d = &pg->cell[ix & (SSA_PAGE_CELLS - 1)];
        if (!d->text) {
            if (!(d->text = ir_string(p, name, len)))
                return DLTI_ERR_NOMEM;
            pg->texts++;
            /* The text goes with the streamed op's IR (ir_rewind). */
            if (p->stream_owner)
                VEC_PUSH(p, p->unit_names, size_t, ix);
        }
        c->val = &d->val;
        c->text = d->text;
        c->hash = 0;
        return DLTI_OK;
    }
    uint64_t h = smap_hash(name, len);
    size_t before = p->ssa.count;
    smap_slot *s = smap_slot_of(&p->ssa, name, len, h);
    if (!s)
        return nomem(p);
    if (p->ssa.count != before) {
        const char *in = intern(p, name, len);
        if (!in)
            return DLTI_ERR_NOMEM;
        s->key = in;
    }
    c->val = &s->val;
    c->text = s->key;
    c->hash = h;
    return DLTI_OK;
}

/* The cell of SSA name `name`, made when absent. */
static inline dlti_status ssa_cell_of(parser *p, const char *name, size_t len,
                                      ssa_cell *c)
{
    size_t ix = ssa_direct_index(name, len);
    ssa_direct *d = ix != SIZE_MAX ? ssa_direct_at(p, ix) : NULL;
    if (d && d->text) {
        c->direct = ix;
        c->val = &d->val;
        c->text = d->text;
        c->hash = 0;
        return DLTI_OK;
    }
    return ssa_cell_slow(p, name, len, ix, c);
}

/* The current entry of `name` (created if there is none), and its
 * interned name. */
static inline dlti_status ssa_entry_get(parser *p, const char *name,
                                        size_t len, ssa_entry **out,
                                        const char **text)
{
    ssa_cell c;
    TRY(ssa_cell_of(p, name, len, &c));
    ssa_entry *e = *c.val;
    if (!e) {
        e = p->free_entries;
        if (e)
            p->free_entries = e->next_free;
        else if (!(e = scratch_alloc(p, sizeof *e)))
            return DLTI_ERR_NOMEM;
        memset(e, 0, sizeof *e);
        e->name = name;
        e->len = len;
        e->direct = c.direct;
        e->hash = c.hash;
        e->key = c.text;
        e->slots.data = (char *)&e->one;
        e->slots.cap = 1;
        *c.val = e;
    }
    *out = e;
    if (text)
        *text = c.text;
    return DLTI_OK;
}

/* The current entry of `name`, or NULL. */
static dlti_status ssa_entry_find(parser *p, const char *name, size_t len,
                                  ssa_entry **out, const char **text)
{
    ssa_cell c;
    TRY(ssa_cell_of(p, name, len, &c));
    *out = *c.val;
    if (text)
        *text = c.text;
    return DLTI_OK;
}

/* Defines result `num` of `name`; *text receives the interned name. */
static dlti_status ssa_define(parser *p, const char *name, size_t len,
                              unsigned num, size_t off, const dlti_type *type,
                              const char **text)
{
    if (num > MAX_RESULT_NUMBER)
        return limit_result_number(p, off);
    ssa_entry *e = NULL;
    TRY(ssa_entry_get(p, name, len, &e, text));
    ssa_slot *s = ssa_slot_at(p, e, num);
    if (!s)
        return DLTI_ERR_NOMEM;
    if (s->state == SSA_DEF) {
        dlti_status st = err_at(p, off, "redefinition of SSA value '%.*s'",
                                (int)len, name);
        note_at(p, s->off, "previously defined here");
        return st;
    }
    if (s->state == SSA_FWD && s->type != type) {
        char *a = type_text(type), *b = type_text(s->type);
        dlti_status st = err_at(p, off, "definition of SSA value '%.*s#%u' has "
                                        "type '%s'",
                                (int)len, name, num, or_lost(a));
        note_at(p, s->off, "previously used here with type '%s'", or_lost(b));
        free(a);
        free(b);
        return st;
    }
    s->type = type;
    s->off = off;
    s->state = SSA_DEF;
    VEC_PUSH(p, p->ssa_log, ssa_entry *, e);
    return DLTI_OK;
}

typedef struct ssa_use {
    const char *name; /* into the source, with the '%' */
    size_t len;
    unsigned num;
    bool has_num;
    size_t off;
} ssa_use;

/* Checks a use of `u` with `type` (recording a forward reference if it
 * is not defined yet); *text receives the interned name. */
static dlti_status ssa_resolve(parser *p, const ssa_use *u,
                               const dlti_type *type, const char **text)
{
    if (u->num > MAX_RESULT_NUMBER)
        return limit_result_number(p, u->off);
    ssa_entry *e = NULL;
    TRY(ssa_entry_find(p, u->name, u->len, &e, text));
    if (e && u->num < e->slots.n) {
        ssa_slot *s = &VEC_AT(e->slots, ssa_slot, u->num);
        if (s->state != SSA_NONE) {
            if (s->type == type)
                return DLTI_OK;
            char *a = type_text(type), *b = type_text(s->type);
            dlti_status st = err_at(p, u->off, "use of value '%.*s' expects "
                                               "different type than prior "
                                               "uses: '%s' vs '%s'",
                                    (int)u->len, u->name, or_lost(a), or_lost(b));
            note_at(p, s->off, "prior use here");
            free(a);
            free(b);
            return st;
        }
    }
    if (e && e->slots.n && VEC_AT(e->slots, ssa_slot, 0).state == SSA_DEF)
        return err_at(p, u->off, "reference to invalid result number");
    if (!e)
        TRY(ssa_entry_get(p, u->name, u->len, &e, text));
    ssa_slot *s = ssa_slot_at(p, e, u->num);
    if (!s)
        return DLTI_ERR_NOMEM;
    s->type = type;
    s->off = u->off;
    s->state = SSA_FWD;
    ssa_fwd f = {e, u->num};
    VEC_PUSH(p, p->fwd, ssa_fwd, f);
    e->in_fwd = true;
    return DLTI_OK;
}

/* ssa-use ::= `%`name (`#` digits)? */
static dlti_status parse_ssa_use(parser *p, bool allow_num, ssa_use *u)
{
    memset(u, 0, sizeof *u);
    u->name = ttext(p, p->tok);
    u->len = p->tok.len;
    u->off = p->tok.off;
    TRY(expect(p, DL_TOK_PERCENT, "expected SSA operand"));
    if (is(p, DL_TOK_HASH)) {
        if (!allow_num)
            return err_cur(p, "result number not allowed in argument list");
        const char *s = ttext(p, p->tok) + 1;
        size_t n = p->tok.len - 1;
        uint64_t v = 0;
        bool ok = n > 0;
        for (size_t i = 0; i < n && ok; i++) {
            if (s[i] < '0' || s[i] > '9')
                ok = false;
            else if ((v = v * 10 + (uint64_t)(s[i] - '0')) > UINT_MAX)
                ok = false;
        }
        if (!ok)
            return err_cur(p, "invalid SSA value result number");
        u->num = (unsigned)v;
        u->has_num = true;
        next(p);
    }
    return DLTI_OK;
}

static const char *value_text_num(parser *p, const char *base, unsigned num)
{
    size_t len = dl_interned_len(base);
    char buf[64];
    char *tmp = len < sizeof buf - 16 ? buf : malloc(len + 16);
    if (!tmp) {
        nomem(p);
        return NULL;
    }
    memcpy(tmp, base, len);
    int k = snprintf(tmp + len, 16, "#%u", num);
    const char *r = intern(p, tmp, len + (size_t)k);
    if (tmp != buf)
        free(tmp);
    return r;
}

/* The text of a value as written: the interned `base` name, with `#num`
 * when `has_num`. */
static inline const char *value_text(parser *p, const char *base,
                                     unsigned num, bool has_num)
{
    return has_num ? value_text_num(p, base, num) : base;
}

static dlti_status scope_push(parser *p)
{
    VEC_PUSH(p, p->scope_marks, size_t, p->ssa_log.n);
    if (p->nblks == p->capblks) {
        size_t nc = p->capblks ? p->capblks * 2 : 8;
        blk_scope *nb = realloc(p->blks, nc * sizeof *nb);
        if (!nb)
            return nomem(p);
        p->blks = nb;
        p->capblks = nc;
    }
    memset(&p->blks[p->nblks], 0, sizeof *p->blks);
    p->nblks++;
    return DLTI_OK;
}

static dlti_status scope_pop(parser *p)
{
    blk_scope *bs = &p->blks[p->nblks - 1];
    dlti_status st = DLTI_OK;
    for (size_t i = 0; i < bs->infos.n; i++) {
        blk_info *bi = VEC_AT(bs->infos, blk_info *, i);
        if (!bi->defined)
            st = err_at(p, bi->ref_off, "reference to an undefined block");
    }
    smap_free(&bs->map);
    p->nblks--;
    if (st != DLTI_OK)
        return st;
    size_t mark = VEC_AT(p->scope_marks, size_t, p->scope_marks.n - 1);
    p->scope_marks.n--;
    /* The names defined in the scope go out of scope.  An entry appears
     * here once per defined result: only the first detaches it. */
    size_t mask = p->ssa.cap - 1;
    for (size_t i = mark; i < p->ssa_log.n; i++) {
        ssa_entry *e = VEC_AT(p->ssa_log, ssa_entry *, i);
        void **val;
        if (e->direct != SIZE_MAX) {
            ssa_direct *d = ssa_direct_at(p, e->direct);
            if (!d)
                continue; /* (a page is set aside only without values) */
            val = &d->val;
        } else {
            /* Keys are unique interned pointers: no string comparison. */
            smap_slot *s = &p->ssa.slots[e->hash & mask];
            while (s->key != e->key)
                s = &p->ssa.slots[(size_t)(s - p->ssa.slots + 1) & mask];
            val = &s->val;
        }
        if (*val != e)
            continue;
        *val = NULL;
        if (!e->in_fwd) {
            e->next_free = p->free_entries;
            p->free_entries = e;
        }
    }
    p->ssa_log.n = mark;
    return DLTI_OK;
}

static dlti_status block_info(parser *p, dl_token t, blk_info **out)
{
    blk_scope *bs = &p->blks[p->nblks - 1];
    blk_info *bi = smap_get(&bs->map, ttext(p, t), t.len);
    if (!bi) {
        bi = scratch_alloc(p, sizeof *bi);
        if (!bi)
            return DLTI_ERR_NOMEM;
        bi->ref_off = t.off;
        bi->defined = false;
        if (!smap_put(&bs->map, ttext(p, t), t.len, bi))
            return nomem(p);
        VEC_PUSH(p, bs->infos, blk_info *, bi);
    }
    *out = bi;
    return DLTI_OK;
}

/* ===================================================================== */
/* Locations after operations and arguments                               */
/* ===================================================================== */

static dlti_status parse_loc_suffix(parser *p)
{
    next(p);
    TRY(expect(p, DL_TOK_LPAREN, "expected '(' in location"));
    if (is(p, DL_TOK_HASH)) {
        dl_token t = p->tok;
        const char *name = ttext(p, t) + 1;
        size_t n = t.len - 1;
        if (memchr(name, '.', n)) {
            TRY(parse_location_instance(p));
            return expect(p, DL_TOK_RPAREN, "expected ')' in location");
        }
        const dlti_attr *a = smap_get(&p->attr_aliases, name, n);
        if (a) {
            TRY(use_alias(p, false, name, n, t.off, t.len));
            if (!attr_is_location(a)) {
                char *s = attr_text(a);
                dlti_status st = err_at(p, t.off, "expected location, but "
                                                  "found '%s'", or_lost(s));
                free(s);
                return st;
            }
        } else {
            deferred_loc d = {name, n, t.off};
            VEC_PUSH(p, p->deferred_locs, deferred_loc, d);
        }
        next(p);
    } else {
        TRY(parse_location_instance(p));
    }
    return expect(p, DL_TOK_RPAREN, "expected ')' in location");
}

/* An optional `loc(...)` after an op or argument. */
static inline dlti_status parse_trailing_loc(parser *p)
{
    return is_kw(p, "loc") ? parse_loc_suffix(p) : DLTI_OK;
}

/* ===================================================================== */
/* Regions and blocks                                                     */
/* ===================================================================== */

typedef struct entry_arg {
    ssa_use use;           /* name empty (len 0) for type-only arguments */
    const dlti_type *type;
} entry_arg;

static dl_block *new_block(parser *p)
{
    return ir_alloc(p, sizeof(dl_block));
}

static void region_append(dl_region *r, dl_block *b)
{
    if (r->last)
        r->last->next = b;
    else
        r->first = b;
    r->last = b;
}

/* Defines the block argument `u` and adds it to `args`. */
static dlti_status add_block_arg(parser *p, vec *args, const ssa_use *u,
                                 const dlti_type *type)
{
    const char *base = NULL;
    TRY(ssa_define(p, u->name, u->len, u->num, u->off, type, &base));
    dl_block_arg a;
    a.name = value_text(p, base, u->num, u->has_num);
    if (!a.name)
        return DLTI_ERR_NOMEM;
    a.type = type;
    VEC_PUSH(p, *args, dl_block_arg, a);
    return DLTI_OK;
}

/* Gives the block the arguments collected in `args`. */
static dlti_status set_block_args(parser *p, dl_block *b, const vec *args)
{
    if (args->n > UINT_MAX)
        return err_cur(p, "too many block arguments");
    b->nargs = (unsigned)args->n;
    b->args = vec_to_arena(p, args, sizeof *b->args);
    return args->n && !b->args ? DLTI_ERR_NOMEM : DLTI_OK;
}

static dlti_status parse_block_args(parser *p, dl_block *b, vec *args)
{
    TRY(expect(p, DL_TOK_LPAREN, "expected '('"));
    if (consume_if(p, DL_TOK_RPAREN))
        return DLTI_OK;
    do {
        ssa_use u;
        TRY(parse_ssa_use(p, true, &u));
        TRY(expect(p, DL_TOK_COLON, "expected ':' and type for SSA operand"));
        const dlti_type *t = NULL;
        TRY(parse_type(p, &t));
        TRY(parse_trailing_loc(p));
        TRY(add_block_arg(p, args, &u, t));
    } while (consume_if(p, DL_TOK_COMMA));
    TRY(set_block_args(p, b, args));
    return expect(p, DL_TOK_RPAREN, "expected ')'");
}

/* Gives back the pages of a mapped input that lie wholly before the
 * current line: they are read again from the file if ever needed.  Once
 * a megabyte has passed, not after every body op: each call costs a
 * system call and a TLB flush (100 calls on a 6 MB file). */
#define DROP_TEXT_MIN ((uintptr_t)1 << 20)

static void drop_text(parser *p)
{
    if (p->tok.off - p->text_dropped < DROP_TEXT_MIN)
        return;
    long page = sysconf(_SC_PAGESIZE);
    if (page <= 0)
        return;
    uintptr_t base = (uintptr_t)p->lx.buf;
    uintptr_t from = (base + p->text_dropped + (uintptr_t)page - 1) &
                     ~(uintptr_t)(page - 1);
    uintptr_t to = (base + p->tok.off) & ~(uintptr_t)(page - 1);
    if (to > from && madvise((void *)from, to - from, MADV_DONTNEED) == 0)
        p->text_dropped = to - base;
}

/* The op just parsed into the streamed module's body goes to the hook,
 * then out of the block, its IR given back. */
static dlti_status stream_unit(parser *p, dl_block *b, dlti_op *top)
{
    TRY(p->stream->unit(p->stream->user, top, b->last));
    b->first = b->last = NULL;
    ir_rewind(p, p->unit_mark);
    for (size_t i = 0; i < p->unit_names.n; i++)
        ssa_text_gone(p, VEC_AT(p->unit_names, size_t, i));
    p->unit_names.n = 0;
    if (p->stream->drop_text)
        drop_text(p);
    return DLTI_OK;
}

static dlti_status parse_block_ops(parser *p, dl_block *b, dlti_op *owner)
{
    bool streamed = owner && owner == p->stream_owner;
    if (streamed)
        p->unit_mark = ir_mark_now(p); /* the block itself stays */
    while (!is(p, DL_TOK_CARET) && !is(p, DL_TOK_RBRACE)) {
        TRY(parse_operation(p, b, owner));
        if (streamed)
            TRY(stream_unit(p, b, owner));
    }
    return DLTI_OK;
}

/* A block; `entry` is the region's first block, whose label is optional. */
static dlti_status parse_block(parser *p, dl_block *b, vec *args,
                               dlti_op *owner, bool entry)
{
    if (entry && !is(p, DL_TOK_CARET))
        return parse_block_ops(p, b, owner);
    dl_token t = p->tok;
    TRY(expect(p, DL_TOK_CARET, "expected block name"));
    blk_info *bi;
    TRY(block_info(p, t, &bi));
    if (bi->defined)
        return err_at(p, t.off, "redefinition of block '%.*s'", (int)t.len,
                      ttext(p, t));
    bi->defined = true;
    b->label = intern(p, ttext(p, t), t.len);
    if (!b->label)
        return DLTI_ERR_NOMEM;
    if (is(p, DL_TOK_LPAREN))
        TRY(parse_block_args(p, b, args));
    TRY(expect(p, DL_TOK_COLON, "expected ':' after block name"));
    return parse_block_ops(p, b, owner);
}

static dlti_status region_body(parser *p, dlti_op *owner, dl_region *r,
                               const entry_arg *eargs, size_t neargs,
                               bool have_entry_args)
{
    TRY(expect(p, DL_TOK_LBRACE, "expected '{' to begin a region"));
    if (!have_entry_args && is(p, DL_TOK_RBRACE)) {
        next(p);
        return DLTI_OK;
    }
    TRY(scope_push(p));
    dl_block *b = new_block(p);
    if (!b)
        return DLTI_ERR_NOMEM;
    vec args = {0};
    if (neargs && eargs[0].use.len) {
        if (is(p, DL_TOK_CARET))
            return err_cur(p, "invalid block name in region with named "
                              "arguments");
        for (size_t i = 0; i < neargs; i++) {
            const ssa_use *u = &eargs[i].use;
            ssa_entry *e = NULL;
            TRY(ssa_entry_find(p, u->name, u->len, &e, NULL));
            if (e && u->num < e->slots.n &&
                VEC_AT(e->slots, ssa_slot, u->num).state != SSA_NONE) {
                dlti_status st = err_at(p, u->off, "region entry argument "
                                                   "'%.*s' is already in use",
                                        (int)u->len, u->name);
                note_at(p, VEC_AT(e->slots, ssa_slot, u->num).off,
                        "previously referenced here");
                return st;
            }
            TRY(add_block_arg(p, &args, u, eargs[i].type));
        }
        TRY(set_block_args(p, b, &args));
    }
    TRY(parse_block(p, b, &args, owner, true));
    region_append(r, b);
    while (!is(p, DL_TOK_RBRACE)) {
        dl_block *nb = new_block(p);
        if (!nb)
            return DLTI_ERR_NOMEM;
        vec nargs = {0};
        TRY(parse_block(p, nb, &nargs, owner, false));
        region_append(r, nb);
    }
    TRY(scope_pop(p));
    next(p);
    return DLTI_OK;
}

static dlti_status parse_region(parser *p, dlti_op *owner, dl_region *r,
                                const entry_arg *eargs, size_t neargs,
                                bool have_entry_args)
{
    p->stream_pending = false; /* a module in here is not the top one */
    TRY(enter(p));
    dlti_status st = region_body(p, owner, r, eargs, neargs, have_entry_args);
    leave(p);
    return st;
}

/* ===================================================================== */
/* Operations                                                             */
/* ===================================================================== */

static bool name_is(const char *s, size_t n, const char *lit)
{
    size_t m = strlen(lit);
    return n == m && memcmp(s, lit, m) == 0;
}

/* A registered op with a custom form (its class has a parse hook). */
static bool op_known(parser *p, const char *s, size_t n)
{
    const dl_op_class *c = dl_op_class_lookup(p->ctx, s, n);
    return c && c->parse;
}

/* A registered op in MLIR's function-op syntax (its class uses the
 * dlti_parse_function_op helper): a FunctionOpInterface op, with that
 * interface's inherent attributes, and not a terminator. */
static bool op_is_function_like(const dlti_op *op)
{
    return op->cls && (op->cls->parse == dlti_parse_function_op ||
                       op->cls->print == dlti_print_function_op);
}

/* Registered ops that are not terminators (MLIR refuses successors). */
static bool op_is_non_terminator(const dlti_op *op)
{
    return dl_op_is_module(op) || op_is_function_like(op);
}

/* MLIR stores inherent attributes given in the attribute dictionary of an
 * op without explicit properties as properties. */
static dlti_status move_inherent_attrs(parser *p, dlti_op *op)
{
    static const char *const module_names[] = {"sym_name", "sym_visibility", NULL};
    static const char *const func_names[] = {"arg_attrs", "function_type",
                                             "res_attrs", "sym_name",
                                             "sym_visibility", NULL};
    const char *const *names = NULL;
    if (dl_op_is_module(op))
        names = module_names;
    else if (op_is_function_like(op))
        names = func_names;
    if (!names || !op->attrs)
        return DLTI_OK;
    const dl_dict_key *ak = dl_dict(op->attrs);
    const dl_dict_key *pk = op->props && dl_attr_kind_of(op->props) == DL_AT_DICT
                                ? dl_dict(op->props)
                                : NULL;
    if (op->props && !pk)
        return DLTI_OK;
    vec keep = {0}, props = {0};
    bool moved = false;
    for (size_t i = 0; pk && i < pk->n; i++)
        VEC_PUSH(p, props, dl_named_attr, pk->elems[i]);
    for (size_t i = 0; i < ak->n; i++) {
        bool inherent = false;
        for (size_t j = 0; names[j]; j++)
            if (strcmp(ak->elems[i].name, names[j]) == 0)
                inherent = true;
        if (inherent && !(pk && dl_dict_get(op->props, ak->elems[i].name))) {
            VEC_PUSH(p, props, dl_named_attr, ak->elems[i]);
            moved = true;
        } else {
            VEC_PUSH(p, keep, dl_named_attr, ak->elems[i]);
        }
    }
    if (!moved)
        return DLTI_OK;
    op->attrs = dl_dict_attr(p->ctx, keep.n, (const dl_named_attr *)keep.data);
    op->props = dl_dict_attr(p->ctx, props.n, (const dl_named_attr *)props.data);
    return op->attrs && op->props ? DLTI_OK : DLTI_ERR_NOMEM;
}

/* Resolves the operands `uses` of types `types`.  `shared_types`: `types`
 * lies in a uniqued function type, which the op may point into. */
static dlti_status set_operands(parser *p, dlti_op *op, const vec *uses,
                                const dlti_type *const *types,
                                bool shared_types)
{
    size_t n = uses->n;
    if (n > UINT_MAX)
        return err_cur(p, "too many operands");
    op->noperands = (unsigned)n;
    if (!n)
        return DLTI_OK;
    /* Names and (unless shared) types in one block. */
    const char **names = ir_alloc(p, (shared_types ? 1 : 2) * n *
                                         sizeof(void *));
    if (!names)
        return DLTI_ERR_NOMEM;
    op->operand_names = names;
    if (shared_types) {
        op->operand_types = (const dlti_type **)types;
    } else {
        op->operand_types = (const dlti_type **)(names + n);
        memcpy(op->operand_types, types, n * sizeof *types);
    }
    for (size_t i = 0; i < n; i++) {
        const ssa_use *u = &VEC_AT(*uses, ssa_use, i);
        const char *base = NULL;
        TRY(ssa_resolve(p, u, types[i], &base));
        names[i] = value_text(p, base, u->num, u->has_num);
        if (!names[i])
            return DLTI_ERR_NOMEM;
    }
    return DLTI_OK;
}

/* A new op (dl_op_create) located at `off`. */
static dlti_op *op_create(parser *p, const char *name, const dl_op_class *cls,
                          size_t off, size_t extra)
{
    if (!p->empty_dict && !(p->empty_dict = dl_empty_dict(p->ctx)))
        return NULL;
    dlti_op *op = ir_alloc(p, sizeof *op + extra);
    if (!op)
        return NULL;
    dlti_loc l = loc_at(p, off);
    return dl_op_fill(op, p->ctx, name, cls, &l, p->empty_dict);
}

/* The memo of the generic op name token `t`: the name is unescaped,
 * checked and interned the first time a spelling is seen. */
static dlti_status generic_op_name(parser *p, dl_token t, op_name_memo **out)
{
    const char *sp = ttext(p, t);
    op_name_memo *m = (op_name_memo *)p->last_op_name;
    if (m && m->len == t.len &&
        (t.off == p->last_op_name_at || same_bytes(m->spelling, sp, t.len))) {
        *out = m;
        return DLTI_OK;
    }
    uint64_t h = smap_hash(sp, t.len);
    smap_slot *slot = NULL;
    if (p->op_names.count < MEMO_MAX) {
        slot = smap_slot_of(&p->op_names, sp, t.len, h);
        if (!slot)
            return nomem(p);
        m = slot->val;
    } else {
        m = p->op_names.cap ? smap_find(&p->op_names, sp, t.len, h)->val
                            : NULL;
    }
    if (!m) {
        const char *name = NULL;
        size_t nlen = 0;
        TRY(tok_string(p, t, &name, &nlen));
        if (nlen == 0)
            return err_cur(p, "empty operation name is invalid");
        if (memchr(name, 0, nlen))
            return err_cur(p, "null character not allowed in operation name");
        if (slot) {
            m = scratch_alloc(p, sizeof *m);
        } else {
            /* the memo is full: a one-use entry */
            if (!p->op_name_spill)
                p->op_name_spill = scratch_alloc(p, sizeof *m);
            m = p->op_name_spill;
        }
        if (!m)
            return DLTI_ERR_NOMEM;
        m->spelling = sp;
        m->len = t.len;
        m->tok_flags = t.flags;
        m->name = name;
        m->cls = NULL;
        m->n_op_classes = SIZE_MAX; /* not looked up yet */
        if (slot)
            slot->val = m;
    }
    p->last_op_name = m;
    p->last_op_name_at = SIZE_MAX;
    *out = m;
    return DLTI_OK;
}

/* The op's class (dl_op_class_resolve), looked up again only when op
 * classes were registered since. */
static void resolve_op_class(parser *p, op_name_memo *m)
{
    if (m->n_op_classes == p->ctx->n_op_classes)
        return;
    m->cls = dl_op_class_resolve(p->ctx, m->name, dl_interned_len(m->name));
    m->n_op_classes = p->ctx->n_op_classes;
}

/* next() where an op name is expected: the spelling of the last generic
 * op name is tried first.  Op names repeat line after line, and the same
 * bytes up to a string's closing quote are the same token. */
static void next_op_name(parser *p)
{
    const op_name_memo *m = p->last_op_name;
    if (m) {
        size_t pos = dl_lex_blanks(&p->lx, p->lx.pos);
        p->lx.pos = pos;
        if (p->lx.len - pos >= m->len &&
            same_bytes(p->lx.buf + pos, m->spelling, m->len)) {
            p->prev_end = p->tok.off + p->tok.len;
            p->lx.pos = pos + m->len;
            p->tok.kind = DL_TOK_STRING;
            p->tok.flags = m->tok_flags;
            p->tok.off = pos;
            p->tok.len = m->len;
            p->last_op_name_at = pos;
            return;
        }
    }
    next(p);
}

/* With `()` and then ':' next, apart by blanks within the line (no
 * operands, successors, properties, regions or attributes, as on most
 * lines), consumes them at once, as the parser would token by token. */
static bool skip_empty_operands(parser *p)
{
    const unsigned char *b = (const unsigned char *)p->lx.buf;
    size_t len = p->lx.len, i = p->lx.pos; /* just after the '(' */
    if (p->tok.kind != DL_TOK_LPAREN || i != p->tok.off + 1)
        return false;
    i = skip_blanks(b, len, i);
    if (i >= len || b[i] != ')')
        return false;
    i = skip_blanks(b, len, i + 1);
    if (i >= len || b[i] != ':')
        return false;
    dl_lex_skip(&p->lx, i + 1);
    next(p);
    p->prev_end = i + 1;
    return true;
}

/* The generic op form from its operand list to the ':' before its type. */
static dlti_status parse_generic_op_parts(parser *p, dlti_op *op, vec *uses,
                                          vec *succ)
{
    TRY(expect(p, DL_TOK_LPAREN, "expected '(' to start operand list"));
    if (is(p, DL_TOK_PERCENT)) {
        do {
            ssa_use *u = vec_push(p, uses, sizeof(ssa_use));
            if (!u)
                return DLTI_ERR_NOMEM;
            TRY(parse_ssa_use(p, true, u));
        } while (consume_if(p, DL_TOK_COMMA));
    }
    TRY(expect(p, DL_TOK_RPAREN, "expected ')' to end operand list"));

    if (is(p, DL_TOK_LSQUARE)) {
        if (op_is_non_terminator(op))
            return err_cur(p, "successors in non-terminator");
        next(p);
        if (is(p, DL_TOK_RSQUARE))
            return err_wrong(p, "expected list element");
        do {
            if (!is(p, DL_TOK_CARET))
                return err_wrong(p, "expected block name");
            blk_info *bi;
            TRY(block_info(p, p->tok, &bi));
            const char *s = intern(p, ttext(p, p->tok), p->tok.len);
            if (!s)
                return DLTI_ERR_NOMEM;
            VEC_PUSH(p, *succ, const char *, s);
            next(p);
        } while (consume_if(p, DL_TOK_COMMA));
        TRY(expect(p, DL_TOK_RSQUARE, "expected ',' or ']'"));
    }

    if (consume_if(p, DL_TOK_LESS)) {
        TRY(parse_attr(p, &op->props));
        TRY(expect(p, DL_TOK_GREATER, "expected '>' to close properties"));
    }

    vec regions = {0};
    if (consume_if(p, DL_TOK_LPAREN)) {
        do {
            if (!vec_push(p, &regions, sizeof(dl_region)))
                return DLTI_ERR_NOMEM;
            dl_region *r = &VEC_AT(regions, dl_region, regions.n - 1);
            TRY(parse_region(p, op, r, NULL, 0, false));
        } while (consume_if(p, DL_TOK_COMMA));
        TRY(expect(p, DL_TOK_RPAREN, "expected ')' to end region list"));
    }
    if (regions.n > UINT_MAX / 2) /* dlti_op.nregions has 31 bits */
        return err_cur(p, "too many regions");
    op->nregions = (unsigned)regions.n;
    op->regions = vec_to_arena(p, &regions, sizeof(dl_region));
    if (regions.n && !op->regions)
        return DLTI_ERR_NOMEM;

    if (is(p, DL_TOK_LBRACE))
        TRY(parse_attr_dict(p, &op->attrs));

    TRY(expect(p, DL_TOK_COLON, "expected ':' followed by operation type"));
    return DLTI_OK;
}

/* `nnames`: the number of result names bound to the op; room for their
 * texts is made with the op. */
static dlti_status parse_generic_op(parser *p, dlti_op **out, size_t nnames)
{
    dl_token nt = p->tok;
    op_name_memo *m = NULL;
    TRY(generic_op_name(p, nt, &m));
    next(p);
    resolve_op_class(p, m);
    dlti_op *op = op_create(p, m->name, m->cls, nt.off,
                            nnames * sizeof(const char *));
    if (!op)
        return DLTI_ERR_NOMEM;
    if (nnames)
        op->result_names = (const char **)(void *)(op + 1);

    VEC_LOCAL(uses, ssa_use, 2);
    vec succ = {0};
    if (!skip_empty_operands(p))
        TRY(parse_generic_op_parts(p, op, &uses, &succ));
    size_t type_loc = p->tok.off;
    const dlti_type *ft = NULL;
    TRY(parse_type(p, &ft));
    if (dl_type_kind_of(ft) != DL_TY_FUNCTION)
        return err_at(p, type_loc, "expected function type");
    const dl_list_key *fk = dl_list(ft);
    if (fk->n_inputs != uses.n)
        return err_at(p, type_loc, "expected %zu operand type%s but had %u",
                      uses.n, uses.n == 1 ? "" : "s", fk->n_inputs);
    op->nresults = fk->n_results;
    /* The result types are those of the (uniqued, immutable) function
     * type. */
    if (fk->n_results)
        op->result_types = (const dlti_type **)(fk->types + fk->n_inputs);
    if (uses.n)
        TRY(set_operands(p, op, &uses, fk->types, true));
    if (succ.n) {
        if (succ.n > UINT_MAX)
            return err_cur(p, "too many successors");
        op->nsuccessors = (unsigned)succ.n;
        op->successors = vec_to_arena(p, &succ, sizeof(const char *));
        if (!op->successors)
            return DLTI_ERR_NOMEM;
    }
    /* (only modules and function ops have inherent attributes) */
    if (!op->props && op_is_non_terminator(op))
        TRY(move_inherent_attrs(p, op));
    TRY(parse_trailing_loc(p));
    *out = op;
    return DLTI_OK;
}

/* ---- builtin.module ----------------------------------------------------- */

dlti_status dl_parse_module_body(dlti_parser *p, dlti_op *op)
{
    if (!p || !op)
        return DLTI_ERR_MISUSE;
    if (is(p, DL_TOK_AT)) {
        const char *name = NULL;
        size_t n = 0;
        TRY(symbol_name(p, p->tok, &name, &n));
        next(p);
        dl_named_attr na;
        na.name = intern(p, "sym_name", 8);
        na.value = dl_string_attr(p->ctx, name, n, NULL);
        if (!na.name || !na.value)
            return DLTI_ERR_NOMEM;
        op->props = dl_dict_attr(p->ctx, 1, &na);
        if (!op->props)
            return DLTI_ERR_NOMEM;
    }
    if (is_kw(p, "attributes")) {
        next(p);
        TRY(parse_attr_dict(p, &op->attrs));
    }
    dl_region *r = ir_alloc(p, sizeof *r);
    if (!r)
        return DLTI_ERR_NOMEM;
    op->nregions = 1;
    op->regions = r;
    if (p->stream_pending) {
        /* The file's first op, its attributes known: its body streams. */
        p->stream_pending = false;
        TRY(move_inherent_attrs(p, op));
        TRY(p->stream->begin(p->stream->user, op));
        p->stream_owner = op;
    }
    TRY(parse_region(p, op, r, NULL, 0, false));
    if (!r->first) {
        /* MLIR gives the single-block body its block even when empty. */
        dl_block *b = new_block(p);
        if (!b)
            return DLTI_ERR_NOMEM;
        region_append(r, b);
    }
    return move_inherent_attrs(p, op);
}

/* ---- Function ops (plugin.h: dlti_parse_function_op) -------------------- */

static dlti_status optional_dict(parser *p, const dlti_attr **d)
{
    *d = NULL;
    if (is(p, DL_TOK_LBRACE))
        return parse_attr_dict(p, d);
    return DLTI_OK;
}

static bool dict_nonempty(const dlti_attr *d)
{
    return d && dl_dict(d)->n != 0;
}

/* [{..}, {..}] when some dictionary is non-empty, else NULL. */
static dlti_status attr_array_of_dicts(parser *p, const vec *dicts,
                                       const dlti_attr **out)
{
    *out = NULL;
    bool any = false;
    for (size_t i = 0; i < dicts->n; i++)
        if (dict_nonempty(VEC_AT(*dicts, const dlti_attr *, i)))
            any = true;
    if (!any)
        return DLTI_OK;
    const dlti_attr *empty = dl_dict_attr(p->ctx, 0, NULL);
    if (!empty)
        return DLTI_ERR_NOMEM;
    vec elems = {0};
    for (size_t i = 0; i < dicts->n; i++) {
        const dlti_attr *d = VEC_AT(*dicts, const dlti_attr *, i);
        VEC_PUSH(p, elems, const dlti_attr *, d ? d : empty);
    }
    *out = dl_array_attr(p->ctx, elems.n, (const dlti_attr *const *)elems.data);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

static dlti_status push_prop(parser *p, vec *props, const char *name,
                             const dlti_attr *value)
{
    dl_named_attr na;
    na.name = intern(p, name, strlen(name));
    na.value = value;
    if (!na.name || !value)
        return DLTI_ERR_NOMEM;
    VEC_PUSH(p, *props, dl_named_attr, na);
    return DLTI_OK;
}

/* MLIR's function_interface_impl::parseFunctionOp, after the op name:
 * `private? @name(%arg0: T {attrs} loc(..), ...) -> (R {attrs}, ...)
 * attributes {...} {body}` (or argument types only, for external functions
 * without body).  Fills the properties sym_name, function_type, arg_attrs,
 * res_attrs (only when some dictionary is non-empty) and sym_visibility; the
 * body's entry block gets the named arguments.  Inside the body the op's
 * namespace is the default dialect (func.func's OpAsmOpInterface), so
 * `return` there is `func.return`. */
dlti_status dlti_parse_function_op(dlti_parser *p, dlti_op *op)
{
    if (!p || !op || !op->name)
        return DLTI_ERR_MISUSE;
    vec props = {0};
    const dlti_attr *vis = NULL;
    if (is_kw(p, "private") || is_kw(p, "public") || is_kw(p, "nested")) {
        vis = dl_string_attr(p->ctx, ttext(p, p->tok), p->tok.len, NULL);
        if (!vis)
            return DLTI_ERR_NOMEM;
        next(p);
    }
    if (!is(p, DL_TOK_AT))
        return cerr_at(p, p->tok.off,
                       "expected valid '@'-identifier for symbol name");
    const char *name = NULL;
    size_t nlen = 0;
    TRY(symbol_name(p, p->tok, &name, &nlen));
    next(p);

    /* Arguments: all named (`%a: T`) or all types. */
    vec args = {0}, arg_types = {0}, arg_dicts = {0};
    TRY(expect(p, DL_TOK_LPAREN, "expected '('"));
    if (!consume_if(p, DL_TOK_RPAREN)) {
        do {
            entry_arg a;
            memset(&a, 0, sizeof a);
            bool prev_named = args.n && VEC_AT(args, entry_arg, args.n - 1).use.len;
            const dlti_attr *d = NULL;
            if (is(p, DL_TOK_PERCENT)) {
                TRY(parse_ssa_use(p, false, &a.use));
                TRY(expect(p, DL_TOK_COLON, "expected ':'"));
                TRY(parse_type(p, &a.type));
                TRY(optional_dict(p, &d));
                TRY(parse_trailing_loc(p));
                if (args.n && !prev_named)
                    return cerr_at(p, a.use.off,
                                   "expected type instead of SSA identifier");
            } else {
                a.use.off = p->tok.off;
                if (args.n && prev_named)
                    return cerr_at(p, a.use.off, "expected SSA identifier");
                TRY(parse_type(p, &a.type));
                TRY(optional_dict(p, &d));
                TRY(parse_trailing_loc(p));
            }
            VEC_PUSH(p, args, entry_arg, a);
            VEC_PUSH(p, arg_types, const dlti_type *, a.type);
            VEC_PUSH(p, arg_dicts, const dlti_attr *, d);
        } while (consume_if(p, DL_TOK_COMMA));
        TRY(expect(p, DL_TOK_RPAREN, "expected ')'"));
    }

    /* Results. */
    vec res_types = {0}, res_dicts = {0};
    if (consume_if(p, DL_TOK_ARROW)) {
        if (consume_if(p, DL_TOK_LPAREN)) {
            if (!consume_if(p, DL_TOK_RPAREN)) {
                do {
                    const dlti_type *t = NULL;
                    const dlti_attr *d = NULL;
                    TRY(parse_type(p, &t));
                    TRY(optional_dict(p, &d));
                    VEC_PUSH(p, res_types, const dlti_type *, t);
                    VEC_PUSH(p, res_dicts, const dlti_attr *, d);
                } while (consume_if(p, DL_TOK_COMMA));
                TRY(expect(p, DL_TOK_RPAREN, "expected ')'"));
            }
        } else {
            const dlti_type *t = NULL;
            TRY(parse_type(p, &t));
            VEC_PUSH(p, res_types, const dlti_type *, t);
            VEC_PUSH(p, res_dicts, const dlti_attr *, NULL);
        }
    }
    if (arg_types.n > UINT32_MAX || res_types.n > UINT32_MAX)
        return err_cur(p, "too many types");
    const dlti_type *ft = dl_function_type(
        p->ctx, (uint32_t)arg_types.n, (const dlti_type *const *)arg_types.data,
        (uint32_t)res_types.n, (const dlti_type *const *)res_types.data);
    if (!ft)
        return DLTI_ERR_NOMEM;

    if (is_kw(p, "attributes")) {
        size_t loc = p->tok.off;
        next(p);
        TRY(parse_attr_dict(p, &op->attrs));
        static const char *const inferred[] = {"sym_visibility", "sym_name",
                                               "function_type"};
        for (size_t i = 0; i < 3; i++)
            if (dl_dict_get(op->attrs, inferred[i]))
                return cerr_at(p, loc, "'%s' is an inferred attribute and "
                                       "should not be specified in the "
                                       "explicit attribute dictionary",
                               inferred[i]);
    }

    const dlti_attr *arg_attrs = NULL, *res_attrs = NULL;
    TRY(attr_array_of_dicts(p, &arg_dicts, &arg_attrs));
    TRY(attr_array_of_dicts(p, &res_dicts, &res_attrs));
    if (arg_attrs)
        TRY(push_prop(p, &props, "arg_attrs", arg_attrs));
    TRY(push_prop(p, &props, "function_type", dl_type_attr(p->ctx, ft)));
    if (res_attrs)
        TRY(push_prop(p, &props, "res_attrs", res_attrs));
    TRY(push_prop(p, &props, "sym_name",
                  dl_string_attr(p->ctx, name, nlen, NULL)));
    if (vis)
        TRY(push_prop(p, &props, "sym_visibility", vis));
    op->props = dl_dict_attr(p->ctx, props.n, (const dl_named_attr *)props.data);
    if (!op->props)
        return DLTI_ERR_NOMEM;

    /* The optional body; the printer omits empty bodies, so `{}` is an
     * error. */
    dl_region *r = ir_alloc(p, sizeof *r);
    if (!r)
        return DLTI_ERR_NOMEM;
    op->nregions = 1;
    op->regions = r;
    size_t body_loc = p->tok.off;
    if (is(p, DL_TOK_LBRACE)) {
        const char *dot = strchr(op->name, '.');
        const char *ns = intern(p, op->name, dot ? (size_t)(dot - op->name) : 0);
        if (!ns)
            return DLTI_ERR_NOMEM;
        VEC_PUSH(p, p->dialects, const char *, ns);
        dlti_status st = parse_region(p, op, r, (const entry_arg *)args.data,
                                      args.n, args.n != 0);
        p->dialects.n--;
        TRY(st);
        if (!r->first)
            return cerr_at(p, body_loc, "expected non-empty function body");
    }
    return DLTI_OK;
}

/* ---- Return-like ops (plugin.h: dlti_parse_return_op) ------------------- */

/* `attr-dict ($operands^ : type($operands))?`, after the op name. */
dlti_status dlti_parse_return_op(dlti_parser *p, dlti_op *op)
{
    if (!p || !op)
        return DLTI_ERR_MISUSE;
    if (is(p, DL_TOK_LBRACE))
        TRY(parse_attr_dict(p, &op->attrs));
    if (!is(p, DL_TOK_PERCENT))
        return DLTI_OK;
    size_t loc = p->tok.off;
    vec uses = {0}, types = {0};
    do {
        ssa_use *u = vec_push(p, &uses, sizeof(ssa_use));
        if (!u)
            return DLTI_ERR_NOMEM;
        TRY(parse_ssa_use(p, true, u));
    } while (consume_if(p, DL_TOK_COMMA));
    TRY(expect(p, DL_TOK_COLON, "expected ':'"));
    TRY(parse_type_list_no_parens(p, &types));
    if (uses.n != types.n)
        return cerr_at(p, loc, "number of operands and types do not match: "
                               "got %zu operands and %zu types",
                       uses.n, types.n);
    return set_operands(p, op, &uses, (const dlti_type *const *)types.data,
                        false);
}

/* ---- custom operations -------------------------------------------------- */

static dlti_status parse_custom_op(parser *p, dlti_op **out)
{
    dl_token nt = p->tok;
    const char *orig = ttext(p, nt);
    size_t olen = nt.len;
    const char *full;
    size_t flen;
    const char *odot = memchr(orig, '.', olen);
    if (!op_known(p, orig, olen) && (!odot || odot == orig + olen - 1)) {
        const char *dd = VEC_AT(p->dialects, const char *, p->dialects.n - 1);
        size_t dlen = strlen(dd);
        char *tmp = malloc(dlen + 1 + olen);
        if (!tmp)
            return nomem(p);
        memcpy(tmp, dd, dlen);
        tmp[dlen] = '.';
        memcpy(tmp + dlen + 1, orig, olen);
        full = intern(p, tmp, dlen + 1 + olen);
        flen = dlen + 1 + olen;
        free(tmp);
    } else {
        full = intern(p, orig, olen);
        flen = olen;
    }
    if (!full)
        return DLTI_ERR_NOMEM;
    next(p);
    /* As MLIR loads the dialect before looking the op up, the namespace's
     * plugin is loaded before the op class is looked for. */
    const char *dot = memchr(full, '.', flen);
    size_t nslen = dot ? (size_t)(dot - full) : flen;
    bool dialect = dl_dialect_require(p->ctx, full, nslen) != NULL;
    if (!op_known(p, full, flen)) {
        bool tried = flen != olen;
        dialect = dialect || name_is(full, nslen, "test");
        if (dialect)
            return err_at(p, nt.off, "custom op '%.*s' is unknown%s%s%s",
                          (int)olen, orig, tried ? " (tried '" : "",
                          tried ? full : "", tried ? "' as well)" : "");
        unsigned errs = p->ctx->errors;
        dlti_status st = err_at(p, nt.off, "Dialect `%.*s' not found for "
                                           "custom op '%.*s' %s%s%s",
                                (int)nslen, full, (int)olen, orig,
                                tried ? " (tried '" : "", tried ? full : "",
                                tried ? "' as well)" : "");
        if (p->ctx->errors != errs && valid_namespace(full, nslen)) {
            /* In place of MLIR's note listing the registered dialects. */
            char *path = dlti_context_plugin_path(p->ctx);
            dlti_loc l = loc_at(p, nt.off);
            dl_note(p->ctx, &l, "no plugin %.*s.so could be loaded from %s",
                    (int)nslen, full, path ? path : "the plugin path");
            free(path);
        }
        return st;
    }
    const dl_op_class *cls = dl_op_class_lookup(p->ctx, full, flen);
    dlti_op *op = op_create(p, full, cls, nt.off, 0);
    if (!op)
        return DLTI_ERR_NOMEM;
    /* MLIR's default dialect of the op's regions (OpAsmOpInterface):
     * "builtin" in a module; ops that have one of their own (function ops)
     * push it while parsing their regions. */
    const char *dd = dl_op_is_module(op) ? "builtin" : "";
    VEC_PUSH(p, p->dialects, const char *, dd);
    const char *saved = p->custom_op;
    p->custom_op = full;
    unsigned errs = p->ctx->errors;
    dlti_status st = cls->parse(p, op);
    p->custom_op = saved;
    p->dialects.n--;
    if (st != DLTI_OK) {
        if (p->ctx->errors == errs && p->tok.kind != DL_TOK_ERROR)
            err_at(p, nt.off, "custom op '%s' failed to parse", full);
        return st;
    }
    if (!op->attrs) {
        op->attrs = dl_dict_attr(p->ctx, 0, NULL);
        if (!op->attrs)
            return DLTI_ERR_NOMEM;
    }
    TRY(parse_trailing_loc(p));
    *out = op;
    return DLTI_OK;
}

/* ---- any operation ------------------------------------------------------ */

typedef struct result_group {
    dl_token tok;
    unsigned count;
} result_group;

/* The line shape of most ops, `%name = "op.name"() : () -> type`: an op
 * line is remembered by its text after the result name, up to the line's
 * end, once its op name and type were memoized (generic_op_name,
 * parse_type); a later line with the same text is made from the record
 * without scanning or lexing it. */
typedef struct op_line {
    text_key key;
    const op_name_memo *name;   /* a memo of p->op_names: never reused */
    const spelled_type *type;   /* a function type: () -> one result */
    size_t name_rel;            /* the op name's offset in the text */
} op_line;

/* The end of the line at `i`, blanks before it excluded. */
static size_t line_text_end(const char *b, size_t len, size_t i)
{
    const char *nl = memchr(b + i, '\n', len - i);
    size_t e = nl ? (size_t)(nl - b) : len;
    while (e > i && type_scan_class[(unsigned char)b[e - 1]] == TS_BLANK)
        e--;
    return e;
}

static const op_line *op_line_find(const parser *p, const char *text,
                                   size_t len, uint64_t h)
{
    return text_memo_find(p, &p->lines, text, len, h);
}

/* Scans the line after the result name for the shape; on success sets
 * the name memo, the type record and the op name's offset, and the type's
 * end. */
static bool op_line_scan(parser *p, size_t at, op_line *l, size_t *end)
{
    op_name_memo *m = (op_name_memo *)p->last_op_name;
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
    if (!r || !spelled_fits(p, r) || dl_type_kind_of(r->type) != DL_TY_FUNCTION)
        return false;
    const dl_list_key *fk = dl_list(r->type);
    if (fk->n_inputs != 0 || fk->n_results != 1)
        return false;
    l->name = m;
    l->type = r;
    l->name_rel = name_off - at;
    *end = e;
    return true;
}

/* Remembers the line whose text from `at` ends at `end`; best effort. */
static void op_line_put(parser *p, const op_line *l, size_t at, size_t end,
                        uint64_t h)
{
    if (p->lines.count >= MEMO_MAX || l->name == p->op_name_spill)
        return;
    op_line *r = scratch_alloc(p, sizeof *r);
    if (!r)
        return;
    *r = *l;
    r->key = (text_key){h, at, end - at};
    if (!dl_table_insert(&p->lines, r, h, dl_hash_first_word))
        nomem(p); /* reported; parsing goes on without the record */
}

/* The op line at the current `%name` token, when it has the shape above;
 * anything else (operands, regions, attributes, another shape of type, a
 * first spelling) is left to parse_operation, so errors and their order
 * stay MLIR's.  Returns false when the line is not of this shape; nothing
 * is consumed then. */
static bool simple_op_line(parser *p, dl_block *blk, dlti_op *owner,
                           dlti_status *st)
{
    const char *b = p->lx.buf;
    size_t at = p->lx.pos; /* just after the `%name` */
    size_t eol = line_text_end(b, p->lx.len, at);
    uint64_t h = smap_hash(b + at, eol - at);
    op_line scanned;
    const op_line *l = op_line_find(p, b + at, eol - at, h);
    size_t end;
    if (l) {
        end = eol;
        if (!spelled_fits(p, l->type))
            return false;
    } else {
        if (!op_line_scan(p, at, &scanned, &end))
            return false;
        l = &scanned;
        if (end == eol)
            op_line_put(p, l, at, end, h);
    }

    op_name_memo *m = (op_name_memo *)l->name;
    const dl_list_key *fk = dl_list(l->type->type);
    dl_token name = p->tok;
    dl_lex_skip(&p->lx, end); /* the locations below are on this line */
    resolve_op_class(p, m);
    dlti_op *op = op_create(p, m->name, m->cls, at + l->name_rel,
                            sizeof(const char *));
    if (!op) {
        *st = DLTI_ERR_NOMEM;
        return true;
    }
    op->result_names = (const char **)(void *)(op + 1);
    op->nresults = 1;
    op->result_types = (const dlti_type **)fk->types;
    p->last_op_name = m;
    p->last_op_name_at = SIZE_MAX; /* as generic_op_name */
    spelled_take(p, l->type, end);
    if ((*st = parse_trailing_loc(p)) != DLTI_OK ||
        (*st = ssa_define(p, ttext(p, name), name.len, 0, name.off,
                          fk->types[0], &op->result_names[0])) != DLTI_OK)
        return true;
    dl_block_append(blk, owner, op);
    return true;
}

static dlti_status parse_operation(parser *p, dl_block *blk, dlti_op *owner)
{
    size_t start = p->tok.off;
    dlti_status fast;
    if (is(p, DL_TOK_PERCENT) && simple_op_line(p, blk, owner, &fast))
        return fast;
    VEC_LOCAL(groups, result_group, 2);
    size_t expected = 0;
    if (is(p, DL_TOK_PERCENT)) {
        do {
            result_group g;
            g.tok = p->tok;
            g.count = 1;
            TRY(expect(p, DL_TOK_PERCENT, "expected valid ssa identifier"));
            if (consume_if(p, DL_TOK_COLON)) {
                if (!is(p, DL_TOK_INT))
                    return err_wrong(p, "expected integer number of results");
                uint64_t v = 0;
                if (!dl_tok_uint64(&p->lx, p->tok, &v) || v < 1)
                    return err_cur(p, "expected named operation to have at "
                                      "least 1 result");
                if (v > MAX_RESULT_NUMBER + 1 ||
                    expected + v > MAX_RESULT_NUMBER + 1)
                    return limit_result_number(p, p->tok.off);
                g.count = (unsigned)v;
                next(p);
            }
            expected += g.count;
            VEC_PUSH(p, groups, result_group, g);
        } while (consume_if(p, DL_TOK_COMMA));
        if (!is(p, DL_TOK_EQUAL))
            return expect_failed(p, "expected '=' after SSA name");
        next_op_name(p);
    }
    dlti_op *op = NULL;
    if (is(p, DL_TOK_BARE))
        TRY(parse_custom_op(p, &op));
    else if (is(p, DL_TOK_STRING))
        TRY(parse_generic_op(p, &op, expected));
    else
        return err_wrong(p, "expected operation name in quotes");

    if (groups.n) {
        if (op->nresults == 0)
            return err_at(p, start, "cannot name an operation with no results");
        if (expected != op->nresults)
            return err_at(p, start, "operation defines %u results but was "
                                    "provided %zu to bind",
                          op->nresults, expected);
        if (!op->result_names) {
            /* custom ops; generic ops come with room for the names */
            op->result_names = ir_alloc(p, op->nresults * sizeof(char *));
            if (!op->result_names)
                return DLTI_ERR_NOMEM;
        }
        unsigned k = 0;
        for (size_t i = 0; i < groups.n; i++) {
            const result_group *g = &VEC_AT(groups, result_group, i);
            for (unsigned j = 0; j < g->count; j++, k++) {
                const char *base = NULL;
                TRY(ssa_define(p, ttext(p, g->tok), g->tok.len, j, g->tok.off,
                               op->result_types[k], &base));
                op->result_names[k] = value_text(p, base, j, g->count > 1);
                if (!op->result_names[k])
                    return DLTI_ERR_NOMEM;
            }
        }
    }
    dl_block_append(blk, owner, op);
    return DLTI_OK;
}

/* ===================================================================== */
/* Top level                                                              */
/* ===================================================================== */

/* `#name = attr` or `!name = type`.  Besides the value, an alias records
 * how deep its value nests and how much text it expands to, so that uses
 * count against the nesting and expansion bounds like written-out text. */
static dlti_status parse_alias_def(parser *p, bool is_type)
{
    dl_token t = p->tok;
    const char *name = ttext(p, t) + 1;
    size_t n = t.len - 1;
    const char *what = is_type ? "type" : "attribute";
    smap *values = is_type ? &p->type_aliases : &p->attr_aliases;
    smap *depths = is_type ? &p->type_alias_depths : &p->attr_alias_depths;
    smap *sizes = is_type ? &p->type_alias_sizes : &p->attr_alias_sizes;
    if (smap_get(values, name, n))
        return err_cur(p, "redefinition of %s alias id '%.*s'", what, (int)n,
                       name);
    if (memchr(name, '.', n))
        return err_cur(p, "%s names with a '.' are reserved for "
                          "dialect-defined names",
                       what);
    next(p);
    TRY(expect(p, DL_TOK_EQUAL, is_type
                                    ? "expected '=' in type alias definition"
                                    : "expected '=' in attribute alias definition"));
    unsigned saved = p->max_depth;
    p->max_depth = p->depth;
    p->alias_extra = 0;
    size_t start = p->tok.off;
    const void *value = NULL;
    if (is_type) {
        const dlti_type *ty = NULL;
        TRY(parse_type(p, &ty));
        value = ty;
    } else {
        const dlti_attr *a = NULL;
        TRY(parse_attr(p, &a));
        value = a;
    }
    uintptr_t d = p->max_depth - p->depth + 1;
    uintptr_t size = (uintptr_t)(p->prev_end - start + p->alias_extra);
    if (p->max_depth < saved)
        p->max_depth = saved;
    if (!smap_put(values, name, n, (void *)value) ||
        !smap_put(depths, name, n, (void *)d) ||
        !smap_put(sizes, name, n, (void *)size))
        return nomem(p);
    return DLTI_OK;
}

/* `{-# key: {...}, ... #-}`: resources are accepted and ignored. */
static dlti_status parse_file_metadata(parser *p)
{
    next(p);
    if (consume_if(p, DL_TOK_META_END))
        return DLTI_OK;
    do {
        size_t key_loc = p->tok.off;
        if (!dl_tok_is_keyword(p->tok))
            return err_cur(p, "expected identifier key in file metadata "
                              "dictionary");
        dl_token key = p->tok;
        next(p);
        TRY(expect(p, DL_TOK_COLON, "expected ':'"));
        if (!dl_tok_is(&p->lx, key, "dialect_resources") &&
            !dl_tok_is(&p->lx, key, "external_resources"))
            return err_at(p, key_loc, "unknown key '%.*s' in file metadata "
                                      "dictionary",
                          (int)key.len, ttext(p, key));
        TRY(expect(p, DL_TOK_LBRACE, "expected '{'"));
        if (!consume_if(p, DL_TOK_RBRACE)) {
            do {
                if (!dl_tok_is_keyword(p->tok))
                    return err_cur(p, "expected identifier key for 'resource' "
                                      "entry");
                next(p);
                TRY(expect(p, DL_TOK_COLON, "expected ':'"));
                TRY(expect(p, DL_TOK_LBRACE, "expected '{'"));
                if (!consume_if(p, DL_TOK_RBRACE)) {
                    do {
                        if (!dl_tok_is_keyword(p->tok))
                            return err_cur(p, "expected identifier key for "
                                              "'resource' entry");
                        next(p);
                        TRY(expect(p, DL_TOK_COLON, "expected ':'"));
                        if (is(p, DL_TOK_EOF) || is(p, DL_TOK_ERROR))
                            return err_wrong(p, "expected resource value");
                        next(p);
                    } while (consume_if(p, DL_TOK_COMMA));
                    TRY(expect(p, DL_TOK_RBRACE, "expected ',' or '}'"));
                }
            } while (consume_if(p, DL_TOK_COMMA));
            TRY(expect(p, DL_TOK_RBRACE, "expected ',' or '}'"));
        }
    } while (consume_if(p, DL_TOK_COMMA));
    return expect(p, DL_TOK_META_END, "expected ',' or '#-}'");
}

static dlti_status finalize(parser *p)
{
    dlti_status st = DLTI_OK;
    for (size_t i = 0; i < p->fwd.n; i++) {
        const ssa_fwd *f = &VEC_AT(p->fwd, ssa_fwd, i);
        const ssa_slot *s = &VEC_AT(f->e->slots, ssa_slot, f->num);
        if (s->state == SSA_FWD)
            st = err_at(p, s->off, "use of undeclared SSA value name");
    }
    if (st != DLTI_OK)
        return st;
    for (size_t i = 0; i < p->deferred_locs.n; i++) {
        const deferred_loc *d = &VEC_AT(p->deferred_locs, deferred_loc, i);
        const dlti_attr *a = smap_get(&p->attr_aliases, d->name, d->len);
        if (!a)
            return err_at(p, d->off, "operation location alias was never "
                                     "defined");
        if (!attr_is_location(a)) {
            char *s = attr_text(a);
            st = err_at(p, d->off, "expected location, but found '%s'",
                        or_lost(s));
            free(s);
            return st;
        }
    }
    return scope_pop(p);
}

static void parser_init(parser *p, dlti_context *ctx, const char *file,
                        const char *text, size_t len, unsigned first_line)
{
    memset(p, 0, sizeof *p);
    p->last_op_name_at = SIZE_MAX;
    p->ctx = ctx;
    p->file = file;
    dl_lex_init(&p->lx, text ? text : "", text ? len : 0, first_line);
}

static void parser_free(parser *p)
{
    smap_free(&p->op_names);
    free(p->tmemo.slots);
    p->tmemo = (dl_table){NULL, 0, 0};
    free(p->spelled.slots);
    p->spelled = (dl_table){NULL, 0, 0};
    free(p->lines.slots);
    p->lines = (dl_table){NULL, 0, 0};
    smap_free(&p->attr_aliases);
    smap_free(&p->type_aliases);
    smap_free(&p->attr_alias_depths);
    smap_free(&p->type_alias_depths);
    smap_free(&p->attr_alias_sizes);
    smap_free(&p->type_alias_sizes);
    smap_free(&p->ssa);
    ssa_pages_free(p);
    for (size_t i = 0; i < p->nblks; i++)
        smap_free(&p->blks[i].map);
    free(p->blks);
    p->blks = NULL;
    p->nblks = p->capblks = 0;
    free(p->ir_blocks);
    p->ir_blocks = NULL;
    scratch_free(p);
}

static dlti_status parse_top(parser *p, dlti_op **top)
{
    const char *builtin = "builtin";
    VEC_PUSH(p, p->dialects, const char *, builtin);
    TRY(scope_push(p));
    dl_block *blk = new_block(p);
    if (!blk)
        return DLTI_ERR_NOMEM;
    next(p);
    for (;;) {
        switch (p->tok.kind) {
        case DL_TOK_EOF:
            break;
        case DL_TOK_ERROR:
            return DLTI_ERR_PARSE;
        case DL_TOK_HASH:
            TRY(parse_alias_def(p, false));
            continue;
        case DL_TOK_BANG:
            TRY(parse_alias_def(p, true));
            continue;
        case DL_TOK_META_BEGIN:
            TRY(parse_file_metadata(p));
            continue;
        default:
            p->stream_pending = p->stream && !blk->first;
            TRY(parse_operation(p, blk, NULL));
            continue;
        }
        break;
    }
    TRY(finalize(p));

    /* The file's single module, or an implicit module around its ops. */
    if (blk->first && blk->first == blk->last && dl_op_is_module(blk->first)) {
        *top = blk->first;
        (*top)->parent = NULL;
        return DLTI_OK;
    }
    dlti_loc l = {p->file, 0, 0};
    dlti_op *m = dl_op_new(p->ctx, "builtin.module", &l);
    dl_region *r = ir_alloc(p, sizeof *r);
    if (!m || !r)
        return DLTI_ERR_NOMEM; /* (reported) */
    m->implicit = true;
    m->nregions = 1;
    m->regions = r;
    region_append(r, blk);
    for (dlti_op *o = blk->first; o; o = o->next)
        o->parent = m;
    *top = m;
    return DLTI_OK;
}

static dlti_status parse_file(dlti_context *ctx, const char *name,
                              const char *text, size_t len,
                              unsigned first_line,
                              const dl_stream_hooks *hooks, dlti_op **top)
{
    *top = NULL;
    const char *file = dl_register_source(ctx, name ? name : "<unknown>",
                                          text ? text : "", text ? len : 0);
    if (!file)
        return DLTI_ERR_NOMEM;
    parser p;
    parser_init(&p, ctx, file, text, len, first_line);
    p.stream = hooks;
    dlti_status st = parse_top(&p, top);
    parser_free(&p);
    if (st != DLTI_OK)
        *top = NULL;
    return st;
}

dlti_status dl_parse_source(dlti_context *ctx, const char *name,
                            const char *text, size_t len, unsigned first_line,
                            dlti_op **top)
{
    if (top)
        *top = NULL;
    if (!ctx || !top || (!text && len))
        return DLTI_ERR_MISUSE;
    return parse_file(ctx, name, text, len, first_line, NULL, top);
}

dlti_status dl_parse_stream(dlti_context *ctx, const char *name,
                            const char *text, size_t len,
                            const dl_stream_hooks *hooks, dlti_op **top)
{
    return parse_file(ctx, name, text, len, 1, hooks, top);
}

dlti_status dlti_parse_source(dlti_context *ctx, const char *name,
                              const char *text, size_t len, dlti_op **top)
{
    return dl_parse_source(ctx, name, text, len, 1, top);
}

dlti_status dlti_parse_source_at(dlti_context *ctx, const char *name,
                                 const char *text, size_t len,
                                 unsigned first_line, dlti_op **top)
{
    return dl_parse_source(ctx, name, text, len, first_line, top);
}

/* Parses one type or attribute that must span the whole string. */
static dlti_status parse_standalone(dlti_context *ctx, const char *text,
                                    size_t len, const dlti_type **type,
                                    const dlti_attr **attr)
{
    const char *file = dl_register_source(ctx, "<mlir_parser_buffer>",
                                          text ? text : "", text ? len : 0);
    if (!file)
        return DLTI_ERR_NOMEM;
    parser p;
    parser_init(&p, ctx, file, text, len, 1);
    dlti_status st = DLTI_OK;
    const char *builtin = "builtin";
    if (!vec_push(&p, &p.dialects, sizeof(const char *)))
        st = DLTI_ERR_NOMEM;
    else
        VEC_AT(p.dialects, const char *, 0) = builtin;
    if (st == DLTI_OK) {
        next(&p);
        st = type ? parse_type(&p, type) : parse_attr(&p, attr);
    }
    if (st == DLTI_OK && !is(&p, DL_TOK_EOF))
        st = err_at(&p, p.tok.off, "found trailing characters: '%.*s'",
                    (int)(p.lx.len - p.tok.off), p.lx.buf + p.tok.off);
    parser_free(&p);
    if (st != DLTI_OK) {
        if (type)
            *type = NULL;
        if (attr)
            *attr = NULL;
    }
    return st;
}

dlti_status dlti_parse_type(dlti_context *ctx, const char *text, size_t len,
                            const dlti_type **type)
{
    if (type)
        *type = NULL;
    if (!ctx || !type || (!text && len))
        return DLTI_ERR_MISUSE;
    return parse_standalone(ctx, text, len, type, NULL);
}

dlti_status dlti_parse_attr(dlti_context *ctx, const char *text, size_t len,
                            const dlti_attr **attr)
{
    if (attr)
        *attr = NULL;
    if (!ctx || !attr || (!text && len))
        return DLTI_ERR_MISUSE;
    return parse_standalone(ctx, text, len, NULL, attr);
}

/* ===================================================================== */
/* Parser access for dialect hooks (plugin.h)                             */
/* ===================================================================== */

dlti_loc dlti_parser_loc(dlti_parser *p)
{
    dlti_loc none = {0};
    return p ? loc_at(p, p->tok.off) : none;
}

dlti_context *dlti_parser_context(dlti_parser *p)
{
    return p ? p->ctx : NULL;
}

static int punct_kind(const char *punct)
{
    static const struct {
        const char *s;
        dl_tok_kind k;
    } table[] = {
        {"<", DL_TOK_LESS},     {">", DL_TOK_GREATER},  {",", DL_TOK_COMMA},
        {"=", DL_TOK_EQUAL},    {"(", DL_TOK_LPAREN},   {")", DL_TOK_RPAREN},
        {"[", DL_TOK_LSQUARE},  {"]", DL_TOK_RSQUARE},  {"{", DL_TOK_LBRACE},
        {"}", DL_TOK_RBRACE},   {":", DL_TOK_COLON},    {"?", DL_TOK_QUESTION},
        {"*", DL_TOK_STAR},     {"->", DL_TOK_ARROW},   {"-", DL_TOK_MINUS},
        {"+", DL_TOK_PLUS},     {"|", DL_TOK_VBAR},     {"...", DL_TOK_ELLIPSIS},
    };
    for (size_t i = 0; i < sizeof table / sizeof *table; i++)
        if (strcmp(punct, table[i].s) == 0)
            return (int)table[i].k;
    return -1;
}

int dlti_parser_consume(dlti_parser *p, const char *punct)
{
    if (!p || !punct)
        return 0;
    if (strcmp(punct, "x") == 0) {
        if (p->tok.kind != DL_TOK_BARE || ttext(p, p->tok)[0] != 'x')
            return 0;
        reset_to(p, p->tok.off + 1);
        return 1;
    }
    int k = punct_kind(punct);
    return k >= 0 && consume_if(p, (dl_tok_kind)k);
}

int dlti_parser_peek(dlti_parser *p, const char *punct)
{
    if (!p || !punct)
        return 0;
    if (strcmp(punct, "x") == 0)
        return p->tok.kind == DL_TOK_BARE && ttext(p, p->tok)[0] == 'x';
    int k = punct_kind(punct);
    return k >= 0 && p->tok.kind == (dl_tok_kind)k;
}

const char *dlti_parser_peek_keyword(dlti_parser *p)
{
    if (!p || !dl_tok_is_keyword(p->tok))
        return NULL;
    return intern(p, ttext(p, p->tok), p->tok.len);
}

dlti_status dlti_parser_expect(dlti_parser *p, const char *punct)
{
    if (!p || !punct)
        return DLTI_ERR_MISUSE;
    if (dlti_parser_consume(p, punct))
        return DLTI_OK;
    if (strcmp(punct, "x") == 0)
        return err_wrong(p, "expected 'x' in dimension list");
    return err_wrong(p, "expected '%s'", punct);
}

dlti_status dlti_parser_keyword(dlti_parser *p, const char **s)
{
    if (!p || !s)
        return DLTI_ERR_MISUSE;
    if (!dl_tok_is_keyword(p->tok))
        return cerr_at(p, p->tok.off, "expected valid keyword");
    *s = intern(p, ttext(p, p->tok), p->tok.len);
    if (!*s)
        return DLTI_ERR_NOMEM;
    next(p);
    return DLTI_OK;
}

int dlti_parser_consume_keyword(dlti_parser *p, const char *kw)
{
    if (!p || !kw || !dl_tok_is_keyword(p->tok) ||
        !dl_tok_is(&p->lx, p->tok, kw))
        return 0;
    next(p);
    return 1;
}

dlti_status dlti_parser_uint64(dlti_parser *p, uint64_t *v)
{
    if (!p || !v)
        return DLTI_ERR_MISUSE;
    return parse_mlir_integer(p, false, v);
}

dlti_status dlti_parser_string(dlti_parser *p, const char **s, size_t *len)
{
    if (!p || !s)
        return DLTI_ERR_MISUSE;
    if (!is(p, DL_TOK_STRING))
        return cerr_at(p, p->tok.off, "expected string");
    TRY(tok_string(p, p->tok, s, len));
    next(p);
    return DLTI_OK;
}

dlti_status dlti_parser_type(dlti_parser *p, const dlti_type **t)
{
    if (!p || !t)
        return DLTI_ERR_MISUSE;
    return parse_type(p, t);
}

dlti_status dlti_parser_attr(dlti_parser *p, const dlti_attr **a)
{
    if (!p || !a)
        return DLTI_ERR_MISUSE;
    return parse_attr(p, a);
}

dlti_status dlti_parser_error(dlti_parser *p, const char *fmt, ...)
{
    if (!p || !fmt)
        return DLTI_ERR_MISUSE;
    va_list ap;
    va_start(ap, fmt);
    dlti_status st = verr(p, p->tok.off, true, DLTI_ERR_PARSE, fmt, ap);
    va_end(ap);
    return st;
}
