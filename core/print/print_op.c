/* print_op.c - operations in the generic form, and their regions and blocks;
 * ops with a custom printer go to it (custom.c, or a dialect's hook).
 * The hot path of printing a large module: one op per line, most as a
 * kept tail (text_pool.c) after a `%N = ` made here in one piece.
 */
#include "config.h"

#include <string.h>

#include "printer.h"

/* The default dialect pushed for the regions of an op printed in the
 * generic form (OpAsmOpInterface::getDefaultDialect): ops with a custom
 * form of their own (function ops) pass theirs to dl_text_pr_region themselves. */
static const char *op_default_dialect(const dlti_op *op)
{
    if (dl_ir_op_is_module(op))
        return "builtin";
    return "";
}

static void p_block(P *p, const dl_block *b, bool header)
{
    if (header) {
        put_indent(p, p->indent);
        dl_text_pr_block_label(p, b);
        if (b->nargs) {
            putc_(p, '(');
            for (unsigned i = 0; i < b->nargs; i++) {
                if (i)
                    put(p, ", ");
                dl_text_pr_block_arg(p, &b->args[i]);
                put(p, ": ");
                dl_text_pr_type(p, b->args[i].type);
            }
            putc_(p, ')');
        }
        putc_(p, ':');
        dl_text_pr_block_preds(p, b);
        putc_(p, '\n');
    }
    unsigned saved = p->indent;
    p->indent += 2;
    for (const dlti_op *op = b->first; op; op = op->next) {
        dl_text_pr_op(p, op);
        putc_(p, '\n');
        /* Between ops nothing printed earlier is rewritten: a safe point
         * to hand the text to the writer. */
        dl_buf_drain(p->b, false);
    }
    p->indent = saved;
}

void dl_text_pr_region_body(P *p, const dl_region *r, const char *dialect,
                       bool entry_args, bool empty_block)
{
    long saved_next = p->next_value;
    p->next_value = dl_text_pr_names_region_base(p->names, r);
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

void dl_text_pr_region(P *p, const dl_region *r, const char *dialect,
                  bool entry_args, bool empty_block)
{
    put(p, "{\n");
    dl_text_pr_region_body(p, r, dialect, entry_args, empty_block);
}

/* Alias visit order of the generic form (DummyAliasOperationPrinter). */
static void visit_generic(P *p, const dlti_op *op)
{
    pr_tail *tail = dl_text_pr_op_tail(p, op);
    if (tail && tail->visited)
        return; /* its type and attributes were walked already */
    if (tail)
        tail->visited = true;
    for (unsigned i = 0; i < op->nregions; i++) {
        const char *saved = p->default_dialect;
        p->default_dialect = op_default_dialect(op);
        for (const dl_block *b = op->regions[i].first; b; b = b->next) {
            for (unsigned j = 0; j < b->nargs; j++)
                dl_text_pr_type(p, b->args[j].type);
            for (const dlti_op *o = b->first; o; o = o->next)
                dl_text_pr_op(p, o);
        }
        p->default_dialect = saved;
    }
    for (unsigned i = 0; i < op->noperands; i++) {
        const dlti_type *t = op->operand_types ? op->operand_types[i] : NULL;
        if (dl_text_pr_first_visit(p, t))
            dl_text_pr_type(p, t);
    }
    for (unsigned i = 0; i < op->nresults; i++) {
        const dlti_type *t = op->result_types ? op->result_types[i] : NULL;
        if (dl_text_pr_first_visit(p, t))
            dl_text_pr_type(p, t);
    }
    if (op->props && dl_text_pr_first_visit(p, op->props))
        dl_text_pr_attr(p, op->props, EL_NEVER);
    if (op->attrs && dl_text_pr_first_visit(p, op->attrs))
        dl_text_pr_attr(p, op->attrs, EL_NEVER);
}

/* The generic form after the result names (and indentation). */
static void p_generic_body(P *p, const dlti_op *op)
{
    /* Tagged key (the name's second byte): quoting is a loop per byte. */
    const char *name = op->name ? op->name : "";
    if (!dl_text_pr_cached_put(p, name + 1)) {
        size_t start = p->b->len;
        dl_text_pr_quoted(p, name, strlen(name));
        dl_text_pr_cache_note(p, name + 1, start);
    }
    putc_(p, '(');
    for (unsigned i = 0; i < op->noperands; i++) {
        if (i)
            put(p, ", ");
        dl_text_pr_value_use(p, &op->operand_names[i]);
    }
    putc_(p, ')');
    if (op->nsuccessors) {
        putc_(p, '[');
        for (unsigned i = 0; i < op->nsuccessors; i++) {
            if (i)
                put(p, ", ");
            dl_text_pr_value_use(p, &op->successors[i]);
        }
        putc_(p, ']');
    }
    if (op->props) {
        put(p, " <");
        dl_text_pr_attr(p, op->props, EL_NEVER);
        putc_(p, '>');
    }
    if (op->nregions) {
        put(p, " (");
        for (unsigned i = 0; i < op->nregions; i++) {
            if (i)
                put(p, ", ");
            dl_text_pr_region(p, &op->regions[i], op_default_dialect(op), true, true);
        }
        putc_(p, ')');
    }
    if (op->attrs && dl_ir_dict(op->attrs)->n) {
        /* Tagged key: this text differs from the dictionary's own. */
        const char *key = (const char *)op->attrs + 1;
        if (!dl_text_pr_cached_put(p, key)) {
            size_t start = p->b->len;
            put(p, " {");
            dl_text_pr_dict_body(p, op->attrs);
            putc_(p, '}');
            dl_text_pr_cache_note(p, key, start);
        }
    }
    put(p, " : (");
    for (unsigned i = 0; i < op->noperands; i++) {
        if (i)
            put(p, ", ");
        dl_text_pr_type(p, op->operand_types ? op->operand_types[i] : NULL);
    }
    put(p, ") -> ");
    bool wrap = op->nresults != 1 ||
                (op->result_types && op->result_types[0] &&
                 dl_ir_type_kind_of(op->result_types[0]) == DL_TY_FUNCTION);
    if (wrap)
        putc_(p, '(');
    for (unsigned i = 0; i < op->nresults; i++) {
        if (i)
            put(p, ", ");
        dl_text_pr_type(p, op->result_types ? op->result_types[i] : NULL);
    }
    if (wrap)
        putc_(p, ')');
}

static void p_generic(P *p, const dlti_op *op)
{
    pr_tail *t = p->visiting ? NULL : dl_text_pr_op_tail(p, op);
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
        t->span = dl_text_pr_cache_keep(p, start);
}

/* OpState::printOpName: the name without the default dialect's prefix
 * when it has no other dot.  Remembers where it began, so that a custom
 * printer can fall back to the generic form (dl_text_pr_generic_instead). */
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
    if (op->cls->is_module)
        dl_text_print_module(p, op);
    else {
        put_op_name(p, op);
        op->cls->print(p, op);
    }
}

