/* ptr.c - the data layout side of MLIR 22's ptr dialect, as a dlti plugin.
 *
 *   !ptr.ptr<MS>          MS: a memory space attribute (#ptr.generic_space,
 *                         #llvm.address_space<N>, ...)
 *   #ptr.generic_space    a memory space
 *   #ptr.spec<size = S, abi = A, preferred = P(, index = I)>
 *                         the value of a `!ptr.ptr<MS>` entry, in bits
 *
 * Layout of !ptr.ptr<MS> (semantics §8), D = `dlti.default_memory_space`:
 * the first entry keyed by MS; else, when D is absent or MS, the default
 * spec (64 bits, abi 1, preferred 1, index 64); else the layout of
 * !ptr.ptr<D>, asked of the same DataLayout.
 *
 * Where this differs from MLIR 22: nested scopes whose inner entry meets
 * an outer entry for the same memory space (or, failing that, for the
 * default memory space) combine by the rule MLIR intends - equal sizes and
 * an inner ABI alignment that divides the outer one - where MLIR 22 reads
 * the outer entry itself as a spec and gives an arbitrary answer.  An ABI
 * alignment of 0 never combines (MLIR 22 divides by it).
 */
#include <string.h>

#include <dlti/plugin.h>

/* #ptr.spec: all uint32 in MLIR; `index` is 0xFFFFFFFF when absent. */
#define SPEC_ABSENT UINT32_C(0xFFFFFFFF)

typedef struct spec_key {
    uint32_t size, abi, preferred, index;
} spec_key;

/* The dialect's classes, per context. */
typedef struct ptr_state {
    const dlti_type_class *ptr;
    const dlti_attr_class *spec;
    const dlti_attr_class *generic_space;
} ptr_state;

static const ptr_state *state_of_type_class(const dlti_type_class *cls)
{
    return dlti_dialect_data(dlti_type_class_dialect(cls));
}

/* ---- #ptr.generic_space ------------------------------------------------- */

