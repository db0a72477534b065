/* query/pass.c - MLIR's --test-data-layout-query pass: annotates
 * "test.data_layout_query" ops with the layout of their result type. */
#include "config.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "dl_query.h"

#define QUERY_OP "test.data_layout_query"

#define DL_SMALL_INDEX 1024
/* The table of layouts' first size. */
#define SCOPES_FIRST 256

/* The result attributes, in the printed (sorted) order; the others depend
 * on the scope alone (scope_part). */
enum {
    A_ALIGNMENT, A_ALLOCA_MS, A_BITSIZE, A_DEFAULT_MS, A_ENDIANNESS, A_FPA,
    A_GLOBAL_MS, A_INDEX, A_LEGAL_INT_WIDTHS, A_MANGLING, A_PREFERRED,
    A_PROGRAM_MS, A_SIZE, A_STACK_ALIGNMENT, N_RESULT_ATTRS
};
static const char *const result_names[N_RESULT_ATTRS] = {
    "alignment", "alloca_memory_space", "bitsize", "default_memory_space",
    "endianness", "function_pointer_alignment", "global_memory_space",
    "index", "legal_int_widths", "mangling_mode", "preferred",
    "program_memory_space", "size", "stack_alignment",
};

/* The scope-only attributes, shared by the scopes with the same
 * identifier entries. */
typedef struct scope_part {
    const dlti_attr *ids[DL_NUM_ID_QUERIES]; /* the key */
    dl_named_attr attrs[N_RESULT_ATTRS];     /* type slots unset */
    struct scope_part *next;
} scope_part;

/* A scope met by the pass, with what it needs to share answers.  A
 * pass kept in its context for the next (the next file's) binds a record
 * to a scope of that pass when the scope reads as the record's did: the
 * same enclosing record, the same combined entries, no query overrides
 * (the answers are those of the record's pass, but for the ones that
 * read the scope op itself: a record holding one is not bound again). */
typedef struct scope_rec {
    dlti_data_layout *dl;       /* the scope's shared layout, in `pass` */
    struct scope_rec *parent;   /* NULL for the defaults */
    uint64_t changed;           /* dl_layout_scope_changes against the parent */
    const scope_part *part;     /* NULL until a query op needs it */
    unsigned pass;              /* the pass it is bound in */
    bool scoped;                /* holds an answer that read the scope op */
    uint64_t sig;               /* hash of (parent, key); 0: not shared */
    const void **key;           /* what its answers read of the scope */
    size_t nkey;
    struct scope_rec *next_all; /* every record, to free them */
} scope_rec;

/* The answers for a type, computed in one scope, with what computing
 * them read; the dictionary, once built, is for `part`. */
typedef struct answer {
    uint64_t mask;
    dlti_size size, bits;
    uint64_t abi, pref, index;
    int has_index;
    const scope_part *part;
    const dlti_attr *dict;
    struct answer *next;        /* all answers, to free them */
} answer;

/* Answers by (scope, type), open addressing. */
typedef struct memo_rec {
    const scope_rec *scope;
    const dlti_type *type;
    answer *ans;
} memo_rec;

/* The dictionary last given to a type in a scope: one probe answers most
 * query ops (a block's ops query the same few types).  Exact: the pass
 * gives (scope, type) one uniqued dictionary. */
#define RECENT_BITS 10

typedef struct recent_rec {
    const scope_rec *scope;
    const dlti_type *type;
    const dlti_attr *dict;
} recent_rec;

/* The answer last found or computed for a type and the scope it is
 * memoized in: most (scope, type) pairs met for the first time take it
 * from there, after a walk up the scope chain without probing the memo. */
#define LAST_BITS 10

typedef struct last_rec {
    const dlti_type *type;
    const scope_rec *scope;
    answer *ans;
} last_rec;

