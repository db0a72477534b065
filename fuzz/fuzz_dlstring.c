/* fuzz_dlstring.c - libFuzzer target for the LLVM 22 data layout string
 * parser of plugins/llvm/dl_string.c (dl_llvm_dl_parse, dl_llvm_layout_dump,
 * dl_llvm_dl_mlir_view).  It links only dl_string.c, not libdlti.
 *
 * The input is the data layout string itself (any bytes; NUL bytes are
 * ordinary characters for the parser).  Checked on every input, besides
 * "no sanitizer report":
 *   - the parse returns DL_LLVM_OK or DL_LLVM_EINVAL (inputs are small:
 *     DL_LLVM_ENOMEM is not expected);
 *   - on failure: the layout is left all zero, the message is NUL-terminated
 *     in the buffer and non-empty;
 *   - a second parse gives the same verdict and the same message (failure)
 *     or the same dump (success); a parse with a 1..4-byte or absent error
 *     buffer gives the same verdict and a truncated, NUL-terminated prefix
 *     of the message;
 *   - on success: the layout's lists are sorted by width (address space),
 *     unique, with pref >= abi, alignments powers of two times 8, index
 *     size <= pointer size, address space 0 present; the dump has
 *     strlen == its returned length, and every truncated rendering (buffer
 *     of 1..N bytes) returns the same length and is a prefix of the whole;
 *   - on success: the layout written back as a data layout string (every
 *     field spelled out, see serialize()) parses again to the same dump
 *     (skipped when the input has a NUL byte: a name holding one is cut at
 *     it in dl_llvm_ptr_spec.name, which is a C string);
 *   - dl_llvm_dl_mlir_view, on every input (its contract covers valid
 *     strings only, but it must still be memory safe on any): same length
 *     for every buffer size, truncated renderings are prefixes, the text
 *     ends with a newline, and, for a valid string, one of its lines starts
 *     with "#dlti.dl_spec<", "error: cannot translate data layout: " or
 *     "crash: unsupported float width " (not necessarily the last line: a
 *     token quoted in it may hold a newline).
 * A broken invariant aborts with a message starting "fuzz invariant
 * failed:", so that libFuzzer saves the input.
 */
#include "../plugins/llvm/dl_string.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);

#define CHECK(cond, ...)                                              \
    do {                                                              \
        if (!(cond)) {                                                \
            fprintf(stderr, "fuzz invariant failed: %s (%s:%d): ",    \
                    #cond, __FILE__, __LINE__);                       \
            fprintf(stderr, __VA_ARGS__);                             \
            fputc('\n', stderr);                                      \
            abort();                                                  \
        }                                                             \
    } while (0)

#define ERRLEN 512

typedef size_t (*render_fn)(const void *, const char *, size_t, char *,
                            size_t);

/* Adapters so that both renderers can be driven by one checker. */
static size_t r_dump(const void *l, const char *s, size_t n, char *b,
                     size_t bl)
{
    (void)s;
    (void)n;
    return dl_llvm_layout_dump(l, b, bl);
}

static size_t r_mlir(const void *l, const char *s, size_t n, char *b,
                     size_t bl)
{
    (void)l;
    return dl_llvm_dl_mlir_view(s, n, b, bl);
}

/* Renders completely (malloc'ed, NUL-terminated; length in *len) and checks
 * the snprintf-like contract with small buffers.  NULL on allocation
 * failure of the renderer (only the MLIR view can report one). */
static char *render(render_fn fn, const void *l, const char *s, size_t n,
                    size_t *len, int nul_ok, const char *what)
{
    size_t need = fn(l, s, n, NULL, 0);
    if (need == (size_t)-1)
        return NULL;
    CHECK(need < (1u << 28), "%s: absurd length %zu", what, need);
    char *b = malloc(need + 1);
    CHECK(b != NULL, "%s: malloc", what);
    memset(b, 'X', need + 1);
    CHECK(fn(l, s, n, b, need + 1) == need, "%s: length changed", what);
    CHECK(b[need] == 0, "%s: not NUL-terminated", what);
    CHECK(nul_ok || strlen(b) == need, "%s: NUL inside the text (%zu of %zu)", what,
          strlen(b), need);
    /* Truncated renderings: a few small sizes and one in the middle. */
    size_t sizes[] = {1, 2, 3, 7, need / 2 + 1, need};
    char small[8];
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        size_t k = sizes[i];
        if (k == 0 || k > need)
            continue;
        char *t = k <= sizeof small ? small : malloc(k);
        CHECK(t != NULL, "%s: malloc", what);
        memset(t, 'X', k);
        CHECK(fn(l, s, n, t, k) == need, "%s: length differs with a %zu-byte "
              "buffer", what, k);
        CHECK(t[k - 1] == 0, "%s: not NUL-terminated in %zu bytes", what, k);
        CHECK(memcmp(t, b, k - 1) == 0, "%s: truncated text is not a prefix",
              what);
        if (t != small)
            free(t);
    }
    *len = need;
    return b;
}

