/* register_op.c - dlti_register_op_class: a dialect's op class, made in
 * the text layer because most of what an op class holds is its custom
 * assembly (parse and print hooks), and a plugin of an older ABI is
 * known to have a function op by the core's function-op forms it uses
 * (dlti_parse_function_op, dlti_print_function_op). */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "dl_text.h"

dlti_status dlti_register_op_class(dlti_dialect *d, const char *name,
                                   const dlti_op_hooks *hooks)
{
    if (!d || !name || !hooks || !*name)
        return DLTI_ERR_MISUSE;
    if (dl_ir_hooks_too_small(d, "op", name, hooks->size,
                        DL_HOOKS_MIN_SIZE(dlti_op_hooks, type_preferred_alignment)))
        return DLTI_ERR_PLUGIN;
    /* Op names are registered in full: "test.op_with_data_layout". */
    dl_buf full = {0};
    dl_buf_printf(&full, "%s.%s", d->name, name);
    char *fname = dl_buf_take(&full);
    if (!fname)
        return dl_nomem(d->ctx);
    dl_op_class *c = dl_alloc(d->ctx, sizeof *c);
    const char *iname = dlti_intern(d->ctx, fname, strlen(fname));
    free(fname);
    if (!c || !iname)
        return dl_nomem(d->ctx);
    if (dl_ir_op_class_lookup(d->ctx, iname, strlen(iname))) {
        return dl_error(d->ctx, DLTI_ERR_PLUGIN, NULL,
                        "dialect '%s' registers op '%s' twice", d->name, iname);
    }
    c->name = iname;
    c->dialect = d;
    dl_ir_copy_hooks(&c->hooks, sizeof c->hooks, hooks, hooks->size);
    c->is_scope = c->hooks.is_scope != 0;
    c->is_function = (c->hooks.flags & DLTI_OP_FUNCTION_LIKE) != 0;
    /* A table from before `flags`: the function-op helpers said it. */
    if (hooks->size < offsetof(dlti_op_hooks, flags) + sizeof hooks->flags)
        c->is_function = c->hooks.parse == dlti_parse_function_op ||
                         c->hooks.print == dlti_print_function_op;
    c->traits_known =
        hooks->size >= offsetof(dlti_op_hooks, verify) + sizeof hooks->verify;
    c->flags = c->traits_known ? c->hooks.flags : 0;
    if (c->is_function)
        c->flags |= DLTI_OP_FUNCTION_LIKE | DLTI_OP_SYMBOL;
    c->parse = c->hooks.parse;
    c->print = c->hooks.print;
    return dl_ir_register_op_class(d->ctx, c);
}
