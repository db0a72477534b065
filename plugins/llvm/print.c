/* print.c - the llvm plugin's type printer and MLIR's per-context cache of
 * LLVM-compatible types (which decides how nested types print).
 * See llvm.c for the dialect as a whole. */
#define _POSIX_C_SOURCE 200809L /* as in llvm.c: one feature set */
#include "llvm_internal.h"

/* ---- The set of compatible types (type_set) ------------------------------ */

static size_t hash_ptr(const void *p)
{
    uint64_t x = (uint64_t)(uintptr_t)p;
    x ^= x >> 33;
    x *= UINT64_C(0xff51afd7ed558ccd);
    x ^= x >> 33;
    return (size_t)x;
}

/* 1 if inserted, 0 if already present, -1 when out of memory. */
static int set_insert(type_set *s, const dlti_type *t)
{
    if ((s->n + 1) * 2 > s->cap) {
        size_t ncap = s->cap ? s->cap * 2 : 32;
        const dlti_type **ns = calloc(ncap, sizeof *ns);
        if (!ns)
            return -1;
        for (size_t i = 0; i < s->cap; i++) {
            if (!s->slots[i])
                continue;
            size_t j = hash_ptr(s->slots[i]) & (ncap - 1);
            while (ns[j])
                j = (j + 1) & (ncap - 1);
            ns[j] = s->slots[i];
        }
        free(s->slots);
        s->slots = ns;
        s->cap = ncap;
    }
    size_t mask = s->cap - 1, i = hash_ptr(t) & mask;
    for (; s->slots[i]; i = (i + 1) & mask)
        if (s->slots[i] == t)
            return 0;
    s->slots[i] = t;
    s->n++;
    return 1;
}

static void set_erase(type_set *s, const dlti_type *t)
{
    if (!s->cap)
        return;
    size_t mask = s->cap - 1, i = hash_ptr(t) & mask;
    while (s->slots[i] && s->slots[i] != t)
        i = (i + 1) & mask;
    if (!s->slots[i])
        return;
    s->slots[i] = NULL;
    s->n--;
    /* Moves later members of the cluster back into the hole. */
    for (size_t j = (i + 1) & mask; s->slots[j]; j = (j + 1) & mask) {
        size_t home = hash_ptr(s->slots[j]) & mask;
        bool movable = i <= j ? (home <= i || home > j) : (home <= i && home > j);
        if (movable) {
            s->slots[i] = s->slots[j];
            s->slots[j] = NULL;
            i = j;
        }
    }
}

/* ---- Printing ------------------------------------------------------------ */

/* Identified structs whose body is being printed. */
static _Thread_local const type_node *printing_structs;

static bool is_compatible(llvm_state *st, const dlti_type *t);

static bool all_compatible(llvm_state *st, const dlti_type *const *v, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (!is_compatible(st, v[i]))
            return false;
    return true;
}

/* A !ptr.ptr whose memory space is an #llvm.address_space (MLIR's
 * isCompatiblePtrType). */
static bool is_llvm_ptr_ptr(const dlti_type *t)
{
    const dlti_type_class *c = dlti_type_get_class(t);
    const char *ns = dlti_dialect_namespace(dlti_type_class_dialect(c));
    const char *name = dlti_type_class_name(c);
    if (!ns || !name || strcmp(ns, "ptr") != 0 || strcmp(name, "ptr") != 0)
        return false;
    char *s = dlti_type_to_string(t);
    static const char prefix[] = "!ptr.ptr<#llvm.address_space<";
    bool r = s && strncmp(s, prefix, sizeof prefix - 1) == 0;
    dlti_free(s);
    return r;
}

static bool compute_compatible(llvm_state *st, const dlti_type *t)
{
    int k = kind_of(st, t);
    switch (k) {
    case K_STRUCT: {
        struct_view v = view_struct(t);
        return all_compatible(st, v.elems, v.n);
    }
    case K_FUNC: {
        const func_key *f = key_of(t);
        return is_compatible(st, f->ret) && all_compatible(st, f->params, f->n);
    }
    case K_TARGET: {
        const target_key *tk = key_of(t);
        return all_compatible(st, tk->types, tk->n_types);
    }
    case K_ARRAY:
        return is_compatible(st, ((const array_key *)key_of(t))->elem);
    case -1:
        break;
    default:
        return true; /* ptr, void, ppc_fp128, token, label, ... */
    }
    dlti_signedness sg;
    unsigned bits, rank;
    const dlti_type *elem;
    if (dlti_type_is_integer(t, NULL, &sg))
        return sg == DLTI_SIGNLESS;
    if (dlti_type_is_float(t, &bits))
        return bits == 16 || bits == 32 || bits == 64 || bits == 80 ||
               bits == 128; /* bf16, f16, f32, f64, f80, f128 */
    if (dlti_type_is_vector(t, &rank, &elem))
        return rank == 1 && is_compatible(st, elem);
    return is_llvm_ptr_ptr(t);
}

/* MLIR's isCompatibleType, with its per-context cache of compatible types:
 * a type under examination counts as compatible (recursive structs), and
 * only failures are taken out of the cache again. */
