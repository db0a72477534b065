/* layout/explain.c - dlti_explain: which entry, or which default rule,
 * decides a layout's answer for a type, and where that entry is written.
 *
 * The decision is found again by the rules of builtin.c (MLIR 22's, the
 * same order), without running the queries' machinery: an explanation
 * costs nothing to the queries themselves.  The answer is asked first, so
 * that a type the layout cannot answer gets the query's own error.
 *
 * Entries are uniqued attributes and carry no location; where one is
 * written was recorded when its scope op was parsed (parse/written.c, as
 * for the notes of spec errors); nothing recorded: line 0. */
#include "config.h"

#include <string.h>

#include "dl_layout.h"

/* Where entry `index` of the spec in `op`'s attribute `attr` is written
 * (recorded by the parser, parse/written.c). */
static bool entry_loc(const dlti_op *op, const char *attr,
                      const dlti_attr *spec, size_t index, dlti_loc *out)
{
    const char *alias;
    const dlti_loc *locs = dl_text_spec_written(op->ctx, op, attr, spec, &alias);
    if (!locs)
        return false;
    *out = locs[index];
    return true;
}

/* ---- Which scope holds an entry ----------------------------------------- */

/* The name of `op`'s attribute whose value is `spec`. */
static const char *ex_attr_name(const dlti_op *op, const dlti_attr *spec)
{
    const dl_dict_key *d = dl_ir_dict(op->attrs);
    for (size_t i = 0; i < d->n; i++)
        if (d->elems[i].value == spec)
            return d->elems[i].name;
    return NULL;
}

/* The index of the entry keyed `key` in `spec`, or SIZE_MAX. */
static size_t ex_key_index(const dlti_attr *spec, const dlti_attr *key)
{
    const dl_attr_list_key *l = dl_ir_attr_list(spec);
    for (size_t i = 0; i < l->n; i++)
        if (dl_entry(l->elems[i])->key == key)
            return i;
    return SIZE_MAX;
}

/* Fills in where `e` (an entry of the combined spec of `dl`) comes from:
 * the innermost scope whose own spec holds it, and the entry for the same
 * key it replaces in an enclosing scope. */
static void ex_locate(const dlti_data_layout *dl, const dlti_attr *e,
                      dlti_explanation *out)
{
    out->entry = e;
    if (!e || !dl->scope)
        return;
    const dlti_op *chain[64];
    chain[0] = dl->scope;
    size_t n = 1 + dl_sema_collect_ancestors(dl->scope, chain + 1, 63);
    if (n > 64)
        n = 64;
    const dlti_attr *key = dl_entry(e)->key;
    for (size_t i = 0; i < n; i++) {
        const dlti_attr *spec = dl_sema_scope_spec(chain[i]);
        size_t at = spec ? ex_key_index(spec, key) : SIZE_MAX;
        if (at == SIZE_MAX)
            continue;
        const dlti_attr *here = dl_ir_attr_list(spec)->elems[at];
        if (!out->entry_scope) {
            if (here != e)
                continue; /* combined by a dialect: not this one's */
            out->entry_scope = chain[i];
            out->inherited = i > 0;
            const char *name = ex_attr_name(chain[i], spec);
            if (!name ||
                !entry_loc(chain[i], name, spec, at, &out->entry_loc))
                out->entry_loc = (dlti_loc){NULL, 0, 0};
        } else if (here != e) {
            out->overrides = here;
            out->overrides_scope = chain[i];
            return;
        }
    }
}

/* ---- The rules ------------------------------------------------------------ */

/* The integer entry for width n (builtin.c's int_entry_for), and whether
 * its width is n. */
static const dlti_attr *ex_int_entry(const dlti_data_layout *dl, uint64_t n,
                                     bool *exact)
{
    const dl_scope_info *in = dl->info;
    size_t i = 0;
    while (i < in->n_ints && in->ints[i].width < n)
        i++;
    if (i == in->n_ints)
        i = in->n_ints - 1;
    *exact = in->ints[i].width == n;
    return in->ints[i].entry;
}

