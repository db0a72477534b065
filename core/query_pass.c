/* query_pass.c - MLIR's --test-data-layout-query pass: annotates
 * "test.data_layout_query" ops with the layout of their result type. */
#include "config.h"

#include <string.h>

#include "layout.h"

#define QUERY_OP "test.data_layout_query"

typedef struct pass_state {
    dlti_context *ctx;
    const dlti_type *index_t;
    dlti_status status;
} pass_state;

static const dlti_attr *index_attr(pass_state *ps, uint64_t v)
{
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
    const dlti_type *ui32 = dl_integer_type(ps->ctx, 32, DLTI_UNSIGNED);
    return ui32 ? dl_int_attr(ps->ctx, ui32, 0) : NULL;
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
    dlti_data_layout *dl;
    dlti_status st = dlti_data_layout_get(ctx, dlti_enclosing_scope(op), &dl);
    if (st)
        return st;
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
        a[i].name = dlti_intern(ctx, a[i].name, strlen(a[i].name));
        if (!a[i].name || !a[i].value)
            return DLTI_ERR_NOMEM;
    }
    const dlti_attr *dict = dl_dict_attr(ctx, 14, a);
    if (!dict)
        return DLTI_ERR_NOMEM;
    op->attrs = dict;
    return DLTI_OK;
}

static int visit(dlti_op *op, void *user)
{
    pass_state *ps = user;
    if (strcmp(op->name, QUERY_OP) != 0 || dl_dict_get(op->attrs, "size"))
        return 0;
    ps->status = annotate(ps, op);
    return ps->status != DLTI_OK;
}

dlti_status dlti_run_query_pass(dlti_op *top)
{
    if (!top)
        return DLTI_ERR_MISUSE;
    pass_state ps = {top->ctx, dl_index_type(top->ctx), DLTI_OK};
    if (!ps.index_t)
        return DLTI_ERR_NOMEM;
    /* The pass runs on the func.func ops directly inside the top module,
     * as `mlir-opt --test-data-layout-query` schedules it. */
    for (unsigned r = 0; r < top->nregions; r++)
        for (dl_block *b = top->regions[r].first; b; b = b->next)
            for (dlti_op *op = b->first; op; op = op->next) {
                if (strcmp(op->name, "func.func") != 0)
                    continue;
                dlti_op_walk(op, visit, &ps);
                if (ps.status)
                    return ps.status;
            }
    return DLTI_OK;
}