struct dl_query_pass {
    dlti_context *ctx;
    const dlti_type *index_t;
    const char *query_name;      /* interned QUERY_OP: compared by address */
    dlti_status status;
    const dlti_op *last_parent;  /* the parent op of the last query op */
    scope_rec *last_scope;       /* and its scope */
    memo_rec *memo;
    size_t memo_cap, memo_count;
    scope_rec **scopes;          /* by layout, open addressing (this pass) */
    size_t scopes_cap, scopes_count;
    scope_rec **sigs;            /* shared records by (parent, key) */
    size_t sigs_cap, sigs_count;
    scope_rec *all;              /* every record */
    size_t nrecs;
    unsigned passes;             /* passes run with this state */
    scope_part *parts;
    answer *answers;
    dlti_data_layout *scratch;   /* computes, recording into `rec` */
    dl_recorder rec;
    const dlti_attr *small_index[DL_SMALL_INDEX]; /* `N : index`, N small */
    const dlti_attr *zero_ui32;
    recent_rec recent[1 << RECENT_BITS];
    last_rec last[1 << LAST_BITS];
};
typedef struct dl_query_pass pass_state;

static size_t memo_slot(const pass_state *ps, const scope_rec *sc,
                        const dlti_type *t)
{
    size_t mask = ps->memo_cap - 1;
    size_t i = (size_t)(dl_ir_hash_ptr(t) ^ dl_ir_hash_ptr(sc)) & mask;
    while (ps->memo[i].type &&
           (ps->memo[i].type != t || ps->memo[i].scope != sc))
        i = (i + 1) & mask;
    return i;
}

static answer *memo_get(const pass_state *ps, const scope_rec *sc,
                        const dlti_type *t)
{
    return ps->memo_cap ? ps->memo[memo_slot(ps, sc, t)].ans : NULL;
}

static void memo_place(void *user, const void *rec)
{
    pass_state *ps = user;
    const memo_rec *m = rec;
    ps->memo[memo_slot(ps, m->scope, m->type)] = *m;
}

/* Sets the answer of (sc, t), replacing any. */
static bool memo_set(pass_state *ps, const scope_rec *sc, const dlti_type *t,
                     answer *a)
{
    if (!dl_records_grow((void **)&ps->memo, &ps->memo_cap, ps->memo_count,
                         sizeof *ps->memo, 256, memo_place, ps))
        return false;
    memo_rec *m = &ps->memo[memo_slot(ps, sc, t)];
    if (!m->type)
        ps->memo_count++;
    *m = (memo_rec){sc, t, a};
    return true;
}

static size_t scope_slot(const pass_state *ps, const dlti_data_layout *dl)
{
    size_t mask = ps->scopes_cap - 1;
    size_t i = (size_t)dl_ir_hash_ptr(dl) & mask;
    while (ps->scopes[i] && ps->scopes[i]->dl != dl)
        i = (i + 1) & mask;
    return i;
}

static void scope_place(void *user, const void *rec)
{
    pass_state *ps = user;
    scope_rec *sc = *(scope_rec *const *)rec;
    ps->scopes[scope_slot(ps, sc->dl)] = sc;
}

/* What answers read of the scope of `dl` (no query overrides): its
 * combined entries, by class, its identifier entries and the identifier
 * queries' entries, flattened (malloc'ed; NULL when out of memory). */
static const void **scope_key(const dlti_data_layout *dl, size_t *n)
{
    const dl_scope_info *in = dl->info;
    const dl_combined *c = &in->spec;
    size_t k = 2 + c->n_ids + DL_NUM_ID_QUERIES;
    for (size_t i = 0; i < c->n_classes; i++)
        k += 2 + c->classes[i].n;
    const void **key = malloc(k * sizeof *key);
    if (!key)
        return NULL;
    size_t at = 0;
    key[at++] = (const void *)(uintptr_t)c->n_classes;
    for (size_t i = 0; i < c->n_classes; i++) {
        key[at++] = c->classes[i].cls;
        key[at++] = (const void *)(uintptr_t)c->classes[i].n;
        for (size_t e = 0; e < c->classes[i].n; e++)
            key[at++] = c->classes[i].entries[e];
    }
    key[at++] = (const void *)(uintptr_t)c->n_ids;
    for (size_t e = 0; e < c->n_ids; e++)
        key[at++] = c->ids[e];
    for (size_t q = 0; q < DL_NUM_ID_QUERIES; q++)
        key[at++] = in->ids[q];
    *n = at;
    return key;
}

