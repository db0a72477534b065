/* layout/llvm_rules.c - LLVM 22's DataLayout under DLTI_RULES_LLVM: the
 * tables of a layout's LLVM string (read by the llvm dialect's llvm_specs
 * hook), LLVM's answers for builtin integers, floats and 1-D vectors from
 * them (DataLayout::getAlignment and getTypeSizeInBits), and the store
 * and alloc sizes of any type under either rules. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "dl_layout.h"

static void source_clear(dl_llvm_source *s)
{
    free(s->kind);
    free(s->text);
    s->kind = s->text = NULL;
    s->len = 0;
}

void dl_layout_llvm_rules_free(dlti_data_layout *dl)
{
    source_clear(&dl->llvm);
    dl->llvm.specs = NULL; /* the context's memory */
}

dlti_status dl_layout_llvm_rules_open(dlti_data_layout *dl)
{
    dl->llvm.specs = NULL;
    if (dl->rules != DLTI_RULES_LLVM)
        return DLTI_OK;
    dlti_dialect *d = dl_ir_dialect_require(dl->ctx, "llvm", 4);
    if (!d || !d->llvm_specs)
        return DLTI_OK; /* the spec read with LLVM's struct rules */
    const dlti_llvm_specs *specs = NULL;
    dlti_status st = d->llvm_specs(dl->ctx, dl->scope, dl->llvm.kind,
                                   dl->llvm.text, dl->llvm.len, &specs);
    if (st == DLTI_OK && !specs)
        st = dl_error(dl->ctx, DLTI_ERR_PLUGIN, NULL,
                      "dialect 'llvm' read no data layout");
    if (st == DLTI_OK)
        dl->llvm.specs = specs;
    return st;
}

dlti_status dlti_data_layout_set_llvm_layout(dlti_data_layout *dl,
                                             const char *kind,
                                             const char *text, size_t len)
{
    if (!dl || !dl->priv || dl->depth || !kind || (!text && len))
        return DLTI_ERR_MISUSE;
    dl_llvm_source old = dl->llvm;
    size_t kl = strlen(kind);
    dl_llvm_source s = {malloc(kl + 1), malloc(len + 1), len, NULL};
    if (!s.kind || !s.text) {
        source_clear(&s);
        return dl_nomem(dl->ctx);
    }
    memcpy(s.kind, kind, kl + 1);
    if (len)
        memcpy(s.text, text, len);
    s.text[len] = '\0';
    dl->llvm = s;
    dlti_status st = dl_layout_llvm_rules_open(dl);
    if (st != DLTI_OK) {
        source_clear(&dl->llvm);
        dl->llvm = old;
        return st;
    }
    source_clear(&old);
    dl_layout_clear_caches(dl); /* answers of another string */
    return DLTI_OK;
}

const dlti_llvm_specs *dlti_data_layout_llvm_specs(const dlti_data_layout *dl)
{
    return dl ? dl->llvm.specs : NULL;
}

const char *dlti_data_layout_llvm_string(const dlti_data_layout *dl,
                                         const char **source)
{
    const dlti_llvm_specs *s = dlti_data_layout_llvm_specs(dl);
    if (source)
        *source = s ? s->source : NULL;
    return s ? s->string : NULL;
}

/* ---- Builtin types ------------------------------------------------------- */

/* The first spec of width >= bits (lower_bound), or NULL past the end. */
static const dlti_llvm_prim_spec *lower_bound(const dlti_llvm_prim_spec *v,
                                              size_t n, uint64_t bits)
{
    for (size_t i = 0; i < n; i++)
        if (v[i].bits >= bits)
            return &v[i];
    return NULL;
}

/* The exact spec of a float or vector width, or NULL. */
static const dlti_llvm_prim_spec *exact(const dlti_llvm_prim_spec *v,
                                        size_t n, uint64_t bits)
{
    const dlti_llvm_prim_spec *s = lower_bound(v, n, bits);
    return s && s->bits == bits ? s : NULL;
}

/* LLVM's floating-point types: half, bfloat, float, double, x86_fp80,
 * fp128, and the llvm dialect's !llvm.ppc_fp128 (a float class of its
 * own, with fp128's width and so its entry). */
