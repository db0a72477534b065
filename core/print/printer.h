/* printer.h - shared by the files of core/print/: the printer's state,
 * the output primitives (inline: every printed byte goes through them),
 * the kept-text structures and the prototypes between
 * the files.  What the rest of core/ calls is in dl_text.h.
 *
 * The printer reproduces what mlir-opt 22 prints, byte for byte.
 * Nothing in it fails: allocation failures are recorded by dl_buf
 * (`failed`) and the output is truncated; helper tables that cannot be
 * allocated just degrade to printing stored names / inline attributes.
 */
#ifndef DLTI_PRINTER_H
#define DLTI_PRINTER_H

#include "dl_text.h"
#include "apnum.h"
#include "ptrmap.h"

typedef struct pr_names pr_names;     /* names.c */
typedef struct pr_preds pr_preds;     /* names.c */
typedef struct pr_aliases pr_aliases; /* alias.c */
typedef struct pr_cache pr_cache;     /* text_pool.c */
typedef struct pr_tape pr_tape;       /* text_pool.c */

/* The printer handed to dialect hooks (plugin.h). */
struct dlti_printer {
    dl_buf *b;
    unsigned indent;             /* indentation of the op being printed */
    const char *default_dialect; /* MLIR's default dialect stack top */
    pr_names *names;             /* SSA numbering, or NULL */
    pr_preds *preds;             /* without: predecessors as written */
    pr_aliases *aliases;         /* alias table, or NULL */
    bool visiting;               /* alias collection pass (output discarded) */
    pr_tape *tape;               /* kept tails go here as references */
    size_t name_off;             /* where the current op's name began in b */
    pr_cache *cache;             /* printed texts, or NULL (see text_pool.c) */
    long next_value;             /* id of the next value in this region, or -1 */
    bool exact_prefix;           /* dlti_type_to_string_bounded: a ref cut
                                    short is kept apart as it is whole */
};

typedef dlti_printer P;

/* Type elision of attributes (AsmPrinter::Impl::AttrTypeElision). */
enum { EL_NEVER, EL_MAY, EL_MUST };

/* ---- Output (printer.c) ------------------------------------------------- */

/* strlen inline: folded at compile time for the literals nearly every call
 * passes (3.6M calls on the split workload went through dl_buf_puts). */
static inline void put(P *p, const char *s) { dl_buf_put(p->b, s, strlen(s)); }
static inline void putn(P *p, const char *s, size_t n) { dl_buf_put(p->b, s, n); }
static inline void putc_(P *p, char c) { dl_buf_put(p->b, &c, 1); }
static inline void put_u64(P *p, uint64_t v)
{
    char tmp[24];
    char *e = tmp + sizeof tmp, *d = dl_ir_fmt_u64(e, v);
    putn(p, d, (size_t)(e - d));
}
static inline void put_i64(P *p, int64_t v)
{
    if (v < 0) {
        putc_(p, '-');
        put_u64(p, -(uint64_t)v);
    } else {
        put_u64(p, (uint64_t)v);
    }
}
static inline void put_indent(P *p, unsigned n)
{
    static const char sp[] = "                                ";
    while (n > 32) {
        putn(p, sp, 32);
        n -= 32;
    }
    putn(p, sp, n);
}

extern const char dl_text_pr_hexdig[]; /* "0123456789ABCDEF" */

void dl_text_pr_init(P *p, dl_buf *b);
void dl_text_pr_quoted(P *p, const char *s, size_t n);
void dl_text_pr_keyword_or_string(P *p, const char *s, size_t n);
/* An opaque type/attribute body as stored: text after "ns." or `<...>`. */
void dl_text_pr_opaque(P *p, char prefix, const dl_opaque_key *k);
void dl_text_pr_opaque_ref(P *p, const dl_opaque_ref *r);
/* `text` with its refs printed in their places (opaque bodies, locations). */
void dl_text_pr_text_refs(P *p, const char *text, size_t n,
                     const dl_opaque_ref *refs, size_t n_refs);
/* A type (`t`) or attribute (`a`) of a registered dialect: the class name
 * and what its print hook writes, as one dialect symbol. */
void dl_text_pr_hooked(P *p, char prefix, const dlti_dialect *d, const char *name,
                  const dlti_type *t, const dlti_attr *a);

/* ---- Kept text (kept.c) ------------------------------------------------- */

typedef struct pr_span {
    size_t off, len;
} pr_span;

/* A generic op with one result and nothing but a name, attributes and a
 * result type (most ops of large files) prints the same text after its
 * result name wherever these three are the same: its "tail". */
typedef struct pr_tail {
    const void *name, *attrs, *type; /* NULL name: empty slot */
    size_t span;      /* span index + 1 once kept, else 0 */
    unsigned seen;    /* printings so far (kept at the second) */
    bool visited;     /* the alias pass has walked it */
} pr_tail;

typedef struct pr_tails {
    pr_tail *v;       /* open addressing, at most half full */
    size_t cap, n;
} pr_tails;

struct pr_cache {
    ptrmap texts;     /* key -> span index + 1, or PR_SEEN_ONCE */
    dl_buf pool;      /* the kept texts */
    pr_span *spans;
    size_t nspans, capspans;
    ptrmap visited;   /* op-level types/attrs the alias pass has walked */
    pr_tails tails;   /* op tails */
    pr_tails named;   /* named attributes (`name = value`), type NULL */
};

/* Text printed for later, with each kept tail as a reference to the
 * pool instead of a copy (a large file's text is mostly tails). */