static void ex_integer(const dlti_data_layout *dl, uint64_t n, dlti_query_kind q,
                       dlti_explanation *out)
{
    out->n_entries = dl->info->n_ints;
    if (q == DLTI_QUERY_SIZE) {
        out->why = DLTI_WHY_TYPE;
        out->rule = "the integer's width; entries never change sizes";
        return;
    }
    if (dl->info->n_ints == 0) {
        out->why = DLTI_WHY_DEFAULT;
        out->rule = q == DLTI_QUERY_PREFERRED_ALIGNMENT
                        ? "default, no integer entry in scope: the width in "
                          "bytes rounded up to a power of two"
                        : "default, no integer entry in scope: the width in "
                          "bytes rounded up to a power of two below 64 bits, "
                          "4 from 64 bits";
        return;
    }
    bool exact;
    const dlti_attr *e = ex_int_entry(dl, n, &exact);
    uint64_t w = dl_ir_int_width(dl_sema_entry_type(e));
    if (exact) {
        out->why = DLTI_WHY_ENTRY;
        out->rule = q == DLTI_QUERY_PREFERRED_ALIGNMENT
                        ? "the entry for this width, its last value"
                        : "the entry for this width, its first value";
    } else {
        out->why = DLTI_WHY_NEAREST;
        if (w > n)
            out->rule = q == DLTI_QUERY_PREFERRED_ALIGNMENT
                            ? "the next wider integer entry, its last value"
                            : "the next wider integer entry, its first value";
        else
            out->rule = q == DLTI_QUERY_PREFERRED_ALIGNMENT
                            ? "the widest integer entry (none is as wide), "
                              "its last value"
                            : "the widest integer entry (none is as wide), "
                              "its first value";
    }
    ex_locate(dl, e, out);
}

static void ex_float(const dlti_data_layout *dl, const dlti_type *t,
                     dlti_query_kind q, dlti_explanation *out)
{
    dlti_entry_list l = dl_layout_entries(dl, t->cls);
    out->n_entries = l.count;
    if (q == DLTI_QUERY_SIZE) {
        out->why = DLTI_WHY_TYPE;
        out->rule = "the float format's width; entries never change sizes";
        return;
    }
    if (!l.count) {
        out->why = DLTI_WHY_DEFAULT;
        out->rule = "default, no entry for this float type in scope: the "
                    "width in bytes rounded up to a power of two";
        return;
    }
    out->why = DLTI_WHY_ENTRY;
    out->rule = q == DLTI_QUERY_PREFERRED_ALIGNMENT
                    ? "the entry for this float type, its last value"
                    : "the entry for this float type, its first value";
    ex_locate(dl, l.entries[0], out);
}

static dlti_status ex_index(dlti_data_layout *dl, dlti_query_kind q,
                            dlti_explanation *out)
{
    dlti_entry_list l =
        dl_layout_entries(dl, dl_ir_builtin_type_class(DL_TY_INDEX));
    out->n_entries = l.count;
    if (q == DLTI_QUERY_INDEX_BITWIDTH) {
        out->why = l.count ? DLTI_WHY_ENTRY : DLTI_WHY_DEFAULT;
        out->rule = l.count ? "the index entry"
                            : "default, no index entry in scope: 64";
    } else {
        uint64_t w = 64;
        if (l.count)
            dlti_attr_get_uint(dl_entry(l.entries[0])->value, &w);
        out->why = DLTI_WHY_DERIVED;
        out->via_query = q;
        out->via = dl->info->index_int
                       ? dl->info->index_int
                       : dl_ir_integer_type(dl->ctx, (unsigned)w, DLTI_SIGNLESS);
        if (!out->via)
            return dl_nomem(dl->ctx);
        out->rule = l.count ? "index is the integer of the index entry's width"
                            : "index is the integer of its width, 64 without "
                              "an index entry";
    }
    if (l.count)
        ex_locate(dl, l.entries[0], out);
    return DLTI_OK;
}

/* A dialect type: what its `explain` hook says decided, else the entry
 * keyed by the type, else the first of its class. */
static dlti_status ex_dialect(dlti_data_layout *dl, const dlti_type *t,
                              dlti_query_kind q, dlti_explanation *out)
{
    dlti_entry_list l = dl_layout_entries(dl, t->cls);
    out->n_entries = l.count;
    if (q == DLTI_QUERY_INDEX_BITWIDTH && !t->cls->hooks.index_bitwidth) {
        out->why = DLTI_WHY_TYPE;
        out->rule = "none: the type's dialect gives it no index bitwidth";
        return DLTI_OK;
    }
    out->why = DLTI_WHY_DIALECT;
    if (t->cls->hooks.explain) {
        const dlti_attr *e = NULL;
        const dlti_type *via = NULL;
        dlti_status st = t->cls->hooks.explain(t, dl, l, q, &e, &via);
        if (st != DLTI_OK)
            return st;
        if (via) {
            out->why = DLTI_WHY_DERIVED;
            out->via = via;
            out->via_query = q;
            out->rule = "the type's dialect: no entry for this type; the "
                        "answer of the type it falls back to";
        } else if (e) {
            out->rule = "the type's dialect, from the entry it reads";
            ex_locate(dl, e, out);
        } else {
            out->rule = l.count ? "the dialect's default for the type; no "
                                  "entry of its class applies"
                                : "the dialect's default for the type, no "
                                  "entry of its class in scope";
        }
        return DLTI_OK;
    }
    if (!l.count) {
        out->rule = "the dialect's default for the type, no entry of its "
                    "class in scope";
        return DLTI_OK;
    }
    const dlti_attr *e = l.entries[0];
    for (size_t i = 0; i < l.count; i++)
        if (dl_sema_entry_type(l.entries[i]) == t)
            e = l.entries[i];
    out->rule = dl_sema_entry_type(e) == t
                    ? "the type's dialect, from the entries of its class "
                      "(shown: the one keyed by this type)"
                    : "the type's dialect, from the entries of its class "
                      "(none is keyed by this type; shown: the first)";
    ex_locate(dl, e, out);
    return DLTI_OK;
}

