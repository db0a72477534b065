/* dl_string.c - standalone parser/validator for LLVM 22 data layout strings.
 * See dl_string.h.  Written from the rules of LLVM 22's
 * DataLayout::parseLayoutString; messages are LLVM's texts verbatim. */
#include "dl_string.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------------ */
/* Small helpers                                                            */
/* ------------------------------------------------------------------------ */

typedef struct {
    const char *p;
    size_t n;
} slice;

static slice sl(const char *p, size_t n) {
    slice s;
    s.p = p;
    s.n = n;
    return s;
}

static int sl_eq(slice a, slice b) {
    return a.n == b.n && (a.n == 0 || memcmp(a.p, b.p, a.n) == 0);
}

static int is_digit(char c) { return c >= '0' && c <= '9'; }
static int is_alpha(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/* Find c in s starting at from; returns s.n if absent. */
static size_t sl_find(slice s, size_t from, char c) {
    for (size_t i = from; i < s.n; i++)
        if (s.p[i] == c)
            return i;
    return s.n;
}

/* llvm::to_integer<unsigned>(Str, V, 10): non-empty, decimal digits only,
 * value representable in 32 bits.  Returns 0 on success. */
static int parse_u32(slice s, uint32_t *v) {
    uint64_t acc = 0;
    if (s.n == 0)
        return -1;
    for (size_t i = 0; i < s.n; i++) {
        if (!is_digit(s.p[i]))
            return -1;
        acc = acc * 10 + (uint64_t)(s.p[i] - '0');
        if (acc > UINT32_MAX)
            return -1;
    }
    *v = (uint32_t)acc;
    return 0;
}

/* Same as parse_u32 but for a 64-bit unsigned (used by the MLIR emulation,
 * whose getAsInteger/consumeInteger target uint64_t).  */
static int parse_u64(slice s, uint64_t *v) {
    uint64_t acc = 0;
    if (s.n == 0)
        return -1;
    for (size_t i = 0; i < s.n; i++) {
        if (!is_digit(s.p[i]))
            return -1;
        uint64_t d = (uint64_t)(s.p[i] - '0');
        if (acc > (UINT64_MAX - d) / 10)
            return -1;
        acc = acc * 10 + d;
    }
    *v = acc;
    return 0;
}

/* Length of the leading run of decimal digits. */
static size_t digit_run(slice s) {
    size_t i = 0;
    while (i < s.n && is_digit(s.p[i]))
        i++;
    return i;
}

/* Growable arrays (element size given). */
typedef struct {
    void *data;
    size_t len, cap, esz;
} vec;

static int vec_push(vec *v, const void *elem) {
    if (v->len == v->cap) {
        size_t ncap = v->cap ? v->cap * 2 : 8;
        if (ncap > SIZE_MAX / v->esz)
            return -1;
        void *nd = realloc(v->data, ncap * v->esz);
        if (!nd)
            return -1;
        v->data = nd;
        v->cap = ncap;
    }
    memcpy((char *)v->data + v->len * v->esz, elem, v->esz);
    v->len++;
    return 0;
}

/* Hash set of byte slices (used for address space names). */
typedef struct {
    slice *slots;
    size_t cap, len;
} sliceset;

static uint64_t hash_bytes(const char *p, size_t n) {
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < n; i++) {
        h ^= (unsigned char)p[i];
        h *= 1099511628211ull;
    }
    return h;
}

/* Returns 1 if inserted, 0 if already present, -1 on OOM. */
static int sliceset_insert(sliceset *s, slice k) {
    if ((s->len + 1) * 2 > s->cap) {
        size_t ncap = s->cap ? s->cap * 2 : 16;
        slice *ns = calloc(ncap, sizeof *ns);
        if (!ns)
            return -1;
        for (size_t i = 0; i < s->cap; i++) {
            if (!s->slots[i].p)
                continue;
            size_t j = (size_t)(hash_bytes(s->slots[i].p, s->slots[i].n) &
                                (ncap - 1));
            while (ns[j].p)
                j = (j + 1) & (ncap - 1);
            ns[j] = s->slots[i];
        }
        free(s->slots);
        s->slots = ns;
        s->cap = ncap;
    }
    size_t j = (size_t)(hash_bytes(k.p, k.n) & (s->cap - 1));
    while (s->slots[j].p) {
        if (sl_eq(s->slots[j], k))
            return 0;
        j = (j + 1) & (s->cap - 1);
    }
    s->slots[j] = k;
    s->len++;
    return 1;
}

/* ------------------------------------------------------------------------ */
/* Parser state                                                             */
/* ------------------------------------------------------------------------ */

typedef struct {
    uint32_t bits, abi, pref;
    size_t seq;
} prim_item;

typedef struct {
    uint32_t as, bits, abi, pref, idx;
    int unstable, external;
    slice name;
    size_t seq;
} ptr_item;

typedef struct {
    dl_llvm_layout *L;
    char *err;
    size_t errlen;
    int oom;
    size_t seq;
    vec ints, floats, vectors, ptrs; /* prim_item / ptr_item */
    vec legal, ni;                   /* uint32_t */
    sliceset names;
} pstate;

#define FAIL (-1)

static int fail(pstate *st, const char *fmt, ...) {
    if (st->err && st->errlen) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(st->err, st->errlen, fmt, ap);
        va_end(ap);
    }
    return FAIL;
}

static int oom(pstate *st) {
    st->oom = 1;
    return fail(st, "out of memory");
}

static int fmt_error(pstate *st, const char *form) {
    return fail(st, "malformed specification, must be of the form \"%s\"",
                form);
}

/* parseAddrSpace */
static int p_addr_space(pstate *st, slice s, uint32_t *as) {
    if (s.n == 0)
        return fail(st, "address space component cannot be empty");
    if (parse_u32(s, as) || *as >= (1u << 24))
        return fail(st, "address space must be a 24-bit integer");
    return 0;
}

