/* mlir_names.c - is a dialect, op or mnemonic one MLIR 22 defines: binary
 * searches in the generated lists of core/mlir_names_data.c. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "dl_ir.h"
#include "mlir_names.h"
#include "mlir_names_data.h"

/* Bytewise order, a prefix first: the order gen.py sorts in. */
static int name_cmp(const char *a, size_t n, const char *b, size_t m)
{
    int c = memcmp(a, b, n < m ? n : m);
    if (c)
        return c;
    return n < m ? -1 : n > m;
}

/* Binary search over byte offsets: the middle offset is moved back to the
 * start of its name, so the lists need no index. */
static const char *list_find(const dl_mlir_list *l, const char *w, size_t n)
{
    const char *s = l->names;
    size_t lo = 0, hi = l->len;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        while (mid > lo && s[mid - 1] != '\0')
            mid--;
        size_t m = strlen(s + mid);
        int c = name_cmp(w, n, s + mid, m);
        if (c == 0)
            return s + mid;
        if (c < 0)
            hi = mid;
        else
            lo = mid + m + 1;
    }
    return NULL;
}

static bool list_has(const dl_mlir_list *l, const char *w, size_t n)
{
    return list_find(l, w, n) != NULL;
}

static const dl_mlir_dialect *find_dialect(const char *ns, size_t n)
{
    size_t lo = 0, hi = dl_ir_mlir_n_dialects;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        const char *d = dl_ir_mlir_dialects[mid].ns;
        int c = name_cmp(ns, n, d, strlen(d));
        if (c == 0)
            return &dl_ir_mlir_dialects[mid];
        if (c < 0)
            hi = mid;
        else
            lo = mid + 1;
    }
    return NULL;
}

bool dl_ir_mlir_dialect_known(const char *ns, size_t n)
{
    return find_dialect(ns, n) != NULL;
}

/* The dialects of mlir-opt-22 that allow unknown operations
 * (allowUnknownOperations): found by giving mlir-opt-22 an op
 * `"ns.zz_no_such_op"() : () -> ()` of each of its dialects; every other
 * dialect says "unregistered operation ... that does not allow unknown
 * operations" (t/invalid/unknown-op-generic). */
bool dl_ir_mlir_dialect_allows_unknown_ops(const char *ns, size_t n)
{
    static const struct {
        char name[6];
        size_t len;
    } allow[] = {{"llvm", 4},  {"nvvm", 4},  {"rocdl", 5},
                 {"shape", 5}, {"spirv", 5}, {"test", 4}};
    for (size_t i = 0; i < sizeof allow / sizeof allow[0]; i++)
        if (allow[i].len == n && memcmp(allow[i].name, ns, n) == 0)
            return true;
    return false;
}

int dl_ir_mlir_op_defined(const char *name, size_t n)
{
    const char *dot = memchr(name, '.', n);
    if (!dot)
        return -1;
    const dl_mlir_dialect *d = find_dialect(name, (size_t)(dot - name));
    if (!d)
        return -1;
    size_t k = (size_t)(dot - name) + 1;
    return list_has(&d->ops, name + k, n - k);
}

static int mnemonic_defined(const char *ns, size_t nslen, const char *mn,
                            size_t mlen, bool types)
{
    const dl_mlir_dialect *d = find_dialect(ns, nslen);
    if (!d)
        return -1;
    const dl_mlir_list *l = types ? &d->types : &d->attrs;
    if (!l->names)
        return -1;
    return list_has(l, mn, mlen);
}

int dl_ir_mlir_attr_defined(const char *ns, size_t nslen, const char *mn,
                         size_t mlen)
{
    return mnemonic_defined(ns, nslen, mn, mlen, false);
}

int dl_ir_mlir_type_defined(const char *ns, size_t nslen, const char *mn,
                         size_t mlen)
{
    return mnemonic_defined(ns, nslen, mn, mlen, true);
}

/* The llvm attributes MLIR 22's printer names by an alias of their
 * mnemonic (the dialect's OpAsmDialectInterface; checked with mlir-opt-22:
 * di_expression, di_subrange, di_annotation, linkage, memory_effects,
 * ... print inline).  Sorted. */
static const char llvm_aliased[] =
    "access_group\0alias_scope\0alias_scope_domain\0di_basic_type\0"
    "di_common_block\0di_compile_unit\0di_composite_type\0di_derived_type\0"
    "di_file\0di_global_variable\0di_global_variable_expression\0"
    "di_imported_entity\0di_label\0di_lexical_block\0di_lexical_block_file\0"
    "di_local_variable\0di_module\0di_namespace\0di_null_type\0"
    "di_string_type\0di_subprogram\0di_subroutine_type\0loop_annotation\0"
    "loop_distribute\0loop_interleave\0loop_licm\0loop_peeled\0"
    "loop_pipeline\0loop_unroll\0loop_unroll_and_jam\0loop_unswitch\0"
    "loop_vectorize\0tbaa_root\0tbaa_tag\0tbaa_type_desc\0";

const char *dl_ir_mlir_attr_alias(const char *ns, size_t nslen, const char *mn,
                               size_t mlen)
{
    if (name_cmp(ns, nslen, "llvm", 4) != 0)
        return NULL;
    /* the list's own copy of the name: it outlives any printer */
    const dl_mlir_list l = {llvm_aliased, sizeof llvm_aliased - 1};
    return list_find(&l, mn, mlen);
}

const char *dl_ir_mlir_suggest(const char *ns, size_t nslen, const char *mn,
                            size_t mlen, bool types)
{
    const dl_mlir_dialect *d = find_dialect(ns, nslen);
    const dl_mlir_list *l = d ? (types ? &d->types : &d->attrs) : NULL;
    if (!l || !l->names || !l->len)
        return NULL;
    size_t n = 0;
    for (size_t i = 0; i < l->len; i++)
        n += l->names[i] == '\0';
    const char **v = malloc(n * sizeof *v);
    if (!v)
        return NULL;
    for (size_t i = 0, k = 0; i < l->len; i += strlen(l->names + i) + 1)
        v[k++] = l->names + i;
    const char *r = dl_suggest(mn, mlen, v, n);
    free(v);
    return r;
}
