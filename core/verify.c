/* verify.c - the IR verifier: what MLIR's verifier checks of the ops dlti
 * models, in MLIR's order (OperationVerifier: an op on entry, its blocks
 * and their ops, ops isolated from above after their siblings, region
 * invariants last): dlti.* op attributes, symbols and symbol tables,
 * terminators, op class verify hooks, builtin.module's rules, each scope's
 * spec and its combination with the enclosing scopes' specs. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "dl_meaning.h"
#include "mlir_names.h"

/* Whether `spec` holds the entry `e` itself (entries are uniqued). */
static bool spec_holds(const dlti_attr *spec, const dlti_attr *e)
{
    const dl_attr_list_key *l = dl_ir_attr_list(spec);
    for (size_t i = 0; i < l->n; i++)
        if (l->elems[i] == e)
            return true;
    return false;
}

/* Beyond MLIR's message: what does not combine, its value here and in the
 * enclosing scopes, and which enclosing op gave that value. */
static void note_conflict(const dlti_op *op, const dlti_op *const *anc,
                          size_t na, const dl_combine_why *why)
{
    if (!why->inner)
        return;
    dlti_context *ctx = op->ctx;
    const dlti_op *from = NULL;
    for (size_t i = 0; i < na && !from && why->outer; i++) {
        const dlti_attr *s = dl_sema_scope_spec(anc[i]);
        if (s && spec_holds(s, why->outer))
            from = anc[i];
    }
    dl_buf where = {0};
    if (from)
        dl_buf_printf(&where, " at %s:%u:%u", from->loc.file ? from->loc.file : "",
                      from->loc.line, from->loc.col);
    char *w = dl_buf_take(&where);
    char *key = dl_text_entry_key_text(dl_entry(why->inner)->key);
    if (why->cls || !why->outer) {
        dl_note_extra(ctx, &op->loc,
                      "the %s entries here do not combine with those of the "
                      "enclosing op%s", dl_or_lost(key), w ? w : "");
    } else {
        dl_note_extra(ctx, &op->loc, "%s: %pA here, %pA in the enclosing op%s",
                      dl_or_lost(key), dl_entry(why->inner)->value,
                      dl_entry(why->outer)->value, w ? w : "");
    }
    free(key);
    free(w);
}

/* Beyond MLIR, which reports a spec's error at the op: a note at the
 * entry at fault, where it is written (in the op's attribute or in the
 * definition of the alias the op names). */
static void note_entry(const dlti_op *op, const dlti_attr *spec, size_t bad,
                       bool group)
{
    const dl_attr_list_key *l = dl_ir_attr_list(spec);
    const dl_dict_key *d = dl_ir_dict(op->attrs);
    const char *name = NULL;
    for (size_t i = 0; i < d->n && !name; i++)
        if (d->elems[i].value == spec)
            name = d->elems[i].name;
    const char *alias;
    const dlti_loc *locs =
        name ? dl_text_spec_written(op->ctx, op, name, spec, &alias) : NULL;
    if (bad >= l->n || !locs)
        return;
    dlti_loc at = locs[bad];
    char *key = dl_text_entry_key_text(dl_entry(l->elems[bad])->key);
    dl_buf in = {0};
    if (alias)
        dl_buf_printf(&in, ", in the definition of %s", alias);
    char *w = dl_buf_take(&in);
    if (group)
        dl_note_extra(op->ctx, &at, "the entries for %s begin here%s",
                      dl_or_lost(key), w ? w : "");
    else
        dl_note_extra(op->ctx, &at, "the entry for %s is here%s",
                      dl_or_lost(key), w ? w : "");
    free(w);
    free(key);
}

/* The check MLIR's verifyDataLayoutOp does: the scope's own spec, then its
 * combination with the enclosing scopes. */
static dlti_status verify_scope(dlti_op *op)
{
    dlti_context *ctx = op->ctx;
    const dlti_attr *spec = dl_sema_scope_spec(op);
    if (!spec)
        return DLTI_OK;
    size_t bad;
    bool group;
    dlti_status st = dl_sema_verify_spec_once(ctx, spec, &op->loc, &bad, &group);
    if (st) {
        if (st != DLTI_ERR_NOMEM)
            note_entry(op, spec, bad, group);
        return st;
    }
    const dlti_attr **specs;
    size_t n;
    if ((st = dl_sema_scope_spec_chain(ctx, op, &specs, &n)))
        return st;
    dl_combined c;
    bool ok, shared;
    dl_combine_why why;
    st = dl_sema_combine_shared(ctx, specs, n, &c, &ok, &why, &shared);
    free(specs);
    if (st)
        return st;
    if (ok) {
        if (!shared)
            dl_sema_combined_free(&c);
        return DLTI_OK;
    }
    dl_error(ctx, DLTI_ERR_VERIFY, &op->loc,
             "data layout does not combine with layouts of enclosing ops");
    size_t na = dl_sema_collect_ancestors(op, NULL, 0);
    const dlti_op **anc = calloc(na + 1, sizeof *anc);
    if (anc) {
        dl_sema_collect_ancestors(op, anc, na);
        for (size_t i = 0; i < na; i++)
            dl_note(ctx, &anc[i]->loc, "enclosing op with data layout");
        note_conflict(op, anc, na, &why);
        free(anc);
    }
    return DLTI_ERR_VERIFY;
}

