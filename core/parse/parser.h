/* parser.h - the parser's state and the helpers the files of core/parse/
 * share (private to them).
 *
 * A recursive-descent parser over the tokens of lex.c that follows MLIR 22's
 * AsmParser (mlir/lib/AsmParser) closely enough to accept the same text and
 * to report the same first error, with MLIR's wording, at the location MLIR
 * reports it.  Three ways of placing an error exist, as in MLIR:
 *
 *   dl_text_err_at(p, off, ...)  at a given byte offset (MLIR: emitError(loc, ..))
 *   dl_text_err_cur(p, ...)      at the current token; at EOF one character back
 *                           (MLIR: emitError(..))
 *   dl_text_err_wrong(p, ...)    just after the previous token, skipping blank and
 *                           comment-only lines (MLIR: emitWrongTokenError)
 *
 * Nesting of types, attributes, regions, tensor literals and locations is
 * bounded by DL_MAX_NESTING so that deep input gives a diagnostic instead
 * of a stack overflow.  All IR goes to the context arena; scratch memory
 * (hash tables, lists being collected, SSA bookkeeping) is malloc'ed and
 * freed before dl_text_parse_source returns.
 *
 * Parsing is on the hot path of every tool: the common shapes (an op line
 * such as `%3 = "test.op"() : () -> i32`) allocate nothing but the op and
 * its result names, and repeated op names and types are memoized per parse.
 * The helpers on that path are static inline here, so that splitting the
 * parser into files costs no calls.
 */
#ifndef DLTI_PARSE_PARSER_H
#define DLTI_PARSE_PARSER_H

#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "apnum.h"
#include "dl_smap.h"
#include "dl_text.h"
#include "lex.h"
#include "ptrmap.h"

/* ===================================================================== */
/* Scratch containers                                                     */
/* ===================================================================== */

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
 * outlive the parse is copied to the arena (dl_text_vec_to_arena). */
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
    size_t use_scope; /* forward reference: the oldest scope using it */
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
    bool from_cell;   /* made from a value defined in its cell (ssa.c):
                       * the log holds the cell, not the entry */
    struct ssa_entry *next_free;
} ssa_entry;