/* parseSize */
static int p_size(pstate *st, slice s, uint32_t *bits, const char *name) {
    if (s.n == 0)
        return fail(st, "%s component cannot be empty", name);
    if (parse_u32(s, bits) || *bits == 0 || *bits >= (1u << 24))
        return fail(st, "%s must be a non-zero 24-bit integer", name);
    return 0;
}

/* parseAlignment; result in bits (zero with allow_zero gives 8). */
static int p_align(pstate *st, slice s, uint32_t *out, const char *name,
                   int allow_zero) {
    uint32_t v;
    if (s.n == 0)
        return fail(st, "%s alignment component cannot be empty", name);
    if (parse_u32(s, &v) || v >= (1u << 16))
        return fail(st, "%s alignment must be a 16-bit integer", name);
    if (v == 0) {
        if (!allow_zero)
            return fail(st, "%s alignment must be non-zero", name);
        *out = 8;
        return 0;
    }
    if (v % 8 || ((v / 8) & (v / 8 - 1)))
        return fail(st,
                    "%s alignment must be a power of two times the byte width",
                    name);
    *out = v;
    return 0;
}

/* Split s on ':' into at most maxc components; returns the real count
 * (which may exceed maxc; then only the first maxc are stored). */
static size_t split_colon(slice s, slice *comp, size_t maxc) {
    size_t count = 0, start = 0;
    for (;;) {
        size_t e = sl_find(s, start, ':');
        if (count < maxc)
            comp[count] = sl(s.p + start, e - start);
        count++;
        if (e == s.n)
            break;
        start = e + 1;
    }
    return count;
}

static int push_prim(pstate *st, vec *v, uint32_t bits, uint32_t abi,
                     uint32_t pref) {
    prim_item it;
    it.bits = bits;
    it.abi = abi;
    it.pref = pref;
    it.seq = st->seq++;
    return vec_push(v, &it) ? oom(st) : 0;
}

/* [ifv]<size>:<abi>[:<pref>] */
static int p_primitive(pstate *st, slice spec) {
    char c = spec.p[0];
    slice comp[3];
    size_t nc = split_colon(sl(spec.p + 1, spec.n - 1), comp, 3);
    if (nc < 2 || nc > 3) {
        char form[32];
        snprintf(form, sizeof form, "%c<size>:<abi>[:<pref>]", c);
        return fmt_error(st, form);
    }
    uint32_t bits, abi, pref;
    if (p_size(st, comp[0], &bits, "size"))
        return FAIL;
    if (p_align(st, comp[1], &abi, "ABI", 0))
        return FAIL;
    if (c == 'i' && bits == 8 && abi != 8)
        return fail(st, "i8 must be 8-bit aligned");
    pref = abi;
    if (nc > 2 && p_align(st, comp[2], &pref, "preferred", 0))
        return FAIL;
    if (pref < abi)
        return fail(st,
                    "preferred alignment cannot be less than the ABI alignment");
    vec *v = c == 'i' ? &st->ints : c == 'f' ? &st->floats : &st->vectors;
    return push_prim(st, v, bits, abi, pref);
}

/* a[<size>]:<abi>[:<pref>] */
static int p_aggregate(pstate *st, slice spec) {
    slice comp[3];
    size_t nc = split_colon(sl(spec.p + 1, spec.n - 1), comp, 3);
    if (nc < 2 || nc > 3)
        return fmt_error(st, "a:<abi>[:<pref>]");
    if (comp[0].n) {
        uint32_t z;
        if (parse_u32(comp[0], &z) || z != 0)
            return fail(st, "size must be zero");
    }
    uint32_t abi, pref;
    if (p_align(st, comp[1], &abi, "ABI", 1))
        return FAIL;
    pref = abi;
    if (nc > 2 && p_align(st, comp[2], &pref, "preferred", 0))
        return FAIL;
    if (pref < abi)
        return fail(st,
                    "preferred alignment cannot be less than the ABI alignment");
    st->L->aggr_abi = abi;
    st->L->aggr_pref = pref;
    return 0;
}

/* parseAddrSpaceAndName: [<digits>]['(' <name> ')'] */
static int p_as_and_name(pstate *st, slice s, uint32_t *as, slice *name) {
    if (s.n == 0)
        return fail(st, "address space component cannot be empty");
    if (is_digit(s.p[0])) {
        size_t d = digit_run(s);
        if (parse_u32(sl(s.p, d), as) || *as >= (1u << 24))
            return fail(st, "address space must be a 24-bit integer");
        s = sl(s.p + d, s.n - d);
    }
    if (s.n == 0)
        return 0;
    if (s.p[0] != '(')
        return fail(st, "address space must be a 24-bit integer");
    if (s.p[s.n - 1] != ')' || s.n == 2)
        return fail(st, "Expected `( address space name )`");
    /* s.n >= 2 here: s.n == 1 would be "(" whose last char is not ')'. */
    *name = sl(s.p + 1, s.n - 2);
    if (name->n == 1) {
        char c = name->p[0];
        if (c == 'P' || c == 'G' || c == 'A')
            return fail(
                st, "Cannot use predefined address space names P/G/A in data "
                    "layout");
    }
    return 0;
}