/* MLIR's DLTI dialect verifier of `dlti.*` op attributes. */
static dlti_status verify_dlti_op_attr(dlti_op *op, const char *name,
                                       const dlti_attr *value, bool *run_scope)
{
    dlti_context *ctx = op->ctx;
    if (strcmp(name, DL_ATTR_DL_SPEC) == 0) {
        if (dl_ir_attr_kind_of(value) != DL_AT_DL_SPEC)
            return dl_error(ctx, DLTI_ERR_VERIFY, &op->loc,
                            "'dlti.dl_spec' is expected to be a #dlti.dl_spec "
                            "attribute");
        if (dl_ir_op_is_module(op))
            *run_scope = true;
        return DLTI_OK;
    }
    if (strcmp(name, "dlti.target_system_spec") == 0) {
        if (dl_ir_attr_kind_of(value) != DL_AT_SYSTEM_SPEC)
            return dl_error(ctx, DLTI_ERR_VERIFY, &op->loc,
                            "'dlti.target_system_spec' is expected to be a "
                            "#dlti.target_system_spec attribute");
        return DLTI_OK;
    }
    if (strcmp(name, "dlti.map") == 0) {
        if (dl_ir_attr_kind_of(value) != DL_AT_MAP)
            return dl_error(ctx, DLTI_ERR_VERIFY, &op->loc,
                            "'dlti.map' is expected to be a #dlti.map attribute");
        return DLTI_OK;
    }
    return dl_error(ctx, DLTI_ERR_VERIFY, &op->loc,
                    "attribute '%s' not supported by dialect", name);
}

static dlti_status verify_module(dlti_op *op)
{
    dlti_context *ctx = op->ctx;
    const dl_dict_key *d = dl_ir_dict(op->attrs);
    for (size_t i = 0; i < d->n; i++) {
        const char *name = d->elems[i].name;
        if (!strchr(name, '.') && strcmp(name, "sym_name") != 0 &&
            strcmp(name, "sym_visibility") != 0)
            return dl_error(ctx, DLTI_ERR_VERIFY, &op->loc,
                            "'builtin.module' op can only contain attributes "
                            "with dialect-prefixed names, found: '%s'",
                            name);
    }
    const char *first = NULL;
    for (size_t i = 0; i < d->n; i++) {
        if (dl_ir_attr_kind_of(d->elems[i].value) != DL_AT_DL_SPEC)
            continue;
        if (first) {
            /* MLIR 22 reports this as an error but lets verification
             * succeed and uses the first spec; we keep the behaviour and
             * call it what it is, a warning. */
            dl_diag(ctx, DLTI_SEV_WARNING, &op->loc,
                    "'builtin.module' op expects at most one data layout "
                    "attribute");
            dl_note(ctx, &op->loc, "'%s' is a data layout attribute", first);
            dl_note(ctx, &op->loc, "'%s' is a data layout attribute",
                    d->elems[i].name);
            return DLTI_OK;
        }
        first = d->elems[i].name;
    }
    return DLTI_OK;
}

/* ---- Symbols and symbol tables ------------------------------------------ */

static bool class_has(const dlti_op *op, unsigned flag)
{
    return op->cls && op->cls->traits_known && (op->cls->flags & flag);
}

/* MLIR 22's symbol ops (SymbolOpInterface) that dlti reads as written
 * (skim.c), and whether each is a symbol table too: they take part in
 * the symbol table of their parent as MLIR's do. */
static const struct written_symbol {
    const char *name;
    bool table;
} written_symbols[] = {
    {"llvm.comdat", true},       {"llvm.comdat_selector", false},
    {"llvm.func", false},        {"llvm.mlir.alias", false},
    {"llvm.mlir.global", false}, {"llvm.mlir.ifunc", false},
};

