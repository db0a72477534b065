/* op.c - operations, regions and blocks. */
#include "config.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "dl_ir.h"


const dl_op_class *dl_ir_op_class_resolve(dlti_context *ctx, const char *name,
                                       size_t len)
{
    /* Seeing an op of a namespace loads its dialect plugin. */
    const char *dot = memchr(name, '.', len);
    if (dot)
        dl_ir_dialect_require(ctx, name, (size_t)(dot - name));
    return dl_ir_op_class_lookup(ctx, name, len);
}

const dlti_attr *dl_ir_empty_dict(dlti_context *ctx)
{
    /* Under the lock: the empty dictionary is shared by the context. */
    dl_ctx_lock(ctx);
    if (!ctx->empty_dict)
        ctx->empty_dict = dl_ir_dict_attr(ctx, 0, NULL); /* reports failure */
    const dlti_attr *d = ctx->empty_dict;
    dl_ctx_unlock(ctx);
    return d;
}

dlti_op *dl_ir_op_fill(dlti_op *op, dlti_context *ctx, const char *name,
                    const dl_op_class *cls, const dlti_loc *loc,
                    const dlti_attr *empty)
{
    op->name = name;
    op->cls = cls;
    op->ctx = ctx;
    if (loc)
        op->loc = *loc;
    op->attrs = empty;
    return op;
}

dlti_op *dl_ir_op_create(dlti_context *ctx, const char *name,
                      const dl_op_class *cls, const dlti_loc *loc,
                      size_t extra)
{
    const dlti_attr *empty = dl_ir_empty_dict(ctx);
    dlti_op *op = empty ? dl_alloc(ctx, sizeof *op + extra) : NULL;
    if (!op) {
        if (empty)
            dl_nomem(ctx);
        return NULL;
    }
    return dl_ir_op_fill(op, ctx, name, cls, loc, empty);
}

dlti_op *dl_ir_op_new(dlti_context *ctx, const char *name, const dlti_loc *loc)
{
    size_t len = strlen(name);
    const char *iname = dlti_intern(ctx, name, len);
    if (!iname)
        return NULL;
    return dl_ir_op_create(ctx, iname, dl_ir_op_class_resolve(ctx, name, len), loc,
                        0);
}

void dl_ir_block_append(dl_block *block, dlti_op *owner, dlti_op *op)
{
    op->parent = owner;
    op->next = NULL;
    if (block->last)
        block->last->next = op;
    else
        block->first = op;
    block->last = op;
}

const char *dlti_op_name(const dlti_op *op) { return op ? op->name : NULL; }

dlti_loc dlti_op_loc(const dlti_op *op)
{
    dlti_loc none = {0};
    return op ? op->loc : none;
}

dlti_op *dlti_op_parent(const dlti_op *op) { return op ? op->parent : NULL; }

const dlti_attr *dlti_op_attr(const dlti_op *op, const char *name)
{
    return op && name ? dl_ir_dict_get(op->attrs, name) : NULL;
}

unsigned dlti_op_num_results(const dlti_op *op) { return op ? op->nresults : 0; }

const dlti_type *dlti_op_result_type(const dlti_op *op, unsigned i)
{
    return op && i < op->nresults ? op->result_types[i] : NULL;
}

dlti_context *dlti_op_context(const dlti_op *op) { return op ? op->ctx : NULL; }

unsigned dlti_op_num_operands(const dlti_op *op) { return op ? op->noperands : 0; }

const dlti_type *dlti_op_operand_type(const dlti_op *op, unsigned i)
{
    return op && i < op->noperands ? op->operand_types[i] : NULL;
}

unsigned dlti_op_num_successors(const dlti_op *op)
{
    return op ? op->nsuccessors : 0;
}

unsigned dlti_op_num_regions(const dlti_op *op) { return op ? op->nregions : 0; }

int dlti_op_region_is_empty(const dlti_op *op, unsigned i)
{
    return op && i < op->nregions && !op->regions[i].first;
}

unsigned dlti_op_region_num_blocks(const dlti_op *op, unsigned i)
{
    unsigned n = 0;
    if (op && i < op->nregions)
        for (const dl_block *b = op->regions[i].first; b; b = b->next)
            n++;
    return n;
}