static int is_pow2_times_8(uint32_t a)
{
    return a >= 8 && a % 8 == 0 && ((a / 8) & (a / 8 - 1)) == 0;
}

static void check_prims(const dl_llvm_prim_spec *p, size_t n, char c)
{
    for (size_t i = 0; i < n; i++) {
        CHECK(p[i].bits >= 1 && p[i].bits < (1u << 24), "%c%u: bad width", c,
              p[i].bits);
        CHECK(is_pow2_times_8(p[i].abi) && is_pow2_times_8(p[i].pref) &&
                  p[i].abi < (1u << 16) && p[i].pref < (1u << 16),
              "%c%u: bad alignment %u:%u", c, p[i].bits, p[i].abi, p[i].pref);
        CHECK(p[i].pref >= p[i].abi, "%c%u: pref < abi", c, p[i].bits);
        CHECK(i == 0 || p[i - 1].bits < p[i].bits, "%c: not sorted/unique",
              c);
    }
}

static void check_layout(const dl_llvm_layout *L)
{
    check_prims(L->ints, L->n_ints, 'i');
    check_prims(L->floats, L->n_floats, 'f');
    check_prims(L->vectors, L->n_vectors, 'v');
    CHECK(L->n_ptrs >= 1 && L->ptrs[0].as == 0, "no address space 0 spec");
    for (size_t i = 0; i < L->n_ptrs; i++) {
        const dl_llvm_ptr_spec *p = &L->ptrs[i];
        CHECK(i == 0 || L->ptrs[i - 1].as < p->as, "p: not sorted/unique");
        CHECK(p->as < (1u << 24), "p%u: bad address space", p->as);
        CHECK(p->bits >= 1 && p->bits < (1u << 24) && p->index_bits >= 1 &&
                  p->index_bits <= p->bits,
              "p%u: bad size %u / index size %u", p->as, p->bits,
              p->index_bits);
        CHECK(is_pow2_times_8(p->abi) && p->pref >= p->abi &&
                  is_pow2_times_8(p->pref),
              "p%u: bad alignment", p->as);
        CHECK(p->name != NULL, "p%u: NULL name", p->as);
        CHECK(p->as != 0 || (!p->unstable && !p->external_state),
              "p0 has flags");
    }
    for (size_t i = 0; i < L->n_nonintegral_as; i++)
        CHECK(L->nonintegral_as[i] != 0 && L->nonintegral_as[i] < (1u << 24),
              "bad ni address space %u", L->nonintegral_as[i]);
    for (size_t i = 0; i < L->n_legal_int_widths; i++)
        CHECK(L->legal_int_widths[i] >= 1 &&
                  L->legal_int_widths[i] < (1u << 24),
              "bad legal width %u", L->legal_int_widths[i]);
    CHECK(is_pow2_times_8(L->aggr_abi) && L->aggr_pref >= L->aggr_abi,
          "bad aggregate alignment %u:%u", L->aggr_abi, L->aggr_pref);
    CHECK(L->stack_align == 0 || is_pow2_times_8(L->stack_align),
          "bad stack alignment %u", L->stack_align);
    CHECK(L->fnptr_align == 0 || is_pow2_times_8(L->fnptr_align),
          "bad function pointer alignment %u", L->fnptr_align);
    CHECK(L->program_as < (1u << 24) && L->globals_as < (1u << 24) &&
              L->alloca_as < (1u << 24),
          "bad P/G/A");
}

/* A growable string. */
typedef struct {
    char *p;
    size_t n, cap;
} sbuf;

static void sb_add(sbuf *b, const char *s, size_t n)
{
    if (b->n + n + 1 > b->cap) {
        size_t c = b->cap ? b->cap : 256;
        while (c < b->n + n + 1)
            c *= 2;
        b->p = realloc(b->p, c);
        CHECK(b->p != NULL, "realloc");
        b->cap = c;
    }
    memcpy(b->p + b->n, s, n);
    b->n += n;
    b->p[b->n] = 0;
}