static const struct written_symbol *written_symbol(const dlti_op *op)
{
    if (!op->skimmed)
        return NULL;
    for (size_t i = 0; i < sizeof written_symbols / sizeof *written_symbols;
         i++)
        if (strcmp(op->name, written_symbols[i].name) == 0)
            return &written_symbols[i];
    return NULL;
}

/* The name of such an op as written: its custom form's first `@name`
 * after the keywords before it (linkage, visibility, `constant`, ...):
 * `llvm.func internal @f(`, `llvm.comdat_selector @any any`.  A quoted
 * name with escapes is not read (NULL): none of MLIR's printers makes
 * one for these ops' names in practice. */
static const dlti_attr *written_symbol_name(const dlti_op *op)
{
    const char *t = op->skim_texts ? op->skim_texts[0] : NULL;
    for (size_t i = 0; t && t[i];) {
        char c = t[i];
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
            i++;
        } else if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                   c == '_') {
            while ((t[i] >= 'a' && t[i] <= 'z') || (t[i] >= 'A' && t[i] <= 'Z') ||
                   (t[i] >= '0' && t[i] <= '9') || t[i] == '_' || t[i] == '$' ||
                   t[i] == '.')
                i++;
        } else if (c == '@' && t[i + 1] == '"') {
            const char *q = strchr(t + i + 2, '"');
            const char *esc = strchr(t + i + 2, '\\');
            if (!q || (esc && esc < q))
                return NULL;
            return dl_ir_string_attr(op->ctx, t + i + 2, (size_t)(q - t - i - 2),
                                  NULL);
        } else if (c == '@') {
            size_t j = i + 1;
            while ((t[j] >= 'a' && t[j] <= 'z') || (t[j] >= 'A' && t[j] <= 'Z') ||
                   (t[j] >= '0' && t[j] <= '9') || t[j] == '_' || t[j] == '$' ||
                   t[j] == '.' || t[j] == '-')
                j++;
            return j > i + 1 ? dl_ir_string_attr(op->ctx, t + i + 1, j - i - 1, NULL)
                             : NULL;
        } else {
            return NULL;
        }
    }
    return NULL;
}

/* The op's `sym_name` as getAttrOfType<StringAttr> sees it, or NULL. */
static const dlti_attr *symbol_name(const dlti_op *op)
{
    const dlti_attr *a = dlti_op_inherent_attr(op, "sym_name");
    if (a && dl_ir_attr_kind_of(a) == DL_AT_STRING)
        return a;
    return written_symbol(op) ? written_symbol_name(op) : NULL;
}

/* SymbolOpInterface's verify (module: an optional symbol). */
static dlti_status verify_symbol(dlti_op *op)
{
    const dlti_attr *name = dlti_op_inherent_attr(op, "sym_name");
    if (!name && !op->cls->is_function)
        return DLTI_OK;
    if (!name || dl_ir_attr_kind_of(name) != DL_AT_STRING)
        return dlti_op_emit_error(op, "requires string attribute 'sym_name'");
    const dlti_attr *vis = dlti_op_inherent_attr(op, "sym_visibility");
    const char *v = "public";
    if (vis) {
        char *text = NULL;
        size_t len = 0;
        v = dlti_attr_get_string(vis, &len);
        if (!v || (strcmp(v, "public") && strcmp(v, "private") &&
                   strcmp(v, "nested"))) {
            text = dl_text_object_text(vis, 'A');
            dlti_status st =
                v ? dlti_op_emit_error(op, "visibility expected to be one of "
                                           "[\"public\", \"private\", "
                                           "\"nested\"], but got %s",
                                       text ? text : "?")
                  : dlti_op_emit_error(op, "requires visibility attribute "
                                           "'sym_visibility' to be a string "
                                           "attribute, but got %s",
                                       text ? text : "?");
            dlti_free(text);
            return st;
        }
    }
    /* A function-like op without a body is a declaration. */
    if (op->cls->is_function && op->nregions &&
        !op->regions[0].first && strcmp(v, "public") == 0)
        return dlti_op_emit_error(op, "symbol declaration cannot have public "
                                      "visibility");
    const dlti_op *parent = op->parent;
    if (parent && parent->cls && parent->cls->traits_known &&
        !(parent->cls->flags & DLTI_OP_SYMBOL_TABLE))
        return dlti_op_emit_error(op, "symbol's parent must have the "
                                      "SymbolTable trait");
    return DLTI_OK;
}

void dl_sema_symbols_free(dl_symbols *s)
{
    free(s->slots);
    memset(s, 0, sizeof *s);
}