/* p[<flags>][<n>][(<name>)]:<size>:<abi>[:<pref>[:<idx>]] */
static int p_pointer(pstate *st, slice spec) {
    slice comp[5];
    size_t nc = split_colon(sl(spec.p + 1, spec.n - 1), comp, 5);
    if (nc < 3 || nc > 5)
        return fmt_error(st, "p[<n>]:<size>:<abi>[:<pref>[:<idx>]]");

    uint32_t as = 0;
    int external = 0, unstable = 0;
    slice name = sl("", 0);
    slice a = comp[0];
    while (a.n) {
        char c = a.p[0];
        if (c == 'e')
            external = 1;
        else if (c == 'u')
            unstable = 1;
        else if (is_alpha(c))
            return fail(st, "'%c' is not a valid pointer specification flag",
                        c);
        else
            break;
        a = sl(a.p + 1, a.n - 1);
    }
    if (a.n && p_as_and_name(st, a, &as, &name))
        return FAIL;
    if (as == 0 && (external || unstable))
        return fail(st,
                    "address space 0 cannot be unstable or have external state");
    if (name.n) {
        int r = sliceset_insert(&st->names, name);
        if (r < 0)
            return oom(st);
        if (r == 0)
            return fail(st, "address space name `%.*s` already used",
                        (int)(name.n > 4096 ? 4096 : name.n), name.p);
    }

    uint32_t bits, abi, pref, idx;
    if (p_size(st, comp[1], &bits, "pointer size"))
        return FAIL;
    if (p_align(st, comp[2], &abi, "ABI", 0))
        return FAIL;
    pref = abi;
    if (nc > 3 && p_align(st, comp[3], &pref, "preferred", 0))
        return FAIL;
    if (pref < abi)
        return fail(st,
                    "preferred alignment cannot be less than the ABI alignment");
    idx = bits;
    if (nc > 4 && p_size(st, comp[4], &idx, "index size"))
        return FAIL;
    if (idx > bits)
        return fail(st, "index size cannot be larger than the pointer size");

    ptr_item it;
    it.as = as;
    it.bits = bits;
    it.abi = abi;
    it.pref = pref;
    it.idx = idx;
    it.unstable = unstable;
    it.external = external;
    it.name = name;
    it.seq = st->seq++;
    return vec_push(&st->ptrs, &it) ? oom(st) : 0;
}

static int p_specification(pstate *st, slice spec) {
    dl_llvm_layout *L = st->L;

    /* "ni" is the only two-character specifier; checked first. */
    if (spec.n >= 2 && spec.p[0] == 'n' && spec.p[1] == 'i') {
        slice rest = sl(spec.p + 2, spec.n - 2);
        if (rest.n == 0 || rest.p[0] != ':')
            return fmt_error(st, "ni:<address space>[:<address space>]...");
        rest = sl(rest.p + 1, rest.n - 1);
        size_t start = 0;
        for (;;) {
            size_t e = sl_find(rest, start, ':');
            uint32_t as;
            if (p_addr_space(st, sl(rest.p + start, e - start), &as))
                return FAIL;
            if (as == 0)
                return fail(st, "address space 0 cannot be non-integral");
            if (vec_push(&st->ni, &as))
                return oom(st);
            if (e == rest.n)
                break;
            start = e + 1;
        }
        return 0;
    }

    char c = spec.p[0];
    if (c == 'i' || c == 'f' || c == 'v')
        return p_primitive(st, spec);
    if (c == 'a')
        return p_aggregate(st, spec);
    if (c == 'p')
        return p_pointer(st, spec);

    slice rest = sl(spec.p + 1, spec.n - 1);
    switch (c) {
    case 's': /* deprecated, ignored */
        return 0;
    case 'e':
    case 'E':
        if (rest.n)
            return fail(st, "malformed specification, must be just 'e' or 'E'");
        L->big_endian = c == 'E';
        return 0;
    case 'n': {
        size_t start = 0;
        for (;;) {
            size_t e = sl_find(rest, start, ':');
            uint32_t w;
            if (p_size(st, sl(rest.p + start, e - start), &w, "size"))
                return FAIL;
            if (vec_push(&st->legal, &w))
                return oom(st);
            if (e == rest.n)
                break;
            start = e + 1;
        }
        return 0;
    }
    case 'S': {
        uint32_t a;
        if (rest.n == 0)
            return fmt_error(st, "S<size>");
        if (p_align(st, rest, &a, "stack natural", 0))
            return FAIL;
        L->stack_align = a;
        return 0;
    }
    case 'F': {
        uint32_t a;
        dl_llvm_fnptr_type t;
        if (rest.n == 0)
            return fmt_error(st, "F<type><abi>");
        if (rest.p[0] == 'i')
            t = DL_LLVM_FNPTR_INDEPENDENT;
        else if (rest.p[0] == 'n')
            t = DL_LLVM_FNPTR_MULTIPLE_OF_FUNC_ALIGN;
        else
            return fail(st, "unknown function pointer alignment type '%c'",
                        rest.p[0]);
        /* LLVM sets the type before validating the alignment; on error the
         * whole parse fails anyway, so the order is unobservable. */
        if (p_align(st, sl(rest.p + 1, rest.n - 1), &a, "ABI", 0))
            return FAIL;
        L->fnptr_type = t;
        L->fnptr_align = a;
        return 0;
    }
    case 'P':
    case 'A':
    case 'G': {
        uint32_t as = 0; /* set by p_addr_space; gcc -O2 cannot tell */
        if (rest.n == 0)
            return fmt_error(st, c == 'P'   ? "P<address space>"
                                 : c == 'A' ? "A<address space>"
                                            : "G<address space>");
        if (p_addr_space(st, rest, &as))
            return FAIL;
        if (c == 'P')
            L->program_as = as;
        else if (c == 'A')
            L->alloca_as = as;
        else
            L->globals_as = as;
        return 0;
    }
    case 'm':
        if (rest.n == 0 || rest.p[0] != ':' || rest.n == 1)
            return fmt_error(st, "m:<mangling>");
        if (rest.n > 2)
            return fail(st, "unknown mangling mode");
        switch (rest.p[1]) {
        case 'e': L->mangling = DL_LLVM_MANGLING_ELF; break;
        case 'l': L->mangling = DL_LLVM_MANGLING_GOFF; break;
        case 'o': L->mangling = DL_LLVM_MANGLING_MACHO; break;
        case 'm': L->mangling = DL_LLVM_MANGLING_MIPS; break;
        case 'w': L->mangling = DL_LLVM_MANGLING_WINCOFF; break;
        case 'x': L->mangling = DL_LLVM_MANGLING_WINCOFFX86; break;
        case 'a': L->mangling = DL_LLVM_MANGLING_XCOFF; break;
        default: return fail(st, "unknown mangling mode");
        }
        return 0;
    default:
        return fail(st, "unknown specifier '%c'", c);
    }
}

/* ------------------------------------------------------------------------ */
/* Finalisation: sorted, uniqued lists (later spec of a width wins)         */
/* ------------------------------------------------------------------------ */