/* (a multiply-mix over the words: uniqued pointers and counts) */
static uint64_t sig_of(const scope_rec *parent, const void **key, size_t n)
{
    uint64_t h = (uint64_t)(uintptr_t)parent;
    for (size_t i = 0; i < n; i++)
        h = (h ^ (uint64_t)(uintptr_t)key[i]) * UINT64_C(0x9E3779B97F4A7C15);
    h ^= h >> 29;
    return h ? h : 1;
}

static size_t sig_slot(const pass_state *ps, const scope_rec *parent,
                       uint64_t h, const void **key, size_t n)
{
    size_t mask = ps->sigs_cap - 1;
    size_t i = (size_t)h & mask;
    for (;; i = (i + 1) & mask) {
        const scope_rec *r = ps->sigs[i];
        if (!r || (r->sig == h && r->parent == parent && r->nkey == n &&
                   memcmp(r->key, key, n * sizeof *key) == 0))
            return i;
    }
}

static void sig_place(void *user, const void *rec)
{
    pass_state *ps = user;
    scope_rec *sc = *(scope_rec *const *)rec;
    ps->sigs[sig_slot(ps, sc->parent, sc->sig, sc->key, sc->nkey)] = sc;
}

/* The shared record that reads as `dl`'s scope under `parent`, if one is
 * free to bind; else *key (and *nkey, *h) for a new one (NULL: not to
 * share). */
static scope_rec *sig_find(pass_state *ps, const dlti_data_layout *dl,
                           scope_rec *parent, const void ***key,
                           size_t *nkey, uint64_t *h)
{
    *key = NULL;
    /* (shared once the context has served a file: a context that serves
     * one file runs one pass) */
    if (!ps->ctx->files || dl->qhooks || !(*key = scope_key(dl, nkey)))
        return NULL;
    *h = sig_of(parent, *key, *nkey);
    if (!ps->sigs_cap)
        return NULL;
    scope_rec *r = ps->sigs[sig_slot(ps, parent, *h, *key, *nkey)];
    return r && !r->scoped && r->pass != ps->passes ? r : NULL;
}

/* Puts sc in the scope table, which has room. */
static void scope_bind(pass_state *ps, scope_rec *sc, dlti_data_layout *dl)
{
    sc->dl = dl;
    sc->pass = ps->passes;
    ps->scopes[scope_slot(ps, dl)] = sc;
    ps->scopes_count++;
}

/* The record of a scope's layout and of every enclosing one. */
static dlti_status scope_get(pass_state *ps, dlti_data_layout *dl,
                             scope_rec **out)
{
    if (ps->scopes_cap && ps->scopes[scope_slot(ps, dl)]) {
        *out = ps->scopes[scope_slot(ps, dl)];
        return DLTI_OK;
    }
    scope_rec *parent = NULL;
    dlti_status st;
    if (dl->scope) {
        dlti_data_layout *pdl;
        if ((st = dlti_data_layout_get(ps->ctx, dlti_enclosing_scope(dl->scope),
                                       &pdl)) ||
            (st = scope_get(ps, pdl, &parent)))
            return st;
    }
    if (!dl_records_grow((void **)&ps->scopes, &ps->scopes_cap,
                         ps->scopes_count, sizeof *ps->scopes, SCOPES_FIRST,
                         scope_place, ps))
        return dl_nomem(ps->ctx);
    const void **key;
    size_t nkey = 0;
    uint64_t h = 0;
    scope_rec *sc = sig_find(ps, dl, parent, &key, &nkey, &h);
    if (sc) {
        free(key);
        scope_bind(ps, sc, dl);
        *out = sc;
        return DLTI_OK;
    }
    sc = malloc(sizeof *sc);
    if (!sc || (key && !dl_records_grow((void **)&ps->sigs, &ps->sigs_cap,
                                         ps->sigs_count, sizeof *ps->sigs,
                                         256, sig_place, ps))) {
        free(sc);
        free(key);
        return dl_nomem(ps->ctx);
    }
    *sc = (scope_rec){dl, parent,
                      parent ? dl_layout_scope_changes(&ps->rec, dl, parent->dl) : 0,
                      NULL, ps->passes, false, key ? h : 0, key, nkey,
                      ps->all};
    ps->all = sc;
    ps->nrecs++;
    if (key) {
        /* (in place of a record bound or scoped that read the same) */
        size_t i = sig_slot(ps, parent, h, key, nkey);
        if (!ps->sigs[i])
            ps->sigs_count++;
        ps->sigs[i] = sc;
    }
    scope_bind(ps, sc, dl);
    *out = sc;
    return DLTI_OK;
}