static bool llvm_float(const dlti_type *t)
{
    if (t->cls->kind == DL_TY_DIALECT)
        return t->cls->float_bits == 128 && t->cls->dialect &&
               strcmp(t->cls->dialect->name, "llvm") == 0 &&
               strcmp(t->cls->name, "ppc_fp128") == 0;
    if (t->cls->kind != DL_TY_FLOAT)
        return false;
    switch (t->cls->float_kind) {
    case DL_F16:
    case DL_BF16:
    case DL_F32:
    case DL_F64:
    case DL_F80:
    case DL_F128:
        return true;
    default:
        return false;
    }
}

/* The answer from a spec: ABI or preferred alignment in bytes. */
static void from_spec(const dlti_llvm_prim_spec *s, unsigned q,
                      dlti_size *out)
{
    out->value = (q == DL_Q_ABI ? s->abi : s->pref) / 8;
    out->scalable = 0;
}

static dlti_status vector_query(dlti_data_layout *dl, unsigned q,
                                const dlti_type *t, dlti_size *out)
{
    const dl_shaped_key *k = dl_ir_shaped(t);
    dlti_size eb;
    dlti_status st = dlti_type_size_in_bits(dl, k->elem, &eb);
    if (st)
        return st;
    uint64_t bits;
    if (__builtin_mul_overflow(eb.value, (uint64_t)k->dims[0], &bits))
        return dl_layout_overflow(dl, t);
    if (q == DL_Q_BITS || q == DL_Q_SIZE) {
        out->value = q == DL_Q_BITS ? bits : dl_layout_cdiv(bits, 8);
        out->scalable = dl_ir_vector_scalable(t)[0];
        return DLTI_OK;
    }
    const dlti_llvm_specs *s = dl->llvm.specs;
    const dlti_llvm_prim_spec *v = exact(s->vectors, s->n_vectors, bits);
    if (v) {
        from_spec(v, q, out);
        return DLTI_OK;
    }
    /* Natural alignment: the store size's next power of two. */
    uint64_t a = dl_layout_p2c(dl_layout_cdiv(bits, 8));
    if (!a && bits)
        return dl_layout_overflow(dl, t);
    out->value = a ? a : 1;
    out->scalable = 0;
    return DLTI_OK;
}

dlti_status dl_layout_llvm_rules_query(dlti_data_layout *dl, unsigned q,
                                const dlti_type *t, dlti_size *out,
                                bool *handled)
{
    const dlti_llvm_specs *s = dl->llvm.specs;
    uint64_t bits;
    *handled = false;
    if (q == DL_Q_INDEX)
        return DLTI_OK;
    if (t->cls->kind == DL_TY_VECTOR) {
        const dl_shaped_key *k = dl_ir_shaped(t);
        if (k->rank != 1 || !(k->elem->cls->kind == DL_TY_INTEGER ||
                              llvm_float(k->elem)))
            return DLTI_OK;
        *handled = true;
        return vector_query(dl, q, t, out);
    }
    if (t->cls->kind == DL_TY_COMPLEX && (q == DL_Q_ABI || q == DL_Q_PREF)) {
        /* The struct {T, T}: T's ABI alignment, raised by the a entry
         * (its size, two alloc sizes of T, is builtin.c's). */
        uint64_t a;
        dlti_status st = dlti_type_abi_alignment(dl, dl_ir_complex_elem(t), &a);
        if (st)
            return st;
        uint64_t ag = (q == DL_Q_ABI ? s->aggr_abi : s->aggr_pref) / 8;
        *handled = true;
        *out = (dlti_size){a > ag ? a : ag, 0};
        return DLTI_OK;
    }
    if (t->cls->kind == DL_TY_INTEGER)
        bits = dl_ir_int_width(t);
    else if (llvm_float(t))
        bits = t->cls->float_bits;
    else
        return DLTI_OK;
    *handled = true;
    out->scalable = 0;
    if (q == DL_Q_BITS || q == DL_Q_SIZE) {
        out->value = q == DL_Q_BITS ? bits : dl_layout_cdiv(bits, 8);
        return DLTI_OK;
    }
    if (t->cls->kind == DL_TY_INTEGER) {
        /* The next larger integer entry, else the largest. */
        const dlti_llvm_prim_spec *i = lower_bound(s->ints, s->n_ints, bits);
        from_spec(i ? i : &s->ints[s->n_ints - 1], q, out);
        return DLTI_OK;
    }
    /* bfloat has half's width, so f16's entry. */
    const dlti_llvm_prim_spec *f = exact(s->floats, s->n_floats, bits);
    if (f)
        from_spec(f, q, out);
    else
        out->value = dl_layout_p2c(bits / 8);
    return DLTI_OK;
}