static int cmp_prim(const void *a, const void *b) {
    const prim_item *x = a, *y = b;
    if (x->bits != y->bits)
        return x->bits < y->bits ? -1 : 1;
    return x->seq < y->seq ? -1 : x->seq > y->seq;
}

static int cmp_ptr(const void *a, const void *b) {
    const ptr_item *x = a, *y = b;
    if (x->as != y->as)
        return x->as < y->as ? -1 : 1;
    return x->seq < y->seq ? -1 : x->seq > y->seq;
}

static int cmp_u32(const void *a, const void *b) {
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return x < y ? -1 : x > y;
}

static int finish_prims(vec *v, dl_llvm_prim_spec **out, size_t *nout) {
    prim_item *it = v->data;
    qsort(it, v->len, sizeof *it, cmp_prim);
    dl_llvm_prim_spec *r = malloc((v->len ? v->len : 1) * sizeof *r);
    if (!r)
        return -1;
    size_t n = 0;
    for (size_t i = 0; i < v->len; i++) {
        if (i + 1 < v->len && it[i + 1].bits == it[i].bits)
            continue; /* a later spec for the same width replaces this one */
        r[n].bits = it[i].bits;
        r[n].abi = it[i].abi;
        r[n].pref = it[i].pref;
        n++;
    }
    *out = r;
    *nout = n;
    return 0;
}

static char *dup_slice(slice s) {
    char *p = malloc(s.n + 1);
    if (!p)
        return NULL;
    if (s.n)
        memcpy(p, s.p, s.n);
    p[s.n] = 0;
    return p;
}

static int finish_ptrs(pstate *st) {
    dl_llvm_layout *L = st->L;
    ptr_item *it = st->ptrs.data;
    qsort(it, st->ptrs.len, sizeof *it, cmp_ptr);
    size_t n = 0;
    for (size_t i = 0; i < st->ptrs.len; i++)
        if (!(i + 1 < st->ptrs.len && it[i + 1].as == it[i].as))
            it[n++] = it[i];
    /* it[0..n) unique, sorted; AS 0 always present (default spec). */

    /* "ni:" address spaces, applied after everything else: each one takes
     * the spec of its own address space (or a copy of address space 0's),
     * marked unstable and without external state.  Since AS 0 cannot be
     * listed, the result does not depend on the order of the list. */
    uint32_t *ni = NULL;
    size_t nni = 0;
    if (st->ni.len) {
        ni = malloc(st->ni.len * sizeof *ni);
        if (!ni)
            return -1;
        memcpy(ni, st->ni.data, st->ni.len * sizeof *ni);
        qsort(ni, st->ni.len, sizeof *ni, cmp_u32);
        for (size_t i = 0; i < st->ni.len; i++)
            if (nni == 0 || ni[nni - 1] != ni[i])
                ni[nni++] = ni[i];
    }
    /* Count address spaces in ni without their own spec. */
    size_t extra = 0;
    {
        size_t j = 0;
        for (size_t i = 0; i < nni; i++) {
            while (j < n && it[j].as < ni[i])
                j++;
            if (!(j < n && it[j].as == ni[i]))
                extra++;
        }
    }
    dl_llvm_ptr_spec *r = calloc(n + extra, sizeof *r);
    if (!r) {
        free(ni);
        return -1;
    }
    L->ptrs = r;
    size_t out = 0, j = 0, k = 0;
    while (j < n || k < nni) {
        ptr_item cur;
        if (k < nni && (j >= n || ni[k] < it[j].as)) {
            cur = it[0];           /* copy of the AS 0 spec */
            cur.as = ni[k];
            cur.name = sl("", 0);  /* AS has no spec, hence no name */
            cur.unstable = 1;
            cur.external = 0;
            k++;
        } else {
            cur = it[j];
            if (k < nni && ni[k] == it[j].as) {
                cur.unstable = 1;
                cur.external = 0;
                k++;
            }
            j++;
        }
        dl_llvm_ptr_spec *p = &r[out];
        p->as = cur.as;
        p->bits = cur.bits;
        p->abi = cur.abi;
        p->pref = cur.pref;
        p->index_bits = cur.idx;
        p->unstable = cur.unstable;
        p->external_state = cur.external;
        p->name = dup_slice(cur.name);
        L->n_ptrs = ++out;
        if (!p->name) {
            free(ni);
            return -1;
        }
    }
    free(ni);
    return 0;
}

static int add_defaults(pstate *st) {
    /* LLVM 22 defaults (DataLayout.cpp): i8:8 i16:16 i32:32 i64:32:64 (no
     * i1 entry any more: i1 falls back to the next larger width, i8),
     * f16:16 f32:32 f64:64 f128:128, v64:64 v128:128, p0:64:64:64:64,
     * a:8:64 (set in dl_llvm_dl_parse). */
    static const uint32_t di[][3] = {
        {8, 8, 8}, {16, 16, 16}, {32, 32, 32}, {64, 32, 64}};
    static const uint32_t df[][3] = {
        {16, 16, 16}, {32, 32, 32}, {64, 64, 64}, {128, 128, 128}};
    static const uint32_t dv[][3] = {{64, 64, 64}, {128, 128, 128}};
    for (size_t i = 0; i < sizeof di / sizeof di[0]; i++)
        if (push_prim(st, &st->ints, di[i][0], di[i][1], di[i][2]))
            return FAIL;
    for (size_t i = 0; i < sizeof df / sizeof df[0]; i++)
        if (push_prim(st, &st->floats, df[i][0], df[i][1], df[i][2]))
            return FAIL;
    for (size_t i = 0; i < sizeof dv / sizeof dv[0]; i++)
        if (push_prim(st, &st->vectors, dv[i][0], dv[i][1], dv[i][2]))
            return FAIL;
    ptr_item p;
    memset(&p, 0, sizeof p);
    p.bits = p.abi = p.pref = p.idx = 64;
    p.name = sl("", 0);
    p.seq = st->seq++;
    return vec_push(&st->ptrs, &p) ? oom(st) : 0;
}