unsigned dlti_op_region_num_entry_args(const dlti_op *op, unsigned i)
{
    return op && i < op->nregions && op->regions[i].first
               ? op->regions[i].first->nargs
               : 0;
}

const dl_ir_inherent *dl_ir_inherent_attrs(const dlti_op *op)
{
    static const dl_ir_inherent module_attrs[] = {
        {"sym_name", DL_AT_STRING, "string attribute"},
        {"sym_visibility", DL_AT_STRING, "string attribute"},
        {NULL, DL_AT_UNIT, NULL}};
    static const dl_ir_inherent func_attrs[] = {
        {"arg_attrs", DL_AT_ARRAY, "Array of dictionary attributes"},
        {"function_type", DL_AT_TYPE, "type attribute of function type"},
        {"res_attrs", DL_AT_ARRAY, "Array of dictionary attributes"},
        {"sym_name", DL_AT_STRING, "string attribute"},
        {"sym_visibility", DL_AT_STRING, "string attribute"},
        {NULL, DL_AT_UNIT, NULL}};
    /* func.func's own: FunctionOpInterface's and `no_inline` */
    static const dl_ir_inherent func_func_attrs[] = {
        {"arg_attrs", DL_AT_ARRAY, "Array of dictionary attributes"},
        {"function_type", DL_AT_TYPE, "type attribute of function type"},
        {"no_inline", DL_AT_UNIT, "unit attribute"},
        {"res_attrs", DL_AT_ARRAY, "Array of dictionary attributes"},
        {"sym_name", DL_AT_STRING, "string attribute"},
        {"sym_visibility", DL_AT_STRING, "string attribute"},
        {NULL, DL_AT_UNIT, NULL}};
    if (dl_ir_op_is_module(op))
        return module_attrs;
    if (!op->cls || !op->cls->is_function)
        return NULL;
    return strcmp(op->name, "func.func") == 0 ? func_func_attrs : func_attrs;
}

/* Whether `a` meets the constraint of `in`: its storage kind, an array's
 * elements dictionaries, a type attribute's type a function type. */
static bool inherent_ok(const dl_ir_inherent *in, const dlti_attr *a)
{
    if (dl_ir_attr_kind_of(a) != in->kind)
        return false;
    if (in->kind == DL_AT_ARRAY) {
        for (size_t i = 0; i < dlti_attr_array_size(a); i++)
            if (dl_ir_attr_kind_of(dlti_attr_array_at(a, i)) != DL_AT_DICT)
                return false;
    } else if (in->kind == DL_AT_TYPE) {
        const dlti_type *t = dlti_attr_get_type(a);
        return t && dl_ir_type_kind_of(t) == DL_TY_FUNCTION;
    }
    return true;
}

const char *dl_ir_inherent_violation(const dlti_op *op, const dlti_attr *dict,
                                     const char **what)
{
    const dl_ir_inherent *in = dl_ir_inherent_attrs(op);
    for (; in && in->name; in++) {
        const dlti_attr *a = dict ? dl_ir_dict_get(dict, in->name)
                                  : dlti_op_inherent_attr(op, in->name);
        if (a && !inherent_ok(in, a)) {
            *what = in->what;
            return in->name;
        }
    }
    return NULL;
}

const dlti_attr *dlti_op_inherent_attr(const dlti_op *op, const char *name)
{
    if (!op || !name)
        return NULL;
    const dlti_attr *a = op->props ? dl_ir_dict_get(op->props, name) : NULL;
    return a ? a : dl_ir_dict_get(op->attrs, name);
}

int dlti_op_is_scope(const dlti_op *op) { return op && dl_ir_op_is_scope(op); }

const char *dlti_op_symbol_name(const dlti_op *op, size_t *len)
{
    const dlti_attr *a = dlti_op_inherent_attr(op, "sym_name");
    size_t n = 0;
    const char *s = dlti_attr_get_string(a, &n);
    if (len)
        *len = s ? n : 0;
    return s;
}

unsigned dlti_op_flags(const dlti_op *op)
{
    return op && op->cls ? op->cls->flags : 0;
}