/* The indentation and `%N = ` of an op with one counted result, in one
 * piece: most lines of a large module start so.  False for other ops. */
static bool put_line_head(P *p, const dlti_op *op)
{
    if (op->nresults != 1 || p->next_value < 0 || !op->parent || !p->names ||
        p->indent > 64)
        return false;
    uint64_t v = (uint64_t)p->next_value++;
    size_t k = 1; /* digits of v */
    for (uint64_t t = 10; v >= t && k < 20; t *= 10)
        k++;
    /* Written in place when the buffer has room for the longest (the
     * usual case): fixed-size stores, no calls. */
    dl_buf *b = p->b;
    char line[64 + 32];
    bool direct = !b->failed && b->cap - b->len > 64 + 32;
    char *w = direct ? b->data + b->len : line;
    size_t n = p->indent;
    memset(w, ' ', 64); /* the indentation (n <= 64), and more */
    w[n++] = '%';
    dl_ir_fmt_u64(w + n + k, v);
    n += k;
    memcpy(w + n, " = ", 4); /* with the buffer's NUL */
    if (direct)
        b->len += n + 3;
    else
        putn(p, line, n + 3);
    return true;
}

/* A skimmed text; its later lines (`llvm.switch`'s cases, an op a person
 * broke over lines) indented under the op as they were under it in the
 * input (parse/skim.c keeps their indentation relative to the op's). */
static void put_skim_text(P *p, const char *t)
{
    for (;;) {
        const char *nl = strchr(t, '\n');
        if (!nl) {
            put(p, t);
            return;
        }
        putn(p, t, (size_t)(nl - t));
        putc_(p, '\n');
        t = nl + 1;
        if (*t && *t != '\n')
            put_indent(p, p->indent);
    }
}

/* An op no plugin models (parse/skim.c): its texts as written around its
 * regions, which print as any region does. */
static void p_skimmed(P *p, const dlti_op *op)
{
    if (p->visiting) {
        for (unsigned i = 0; i < op->nregions; i++)
            for (const dl_block *b = op->regions[i].first; b; b = b->next)
                for (const dlti_op *o = b->first; o; o = o->next)
                    dl_text_pr_op(p, o);
        return;
    }
    put_indent(p, p->indent);
    dl_text_pr_results(p, op);
    put_op_name(p, op);
    for (unsigned i = 0; i < op->nregions; i++) {
        put_skim_text(p, op->skim_texts[i]);
        putc_(p, ' ');
        dl_text_pr_region(p, &op->regions[i], "", true, false);
    }
    put_skim_text(p, op->skim_texts[op->nregions]);
}

/* Prints one op at p->indent, without the trailing newline. */
void dl_text_pr_op(P *p, const dlti_op *op)
{
    if (op->skimmed) {
        p_skimmed(p, op);
        return;
    }
    if (p->visiting) {
        if (op->cls && (op->cls->print || op->cls->is_module))
            p_custom(p, op);
        else
            visit_generic(p, op);
        return;
    }
    if (!put_line_head(p, op)) {
        put_indent(p, p->indent);
        dl_text_pr_results(p, op);
    }
    if (op->cls && (op->cls->print || op->cls->is_module))
        p_custom(p, op);
    else
        p_generic(p, op);
}

/* For custom printers given an op their form cannot express (MLIR's
 * verifier would have refused it): the generic form instead, replacing the
 * name already printed. */
void dl_text_pr_generic_instead(P *p, const dlti_op *op)
{
    if (p->visiting) {
        visit_generic(p, op);
        return;
    }
    if (p->name_off <= p->b->len && !p->b->failed)
        p->b->len = p->name_off;
    p_generic(p, op);
}