void dl_llvm_layout_free(dl_llvm_layout *l) {
    if (!l)
        return;
    free(l->legal_int_widths);
    free(l->nonintegral_as);
    free(l->ints);
    free(l->floats);
    free(l->vectors);
    for (size_t i = 0; i < l->n_ptrs; i++)
        free(l->ptrs[i].name);
    free(l->ptrs);
    memset(l, 0, sizeof *l);
}

int dl_llvm_dl_parse(const char *s, size_t n, dl_llvm_layout *out, char *err,
                     size_t errlen) {
    return dl_llvm_dl_parse_at(s, n, out, err, errlen, NULL);
}

int dl_llvm_dl_parse_at(const char *s, size_t n, dl_llvm_layout *out,
                        char *err, size_t errlen, size_t *err_at) {
    pstate st;
    int rc = DL_LLVM_OK;
    memset(&st, 0, sizeof st);
    memset(out, 0, sizeof *out);
    if (err && errlen)
        err[0] = 0;
    st.L = out;
    st.err = err;
    st.errlen = errlen;
    st.ints.esz = st.floats.esz = st.vectors.esz = sizeof(prim_item);
    st.ptrs.esz = sizeof(ptr_item);
    st.legal.esz = st.ni.esz = sizeof(uint32_t);
    out->aggr_abi = 8;
    out->aggr_pref = 64;
    if (!s)
        n = 0;

    if (add_defaults(&st)) {
        rc = DL_LLVM_ENOMEM;
        goto done;
    }
    if (n) {
        slice all = sl(s, n);
        size_t start = 0;
        for (;;) {
            size_t e = sl_find(all, start, '-');
            slice spec = sl(s + start, e - start);
            if (err_at)
                *err_at = start;
            if (spec.n == 0) {
                fail(&st, "empty specification is not allowed");
                rc = DL_LLVM_EINVAL;
                goto done;
            }
            if (p_specification(&st, spec)) {
                rc = st.oom ? DL_LLVM_ENOMEM : DL_LLVM_EINVAL;
                goto done;
            }
            if (e == n)
                break;
            start = e + 1;
        }
    }

    if (finish_prims(&st.ints, &out->ints, &out->n_ints) ||
        finish_prims(&st.floats, &out->floats, &out->n_floats) ||
        finish_prims(&st.vectors, &out->vectors, &out->n_vectors) ||
        finish_ptrs(&st)) {
        oom(&st);
        rc = DL_LLVM_ENOMEM;
        goto done;
    }
    out->legal_int_widths = st.legal.data;
    out->n_legal_int_widths = st.legal.len;
    st.legal.data = NULL;
    out->nonintegral_as = st.ni.data;
    out->n_nonintegral_as = st.ni.len;
    st.ni.data = NULL;

done:
    free(st.ints.data);
    free(st.floats.data);
    free(st.vectors.data);
    free(st.ptrs.data);
    free(st.legal.data);
    free(st.ni.data);
    free(st.names.slots);
    if (rc != DL_LLVM_OK)
        dl_llvm_layout_free(out);
    return rc;
}

/* ------------------------------------------------------------------------ */
/* Output buffer (snprintf-like: counts the full length, writes what fits)  */
/* ------------------------------------------------------------------------ */

typedef struct {
    char *buf;
    size_t cap, len;
} obuf;

static void ob_mem(obuf *o, const char *p, size_t n) {
    if (o->cap && o->len < o->cap - 1) {
        size_t room = o->cap - 1 - o->len;
        memcpy(o->buf + o->len, p, n < room ? n : room);
    }
    o->len += n;
}

static void ob_printf(obuf *o, const char *fmt, ...) {
    char tmp[128];
    va_list ap;
    va_start(ap, fmt);
    int k = vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    if (k > 0)
        ob_mem(o, tmp, (size_t)k < sizeof tmp ? (size_t)k : sizeof tmp - 1);
}

/* Numbers and strings without vsnprintf: the MLIR view writes a few
 * dozen of each, and a triple's layout costs a query little else. */
static void ob_str(obuf *o, const char *s) {
    ob_mem(o, s, strlen(s));
}