static const dlti_attr *index_attr(pass_state *ps, uint64_t v)
{
    /* Sizes and alignments are mostly small: keep those attributes. */
    if (v < DL_SMALL_INDEX) {
        if (!ps->small_index[v])
            ps->small_index[v] = dl_ir_int_attr(ps->ctx, ps->index_t, v);
        return ps->small_index[v];
    }
    return dl_ir_int_attr(ps->ctx, ps->index_t, v);
}

/* `N : index`, or `{minimal_size = N : index, scalable}`. */
static const dlti_attr *size_attr(pass_state *ps, dlti_size s)
{
    const dlti_attr *n = index_attr(ps, s.value);
    if (!s.scalable || !n)
        return n;
    dl_named_attr e[2] = {
        {dlti_intern(ps->ctx, "minimal_size", 12), n},
        {dlti_intern(ps->ctx, "scalable", 8), dl_ir_unit_attr(ps->ctx)},
    };
    if (!e[0].name || !e[1].name || !e[1].value)
        return NULL;
    return dl_ir_dict_attr_sorted(ps->ctx, 2, e);
}

static const dlti_attr *memory_space_attr(pass_state *ps, const dlti_attr *v)
{
    if (v)
        return v;
    if (!ps->zero_ui32) {
        const dlti_type *ui32 = dl_ir_integer_type(ps->ctx, 32, DLTI_UNSIGNED);
        ps->zero_ui32 = ui32 ? dl_ir_int_attr(ps->ctx, ui32, 0) : NULL;
    }
    return ps->zero_ui32;
}

static const dlti_attr *string_or_empty(pass_state *ps, const dlti_attr *v)
{
    return v ? v : dl_ir_string_attr(ps->ctx, "", 0, NULL);
}

/* The scope-only attributes of `sc` (diagnostics at `loc`). */
static dlti_status scope_part_of(pass_state *ps, scope_rec *sc, dlti_loc loc,
                                 const scope_part **out)
{
    if (sc->part) {
        *out = sc->part;
        return DLTI_OK;
    }
    dlti_data_layout *dl = sc->dl;
    for (scope_part *p = ps->parts; p; p = p->next)
        if (!memcmp(p->ids, dl->info->ids, sizeof p->ids)) {
            *out = sc->part = p;
            return DLTI_OK;
        }
    dlti_context *ctx = ps->ctx;
    uint64_t stack;
    dlti_loc saved = dl->where;
    dl->where = loc;
    dlti_status st = dlti_layout_stack_alignment(dl, &stack);
    dl->where = saved;
    if (st)
        return st;
    scope_part *p = calloc(1, sizeof *p);
    if (!p)
        return dl_nomem(ctx);
    memcpy(p->ids, dl->info->ids, sizeof p->ids);
    p->next = ps->parts;
    ps->parts = p;
    const dlti_attr *fpa = dlti_layout_function_pointer_alignment(dl);
    const dlti_attr *liw = dlti_layout_legal_int_widths(dl);
    if (!liw) {
        const dlti_type *i32 = dl_ir_integer_type(ctx, 32, DLTI_SIGNLESS);
        liw = i32 ? dl_ir_dense_array_attr(ctx, i32, 0, NULL) : NULL;
    }
    dl_named_attr *a = p->attrs;
    a[A_ALLOCA_MS].value =
        memory_space_attr(ps, dlti_layout_alloca_memory_space(dl));
    a[A_DEFAULT_MS].value =
        memory_space_attr(ps, dlti_layout_default_memory_space(dl));
    a[A_ENDIANNESS].value = string_or_empty(ps, dlti_layout_endianness(dl));
    a[A_FPA].value = fpa ? fpa : dl_ir_fptr_align_attr(ctx, 0, false);
    a[A_GLOBAL_MS].value =
        memory_space_attr(ps, dlti_layout_global_memory_space(dl));
    a[A_LEGAL_INT_WIDTHS].value = liw;
    a[A_MANGLING].value = string_or_empty(ps, dlti_layout_mangling_mode(dl));
    a[A_PROGRAM_MS].value =
        memory_space_attr(ps, dlti_layout_program_memory_space(dl));
    a[A_STACK_ALIGNMENT].value = index_attr(ps, stack);
    /* Names interned once per part: hashing 14 names per dictionary
     * showed.  (A value missing for want of memory fails in dict_of.) */
    for (int i = 0; i < N_RESULT_ATTRS; i++)
        if (!(a[i].name = dlti_intern(ctx, result_names[i],
                                      strlen(result_names[i]))))
            return DLTI_ERR_NOMEM;
    *out = sc->part = p;
    return DLTI_OK;
}