static void sb_fmt(sbuf *b, const char *fmt, unsigned x)
{
    char t[32];
    int k = snprintf(t, sizeof t, fmt, x);
    sb_add(b, t, (size_t)k);
}

/* The layout as a data layout string with every field spelled out: parsing
 * it must give the same layout. */
static char *serialize(const dl_llvm_layout *L, size_t *len)
{
    static const char mang[] = "?eowxlma"; /* indexed by dl_llvm_mangling */
    sbuf b = {NULL, 0, 0};
    sb_add(&b, L->big_endian ? "E" : "e", 1);
    if (L->mangling != DL_LLVM_MANGLING_NONE) {
        CHECK((unsigned)L->mangling < sizeof mang - 1, "bad mangling %d",
              (int)L->mangling);
        char m[4] = {'-', 'm', ':', mang[L->mangling]};
        sb_add(&b, m, 4);
    }
    sb_fmt(&b, "-P%u", L->program_as);
    sb_fmt(&b, "-G%u", L->globals_as);
    sb_fmt(&b, "-A%u", L->alloca_as);
    if (L->stack_align)
        sb_fmt(&b, "-S%u", L->stack_align);
    if (L->fnptr_align) {
        sb_add(&b, L->fnptr_type == DL_LLVM_FNPTR_INDEPENDENT ? "-Fi" : "-Fn",
               3);
        sb_fmt(&b, "%u", L->fnptr_align);
    }
    sb_fmt(&b, "-a:%u", L->aggr_abi);
    sb_fmt(&b, ":%u", L->aggr_pref);
    for (size_t i = 0; i < L->n_legal_int_widths; i++)
        sb_fmt(&b, i ? ":%u" : "-n%u", L->legal_int_widths[i]);
    const dl_llvm_prim_spec *lists[3] = {L->ints, L->floats, L->vectors};
    size_t counts[3] = {L->n_ints, L->n_floats, L->n_vectors};
    for (int k = 0; k < 3; k++)
        for (size_t i = 0; i < counts[k]; i++) {
            sb_fmt(&b, k == 0 ? "-i%u" : k == 1 ? "-f%u" : "-v%u",
                   lists[k][i].bits);
            sb_fmt(&b, ":%u", lists[k][i].abi);
            sb_fmt(&b, ":%u", lists[k][i].pref);
        }
    for (size_t i = 0; i < L->n_ptrs; i++) {
        const dl_llvm_ptr_spec *p = &L->ptrs[i];
        sb_add(&b, "-p", 2);
        if (p->external_state)
            sb_add(&b, "e", 1);
        if (p->unstable)
            sb_add(&b, "u", 1);
        sb_fmt(&b, "%u", p->as);
        if (p->name[0]) {
            sb_add(&b, "(", 1);
            sb_add(&b, p->name, strlen(p->name));
            sb_add(&b, ")", 1);
        }
        sb_fmt(&b, ":%u", p->bits);
        sb_fmt(&b, ":%u", p->abi);
        sb_fmt(&b, ":%u", p->pref);
        sb_fmt(&b, ":%u", p->index_bits);
    }
    for (size_t i = 0; i < L->n_nonintegral_as; i++)
        sb_fmt(&b, i ? ":%u" : "-ni:%u", L->nonintegral_as[i]);
    *len = b.n;
    return b.p;
}