static void ob_u64(obuf *o, unsigned long long v) {
    char tmp[20];
    size_t i = sizeof tmp;
    do {
        tmp[--i] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    ob_mem(o, tmp + i, sizeof tmp - i);
}

static void ob_i64(obuf *o, long long v) {
    if (v < 0)
        ob_mem(o, "-", 1);
    ob_u64(o, v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v);
}

static size_t ob_end(obuf *o) {
    if (o->cap)
        o->buf[o->len < o->cap ? o->len : o->cap - 1] = 0;
    return o->len;
}

/* ------------------------------------------------------------------------ */
/* Canonical dump                                                           */
/* ------------------------------------------------------------------------ */

static const char *mangling_name(dl_llvm_mangling m) {
    switch (m) {
    case DL_LLVM_MANGLING_ELF: return "e";
    case DL_LLVM_MANGLING_MACHO: return "o";
    case DL_LLVM_MANGLING_WINCOFF: return "w";
    case DL_LLVM_MANGLING_WINCOFFX86: return "x";
    case DL_LLVM_MANGLING_GOFF: return "l";
    case DL_LLVM_MANGLING_MIPS: return "m";
    case DL_LLVM_MANGLING_XCOFF: return "a";
    default: return "none";
    }
}

static void dump_prims(obuf *o, const char *label, char c,
                       const dl_llvm_prim_spec *p, size_t n) {
    ob_printf(o, "%s:", label);
    for (size_t i = 0; i < n; i++)
        ob_printf(o, " %c%u:%u:%u", c, p[i].bits, p[i].abi, p[i].pref);
    ob_mem(o, "\n", 1);
}

size_t dl_llvm_layout_dump(const dl_llvm_layout *l, char *buf, size_t buflen) {
    obuf o = {buf, buflen, 0};
    ob_printf(&o, "endianness: %s\n", l->big_endian ? "big" : "little");
    ob_printf(&o, "mangling: %s\n", mangling_name(l->mangling));
    ob_printf(&o, "stack_align: %u\n", l->stack_align);
    ob_printf(&o, "address_spaces: P%u G%u A%u\n", l->program_as,
              l->globals_as, l->alloca_as);
    if (l->fnptr_align)
        ob_printf(&o, "function_pointer: F%c%u\n",
                  l->fnptr_type == DL_LLVM_FNPTR_INDEPENDENT ? 'i' : 'n',
                  l->fnptr_align);
    else
        ob_printf(&o, "function_pointer: none\n");
    ob_printf(&o, "aggregate: a:%u:%u\n", l->aggr_abi, l->aggr_pref);
    ob_printf(&o, "legal_int_widths:");
    for (size_t i = 0; i < l->n_legal_int_widths; i++)
        ob_printf(&o, " %u", l->legal_int_widths[i]);
    ob_printf(&o, "\nnonintegral:");
    for (size_t i = 0; i < l->n_nonintegral_as; i++)
        ob_printf(&o, " %u", l->nonintegral_as[i]);
    ob_mem(&o, "\n", 1);
    dump_prims(&o, "int", 'i', l->ints, l->n_ints);
    dump_prims(&o, "float", 'f', l->floats, l->n_floats);
    dump_prims(&o, "vector", 'v', l->vectors, l->n_vectors);
    for (size_t i = 0; i < l->n_ptrs; i++) {
        const dl_llvm_ptr_spec *p = &l->ptrs[i];
        ob_printf(&o, "ptr: p%s%s%u", p->external_state ? "e" : "",
                  p->unstable ? "u" : "", p->as);
        if (p->name[0]) {
            ob_mem(&o, "(", 1);
            ob_mem(&o, p->name, strlen(p->name));
            ob_mem(&o, ")", 1);
        }
        ob_printf(&o, ":%u:%u:%u:%u\n", p->bits, p->abi, p->pref,
                  p->index_bits);
    }
    return ob_end(&o);
}

/* ------------------------------------------------------------------------ */
/* MLIR 22 DataLayoutImporter emulation                                     */
/* ------------------------------------------------------------------------ */

/* Type entry kinds; key = kind << 32 | width-or-address-space. */
enum { TK_INT = 1, TK_FLOAT = 2, TK_PTR = 3 };

typedef struct {
    uint64_t key;
    uint64_t v[4];
    int nv;
} mtype_entry;

typedef struct {
    uint64_t *keys; /* key + 1 (0 = empty) */
    size_t cap, len;
} u64set;

static uint64_t mix64(uint64_t x) {
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdull;
    x ^= x >> 33;
    return x;
}

static int u64set_insert(u64set *s, uint64_t k) {
    if ((s->len + 1) * 2 > s->cap) {
        size_t ncap = s->cap ? s->cap * 2 : 32;
        uint64_t *nk = calloc(ncap, sizeof *nk);
        if (!nk)
            return -1;
        for (size_t i = 0; i < s->cap; i++) {
            if (!s->keys[i])
                continue;
            size_t j = (size_t)(mix64(s->keys[i]) & (ncap - 1));
            while (nk[j])
                j = (j + 1) & (ncap - 1);
            nk[j] = s->keys[i];
        }
        free(s->keys);
        s->keys = nk;
        s->cap = ncap;
    }
    uint64_t kk = k + 1;
    size_t j = (size_t)(mix64(kk) & (s->cap - 1));
    while (s->keys[j]) {
        if (s->keys[j] == kk)
            return 0;
        j = (j + 1) & (s->cap - 1);
    }
    s->keys[j] = kk;
    s->len++;
    return 1;
}

static int u64set_has(const u64set *s, uint64_t k) {
    if (!s->cap)
        return 0;
    uint64_t kk = k + 1;
    size_t j = (size_t)(mix64(kk) & (s->cap - 1));
    while (s->keys[j]) {
        if (s->keys[j] == kk)
            return 1;
        j = (j + 1) & (s->cap - 1);
    }
    return 0;
}

/* Key entries, named as MLIR's DLTI dialect names them. */
enum {
    KE_ENDIAN,
    KE_PROGRAM_AS,
    KE_MANGLING,
    KE_GLOBAL_AS,
    KE_ALLOCA_AS,
    KE_STACK,
    KE_LEGAL,
    KE_FNPTR,
    KE_COUNT
};

typedef struct {
    int present;
    size_t order;
    slice str;       /* endianness word / mangling text / legal-width list */
    uint64_t num;    /* address space / alignment */
    int fn_dependent;
} mkey_entry;

typedef struct {
    vec types; /* mtype_entry, insertion order */
    u64set seen;
    mkey_entry keys[KE_COUNT];
    size_t key_order;
    vec unhandled; /* slice */
} mstate;

/* StringRef::split(':') after consume_front(":"), each getAsInteger(10). */
static int m_int_list(slice t, uint64_t *vals, size_t maxv, size_t *nv) {
    if (t.n && t.p[0] == ':')
        t = sl(t.p + 1, t.n - 1);
    slice comp[5];
    size_t nc = split_colon(t, comp, 5);
    *nv = nc;
    if (nc > maxv)
        return 0; /* caller rejects by count; entries need no parsing */
    for (size_t i = 0; i < nc; i++)
        if (parse_u64(comp[i], &vals[i]))
            return -1;
    return 0;
}

/* consumeInteger(10, uint64_t) */
static int m_consume_int(slice *t, uint64_t *v) {
    size_t d = digit_run(*t);
    if (d == 0 || parse_u64(sl(t->p, d), v))
        return -1;
    *t = sl(t->p + d, t->n - d);
    return 0;
}

static void m_key(mstate *m, int k) {
    m->keys[k].present = 1;
    m->keys[k].order = m->key_order++;
}

/* Returns 0 ok, 1 failure (cannot translate), 2 crash, -1 OOM. */
static int m_type_entry(mstate *m, int kind, uint64_t w, slice t) {
    uint64_t key = ((uint64_t)kind << 32) | (w & 0xffffffffu);
    if (u64set_has(&m->seen, key))
        return 0;
    mtype_entry e;
    uint64_t v[4];
    size_t nv;
    memset(&e, 0, sizeof e);
    e.key = key;
    /* Overlong lists are rejected before the elements matter (the real code
     * parses every element first, then checks the count; either way the
     * result is the same failure, except for a malformed element in an
     * overlong list which fails too). */
    if (m_int_list(t, v, 4, &nv))
        return 1;
    if (kind == TK_PTR) {
        if (nv < 2 || nv > 4)
            return 1;
        e.v[0] = v[0];
        e.v[1] = v[1];
        e.v[2] = nv < 3 ? v[1] : v[2];
        e.v[3] = nv < 4 ? v[0] : v[3];
        e.nv = 4;
    } else {
        if (nv < 1 || nv > 2)
            return 1;
        e.v[0] = v[0];
        e.v[1] = nv == 1 ? v[0] : v[1];
        e.nv = 2;
    }
    if (u64set_insert(&m->seen, key) < 0 || vec_push(&m->types, &e))
        return -1;
    return 0;
}

static int m_addr_space(mstate *m, int k, slice t) {
    if (m->keys[k].present)
        return 0;
    uint64_t v;
    if (m_consume_int(&t, &v))
        return 1;
    if (v == 0)
        return 0; /* default value: not stored */
    m_key(m, k);
    m->keys[k].num = v;
    return 0;
}

static int m_token(mstate *m, slice tok) {
    size_t a = 0;
    while (a < tok.n && is_alpha(tok.p[a]))
        a++;
    if (a == 0)
        return 1;
    slice pre = sl(tok.p, a), t = sl(tok.p + a, tok.n - a);
    uint64_t v;

    if (sl_eq(pre, sl("e", 1)) || sl_eq(pre, sl("E", 1))) {
        if (m->keys[KE_ENDIAN].present)
            return 0;
        if (t.n)
            return 1;
        m_key(m, KE_ENDIAN);
        m->keys[KE_ENDIAN].str =
            pre.p[0] == 'e' ? sl("little", 6) : sl("big", 3);
        return 0;
    }
    if (sl_eq(pre, sl("P", 1)))
        return m_addr_space(m, KE_PROGRAM_AS, t);
    if (sl_eq(pre, sl("m", 1))) {
        if (m->keys[KE_MANGLING].present)
            return 0;
        if (t.n && t.p[0] == ':')
            t = sl(t.p + 1, t.n - 1);
        if (!t.n)
            return 1;
        m_key(m, KE_MANGLING);
        m->keys[KE_MANGLING].str = t;
        return 0;
    }
    if (sl_eq(pre, sl("G", 1)))
        return m_addr_space(m, KE_GLOBAL_AS, t);
    if (sl_eq(pre, sl("A", 1)))
        return m_addr_space(m, KE_ALLOCA_AS, t);
    if (sl_eq(pre, sl("S", 1))) {
        if (m->keys[KE_STACK].present)
            return 0;
        if (m_consume_int(&t, &v) || v == 0)
            return 1;
        m_key(m, KE_STACK);
        m->keys[KE_STACK].num = v;
        return 0;
    }
    if (sl_eq(pre, sl("i", 1))) {
        if (m_consume_int(&t, &v))
            return 1;
        return m_type_entry(m, TK_INT, v, t);
    }
    if (sl_eq(pre, sl("f", 1))) {
        if (m_consume_int(&t, &v))
            return 1;
        /* getFloatType(context, unsigned width) */
        uint32_t w = (uint32_t)v;
        if (w != 16 && w != 32 && w != 64 && w != 80 && w != 128) {
            /* A null Type reaches TypeAttr::get unless the key is already
             * there; MLIR 22 crashes (null dereference) either way since
             * the lookup itself builds TypeAttr::get(null). */
            return 2;
        }
        return m_type_entry(m, TK_FLOAT, w, t);
    }
    if (sl_eq(pre, sl("p", 1))) {
        v = 0;
        if (!(t.n && t.p[0] == ':') && m_consume_int(&t, &v))
            return 1;
        return m_type_entry(m, TK_PTR, (uint32_t)v, t);
    }
    if (sl_eq(pre, sl("n", 1))) {
        if (m->keys[KE_LEGAL].present)
            return 0;
        slice x = t;
        if (x.n && x.p[0] == ':')
            x = sl(x.p + 1, x.n - 1);
        /* getAsInteger<int32_t>: optional '-', digits, fits in int32. */
        size_t start = 0;
        for (;;) {
            size_t e = sl_find(x, start, ':');
            slice c = sl(x.p + start, e - start);
            int neg = c.n && c.p[0] == '-';
            uint64_t u;
            if (neg)
                c = sl(c.p + 1, c.n - 1);
            if (parse_u64(c, &u) || u > (neg ? 2147483648ull : 2147483647ull))
                return 1;
            if (e == x.n)
                break;
            start = e + 1;
        }
        m_key(m, KE_LEGAL);
        m->keys[KE_LEGAL].str = x;
        return 0;
    }
    if (pre.p[0] == 'F') {
        if (m->keys[KE_FNPTR].present)
            return 0;
        slice np = sl(pre.p + 1, pre.n - 1);
        int dep;
        if (sl_eq(np, sl("n", 1)))
            dep = 1;
        else if (sl_eq(np, sl("i", 1)))
            dep = 0;
        else
            return 1;
        if (m_consume_int(&t, &v))
            return 1;
        m_key(m, KE_FNPTR);
        m->keys[KE_FNPTR].num = v;
        m->keys[KE_FNPTR].fn_dependent = dep;
        return 0;
    }
    return vec_push(&m->unhandled, &tok) ? -1 : 3;
}

static void m_print_dense(obuf *o, const uint64_t *v, int nv) {
    int splat = 1;
    for (int i = 1; i < nv; i++)
        if (v[i] != v[0])
            splat = 0;
    ob_mem(o, "dense<", 6);
    if (splat) {
        ob_i64(o, (long long)v[0]);
    } else {
        ob_mem(o, "[", 1);
        for (int i = 0; i < nv; i++) {
            if (i)
                ob_mem(o, ", ", 2);
            ob_i64(o, (long long)v[i]);
        }
        ob_mem(o, "]", 1);
    }
    ob_str(o, "> : vector<");
    ob_i64(o, nv);
    ob_str(o, "xi64>");
}

static const char *const key_names[KE_COUNT] = {
    "dlti.endianness",          "dlti.program_memory_space",
    "dlti.mangling_mode",       "dlti.global_memory_space",
    "dlti.alloca_memory_space", "dlti.stack_alignment",
    "dlti.legal_int_widths",    "dlti.function_pointer_alignment"};

size_t dl_llvm_dl_mlir_view(const char *s, size_t n, char *buf, size_t buflen) {
    static const char kdef[] =
        "e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:32:64-"
        "f16:16:16-f64:64:64-f128:128:128";
    obuf o = {buf, buflen, 0};
    mstate m;
    memset(&m, 0, sizeof m);
    m.types.esz = sizeof(mtype_entry);
    m.unhandled.esz = sizeof(slice);
    if (!s)
        n = 0;

    /* Tokens of s, then of the default string (s + "-" + default). */
    int rc = 0;
    slice last = sl("", 0);
    for (int part = n ? 0 : 1; part < 2 && rc != 1 && rc != 2 && rc != -1;
         part++) {
        slice all = part == 0 ? sl(s, n) : sl(kdef, sizeof kdef - 1);
        size_t start = 0;
        for (;;) {
            size_t e = sl_find(all, start, '-');
            last = sl(all.p + start, e - start);
            rc = m_token(&m, last);
            if (rc == 1 || rc == 2 || rc == -1)
                break;
            if (e == all.n)
                break;
            start = e + 1;
        }
    }
    if (rc == -1) {
        o.len = (size_t)-1;
        goto out;
    }
    if (rc == 1) {
        ob_printf(&o, "error: cannot translate data layout: ");
        ob_mem(&o, last.p, last.n);
        ob_mem(&o, "\n", 1);
        goto out;
    }
    if (rc == 2) {
        uint64_t w = 0;
        slice t = sl(last.p + 1, last.n - 1);
        m_consume_int(&t, &w);
        ob_printf(&o, "crash: unsupported float width %u\n", (uint32_t)w);
        goto out;
    }
    for (size_t i = 0; i < m.unhandled.len; i++) {
        slice t = ((slice *)m.unhandled.data)[i];
        ob_printf(&o, "warning: unhandled data layout token: ");
        ob_mem(&o, t.p, t.n);
        ob_mem(&o, "\n", 1);
    }
    ob_str(&o, "#dlti.dl_spec<");
    size_t count = 0;
    for (size_t i = 0; i < m.types.len; i++) {
        const mtype_entry *e = &((mtype_entry *)m.types.data)[i];
        uint32_t w = (uint32_t)(e->key & 0xffffffffu);
        int kind = (int)(e->key >> 32);
        if (count++)
            ob_mem(&o, ", ", 2);
        if (kind == TK_INT || kind == TK_FLOAT) {
            ob_mem(&o, kind == TK_INT ? "i" : "f", 1);
            ob_u64(&o, w);
        } else if (w == 0) {
            ob_str(&o, "!llvm.ptr");
        } else {
            ob_str(&o, "!llvm.ptr<");
            ob_u64(&o, w);
            ob_mem(&o, ">", 1);
        }
        ob_mem(&o, " = ", 3);
        m_print_dense(&o, e->v, e->nv);
    }
    /* Key entries in insertion order (at most KE_COUNT of them). */
    for (size_t ord = 0; ord < m.key_order; ord++) {
        int k;
        for (k = 0; k < KE_COUNT; k++)
            if (m.keys[k].present && m.keys[k].order == ord)
                break;
        if (k == KE_COUNT)
            continue;
        const mkey_entry *e = &m.keys[k];
        if (count++)
            ob_mem(&o, ", ", 2);
        ob_mem(&o, "\"", 1);
        ob_str(&o, key_names[k]);
        ob_mem(&o, "\" = ", 4);
        switch (k) {
        case KE_ENDIAN:
        case KE_MANGLING:
            ob_mem(&o, "\"", 1);
            ob_mem(&o, e->str.p, e->str.n);
            ob_mem(&o, "\"", 1);
            break;
        case KE_PROGRAM_AS:
        case KE_GLOBAL_AS:
        case KE_ALLOCA_AS:
            ob_u64(&o, (unsigned long long)e->num);
            ob_str(&o, " : ui64");
            break;
        case KE_STACK:
            ob_i64(&o, (long long)e->num);
            ob_str(&o, " : i64");
            break;
        case KE_FNPTR:
            ob_printf(&o,
                      "#dlti.function_pointer_alignment<%llu, "
                      "function_dependent = %s>",
                      (unsigned long long)e->num,
                      e->fn_dependent ? "true" : "false");
            break;
        case KE_LEGAL: {
            ob_str(&o, "array<i32: ");
            size_t start = 0;
            slice x = e->str;
            for (int first = 1;; first = 0) {
                size_t en = sl_find(x, start, ':');
                slice c = sl(x.p + start, en - start);
                int neg = c.n && c.p[0] == '-';
                uint64_t u = 0;
                if (neg)
                    c = sl(c.p + 1, c.n - 1);
                parse_u64(c, &u);
                if (!first)
                    ob_mem(&o, ", ", 2);
                if (neg && u)
                    ob_mem(&o, "-", 1);
                ob_u64(&o, (unsigned long long)u);
                if (en == x.n)
                    break;
                start = en + 1;
            }
            ob_mem(&o, ">", 1);
            break;
        }
        }
    }
    ob_mem(&o, ">\n", 2);
out:
    free(m.types.data);
    free(m.seen.keys);
    free(m.unhandled.data);
    if (o.len == (size_t)-1)
        return (size_t)-1;
    return ob_end(&o);
}
