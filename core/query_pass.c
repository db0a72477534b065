/* query_pass.c - MLIR's --test-data-layout-query pass: annotates
 * "test.data_layout_query" ops with the layout of their result type. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "layout.h"

#define QUERY_OP "test.data_layout_query"

#define DL_SMALL_INDEX 1024

/* The answers for one (layout, type): every query op of that type in that
 * scope gets the same uniqued dictionary, so it is built once. */
typedef struct memo_rec {
    const dlti_data_layout *dl;
    const dlti_type *type;
    const dlti_attr *dict;
} memo_rec;

typedef struct pass_state {
    dlti_context *ctx;
    const dlti_type *index_t;
    const char *query_name;      /* interned QUERY_OP: compared by address */
    dlti_status status;
    const dlti_op *last_parent;  /* the scope of the last parent seen */
    dlti_data_layout *last_dl;
    memo_rec *memo;              /* open addressing */
    size_t memo_cap, memo_count;
    const char *names[14];       /* the result attributes' names, interned */
    const dlti_attr *small_index[DL_SMALL_INDEX]; /* `N : index`, N small */
    const dlti_attr *zero_ui32;
} pass_state;

static size_t memo_slot(const pass_state *ps, const dlti_data_layout *dl,
                        const dlti_type *t)
{
    size_t mask = ps->memo_cap - 1;
    size_t i = (size_t)(dl_hash_ptr(t) ^ dl_hash_ptr(dl)) & mask;
    while (ps->memo[i].type &&
           (ps->memo[i].type != t || ps->memo[i].dl != dl))
        i = (i + 1) & mask;
    return i;
}

static bool memo_put(pass_state *ps, const dlti_data_layout *dl,
                     const dlti_type *t, const dlti_attr *dict)
{
    if ((ps->memo_count + 1) * 2 > ps->memo_cap) {
        size_t ncap = ps->memo_cap ? ps->memo_cap * 2 : 256;
        memo_rec *old = ps->memo;
        size_t ocap = ps->memo_cap;
        if (!(ps->memo = calloc(ncap, sizeof *ps->memo))) {
            ps->memo = old;
            return false;
        }
        ps->memo_cap = ncap;
        for (size_t i = 0; i < ocap; i++)
            if (old[i].type)
                ps->memo[memo_slot(ps, old[i].dl, old[i].type)] = old[i];
        free(old);
    }
    ps->memo[memo_slot(ps, dl, t)] = (memo_rec){dl, t, dict};
    ps->memo_count++;
    return true;
}

static const dlti_attr *index_attr(pass_state *ps, uint64_t v)
{
    /* Sizes and alignments are mostly small: keep those attributes. */
    if (v < DL_SMALL_INDEX) {
        if (!ps->small_index[v])
            ps->small_index[v] = dl_int_attr(ps->ctx, ps->index_t, v);
        return ps->small_index[v];
    }
    return dl_int_attr(ps->ctx, ps->index_t, v);
}

/* `N : index`, or `{minimal_size = N : index, scalable}`. */
static const dlti_attr *size_attr(pass_state *ps, dlti_size s)
{
    const dlti_attr *n = index_attr(ps, s.value);
    if (!s.scalable || !n)
        return n;
    dl_named_attr e[2] = {
        {dlti_intern(ps->ctx, "minimal_size", 12), n},
        {dlti_intern(ps->ctx, "scalable", 8), dl_unit_attr(ps->ctx)},
    };
    if (!e[0].name || !e[1].name || !e[1].value)
        return NULL;
    return dl_dict_attr(ps->ctx, 2, e);
}

static const dlti_attr *memory_space_attr(pass_state *ps, const dlti_attr *v)
{
    if (v)
        return v;
    if (!ps->zero_ui32) {
        const dlti_type *ui32 = dl_integer_type(ps->ctx, 32, DLTI_UNSIGNED);
        ps->zero_ui32 = ui32 ? dl_int_attr(ps->ctx, ui32, 0) : NULL;
    }
    return ps->zero_ui32;
}

static const dlti_attr *string_or_empty(pass_state *ps, const dlti_attr *v)
{
    return v ? v : dl_string_attr(ps->ctx, "", 0, NULL);
}