static void check_failed_parse(const dl_llvm_layout *L, const char *err)
{
    static const dl_llvm_layout zero;
    CHECK(memcmp(L, &zero, sizeof zero) == 0,
          "layout not zeroed after a failed parse");
    CHECK(memchr(err, 0, ERRLEN) != NULL, "error text not NUL-terminated");
    CHECK(err[0] != 0, "empty error text");
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
    const char *s = (const char *)data;
    dl_llvm_layout L, L2;
    char err[ERRLEN], err2[ERRLEN];
    size_t dlen = 0, dlen2 = 0;
    char *dump = NULL;

    memset(err, 'X', sizeof err);
    memset(&L, 0x5a, sizeof L);
    int rc = dl_llvm_dl_parse(s, size, &L, err, sizeof err);
    if (rc == DL_LLVM_ENOMEM)
        return 0;
    CHECK(rc == DL_LLVM_OK || rc == DL_LLVM_EINVAL, "parse returned %d", rc);
    if (rc == DL_LLVM_EINVAL) {
        check_failed_parse(&L, err);
    } else {
        check_layout(&L);
        dump = render(r_dump, &L, NULL, 0, &dlen, 0, "dump");
        CHECK(dump != NULL, "dump failed");
    }

    /* Again: same verdict, same message or same dump. */
    memset(err2, 'Y', sizeof err2);
    int rc2 = dl_llvm_dl_parse(s, size, &L2, err2, sizeof err2);
    CHECK(rc2 == rc, "second parse: %d, first: %d", rc2, rc);
    if (rc == DL_LLVM_EINVAL) {
        check_failed_parse(&L2, err2);
        CHECK(strcmp(err, err2) == 0, "message changed: '%s' / '%s'", err,
              err2);
    } else {
        char *d2 = render(r_dump, &L2, NULL, 0, &dlen2, 0, "dump");
        CHECK(d2 != NULL && dlen2 == dlen && strcmp(dump, d2) == 0,
              "dump changed:\n%s---\n%s", dump, d2 ? d2 : "(null)");
        free(d2);
        dl_llvm_layout_free(&L2);
    }

    /* Tiny and absent error buffers. */
    for (size_t k = 0; k <= 4; k++) {
        char small[4];
        memset(small, 'Z', sizeof small);
        rc2 = dl_llvm_dl_parse(s, size, &L2, k ? small : NULL, k);
        CHECK(rc2 == rc, "parse with a %zu-byte error buffer: %d, not %d", k,
              rc2, rc);
        if (rc2 == DL_LLVM_OK) {
            dl_llvm_layout_free(&L2);
        } else if (k) {
            CHECK(memchr(small, 0, k) != NULL,
                  "error text not NUL-terminated in %zu bytes", k);
            CHECK(strncmp(small, err, k - 1) == 0 &&
                      strlen(small) == (strlen(err) < k - 1 ? strlen(err)
                                                            : k - 1),
                  "truncated error text is not a prefix");
        }
    }

    /* Written back as a string, the layout parses to the same layout. */
    if (rc == DL_LLVM_OK && !memchr(s, 0, size)) {
        size_t n3;
        char *s3 = serialize(&L, &n3);
        char err3[ERRLEN];
        dl_llvm_layout L3;
        int rc3 = dl_llvm_dl_parse(s3, n3, &L3, err3, sizeof err3);
        CHECK(rc3 == DL_LLVM_OK, "written-back layout '%s' rejected: %s", s3,
              err3);
        size_t dlen3;
        char *d3 = render(r_dump, &L3, NULL, 0, &dlen3, 0, "dump");
        CHECK(d3 != NULL && strcmp(d3, dump) == 0,
              "written-back layout '%s' differs:\n%s---\n%s", s3, dump,
              d3 ? d3 : "(null)");
        free(d3);
        dl_llvm_layout_free(&L3);
        free(s3);
    }

    /* The MLIR import view (any input).  Tokens are copied verbatim, so the
     * text holds the input's NUL bytes and newlines, if any. */
    size_t mlen, mlen2;
    char *mv = render(r_mlir, NULL, s, size, &mlen, 1, "mlir view");
    if (mv) {
        char *mv2 = render(r_mlir, NULL, s, size, &mlen2, 1, "mlir view");
        CHECK(mv2 != NULL && mlen2 == mlen && memcmp(mv, mv2, mlen) == 0,
              "mlir view changed");
        free(mv2);
        CHECK(mlen > 0 && mv[mlen - 1] == '\n',
              "mlir view does not end with a newline");
        if (rc == DL_LLVM_OK) {
            static const char *const ends[] = {
                "#dlti.dl_spec<", "error: cannot translate data layout: ",
                "crash: unsupported float width "};
            int found = 0;
            for (size_t i = 0; i < mlen && !found; i++) {
                if (i && mv[i - 1] != '\n')
                    continue;
                for (size_t j = 0; j < 3; j++)
                    if (mlen - i >= strlen(ends[j]) &&
                        memcmp(mv + i, ends[j], strlen(ends[j])) == 0)
                        found = 1;
            }
            CHECK(found, "mlir view of a valid string has no result line:\n%s",
                  mv);
        }
        free(mv);
    }

    if (rc == DL_LLVM_OK)
        dl_llvm_layout_free(&L);
    free(dump);
    return 0;
}