typedef struct pr_tape_ref {
    uint32_t gap;  /* text bytes since the previous reference */
    uint32_t span;
} pr_tape_ref;

struct pr_tape {
    pr_tape_ref *refs;
    size_t nrefs, caprefs;
    size_t last;   /* where the text stood at the previous reference */
    bool failed;
};

static inline void put_span(P *p, size_t span)
{
    const pr_span *sp = &p->cache->spans[span - 1];
    putn(p, p->cache->pool.data + sp->off, sp->len);
}

static inline void tape_span(P *p, size_t span)
{
    pr_tape *t = p->tape;
    size_t gap = p->b->len - t->last;
    if (t->failed || gap > UINT32_MAX || span > UINT32_MAX) {
        t->failed = true;
        return;
    }
    if (!dl_array_reserve((void **)&t->refs, &t->caprefs, t->nrefs,
                          sizeof *t->refs, 1024)) {
        t->failed = true;
        return;
    }
    t->refs[t->nrefs++] = (pr_tape_ref){(uint32_t)gap, (uint32_t)span};
    t->last = p->b->len;
}

void dl_text_pr_cache_free(pr_cache *c);
pr_tail *dl_text_pr_op_tail(P *p, const dlti_op *op);
pr_tail *dl_text_pr_named_tail(P *p, const dl_named_attr *na);
bool dl_text_pr_cached_put(P *p, const void *key);
size_t dl_text_pr_cache_keep(P *p, size_t start);
void dl_text_pr_cache_note(P *p, const void *key, size_t start);
bool dl_text_pr_first_visit(P *p, const void *key);

/* ---- Types, attributes (type.c, attr.c) --------------------------------- */

void dl_text_pr_type(P *p, const dlti_type *t);
void dl_text_pr_type_impl(P *p, const dlti_type *t); /* no alias, no cache */
void dl_text_pr_attr(P *p, const dlti_attr *a, int elide);
void dl_text_pr_attr_impl(P *p, const dlti_attr *a, int elide);
void dl_text_pr_named_attr(P *p, const dl_named_attr *na);
/* affine.c: affine_map<...>; strided<...> and contiguous<...>. */
void dl_text_pr_affine_map(P *p, const dlti_attr *a);
void dl_text_pr_memref_layout(P *p, const dlti_attr *a);
void dl_text_pr_dict_body(P *p, const dlti_attr *dict);

/* ---- Aliases (alias.c) -------------------------------------------------- */

pr_aliases *dl_text_pr_aliases_new(void);
void dl_text_pr_aliases_free(pr_aliases *al);
bool dl_text_pr_aliases_failed(const pr_aliases *al);
size_t dl_text_pr_aliases_count(const pr_aliases *al);
/* Sorts the aliases and numbers their names; out of memory, marks them
 * failed (then printed without aliases). */
void dl_text_pr_aliases_finalize(pr_aliases *al);
/* The aliases of a top-level op printed with p's names and cache, or NULL
 * when there are none. */
pr_aliases *dl_text_pr_aliases_collect(const P *p, const dlti_op *op);
/* Whether `ctx` holds a type or attribute of a kind that may have an alias:
 * if not, no op of it has one, and the alias pass has nothing to find. */
bool dl_text_pr_may_alias(const dlti_context *ctx);
/* The alias definitions at the top of a module's text; sets p->aliases. */
void dl_text_pr_alias_defs(P *p, pr_aliases *al);
/* The alias step of dl_text_pr_type / dl_text_pr_attr (p->aliases set): true when
 * done with `t` / `a` (alias printed, or walked in the alias pass). */
bool dl_text_pr_type_alias(P *p, const dlti_type *t);
bool dl_text_pr_attr_alias(P *p, const dlti_attr *a);

/* ---- SSA names (names.c) ------------------------------------------------ */

pr_names *dl_text_pr_names_build(const dlti_op *root, bool map_all_ops);
void dl_text_pr_names_free(pr_names *nm);
/* The first value id of region r when the printer counts ids, else -1. */
long dl_text_pr_names_region_base(const pr_names *nm, const dl_region *r);
void dl_text_pr_value_use(P *p, const char *const *slot);
void dl_text_pr_results(P *p, const dlti_op *op); /* "%N = " and the like */
void dl_text_pr_block_label(P *p, const dl_block *b);
void dl_text_pr_block_arg(P *p, const dl_block_arg *a);
void dl_text_pr_block_preds(P *p, const dl_block *b); /* "  // pred: ..." */
/* The predecessors of the blocks below `root` named as written (for a
 * module printed as written, without names), or NULL. */
pr_preds *dl_text_pr_preds_build(const dlti_op *root);
void dl_text_pr_preds_free(pr_preds *pp);

/* ---- Operations (op.c, custom.c) ---------------------------------------- */

/* One op at p->indent, without the trailing newline. */
void dl_text_pr_op(P *p, const dlti_op *op);
/* printRegion: `{` newline blocks indent `}`; _body is what follows the
 * `{` and newline. */
void dl_text_pr_region(P *p, const dl_region *r, const char *dialect,
                  bool entry_args, bool empty_block);
void dl_text_pr_region_body(P *p, const dl_region *r, const char *dialect,
                       bool entry_args, bool empty_block);
void dl_text_pr_generic_instead(P *p, const dlti_op *op);
/* builtin.module's custom form up to its body: the line's end "{\n". */
void dl_text_pr_module_head(P *p, const dlti_op *op);

#endif