/* Under LLVM's rules (dlti_data_layout_set_rules), builtin.c's other
 * branches: complex<T> is the struct {T, T}, a 1-D vector is unpadded. */
static bool ex_shaped_llvm(const dlti_type *t, dlti_query_kind q,
                           const dlti_type *elem, dlti_explanation *out)
{
    if (t->cls->kind == DL_TY_VECTOR) {
        if (q != DLTI_QUERY_SIZE || dl_ir_shaped(t)->rank != 1)
            return false;
        out->rule = "LLVM's rules: the element's size in bits times the "
                    "elements, unpadded";
        out->via_query = DLTI_QUERY_SIZE;
    } else if (q == DLTI_QUERY_SIZE) {
        out->rule = "LLVM's rules (the struct {T, T}): two alloc sizes of "
                    "the element, its size rounded up to its ABI alignment";
        out->via_query = DLTI_QUERY_ABI_ALIGNMENT;
    } else {
        out->rule = q == DLTI_QUERY_ABI_ALIGNMENT
                        ? "LLVM's rules (the struct {T, T}): the element's "
                          "ABI alignment"
                        : "LLVM's rules (the struct {T, T}): the element's "
                          "ABI alignment, at least 8 (LLVM's default for "
                          "aggregates, a:0:64)";
        out->via_query = DLTI_QUERY_ABI_ALIGNMENT;
    }
    out->why = DLTI_WHY_DERIVED;
    out->via = elem;
    return true;
}

/* Vectors and complex numbers (semantics §1.4, §1.5): a complex number
 * reads its element's defaults, which for a float element means its ABI
 * alignment, entries included. */
static void ex_shaped(const dlti_data_layout *dl, const dlti_type *t,
                      dlti_query_kind q, dlti_explanation *out)
{
    bool vec = t->cls->kind == DL_TY_VECTOR;
    const dlti_type *elem = vec ? dl_ir_shaped(t)->elem : dl_ir_complex_elem(t);
    bool float_elem = !vec && elem->cls->float_bits != 0;
    if (q == DLTI_QUERY_INDEX_BITWIDTH) {
        out->why = DLTI_WHY_TYPE;
        out->rule = "none: only index and pointer-like types have one";
        return;
    }
    if (dl->rules == DLTI_RULES_LLVM && ex_shaped_llvm(t, q, elem, out))
        return;
    if (vec) {
        if (q == DLTI_QUERY_SIZE) {
            out->why = DLTI_WHY_DERIVED;
            out->via = elem;
            out->via_query = DLTI_QUERY_SIZE;
            out->rule = "the element's size in bytes times the elements, the "
                        "innermost dimension rounded up to a power of two";
        } else {
            out->why = DLTI_WHY_TYPE;
            out->rule = "the vector's size in bytes rounded up to a power of "
                        "two; element entries are not read";
        }
        return;
    }
    if (q == DLTI_QUERY_ABI_ALIGNMENT) {
        out->why = DLTI_WHY_DEFAULT;
        out->rule = "the element's default ABI alignment; no entry is read";
        return;
    }
    if (float_elem) {
        out->why = DLTI_WHY_DERIVED;
        out->via = elem;
        out->via_query = DLTI_QUERY_ABI_ALIGNMENT;
        out->rule = q == DLTI_QUERY_SIZE
                        ? "two elements, the first padded to the element's "
                          "ABI alignment"
                        : "the element's ABI alignment";
        return;
    }
    out->why = DLTI_WHY_DEFAULT;
    out->rule = q == DLTI_QUERY_SIZE
                    ? "two elements, the first padded to the element's size "
                      "in bytes rounded up to a power of two; no entry is "
                      "read"
                    : "the element's size in bytes rounded up to a power of "
                      "two; no entry is read";
}