static bool is_compatible(llvm_state *st, const dlti_type *t)
{
    pthread_mutex_lock(&st->lock);
    int ins = set_insert(&st->compatible, t);
    bool r = ins == 0;
    if (ins > 0) {
        r = compute_compatible(st, t);
        if (!r)
            set_erase(&st->compatible, t);
    }
    pthread_mutex_unlock(&st->lock);
    return r;
}

static void print_body(dlti_printer *pr, llvm_state *st, int kind,
                       const dlti_type *t);

/* MLIR's dispatchPrint: llvm types compatible with LLVM IR in short form,
 * everything else (and !llvm.ppc_fp128, a float) in full. */
static void print_nested(dlti_printer *pr, llvm_state *st, const dlti_type *t)
{
    if (dlti_printer_stopped(pr)) /* a bounded print is full: the rest of a
                                     DAG of structs need not be walked */
        return;
    bool compatible = is_compatible(st, t);
    int k = kind_of(st, t);
    if (compatible && k >= 0 && k != K_PPC_FP128) {
        dlti_printer_puts(pr, kind_names[k]);
        print_body(pr, st, k, t);
    } else {
        dlti_printer_type(pr, t);
    }
}

/* A quoted string as MLIR prints names (llvm::printEscapedString). */
void print_quoted(dlti_printer *pr, const char *s, size_t n)
{
    static const char hex[] = "0123456789ABCDEF";
    char buf[64];
    size_t k = 0;
    buf[k++] = '"';
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (k + 4 >= sizeof buf) {
            buf[k] = 0;
            dlti_printer_puts(pr, buf);
            k = 0;
        }
        if (c == '\\') {
            buf[k++] = '\\';
            buf[k++] = '\\';
        } else if (c >= 0x20 && c < 0x7f && c != '"') {
            buf[k++] = (char)c;
        } else {
            buf[k++] = '\\';
            buf[k++] = hex[c >> 4];
            buf[k++] = hex[c & 15];
        }
    }
    buf[k++] = '"';
    buf[k] = 0;
    dlti_printer_puts(pr, buf);
}

static void print_struct(dlti_printer *pr, llvm_state *st, const dlti_type *t)
{
    struct_view v = view_struct(t);
    dlti_printer_puts(pr, "<");
    if (v.identified) {
        print_quoted(pr, v.name, v.name_len);
        if (on_stack(printing_structs, t)) {
            dlti_printer_puts(pr, ">");
            return;
        }
        dlti_printer_puts(pr, ", ");
        if (v.state != BODY_SET) {
            dlti_printer_puts(pr, "opaque>");
            return;
        }
    }
    if (v.packed)
        dlti_printer_puts(pr, "packed ");
    dlti_printer_puts(pr, "(");
    type_node node = {t, printing_structs};
    if (v.identified)
        printing_structs = &node;
    for (size_t i = 0; i < v.n; i++) {
        if (i)
            dlti_printer_puts(pr, ", ");
        print_nested(pr, st, v.elems[i]);
    }
    if (v.identified)
        printing_structs = node.prev;
    dlti_printer_puts(pr, ")>");
}

static void print_body(dlti_printer *pr, llvm_state *st, int kind,
                       const dlti_type *t)
{
    switch (kind) {
    case K_PTR: {
        uint32_t as = ptr_as(t);
        if (as)
            dlti_printer_printf(pr, "<%u>", (unsigned)as);
        return;
    }
    case K_ARRAY: {
        const array_key *k = key_of(t);
        dlti_printer_printf(pr, "<%llu x ", (unsigned long long)k->n);
        print_nested(pr, st, k->elem);
        dlti_printer_puts(pr, ">");
        return;
    }
    case K_STRUCT:
        print_struct(pr, st, t);
        return;
    case K_FUNC: {
        const func_key *k = key_of(t);
        dlti_printer_puts(pr, "<");
        print_nested(pr, st, k->ret);
        dlti_printer_puts(pr, " (");
        for (size_t i = 0; i < k->n; i++) {
            if (i)
                dlti_printer_puts(pr, ", ");
            print_nested(pr, st, k->params[i]);
        }
        if (k->vararg)
            dlti_printer_puts(pr, k->n ? ", ..." : "...");
        dlti_printer_puts(pr, ")>");
        return;
    }
    case K_TARGET: {
        const target_key *k = key_of(t);
        dlti_printer_puts(pr, "<");
        print_quoted(pr, k->name, k->name_len);
        for (size_t i = 0; i < k->n_types; i++) {
            dlti_printer_puts(pr, ", ");
            dlti_printer_type(pr, k->types[i]);
        }
        const uint32_t *ints = target_ints(k);
        for (size_t i = 0; i < k->n_ints; i++)
            dlti_printer_printf(pr, ", %u", (unsigned)ints[i]);
        dlti_printer_puts(pr, ">");
        return;
    }
    default:
        return; /* a keyword only */
    }
}

void hook_print(dlti_printer *pr, const dlti_type *t)
{
    llvm_state *st = type_state(t);
    int k = st ? kind_of(st, t) : -1;
    if (k >= 0)
        print_body(pr, st, k, t);
}

