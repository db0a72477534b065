/* print.c - the MLIR-syntax printer.
 *
 * Everything here reproduces what mlir-opt 22 prints, byte for byte:
 * builtin types and attributes (AsmPrinter.cpp), APFloat's decimal
 * rendering of floats (APFloat.cpp toString, including its quirks), the DLTI
 * attributes (DLTI.cpp), the generic operation form, the custom form of
 * builtin.module, and the function-op and return-op forms plugins use
 * (dlti_print_function_op, dlti_print_return_op).
 *
 * Printing whole operations also reproduces MLIR's SSA value numbering
 * (%0, %0#1, %arg0, ^bb1, predecessor comments) and its attribute / type
 * aliases (#map, #set, !tuple) for top-level operations.
 *
 * Nothing here fails: allocation failures are recorded by dl_buf (`failed`)
 * and the output is truncated; helper tables that cannot be allocated just
 * degrade to printing stored names / inline attributes.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "apnum_print.h"
#include "internal.h"

/* ======================================================================
 * Printer state
 * ====================================================================== */

typedef struct pr_names pr_names;
typedef struct pr_aliases pr_aliases;
typedef struct pr_cache pr_cache;

/* The printer handed to dialect hooks (plugin.h). */
struct dlti_printer {
    dl_buf *b;
    unsigned indent;             /* indentation of the op being printed */
    const char *default_dialect; /* MLIR's default dialect stack top */
    pr_names *names;             /* SSA numbering, or NULL */
    pr_aliases *aliases;         /* alias table, or NULL */
    bool visiting;               /* alias collection pass (output discarded) */
    struct pr_tape *tape;        /* kept tails go here as references */
    size_t name_off;             /* where the current op's name began in b */
    pr_cache *cache;             /* printed texts, or NULL (see cached_put) */
    long next_value;             /* id of the next value in this region, or -1 */
};

typedef dlti_printer P;

static void p_type(P *p, const dlti_type *t);
static void p_attr(P *p, const dlti_attr *a, int elide);
static void p_op(P *p, const dlti_op *op);

/* Type elision of attributes (AsmPrinter::Impl::AttrTypeElision). */
enum { EL_NEVER, EL_MAY, EL_MUST };

static void put(P *p, const char *s) { dl_buf_puts(p->b, s); }
static void putn(P *p, const char *s, size_t n) { dl_buf_put(p->b, s, n); }
static void putc_(P *p, char c) { dl_buf_put(p->b, &c, 1); }
static void put_u64(P *p, uint64_t v)
{
    char tmp[24];
    char *e = tmp + sizeof tmp, *d = dl_fmt_u64(e, v);
    putn(p, d, (size_t)(e - d));
}
static void put_i64(P *p, int64_t v)
{
    if (v < 0) {
        putc_(p, '-');
        put_u64(p, -(uint64_t)v);
    } else {
        put_u64(p, (uint64_t)v);
    }
}
static void put_indent(P *p, unsigned n)
{
    static const char sp[] = "                                ";
    while (n > 32) {
        putn(p, sp, 32);
        n -= 32;
    }
    putn(p, sp, n);
}

static void sub_printer(P *sub, const P *p, dl_buf *b)
{
    *sub = *p;
    sub->b = b;
}

/* ======================================================================
 * Small pointer-keyed hash map (for the naming and alias tables)
 * ====================================================================== */

typedef struct ptrmap {
    const void **keys;
    size_t *vals;
    size_t cap, n;
    bool failed;
} ptrmap;

static size_t pm_slot(const ptrmap *m, const void *k)
{
    size_t i = (size_t)dl_hash_ptr(k) & (m->cap - 1);
    while (m->keys[i] && m->keys[i] != k)
        i = (i + 1) & (m->cap - 1);
    return i;
}

static bool pm_get(const ptrmap *m, const void *k, size_t *v)
{
    if (!m->cap || !k)
        return false;
    size_t i = pm_slot(m, k);
    if (!m->keys[i])
        return false;
    *v = m->vals[i];
    return true;
}

static void pm_put(ptrmap *m, const void *k, size_t v)
{
    if (!k || m->failed)
        return;
    if ((m->n + 1) * 2 > m->cap) {
        size_t ncap = m->cap ? m->cap * 2 : 64;
        const void **nk = calloc(ncap, sizeof *nk);
        size_t *nv = calloc(ncap, sizeof *nv);
        if (!nk || !nv) {
            free(nk);
            free(nv);
            m->failed = true;
            return;
        }
        ptrmap nm = { nk, nv, ncap, 0, false };
        for (size_t i = 0; i < m->cap; i++) {
            if (m->keys[i]) {
                size_t j = pm_slot(&nm, m->keys[i]);
                nk[j] = m->keys[i];
                nv[j] = m->vals[i];
                nm.n++;
            }
        }
        free(m->keys);
        free(m->vals);
        *m = nm;
    }
    size_t i = pm_slot(m, k);
    if (!m->keys[i]) {
        m->keys[i] = k;
        m->n++;
    }
    m->vals[i] = v;
}

static void pm_free(ptrmap *m)
{
    free(m->keys);
    free(m->vals);
    memset(m, 0, sizeof *m);
}

/* ======================================================================
 * Text cache: uniqued types and attributes print the same text wherever
 * they appear in one printing, so a text printed twice is kept and copied
 * from then on (large files repeat a few hundred of them).
 * ====================================================================== */

#define PR_SEEN_ONCE SIZE_MAX

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

/* Bounds on the tail table, for files whose ops all differ. */
#define PR_TAILS_MAX ((size_t)1 << 16)
#define PR_POOL_MAX ((size_t)64 << 20)

struct pr_cache {
    ptrmap texts;     /* key -> span index + 1, or PR_SEEN_ONCE */
    dl_buf pool;      /* the kept texts */
    pr_span *spans;
    size_t nspans, capspans;
    ptrmap visited;   /* op-level types/attrs the alias pass has walked */
    pr_tail *tails;   /* open addressing, at most half full */
    size_t tailcap, ntails;
};

static void cache_free(pr_cache *c)
{
    if (!c)
        return;
    pm_free(&c->texts);
    pm_free(&c->visited);
    dl_buf_free(&c->pool);
    free(c->spans);
    free(c->tails);
    free(c);
}

static size_t tail_index(const pr_tail *tails, size_t cap, const void *name,
                         const void *attrs, const void *type)
{
    /* one multiply-mix over the three addresses (uniqued, stable) */
    uint64_t h = (uint64_t)(uintptr_t)attrs ^
                 ((uint64_t)(uintptr_t)type << 21) ^
                 ((uint64_t)(uintptr_t)name << 42);
    size_t mask = cap - 1;
    size_t i = (size_t)dl_hash_ptr((const void *)(uintptr_t)h) & mask;
    for (;; i = (i + 1) & mask) {
        const pr_tail *t = &tails[i];
        if (!t->name || (t->name == name && t->attrs == attrs && t->type == type))
            return i;
    }
}

/* The tail record of (name, attrs, type), made when absent; NULL when the
 * table is full or cannot grow. */
static pr_tail *tail_of(pr_cache *c, const void *name, const void *attrs,
                        const void *type)
{
    if (c->tailcap) {
        pr_tail *t = &c->tails[tail_index(c->tails, c->tailcap, name, attrs, type)];
        if (t->name)
            return t;
    }
    if (c->ntails >= PR_TAILS_MAX)
        return NULL;
    if ((c->ntails + 1) * 2 > c->tailcap) {
        size_t ncap = c->tailcap ? c->tailcap * 2 : 256;
        pr_tail *nt = calloc(ncap, sizeof *nt);
        if (!nt)
            return NULL;
        for (size_t i = 0; i < c->tailcap; i++) {
            const pr_tail *o = &c->tails[i];
            if (o->name)
                nt[tail_index(nt, ncap, o->name, o->attrs, o->type)] = *o;
        }
        free(c->tails);
        c->tails = nt;
        c->tailcap = ncap;
    }
    pr_tail *t = &c->tails[tail_index(c->tails, c->tailcap, name, attrs, type)];
    *t = (pr_tail){.name = name, .attrs = attrs, .type = type};
    c->ntails++;
    return t;
}

/* The op's tail record, when it has the shape of pr_tail. */
static pr_tail *op_tail(P *p, const dlti_op *op)
{
    if (!p->cache || op->nresults != 1 || op->noperands || op->nsuccessors ||
        op->props || op->nregions || !op->result_types || !op->name)
        return NULL;
    return tail_of(p->cache, op->name, op->attrs, op->result_types[0]);
}

static void put_span(P *p, size_t span)
{
    const pr_span *sp = &p->cache->spans[span - 1];
    putn(p, p->cache->pool.data + sp->off, sp->len);
}

/* Text printed for later, with each kept tail as a reference to the
 * pool instead of a copy (a large file's text is mostly tails). */
typedef struct pr_tape_ref {
    uint32_t gap;  /* text bytes since the previous reference */
    uint32_t span;
} pr_tape_ref;

typedef struct pr_tape {
    pr_tape_ref *refs;
    size_t nrefs, caprefs;
    size_t last;   /* where the text stood at the previous reference */
    bool failed;
} pr_tape;

static void tape_span(P *p, size_t span)
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

/* Prints the kept text of `key` and returns true, if there is one. */
static bool cached_put(P *p, const void *key)
{
    size_t v;
    if (!p->cache || p->visiting || !pm_get(&p->cache->texts, key, &v) ||
        v == PR_SEEN_ONCE)
        return false;
    put_span(p, v);
    return true;
}

/* Keeps the text printed from offset `start` of the output in the pool;
 * its span index + 1, or 0 when it cannot be kept. */
static size_t cache_keep(P *p, size_t start)
{
    pr_cache *c = p->cache;
    size_t len = p->b->len - start;
    if (p->b->failed || start > p->b->len || c->pool.len + len > PR_POOL_MAX)
        return 0;
    if (!dl_array_reserve((void **)&c->spans, &c->capspans, c->nspans,
                          sizeof *c->spans, 64))
        return 0;
    pr_span sp = {c->pool.len, len};
    dl_buf_put(&c->pool, p->b->data + start, len);
    if (c->pool.failed)
        return 0;
    c->spans[c->nspans++] = sp;
    return c->nspans;
}

/* `key`'s text was just printed from offset `start` of the output: note
 * it, and keep it the second time. */
static void cache_note(P *p, const void *key, size_t start)
{
    pr_cache *c = p->cache;
    size_t v;
    if (!c || p->visiting)
        return;
    if (!pm_get(&c->texts, key, &v)) {
        pm_put(&c->texts, key, PR_SEEN_ONCE);
        return;
    }
    if (v != PR_SEEN_ONCE)
        return;
    size_t span = cache_keep(p, start);
    if (span)
        pm_put(&c->texts, key, span);
}

/* For the alias pass at op level: true the first time `key` is seen.
 * Walking a type or attribute again records nothing new there. */
static bool first_visit(P *p, const void *key)
{
    size_t v;
    if (!p->cache || !key)
        return true;
    if (pm_get(&p->cache->visited, key, &v))
        return false;
    pm_put(&p->cache->visited, key, 1);
    return true;
}

