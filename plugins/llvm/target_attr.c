/* target_attr.c - the llvm plugin's target attributes, parsed and printed
 * as MLIR 22 does:
 *   #llvm.target<triple = "T", chip = "C"[, features = <["+a", "-b"]>]>
 *   #llvm.target_features<["+a", "-b"]>
 * (LLVM_TargetAttr: a struct of parameters in any order, triple and chip
 * required, printed in declaration order; inside it the features attribute
 * is written without its `#llvm.target_features` prefix.)
 * See llvm.c for the dialect as a whole. */
#define _POSIX_C_SOURCE 200809L /* as in llvm.c: one feature set */
#include "llvm_internal.h"

/* ---- #llvm.target_features<[...]> ----------------------------------------- */

/* `<[` "+f" {, "+f"} `]>` after the attribute name. */

static dlti_status features_body(dlti_parser *p, const dlti_attr_class *cls,
                                 const dlti_attr **out)
{
    dlti_context *ctx = dlti_parser_context(p);
    dlti_status s;
    if ((s = dlti_parser_expect(p, "<")) || (s = dlti_parser_expect(p, "[")))
        return s;
    size_t n = 0, cap = 0;
    const char **v = NULL;
    size_t *lens = NULL;
    if (!dlti_parser_consume(p, "]")) {
        do {
            const char *f;
            size_t len;
            if ((s = dlti_parser_string(p, &f, &len)))
                goto fail;
            if (len == 0 || (f[0] != '+' && f[0] != '-')) {
                s = dlti_parser_error(p, "target features must start with "
                                         "'+' or '-'");
                goto fail;
            }
            if (n == cap) {
                size_t nc = cap ? cap * 2 : 8;
                const char **nv = realloc(v, nc * sizeof *nv);
                size_t *nl = nv ? realloc(lens, nc * sizeof *nl) : NULL;
                if (nv)
                    v = nv;
                if (!nv || !nl) {
                    s = nomem(p);
                    goto fail;
                }
                lens = nl;
                cap = nc;
            }
            v[n] = f;
            lens[n++] = len;
        } while (dlti_parser_consume(p, ","));
        if ((s = dlti_parser_expect(p, "]")))
            goto fail;
    }
    if ((s = dlti_parser_expect(p, ">")))
        goto fail;
    /* Key: the count, then (pointer, length) of each interned feature. */
    size_t klen = sizeof(features_key) + n * 2 * sizeof(uintptr_t);
    features_key *k = calloc(1, klen);
    if (!k) {
        s = nomem(p);
        goto fail;
    }
    k->n = n;
    for (size_t i = 0; i < n; i++) {
        k->items[2 * i] = (uintptr_t)v[i];
        k->items[2 * i + 1] = (uintptr_t)lens[i];
    }
    *out = dlti_attr_get(ctx, cls, k, klen);
    free(k);
    s = *out ? DLTI_OK : nomem(p);
fail:
    free(v);
    free(lens);
    return s;
}

dlti_status features_parse(dlti_parser *p, const dlti_attr_class *cls,
                           const dlti_attr **out)
{
    return features_body(p, cls, out);
}

void features_print(dlti_printer *pr, const dlti_attr *a)
{
    const features_key *k = dlti_attr_key(a, NULL);
    dlti_printer_puts(pr, "<[");
    for (size_t i = 0; i < k->n; i++) {
        if (i)
            dlti_printer_puts(pr, ", ");
        print_quoted(pr, (const char *)k->items[2 * i],
                     (size_t)k->items[2 * i + 1]);
    }
    dlti_printer_puts(pr, "]>");
}

/* ---- #llvm.target<...> ---------------------------------------------------- */

/* A StringAttr parameter (`triple`, `chip`): any attribute, which must be
 * a string, as MLIR's FieldParser<StringAttr> has it. */