/* Open addressing on the uniqued string attribute. */
static dlti_status symbols_grow(dl_symbols *s)
{
    size_t cap = s->cap ? s->cap * 2 : 64;
    dl_symbol_slot *slots = calloc(cap, sizeof *slots);
    if (!slots)
        return DLTI_ERR_NOMEM;
    for (size_t i = 0; i < s->cap; i++) {
        if (!s->slots[i].name)
            continue;
        size_t j = dl_ir_hash_ptr(s->slots[i].name) & (cap - 1);
        while (slots[j].name)
            j = (j + 1) & (cap - 1);
        slots[j] = s->slots[i];
    }
    free(s->slots);
    s->slots = slots;
    s->cap = cap;
    return DLTI_OK;
}

dlti_status dl_sema_symbols_add(dl_symbols *s, const dlti_op *op,
                           const dlti_op **existing)
{
    *existing = NULL;
    const dlti_attr *name = symbol_name(op);
    if (!name)
        return DLTI_OK;
    if ((s->n + 1) * 2 > s->cap && symbols_grow(s))
        return DLTI_ERR_NOMEM;
    size_t j = dl_ir_hash_ptr(name) & (s->cap - 1);
    for (; s->slots[j].name; j = (j + 1) & (s->cap - 1))
        if (s->slots[j].name == name) {
            *existing = s->slots[j].op;
            return DLTI_OK;
        }
    s->slots[j].name = name;
    s->slots[j].op = op;
    s->n++;
    return DLTI_OK;
}

/* OpTrait::SymbolTable's region invariant (detail::verifySymbolTable). */
static dlti_status verify_symbol_table(dlti_op *op)
{
    dlti_context *ctx = op->ctx;
    if (op->nregions != 1)
        return dl_error(ctx, DLTI_ERR_VERIFY, &op->loc,
                        "Operations with a 'SymbolTable' must have exactly "
                        "one region");
    const dl_block *b = op->regions[0].first;
    if (!b || b->next)
        return dl_error(ctx, DLTI_ERR_VERIFY, &op->loc,
                        "Operations with a 'SymbolTable' must have exactly "
                        "one block");
    if (!b->first || b->first == b->last)
        return DLTI_OK;
    dl_symbols syms = {0};
    dlti_status st = DLTI_OK;
    for (const dlti_op *o = b->first; o && !st; o = o->next) {
        const dlti_op *prev;
        if ((st = dl_sema_symbols_add(&syms, o, &prev))) {
            st = dl_nomem(ctx);
            break;
        }
        if (prev) {
            size_t len;
            const char *name = dlti_attr_get_string(symbol_name(o), &len);
            dl_error(ctx, DLTI_ERR_VERIFY, &o->loc,
                     "redefinition of symbol named '%.*s'", (int)len, name);
            dl_note(ctx, &prev->loc, "see existing symbol definition here");
            st = DLTI_ERR_VERIFY;
        }
    }
    dl_sema_symbols_free(&syms);
    return st;
}

/* ---- Blocks and terminators ------------------------------------------------ */

/* MLIR's mayBeValidWithoutTerminator: the only block of a region of an op
 * that may have the NoTerminator trait (unregistered ops and ops of old
 * plugins may). */
static bool may_lack_terminator(const dlti_op *owner, const dl_block *b,
                                unsigned region)
{
    if (owner->regions[region].first != b || b->next)
        return false;
    return !owner->cls || !owner->cls->traits_known ||
           (owner->cls->flags & DLTI_OP_NO_TERMINATOR);
}

static bool might_be_terminator(const dlti_op *op)
{
    return !op->cls || !op->cls->traits_known ||
           (op->cls->flags & DLTI_OP_TERMINATOR);
}

static dlti_status verify_block_entry(const dlti_op *owner, const dl_block *b,
                                      unsigned region)
{
    /* MLIR's verifyOnEntrance(Block &): no branch out of the middle of a
     * block, checked before any op of the block (the parser marks the
     * blocks that may hold an op with successors: only it makes them). */
    if (b->may_branch)
        for (const dlti_op *o = b->first; o && o->next; o = o->next)
            if (o->nsuccessors ||
                (o->skimmed && dl_text_skimmed_branches(o)))
                return dl_error(o->ctx, DLTI_ERR_VERIFY, &o->loc,
                                "operation with block successors must "
                                "terminate its parent block");
    /* (a block that lost ops to a layout-only read is not judged) */
    if (b->first || b->dropped || may_lack_terminator(owner, b, region))
        return DLTI_OK;
    return dl_error(owner->ctx, DLTI_ERR_VERIFY, &owner->loc,
                    "empty block: expect at least a terminator");
}

