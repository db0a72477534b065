/* custom.c - the custom forms the core prints itself: builtin.module
 * (its class's print hook; its opening line is also the streamed
 * module's), the function-op and return-op forms plugins use
 * (dlti_print_function_op, dlti_print_return_op), and the pieces of op
 * forms plugin print hooks use (symbol names, attribute dictionaries,
 * regions: dlti_printer_symbol_name, _op_attr_dict, _region).
 */
#include "config.h"

#include <string.h>

#include "printer.h"

static const dlti_attr *dict_lookup(const dlti_attr *dict, const char *name)
{
    if (!dict || dl_ir_attr_kind_of(dict) != DL_AT_DICT)
        return NULL;
    const dl_dict_key *k = dl_ir_dict(dict);
    for (size_t i = 0; i < k->n; i++)
        if (k->elems[i].name && !strcmp(k->elems[i].name, name))
            return k->elems[i].value;
    return NULL;
}

static bool attr_is(const dlti_attr *a, dl_attr_kind kind)
{
    return a && dl_ir_attr_kind_of(a) == kind;
}

/* printOptionalAttrDict[WithKeyword] of op->getAttrs(): the inherent
 * (properties) and discardable attributes merged in name order, without
 * the names in `elided`. */
static void put_op_attr_dict(P *p, const dlti_op *op,
                             const char *const *elided, bool keyword)
{
    const dl_dict_key *pk = attr_is(op->props, DL_AT_DICT) ? dl_ir_dict(op->props)
                                                           : NULL;
    const dl_dict_key *ak = attr_is(op->attrs, DL_AT_DICT) ? dl_ir_dict(op->attrs)
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
        dl_text_pr_named_attr(p, e);
    }
    if (any)
        putc_(p, '}');
}

/* ---- builtin.module ---------------------------------------------------- */

/* "module @name attributes {...} {" and the newline: printed by itself
 * when the module's body streams (print/stream.c). */
void dl_text_pr_module_head(P *p, const dlti_op *op)
{
    if (p->default_dialect && !strcmp(p->default_dialect, "builtin"))
        put(p, "module");
    else
        put(p, "builtin.module");
    const dlti_attr *sym = dict_lookup(op->props, "sym_name");
    if (!sym)
        sym = dict_lookup(op->attrs, "sym_name");
    if (sym && dl_ir_attr_kind_of(sym) == DL_AT_STRING) {
        const dl_string_attr_key *sk = (const dl_string_attr_key *)sym->key;
        put(p, " @");
        dl_text_pr_keyword_or_string(p, sk->str, sk->len);
    } else {
        sym = NULL;
    }

    /* attr-dict-with-keyword, sym_name elided when printed above. */
    static const char *const sym_elided[] = {"sym_name", NULL};
    put_op_attr_dict(p, op, sym ? sym_elided : NULL, true);
    put(p, " {\n");
}

void dl_text_print_module(dlti_printer *pr, const dlti_op *op)
{
    /* In the alias visit pass the text goes to a scratch buffer, so the
     * same code walks attributes and regions in the custom-form order. */
    P *p = pr;
    dl_text_pr_module_head(p, op);
    if (!op->nregions) {
        putc_(p, '}');
        return;
    }
    dl_text_pr_region_body(p, &op->regions[0], "builtin", false, false);
    for (unsigned r = 1; r < op->nregions; r++) {
        putc_(p, ' ');
        dl_text_pr_region(p, &op->regions[r], "builtin", false, false);
    }
}

/* ---- Function and return ops (plugin.h) --------------------------------- */

/* An optional `arg_attrs` / `res_attrs` value: an array of n dictionaries. */
static bool dict_array_ok(const dlti_attr *a, size_t n)
{
    if (!a)
        return true;
    if (!attr_is(a, DL_AT_ARRAY) || dl_ir_attr_list(a)->n != n)
        return false;
    for (size_t i = 0; i < n; i++)
        if (!attr_is(dl_ir_attr_list(a)->elems[i], DL_AT_DICT))
            return false;
    return true;
}

/* printOptionalAttrDict of one dictionary attribute (or none). */
static void put_optional_dict(P *p, const dlti_attr *dict)
{
    if (!dict || !dl_ir_dict(dict)->n)
        return;
    put(p, " {");
    dl_text_pr_dict_body(p, dict);
    putc_(p, '}');
}