/* A copy of `a` that the pass frees at its end. */
static answer *answer_new(pass_state *ps, const answer *a)
{
    answer *n = malloc(sizeof *n);
    if (!n)
        return NULL;
    *n = *a;
    n->next = ps->answers;
    ps->answers = n;
    return n;
}

/* Computes the answers for t in `sc`, noting what the computation read. */
static dlti_status compute(pass_state *ps, scope_rec *sc, const dlti_type *t,
                           dlti_loc loc, answer **out)
{
    dlti_data_layout *dl = ps->scratch;
    dl_layout_retarget(dl, sc->dl);
    dl->where = loc;
    ps->rec.mask = 0;
    answer a = {0};
    dlti_status st;
    if ((st = dlti_type_size(dl, t, &a.size)) ||
        (st = dlti_type_size_in_bits(dl, t, &a.bits)) ||
        (st = dlti_type_abi_alignment(dl, t, &a.abi)) ||
        (st = dlti_type_preferred_alignment(dl, t, &a.pref)) ||
        (st = dlti_type_index_bitwidth(dl, t, &a.index, &a.has_index)))
        return st;
    a.mask = ps->rec.mask;
    return (*out = answer_new(ps, &a)) ? DLTI_OK : dl_nomem(ps->ctx);
}

/* The answers for t in `sc`: found in the nearest scope that has them, if
 * the scopes between changed nothing their computation read (see
 * layout.h), else computed here and offered to the outermost scope they
 * also hold for. */
static dlti_status answers_for(pass_state *ps, scope_rec *sc,
                               const dlti_type *t, dlti_loc loc, answer **out)
{
    last_rec *l = &ps->last[dl_ir_hash_ptr(t) >> (64 - LAST_BITS)];
    if (l->type == t) {
        /* Valid here if its scope encloses this one and nothing between
         * changed what it read (the memo walk would find it or an equal
         * one). */
        uint64_t between = 0;
        const scope_rec *s = sc;
        while (s && s != l->scope) {
            between |= s->changed;
            s = s->parent;
        }
        if (s && !(l->ans->mask & between)) {
            *out = l->ans;
            return DLTI_OK;
        }
    }
    uint64_t changed = 0;
    for (const scope_rec *s = sc; s; s = s->parent) {
        answer *a = memo_get(ps, s, t);
        if (a) {
            if (a->mask & changed)
                break;
            *l = (last_rec){t, s, a};
            *out = a;
            return DLTI_OK;
        }
        changed |= s->changed;
    }
    answer *a = NULL;
    dlti_status st = compute(ps, sc, t, loc, &a);
    if (st)
        return st;
    if (a->mask & DL_TOUCH_SCOPE)
        sc->scoped = true; /* (its scope op's alone) */
    const scope_rec *top = sc;
    while (top->parent && !(a->mask & top->changed))
        top = top->parent;
    if (!memo_set(ps, sc, t, a) ||
        (top != sc && !memo_get(ps, top, t) && !memo_set(ps, top, t, a)))
        return dl_nomem(ps->ctx);
    *l = (last_rec){t, top, a};
    *out = a;
    return DLTI_OK;
}