static dlti_status verify_block_exit(const dlti_op *owner, const dl_block *b,
                                     unsigned region)
{
    if (!b->last || b->dropped || may_lack_terminator(owner, b, region) ||
        might_be_terminator(b->last))
        return DLTI_OK;
    char *text = dl_text_op_diag_text(b->last);
    /* The message holds the op printed in full, as MLIR's does: without
     * the printer's final newline, on a line of its own when it spans
     * several (Diagnostic's operator<< for an op). */
    size_t n = text ? strlen(text) : 0;
    while (n && text[n - 1] == '\n')
        text[--n] = '\0';
    bool lines = text && strchr(text, '\n');
    dl_error(owner->ctx, DLTI_ERR_VERIFY, &b->last->loc,
             "block with no terminator, has %s%s", lines ? "\n" : "",
             text ? text : b->last->name);
    free(text);
    return DLTI_ERR_VERIFY;
}

/* ---- Ops --------------------------------------------------------------- */

/* The ODS constraints of the op's inherent attributes, in name order. */
static dlti_status check_attr_rules(dlti_op *op)
{
    const char *what;
    const char *name = dl_ir_inherent_violation(op, NULL, &what);
    return name ? dlti_op_emit_error(op, "attribute '%s' failed to satisfy "
                                         "constraint: %s", name, what)
                : DLTI_OK;
}

/* A FunctionOpInterface op's invariants as func.func's ODS has them,
 * before its interfaces: OneRegion, ZeroResults, ZeroOperands (its
 * ZeroSuccessors cannot fail: the parser refuses successors on an op that
 * is not a terminator), then the required attributes and the
 * constraints, in name order.  (Properties written `<{...}>` had their
 * kinds checked when read: parse/parse_op.c.) */
static dlti_status verify_function_invariants(dlti_op *op)
{
    if (op->nregions != 1)
        return dlti_op_emit_error(op, "requires one region");
    if (op->nresults)
        return dlti_op_emit_error(op, "requires zero results");
    if (op->noperands)
        return dlti_op_emit_error(op, "requires zero operands");
    if (!dlti_op_inherent_attr(op, "function_type"))
        return dlti_op_emit_error(op, "requires attribute 'function_type'");
    if (!dlti_op_inherent_attr(op, "sym_name"))
        return dlti_op_emit_error(op, "requires attribute 'sym_name'");
    return check_attr_rules(op);
}

/* One side of FunctionOpInterface's verifyTrait: the `arg_attrs` or
 * `res_attrs` array against the signature's `n` arguments or results,
 * and every attribute in it a dialect attribute.  (The dialects' own
 * checks of such attributes, verifyRegionArgAttribute, are not modelled:
 * doc/design.md.) */
static dlti_status verify_function_attrs(dlti_op *op, bool results, unsigned n)
{
    const char *side = results ? "result" : "argument";
    const dlti_attr *all =
        dlti_op_inherent_attr(op, results ? "res_attrs" : "arg_attrs");
    if (!all || dl_ir_attr_kind_of(all) != DL_AT_ARRAY)
        return DLTI_OK;
    size_t have = dlti_attr_array_size(all);
    if (have != n)
        return dlti_op_emit_error(op, "expects %s attribute array to have the "
                                      "same number of elements as the number "
                                      "of function %ss, got %zu, but expected %u",
                                  side, side, have, n);
    for (size_t i = 0; i < have; i++) {
        const dlti_attr *d = dlti_attr_array_at(all, i);
        if (dl_ir_attr_kind_of(d) != DL_AT_DICT)
            return dlti_op_emit_error(op, "expects %s attribute dictionary to "
                                          "be a DictionaryAttr, but got `%pA`",
                                      side, (const void *)d);
        const dl_dict_key *k = dl_ir_dict(d);
        for (size_t j = 0; j < k->n; j++)
            if (!strchr(k->elems[j].name, '.'))
                return dlti_op_emit_error(op, "%ss may only have dialect "
                                              "attributes", side);
    }
    return DLTI_OK;
}

/* FunctionOpInterface's verifyTrait, after the symbol's (the order of
 * func.func's traits): the argument and result attributes, then, unless
 * the function is external, its entry block's arguments against the
 * signature's inputs (verifyBody). */