/* ======================================================================
 * Strings, identifiers, dialect symbols
 * ====================================================================== */

static const char hexdig[] = "0123456789ABCDEF";

/* llvm::printEscapedString */
static void put_escaped(P *p, const char *s, size_t n)
{
    size_t run = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c != '\\' && c != '"' && c >= 0x20 && c <= 0x7E) {
            run++;
            continue;
        }
        if (run)
            putn(p, s + i - run, run);
        run = 0;
        char esc[3];
        esc[0] = '\\';
        if (c == '\\') {
            putn(p, "\\\\", 2);
        } else {
            esc[1] = hexdig[c >> 4];
            esc[2] = hexdig[c & 15];
            putn(p, esc, 3);
        }
    }
    if (run)
        putn(p, s + n - run, run);
}

static void put_quoted(P *p, const char *s, size_t n)
{
    putc_(p, '"');
    put_escaped(p, s, n);
    putc_(p, '"');
}

static bool is_alpha(unsigned char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
static bool is_digit(unsigned char c) { return c >= '0' && c <= '9'; }
static bool is_alnum(unsigned char c) { return is_alpha(c) || is_digit(c); }

/* isBareIdentifier */
static bool is_bare_identifier(const char *s, size_t n)
{
    if (n == 0 || (!is_alpha((unsigned char)s[0]) && s[0] != '_'))
        return false;
    for (size_t i = 1; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (!is_alnum(c) && c != '_' && c != '$' && c != '.')
            return false;
    }
    return true;
}

/* printKeywordOrString */
static void put_keyword_or_string(P *p, const char *s, size_t n)
{
    if (is_bare_identifier(s, n))
        putn(p, s, n);
    else
        put_quoted(p, s, n);
}

/* isDialectSymbolSimpleEnoughForPrettyForm */
static bool dialect_symbol_is_pretty(const char *s, size_t n)
{
    if (n == 0 || !is_alpha((unsigned char)s[0]))
        return false;
    size_t i = 0;
    while (i < n && (is_alnum((unsigned char)s[i]) || s[i] == '.' || s[i] == '_'))
        i++;
    if (i == n)
        return true;
    return s[i] == '<' && s[n - 1] == '>';
}

/* printDialectSymbol: prefix + ns then `.sym` or `<sym>`. */
static void put_dialect_symbol(P *p, char prefix, const char *ns,
                               const char *sym, size_t n)
{
    putc_(p, prefix);
    put(p, ns);
    if (dialect_symbol_is_pretty(sym, n)) {
        putc_(p, '.');
        putn(p, sym, n);
    } else {
        putc_(p, '<');
        putn(p, sym, n);
        putc_(p, '>');
    }
}

/* An opaque type/attribute body as stored: text after "ns." or `<...>`. */
static void put_opaque(P *p, char prefix, const char *ns, const char *body)
{
    if (!ns)
        ns = "";
    /* Bodies are interned and may hold NUL bytes: use the stored length. */
    size_t n = body ? dl_interned_len(body) : 0;
    if (!body)
        body = "";
    if (n >= 2 && body[0] == '<' && body[n - 1] == '>')
        put_dialect_symbol(p, prefix, ns, body + 1, n - 2);
    else
        put_dialect_symbol(p, prefix, ns, body, n);
}

/* ======================================================================
 * Aliases (#map, #set, !tuple)
 * ====================================================================== */

typedef struct pr_alias {
    const void *sym;
    const char *prefix;
    bool is_type;
    int depth;
    size_t order;
    unsigned suffix;
} pr_alias;

struct pr_aliases {
    pr_alias *v;
    size_t n, cap;
    ptrmap index;  /* sym -> position + 1 in v (after sorting: final) */
    int depth_acc; /* max depth seen in the current nesting (visit pass) */
};

static const char *attr_alias_prefix(const dlti_attr *a)
{
    if (dl_attr_kind_of(a) != DL_AT_RAW)
        return NULL;
    const char *t = ((const dl_raw_key *)a->key)->text;
    if (!t)
        return NULL;
    if (!strncmp(t, "affine_map<", 11))
        return "map";
    if (!strncmp(t, "affine_set<", 11))
        return "set";
    return NULL;
}

static const char *type_alias_prefix(const dlti_type *t)
{
    if (dl_type_kind_of(t) == DL_TY_TUPLE && dl_list(t)->n_inputs > 16)
        return "tuple";
    return NULL;
}

static pr_alias *alias_find(P *p, const void *sym)
{
    size_t i;
    if (!p->aliases || !pm_get(&p->aliases->index, sym, &i))
        return NULL;
    return &p->aliases->v[i - 1];
}

/* Records a first visit; returns the alias entry (new or existing) or NULL. */
static pr_alias *alias_record(P *p, const void *sym, const char *prefix,
                              bool is_type)
{
    pr_aliases *al = p->aliases;
    pr_alias *e = alias_find(p, sym);
    if (e)
        return e;
    if (al->n == al->cap) {
        size_t ncap = al->cap ? al->cap * 2 : 16;
        pr_alias *nv = realloc(al->v, ncap * sizeof *nv);
        if (!nv)
            return NULL;
        al->v = nv;
        al->cap = ncap;
    }
    e = &al->v[al->n];
    memset(e, 0, sizeof *e);
    e->sym = sym;
    e->prefix = prefix;
    e->is_type = is_type;
    e->order = al->n;
    al->n++;
    pm_put(&al->index, sym, al->n);
    return e;
}

static int alias_cmp(const void *x, const void *y)
{
    const pr_alias *a = x, *b = y;
    if (a->depth != b->depth)
        return a->depth < b->depth ? -1 : 1;
    if (a->is_type != b->is_type)
        return a->is_type ? -1 : 1;
    int c = strcmp(a->prefix, b->prefix);
    if (c)
        return c;
    return a->order < b->order ? -1 : (a->order > b->order);
}

static void alias_finalize(pr_aliases *al)
{
    if (!al->n)
        return;
    qsort(al->v, al->n, sizeof *al->v, alias_cmp);
    pm_free(&al->index);
    for (size_t i = 0; i < al->n; i++) {
        unsigned cnt = 0;
        for (size_t j = 0; j < i; j++)
            if (!strcmp(al->v[j].prefix, al->v[i].prefix))
                cnt++;
        al->v[i].suffix = cnt;
        pm_put(&al->index, al->v[i].sym, i + 1);
    }
}

static void put_alias_name(P *p, const pr_alias *e)
{
    putc_(p, e->is_type ? '!' : '#');
    put(p, e->prefix);
    if (e->suffix)
        put_u64(p, e->suffix);
}

/* ======================================================================
 * Types
 * ====================================================================== */

static void put_dim(P *p, int64_t d)
{
    if (d < 0)
        putc_(p, '?');
    else
        put_i64(p, d);
}

/* Is `text` an identity affine map "affine_map<(a, b) -> (a, b)>"? */
static bool raw_is_identity_map(const char *text)
{
    if (!text || strncmp(text, "affine_map<", 11))
        return false;
    char tmp[1024];
    size_t n = 0;
    for (const char *s = text + 11; *s && n + 1 < sizeof tmp; s++)
        if (*s != ' ' && *s != '\t' && *s != '\n' && *s != '\r')
            tmp[n++] = *s;
    tmp[n] = 0;
    if (n + 1 >= sizeof tmp || tmp[0] != '(')
        return false;
    const char *dims = tmp + 1;
    const char *close = strchr(dims, ')');
    if (!close)
        return false;
    size_t dlen = (size_t)(close - dims);
    const char *r = close + 1;
    if (*r == '[') { /* symbols */
        r = strchr(r, ']');
        if (!r)
            return false;
        r++;
    }
    if (strncmp(r, "->(", 3))
        return false;
    r += 3;
    if (strncmp(r, dims, dlen) || strcmp(r + dlen, ")>"))
        return false;
    return true;
}

/* A type (`t`) or attribute (`a`) of a registered dialect: the class name
 * and what its print hook writes, as one dialect symbol. */
static void put_hooked(P *p, char prefix, const dlti_dialect *d,
                       const char *name, const dlti_type *t,
                       const dlti_attr *a)
{
    dl_buf tmp = { 0 };
    P sub;
    sub_printer(&sub, p, &tmp);
    if (name)
        dl_buf_puts(&tmp, name);
    if (t && t->cls->hooks.print)
        t->cls->hooks.print(&sub, t);
    if (a && a->cls->hooks.print)
        a->cls->hooks.print(&sub, a);
    if (tmp.failed)
        p->b->failed = true;
    put_dialect_symbol(p, prefix, d ? d->name : "", tmp.data ? tmp.data : "",
                       tmp.len);
    dl_buf_free(&tmp);
}

static void p_type_impl(P *p, const dlti_type *t)
{
    switch (dl_type_kind_of(t)) {
    case DL_TY_INTEGER: {
        dlti_signedness s = dl_int_signedness(t);
        if (s == DLTI_SIGNED)
            putc_(p, 's');
        else if (s == DLTI_UNSIGNED)
            putc_(p, 'u');
        putc_(p, 'i');
        put_u64(p, dl_int_width(t));
        break;
    }
    case DL_TY_FLOAT:
        if ((unsigned)t->cls->float_kind < DL_NUM_FLOATS)
            put(p, dl_float_info_table[t->cls->float_kind].name);
        else if (t->cls->name)
            put(p, t->cls->name);
        break;
    case DL_TY_INDEX:
        put(p, "index");
        break;
    case DL_TY_NONE:
        put(p, "none");
        break;
    case DL_TY_COMPLEX:
        put(p, "complex<");
        p_type(p, dl_complex_elem(t));
        putc_(p, '>');
        break;
    case DL_TY_VECTOR: {
        const dl_shaped_key *k = dl_shaped(t);
        const uint8_t *sc = dl_vector_scalable(t);
        put(p, "vector<");
        for (uint32_t i = 0; i < k->rank; i++) {
            if (sc[i])
                putc_(p, '[');
            put_i64(p, k->dims[i]);
            if (sc[i])
                putc_(p, ']');
            putc_(p, 'x');
        }
        p_type(p, k->elem);
        putc_(p, '>');
        break;
    }
    case DL_TY_TENSOR: {
        const dl_shaped_key *k = dl_shaped(t);
        put(p, "tensor<");
        for (uint32_t i = 0; i < k->rank; i++) {
            put_dim(p, k->dims[i]);
            putc_(p, 'x');
        }
        p_type(p, k->elem);
        if (k->encoding) {
            put(p, ", ");
            p_attr(p, k->encoding, EL_NEVER);
        }
        putc_(p, '>');
        break;
    }
    case DL_TY_UNRANKED_TENSOR:
        put(p, "tensor<*x");
        p_type(p, dl_shaped(t)->elem);
        putc_(p, '>');
        break;
    case DL_TY_MEMREF: {
        const dl_shaped_key *k = dl_shaped(t);
        put(p, "memref<");
        for (uint32_t i = 0; i < k->rank; i++) {
            put_dim(p, k->dims[i]);
            putc_(p, 'x');
        }
        p_type(p, k->elem);
        const dlti_attr *layout = k->encoding;
        if (layout && !(dl_attr_kind_of(layout) == DL_AT_RAW &&
                        raw_is_identity_map(((const dl_raw_key *)layout->key)->text))) {
            put(p, ", ");
            p_attr(p, layout, EL_MAY);
        }
        if (k->memory_space) {
            put(p, ", ");
            p_attr(p, k->memory_space, EL_MAY);
        }
        putc_(p, '>');
        break;
    }
    case DL_TY_UNRANKED_MEMREF: {
        const dl_shaped_key *k = dl_shaped(t);
        put(p, "memref<*x");
        p_type(p, k->elem);
        if (k->memory_space) {
            put(p, ", ");
            p_attr(p, k->memory_space, EL_MAY);
        }
        putc_(p, '>');
        break;
    }
    case DL_TY_TUPLE: {
        const dl_list_key *k = dl_list(t);
        put(p, "tuple<");
        for (uint32_t i = 0; i < k->n_inputs; i++) {
            if (i)
                put(p, ", ");
            p_type(p, k->types[i]);
        }
        putc_(p, '>');
        break;
    }
    case DL_TY_FUNCTION: {
        const dl_list_key *k = dl_list(t);
        putc_(p, '(');
        for (uint32_t i = 0; i < k->n_inputs; i++) {
            if (i)
                put(p, ", ");
            p_type(p, k->types[i]);
        }
        put(p, ") -> ");
        const dlti_type *const *res = k->types + k->n_inputs;
        bool wrap = k->n_results != 1 || dl_type_kind_of(res[0]) == DL_TY_FUNCTION;
        if (wrap)
            putc_(p, '(');
        for (uint32_t i = 0; i < k->n_results; i++) {
            if (i)
                put(p, ", ");
            p_type(p, res[i]);
        }
        if (wrap)
            putc_(p, ')');
        break;
    }
    case DL_TY_OPAQUE: {
        const dl_opaque_key *k = dl_opaque(t);
        put_opaque(p, '!', k->ns, k->body);
        break;
    }
    case DL_TY_DIALECT:
        put_hooked(p, '!', t->cls->dialect, t->cls->name, t, NULL);
        break;
    }
}

static void p_type(P *p, const dlti_type *t)
{
    if (!t) {
        put(p, "<<NULL TYPE>>");
        return;
    }
    if (p->aliases) {
        const char *prefix = type_alias_prefix(t);
        if (prefix) {
            pr_alias *e = alias_find(p, t);
            if (!p->visiting) {
                if (e) {
                    put_alias_name(p, e);
                    return;
                }
            } else if (e) {
                if (e->depth > p->aliases->depth_acc)
                    p->aliases->depth_acc = e->depth;
                return;
            } else {
                e = alias_record(p, t, prefix, true);
                size_t idx = e ? (size_t)(e - p->aliases->v) : 0;
                int saved = p->aliases->depth_acc;
                p->aliases->depth_acc = -1;
                p_type_impl(p, t);
                int child = p->aliases->depth_acc;
                int depth = child + 1;
                if (e)
                    p->aliases->v[idx].depth = depth;
                p->aliases->depth_acc = saved > depth ? saved : depth;
                return;
            }
        }
    }
    dl_type_kind k = dl_type_kind_of(t);
    if (k == DL_TY_INTEGER || k == DL_TY_FLOAT || k == DL_TY_INDEX ||
        k == DL_TY_NONE) {
        p_type_impl(p, t); /* as cheap as a cache lookup */
        return;
    }
    if (cached_put(p, t))
        return;
    size_t start = p->b->len;
    p_type_impl(p, t);
    cache_note(p, t, start);
}

/* ======================================================================
 * Attributes
 * ====================================================================== */

static bool type_is_signless_int(const dlti_type *t, unsigned width)
{
    return t && dl_type_kind_of(t) == DL_TY_INTEGER &&
           dl_int_signedness(t) == DLTI_SIGNLESS && dl_int_width(t) == width;
}

static bool type_is_f64(const dlti_type *t)
{
    return t && dl_type_kind_of(t) == DL_TY_FLOAT && t->cls->float_kind == DL_F64;
}

static unsigned int_type_width(const dlti_type *t)
{
    if (!t)
        return 64;
    if (dl_type_kind_of(t) == DL_TY_INTEGER)
        return dl_int_width(t);
    return 64; /* index */
}

static bool int_type_unsigned(const dlti_type *t)
{
    return t && dl_type_kind_of(t) == DL_TY_INTEGER &&
           dl_int_signedness(t) == DLTI_UNSIGNED;
}

/* printDenseIntElement */
static void put_dense_int_elem(P *p, const dlti_attr *a, const dlti_type *et)
{
    const dl_int_attr_key *k = dl_int_attr_of(a);
    unsigned w = int_type_width(et);
    if (et && dl_type_kind_of(et) == DL_TY_INTEGER && w == 1) {
        put(p, (k->nwords && (k->words[0] & 1)) ? "true" : "false");
        return;
    }
    dl_apint_print(p->b, k->words, k->nwords, w, !int_type_unsigned(et));
}

static void put_dense_elem(P *p, const dlti_attr *e, const dlti_type *et)
{
    if (!e) {
        put(p, "<<NULL ATTRIBUTE>>");
        return;
    }
    if (dl_attr_kind_of(e) == DL_AT_INTEGER) {
        put_dense_int_elem(p, e, et);
    } else if (dl_attr_kind_of(e) == DL_AT_FLOAT) {
        const dl_float_attr_key *k = (const dl_float_attr_key *)e->key;
        dl_apfloat_print(p->b, k->value, et);
    } else {
        p_attr(p, e, EL_MUST);
    }
}

/* Storage bytes of one dense element, 0 for bit-packed i1. */
static size_t dense_storage_bytes(const dlti_type *et)
{
    unsigned bits;
    if (!et)
        return 8;
    switch (dl_type_kind_of(et)) {
    case DL_TY_INTEGER:
        bits = dl_int_width(et);
        if (bits == 1)
            return 0;
        break;
    case DL_TY_FLOAT:
        bits = dl_apfloat_width(et);
        break;
    case DL_TY_INDEX:
        bits = 64;
        break;
    default:
        bits = et->cls->float_bits ? et->cls->float_bits : 64;
        break;
    }
    return ((size_t)bits + 7) / 8;
}

/* dense<"0x..."> for non-splat attributes with more than 100 elements. */
static void put_dense_hex(P *p, const dl_dense_key *k, const dlti_type *et)
{
    size_t sb = dense_storage_bytes(et);
    put(p, "\"0x");
    if (sb == 0) {
        size_t nbytes = (k->n + 7) / 8;
        for (size_t i = 0; i < nbytes; i++) {
            unsigned byte = 0;
            for (size_t j = 0; j < 8 && i * 8 + j < k->n; j++) {
                const dlti_attr *e = k->elems[i * 8 + j];
                if (e && dl_attr_kind_of(e) == DL_AT_INTEGER) {
                    const dl_int_attr_key *ik = dl_int_attr_of(e);
                    if (ik->nwords && (ik->words[0] & 1))
                        byte |= 1u << j;
                }
            }
            char h[2] = { hexdig[byte >> 4], hexdig[byte & 15] };
            putn(p, h, 2);
        }
        putc_(p, '"');
        return;
    }
    for (size_t i = 0; i < k->n; i++) {
        const dlti_attr *e = k->elems[i];
        uint64_t fw[2] = { 0, 0 };
        const uint64_t *words = fw;
        size_t nwords = 2;
        unsigned width = (unsigned)(sb * 8);
        if (e && dl_attr_kind_of(e) == DL_AT_INTEGER) {
            const dl_int_attr_key *ik = dl_int_attr_of(e);
            words = ik->words;
            nwords = ik->nwords;
            width = int_type_width(et);
        } else if (e && dl_attr_kind_of(e) == DL_AT_FLOAT) {
            width = dl_apfloat_bits(((const dl_float_attr_key *)e->key)->value,
                                    et, fw);
        }
        for (size_t byte = 0; byte < sb; byte++) {
            size_t bit = byte * 8;
            unsigned v = 0;
            if (bit / 64 < nwords)
                v = (unsigned)((words[bit / 64] >> (bit % 64)) & 0xFF);
            if (bit >= width)
                v = 0;
            else if (width - bit < 8)
                v &= (1u << (width - bit)) - 1;
            char h[2] = { hexdig[v >> 4], hexdig[v & 15] };
            putn(p, h, 2);
        }
    }
    putc_(p, '"');
}

/* printDenseElementsAttrImpl */
static void put_dense_body(P *p, const dl_dense_key *k)
{
    const dlti_type *t = k->type;
    const dlti_type *et = NULL;
    uint32_t rank = 0;
    const int64_t *dims = NULL;
    if (t && (dl_type_kind_of(t) == DL_TY_VECTOR || dl_type_kind_of(t) == DL_TY_TENSOR ||
              dl_type_kind_of(t) == DL_TY_MEMREF)) {
        const dl_shaped_key *sk = dl_shaped(t);
        et = sk->elem;
        rank = sk->rank;
        dims = sk->dims;
    } else if (t && dl_type_kind_of(t) == DL_TY_UNRANKED_TENSOR) {
        et = dl_shaped(t)->elem;
    }
    if (k->splat || (rank == 0 && k->n == 1)) {
        if (k->n)
            put_dense_elem(p, k->elems[0], et);
        return;
    }
    uint64_t total = 1;
    for (uint32_t i = 0; i < rank; i++)
        total *= dims[i] < 0 ? 0 : (uint64_t)dims[i];
    if (!rank || total != k->n) {
        /* inconsistent key: print flat */
        if (!k->n)
            return;
        putc_(p, '[');
        for (size_t i = 0; i < k->n; i++) {
            if (i)
                put(p, ", ");
            put_dense_elem(p, k->elems[i], et);
        }
        putc_(p, ']');
        return;
    }
    if (!k->n)
        return;
    if (k->n > 100) {
        put_dense_hex(p, k, et);
        return;
    }
    uint64_t counter[DL_MAX_VECTOR_RANK + 1];
    uint64_t *ctr = rank <= DL_MAX_VECTOR_RANK ? counter : calloc(rank, sizeof *ctr);
    if (!ctr) {
        p->b->failed = true;
        return;
    }
    memset(ctr, 0, rank * sizeof *ctr);
    uint32_t open = 0;
    for (size_t idx = 0; idx < k->n; idx++) {
        if (idx)
            put(p, ", ");
        while (open < rank) {
            putc_(p, '[');
            open++;
        }
        put_dense_elem(p, k->elems[idx], et);
        /* bump the counter */
        ctr[rank - 1]++;
        for (uint32_t i = rank - 1; i > 0; i--) {
            if (ctr[i] >= (uint64_t)dims[i]) {
                ctr[i] = 0;
                ctr[i - 1]++;
                open--;
                putc_(p, ']');
            }
        }
    }
    while (open--)
        putc_(p, ']');
    if (ctr != counter)
        free(ctr);
}

static void put_dense_array(P *p, const dl_dense_array_key *k)
{
    const dlti_type *et = k->elem;
    bool is_float = et && (dl_type_kind_of(et) == DL_TY_FLOAT || et->cls->float_bits);
    unsigned w = int_type_width(et);
    for (size_t i = 0; i < k->n; i++) {
        if (i)
            put(p, ", ");
        int64_t v = k->values[i];
        if (is_float) {
            double dv;
            memcpy(&dv, &v, sizeof dv);
            dl_apfloat_print(p->b, dv, et);
        } else if (et && dl_type_kind_of(et) == DL_TY_INTEGER && w == 1) {
            put(p, (v & 1) ? "true" : "false");
        } else {
            uint64_t u = (uint64_t)v;
            dl_apint_print(p->b, &u, 1, w > 64 ? 64 : w, !int_type_unsigned(et));
        }
    }
}

/* A DLTI entry key: types bare, strings quoted. */
static void put_entry_key(P *p, const dlti_attr *key)
{
    if (!key) {
        put(p, "<<NULL ATTRIBUTE>>");
        return;
    }
    if (dl_attr_kind_of(key) == DL_AT_TYPE) {
        p_type(p, ((const dl_type_attr_key *)key->key)->type);
    } else if (dl_attr_kind_of(key) == DL_AT_STRING) {
        const dl_string_attr_key *sk = (const dl_string_attr_key *)key->key;
        put_quoted(p, sk->str, sk->len);
    } else {
        p_attr(p, key, EL_NEVER);
    }
}

static void put_entry_list(P *p, const char *keyword, const dlti_attr *a)
{
    const dl_attr_list_key *k = dl_attr_list(a);
    put(p, "#dlti.");
    put(p, keyword);
    putc_(p, '<');
    for (size_t i = 0; i < k->n; i++) {
        const dlti_attr *e = k->elems[i];
        if (i)
            put(p, ", ");
        if (e && dl_attr_kind_of(e) == DL_AT_DL_ENTRY) {
            put_entry_key(p, dl_entry(e)->key);
            put(p, " = ");
            p_attr(p, dl_entry(e)->value, EL_NEVER);
        } else {
            p_attr(p, e, EL_NEVER);
        }
    }
    putc_(p, '>');
}

static void put_named_attr(P *p, const dl_named_attr *na)
{
    const char *name = na->name ? na->name : "";
    put_keyword_or_string(p, name, strlen(name));
    if (na->value && dl_attr_kind_of(na->value) == DL_AT_UNIT)
        return;
    put(p, " = ");
    p_attr(p, na->value, EL_NEVER);
}

static void put_dict_body(P *p, const dlti_attr *dict)
{
    const dl_dict_key *k = dl_dict(dict);
    for (size_t i = 0; i < k->n; i++) {
        if (i)
            put(p, ", ");
        put_named_attr(p, &k->elems[i]);
    }
}

static void p_attr_impl(P *p, const dlti_attr *a, int elide)
{
    const dlti_type *typed = NULL; /* type printed after `:` */
    switch (dl_attr_kind_of(a)) {
    case DL_AT_INTEGER: {
        const dl_int_attr_key *k = dl_int_attr_of(a);
        const dlti_type *t = k->type;
        if (type_is_signless_int(t, 1)) {
            put(p, (k->nwords && (k->words[0] & 1)) ? "true" : "false");
            return;
        }
        dl_apint_print(p->b, k->words, k->nwords, int_type_width(t),
                       !int_type_unsigned(t));
        if (elide == EL_MAY && type_is_signless_int(t, 64))
            return;
        typed = t;
        break;
    }
    case DL_AT_FLOAT: {
        const dl_float_attr_key *k = (const dl_float_attr_key *)a->key;
        bool hex = dl_apfloat_print(p->b, k->value, k->type);
        if (elide == EL_MAY && type_is_f64(k->type) && !hex)
            return;
        typed = k->type;
        break;
    }
    case DL_AT_STRING: {
        const dl_string_attr_key *k = (const dl_string_attr_key *)a->key;
        put_quoted(p, k->str, k->len);
        typed = k->type;
        break;
    }
    case DL_AT_UNIT:
        put(p, "unit");
        return;
    case DL_AT_TYPE:
        p_type(p, ((const dl_type_attr_key *)a->key)->type);
        return;
    case DL_AT_ARRAY: {
        const dl_attr_list_key *k = dl_attr_list(a);
        putc_(p, '[');
        for (size_t i = 0; i < k->n; i++) {
            if (i)
                put(p, ", ");
            p_attr(p, k->elems[i], EL_MAY);
        }
        putc_(p, ']');
        return;
    }
    case DL_AT_DENSE_ARRAY: {
        const dl_dense_array_key *k = (const dl_dense_array_key *)a->key;
        put(p, "array<");
        if (elide != EL_MUST)
            p_type(p, k->elem);
        if (k->n) {
            if (elide != EL_MUST)
                put(p, ": ");
            put_dense_array(p, k);
        }
        putc_(p, '>');
        return;
    }
    case DL_AT_DICT:
        putc_(p, '{');
        put_dict_body(p, a);
        putc_(p, '}');
        return;
    case DL_AT_DENSE: {
        const dl_dense_key *k = dl_dense(a);
        put(p, "dense<");
        put_dense_body(p, k);
        putc_(p, '>');
        typed = k->type;
        break;
    }
    case DL_AT_SYMREF: {
        const dl_symref_key *k = (const dl_symref_key *)a->key;
        for (size_t i = 0; i < k->n; i++) {
            if (i)
                put(p, "::");
            const char *s = k->names[i] ? k->names[i] : "";
            size_t n = strlen(s);
            if (!n) {
                put(p, "@<<INVALID EMPTY SYMBOL>>");
                continue;
            }
            putc_(p, '@');
            put_keyword_or_string(p, s, n);
        }
        return;
    }
    case DL_AT_RAW: {
        const char *t = ((const dl_raw_key *)a->key)->text;
        put(p, t ? t : "");
        return;
    }
    case DL_AT_OPAQUE: {
        /* same key layout as opaque types: ns, body */
        const dl_opaque_key *k = (const dl_opaque_key *)a->key;
        put_opaque(p, '#', k->ns, k->body);
        return;
    }
    case DL_AT_DL_ENTRY:
        put(p, "#dlti.dl_entry<");
        put_entry_key(p, dl_entry(a)->key);
        put(p, ", ");
        p_attr(p, dl_entry(a)->value, EL_NEVER);
        putc_(p, '>');
        return;
    case DL_AT_DL_SPEC:
        put_entry_list(p, "dl_spec", a);
        return;
    case DL_AT_MAP:
        put_entry_list(p, "map", a);
        return;
    case DL_AT_DEVICE_SPEC:
        put_entry_list(p, "target_device_spec", a);
        return;
    case DL_AT_SYSTEM_SPEC:
        put_entry_list(p, "target_system_spec", a);
        return;
    case DL_AT_FPTR_ALIGN: {
        const dl_fptr_align_key *k = (const dl_fptr_align_key *)a->key;
        put(p, "#dlti.function_pointer_alignment<");
        put_u64(p, k->alignment);
        put(p, ", function_dependent = ");
        put(p, k->function_dependent ? "true" : "false");
        putc_(p, '>');
        return;
    }
    case DL_AT_DIALECT:
        put_hooked(p, '#', a->cls->dialect, a->cls->name, NULL, a);
        return;
    }
    if (elide != EL_MUST && typed && dl_type_kind_of(typed) != DL_TY_NONE) {
        put(p, " : ");
        p_type(p, typed);
    }
}

static void p_attr(P *p, const dlti_attr *a, int elide)
{
    if (!a) {
        put(p, "<<NULL ATTRIBUTE>>");
        return;
    }
    if (p->aliases) {
        const char *prefix = attr_alias_prefix(a);
        if (prefix) {
            pr_alias *e = alias_find(p, a);
            if (!p->visiting) {
                if (e) {
                    put_alias_name(p, e);
                    return;
                }
            } else {
                if (!e)
                    alias_record(p, a, prefix, false);
                /* raw maps/sets have no nested aliases: depth 0 */
                if (p->aliases->depth_acc < 0)
                    p->aliases->depth_acc = 0;
                return;
            }
        }
    }
    /* Elision depends on the context: only the never-elided text is kept. */
    if (elide != EL_NEVER || dl_attr_kind_of(a) == DL_AT_UNIT) {
        p_attr_impl(p, a, elide);
        return;
    }
    if (cached_put(p, a))
        return;
    size_t start = p->b->len;
    p_attr_impl(p, a, elide);
    cache_note(p, a, start);
}

/* ======================================================================
 * SSA value and block numbering (SSANameState)
 * ====================================================================== */

typedef struct blk_info {
    long num;      /* ^bbN */
    size_t npreds;
    long *preds;   /* block numbers of predecessor uses, sorted */
} blk_info;

struct pr_names {
    ptrmap ops;      /* op -> value id + 1, for ops printed outside
                        p_region (the root; all ops when printing a
                        nested op on its own) */
    ptrmap regions;  /* region -> first value id + 1 (see put_results) */
    bool map_all_ops;
    ptrmap blocks;   /* block -> index + 1 into blks */
    ptrmap args;     /* &block->args[i] -> (id << 1 | is_arg) + 1 */
    ptrmap strs;     /* &op->operand_names[i] / &op->successors[i] -> str index + 1 */
    blk_info *blks;
    size_t nblks, capblks;
    char **pool;     /* all strings */
    size_t npool, cappool;
    /* definitions: (region, name) -> replacement (chained hash) */
    struct def_ent {
        const void *region;
        const char *base; /* name without #k */
        size_t baselen;
        unsigned long idx;
        size_t repl;      /* pool index */
        struct def_ent *next;
    } **defs;
    size_t capdefs;
    bool track_defs; /* some op uses a value or block by name */
    bool failed;
};

typedef struct def_ent def_ent;

static size_t names_str(pr_names *nm, const char *fmt, long a, long b)
{
    char tmp[64];
    int n = b >= 0 ? snprintf(tmp, sizeof tmp, fmt, a, b) : snprintf(tmp, sizeof tmp, fmt, a);
    if (n < 0)
        n = 0;
    if (nm->npool == nm->cappool) {
        size_t nc = nm->cappool ? nm->cappool * 2 : 64;
        char **np = realloc(nm->pool, nc * sizeof *np);
        if (!np) {
            nm->failed = true;
            return 0;
        }
        nm->pool = np;
        nm->cappool = nc;
    }
    char *s = malloc((size_t)n + 1);
    if (!s) {
        nm->failed = true;
        return 0;
    }
    memcpy(s, tmp, (size_t)n + 1);
    nm->pool[nm->npool++] = s;
    return nm->npool; /* index + 1 */
}

static const char *names_get(const pr_names *nm, size_t ref)
{
    return ref ? nm->pool[ref - 1] : NULL;
}

/* Splits "%x#3" into base "%x" and index 3; "%x:2" / "%x" give index 0. */
static void split_use(const char *s, size_t *baselen, unsigned long *idx)
{
    size_t n = strlen(s);
    *idx = 0;
    *baselen = n;
    for (size_t i = 0; i < n; i++) {
        if (s[i] == '#' || s[i] == ':') {
            *baselen = i;
            if (s[i] == '#')
                *idx = strtoul(s + i + 1, NULL, 10);
            return;
        }
    }
}

static uint64_t def_hash(const void *region, const char *base, size_t len,
                         unsigned long idx)
{
    uint64_t h = dl_hash_ptr(region) ^ (idx * 0x9E3779B97F4A7C15ULL);
    /* FNV-1a over the name */
    uint64_t f = 1469598103934665603ULL;
    for (size_t i = 0; i < len; i++) {
        f ^= (unsigned char)base[i];
        f *= 1099511628211ULL;
    }
    return h ^ f;
}

static void def_add(pr_names *nm, const void *region, const char *base,
                    size_t len, unsigned long idx, size_t repl)
{
    if (!nm->capdefs) {
        nm->capdefs = 64;
        nm->defs = calloc(nm->capdefs, sizeof *nm->defs);
        if (!nm->defs) {
            nm->capdefs = 0;
            nm->failed = true;
            return;
        }
    }
    def_ent *e = malloc(sizeof *e);
    if (!e) {
        nm->failed = true;
        return;
    }
    e->region = region;
    e->base = base;
    e->baselen = len;
    e->idx = idx;
    e->repl = repl;
    size_t b = (size_t)def_hash(region, base, len, idx) & (nm->capdefs - 1);
    e->next = nm->defs[b];
    nm->defs[b] = e;
}

static size_t def_find(const pr_names *nm, const void *region, const char *base,
                       size_t len, unsigned long idx)
{
    if (!nm->capdefs)
        return 0;
    size_t b = (size_t)def_hash(region, base, len, idx) & (nm->capdefs - 1);
    for (const def_ent *e = nm->defs[b]; e; e = e->next)
        if (e->region == region && e->idx == idx && e->baselen == len &&
            !memcmp(e->base, base, len))
            return e->repl;
    return 0;
}

typedef struct num_ctx {
    long next_value, next_arg;
} num_ctx;

static void number_op_results(pr_names *nm, const dlti_op *op, num_ctx *c,
                              const void *region)
{
    if (!op->nresults)
        return;
    long id = c->next_value++;
    /* Inside a region the printer counts ids itself, in print order. */
    if (!region || nm->map_all_ops)
        pm_put(&nm->ops, op, (size_t)id + 1);
    if (!region || !op->result_names || !nm->track_defs)
        return;
    /* Register the written names: groups "%x:N" / "%x#k" / repeated base. */
    const char *prev = NULL;
    size_t prevlen = 0;
    unsigned long k = 0;
    for (unsigned i = 0; i < op->nresults; i++) {
        const char *s = op->result_names[i];
        size_t len;
        unsigned long idx;
        if (!s) {
            if (!prev)
                continue;
            k++;
        } else {
            split_use(s, &len, &idx);
            bool explicit_idx = strchr(s, '#') != NULL;
            if (prev && len == prevlen && !memcmp(s, prev, len) && !explicit_idx) {
                k++;
            } else {
                prev = s;
                prevlen = len;
                k = explicit_idx ? idx : 0;
            }
        }
        size_t repl = op->nresults == 1
                          ? names_str(nm, "%%%ld", id, -1)
                          : names_str(nm, "%%%ld#%ld", id, (long)i);
        if (repl)
            def_add(nm, region, prev, prevlen, k, repl);
    }
}

static void number_region(pr_names *nm, const dl_region *r, num_ctx c);

static void number_region(pr_names *nm, const dl_region *r, num_ctx c)
{
    long next_block = 0;
    pm_put(&nm->regions, r, (size_t)c.next_value + 1);
    /* blocks and values of this region */
    for (const dl_block *b = r->first; b; b = b->next) {
        if (!dl_array_reserve((void **)&nm->blks, &nm->capblks, nm->nblks,
                              sizeof *nm->blks, 32)) {
            nm->failed = true;
            return;
        }
        blk_info *bi = &nm->blks[nm->nblks];
        memset(bi, 0, sizeof *bi);
        bi->num = next_block++;
        nm->nblks++;
        pm_put(&nm->blocks, b, nm->nblks);
        bool entry = b == r->first;
        for (unsigned i = 0; i < b->nargs; i++) {
            long id;
            size_t repl;
            if (entry) {
                id = c.next_arg++;
                pm_put(&nm->args, &b->args[i], ((size_t)id << 1 | 1) + 1);
                repl = names_str(nm, "%%arg%ld", id, -1);
            } else {
                id = c.next_value++;
                pm_put(&nm->args, &b->args[i], ((size_t)id << 1) + 1);
                repl = names_str(nm, "%%%ld", id, -1);
            }
            const char *nmw = b->args[i].name;
            if (nmw && repl) {
                size_t len;
                unsigned long idx;
                split_use(nmw, &len, &idx);
                def_add(nm, r, nmw, len, idx, repl);
            }
        }
        for (const dlti_op *op = b->first; op; op = op->next)
            number_op_results(nm, op, &c, r);
    }
    /* successors and predecessors */
    for (const dl_block *b = r->first; b; b = b->next) {
        size_t bidx;
        if (!pm_get(&nm->blocks, b, &bidx))
            continue;
        long from = nm->blks[bidx - 1].num;
        for (const dlti_op *op = b->first; op; op = op->next) {
            for (unsigned i = 0; i < op->nsuccessors; i++) {
                const char *s = op->successors ? op->successors[i] : NULL;
                if (!s)
                    continue;
                const dl_block *target = NULL;
                for (const dl_block *t = r->first; t; t = t->next)
                    if (t->label && !strcmp(t->label, s)) {
                        target = t;
                        break;
                    }
                if (!target)
                    continue;
                size_t tidx;
                if (!pm_get(&nm->blocks, target, &tidx))
                    continue;
                blk_info *ti = &nm->blks[tidx - 1];
                size_t repl = names_str(nm, "^bb%ld", ti->num, -1);
                if (repl)
                    pm_put(&nm->strs, &op->successors[i], repl);
                long *np = realloc(ti->preds, (ti->npreds + 1) * sizeof *np);
                if (!np) {
                    nm->failed = true;
                    continue;
                }
                ti->preds = np;
                /* keep sorted by block order (stable insertion) */
                size_t pos = ti->npreds;
                while (pos && ti->preds[pos - 1] > from) {
                    ti->preds[pos] = ti->preds[pos - 1];
                    pos--;
                }
                ti->preds[pos] = from;
                ti->npreds++;
            }
        }
    }
    /* nested regions start from the counts after this whole region */
    for (const dl_block *b = r->first; b; b = b->next)
        for (const dlti_op *op = b->first; op; op = op->next)
            for (unsigned i = 0; i < op->nregions; i++)
                number_region(nm, &op->regions[i], c);
}

/* The chain of enclosing regions, innermost first. */
typedef struct region_chain {
    const dl_region *r;
    const struct region_chain *up;
} region_chain;

static void resolve_op(pr_names *nm, const dlti_op *op, const region_chain *ch)
{
    for (unsigned i = 0; i < op->noperands; i++) {
        const char *s = op->operand_names ? op->operand_names[i] : NULL;
        if (!s)
            continue;
        size_t len;
        unsigned long idx;
        split_use(s, &len, &idx);
        for (const region_chain *c = ch; c; c = c->up) {
            size_t repl = def_find(nm, c->r, s, len, idx);
            if (repl) {
                pm_put(&nm->strs, &op->operand_names[i], repl);
                break;
            }
        }
    }
    for (unsigned i = 0; i < op->nregions; i++) {
        region_chain inner = { &op->regions[i], ch };
        for (const dl_block *b = op->regions[i].first; b; b = b->next)
            for (const dlti_op *o = b->first; o; o = o->next)
                resolve_op(nm, o, &inner);
    }
}

static void names_free(pr_names *nm)
{
    if (!nm)
        return;
    pm_free(&nm->ops);
    pm_free(&nm->regions);
    pm_free(&nm->blocks);
    pm_free(&nm->args);
    pm_free(&nm->strs);
    for (size_t i = 0; i < nm->nblks; i++)
        free(nm->blks[i].preds);
    free(nm->blks);
    for (size_t i = 0; i < nm->npool; i++)
        free(nm->pool[i]);
    free(nm->pool);
    for (size_t i = 0; i < nm->capdefs; i++) {
        def_ent *e = nm->defs[i];
        while (e) {
            def_ent *n = e->next;
            free(e);
            e = n;
        }
    }
    free(nm->defs);
    free(nm);
}

/* Number of named values below `op` (sizes the definition table). */
static size_t count_defs(const dlti_op *op)
{
    size_t n = op->nresults;
    for (unsigned i = 0; i < op->nregions; i++)
        for (const dl_block *b = op->regions[i].first; b; b = b->next) {
            n += b->nargs;
            for (const dlti_op *o = b->first; o; o = o->next)
                n += count_defs(o);
        }
    return n;
}

/* Whether any op below `op` refers to a value or block by name: only then
 * are the written names mapped to the printed ones. */
static bool has_uses(const dlti_op *op)
{
    if (op->noperands || op->nsuccessors)
        return true;
    for (unsigned i = 0; i < op->nregions; i++)
        for (const dl_block *b = op->regions[i].first; b; b = b->next)
            for (const dlti_op *o = b->first; o; o = o->next)
                if (has_uses(o))
                    return true;
    return false;
}

/* Numbers everything below `root` as MLIR does when printing it.  With
 * map_all_ops, every op's id is kept in a map; else only the root's, and
 * the printer counts the ids of ops in regions as it prints them (one
 * counter per region: the ids of a region are consecutive in print
 * order, nested regions coming after it). */
static pr_names *names_build(const dlti_op *root, bool map_all_ops)
{
    pr_names *nm = calloc(1, sizeof *nm);
    if (!nm)
        return NULL;
    nm->map_all_ops = map_all_ops;
    /* The written names are needed only to resolve uses: a body op of
     * query lines alone has none, and no table (def_find finds nothing). */
    nm->track_defs = has_uses(root);
    if (nm->track_defs) {
        size_t want = count_defs(root) * 2;
        nm->capdefs = 64;
        while (nm->capdefs < want && nm->capdefs < ((size_t)1 << 40))
            nm->capdefs *= 2;
        nm->defs = calloc(nm->capdefs, sizeof *nm->defs);
        if (!nm->defs) {
            free(nm);
            return NULL;
        }
    }
    num_ctx c = { 0, 0 };
    /* The root's regions are numbered from the counters before the root's
     * own results (SSANameState pushes them first). */
    for (unsigned i = 0; i < root->nregions; i++)
        number_region(nm, &root->regions[i], c);
    number_op_results(nm, root, &c, NULL);
    resolve_op(nm, root, NULL);
    if (nm->failed || nm->ops.failed || nm->regions.failed ||
        nm->blocks.failed || nm->args.failed ||
        nm->strs.failed) {
        names_free(nm);
        return NULL;
    }
    return nm;
}

/* ======================================================================
 * Operations
 * ====================================================================== */

/* The default dialect pushed for the regions of an op printed in the
 * generic form (OpAsmOpInterface::getDefaultDialect): ops with a custom
 * form of their own (function ops) pass theirs to p_region themselves. */
static const char *op_default_dialect(const dlti_op *op)
{
    if (dl_op_is_module(op))
        return "builtin";
    return "";
}

static void put_value_use(P *p, const char *const *slot)
{
    size_t ref;
    if (p->names && pm_get(&p->names->strs, slot, &ref)) {
        put(p, names_get(p->names, ref));
        return;
    }
    put(p, *slot ? *slot : "<<UNKNOWN SSA VALUE>>");
}

static void put_block_label(P *p, const dl_block *b)
{
    size_t idx;
    if (p->names && pm_get(&p->names->blocks, b, &idx)) {
        putn(p, "^bb", 3);
        put_i64(p, p->names->blks[idx - 1].num);
        return;
    }
    put(p, b->label ? b->label : "^bb0");
}

static void put_block_arg(P *p, const dl_block_arg *a)
{
    size_t v;
    if (p->names && pm_get(&p->names->args, a, &v)) {
        v--;
        if (v & 1) {
            put(p, "%arg");
            put_u64(p, v >> 1);
        } else {
            putc_(p, '%');
            put_u64(p, v >> 1);
        }
        return;
    }
    put(p, a->name ? a->name : "%<<UNNAMED>>");
}

static void put_results(P *p, const dlti_op *op)
{
    if (!op->nresults)
        return;
    size_t id;
    bool counted = p->next_value >= 0 && op->parent && p->names;
    if (counted)
        id = (size_t)p->next_value++ + 1;
    if (counted || (p->names && pm_get(&p->names->ops, op, &id))) {
        putc_(p, '%');
        put_u64(p, id - 1);
        if (op->nresults > 1) {
            putc_(p, ':');
            put_u64(p, op->nresults);
        }
    } else {
        /* stored names: print each group head as written */
        bool first = true;
        for (unsigned i = 0; i < op->nresults; i++) {
            const char *s = op->result_names ? op->result_names[i] : NULL;
            if (!s)
                continue;
            if (i && strchr(s, '#'))
                continue;
            if (i && op->result_names[i - 1]) {
                size_t l1, l2;
                unsigned long k1, k2;
                split_use(s, &l1, &k1);
                split_use(op->result_names[i - 1], &l2, &k2);
                if (l1 == l2 && !memcmp(s, op->result_names[i - 1], l1))
                    continue;
            }
            if (!first)
                put(p, ", ");
            put(p, s);
            first = false;
        }
        if (first)
            put(p, "%<<UNNAMED>>");
    }
    put(p, " = ");
}

static void p_block(P *p, const dl_block *b, bool header)
{
    if (header) {
        put_indent(p, p->indent);
        put_block_label(p, b);
        if (b->nargs) {
            putc_(p, '(');
            for (unsigned i = 0; i < b->nargs; i++) {
                if (i)
                    put(p, ", ");
                put_block_arg(p, &b->args[i]);
                put(p, ": ");
                p_type(p, b->args[i].type);
            }
            putc_(p, ')');
        }
        putc_(p, ':');
        size_t idx;
        if (p->names && pm_get(&p->names->blocks, b, &idx)) {
            const blk_info *bi = &p->names->blks[idx - 1];
            if (!bi->npreds) {
                if (bi->num != 0)
                    put(p, "  // no predecessors");
            } else if (bi->npreds == 1) {
                put(p, "  // pred: ^bb");
                put_i64(p, bi->preds[0]);
            } else {
                put(p, "  // ");
                put_u64(p, bi->npreds);
                put(p, " preds: ");
                for (size_t i = 0; i < bi->npreds; i++) {
                    if (i)
                        put(p, ", ");
                    put(p, "^bb");
                    put_i64(p, bi->preds[i]);
                }
            }
        }
        putc_(p, '\n');
    }
    unsigned saved = p->indent;
    p->indent += 2;
    for (const dlti_op *op = b->first; op; op = op->next) {
        p_op(p, op);
        putc_(p, '\n');
        /* Between ops nothing printed earlier is rewritten: a safe point
         * to hand the text to the writer. */
        dl_buf_drain(p->b, false);
    }
    p->indent = saved;
}

/* A region after its `{` and newline: the blocks, then indent `}`. */
static void p_region_body(P *p, const dl_region *r, const char *dialect,
                          bool entry_args, bool empty_block)
{
    long saved_next = p->next_value;
    size_t base;
    p->next_value = p->names && !p->names->map_all_ops &&
                            pm_get(&p->names->regions, r, &base)
                        ? (long)base - 1
                        : -1;
    if (r->first) {
        const char *saved = p->default_dialect;
        p->default_dialect = dialect;
        const dl_block *entry = r->first;
        bool header = (empty_block && !entry->first) || (entry_args && entry->nargs);
        p_block(p, entry, header);
        for (const dl_block *b = entry->next; b; b = b->next) {
            if (p->next_value >= 0)
                p->next_value += b->nargs; /* their args hold value ids */
            p_block(p, b, true);
        }
        p->default_dialect = saved;
    }
    p->next_value = saved_next;
    put_indent(p, p->indent);
    putc_(p, '}');
}

/* printRegion: `{` newline blocks indent `}`. */
static void p_region(P *p, const dl_region *r, const char *dialect,
                     bool entry_args, bool empty_block)
{
    put(p, "{\n");
    p_region_body(p, r, dialect, entry_args, empty_block);
}

/* Alias visit order of the generic form (DummyAliasOperationPrinter). */
static void visit_generic(P *p, const dlti_op *op)
{
    pr_tail *tail = op_tail(p, op);
    if (tail && tail->visited)
        return; /* its type and attributes were walked already */
    if (tail)
        tail->visited = true;
    for (unsigned i = 0; i < op->nregions; i++) {
        const char *saved = p->default_dialect;
        p->default_dialect = op_default_dialect(op);
        for (const dl_block *b = op->regions[i].first; b; b = b->next) {
            for (unsigned j = 0; j < b->nargs; j++)
                p_type(p, b->args[j].type);
            for (const dlti_op *o = b->first; o; o = o->next)
                p_op(p, o);
        }
        p->default_dialect = saved;
    }
    for (unsigned i = 0; i < op->noperands; i++) {
        const dlti_type *t = op->operand_types ? op->operand_types[i] : NULL;
        if (first_visit(p, t))
            p_type(p, t);
    }
    for (unsigned i = 0; i < op->nresults; i++) {
        const dlti_type *t = op->result_types ? op->result_types[i] : NULL;
        if (first_visit(p, t))
            p_type(p, t);
    }
    if (op->props && first_visit(p, op->props))
        p_attr(p, op->props, EL_NEVER);
    if (op->attrs && first_visit(p, op->attrs))
        p_attr(p, op->attrs, EL_NEVER);
}

static void p_generic_body(P *p, const dlti_op *op);

static void p_generic(P *p, const dlti_op *op)
{
    pr_tail *t = p->visiting ? NULL : op_tail(p, op);
    if (!t) {
        p_generic_body(p, op);
        return;
    }
    if (t->span) {
        if (p->tape)
            tape_span(p, t->span);
        else
            put_span(p, t->span);
        return;
    }
    size_t start = p->b->len;
    p_generic_body(p, op);
    if (++t->seen == 2)
        t->span = cache_keep(p, start);
}

/* The generic form after the result names (and indentation). */
static void p_generic_body(P *p, const dlti_op *op)
{
    /* Tagged key (the name's second byte): quoting is a loop per byte. */
    const char *name = op->name ? op->name : "";
    if (!cached_put(p, name + 1)) {
        size_t start = p->b->len;
        put_quoted(p, name, strlen(name));
        cache_note(p, name + 1, start);
    }
    putc_(p, '(');
    for (unsigned i = 0; i < op->noperands; i++) {
        if (i)
            put(p, ", ");
        put_value_use(p, &op->operand_names[i]);
    }
    putc_(p, ')');
    if (op->nsuccessors) {
        putc_(p, '[');
        for (unsigned i = 0; i < op->nsuccessors; i++) {
            if (i)
                put(p, ", ");
            put_value_use(p, &op->successors[i]);
        }
        putc_(p, ']');
    }
    if (op->props) {
        put(p, " <");
        p_attr(p, op->props, EL_NEVER);
        putc_(p, '>');
    }
    if (op->nregions) {
        put(p, " (");
        for (unsigned i = 0; i < op->nregions; i++) {
            if (i)
                put(p, ", ");
            p_region(p, &op->regions[i], op_default_dialect(op), true, true);
        }
        putc_(p, ')');
    }
    if (op->attrs && dl_dict(op->attrs)->n) {
        /* Tagged key: this text differs from the dictionary's own. */
        const char *key = (const char *)op->attrs + 1;
        if (!cached_put(p, key)) {
            size_t start = p->b->len;
            put(p, " {");
            put_dict_body(p, op->attrs);
            putc_(p, '}');
            cache_note(p, key, start);
        }
    }
    put(p, " : (");
    for (unsigned i = 0; i < op->noperands; i++) {
        if (i)
            put(p, ", ");
        p_type(p, op->operand_types ? op->operand_types[i] : NULL);
    }
    put(p, ") -> ");
    bool wrap = op->nresults != 1 ||
                (op->result_types && op->result_types[0] &&
                 dl_type_kind_of(op->result_types[0]) == DL_TY_FUNCTION);
    if (wrap)
        putc_(p, '(');
    for (unsigned i = 0; i < op->nresults; i++) {
        if (i)
            put(p, ", ");
        p_type(p, op->result_types ? op->result_types[i] : NULL);
    }
    if (wrap)
        putc_(p, ')');
}

/* OpState::printOpName: the name without the default dialect's prefix
 * when it has no other dot.  Remembers where it began, so that a custom
 * printer can fall back to the generic form (print_generic_instead). */
static void put_op_name(P *p, const dlti_op *op)
{
    const char *name = op->name ? op->name : "";
    const char *dd = p->default_dialect ? p->default_dialect : "";
    size_t dl = strlen(dd);
    p->name_off = p->b->len;
    if (!strncmp(name, dd, dl) && name[dl] == '.' && !strchr(name + dl + 1, '.'))
        name += dl + 1;
    put(p, name);
}

/* Registered ops with a custom printer: the core prints the name, the
 * class's hook what follows (plugin.h); builtin.module prints its own. */
static void p_custom(P *p, const dlti_op *op)
{
    if (!op->cls->is_module)
        put_op_name(p, op);
    op->cls->print(p, op);
}

/* The indentation and `%N = ` of an op with one counted result, in one
 * piece: most lines of a large module start so.  False for other ops. */
static bool put_line_head(P *p, const dlti_op *op)
{
    if (op->nresults != 1 || p->next_value < 0 || !op->parent || !p->names ||
        p->indent > 64)
        return false;
    char line[64 + 32], digits[24];
    char *e = digits + sizeof digits;
    char *d = dl_fmt_u64(e, (uint64_t)p->next_value++);
    size_t n = p->indent;
    memset(line, ' ', n);
    line[n++] = '%';
    memcpy(line + n, d, (size_t)(e - d));
    n += (size_t)(e - d);
    memcpy(line + n, " = ", 3);
    putn(p, line, n + 3);
    return true;
}

/* Prints one op at p->indent, without the trailing newline. */
static void p_op(P *p, const dlti_op *op)
{
    if (p->visiting) {
        if (op->cls && op->cls->print)
            p_custom(p, op);
        else
            visit_generic(p, op);
        return;
    }
    if (!put_line_head(p, op)) {
        put_indent(p, p->indent);
        put_results(p, op);
    }
    if (op->cls && op->cls->print)
        p_custom(p, op);
    else
        p_generic(p, op);
}

/* For custom printers given an op their form cannot express (MLIR's
 * verifier would have refused it): the generic form instead, replacing the
 * name already printed. */
static void print_generic_instead(P *p, const dlti_op *op)
{
    if (p->visiting) {
        visit_generic(p, op);
        return;
    }
    if (p->name_off <= p->b->len && !p->b->failed)
        p->b->len = p->name_off;
    p_generic(p, op);
}

/* ---- builtin.module ---------------------------------------------------- */

static const dlti_attr *dict_lookup(const dlti_attr *dict, const char *name)
{
    if (!dict || dl_attr_kind_of(dict) != DL_AT_DICT)
        return NULL;
    const dl_dict_key *k = dl_dict(dict);
    for (size_t i = 0; i < k->n; i++)
        if (k->elems[i].name && !strcmp(k->elems[i].name, name))
            return k->elems[i].value;
    return NULL;
}

static bool attr_is(const dlti_attr *a, dl_attr_kind kind)
{
    return a && dl_attr_kind_of(a) == kind;
}

/* printOptionalAttrDict[WithKeyword] of op->getAttrs(): the inherent
 * (properties) and discardable attributes merged in name order, without
 * the names in `elided`. */
static void put_op_attr_dict(P *p, const dlti_op *op,
                             const char *const *elided, bool keyword)
{
    const dl_dict_key *pk = attr_is(op->props, DL_AT_DICT) ? dl_dict(op->props)
                                                           : NULL;
    const dl_dict_key *ak = attr_is(op->attrs, DL_AT_DICT) ? dl_dict(op->attrs)
                                                           : NULL;
    size_t np = pk ? pk->n : 0, na = ak ? ak->n : 0;
    size_t i = 0, j = 0;
    bool any = false;
    while (i < np || j < na) {
        const dl_named_attr *e;
        if (j >= na || (i < np && strcmp(pk->elems[i].name, ak->elems[j].name) <= 0))
            e = &pk->elems[i++];
        else
            e = &ak->elems[j++];
        bool skip = false;
        for (size_t k = 0; elided && elided[k]; k++)
            if (e->name && !strcmp(e->name, elided[k]))
                skip = true;
        if (skip)
            continue;
        put(p, any ? ", " : keyword ? " attributes {" : " {");
        any = true;
        put_named_attr(p, e);
    }
    if (any)
        putc_(p, '}');
}

/* "module @name attributes {...} {" and the newline: printed by itself
 * when the module's body streams (dl_sp_begin). */
static void put_module_head(P *p, const dlti_op *op)
{
    if (p->default_dialect && !strcmp(p->default_dialect, "builtin"))
        put(p, "module");
    else
        put(p, "builtin.module");
    const dlti_attr *sym = dict_lookup(op->props, "sym_name");
    if (!sym)
        sym = dict_lookup(op->attrs, "sym_name");
    if (sym && dl_attr_kind_of(sym) == DL_AT_STRING) {
        const dl_string_attr_key *sk = (const dl_string_attr_key *)sym->key;
        put(p, " @");
        put_keyword_or_string(p, sk->str, sk->len);
    } else {
        sym = NULL;
    }

    /* attr-dict-with-keyword, sym_name elided when printed above. */
    static const char *const sym_elided[] = {"sym_name", NULL};
    put_op_attr_dict(p, op, sym ? sym_elided : NULL, true);
    put(p, " {\n");
}

void dl_print_module(dlti_printer *pr, const dlti_op *op)
{
    /* In the alias visit pass the text goes to a scratch buffer, so the
     * same code walks attributes and regions in the custom-form order. */
    P *p = pr;
    put_module_head(p, op);
    if (!op->nregions) {
        putc_(p, '}');
        return;
    }
    p_region_body(p, &op->regions[0], "builtin", false, false);
    for (unsigned r = 1; r < op->nregions; r++) {
        putc_(p, ' ');
        p_region(p, &op->regions[r], "builtin", false, false);
    }
}

/* ---- Function and return ops (plugin.h) --------------------------------- */

/* An optional `arg_attrs` / `res_attrs` value: an array of n dictionaries. */
static bool dict_array_ok(const dlti_attr *a, size_t n)
{
    if (!a)
        return true;
    if (!attr_is(a, DL_AT_ARRAY) || dl_attr_list(a)->n != n)
        return false;
    for (size_t i = 0; i < n; i++)
        if (!attr_is(dl_attr_list(a)->elems[i], DL_AT_DICT))
            return false;
    return true;
}

/* printOptionalAttrDict of one dictionary attribute (or none). */
static void put_optional_dict(P *p, const dlti_attr *dict)
{
    if (!dict || !dl_dict(dict)->n)
        return;
    put(p, " {");
    put_dict_body(p, dict);
    putc_(p, '}');
}

static const dlti_attr *list_at(const dlti_attr *array, size_t i)
{
    return array ? dl_attr_list(array)->elems[i] : NULL;
}

/* function_interface_impl::printFunctionOp, after the op name. */
void dlti_print_function_op(dlti_printer *pr, const dlti_op *op)
{
    if (!pr || !op)
        return;
    P *p = pr;
    const dlti_attr *props = attr_is(op->props, DL_AT_DICT) ? op->props : NULL;
    const dlti_attr *name = props ? dl_dict_get(props, "sym_name") : NULL;
    const dlti_attr *fty = props ? dl_dict_get(props, "function_type") : NULL;
    const dlti_attr *vis = props ? dl_dict_get(props, "sym_visibility") : NULL;
    const dlti_attr *arg_attrs = props ? dl_dict_get(props, "arg_attrs") : NULL;
    const dlti_attr *res_attrs = props ? dl_dict_get(props, "res_attrs") : NULL;
    const dlti_type *ft = attr_is(fty, DL_AT_TYPE)
                              ? ((const dl_type_attr_key *)fty->key)->type
                              : NULL;
    const dl_list_key *fk =
        ft && dl_type_kind_of(ft) == DL_TY_FUNCTION ? dl_list(ft) : NULL;
    const dl_block *entry = op->nregions == 1 ? op->regions[0].first : NULL;
    bool ok = fk && attr_is(name, DL_AT_STRING) &&
              (!vis || attr_is(vis, DL_AT_STRING)) && op->nregions == 1 &&
              !op->noperands && !op->nresults && !op->nsuccessors &&
              dict_array_ok(arg_attrs, fk->n_inputs) &&
              dict_array_ok(res_attrs, fk->n_results) &&
              (!entry || entry->nargs == fk->n_inputs);
    for (unsigned i = 0; ok && entry && i < entry->nargs; i++)
        ok = entry->args[i].type == fk->types[i];
    if (!ok) {
        print_generic_instead(p, op);
        return;
    }

    putc_(p, ' ');
    if (vis) {
        const dl_string_attr_key *vk = (const dl_string_attr_key *)vis->key;
        putn(p, vk->str, vk->len);
        putc_(p, ' ');
    }
    const dl_string_attr_key *nk = (const dl_string_attr_key *)name->key;
    if (nk->len) {
        putc_(p, '@');
        put_keyword_or_string(p, nk->str, nk->len);
    } else {
        put(p, "@<<INVALID EMPTY SYMBOL>>");
    }

    /* printFunctionSignature */
    putc_(p, '(');
    for (uint32_t i = 0; i < fk->n_inputs; i++) {
        if (i)
            put(p, ", ");
        if (entry) {
            put_block_arg(p, &entry->args[i]);
            put(p, ": ");
            p_type(p, entry->args[i].type);
        } else {
            p_type(p, fk->types[i]);
        }
        put_optional_dict(p, list_at(arg_attrs, i));
    }
    putc_(p, ')');
    if (fk->n_results) {
        /* printFunctionResultList */
        const dlti_type *first = fk->types[fk->n_inputs];
        const dlti_attr *d0 = list_at(res_attrs, 0);
        bool parens = fk->n_results > 1 ||
                      dl_type_kind_of(first) == DL_TY_FUNCTION ||
                      (d0 && dl_dict(d0)->n);
        put(p, " -> ");
        if (parens)
            putc_(p, '(');
        for (uint32_t i = 0; i < fk->n_results; i++) {
            if (i)
                put(p, ", ");
            p_type(p, fk->types[fk->n_inputs + i]);
            put_optional_dict(p, list_at(res_attrs, i));
        }
        if (parens)
            putc_(p, ')');
    }

    /* printFunctionAttributes */
    static const char *const elided[] = {"sym_name", "sym_visibility",
                                         "function_type", "arg_attrs",
                                         "res_attrs", NULL};
    put_op_attr_dict(p, op, elided, true);

    /* The body, unless external; the op's namespace is the default dialect
     * inside (func.func's OpAsmOpInterface). */
    if (entry) {
        const char *ns = op->cls && op->cls->dialect ? op->cls->dialect->name : "";
        putc_(p, ' ');
        p_region(p, &op->regions[0], ns, false, false);
    }
}

/* `attr-dict ($operands^ : type($operands))?`, after the op name. */
void dlti_print_return_op(dlti_printer *pr, const dlti_op *op)
{
    if (!pr || !op)
        return;
    P *p = pr;
    /* The custom form ends at the line's end only as a block's last op:
     * a misplaced return (MLIR would reject it) prints generically, so
     * that the next op is not read as its operands. */
    if (op->nresults || op->nregions || op->nsuccessors || op->next) {
        print_generic_instead(p, op);
        return;
    }
    put_op_attr_dict(p, op, NULL, false);
    if (!op->noperands)
        return;
    putc_(p, ' ');
    for (unsigned i = 0; i < op->noperands; i++) {
        if (i)
            put(p, ", ");
        put_value_use(p, &op->operand_names[i]);
    }
    put(p, " : ");
    for (unsigned i = 0; i < op->noperands; i++) {
        if (i)
            put(p, ", ");
        p_type(p, op->operand_types ? op->operand_types[i] : NULL);
    }
}

/* ======================================================================
 * Entry points
 * ====================================================================== */

static void printer_init(P *p, dl_buf *b)
{
    memset(p, 0, sizeof *p);
    p->b = b;
    p->default_dialect = "builtin";
    p->next_value = -1;
}

void dl_print_type(dl_buf *b, const dlti_type *t)
{
    P p;
    printer_init(&p, b);
    p_type(&p, t);
}

void dl_print_attr(dl_buf *b, const dlti_attr *a)
{
    P p;
    printer_init(&p, b);
    p_attr(&p, a, EL_NEVER);
}

static void aliases_free(pr_aliases *al)
{
    if (!al)
        return;
    free(al->v);
    pm_free(&al->index);
    free(al);
}

/* The alias definitions at the top of a module's text (al->n > 0). */
static void put_alias_defs(P *p, pr_aliases *al)
{
    p->aliases = al;
    for (size_t i = 0; i < al->n; i++) {
        const pr_alias *e = &al->v[i];
        put_alias_name(p, e);
        put(p, " = ");
        if (e->is_type)
            p_type_impl(p, e->sym);
        else
            p_attr_impl(p, e->sym, EL_NEVER);
        putc_(p, '\n');
    }
}

void dl_print_op(dl_buf *b, const dlti_op *op, unsigned indent)
{
    if (!op) {
        dl_buf_puts(b, "<<NULL OPERATION>>\n");
        return;
    }
    const dlti_op *root = op;
    while (root->parent)
        root = root->parent;

    P p;
    printer_init(&p, b);
    p.names = names_build(root, op != root);
    p.cache = calloc(1, sizeof *p.cache); /* optional: NULL prints uncached */

    if (!op->parent) {
        /* Top level: collect and print the aliases first. */
        pr_aliases *al = calloc(1, sizeof *al);
        if (al) {
            dl_buf scratch = { 0 };
            P v;
            printer_init(&v, &scratch);
            v.names = p.names;
            v.cache = p.cache;
            v.aliases = al;
            v.visiting = true;
            al->depth_acc = -1;
            p_op(&v, op);
            dl_buf_free(&scratch);
            if (al->index.failed) {
                aliases_free(al);
                al = NULL;
            } else {
                alias_finalize(al);
            }
        }
        if (al && al->n) {
            put_alias_defs(&p, al);
        } else {
            aliases_free(al);
            al = NULL;
        }
        p.aliases = al;
        p.indent = indent;
        p_op(&p, op);
        putc_(&p, '\n');
        aliases_free(al);
    } else {
        p.indent = indent;
        p_op(&p, op);
        putc_(&p, '\n');
    }
    names_free(p.names);
    cache_free(p.cache);
}

/* ---- Streamed printing (stream.c) -------------------------------------- */

/* What dl_print_op does for a top-level module, in pieces: the alias pass
 * over the module (its attributes, then each body op), then the aliases
 * and the module up to its body, each body op, and the closing brace.
 * Body ops have no results (stream.c checks): their regions are numbered
 * from zero, as in the whole module. */
struct dl_stream_printer {
    P v;                /* the alias pass */
    dl_buf scratch;     /* its discarded text */
    pr_aliases *al;
    pr_cache *cache;    /* kept texts, shared by both passes */
    P p;                /* the printing */
    dl_buf out;
    /* Body ops printed during the check (dl_sp_tape_unit): t.tape is set
     * once the first is, tape.failed once the text is dropped. */
    P t;
    dl_buf tape_text;
    pr_tape tape;
};

dl_stream_printer *dl_sp_new(void)
{
    dl_stream_printer *sp = calloc(1, sizeof *sp);
    if (!sp)
        return NULL;
    sp->al = calloc(1, sizeof *sp->al);
    sp->cache = calloc(1, sizeof *sp->cache);
    if (!sp->al || !sp->cache) {
        dl_sp_free(sp);
        return NULL;
    }
    sp->al->depth_acc = -1;
    printer_init(&sp->v, &sp->scratch);
    sp->v.cache = sp->cache;
    sp->v.aliases = sp->al;
    sp->v.visiting = true;
    return sp;
}

bool dl_sp_visit(dl_stream_printer *sp, const dlti_op *op)
{
    /* A body op is visited as p_region visits the module's block. */
    sp->v.default_dialect = "builtin";
    p_op(&sp->v, op);
    sp->scratch.len = 0;
    return !sp->al->index.failed && !sp->scratch.failed;
}

bool dl_sp_begin(dl_stream_printer *sp, const dlti_op *top,
                 dlti_write_fn write, void *user)
{
    sp->out.sink = write;
    sp->out.sink_user = user;
    printer_init(&sp->p, &sp->out);
    sp->p.cache = sp->cache;
    alias_finalize(sp->al);
    if (sp->al->n)
        put_alias_defs(&sp->p, sp->al);
    else
        sp->p.aliases = NULL;
    put_module_head(&sp->p, top);
    sp->p.indent = 2;
    return !sp->out.failed;
}

/* A body op with its own value numbering, as p_region prints it in the
 * module's block. */
static void p_body_op(P *p, const dlti_op *unit)
{
    p->names = names_build(unit, false);
    p->default_dialect = "builtin";
    p->next_value = 0;
    p_op(p, unit);
    putc_(p, '\n');
    names_free(p->names);
    p->names = NULL;
}

void dl_sp_unit(dl_stream_printer *sp, const dlti_op *unit)
{
    p_body_op(&sp->p, unit);
    dl_buf_drain(&sp->out, false);
}

static void tape_drop(dl_stream_printer *sp)
{
    dl_buf_free(&sp->tape_text);
    free(sp->tape.refs);
    memset(&sp->tape, 0, sizeof sp->tape);
    sp->tape.failed = true; /* (never taken up again) */
}

/* Body ops print the same text whenever no alias is known (there is
 * none to use): then the check prints each one as it goes, and the print
 * replays that text instead of parsing the file again. */
bool dl_sp_tape_unit(dl_stream_printer *sp, const dlti_op *unit)
{
    if (sp->tape.failed)
        return false;
    if (sp->al->n) {
        tape_drop(sp);
        return false;
    }
    if (!sp->t.tape) {
        printer_init(&sp->t, &sp->tape_text);
        sp->t.cache = sp->cache;
        sp->t.tape = &sp->tape;
        sp->t.indent = 2;
    }
    p_body_op(&sp->t, unit);
    if (sp->tape.failed || sp->tape_text.failed ||
        sp->tape_text.len > DL_TAPE_MAX) {
        tape_drop(sp);
        return false;
    }
    return true;
}

bool dl_sp_taped(const dl_stream_printer *sp)
{
    return sp->t.tape && !sp->tape.failed && !sp->al->n;
}

/* Pieces handed over per call: gaps and tails alternate. */
#define REPLAY_BATCH 512

/* The kept text with its references, in order, to `pieces` in batches;
 * stops once the output failed. */
static void tape_pieces(dl_stream_printer *sp, dlti_write_pieces_fn pieces,
                        void *user)
{
    const char *text = sp->tape_text.data;
    const pr_cache *c = sp->cache;
    dlti_piece batch[REPLAY_BATCH];
    size_t n = 0, at = 0;
    for (size_t i = 0; i <= sp->tape.nrefs; i++) {
        bool last = i == sp->tape.nrefs;
        size_t gap = last ? sp->tape_text.len - at : sp->tape.refs[i].gap;
        if (gap)
            batch[n++] = (dlti_piece){text + at, gap};
        at += gap;
        if (!last) {
            const pr_span *s = &c->spans[sp->tape.refs[i].span - 1];
            batch[n++] = (dlti_piece){c->pool.data + s->off, s->len};
        }
        if (n + 2 > REPLAY_BATCH || (last && n)) {
            if (sp->out.failed || sp->out.sink_failed)
                return;
            if (pieces(user, batch, n) != 0)
                sp->out.sink_failed = true;
            n = 0;
        }
    }
}

/* Without a pieces writer: into the output buffer, to its writer. */
static int put_pieces(void *user, const dlti_piece *pieces, size_t n)
{
    dl_stream_printer *sp = user;
    for (size_t i = 0; i < n; i++) {
        putn(&sp->p, pieces[i].data, pieces[i].len);
        dl_buf_drain(&sp->out, false);
    }
    return 0;
}

void dl_sp_replay(dl_stream_printer *sp, dlti_write_pieces_fn pieces,
                  void *user)
{
    if (!pieces) {
        tape_pieces(sp, put_pieces, sp);
        return;
    }
    dl_buf_drain(&sp->out, true); /* the module's opening first */
    tape_pieces(sp, pieces, user);
}

dlti_status dl_sp_status(const dl_stream_printer *sp)
{
    return sp->out.failed        ? DLTI_ERR_NOMEM
           : sp->out.sink_failed ? DLTI_ERR_IO
                                 : DLTI_OK;
}

dlti_status dl_sp_end(dl_stream_printer *sp)
{
    put(&sp->p, "}\n");
    dl_buf_drain(&sp->out, true);
    return dl_sp_status(sp);
}

void dl_sp_free(dl_stream_printer *sp)
{
    if (!sp)
        return;
    aliases_free(sp->al);
    cache_free(sp->cache);
    dl_buf_free(&sp->scratch);
    dl_buf_free(&sp->out);
    dl_buf_free(&sp->tape_text);
    free(sp->tape.refs);
    free(sp);
}

/* ---- public API ---------------------------------------------------------- */

char *dlti_type_to_string(const dlti_type *type)
{
    dl_buf b = { 0 };
    dl_print_type(&b, type);
    return dl_buf_take(&b);
}

char *dlti_attr_to_string(const dlti_attr *attr)
{
    dl_buf b = { 0 };
    dl_print_attr(&b, attr);
    return dl_buf_take(&b);
}

char *dlti_op_to_string(const dlti_op *op)
{
    dl_buf b = { 0 };
    dl_print_op(&b, op, 0);
    return dl_buf_take(&b);
}

dlti_status dlti_op_write(const dlti_op *op, dlti_write_fn write, void *user)
{
    if (!write)
        return DLTI_ERR_MISUSE;
    dl_buf b = { 0 };
    b.sink = write;
    b.sink_user = user;
    dl_print_op(&b, op, 0);
    dl_buf_drain(&b, true);
    dlti_status st = b.failed ? DLTI_ERR_NOMEM
                     : b.sink_failed ? DLTI_ERR_IO : DLTI_OK;
    dl_buf_free(&b);
    return st;
}

void dlti_printer_puts(dlti_printer *pr, const char *s)
{
    if (pr && s)
        dl_buf_puts(pr->b, s);
}

void dlti_printer_printf(dlti_printer *pr, const char *fmt, ...)
{
    if (!pr || !fmt)
        return;
    va_list ap;
    va_start(ap, fmt);
    dl_buf_vprintf(pr->b, fmt, ap);
    va_end(ap);
}

void dlti_printer_type(dlti_printer *pr, const dlti_type *t)
{
    if (pr)
        p_type(pr, t);
}

void dlti_printer_attr(dlti_printer *pr, const dlti_attr *a)
{
    if (pr)
        p_attr(pr, a, EL_NEVER);
}