static const dlti_attr *list_at(const dlti_attr *array, size_t i)
{
    return array ? dl_ir_attr_list(array)->elems[i] : NULL;
}

/* function_interface_impl::printFunctionOp, after the op name. */
void dlti_print_function_op(dlti_printer *pr, const dlti_op *op)
{
    if (!pr || !op)
        return;
    P *p = pr;
    const dlti_attr *props = attr_is(op->props, DL_AT_DICT) ? op->props : NULL;
    const dlti_attr *name = props ? dl_ir_dict_get(props, "sym_name") : NULL;
    const dlti_attr *fty = props ? dl_ir_dict_get(props, "function_type") : NULL;
    const dlti_attr *vis = props ? dl_ir_dict_get(props, "sym_visibility") : NULL;
    const dlti_attr *arg_attrs = props ? dl_ir_dict_get(props, "arg_attrs") : NULL;
    const dlti_attr *res_attrs = props ? dl_ir_dict_get(props, "res_attrs") : NULL;
    const dlti_type *ft = attr_is(fty, DL_AT_TYPE)
                              ? ((const dl_type_attr_key *)fty->key)->type
                              : NULL;
    const dl_list_key *fk =
        ft && dl_ir_type_kind_of(ft) == DL_TY_FUNCTION ? dl_ir_list(ft) : NULL;
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
        dl_text_pr_generic_instead(p, op);
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
        dl_text_pr_keyword_or_string(p, nk->str, nk->len);
    } else {
        put(p, "@<<INVALID EMPTY SYMBOL>>");
    }

    /* printFunctionSignature */
    putc_(p, '(');
    for (uint32_t i = 0; i < fk->n_inputs; i++) {
        if (i)
            put(p, ", ");
        if (entry) {
            dl_text_pr_block_arg(p, &entry->args[i]);
            put(p, ": ");
            dl_text_pr_type(p, entry->args[i].type);
        } else {
            dl_text_pr_type(p, fk->types[i]);
        }
        put_optional_dict(p, list_at(arg_attrs, i));
    }
    putc_(p, ')');
    if (fk->n_results) {
        /* printFunctionResultList */
        const dlti_type *first = fk->types[fk->n_inputs];
        const dlti_attr *d0 = list_at(res_attrs, 0);
        bool parens = fk->n_results > 1 ||
                      dl_ir_type_kind_of(first) == DL_TY_FUNCTION ||
                      (d0 && dl_ir_dict(d0)->n);
        put(p, " -> ");
        if (parens)
            putc_(p, '(');
        for (uint32_t i = 0; i < fk->n_results; i++) {
            if (i)
                put(p, ", ");
            dl_text_pr_type(p, fk->types[fk->n_inputs + i]);
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
        dl_text_pr_region(p, &op->regions[0], ns, false, false);
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
        dl_text_pr_generic_instead(p, op);
        return;
    }
    put_op_attr_dict(p, op, NULL, false);
    if (!op->noperands)
        return;
    putc_(p, ' ');
    for (unsigned i = 0; i < op->noperands; i++) {
        if (i)
            put(p, ", ");
        dl_text_pr_value_use(p, &op->operand_names[i]);
    }
    put(p, " : ");
    for (unsigned i = 0; i < op->noperands; i++) {
        if (i)
            put(p, ", ");
        dl_text_pr_type(p, op->operand_types ? op->operand_types[i] : NULL);
    }
}


/* ---- Pieces of custom op forms (plugin.h) ------------------------------- */

void dlti_printer_symbol_name(dlti_printer *pr, const char *name, size_t len)
{
    if (!pr || !name)
        return;
    P *p = pr;
    if (!len) {
        put(p, "@<<INVALID EMPTY SYMBOL>>");
        return;
    }
    putc_(p, '@');
    dl_text_pr_keyword_or_string(p, name, len);
}

void dlti_printer_op_attr_dict(dlti_printer *pr, const dlti_op *op,
                               const char *const *elided, int with_keyword)
{
    if (!pr || !op)
        return;
    put_op_attr_dict(pr, op, elided, with_keyword != 0);
}

void dlti_printer_region(dlti_printer *pr, const dlti_op *op, unsigned i,
                         const char *default_dialect)
{
    if (!pr || !op || i >= op->nregions)
        return;
    dl_text_pr_region(pr, &op->regions[i], default_dialect ? default_dialect : "",
                 true, false);
}