static dlti_status verify_function_interface(dlti_op *op)
{
    const dlti_attr *ft = dlti_op_inherent_attr(op, "function_type");
    const dlti_type *type = ft ? dlti_attr_get_type(ft) : NULL;
    unsigned n_in = 0, n_out = 0;
    if (!dlti_type_is_function(type, &n_in, &n_out))
        return DLTI_OK; /* its constraint was reported */
    dlti_status st = verify_function_attrs(op, false, n_in);
    if (!st)
        st = verify_function_attrs(op, true, n_out);
    const dl_block *entry = op->nregions == 1 ? op->regions[0].first : NULL;
    if (st || !entry)
        return st;
    if (entry->nargs != n_in)
        return dlti_op_emit_error(op, "entry block must have %u arguments to "
                                      "match function signature", n_in);
    for (unsigned i = 0; i < n_in; i++) {
        const dlti_type *want = dlti_function_type_input(type, i);
        if (entry->args[i].type != want)
            return dlti_op_emit_error(
                op, "type of entry block argument #%u('%pT') must match the "
                    "type of the corresponding argument in function "
                    "signature('%pT')",
                i, (const void *)entry->args[i].type, (const void *)want);
    }
    return DLTI_OK;
}

/* builtin.module's traits and ODS invariants, before the rest, in MLIR
 * 22's order: OneRegion, ZeroResults, ZeroOperands, NoRegionArguments,
 * SingleBlock, the attribute constraints, then SizedRegion<1>.  (Its
 * ZeroSuccessors cannot fail here: the parser refuses successors on an
 * op that is not a terminator, as MLIR's does.) */
static dlti_status verify_module_invariants(dlti_op *op)
{
    if (op->nregions != 1)
        return dlti_op_emit_error(op, "requires one region");
    if (op->nresults)
        return dlti_op_emit_error(op, "requires zero results");
    if (op->noperands)
        return dlti_op_emit_error(op, "requires zero operands");
    const dl_block *b = op->regions[0].first;
    if (b && b->nargs)
        return dlti_op_emit_error(op, "region should have no arguments");
    if (b && b->next)
        return dlti_op_emit_error(op, "expects region #0 to have 0 or 1 "
                                      "blocks");
    dlti_status st = check_attr_rules(op);
    if (!st && !b)
        st = dlti_op_emit_error(op, "region #0 ('bodyRegion') failed to "
                                    "verify constraint: region with 1 "
                                    "blocks");
    return st;
}

/* The op names verify_unknown_op remembers (a power of two). */
#define UNKNOWN_MEMO 16

/* The generic form of an op that one of MLIR 22's dialects does not
 * define (its custom form is refused when read): MLIR's verifier refuses
 * it on leaving the op, after what is inside, unless the dialect allows
 * unknown operations.  (An op of a dialect MLIR 22 does not have, or
 * without a name after the dot, is kept opaque: design.md.) */
static dlti_status verify_unknown_op(const dlti_op *op, const char **known)
{
    /* `known`: names found allowed, by their interned address (the op
     * names of a file repeat; a lookup in MLIR 22's names costs ~1,000
     * instructions) */
    const char **slot = &known[((uintptr_t)op->name >> 4) & (UNKNOWN_MEMO - 1)];
    if (*slot == op->name)
        return DLTI_OK;
    const char *dot = strchr(op->name, '.');
    if (!dot || !dot[1])
        return DLTI_OK;
    size_t nslen = (size_t)(dot - op->name);
    /* (the dialect first: the test dialect's unknown ops are common) */
    if (dl_ir_mlir_dialect_allows_unknown_ops(op->name, nslen) ||
        dl_ir_mlir_op_defined(op->name, strlen(op->name)) != 0) {
        *slot = op->name;
        return DLTI_OK;
    }
    return dl_error(op->ctx, DLTI_ERR_VERIFY, &op->loc,
                    "unregistered operation '%s' found in dialect ('%.*s') "
                    "that does not allow unknown operations",
                    op->name, (int)nslen, op->name);
}

/* What MLIR's verifier does on entering an op: dialect attribute
 * verifiers, then the op's own invariants and interfaces. */
/* Whether `o` names the block labelled `label` among its successors. */
static bool branches_to(const dlti_op *o, const char *label)
{
    size_t len = strlen(label), n;
    for (unsigned i = 0; i < o->nsuccessors; i++)
        if (o->successors[i] && strcmp(o->successors[i], label) == 0)
            return true;
    unsigned angles = 0;
    for (unsigned k = 0; o->skimmed && k <= o->nregions; k++)
        for (const char *t0 = o->skim_texts[k], *t = t0;
             (t = dl_text_skim_label(t0, t, &angles, &n)); t += n)
            if (n == len && memcmp(t, label, n) == 0)
                return true;
    return false;
}

/* MLIR's verifyOnEntrance(Operation &): no branch to the entry block of a
 * region (only a labelled one can be named), reported at the op. */