/* ---- Why ------------------------------------------------------------------ */

bool dl_layout_llvm_rules_explain(const dlti_data_layout *dl, const dlti_type *t,
                           dlti_query_kind q, dlti_explanation *out)
{
    bool vec = t->cls->kind == DL_TY_VECTOR;
    if (!dl->llvm.specs || q == DLTI_QUERY_INDEX_BITWIDTH)
        return false;
    if (vec) {
        const dl_shaped_key *k = dl_ir_shaped(t);
        if (k->rank != 1 || !(k->elem->cls->kind == DL_TY_INTEGER ||
                              llvm_float(k->elem)))
            return false;
        if (q == DLTI_QUERY_SIZE) {
            out->why = DLTI_WHY_DERIVED;
            out->via = k->elem;
            out->via_query = DLTI_QUERY_SIZE;
            out->rule = "LLVM's DataLayout: the element's size in bits times "
                        "the elements, unpadded";
            return true;
        }
        out->why = DLTI_WHY_NEAREST;
        out->rule = "LLVM's DataLayout: the v entry of the vector's size in "
                    "bits, else its store size rounded up to a power of two";
        return true;
    }
    if (t->cls->kind == DL_TY_COMPLEX && q != DLTI_QUERY_SIZE) {
        out->why = DLTI_WHY_DERIVED;
        out->via = dl_ir_complex_elem(t);
        out->via_query = DLTI_QUERY_ABI_ALIGNMENT;
        out->rule = q == DLTI_QUERY_ABI_ALIGNMENT
                        ? "LLVM's DataLayout (the struct {T, T}): the "
                          "element's ABI alignment, at least the a entry's "
                          "ABI alignment (a:0 by default)"
                        : "LLVM's DataLayout (the struct {T, T}): the "
                          "element's ABI alignment, at least the a entry's "
                          "preferred alignment (a:0:64 by default)";
        return true;
    }
    bool is_int = t->cls->kind == DL_TY_INTEGER;
    if (!is_int && !llvm_float(t))
        return false;
    if (q == DLTI_QUERY_SIZE) {
        out->why = DLTI_WHY_TYPE;
        out->rule = is_int ? "the integer's width; entries never change sizes"
                           : "the float's width; entries never change sizes";
        return true;
    }
    out->why = DLTI_WHY_NEAREST;
    out->rule = is_int ? "LLVM's DataLayout: the i entry of the width, else "
                         "the next wider one, else the widest (LLVM's "
                         "defaults: i8:8, i16:16, i32:32, i64:32:64)"
                       : "LLVM's DataLayout: the f entry of the width (bf16: "
                         "f16's), else the size in bytes rounded up to a "
                         "power of two (defaults: f16:16, f32:32, f64:64, "
                         "f128:128)";
    return true;
}

/* ---- Store and alloc sizes ---------------------------------------------- */

dlti_status dlti_type_store_size(dlti_data_layout *dl, const dlti_type *t,
                                 dlti_size *out)
{
    if (!dl || !t || !out)
        return DLTI_ERR_MISUSE;
    /* The size query's bytes: the bits rounded up (MLIR's and LLVM's). */
    return dlti_type_size(dl, t, out);
}

dlti_status dlti_type_alloc_size(dlti_data_layout *dl, const dlti_type *t,
                                 dlti_size *out)
{
    uint64_t abi;
    dlti_status st = dlti_type_store_size(dl, t, out);
    if (st == DLTI_OK)
        st = dlti_type_abi_alignment(dl, t, &abi);
    if (st)
        return st;
    if (abi > 1) {
        uint64_t r = out->value % abi;
        if (r && __builtin_add_overflow(out->value, abi - r, &out->value))
            return dl_layout_overflow(dl, t);
    }
    return DLTI_OK;
}