/* The dictionary of `a` for the scope part p. */
static const dlti_attr *dict_of(pass_state *ps, const answer *a,
                                const scope_part *p)
{
    dl_named_attr e[N_RESULT_ATTRS];
    memcpy(e, p->attrs, sizeof e);
    e[A_ALIGNMENT].value = index_attr(ps, a->abi);
    e[A_BITSIZE].value = size_attr(ps, a->bits);
    e[A_INDEX].value = index_attr(ps, a->has_index ? a->index : 0);
    e[A_PREFERRED].value = index_attr(ps, a->pref);
    e[A_SIZE].value = size_attr(ps, a->size);
    for (int i = 0; i < N_RESULT_ATTRS; i++)
        if (!e[i].value)
            return NULL;
    return dl_ir_dict_attr_sorted(ps->ctx, N_RESULT_ATTRS, e);
}

static dlti_status annotate(pass_state *ps, dlti_op *op)
{
    dlti_context *ctx = ps->ctx;
    /* (an op with no result type is never parsed: defensive) */
    if (op->nresults < 1 || !op->result_types || !op->result_types[0])
        return dl_error(ctx, DLTI_ERR_VERIFY, &op->loc,
                        "'" QUERY_OP "' op expects a result whose type to query");
    const dlti_type *t = op->result_types[0];
    dlti_status st;
    if (op->parent != ps->last_parent || !ps->last_scope) {
        dlti_data_layout *dl;
        if ((st = dlti_data_layout_get(ctx, dlti_enclosing_scope(op), &dl)) ||
            (st = scope_get(ps, dl, &ps->last_scope)))
            return st;
        ps->last_parent = op->parent;
    }
    scope_rec *sc = ps->last_scope;
    recent_rec *r =
        &ps->recent[dl_ir_hash_ptr((const char *)t + (uintptr_t)sc) >>
                    (64 - RECENT_BITS)];
    if (r->scope == sc && r->type == t) {
        op->attrs = r->dict;
        return DLTI_OK;
    }
    answer *a = NULL;
    const scope_part *part = NULL;
    if ((st = answers_for(ps, sc, t, op->loc, &a)) ||
        (st = scope_part_of(ps, sc, op->loc, &part)))
        return st;
    if (a->part != part) {
        if (a->dict) {
            /* Held for a scope with other identifier entries: this
             * scope gets its own copy. */
            if (!(a = answer_new(ps, a)) || !memo_set(ps, sc, t, a))
                return dl_nomem(ctx);
        }
        a->part = part;
        if (!(a->dict = dict_of(ps, a, part)))
            return dl_nomem(ctx);
    }
    op->attrs = a->dict;
    *r = (recent_rec){sc, t, a->dict};
    return DLTI_OK;
}

static int visit(dlti_op *op, void *user)
{
    pass_state *ps = user;
    /* (an op already annotated is left as it is; most have no attributes) */
    if (op->name != ps->query_name ||
        (op->attrs != op->ctx->empty_dict && dl_ir_dict_get(op->attrs, "size")))
        return 0;
    ps->status = annotate(ps, op);
    return ps->status != DLTI_OK;
}

/* Two states for the process, reused pass after pass (others are mapped
 * when both are in use): --split-input-file runs a pass in each chunk's
 * context, and clearing these pages costs less than mapping fresh ones
 * and faulting them in (and unmapping them) every time.  Two: the chunk
 * worker's thread runs passes alongside the caller's, and a fresh mapping
 * in a process with two threads costs more still (its first writes, after
 * reads of the zero page, flush the other processor's TLB).  Static
 * (untouched pages cost nothing until a first pass), so that the tables
 * they keep stay reachable for leak checkers. */
#define N_SPARES 2
static pass_state spare_state[N_SPARES]; /* zero between passes */
static atomic_bool spare_busy[N_SPARES];