static dlti_status verify_entry_preds(dlti_op *op)
{
    for (unsigned i = 0; i < op->nregions; i++) {
        const dl_block *e = op->regions[i].first;
        if (!e || !e->label)
            continue;
        for (const dl_block *b = e; b; b = b->next)
            for (const dlti_op *o = b->may_branch ? b->first : NULL; o;
                 o = o->next)
                if (branches_to(o, e->label))
                    return dl_error(op->ctx, DLTI_ERR_VERIFY, &op->loc,
                                    "entry block of region may not have "
                                    "predecessors");
    }
    return DLTI_OK;
}

static dlti_status verify_on_entry(dlti_op *op)
{
    const dl_dict_key *d = dl_ir_dict(op->attrs);
    dlti_status st = DLTI_OK;
    /* (a module's layout is verified where its `dlti.dl_spec` comes in
     * the sorted attributes, as DLTI's attribute verifier does it: before
     * a later `dlti.*` attribute is checked) */
    for (size_t i = 0; i < d->n && !st; i++)
        if (strncmp(d->elems[i].name, "dlti.", 5) == 0) {
            bool run_scope = false;
            st = verify_dlti_op_attr(op, d->elems[i].name, d->elems[i].value,
                                     &run_scope);
            if (!st && run_scope)
                st = verify_scope(op);
        }
    if (!st && dl_ir_op_is_module(op))
        st = verify_module_invariants(op);
    if (!st && op->cls && op->cls->is_function)
        st = verify_function_invariants(op);
    if (!st && op->cls && (op->cls->flags & DLTI_OP_SYMBOL))
        st = verify_symbol(op);
    if (!st && op->cls && op->cls->is_function)
        st = verify_function_interface(op);
    /* OpTrait::IsTerminator, before the op's verify as MLIR runs traits
     * first.  (A HasParent trait listed before it, as func.return's, is
     * checked by the hook: a return both misplaced and not last gets this
     * message where MLIR names the parent.) */
    if (!st && class_has(op, DLTI_OP_TERMINATOR) && (!op->parent || op->next))
        st = dlti_op_emit_error(op, "must be the last operation in the "
                                    "parent block");
    if (!st && op->cls && op->cls->hooks.verify)
        st = op->cls->hooks.verify(op) ? DLTI_ERR_VERIFY : DLTI_OK;
    if (!st && dl_ir_op_is_module(op))
        st = verify_module(op);
    if (!st && dl_ir_op_is_scope(op) && !dl_ir_op_is_module(op))
        st = verify_scope(op);
    if (!st)
        st = verify_entry_preds(op);
    return st;
}

/* After its regions: MLIR's verifyRegionInvariants.  `inner_uses`: some
 * op inside has operands (else no value can come from outside, and the
 * isolation check has nothing to walk). */
static dlti_status verify_on_exit(dlti_op *op, bool inner_uses,
                                  const char **known)
{
    dlti_status st = inner_uses ? dl_sema_verify_isolated(op) : DLTI_OK;
    if (st)
        return st;
    const struct written_symbol *w = written_symbol(op);
    if (class_has(op, DLTI_OP_SYMBOL_TABLE) || (w && w->table))
        st = verify_symbol_table(op);
    if (!st && !op->cls && !op->skimmed)
        st = verify_unknown_op(op, known);
    return st;
}

static bool is_isolated(const dlti_op *op)
{
    return op->nregions && class_has(op, DLTI_OP_ISOLATED_FROM_ABOVE);
}

/* One unit of MLIR's verifier worklist: an op (phase 0 entry, 1 its
 * isolated children next, 2 exit) or a block (0 entry, 1 its ops in
 * order from `next`, then exit). */
typedef struct vitem {
    void *unit;
    dlti_op *owner;      /* a block's op */
    dlti_op *next;       /* a block's op to take next */
    unsigned region;     /* a block's region in owner */
    unsigned char block;
    unsigned char phase;
    size_t uses_at;      /* an op's: vstack.uses once it was entered */
} vitem;

typedef struct vstack {
    vitem *v;
    size_t n, cap;
    size_t uses;         /* ops with operands entered so far */
    const char *known[UNKNOWN_MEMO]; /* verify_unknown_op's */
} vstack;

static bool vpush(vstack *s, vitem it)
{
    if (s->n == s->cap) {
        size_t cap = s->cap ? s->cap * 2 : 64;
        vitem *v = realloc(s->v, cap * sizeof *v);
        if (!v)
            return false;
        s->v = v;
        s->cap = cap;
    }
    s->v[s->n++] = it;
    return true;
}

/* Items pushed in order from `from` on are reversed, so that the first
 * pushed is handled first. */
static void vreverse(vstack *s, size_t from)
{
    for (size_t i = from, j = s->n; i + 1 < j; i++, j--) {
        vitem t = s->v[i];
        s->v[i] = s->v[j - 1];
        s->v[j - 1] = t;
    }
}