/* Beyond MLIR 22, which aborts on memrefs: a memref is laid out as the
 * descriptor struct it lowers to (builtin.c), itself explained next. */
static dlti_status ex_memref(dlti_data_layout *dl, const dlti_type *t,
                             dlti_query_kind q, dlti_explanation *out)
{
    const dlti_type *d;
    dlti_status st = dl_layout_memref_descriptor(dl, t, &d);
    if (st)
        return st;
    out->why = DLTI_WHY_DERIVED;
    out->via = d;
    out->via_query = q;
    out->rule = dl_ir_type_kind_of(t) == DL_TY_MEMREF
                    ? "the memref's LLVM descriptor {allocated and aligned "
                      "pointers, offset, sizes, strides}, as "
                      "--finalize-memref-to-llvm lowers it"
                    : "the unranked memref's LLVM descriptor {rank, pointer "
                      "to a ranked descriptor}, as --finalize-memref-to-llvm "
                      "lowers it";
    return DLTI_OK;
}

dlti_status dlti_explain(dlti_data_layout *dl, const dlti_type *t,
                         dlti_query_kind q, dlti_explanation *out)
{
    if (!dl || !t || !out || (unsigned)q > DLTI_QUERY_INDEX_BITWIDTH)
        return DLTI_ERR_MISUSE;
    memset(out, 0, sizeof *out);
    /* The query's own answer first: its errors are the explanation's. */
    dlti_status st;
    dlti_size s;
    uint64_t v;
    int has;
    switch (q) {
    case DLTI_QUERY_SIZE:
        st = dlti_type_size(dl, t, &s);
        break;
    case DLTI_QUERY_ABI_ALIGNMENT:
        st = dlti_type_abi_alignment(dl, t, &v);
        break;
    case DLTI_QUERY_PREFERRED_ALIGNMENT:
        st = dlti_type_preferred_alignment(dl, t, &v);
        break;
    default:
        st = dlti_type_index_bitwidth(dl, t, &v, &has);
        break;
    }
    if (st)
        return st;

    if (dl_layout_llvm_rules_explain(dl, t, q, out))
        return DLTI_OK; /* LLVM's DataLayout, as the query (layout.c) */
    const dl_op_class *oc = dl->qhooks;
    bool op_hook =
        oc && ((q == DLTI_QUERY_SIZE && oc->hooks.type_size_in_bits &&
                !(t->cls->kind == DL_TY_DIALECT && t->cls->hooks.size_in_bytes)) ||
               (q == DLTI_QUERY_ABI_ALIGNMENT && oc->hooks.type_abi_alignment) ||
               (q == DLTI_QUERY_PREFERRED_ALIGNMENT &&
                oc->hooks.type_preferred_alignment));
    if (op_hook) {
        out->why = DLTI_WHY_SCOPE_OP;
        out->entry_scope = dl->scope;
        out->n_entries = dl_layout_entries(dl, t->cls).count;
        out->rule = "the scope op's own query hook";
        return DLTI_OK;
    }
    uint64_t bits;
    switch (t->cls->kind) {
    case DL_TY_INTEGER:
        if (q == DLTI_QUERY_INDEX_BITWIDTH)
            break;
        ex_integer(dl, dl_ir_int_width(t), q, out);
        return DLTI_OK;
    case DL_TY_INDEX:
        return ex_index(dl, q, out);
    case DL_TY_VECTOR:
    case DL_TY_COMPLEX:
        ex_shaped(dl, t, q, out);
        return DLTI_OK;
    case DL_TY_MEMREF:
    case DL_TY_UNRANKED_MEMREF:
        if (q == DLTI_QUERY_INDEX_BITWIDTH)
            break;
        return ex_memref(dl, t, q, out);
    case DL_TY_DIALECT:
        /* A dialect float (!llvm.ppc_fp128) is a float first, as in
         * builtin.c; its size comes from its hook. */
        if (!t->cls->float_bits || q == DLTI_QUERY_INDEX_BITWIDTH ||
            (q == DLTI_QUERY_SIZE && t->cls->hooks.size_in_bytes)) {
            return ex_dialect(dl, t, q, out);
        }
        break;
    default:
        break;
    }
    if (q == DLTI_QUERY_INDEX_BITWIDTH) {
        out->why = DLTI_WHY_TYPE;
        out->rule = "none: only index and pointer-like types have one";
        return DLTI_OK;
    }
    if (dl_layout_scalar_bits(t, &bits)) {
        ex_float(dl, t, q, out);
        return DLTI_OK;
    }
    return dl_layout_no_layout(dl, t);
}
