/* llvm.c - the `llvm` dialect plugin: MLIR 22's LLVM dialect types, their
 * data layouts, and the #llvm.address_space memory space.
 *
 * Data layouts in LLVM's forms (io.c): the layout_import hook reads LLVM 22
 * data layout strings ("datalayout") and target triples ("target"), the
 * layout_export hook writes a spec as a string ("datalayout").
 *
 * Types (one class each, as MLIR has one C++ class each):
 *   !llvm.ptr, !llvm.ptr<AS>        layout from `!llvm.ptr<AS>` entries
 *   !llvm.struct<...>               literal, packed, identified, opaque
 *   !llvm.array<N x T>              layout from its element
 *   !llvm.ppc_fp128                 a 128-bit float (the core's float rules)
 *   !llvm.void, !llvm.func<R (A, ...)>, !llvm.token, !llvm.label,
 *   !llvm.metadata, !llvm.x86_amx, !llvm.target<"name", T..., N...>
 *                                   parse and print only (no layout)
 * Inside llvm types, nested llvm types are written without `!llvm.`, as
 * MLIR parses and prints them (see print_nested in print.c for when MLIR
 * keeps the prefix).
 *
 * The rules are those of semantics.md §7.  Where MLIR 22 crashes or wraps,
 * this plugin answers or reports an error instead:
 *   - nested scopes with pointer entries for the same address space: the
 *     intended rule (same size, inner ABI alignment divides the outer one);
 *   - an ABI alignment of 0 in nested entries never combines;
 *   - a zero alignment (i0 members) leaves sizes unpadded;
 *   - an !llvm.array of a scalable vector, and sizes beyond 2^64: errors.
 *
 * Per-context state (the classes and MLIR's cache of LLVM-compatible
 * types) is the dialect's data; the stacks of identified structs being
 * parsed or printed are thread-local lists of nodes living on the C stack.
 *
 * This file: the registration of the classes, the per-context state and
 * the entry point.  The plugin is split by concern; llvm_internal.h lists
 * the other files and declares what they share.
 */
#define _POSIX_C_SOURCE 200809L /* pthread_mutexattr_settype */
#include "llvm_internal.h"

const char *const kind_names[K_NUM] = {
    "void", "ppc_fp128", "token", "label", "metadata", "x86_amx",
    "func", "ptr",       "array", "struct", "target",
};

static void state_free(void *data)
{
    llvm_state *st = data;
    if (!st)
        return;
    free(st->compatible.slots);
    pthread_mutex_destroy(&st->lock);
    free(st);
}

/* ---- Registration ---------------------------------------------------------- */

static dlti_status llvm_init(dlti_dialect *d)
{
    llvm_state *st = calloc(1, sizeof *st);
    if (!st)
        return DLTI_ERR_NOMEM;
    pthread_mutexattr_t attr;
    if (pthread_mutexattr_init(&attr) != 0) {
        free(st);
        return DLTI_ERR_NOMEM;
    }
    pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE);
    int rc = pthread_mutex_init(&st->lock, &attr);
    pthread_mutexattr_destroy(&attr);
    if (rc != 0) {
        free(st);
        return DLTI_ERR_NOMEM;
    }
    dlti_dialect_set_data(d, st, state_free);

    for (int k = 0; k < K_NUM; k++) {
        dlti_type_hooks h;
        memset(&h, 0, sizeof h);
        h.size = sizeof h;
        h.parse = hook_parse;
        h.print = hook_print;
        switch (k) {
        case K_PPC_FP128:
            h.float_bits = 128;
            h.vector_element = 1;
            break;
        case K_PTR:
            h.size_in_bits = ptr_size_in_bits;
            h.abi_alignment = ptr_abi;
            h.preferred_alignment = ptr_pref;
            h.index_bitwidth = ptr_index;
            h.are_compatible = ptr_compatible;
            h.verify_entries = ptr_verify;
            h.explain = ptr_explain;
            h.vector_element = 1;
            break;
        case K_ARRAY:
            h.size_in_bits = bytes_in_bits;
            h.size_in_bytes = array_size;
            h.abi_alignment = array_abi;
            h.preferred_alignment = array_pref;
            h.fields = array_fields;
            break;
        case K_STRUCT:
            h.size_in_bits = bytes_in_bits;
            h.size_in_bytes = struct_size;
            h.abi_alignment = struct_abi;
            h.preferred_alignment = struct_pref;
            h.are_compatible = struct_compatible;
            h.verify_entries = struct_verify;
            h.fields = struct_fields;
            break;
        default:
            break;
        }
        st->cls[k] = dlti_register_type_class(d, kind_names[k], &h);
        if (!st->cls[k])
            return DLTI_ERR_PLUGIN;
    }

    dlti_attr_hooks ah;
    memset(&ah, 0, sizeof ah);
    ah.size = sizeof ah;
    ah.parse = as_parse;
    ah.print = as_print;
    ah.memory_space = 1;
    st->address_space = dlti_register_attr_class(d, "address_space", &ah);
    if (!st->address_space)
        return DLTI_ERR_PLUGIN;
    ah.memory_space = 0;
    ah.parse = features_parse;
    ah.print = features_print;
    if (!dlti_register_attr_class(d, "target_features", &ah))
        return DLTI_ERR_PLUGIN;
    ah.parse = target_parse;
    ah.print = target_print;
    if (!dlti_register_attr_class(d, "target", &ah))
        return DLTI_ERR_PLUGIN;

    dlti_dialect_hooks dh;
    memset(&dh, 0, sizeof dh);
    dh.size = sizeof dh;
    dh.layout_import = llvm_layout_import;
    dh.layout_export = llvm_layout_export;
    dh.memref_descriptor = llvm_memref_descriptor;
    dh.llvm_specs = llvm_specs;
    /* (its print hooks read the types and attributes only; an identified
     * struct's body is set when its first full spelling is parsed, made
     * mutable: what a parse keeps, as reusable contexts need) */
    dh.flags = DLTI_DIALECT_PRINT_BESIDE_PARSE |
               DLTI_DIALECT_LAYOUT_BESIDE_PARSE | DLTI_DIALECT_REUSABLE |
               DLTI_DIALECT_VERIFY_BESIDE_PARSE;
    return dlti_dialect_set_hooks(d, &dh);
}

static const dlti_plugin_info llvm_info = {
    sizeof(dlti_plugin_info),
    DLTI_PLUGIN_ABI_VERSION,
    "llvm",
    LLVM_PLUGIN_VERSION,
    "LLVM dialect types (ptr, struct, array layouts; func, void, ...), "
    "#llvm.address_space, #llvm.target; LLVM data layout strings and "
    "triples (import, export)",
    llvm_init,
};

DLTI_PLUGIN_EXPORT const dlti_plugin_info *dlti_plugin_entry(void);
DLTI_PLUGIN_EXPORT const dlti_plugin_info *dlti_plugin_entry(void)
{
    return &llvm_info;
}