int dlti_op_is_registered(const dlti_op *op) { return op && op->cls; }

dlti_status dlti_op_emit_error(const dlti_op *op, const char *fmt, ...)
{
    if (!op || !fmt)
        return DLTI_ERR_MISUSE;
    dl_buf b = {0};
    dl_buf_printf(&b, "'%s' op ", op->name);
    va_list ap;
    va_start(ap, fmt);
    dl_format(&b, op->ctx, fmt, ap);
    va_end(ap);
    char *msg = dl_buf_take(&b);
    if (!msg)
        return dl_nomem(op->ctx);
    dl_error(op->ctx, DLTI_ERR_VERIFY, &op->loc, "%s", msg);
    free(msg);
    return DLTI_ERR_VERIFY;
}

/* Pre-order walk without recursion: IR can nest as deep as the parser
 * allows, and a walk must not be what overflows the stack. */
bool dl_ir_op_has_skimmed(const dlti_op *op)
{
    if (op->skimmed)
        return true;
    for (unsigned i = 0; i < op->nregions; i++)
        for (const dl_block *b = op->regions[i].first; b; b = b->next)
            for (const dlti_op *o = b->first; o; o = o->next)
                if (dl_ir_op_has_skimmed(o))
                    return true;
    return false;
}

/* Where a walk is: the block holding an op and the index of its region.
 * Kept for the first WALK_KEPT levels below the root; a deeper op's is
 * found again by a scan of its parent's blocks (finding it that way at
 * every block's end was quadratic in a region's blocks: 80,000 blocks
 * took 27 s). */
#define WALK_KEPT 64
typedef struct walk_at {
    dl_block *b; /* NULL: not known */
    unsigned region;
} walk_at;

static walk_at block_of(const dlti_op *parent, const dlti_op *op)
{
    for (unsigned i = 0; i < parent->nregions; i++)
        for (dl_block *b = parent->regions[i].first; b; b = b->next)
            if (b->last == op)
                return (walk_at){ b, i };
    return (walk_at){ NULL, 0 };
}

int dlti_op_walk(dlti_op *root, dlti_walk_fn fn, void *user)
{
    if (!root || !fn)
        return 0;
    walk_at kept[WALK_KEPT];
    walk_at at = { NULL, 0 }; /* the block of `op` */
    unsigned depth = 0;       /* levels of `op` below the root */
    dlti_op *op = root;
    for (;;) {
        int r = fn(op, user);
        if (r)
            return r;
        /* Descend into the first op of the first non-empty block. */
        dlti_op *child = NULL;
        walk_at in = { NULL, 0 };
        for (unsigned i = 0; i < op->nregions && !child; i++)
            for (dl_block *b = op->regions[i].first; b && !child; b = b->next)
                if (b->first)
                    child = b->first, in = (walk_at){ b, i };
        if (child) {
            if (depth < WALK_KEPT)
                kept[depth] = at;
            depth++;
            at = in;
            op = child;
            continue;
        }
        /* Otherwise the next op in pre-order: a sibling, or the first op
         * of the next non-empty block of some ancestor. */
        for (;;) {
            if (op == root)
                return 0;
            if (op->next) {
                op = op->next;
                break;
            }
            dlti_op *parent = op->parent;
            if (!at.b)
                at = block_of(parent, op);
            dlti_op *found = NULL;
            if (at.b) {
                dl_block *b = at.b->next;
                unsigned i = at.region;
                for (;;) {
                    while (b && !b->first)
                        b = b->next;
                    if (b || ++i >= parent->nregions)
                        break;
                    b = parent->regions[i].first;
                }
                if (b)
                    found = b->first, at = (walk_at){ b, i };
            }
            if (found) {
                op = found;
                break;
            }
            op = parent;
            depth--;
            at = depth < WALK_KEPT ? kept[depth] : (walk_at){ NULL, 0 };
        }
    }
}

dlti_op *dlti_enclosing_scope(const dlti_op *op)
{
    for (dlti_op *p = op ? op->parent : NULL; p; p = p->parent)
        if (dl_ir_op_is_scope(p))
            return p;
    return NULL;
}
