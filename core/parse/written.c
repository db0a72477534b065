/* written.c - where a scope's spec entries are written, recorded as the
 * spec is parsed, for the notes of verify.c and dlti_explain.
 *
 * Entries and specs are uniqued: one spec may be written at several places
 * (inline in two ops, in an alias definition), so the table is keyed by the
 * spec and by the op and attribute that name it, and gives the places of
 * its entries as that op's text wrote them: in the op's attribute, or in
 * the definition of the last alias followed to reach the spec.  While a
 * file is parsed, each #dlti.dl_spec's entry locations are kept in scratch
 * memory (spec_writing); an op's attribute whose value is the spec just
 * parsed or named copies them into the context's table (parsing the same
 * text again writes over its record: no growth; freed with the context). */
#include "config.h"

#include "parser.h"
#include "dl_text.h"

/* A record of the context's table (ctx->written). */
typedef struct written_rec {
    uint64_t hash; /* first: dl_ir_hash_first_word */
    const dlti_attr *spec;
    const char *name;      /* the op's attribute, interned */
    dlti_loc op;           /* the op's location when parsed */
    const char *alias;     /* "#name", interned, or NULL */
    dlti_loc locs[];       /* where each of the spec's entries starts */
} written_rec;

static uint64_t rec_hash(const dlti_attr *spec, const dlti_loc *op)
{
    struct {
        const void *spec, *file;
        unsigned line, col;
    } k = {spec, op->file, op->line, op->col};
    return dl_ir_hash_bytes(&k, sizeof k, 0);
}

static bool same_loc(const dlti_loc *a, const dlti_loc *b)
{
    return a->line == b->line && a->col == b->col &&
           (a->file == b->file ||
            (a->file && b->file && strcmp(a->file, b->file) == 0));
}

static written_rec *rec_find(const dlti_context *ctx, const dlti_attr *spec,
                             const dlti_loc *op, const char *name,
                             uint64_t h)
{
    const dl_table *t = &ctx->written;
    if (!t->cap)
        return NULL;
    size_t mask = t->cap - 1;
    for (size_t i = (size_t)h & mask; t->slots[i]; i = (i + 1) & mask) {
        written_rec *r = t->slots[i];
        if (r->hash == h && r->spec == spec && same_loc(&r->op, op) &&
            strcmp(r->name, name) == 0)
            return r;
    }
    return NULL;
}

static void written_free(dlti_context *ctx)
{
    for (size_t i = 0; i < ctx->written.cap; i++)
        free(ctx->written.slots[i]);
    free(ctx->written.slots);
    ctx->written = (dl_table){NULL, 0, 0};
}

void dl_text_written_drop(dlti_context *ctx)
{
    /* The records go; the table stays for the next file (each chunk of a
     * split file made and zeroed one, and freed each empty slot). */
    dl_table *t = &ctx->written;
    for (size_t i = 0; i < t->cap && t->count; i++)
        if (t->slots[i]) {
            free(t->slots[i]);
            t->slots[i] = NULL;
            t->count--;
        }
}

void dl_text_teardown(dlti_context *ctx)
{
    dl_text_kept_aliases_free(ctx);
    dl_text_spellings_free(ctx);
    dl_text_ssa_kept_free(ctx);
    written_free(ctx);
}

dlti_status dl_text_written_spec(parser *p, const dlti_attr *spec,
                            const size_t *offs, size_t n)
{
    spec_writing *w = dl_text_parse_scratch_alloc(
        p, sizeof *w + n * (sizeof w->locs[0] + sizeof w->offs[0]));
    if (!w)
        return nomem(p);
    w->spec = spec;
    w->alias = NULL;
    w->n = n;
    w->offs = (size_t *)(w->locs + n);
    for (size_t i = 0; i < n; i++) {
        w->locs[i] = loc_at(p, offs[i]);
        w->offs[i] = offs[i];
    }
    p->written.last = w;
    p->written.count++;
    return DLTI_OK;
}

dlti_status dl_text_written_alias_def(parser *p, const char *name, size_t len,
                                 const dlti_attr *value, size_t count)
{
    spec_writing *w = p->written.last;
    if (p->written.count == count || !w || w->spec != value)
        return DLTI_OK;
    if (!w->alias) {
        /* written in this definition: the note names it */
        char *t = dl_text_parse_scratch_alloc(p, len + 1);
        if (!t)
            return nomem(p);
        t[0] = '#';
        memcpy(t + 1, name, len);
        if (!(w->alias = dl_text_intern(p, t, len + 1)))
            return DLTI_ERR_NOMEM;
    }
    spec_alias a = {name, len, w};
    return VEC_PUSH(p, p->written.aliases, spec_alias, a);
}

void dl_text_written_alias_use(parser *p, const char *name, size_t len)
{
    for (size_t i = 0; i < p->written.aliases.n; i++) {
        const spec_alias *a = &VEC_AT(p->written.aliases, spec_alias, i);
        if (a->len == len && memcmp(a->name, name, len) == 0) {
            p->written.last = a->w;
            p->written.count++;
            return;
        }
    }
}

dlti_status dl_text_written_op_attr(parser *p, const dlti_op *op, const char *name,
                               size_t len, const dlti_attr *value)
{
    const spec_writing *w = p->written.last;
    if (!w || w->spec != value)
        return DLTI_OK;
    dlti_context *ctx = p->ctx;
    const char *iname = dl_text_intern(p, name, len);
    if (!iname)
        return DLTI_ERR_NOMEM;
    uint64_t h = rec_hash(value, &op->loc);
    dlti_status st = DLTI_OK;
    dl_ctx_lock(ctx);
    written_rec *r = rec_find(ctx, value, &op->loc, iname, h);
    if (!r) {
        /* malloc'ed, not the arena's: the IR made after keeps its
         * addresses, which the layouts' caches hash */
        r = malloc(sizeof *r + w->n * sizeof r->locs[0]);
        if (r) {
            *r = (written_rec){h, value, iname, op->loc, NULL};
            if (!dl_ir_table_insert(&ctx->written, r, h, dl_ir_hash_first_word)) {
                free(r);
                r = NULL;
            } else {
                dl_ir_ctx_on_free(ctx, DL_FREE_TEXT, dl_text_teardown);
            }
        }
    }
    if (r) {
        /* the same spec has the same number of entries: parsed again,
         * the record is written over */
        memcpy(r->locs, w->locs, w->n * sizeof w->locs[0]);
        r->alias = w->alias;
    } else {
        st = dl_nomem(ctx);
    }
    dl_ctx_unlock(ctx);
    return st;
}

const dlti_loc *dl_text_spec_written(dlti_context *ctx, const dlti_op *op,
                                const char *attr_name, const dlti_attr *spec,
                                const char **alias)
{
    *alias = NULL;
    if (!ctx || !op || !attr_name || !spec)
        return NULL;
    dl_ctx_lock(ctx);
    const written_rec *r =
        rec_find(ctx, spec, &op->loc, attr_name, rec_hash(spec, &op->loc));
    dl_ctx_unlock(ctx);
    if (!r)
        return NULL;
    *alias = r->alias;
    return r->locs;
}