/* Children of an op entered: its blocks; of an op's regions done: the
 * isolated ops of its blocks.  (A block's ops are taken one by one:
 * step.) */
static bool push_children(vstack *s, vitem *it)
{
    size_t from = s->n;
    dlti_op *op = it->unit;
    for (unsigned r = 0; r < op->nregions; r++)
        for (dl_block *b = op->regions[r].first; b; b = b->next) {
            if (it->phase == 0) {
                if (!vpush(s, (vitem){b, op, NULL, r, 1, 0, 0}))
                    return false;
                continue;
            }
            for (dlti_op *o = b->first; o; o = o->next)
                if (is_isolated(o) &&
                    !vpush(s, (vitem){o, NULL, NULL, 0, 0, 0, 0}))
                    return false;
        }
    vreverse(s, from);
    return true;
}

/* An op without regions has no children: entered and left at once,
 * without a visit that would find nothing to push. */
/* A leaf that is not the common one: all of an op's checks.  (Apart, so
 * that the common leaf's path stays as short as it was.) */
static __attribute__((noinline)) dlti_status verify_leaf_full(vstack *s,
                                                              dlti_op *op)
{
    dlti_status st = verify_on_entry(op);
    return st ? st : verify_on_exit(op, false, s->known);
}

static dlti_status verify_leaf(vstack *s, dlti_op *op)
{
    s->uses += op->noperands != 0;
    /* The common leaf (a query op): a registered op without attributes,
     * whose class has none of verify_on_entry's checks before and after
     * its hook (module, function, symbol, terminator, scope), not skimmed
     * and so no written symbol table: its hook alone. */
    const dl_op_class *c = op->cls;
    if (c && op->attrs == op->ctx->empty_dict && !op->skimmed &&
        !c->is_scope && !c->is_module && !c->is_function &&
        !(c->flags & DLTI_OP_SYMBOL) &&
        !(c->traits_known &&
          (c->flags & (DLTI_OP_TERMINATOR | DLTI_OP_SYMBOL_TABLE))))
        return c->hooks.verify && c->hooks.verify(op) ? DLTI_ERR_VERIFY
                                                      : DLTI_OK;
    return verify_leaf_full(s, op);
}

static dlti_status step(vstack *s)
{
    vitem *top = &s->v[s->n - 1];
    vitem it = *top;
    dlti_status st = DLTI_OK;
    if (it.block) {
        dl_block *b = it.unit;
        if (it.phase == 0) {
            top->phase = 1;
            top->next = b->first;
            return verify_block_entry(it.owner, b, it.region);
        }
        /* The ops in order (except those isolated from above): those
         * without regions here, the others through the stack. */
        for (dlti_op *o = it.next; o; o = o->next) {
            if (is_isolated(o))
                continue;
            if (!o->nregions) {
                if ((st = verify_leaf(s, o)) != DLTI_OK)
                    return st;
                continue;
            }
            top->next = o->next;
            return vpush(s, (vitem){o, NULL, NULL, 0, 0, 0, 0})
                       ? DLTI_OK
                       : DLTI_ERR_NOMEM;
        }
        s->n--;
        return verify_block_exit(it.owner, b, it.region);
    }
    dlti_op *op = it.unit;
    if (!op->nregions) {
        s->n--;
        return verify_leaf(s, op);
    }
    if (it.phase < 2) {
        top->phase = it.phase + 1;
        if (it.phase == 0) {
            s->uses += op->noperands != 0;
            top->uses_at = s->uses;
            st = verify_on_entry(op);
        }
        if (!st && !push_children(s, &it))
            st = DLTI_ERR_NOMEM;
        return st;
    }
    s->n--;
    return verify_on_exit(op, s->uses > it.uses_at, s->known);
}

dlti_status dl_sema_verify_op(dlti_op *op)
{
    return verify_on_entry(op);
}

/* MLIR's OperationVerifier::verifyOperation, without recursion: IR can
 * nest as deep as the parser allows. */
dlti_status dl_sema_verify_op_tree(dlti_op *op)
{
    vstack s = {0};
    dlti_status st = vpush(&s, (vitem){op, NULL, NULL, 0, 0, 0, 0}) ? DLTI_OK
                                                         : DLTI_ERR_NOMEM;
    while (!st && s.n)
        st = step(&s);
    free(s.v);
    if (st == DLTI_ERR_NOMEM)
        return dl_nomem(op->ctx);
    return st;
}

dlti_status dlti_verify(dlti_op *op)
{
    if (!op)
        return DLTI_ERR_MISUSE;
    return dl_sema_verify_op_tree(op);
}