/* A state keeps its tables too, emptied, up to these capacities (8-48
 * KiB each): a split file's chunks each grew them from nothing (calloc,
 * rehash, free, five times) in every pass. */
#define KEEP_MEMO 2048
#define KEEP_SCOPES 1024
#define KEEP_REC 1024

/* Empties table `tab` of `cap` records of `size` bytes, or frees it past
 * `keep` records. */
static void table_keep(void **tab, size_t *cap, size_t size, size_t keep)
{
    if (*cap > keep) {
        free(*tab);
        *tab = NULL;
        *cap = 0;
    } else if (*cap) {
        memset(*tab, 0, *cap * size);
    }
}

/* Empties table `tab` of `cap` records of `size` bytes, which held
 * `count`, for a pass like the last: one much larger than that pass needed
 * (grown by an earlier one) is made anew at the size it needed, so that
 * emptying costs what the pass used, not the most any pass used (a split
 * file's chunks each cleared the recorder's 48 KiB for a few dozen
 * answers: a tenth of split's instructions).  Tables start at `first`
 * records and keep at most half full (dl_records_grow). */
static void table_refit(void **tab, size_t *cap, size_t count, size_t size,
                        size_t first)
{
    size_t need = first;
    while (need < *cap && need < (count + 1) * 2)
        need *= 2;
    if (need * 4 <= *cap) {
        void *n = dl_calloc_ready(need, size);
        if (n) {
            free(*tab);
            *tab = n;
            *cap = need;
            return;
        }
    }
    memset(*tab, 0, *cap * size);
}

/* Empties the table of layouts (theirs may be gone) and the recorder's
 * answers (by layout info) for a new pass of a kept state. */
static void state_rebind(pass_state *ps)
{
    if (ps->scopes_count)
        table_refit((void **)&ps->scopes, &ps->scopes_cap, ps->scopes_count,
                    sizeof *ps->scopes, SCOPES_FIRST);
    ps->scopes_count = 0;
    if (ps->rec.count)
        table_refit((void **)&ps->rec.slots, &ps->rec.cap, ps->rec.count,
                    sizeof *ps->rec.slots, DL_REC_FIRST);
    ps->rec.count = 0;
    ps->status = DLTI_OK;
    ps->last_parent = NULL;
    ps->last_scope = NULL;
}

static pass_state *state_alloc(void)
{
    for (int i = 0; i < N_SPARES; i++)
        if (!atomic_exchange(&spare_busy[i], true))
            return &spare_state[i];
    return dl_pages_alloc(sizeof(pass_state));
}

/* (its records freed before) */
static void state_free(pass_state *ps)
{
    for (int i = 0; i < N_SPARES; i++) {
        if (ps != &spare_state[i])
            continue;
        /* Zeroed for the next pass, but for its emptied tables. */
        table_keep((void **)&ps->memo, &ps->memo_cap, sizeof *ps->memo,
                   KEEP_MEMO);
        table_keep((void **)&ps->scopes, &ps->scopes_cap,
                   sizeof *ps->scopes, KEEP_SCOPES);
        table_keep((void **)&ps->rec.slots, &ps->rec.cap,
                   sizeof *ps->rec.slots, KEEP_REC);
        memo_rec *memo = ps->memo;
        scope_rec **scopes = ps->scopes;
        dl_rec_slot *slots = ps->rec.slots;
        size_t mc = ps->memo_cap, sc = ps->scopes_cap, rc = ps->rec.cap;
        memset(ps, 0, sizeof *ps);
        ps->memo = memo;
        ps->memo_cap = mc;
        ps->scopes = scopes;
        ps->scopes_cap = sc;
        ps->rec.slots = slots;
        ps->rec.cap = rc;
        atomic_store(&spare_busy[i], false);
        return;
    }
    free(ps->memo);
    free(ps->scopes);
    dl_layout_recorder_free(&ps->rec);
    dl_pages_free(ps, sizeof *ps);
}