static dlti_status string_param(dlti_parser *p, const char *param,
                                const char **str, size_t *len)
{
    dlti_loc loc = dlti_parser_loc(p);
    const dlti_attr *a = NULL;
    dlti_status s = dlti_parser_attr(p, &a);
    if (s == DLTI_OK && !(*str = dlti_attr_get_string(a, len)))
        s = perr_at(p, &loc, "invalid kind of attribute specified");
    if (s != DLTI_OK)
        dlti_parser_error(p, "failed to parse LLVM_TargetAttr parameter '%s' "
                             "which is to be a `StringAttr`",
                          param);
    return s;
}

dlti_status target_parse(dlti_parser *p, const dlti_attr_class *cls,
                         const dlti_attr **out)
{
    dlti_context *ctx = dlti_parser_context(p);
    target_attr_key k;
    memset(&k, 0, sizeof k);
    bool have_triple = false, have_chip = false, have_features = false;
    dlti_status s;

    if ((s = dlti_parser_expect(p, "<")))
        return s;
    do {
        const char *name = dlti_parser_peek_keyword(p);
        if (!name) {
            dlti_parser_error(p, "expected valid keyword");
            return dlti_parser_error(p, "expected a parameter name in struct");
        }
        bool *seen = strcmp(name, "triple") == 0  ? &have_triple
                     : strcmp(name, "chip") == 0  ? &have_chip
                     : strcmp(name, "features") == 0 ? &have_features
                                                     : NULL;
        if (!seen || *seen)
            return dlti_parser_error(p, "duplicate or unknown struct "
                                        "parameter name: %s", name);
        dlti_parser_keyword(p, &name);
        *seen = true;
        if ((s = dlti_parser_expect(p, "=")))
            return s;
        if (name[0] == 't' || name[0] == 'c') {
            if ((s = string_param(p, name, name[0] == 't' ? &k.triple : &k.chip,
                                  name[0] == 't' ? &k.triple_len
                                                 : &k.chip_len)))
                return s;
        } else {
            const dlti_attr_class *fc =
                dlti_dialect_attr_class(dlti_attr_class_dialect(cls),
                                        "target_features");
            if (dlti_parser_peek(p, "<")) {
                s = features_body(p, fc, &k.features);
            } else {
                s = dlti_parser_attr(p, &k.features);
                if (s == DLTI_OK && dlti_attr_get_class(k.features) != fc)
                    s = dlti_parser_error(p, "expected '<'");
            }
            if (s != DLTI_OK) {
                dlti_parser_error(p, "failed to parse LLVM_TargetAttr "
                                     "parameter 'features' which is to be a "
                                     "`TargetFeaturesAttr`");
                return s;
            }
        }
    } while (dlti_parser_consume(p, ","));
    if (!have_triple || !have_chip)
        return dlti_parser_error(p, "struct is missing required parameter: "
                                    "%s", have_triple ? "chip" : "triple");
    if ((s = dlti_parser_expect(p, ">")))
        return s;
    *out = dlti_attr_get(ctx, cls, &k, sizeof k);
    return *out ? DLTI_OK : nomem(p);
}

void target_print(dlti_printer *pr, const dlti_attr *a)
{
    const target_attr_key *k = dlti_attr_key(a, NULL);
    dlti_printer_puts(pr, "<triple = ");
    print_quoted(pr, k->triple, k->triple_len);
    dlti_printer_puts(pr, ", chip = ");
    print_quoted(pr, k->chip, k->chip_len);
    if (k->features) {
        dlti_printer_puts(pr, ", features = ");
        features_print(pr, k->features);
    }
    dlti_printer_puts(pr, ">");
}

/* The triple of a #llvm.target attribute, or NULL if `a` is not one. */
const char *target_triple(const dlti_attr *a, size_t *len)
{
    const dlti_attr_class *cls = a ? dlti_attr_get_class(a) : NULL;
    if (!cls || strcmp(dlti_attr_class_name(cls), "target") != 0)
        return NULL;
    const target_attr_key *k = dlti_attr_key(a, NULL);
    *len = k->triple_len;
    return k->triple;
}