static dlti_status annotate(pass_state *ps, dlti_op *op)
{
    dlti_context *ctx = ps->ctx;
    if (op->nresults < 1)
        return dl_error(ctx, DLTI_ERR_VERIFY, &op->loc,
                        "'" QUERY_OP "' op expects a result whose type to query");
    const dlti_type *t = op->result_types[0];
    dlti_data_layout *dl = ps->last_dl;
    dlti_status st;
    if (op->parent != ps->last_parent || !dl) {
        if ((st = dlti_data_layout_get(ctx, dlti_enclosing_scope(op), &dl)))
            return st;
        ps->last_parent = op->parent;
        ps->last_dl = dl;
    }
    if (ps->memo_cap) {
        const memo_rec *m = &ps->memo[memo_slot(ps, dl, t)];
        if (m->type) {
            op->attrs = m->dict;
            return DLTI_OK;
        }
    }
    dlti_loc saved = dl->where;
    dl->where = op->loc;
    dlti_size size, bits;
    uint64_t abi, pref, index, stack;
    int has_index;
    if ((st = dlti_type_size(dl, t, &size)) ||
        (st = dlti_type_size_in_bits(dl, t, &bits)) ||
        (st = dlti_type_abi_alignment(dl, t, &abi)) ||
        (st = dlti_type_preferred_alignment(dl, t, &pref)) ||
        (st = dlti_type_index_bitwidth(dl, t, &index, &has_index)) ||
        (st = dlti_layout_stack_alignment(dl, &stack))) {
        dl->where = saved;
        return st;
    }
    dl->where = saved;

    const dlti_attr *fpa = dlti_layout_function_pointer_alignment(dl);
    const dlti_attr *liw = dlti_layout_legal_int_widths(dl);
    if (!liw) {
        const dlti_type *i32 = dl_integer_type(ctx, 32, DLTI_SIGNLESS);
        liw = i32 ? dl_dense_array_attr(ctx, i32, 0, NULL) : NULL;
    }
    dl_named_attr a[14] = {
        {"alignment", index_attr(ps, abi)},
        {"alloca_memory_space",
         memory_space_attr(ps, dlti_layout_alloca_memory_space(dl))},
        {"bitsize", size_attr(ps, bits)},
        {"default_memory_space",
         memory_space_attr(ps, dlti_layout_default_memory_space(dl))},
        {"endianness", string_or_empty(ps, dlti_layout_endianness(dl))},
        {"function_pointer_alignment", fpa ? fpa : dl_fptr_align_attr(ctx, 0, false)},
        {"global_memory_space",
         memory_space_attr(ps, dlti_layout_global_memory_space(dl))},
        {"index", index_attr(ps, has_index ? index : 0)},
        {"legal_int_widths", liw},
        {"mangling_mode", string_or_empty(ps, dlti_layout_mangling_mode(dl))},
        {"preferred", index_attr(ps, pref)},
        {"program_memory_space",
         memory_space_attr(ps, dlti_layout_program_memory_space(dl))},
        {"size", size_attr(ps, size)},
        {"stack_alignment", index_attr(ps, stack)},
    };
    for (int i = 0; i < 14; i++) {
        /* Interned once per pass: hashing 14 names per op showed. */
        if (!ps->names[i])
            ps->names[i] = dlti_intern(ctx, a[i].name, strlen(a[i].name));
        a[i].name = ps->names[i];
        if (!a[i].name || !a[i].value)
            return DLTI_ERR_NOMEM;
    }
    const dlti_attr *dict = dl_dict_attr(ctx, 14, a);
    if (!dict || !memo_put(ps, dl, t, dict))
        return DLTI_ERR_NOMEM;
    op->attrs = dict;
    return DLTI_OK;
}

static dlti_status run(pass_state *ps, dlti_op *top);

static int visit(dlti_op *op, void *user)
{
    pass_state *ps = user;
    if (op->name != ps->query_name || dl_dict_get(op->attrs, "size"))
        return 0;
    ps->status = annotate(ps, op);
    return ps->status != DLTI_OK;
}

dlti_status dlti_run_query_pass(dlti_op *top)
{
    if (!top)
        return DLTI_ERR_MISUSE;
    dlti_context *ctx = top->ctx;
    /* One lock for the whole pass: the uniquing calls inside re-enter it
     * cheaply (see dl_ctx_lock). */
    dl_ctx_lock(ctx);
    pass_state ps = {ctx, dl_index_type(ctx),
                     dlti_intern(ctx, QUERY_OP, strlen(QUERY_OP)), DLTI_OK,
                     NULL, NULL, NULL, 0, 0, {NULL}, {NULL}, NULL};
    dlti_status st = ps.index_t && ps.query_name ? run(&ps, top)
                                                 : DLTI_ERR_NOMEM;
    free(ps.memo);
    dl_ctx_unlock(ctx);
    return st;
}

static dlti_status run(pass_state *ps, dlti_op *top)
{
    /* The pass runs on the func.func ops directly inside the top module,
     * as `mlir-opt --test-data-layout-query` schedules it. */
    for (unsigned r = 0; r < top->nregions; r++)
        for (dl_block *b = top->regions[r].first; b; b = b->next)
            for (dlti_op *op = b->first; op; op = op->next) {
                if (strcmp(op->name, "func.func") != 0)
                    continue;
                dlti_op_walk(op, visit, ps);
                if (ps->status)
                    return ps->status;
            }
    return DLTI_OK;
}