/* No parameters: MLIR's generated parser reads nothing more. */
static dlti_status generic_space_parse(dlti_parser *p,
                                       const dlti_attr_class *cls,
                                       const dlti_attr **out)
{
    *out = dlti_attr_get(dlti_parser_context(p), cls, NULL, 0);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

static void generic_space_print(dlti_printer *pr, const dlti_attr *a)
{
    (void)pr;
    (void)a;
}

/* ---- #ptr.spec ---------------------------------------------------------- */

static spec_key spec_of(const dlti_attr *a)
{
    spec_key k;
    memset(&k, 0, sizeof k);
    size_t n = 0;
    const void *key = dlti_attr_key(a, &n);
    if (key && n == sizeof k)
        memcpy(&k, key, sizeof k);
    return k;
}

/* SpecAttr::verify. */
static const char *spec_problem(const spec_key *k)
{
    if (k->size % 8)
        return "size entry must be divisible by 8";
    if (k->abi % 8)
        return "abi entry must be divisible by 8";
    if (k->preferred % 8)
        return "preferred entry must be divisible by 8";
    if (k->index != SPEC_ABSENT && k->index % 8)
        return "index entry must be divisible by 8";
    if (k->abi > k->preferred)
        return "preferred alignment is expected to be at least as large as "
               "ABI alignment";
    return NULL;
}

/* `<` struct(params) `>`: `name = uint32` pairs in any order, size, abi and
 * preferred required, index optional; the verifier's error goes where the
 * parameters begin, as MLIR reports it. */
static dlti_status spec_parse(dlti_parser *p, const dlti_attr_class *cls,
                              const dlti_attr **out)
{
    static const char *const names[] = {"size", "abi", "preferred", "index"};
    dlti_loc start = dlti_parser_loc(p);
    dlti_status st = dlti_parser_expect(p, "<");
    if (st != DLTI_OK)
        return st;
    uint64_t vals[4] = {0, 0, 0, SPEC_ABSENT};
    int seen[4] = {0, 0, 0, 0};
    do {
        const char *name;
        if ((st = dlti_parser_keyword(p, &name)) != DLTI_OK) {
            dlti_parser_error(p, "expected a parameter name in struct");
            return st;
        }
        if ((st = dlti_parser_expect(p, "=")) != DLTI_OK)
            return st;
        int which = -1;
        for (int i = 0; i < 4; i++)
            if (!seen[i] && strcmp(name, names[i]) == 0)
                which = i;
        if (which < 0)
            return dlti_parser_error(
                p, "duplicate or unknown struct parameter name: %s", name);
        seen[which] = 1;
        if ((st = dlti_parser_uint_n(p, 32, &vals[which])) != DLTI_OK) {
            dlti_parser_error(p,
                              "failed to parse Ptr_SpecAttr parameter '%s' "
                              "which is to be a `uint32_t`",
                              names[which]);
            return st;
        }
    } while (dlti_parser_consume(p, ","));
    for (int i = 0; i < 3; i++)
        if (!seen[i])
            return dlti_parser_error(
                p, "struct is missing required parameter: %s", names[i]);
    if ((st = dlti_parser_expect(p, ">")) != DLTI_OK)
        return st;

    spec_key k;
    memset(&k, 0, sizeof k);
    k.size = (uint32_t)vals[0];
    k.abi = (uint32_t)vals[1];
    k.preferred = (uint32_t)vals[2];
    k.index = (uint32_t)vals[3];
    dlti_context *ctx = dlti_parser_context(p);
    const char *problem = spec_problem(&k);
    if (problem) {
        dlti_emit_error(ctx, start.line ? &start : NULL, "%s", problem);
        return DLTI_ERR_PARSE;
    }
    *out = dlti_attr_get(ctx, cls, &k, sizeof k);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

static void spec_print(dlti_printer *pr, const dlti_attr *a)
{
    spec_key k = spec_of(a);
    dlti_printer_printf(pr, "<size = %lu, abi = %lu, preferred = %lu",
                        (unsigned long)k.size, (unsigned long)k.abi,
                        (unsigned long)k.preferred);
    if (k.index != SPEC_ABSENT)
        dlti_printer_printf(pr, ", index = %lu", (unsigned long)k.index);
    dlti_printer_puts(pr, ">");
}

/* ---- !ptr.ptr<MS> ------------------------------------------------------- */

static const dlti_attr *memory_space_of(const dlti_type *t)
{
    size_t n = 0;
    const void *key = dlti_type_key(t, &n);
    const dlti_attr *ms = NULL;
    if (key && n == sizeof ms)
        memcpy(&ms, key, sizeof ms);
    return ms;
}

static const dlti_type *ptr_type(dlti_context *ctx,
                                 const dlti_type_class *cls,
                                 const dlti_attr *ms)
{
    return dlti_type_get(ctx, cls, &ms, sizeof ms);
}

/* `<` memory-space-attribute `>`. */
static dlti_status ptr_parse(dlti_parser *p, const dlti_type_class *cls,
                             const dlti_type **out)
{
    dlti_status st = dlti_parser_expect(p, "<");
    if (st != DLTI_OK)
        return st;
    dlti_loc at = dlti_parser_loc(p);
    const dlti_attr *ms = NULL;
    st = dlti_parser_attr(p, &ms);
    if (st == DLTI_OK && !dlti_attr_is_memory_space(ms)) {
        dlti_emit_error(dlti_parser_context(p), at.line ? &at : NULL,
                        "invalid kind of attribute specified");
        st = DLTI_ERR_PARSE;
    }
    if (st != DLTI_OK) {
        dlti_parser_error(p, "failed to parse Ptr_PtrType parameter "
                             "'memorySpace' which is to be a "
                             "`MemorySpaceAttrInterface`");
        return st;
    }
    if ((st = dlti_parser_expect(p, ">")) != DLTI_OK)
        return st;
    *out = ptr_type(dlti_parser_context(p), cls, ms);
    return *out ? DLTI_OK : DLTI_ERR_NOMEM;
}

static void ptr_print(dlti_printer *pr, const dlti_type *t)
{
    dlti_printer_puts(pr, "<");
    dlti_printer_attr(pr, memory_space_of(t));
    dlti_printer_puts(pr, ">");
}

/* The first entry keyed by memory space `ms` whose value is a #ptr.spec,
 * or NULL. */
static const dlti_attr *spec_entry(const ptr_state *s, dlti_entry_list entries,
                                   const dlti_attr *ms)
{
    for (size_t i = 0; i < entries.count; i++) {
        const dlti_type *key = dlti_entry_key_type(entries.entries[i]);
        const dlti_attr *v = dlti_entry_value(entries.entries[i]);
        if (key && dlti_type_get_class(key) == s->ptr &&
            memory_space_of(key) == ms && v &&
            dlti_attr_get_class(v) == s->spec)
            return entries.entries[i];
    }
    return NULL;
}

/* The spec of spec_entry, or NULL. */
static const dlti_attr *entry_spec(const ptr_state *s, dlti_entry_list entries,
                                   const dlti_attr *ms)
{
    const dlti_attr *e = spec_entry(s, entries, ms);
    return e ? dlti_entry_value(e) : NULL;
}

/* MLIR's getPointerSpec: 1 and *spec when the entries or the default spec
 * answer for `t`; 0 and *fallback = !ptr.ptr<D> when the answer is that
 * type's, to be asked of the DataLayout. */
static int pointer_spec(const dlti_type *t, dlti_data_layout *dl,
                        dlti_entry_list entries, spec_key *spec,
                        const dlti_type **fallback)
{
    const dlti_type_class *cls = dlti_type_get_class(t);
    const ptr_state *s = state_of_type_class(cls);
    const dlti_attr *ms = memory_space_of(t);
    const dlti_attr *v = s ? entry_spec(s, entries, ms) : NULL;
    if (v) {
        *spec = spec_of(v);
        return 1;
    }
    const dlti_attr *d = dlti_layout_default_memory_space(dl);
    /* A default memory space that is not a memory space attribute names a
     * pointer type without entries (keys must be memory spaces), whose
     * layout is the default spec: MLIR 22 gets there through such a type. */
    if (!d || d == ms || !dlti_attr_is_memory_space(d)) {
        spec->size = 64;
        spec->abi = 8;
        spec->preferred = 8;
        spec->index = 64;
        return 1;
    }
    *fallback = ptr_type(dlti_type_context(t), cls, d);
    return 0;
}

/* What decides every query of `t` (dlti_type_hooks.explain), as
 * pointer_spec has it: the entry of its memory space, the default spec
 * (neither), or the answer of !ptr.ptr<D>. */
static dlti_status ptr_explain(const dlti_type *t, dlti_data_layout *dl,
                               dlti_entry_list entries, dlti_query_kind q,
                               const dlti_attr **entry, const dlti_type **via)
{
    (void)q;
    const ptr_state *s = state_of_type_class(dlti_type_get_class(t));
    spec_key k;
    const dlti_type *other = NULL;
    if (pointer_spec(t, dl, entries, &k, &other)) {
        *entry = s ? spec_entry(s, entries, memory_space_of(t)) : NULL;
        return DLTI_OK;
    }
    *via = other;
    return other ? DLTI_OK : DLTI_ERR_NOMEM;
}

static dlti_status ptr_size_in_bits(const dlti_type *t, dlti_data_layout *dl,
                                    dlti_entry_list entries, dlti_size *out)
{
    spec_key k;
    const dlti_type *other = NULL;
    if (pointer_spec(t, dl, entries, &k, &other)) {
        out->value = k.size;
        out->scalable = 0;
        return DLTI_OK;
    }
    if (!other)
        return DLTI_ERR_NOMEM;
    return dlti_type_size_in_bits(dl, other, out);
}

/* The ABI or (`preferred`) preferred alignment in bytes: the pointer
 * spec's, else that of the type it falls back to. */
static dlti_status ptr_alignment(const dlti_type *t, dlti_data_layout *dl,
                                 dlti_entry_list entries, int preferred,
                                 uint64_t *out)
{
    spec_key k;
    const dlti_type *other = NULL;
    if (pointer_spec(t, dl, entries, &k, &other)) {
        *out = (preferred ? k.preferred : k.abi) / 8;
        return DLTI_OK;
    }
    if (!other)
        return DLTI_ERR_NOMEM;
    return preferred ? dlti_type_preferred_alignment(dl, other, out)
                     : dlti_type_abi_alignment(dl, other, out);
}

static dlti_status ptr_abi_alignment(const dlti_type *t, dlti_data_layout *dl,
                                     dlti_entry_list entries, uint64_t *out)
{
    return ptr_alignment(t, dl, entries, 0, out);
}

static dlti_status ptr_preferred_alignment(const dlti_type *t,
                                           dlti_data_layout *dl,
                                           dlti_entry_list entries,
                                           uint64_t *out)
{
    return ptr_alignment(t, dl, entries, 1, out);
}

static dlti_status ptr_index_bitwidth(const dlti_type *t, dlti_data_layout *dl,
                                      dlti_entry_list entries, uint64_t *out,
                                      int *has)
{
    spec_key k;
    const dlti_type *other = NULL;
    if (pointer_spec(t, dl, entries, &k, &other)) {
        *out = k.index == SPEC_ABSENT ? k.size : k.index;
        *has = 1;
        return DLTI_OK;
    }
    if (!other)
        return DLTI_ERR_NOMEM;
    return dlti_type_index_bitwidth(dl, other, out, has);
}

/* PtrType::areCompatible.  For each inner entry: the outer entry for its
 * memory space, else the outer entry for the default memory space (from the
 * identifier entries combined so far); the inner entry must keep the size
 * and its ABI alignment must divide the outer one.  Without such an outer
 * entry MLIR compares with 64 bits and an ABI alignment of 8 (bits). */
static dlti_status ptr_are_compatible(dlti_context *ctx, dlti_entry_list outer,
                                      dlti_entry_list inner,
                                      dlti_entry_list ids, int *compatible)
{
    (void)ctx;
    *compatible = 1;
    const dlti_attr *dms = NULL;
    for (size_t i = 0; i < ids.count; i++) {
        const char *k = dlti_entry_key_string(ids.entries[i]);
        if (k && strcmp(k, "dlti.default_memory_space") == 0) {
            dms = dlti_entry_value(ids.entries[i]);
            break;
        }
    }
    for (size_t i = 0; i < inner.count; i++) {
        const dlti_type *key = dlti_entry_key_type(inner.entries[i]);
        const dlti_attr *nv = dlti_entry_value(inner.entries[i]);
        const ptr_state *s = key ? state_of_type_class(dlti_type_get_class(key))
                                 : NULL;
        if (!s || dlti_type_get_class(key) != s->ptr || !nv ||
            dlti_attr_get_class(nv) != s->spec)
            continue; /* not a pointer entry; the verifier says so */
        uint64_t size = 64, abi = 8;
        const dlti_attr *old = entry_spec(s, outer, memory_space_of(key));
        if (!old && dms)
            old = entry_spec(s, outer, dms);
        if (old) {
            spec_key o = spec_of(old);
            size = o.size;
            abi = o.abi;
        }
        spec_key n = spec_of(nv);
        if (size != n.size || n.abi == 0 || abi < n.abi || abi % n.abi != 0) {
            *compatible = 0;
            return DLTI_OK;
        }
    }
    return DLTI_OK;
}

static dlti_status ptr_verify_entries(dlti_context *ctx,
                                      dlti_entry_list entries,
                                      const dlti_loc *loc)
{
    for (size_t i = 0; i < entries.count; i++) {
        const dlti_type *key = dlti_entry_key_type(entries.entries[i]);
        const dlti_attr *v = dlti_entry_value(entries.entries[i]);
        const ptr_state *s = key ? state_of_type_class(dlti_type_get_class(key))
                                 : NULL;
        if (!s || (v && dlti_attr_get_class(v) == s->spec))
            continue;
        return dlti_emit_error(
            ctx, loc, "expected layout attribute for '%pT' to be a #ptr.spec "
                      "attribute",
            (const void *)key);
    }
    return DLTI_OK;
}

/* ---- Registration ------------------------------------------------------- */

static dlti_status ptr_init(dlti_dialect *d)
{
    ptr_state *s = dlti_context_alloc(dlti_dialect_context(d), sizeof *s);
    if (!s)
        return DLTI_ERR_NOMEM;

    dlti_attr_hooks space;
    memset(&space, 0, sizeof space);
    space.size = sizeof space;
    space.parse = generic_space_parse;
    space.print = generic_space_print;
    space.memory_space = 1;
    s->generic_space = dlti_register_attr_class(d, "generic_space", &space);

    dlti_attr_hooks spec;
    memset(&spec, 0, sizeof spec);
    spec.size = sizeof spec;
    spec.parse = spec_parse;
    spec.print = spec_print;
    s->spec = dlti_register_attr_class(d, "spec", &spec);

    dlti_type_hooks ptr;
    memset(&ptr, 0, sizeof ptr);
    ptr.size = sizeof ptr;
    ptr.parse = ptr_parse;
    ptr.print = ptr_print;
    ptr.size_in_bits = ptr_size_in_bits;
    ptr.abi_alignment = ptr_abi_alignment;
    ptr.preferred_alignment = ptr_preferred_alignment;
    ptr.index_bitwidth = ptr_index_bitwidth;
    ptr.are_compatible = ptr_are_compatible;
    ptr.verify_entries = ptr_verify_entries;
    ptr.explain = ptr_explain;
    ptr.vector_element = 1;
    s->ptr = dlti_register_type_class(d, "ptr", &ptr);

    if (!s->generic_space || !s->spec || !s->ptr)
        return DLTI_ERR_PLUGIN;
    /* Context memory: freed with the context, nothing to destroy. */
    dlti_dialect_set_data(d, s, NULL);
    /* Its print hooks only read what they print; it keeps no state a
     * parse changes (reusable contexts). */
    dlti_dialect_hooks dh = {0};
    dh.size = sizeof dh;
    dh.flags = DLTI_DIALECT_PRINT_BESIDE_PARSE |
               DLTI_DIALECT_LAYOUT_BESIDE_PARSE | DLTI_DIALECT_REUSABLE |
               DLTI_DIALECT_VERIFY_BESIDE_PARSE;
    return dlti_dialect_set_hooks(d, &dh);
}

static const dlti_plugin_info ptr_info = {
    sizeof(dlti_plugin_info),
    DLTI_PLUGIN_ABI_VERSION,
    "ptr",
    "1.0.0",
    "MLIR's ptr dialect: !ptr.ptr, #ptr.generic_space and #ptr.spec",
    ptr_init,
};

DLTI_PLUGIN_EXPORT const dlti_plugin_info *dlti_plugin_entry(void);

DLTI_PLUGIN_EXPORT const dlti_plugin_info *dlti_plugin_entry(void)
{
    return &ptr_info;
}