/* Frees everything a state holds. */
static void state_destroy(pass_state *ps)
{
    dlti_data_layout_free(ps->scratch);
    for (scope_rec *r = ps->all, *n; r; r = n) {
        n = r->next_all;
        free(r->key);
        free(r);
    }
    free(ps->sigs);
    ps->sigs = NULL;
    ps->sigs_cap = ps->sigs_count = 0;
    for (scope_part *p = ps->parts, *n; p; p = n) {
        n = p->next;
        free(p);
    }
    for (answer *a = ps->answers, *n; a; a = n) {
        n = a->next;
        free(a);
    }
    state_free(ps);
}

/* Past these a state is not kept: a context serving many files with
 * ever new scopes would grow without end (its arena alone is bounded). */
#define KEPT_RECS_MAX ((size_t)1 << 16)
#define KEPT_MEMO_MAX ((size_t)1 << 20)

/* The state a context keeps for its next pass (dlti_context_free). */
static void pass_kept_free(dlti_context *ctx)
{
    pass_state *ps = dl_ir_kept_take(ctx, DL_KEPT_PASS);
    if (ps)
        state_destroy(ps);
}

dlti_status dl_query_pass_new(dlti_context *ctx, dl_query_pass **out)
{
    *out = NULL;
    /* The state of the context's last pass, when no other pass has it:
     * its answers serve this one (see scope_rec). */
    pass_state *ps = dl_ir_kept_take(ctx, DL_KEPT_PASS);
    if (ps) {
        state_rebind(ps);
        ps->passes++;
        *out = ps;
        return DLTI_OK;
    }
    /* Fresh pages: its tables are mostly empty for a small file, and
     * untouched pages cost nothing. */
    ps = state_alloc();
    if (!ps)
        return dl_nomem(ctx);
    ps->ctx = ctx;
    ps->index_t = dl_ir_index_type(ctx);
    ps->query_name = dl_query_op_name(ctx);
    dlti_status st = ps->index_t && ps->query_name
                         ? dlti_data_layout_new(ctx, NULL, &ps->scratch)
                         : dl_nomem(ctx);
    if (st) {
        state_free(ps);
        return st;
    }
    ps->scratch->rec = &ps->rec;
    *out = ps;
    return DLTI_OK;
}

void dl_query_pass_free(dl_query_pass *ps)
{
    if (!ps)
        return;
    /* A pass that went through is kept for the context's next file (a
     * failed one, whatever it kept half done, is not); a context that
     * serves one file (none done yet) keeps nothing. */
    if (ps->status != DLTI_OK || !ps->ctx->files || ps->nrecs > KEPT_RECS_MAX ||
        ps->memo_count > KEPT_MEMO_MAX ||
        !dl_ir_kept_give(ps->ctx, DL_KEPT_PASS, ps, DL_FREE_QUERY,
                         pass_kept_free))
        state_destroy(ps);
}

dlti_status dl_query_pass_func(dl_query_pass *ps, dlti_op *func)
{
    /* (ops of an earlier func may have gone, their memory reused) */
    ps->last_parent = NULL;
    ps->last_scope = NULL;
    dlti_op_walk(func, visit, ps);
    return ps->status;
}

const char *dl_query_op_name(dlti_context *ctx)
{
    return dlti_intern(ctx, QUERY_OP, strlen(QUERY_OP));
}

dlti_status dlti_run_query_pass(dlti_op *top)
{
    if (!top)
        return DLTI_ERR_MISUSE;
    dlti_context *ctx = top->ctx;
    /* One lock for the whole pass: the uniquing calls inside re-enter it
     * cheaply (see dl_ctx_lock). */
    dl_ctx_lock(ctx);
    pass_state *ps;
    dlti_status st = dl_query_pass_new(ctx, &ps);
    /* The pass runs on the func.func ops directly inside the top module,
     * as `mlir-opt --test-data-layout-query` schedules it. */
    for (unsigned r = 0; !st && r < top->nregions; r++)
        for (dl_block *b = top->regions[r].first; !st && b; b = b->next)
            for (dlti_op *op = b->first; !st && op; op = op->next)
                if (dl_ir_op_is_func(op))
                    st = dl_query_pass_func(ps, op);
    dl_query_pass_free(ps);
    dl_ctx_unlock(ctx);
    return st;
}