typedef struct ssa_fwd {
    ssa_entry *e;
    unsigned num;
    /* used inside a region of an op kept as written, whose text may
     * define the value (`llvm.func @f(%arg0: i32)`, `scf.for %i = ...`) */
    bool lenient;
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

/* An alias's value with what bounds its uses (dl_text_use_alias): one
 * record, so that a definition is one insertion and a use one probe (three
 * maps by name made 20,000 aliases 5.5 times the user time of 5,000). */
typedef struct alias_def {
    const void *value;
    /* 1 + nesting depth of its value: an alias used at depth D nests its
     * value to D + that depth, bounded like written nesting. */
    uintptr_t depth;
    /* length of its value's text as the printer writes it, every alias in
     * it replaced by its value unless the printer names that value by an
     * alias of its own (print/alias.c); the total over all uses is
     * bounded, so that aliases cannot make exponentially large types. */
    uint64_t size;
    /* the same with every alias replaced (UINT64_MAX: larger): the text
     * of a message or of an opaque body's inlined object (symbol.c) */
    uint64_t full;
    bool aliased; /* the printer names the value by an alias of its own */
} alias_def;

/* Aliases: `#name = attr` and `!name = type` of the file (top.c). */
typedef struct pstate_aliases {
    smap attr, type;           /* name -> alias_def */
    uint64_t total;            /* sum of the sizes of all aliases used */
    uint64_t extra;            /* growth by aliases in the current value */
    uint64_t full_extra;       /* the same, every alias replaced */
    uint64_t last_full;        /* `full` of the alias used last */
    vec deferred_locs;         /* deferred_loc: `loc(#a)` before `#a = ` */
    vec spans;                 /* size_t pairs: each definition's text */
} pstate_aliases;

/* Where the #dlti.dl_spec entries of this parse are written (written.c):
 * made as a spec is parsed, in scratch memory; an op's attribute whose
 * value is the spec parsed or named last records them in the context. */
typedef struct spec_writing {
    const dlti_attr *spec;
    const char *alias;         /* "#name" of the definition holding it */
    size_t n;
    size_t *offs;              /* the same places, as offsets */
    dlti_loc locs[];           /* where each entry's first token is */
} spec_writing;

typedef struct spec_alias {
    const char *name;          /* without `#`, in the text */
    size_t len;
    spec_writing *w;
} spec_alias;

typedef struct pstate_written {
    spec_writing *last;        /* the spec parsed or named last */
    size_t count;              /* specs parsed or named so far */
    vec aliases;               /* spec_alias: aliases whose value is one */
} pstate_written;

/* SSA values and block labels in the scopes open (ssa.c). */
typedef struct pstate_ssa {
    smap names;                /* "%name" -> ssa_entry */
    struct ssa_page **pages;   /* `%N` names: see ssa_cell_of */
    size_t page_lo, page_hi;   /* where pages were made (none: hi 0) */
    struct ssa_page *spare;    /* pages emptied by streaming, for reuse */
    vec log;                   /* ssa_entry *, names defined per scope */
    vec scope_marks;           /* size_t: log.n at each scope */
    vec scope_serials;         /* size_t: each open scope's push number */
    size_t pushes;             /* scopes pushed so far */
    vec fwd;                   /* ssa_fwd */
    blk_scope *blks;           /* malloc'ed stack of block scopes */
    size_t nblks, capblks;
    ssa_entry *free_entries;   /* entries of closed scopes, for reuse */
} pstate_ssa;

/* What the parse remembers by spelling (memo.c). */
typedef struct pstate_memos {
    smap op_names;             /* generic op spelling -> op_name_memo */
    const op_name_memo *last_op_name;
    struct op_name_memo *op_name_spill; /* the name when op_names is full */
    size_t last_op_name_at;    /* where next_op_name found it, or SIZE_MAX */
    type_cache *types;         /* scratch, made on first use */
    /* Composite types by their structural key (function_type,
     * vector_type). */
    dl_table tmemo;            /* of tmemo_rec */
    /* Types by their spelling (dl_text_parse_type). */
    dl_table spelled;          /* of spelled_type */
    /* Types by their spelling from the context's earlier parses (memo.c):
     * this parse's while it runs, or NULL; whether this parse keeps its
     * own (a file's, in a context that serves several). */
    struct dl_kept_spellings *kept;
    bool keeping;
    /* Op lines by their text after the result name (simple_op_line). */
    dl_table lines;            /* of op_line */
    /* Where each '<' of the last dialect-symbol body scanned closes
     * (symbol.c): a body nested in it is not scanned again. */
    vec sym_ends;              /* sym_end, by offset of the '<' */
    const char *sym_buf;       /* the buffer they are offsets into */
    size_t sym_lo, sym_hi;     /* the body scanned */
    bool sym_one_line;         /* it has no line end */
    /* Bytes of builtin objects' text put into opaque bodies in place of
     * their alias (symbol.c's bare_text, which bounds them), and bytes
     * printed to see whether to (bounded the same). */
    size_t inlined, printed;
    ptrmap bare;               /* object -> index + 1 in bare_text */
    vec bare_text;             /* char *: its text to put in, or NULL */
} pstate_memos;

struct ir_mark {
    size_t used;
    char *next;
    size_t left;
};

/* The block of arena memory that ops and value names are cut from
 * (dl_text_ir_alloc), IR_BLOCK bytes; a piece past a quarter of one is
 * allocated on its own.  When streaming, the blocks taken so far are kept
 * to be reused, `used` of them in use. */
#define IR_BLOCK ((size_t)64 * 1024)
typedef struct pstate_ir {
    char *next;
    size_t left;
    char **blocks;
    size_t nblocks, capblocks, used;
} pstate_ir;

/* Streaming (dl_text_parse_stream): the hooks; whether the top-level op being
 * parsed may be the streamed module; that module once it is; where the
 * IR of its current body op began. */
typedef struct pstate_stream {
    const dl_stream_hooks *hooks;
    bool pending;
    dlti_op *owner;
    struct ir_mark unit_mark;
    /* hooks->lanes > 1: the IR of body ops is cut from each lane in turn,
     * so that the ops before the current one stay whole; `ir` is lane
     * `lane_at`, saved here while another is in use (`lane_mark`: where
     * a lane's body ops begin). */
    pstate_ir lane[DL_STREAM_LANES];
    struct ir_mark lane_mark[DL_STREAM_LANES];
    unsigned lane_at;
    /* Blocks a lane gave back when it was taken up again, for any lane:
     * memory follows the ops in flight, not the lanes times the largest. */
    char **pool;
    size_t npool, cappool;
    vec unit_names;            /* size_t: `%N` texts in that IR, by N */
    size_t text_dropped;       /* input up to here given back (drop_text) */
    size_t text_ready;         /* input up to here made present (read_ahead) */
} pstate_stream;

#define SKIM_CACHE 64

struct dlti_parser {
    dlti_context *ctx;
    scratch_chunk *scratch;    /* see dl_text_parse_scratch_alloc */
    dl_lexer lx;
    dl_token tok;
    size_t prev_end;           /* end of the last consumed text */
    const char *file;          /* interned; for locations */
    unsigned depth;
    unsigned max_depth;        /* deepest nesting reached, aliases included */
    unsigned in_type;          /* types being parsed (see dl_text_parse_type) */
    const char *custom_op;     /* set while a custom op parses itself */
    size_t custom_op_off;      /* and where its name is */
    bool lexerr;               /* a lexer error was reported */
    bool skimmed;              /* an op was kept as written (skim.c) */
    unsigned skim_depth;       /* regions of such ops being parsed */
    struct skim_stack *skim_stack; /* skim.c's open brackets */
    /* skim.c: a `!ns<` body was found unclosed (the file is MLIR's
     * error; the scan may have run to its end): later ones are left as
     * text, unscanned, so that many of them stay linear. */
    bool skim_body_unclosed;
    struct {
        const char *name;
        bool wanted;
    } skim_cache[SKIM_CACHE];  /* dl_text_skim_wanted's answers by name */
    bool file_scope;           /* dlti_parse_type_in: the file's names */
    bool layout_only;          /* dlti_parse_scopes: ops not scopes dropped */
    bool drop_mapped;          /* ... and the text they took given back */
    struct {
        smap names;            /* op name spelling -> may be a scope */
        smap types;            /* dialect type texts read once */
    } drop;
    vec dialects;              /* const char *: default dialect stack */
    const dlti_attr *empty_dict; /* the one new ops carry */
    pstate_aliases alias;
    pstate_written written;
    pstate_ssa ssa;
    pstate_memos memo;
    pstate_ir ir;
    pstate_stream stream;
};

typedef dlti_parser parser;

static inline dlti_status nomem(parser *p) { return dl_nomem(p->ctx); }

bool dl_text_vec_grow(parser *p, vec *v, size_t esz);

/* A new zeroed element at the end (inline: `esz` is mostly a constant). */
static inline void *vec_push(parser *p, vec *v, size_t esz)
{
    if (v->n == v->cap && !dl_text_vec_grow(p, v, esz))
        return NULL;
    void *e = v->data + v->n * esz;
    memset(e, 0, esz);
    v->n++;
    return e;
}

#define VEC_AT(v, T, i) (((T *)(v).data)[i])
/* Appends `x`, a T, to `v`: DLTI_OK, or DLTI_ERR_NOMEM (unreported) when
 * memory ran out.  An expression, so the caller sees every way out:
 * TRY(VEC_PUSH(...)) where there is nothing to undo. */
static inline dlti_status vec_push_copy(parser *p, vec *v, size_t esz,
                                        const void *x)
{
    void *e = vec_push(p, v, esz);
    if (!e)
        return DLTI_ERR_NOMEM;
    memcpy(e, x, esz);
    return DLTI_OK;
}
#define VEC_PUSH(p, v, T, x) vec_push_copy((p), &(v), sizeof(T), (T[1]){x})

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

typedef struct ssa_use {
    const char *name; /* into the source, with the '%' */
    size_t len;
    unsigned num;
    bool has_num;
    size_t off;
} ssa_use;

/* Result numbers beyond this are refused (MLIR allocates a slot for every
 * number up to the one referenced). */
#define MAX_RESULT_NUMBER 65535u

typedef struct entry_arg {
    ssa_use use;           /* name empty (len 0) for type-only arguments */
    const dlti_type *type;
} entry_arg;

typedef struct lit_elem {
    dl_token tok;
    bool neg;
} lit_elem;

typedef struct tlit {
    vec elems;      /* lit_elem */
    vec shape;      /* int64_t, when a list was parsed */
    bool has_shape;
    bool hex;
    dl_token hex_tok;
} tlit;

/* Records remembered by a text of the source (types, op lines) start
 * with it; dl_ir_hash_first_word hashes them. */
typedef struct text_key {
    uint64_t hash;
    size_t off, len;        /* the text, in the source */
} text_key;

typedef struct spelled_type {
    text_key key;
    unsigned levels;        /* nesting levels the type uses */
    bool quiet;             /* its parse said nothing (a line of it may be
                             * kept: memo.c) */
    const dlti_type *type;
} spelled_type;

/* The line shape of most ops, `%name = "op.name"() : () -> type`: an op
 * line is remembered by its text after the result name, up to the line's
 * end, once its op name and type were memoized (generic_op_name,
 * dl_text_parse_type); a later line with the same text is made from the record
 * without scanning or lexing it. */
typedef struct op_line {
    text_key key;
    const op_name_memo *name;   /* a memo of p->memo.op_names: never reused */
    const spelled_type *type;   /* a function type: () -> one result */
    size_t name_rel;            /* the op name's offset in the text */
} op_line;

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

/* ---- scratch memory (scratch.c; the smap's functions: dl_smap.h) ---- */
void *dl_text_parse_scratch_alloc(parser *p, size_t size);
void dl_text_parse_scratch_free(parser *p);
bool dl_text_vec_grow(parser *p, vec *v, size_t esz);
void *dl_text_vec_to_arena(parser *p, const vec *v, size_t esz);

/* ---- tokens, diagnostics, IR memory (parser.c) ---- */
COLD void dl_text_report_lexer_error(parser *p);
dlti_status dl_text_verr(parser *p, size_t off, bool prefix, dlti_status st,
                    const char *fmt, va_list ap);
dlti_status dl_text_err_at(parser *p, size_t off, const char *fmt, ...)
    DL_PRINTF(3, 4);
dlti_status dl_text_cerr_at(parser *p, size_t off, const char *fmt, ...)
    DL_PRINTF(3, 4);
size_t dl_text_cur_off(parser *p);
dlti_status dl_text_err_cur(parser *p, const char *fmt, ...)
    DL_PRINTF(2, 3);
dlti_status dl_text_err_wrong(parser *p, const char *fmt, ...)
    DL_PRINTF(2, 3);
COLD dlti_status dl_text_expect_failed(parser *p, const char *msg);
void dl_text_note_at(parser *p, size_t off, const char *fmt, ...)
    DL_PRINTF(3, 4);
/* The alias `name` of map `m` (p->alias.attr or .type), or NULL. */
static inline const alias_def *dl_text_alias_get(const smap *m,
                                                 const char *name, size_t n)
{
    return (const alias_def *)smap_get(m, name, n);
}
dlti_status dl_text_use_alias(parser *p, const alias_def *a, size_t off,
                              size_t reflen);
const char *dl_text_intern(parser *p, const char *s, size_t n);
struct ir_mark dl_text_ir_mark_now(const parser *p);
void dl_text_ir_rewind(parser *p, struct ir_mark m);
/* IR is cut from blocks of the context arena taken one at a time, so
 * that an op line takes no lock; `size` bytes, zeroed, aligned to 8.
 * Each piece is zeroed as it is cut: a small file touches one page of
 * its first block, not 64 KiB. */
void *dl_text_ir_alloc(parser *p, size_t size);
/* dl_text_ir_zeroed when the current block has no room (or the piece is
 * large); `size` a multiple of 8. */
void *dl_text_ir_zeroed_slow(parser *p, size_t size);
/* dl_text_ir_alloc of `size`, a multiple of 8: where the size is known at
 * the call, inlined, the piece is cleared by inline stores (an op line's
 * op: no call to memset). */
static inline void *dl_text_ir_zeroed(parser *p, size_t size)
{
    if (size > p->ir.left || size > IR_BLOCK / 4)
        return dl_text_ir_zeroed_slow(p, size);
    void *r = p->ir.next;
    p->ir.next += size;
    p->ir.left -= size;
    return memset(r, 0, size);
}
const char *dl_text_ir_string(parser *p, const char *s, size_t n);
dlti_status dl_text_tok_string(parser *p, dl_token t, const char **s,
                          size_t *len);

/* ---- literals (literal.c) ---- */
int dl_text_build_apint(parser *p, dl_token t, bool neg, unsigned width,
                   bool is_signed, uint64_t **words_out, uint32_t *nw_out);
dlti_status dl_text_parse_mlir_integer(parser *p, bool is_bool, uint64_t *out);
dlti_status dl_text_parse_mlir_integer_at(parser *p, bool is_bool,
                                     size_t range_off, uint64_t *out);
double dl_text_float_token_value(parser *p, dl_token t);
double dl_text_round_to_type(const dlti_type *t, double v);
dlti_status dl_text_float_from_int_literal(parser *p, dl_token t, bool neg,
                                      const dlti_type *type, double *out);

/* ---- builtin types (type.c) ---- */
bool dl_text_type_may_start(parser *p);
char *dl_text_dims_text(const int64_t *dims, size_t n);
dlti_status dl_text_parse_type_list_no_parens(parser *p, vec *types);
dlti_status dl_text_parse_type_uncached(parser *p, const dlti_type **out);

/* ---- memos (memo.c) ---- */
type_cache *dl_text_types_cache(parser *p);
const dlti_type *dl_text_tmemo_get(const parser *p, const uint64_t *key,
                              size_t nwords, uint64_t h);
dlti_status dl_text_tmemo_put(parser *p, const uint64_t *key, size_t nwords,
                         uint64_t h, const dlti_type *t);
const dlti_type *dl_text_spelled_take(parser *p, const spelled_type *r,
                                 size_t end);
dlti_status dl_text_parse_type(parser *p, const dlti_type **out);
size_t dl_text_line_text_end(const char *b, size_t len, size_t i);
bool dl_text_op_line_scan(parser *p, size_t at, op_line *l, size_t *end);
/* The end of the identifier after the `!` or `#` at `i` (the lexer's
 * prefixed identifier; i + 1 when there is none), and whether it holds a
 * `.` (`!ns.name`, a dialect symbol's; else an alias or `!ns<body>`). */
static inline size_t dl_text_sigil_ident_end(const unsigned char *b,
                                             size_t len, size_t i,
                                             bool *dotted)
{
    *dotted = false;
    if (++i >= len || (dl_text_lex_class[b[i]] & DL_CC_DIGIT))
        return i;
    while (i < len && (dl_text_lex_class[b[i]] & DL_CC_ID))
        *dotted |= b[i++] == '.';
    return i;
}
/* memo.c: the end of the identifier of the dialect symbol `!ns.name` whose
 * `!` is at `i` (the lexer's prefixed identifier), or 0 for an alias or a
 * malformed one. */
size_t dl_text_dialect_ident_end(const unsigned char *b, size_t len, size_t i);
/* skim.c: a custom op no plugin models, after its name (which ends at
 * name_end), kept as written; whether an op name is read so. */
dlti_status dl_text_skim_op(parser *p, dlti_op *op, size_t name_off,
                       size_t name_end);
bool dl_text_skim_wanted(parser *p, const char *name, size_t n);
/* Layout-only reading (dlti_parse_scopes): the op whose name ends at
 * `name_end` delimited and dropped; nothing consumed, *scope_inside set,
 * when a data layout scope op may be nested in it (it is read as usual). */
dlti_status dl_text_drop_op(parser *p, const char *name, size_t name_off,
                       size_t name_end, bool *scope_inside);
bool dl_text_op_class_is_scope(const dl_op_class *c);
/* region.c: gives back the pages of a mapped input wholly before the
 * current token, a megabyte at a time (p->stream.text_dropped). */
void dl_text_drop_text(parser *p);
/* Streaming a mapped input: its next pages made present in bulk. */
void dl_text_read_ahead(parser *p);
void dl_text_op_line_put(parser *p, const op_line *l, size_t at, size_t end,
                    uint64_t h);
/* Op lines from one parse to the next in a context serving several files
 * (memo.c): the line at `at`, its text to `eol` hashed `h`, as an earlier
 * file learnt it: false when none did, else *name_at and *name_len its op
 * name's spelling, *flags that token's flags and *type its type's record
 * in this parse (made as the type's parse would make it; NULL when memory
 * ran out).  put: keeps the line `l` learnt at `at`. */
bool dl_text_kept_line_find(parser *p, size_t at, size_t eol, uint64_t h,
                            size_t *name_at, size_t *name_len, unsigned *flags,
                            const spelled_type **type);
void dl_text_kept_line_put(parser *p, const op_line *l, size_t at, size_t eol,
                           uint64_t h, size_t name_len, unsigned flags);

/* ---- dialect symbols (symbol.c) ---- */
bool dl_text_valid_namespace(const char *s, size_t n);
dlti_status dl_text_parse_extended_type(parser *p, const dlti_type **out);
dlti_status dl_text_parse_extended_attr(parser *p, const dlti_attr **out);

/* ---- builtin attributes (attr.c) ---- */
dlti_status dl_text_raw_attr_since(parser *p, size_t start, const dlti_attr **out);
/* The text [start, end) with each `#x`/`!x` in it (an alias use or a
 * dialect symbol) parsed and cut out as a ref (symbol.c), appended to `b`.
 * A ref under more than one '<' is in a nested attribute (a symbol body's
 * first '<' is its own; fused<...> holds its metadata directly): its
 * `levels`.  Moves the lexer. */
dlti_status dl_text_scan_refs(parser *p, size_t start, size_t end, dl_buf *b,
                         dl_opaque_ref **refs, size_t *n_refs);
/* The refs of an opaque body as they grow (symbol.c, top.c). */
typedef struct dl_text_refs {
    dl_opaque_ref *v;
    size_t n, cap;
} dl_text_refs;
/* dl_text_scan_refs of text that is not the file's (the printed text of
 * an object put into a body, top.c): a parser of its own over `text`, in
 * `p`'s context, with `angles` '<' open before it; refs appended to `r`. */
dlti_status dl_text_scan_refs_of(parser *p, const char *text, size_t n,
                                 uint32_t angles, dl_buf *b, dl_text_refs *r);
/* symbol.c, for dl_text_scan_refs_of: dl_text_scan_refs with `angles`
 * '<' already open, appending to `r`; builtin objects printed without a
 * '#'/'!' are put in as text when `inline_bare`. */
dlti_status dl_text_scan_refs_into(parser *p, size_t start, size_t end,
                                   uint32_t angles, bool inline_bare,
                                   dl_buf *b, dl_text_refs *r);
/* affine.c, memref_layout.c: at the keyword. */
dlti_status dl_text_parse_affine_map(parser *p, const dlti_attr **out);
dlti_status dl_text_parse_strided(parser *p, const dlti_attr **out);
dlti_status dl_text_parse_contiguous(parser *p, const dlti_attr **out);
dlti_status dl_text_symbol_name(parser *p, dl_token t, const char **out,
                           size_t *len);
dlti_status dl_text_parse_attr_dict(parser *p, const dlti_attr **out);
/* dl_text_parse_attr_dict for `op`'s own attributes: where the specs among
 * them are written is recorded (written.c). */
dlti_status dl_text_parse_op_attrs(parser *p, const dlti_op *op,
                              const dlti_attr **out);

/* written.c: a spec parsed, its entries' first tokens at offs[0..n); an
 * attribute alias defined (`count`: p->written.count before its value);
 * an attribute alias whose value is a dl_spec used; `op`'s attribute
 * `name` parsed, its value `value`. */
dlti_status dl_text_written_spec(parser *p, const dlti_attr *spec,
                            const size_t *offs, size_t n);
dlti_status dl_text_written_alias_def(parser *p, const char *name, size_t len,
                                 const dlti_attr *value, size_t count);
void dl_text_written_alias_use(parser *p, const char *name, size_t len);
dlti_status dl_text_written_op_attr(parser *p, const dlti_op *op, const char *name,
                               size_t len, const dlti_attr *value);
/* A file's parse takes the types by spelling that the context's earlier
 * parses kept, and gives them back with its own (memo.c). */
void dl_text_spellings_take(parser *p);
/* The table of kept #dlti.dl_spec spellings (spec_memo.c), made if need
 * be when the parse keeps; NULL when there is none. */
dl_table *dl_text_kept_specs(parser *p, bool make);
/* spec_memo.c's last records met, by the first bytes of their text
 * (DL_RECENT_SPECS slots; NULL: none kept). */
#define DL_RECENT_SPECS 256
const void **dl_text_recent_specs(parser *p);
/* The head of a record kept by its text (copied) from one parse to the
 * next: types (memo.c) and #dlti.dl_spec attributes (spec_memo.c). */
typedef struct kept_text {
    uint64_t hash; /* first: dl_ir_hash_first_word */
    const char *text;
    size_t len;
} kept_text;
/* The record of table `t` (NULL: none) whose text is `text`, or NULL. */
const kept_text *dl_text_kept_find(const dl_table *t, const char *text,
                                   size_t len, uint64_t h);
size_t dl_text_scan_balanced(const unsigned char *b, size_t len, size_t i,
                             bool spec);
/* An attribute from `#` on, as written (symbol.c); dl_text_parse_extended_attr
 * (spec_memo.c) looks the specs of earlier files up first. */
dlti_status dl_text_parse_extended_attr_uncached(parser *p, const dlti_attr **out);
void dl_text_spellings_give_back(parser *p);
void dl_text_spellings_free(dlti_context *ctx);
/* What the text layer keeps in a context, freed (DL_FREE_TEXT): the
 * kept aliases (top.c, dl_text_kept_aliases_free in dl_text.h), the table
 * of where specs are written. */
void dl_text_teardown(dlti_context *ctx);
dlti_status dl_text_parse_attr(parser *p, const dlti_attr **out);

/* ---- dense literals (dense.c) ---- */
dlti_status dl_text_parse_dense_array(parser *p, const dlti_attr **out);
dlti_status dl_text_lit_parse(parser *p, tlit *L, bool allow_hex);
bool dl_text_shaped_kind(const dlti_type *t);
dlti_status dl_text_parse_elements_type(parser *p, size_t loc,
                                   const dlti_type **out);
dlti_status dl_text_parse_dense_attr(parser *p, const dlti_attr **out);

/* ---- locations (loc.c; dl_text_attr_is_location in dl_text.h) ---- */
dlti_status dl_text_parse_loc_attr(parser *p, const dlti_attr **out);
dlti_status dl_text_parse_loc_suffix(parser *p);

/* ---- #dlti attributes (dlti_attr.c) ---- */
dlti_status dl_text_parse_dlti_attr(parser *p, const dlti_attr **out);

/* ---- SSA values and block labels (ssa.c) ---- */
dlti_status dl_text_limit_result_number(parser *p, size_t off);
void dl_text_ssa_text_gone(parser *p, size_t ix);
/* The parse's `%N` pages emptied and kept by the context for its next
 * parse (freed when it cannot keep them); the context's, freed. */
void dl_text_ssa_pages_free(parser *p);
void dl_text_ssa_kept_free(dlti_context *ctx);
dlti_status dl_text_ssa_entry_find(parser *p, const char *name, size_t len,
                              ssa_entry **out, const char **text);
dlti_status dl_text_ssa_define(parser *p, const char *name, size_t len,
                          unsigned num, size_t off, const dlti_type *type,
                          const char **text);
dlti_status dl_text_ssa_resolve(parser *p, const ssa_use *u,
                           const dlti_type *type, const char **text);
dlti_status dl_text_parse_ssa_use(parser *p, bool allow_num, ssa_use *u);
const char *dl_text_value_text(parser *p, const char *base,
                          unsigned num, bool has_num);
void dl_text_ssa_skim_region_end(parser *p, size_t fwd_mark);
dlti_status dl_text_scope_push(parser *p);
dlti_status dl_text_scope_pop(parser *p);
dlti_status dl_text_block_info(parser *p, dl_token t, blk_info **out);

/* ---- regions and blocks (region.c) ---- */
dl_block *dl_text_new_block(parser *p);
void dl_text_region_append(dl_region *r, dl_block *b);
dlti_status dl_text_parse_region(parser *p, dlti_op *owner, dl_region *r,
                            const entry_arg *eargs, size_t neargs,
                            bool have_entry_args);

/* ---- operations (op.c) ---- */
dlti_status dl_text_set_operands(parser *p, dlti_op *op, const vec *uses,
                            const dlti_type *const *types,
                            bool shared_types);
dlti_status dl_text_parse_operation(parser *p, dl_block *blk, dlti_op *owner);
dlti_status dl_text_move_inherent_attrs(parser *p, dlti_op *op, bool given);

static inline uint64_t tmemo_hash(const uint64_t *key, size_t nwords)
{
    uint64_t h = UINT64_C(0x243f6a8885a308d3);
    for (size_t i = 0; i < nwords; i++) {
        h = (h ^ key[i]) * UINT64_C(0xff51afd7ed558ccd);
        h ^= h >> 32;
    }
    return h;
}

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

/* How simple_type_extent (memo.c) sees characters. */
enum { TS_NO, TS_PLAIN, TS_BLANK, TS_OPEN, TS_CLOSE, TS_DASH, TS_BANG };
extern const unsigned char dl_text_type_scan_class[256];

static inline size_t skip_blanks(const unsigned char *b, size_t len, size_t i)
{
    while (i < len && dl_text_type_scan_class[b[i]] == TS_BLANK)
        i++;
    return i;
}

/* Whether the remembered type `r` may be used at the current depth. */
static inline bool spelled_fits(const parser *p, const spelled_type *r)
{
    return p->depth + r->levels <= DL_MAX_NESTING;
}

static inline const op_line *op_line_find(const parser *p, const char *text,
                                   size_t len, uint64_t h)
{
    return text_memo_find(p, &p->memo.lines, text, len, h);
}

static inline const char *ttext(const parser *p, dl_token t)
{
    return p->lx.buf + t.off;
}

static inline dlti_loc loc_at(parser *p, size_t off)
{
    dlti_loc l;
    l.file = p->file;
    dl_text_lex_linecol(&p->lx, off, &l.line, &l.col);
    return l;
}

static inline void next(parser *p)
{
    p->prev_end = p->tok.off + p->tok.len;
    dl_text_lex_next(&p->lx, &p->tok);
    if (p->tok.kind == DL_TOK_ERROR)
        dl_text_report_lexer_error(p);
}

/* Continues with the token starting at `off` (MLIR's resetToken). */
static inline void reset_to(parser *p, size_t off)
{
    dl_text_lex_reset(&p->lx, off);
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
    return p->tok.kind == DL_TOK_BARE && dl_text_tok_is(&p->lx, p->tok, kw);
}

static inline dlti_status expect(parser *p, dl_tok_kind k, const char *msg)
{
    if (consume_if(p, k))
        return DLTI_OK;
    return dl_text_expect_failed(p, msg);
}

static inline dlti_status enter(parser *p)
{
    if (p->depth >= DL_MAX_NESTING) {
        dlti_loc l = loc_at(p, dl_text_cur_off(p));
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

static inline void leave(parser *p) { p->depth--; }

static inline bool ty_is_int(const dlti_type *t) { return dl_ir_type_kind_of(t) == DL_TY_INTEGER; }
static inline bool ty_is_index(const dlti_type *t) { return dl_ir_type_kind_of(t) == DL_TY_INDEX; }
static inline bool ty_is_float(const dlti_type *t) { return t->cls->float_bits != 0; }

/* An optional `loc(...)` after an op or argument. */
static inline dlti_status parse_trailing_loc(parser *p)
{
    return is_kw(p, "loc") ? dl_text_parse_loc_suffix(p) : DLTI_OK;
}

#endif /* DLTI_PARSE_PARSER_H */
