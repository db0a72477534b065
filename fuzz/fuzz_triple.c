/* fuzz_triple.c - libFuzzer target for the LLVM 22 target triple code of
 * plugins/llvm/triple.c (dl_triple_parse, dl_triple_normalize) and
 * plugins/llvm/target_layout.c (dl_triple_data_layout).  Self-contained:
 * compiled with those two files and plugins/llvm/dl_string.c only (no
 * libdlti, no plugin).
 *
 * The input is TRIPLE[<TAB>[abi=]ABI], the line format of
 * t/llvm-triple/cases.txt; any bytes (NUL bytes are ordinary characters of
 * a triple).  It is run as:
 *   - the whole input as the triple, without an ABI name (NULL and "");
 *   - when it has a TAB: the part before the first TAB as the triple, and
 *     the part after it (without a leading "abi=", up to its first NUL byte:
 *     the ABI name is a C string) as the ABI name.
 * For each (triple, ABI): dl_triple_parse, then dl_triple_data_layout; and
 * dl_triple_normalize, then parse + data layout of the normalized triple,
 * then dl_triple_normalize of the normalized triple.
 *
 * Invariants checked on every input, besides "no sanitizer report":
 *   - parse returns 0; twice gives the same dl_triple; every enum is in
 *     range, ncomponents is 1..4, text is NUL-terminated printable ASCII;
 *   - data layout and normalize: the same input gives the same result
 *     twice; on failure (-1) the error text is non-empty and NUL-terminated
 *     and the output buffer holds a NUL-terminated string; on success the
 *     result is the length of the text, NUL-terminated there, and the error
 *     text of the data layout is empty;
 *   - every output buffer size from 0 up (for the layout of the whole input
 *     without an ABI name: all sizes up to the length + 2 when the result is at most
 *     SWEEP bytes, else the first SWEEP; otherwise sizes 0 to 2; always
 *     the middle and the sizes around the length): a buffer too small gives
 *     -1, a non-empty NUL-terminated error and a NUL-terminated prefix of
 *     the full result in the buffer (the code writes the empty string); a
 *     buffer big enough gives the same length and the same bytes; error
 *     buffers of 0, 1, 2, 5 and 8 bytes give the same result and, on failure, a
 *     NUL-terminated prefix of the message (normalize leaves the error
 *     buffer alone on success);
 *   - the data layout is the same with ABI NULL and ABI "";
 *   - a computed data layout string is accepted by dl_llvm_dl_parse
 *     (plugins/llvm/dl_string.c; LLVM accepts every layout it computes:
 *     checked for the goldens of t/llvm-triple with LLVM 22's
 *     DataLayout::parse, as dl_string.c does);
 *   - the normalized triple, normalized again, obeys the same contract
 *     (it is not compared with the first result: LLVM 22's normalize is
 *     idempotent on all the goldens of t/llvm-triple, but not in general --
 *     the first run of this target found "ispirv-windows" ->
 *     "unknown-unknown-windows-spirv" -> "spirv-unknown-windows-msvc", in
 *     LLVM 22 as here; see finding T1 of doc/fuzzing.md);
 *   - normalize never fails with "does not fit" given a buffer of
 *     input length + 1024 bytes (a normalized triple grows by at most a few
 *     fixed words per component).
 * A broken invariant aborts with a message starting "fuzz invariant
 * failed:", so that libFuzzer saves the input.
 */
#include "../plugins/llvm/dl_string.h"
#include "../plugins/llvm/triple.h"

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
#define LAYOUTLEN 4096 /* far more than any computed layout */
#define SWEEP 1100     /* buffer sizes tried one by one */

/* Either function, behind one signature, so that one checker drives both:
 * the layout of *t (abi), or the normalized form of (s, n). */
typedef struct {
    const dl_triple *t;
    const char *abi;
    const char *s;
    size_t n;
} job;

static int run_layout(const job *j, char *buf, size_t buflen, char *err,
                      size_t errlen)
{
    return dl_triple_data_layout(j->t, j->abi, buf, buflen, err, errlen);
}

static int run_normalize(const job *j, char *buf, size_t buflen, char *err,
                         size_t errlen)
{
    return dl_triple_normalize(j->s, j->n, buf, buflen, err, errlen);
}

typedef int (*run_fn)(const job *, char *, size_t, char *, size_t);

/* Every buffer size is tried for the layout of the whole input (without an
 * ABI name) when the process has not swept that layout string yet; for the
 * rest (normalize, the ABI run, the normalized triple)
 * only sizes 0..2, the middle and the end: a full sweep of normalize (its
 * every call scans all components against the name tables) made the target
 * several times slower. */
static int full_sweep;

static void check_err(const char *err, size_t errlen, const char *what)
{
    CHECK(memchr(err, 0, errlen) != NULL, "%s: error text not NUL-terminated",
          what);
    CHECK(err[0] != 0, "%s: empty error text", what);
}

/* Runs fn with a buffer of cap bytes (cap >= 1).  Returns the result
 * (malloc'ed, NUL-terminated, length in *len) or NULL on failure, with the
 * message in err (ERRLEN bytes).  Checks everything about one call. */
static char *run_once(run_fn fn, const job *j, size_t cap, int *rc, char *err,
                      const char *what)
{
    char *buf = malloc(cap);
    CHECK(buf != NULL, "malloc");
    memset(buf, 'X', cap);
    memset(err, 'Y', ERRLEN);
    *rc = fn(j, buf, cap, err, ERRLEN);
    CHECK(*rc >= -1, "%s: returned %d", what, *rc);
    CHECK(memchr(buf, 0, cap) != NULL, "%s: buffer not NUL-terminated", what);
    if (*rc < 0) {
        check_err(err, ERRLEN, what);
        free(buf);
        return NULL;
    }
    CHECK((size_t)*rc < cap && buf[*rc] == 0,
          "%s: result %d not NUL-terminated at its length", what, *rc);
    return buf;
}

/* The full checker: twice the same, every buffer size, small error
 * buffers.  Returns the result (malloc'ed) or NULL; *rc and err as the
 * first call left them. */
static char *check_fn(run_fn fn, const job *j, size_t cap, int *rc, char *err,
                      const char *what)
{
    char err2[ERRLEN];
    int rc2;
    char *r = run_once(fn, j, cap, rc, err, what);
    char *r2 = run_once(fn, j, cap, &rc2, err2, what);
    CHECK(rc2 == *rc, "%s: second call returned %d, first %d", what, rc2,
          *rc);
    if (*rc < 0)
        CHECK(strcmp(err, err2) == 0, "%s: message changed: '%s' / '%s'",
              what, err, err2);
    else
        CHECK(memcmp(r, r2, (size_t)*rc) == 0, "%s: result changed", what);
    free(r2);

    /* Every buffer size (0 is "bad arguments"). */
    size_t full = *rc >= 0 ? (size_t)*rc : 0;
    size_t top = *rc >= 0 ? full + 2 : 64;
    char *buf = malloc(top + 1);
    CHECK(buf != NULL, "malloc");
    for (size_t k = 0; k <= top; k++) {
        if (!full_sweep && k > 2 && k + 2 < full && k != full / 2) {
            /* sampled: 0..2, the middle, the sizes around the end */
            size_t next = k < full / 2 ? full / 2 : full - 2;
            k = next > k ? next : k;
        }
        if (k > SWEEP && k + 2 < full && k != full / 2) {
            /* long result: jump to the middle, then to the end */
            size_t next = k < full / 2 ? full / 2 : full - 2;
            k = next > k ? next : k;
        }
        memset(buf, 'X', top + 1);
        memset(err2, 'Y', sizeof err2);
        rc2 = fn(j, k ? buf : NULL, k, err2, sizeof err2);
        CHECK(k == 0 || buf[k] == 'X', "%s: wrote past a %zu-byte buffer",
              what, k);
        if (*rc >= 0 && k > full) {
            CHECK(rc2 == *rc && memcmp(buf, r, full + 1) == 0,
                  "%s: a %zu-byte buffer gives %d, not %d", what, k, rc2,
                  *rc);
            continue;
        }
        CHECK(rc2 == -1, "%s: a %zu-byte buffer (needs %zu) gives %d", what, k,
              full + 1, rc2);
        check_err(err2, sizeof err2, what);
        if (k) {
            char *z = memchr(buf, 0, k);
            CHECK(z != NULL, "%s: %zu-byte buffer not NUL-terminated", what,
                  k);
            CHECK(*rc < 0 || memcmp(buf, r, (size_t)(z - buf)) == 0,
                  "%s: %zu-byte buffer is not a prefix", what, k);
        }
    }
    free(buf);

    /* Small and absent error buffers (with a big enough output buffer): the
     * same result and, on failure, a NUL-terminated prefix of the message. */
    buf = malloc(cap);
    CHECK(buf != NULL, "malloc");
    static const size_t esz[] = {0, 1, 2, 5, 8};
    for (size_t ei = 0; ei < sizeof esz / sizeof esz[0]; ei++) {
        size_t k = esz[ei];
        char small[8];
        memset(small, 'Z', sizeof small);
        rc2 = fn(j, buf, cap, k ? small : NULL, k);
        CHECK(rc2 == *rc, "%s: with a %zu-byte error buffer: %d, not %d", what,
              k, rc2, *rc);
        if (k == 0 || *rc >= 0) /* normalize leaves err alone on success */
            continue;
        CHECK(memchr(small, 0, k) != NULL,
              "%s: error text not NUL-terminated in %zu bytes", what, k);
        CHECK(strncmp(small, err, k - 1) == 0 &&
                      strlen(small) == (strlen(err) < k - 1 ? strlen(err)
                                                            : k - 1),
                  "%s: truncated error text is not a prefix", what);
    }
    free(buf);
    return r;
}

/* Whether this layout string is new to this process (FNV-1a hashes in an
 * open-addressing table; when it is full, everything counts as new). */
static int first_seen(const char *z)
{
    static unsigned long long seen[8192];
    unsigned long long h = 1469598103934665603ull;
    for (; *z; z++)
        h = (h ^ (unsigned char)*z) * 1099511628211ull;
    h |= 1;
    for (size_t i = 0, k = h % 8192; i < 8192; i++, k = (k + 1) % 8192) {
        if (seen[k] == h)
            return 0;
        if (seen[k] == 0) {
            seen[k] = h;
            return 1;
        }
    }
    return 1;
}

static void check_triple(const dl_triple *t)
{
    CHECK((unsigned)t->arch < DL_ARCH_COUNT_, "arch %d", (int)t->arch);
    CHECK((unsigned)t->subarch <= DL_SUBARCH_KALIMBA, "subarch %d",
          (int)t->subarch);
    CHECK((unsigned)t->vendor < DL_VENDOR_COUNT_, "vendor %d", (int)t->vendor);
    CHECK((unsigned)t->os < DL_OS_COUNT_, "os %d", (int)t->os);
    CHECK((unsigned)t->env < DL_ENV_COUNT_, "env %d", (int)t->env);
    CHECK((unsigned)t->objfmt < DL_OBJFMT_COUNT_ &&
              t->objfmt != DL_OBJFMT_UNKNOWN,
          "objfmt %d", (int)t->objfmt);
    CHECK(t->ncomponents >= 1 && t->ncomponents <= 4, "ncomponents %u",
          t->ncomponents);
    const char *z = memchr(t->text, 0, sizeof t->text);
    CHECK(z != NULL, "text not NUL-terminated");
    for (const char *p = t->text; p < z; p++)
        CHECK(*p >= 0x20 && *p < 0x7f, "text has byte 0x%02x",
              (unsigned char)*p);
    CHECK(strcmp(dl_triple_arm_kind_name(t->arm_kind), "") != 0,
          "arm kind name");
}

static void parse_checked(const char *s, size_t n, dl_triple *t)
{
    dl_triple t2;
    memset(t, 0x5a, sizeof *t);
    memset(&t2, 0xa5, sizeof t2);
    CHECK(dl_triple_parse(s, n, t) == 0, "parse failed");
    CHECK(dl_triple_parse(s, n, &t2) == 0, "second parse failed");
    CHECK(memcmp(t, &t2, sizeof t2) == 0, "second parse differs");
    check_triple(t);
}

/* The layout of t under abi: all the checks, and dl_llvm_dl_parse. */
static void check_layout(const dl_triple *t, const char *abi)
{
    job j = {t, abi, NULL, 0};
    char err[ERRLEN];
    int rc;
    if (full_sweep) {
        /* Layouts come from a small set: sweep every size only for a
         * layout this process has not swept yet (a finding replayed alone
         * is always swept).  Pre-check with one call. */
        char *b = malloc(LAYOUTLEN);
        CHECK(b != NULL, "malloc");
        int r0 = dl_triple_data_layout(t, abi, b, LAYOUTLEN, NULL, 0);
        full_sweep = r0 >= 0 && first_seen(b);
        free(b);
    }
    char *r = check_fn(run_layout, &j, LAYOUTLEN, &rc, err, "data layout");
    if (abi == NULL) {
        /* NULL and "" both mean the default ABI. */
        job j2 = {t, "", NULL, 0};
        char err2[ERRLEN];
        int rc2;
        char *r2 = run_once(run_layout, &j2, LAYOUTLEN, &rc2, err2,
                            "data layout");
        CHECK(rc2 == rc && (rc < 0 ? strcmp(err, err2) == 0
                                   : strcmp(r, r2) == 0),
              "data layout: ABI NULL and \"\" differ");
        free(r2);
    }
    if (rc < 0)
        return;
    char e[ERRLEN];
    CHECK(strlen(r) == (size_t)rc, "data layout has a NUL byte");
    {
        /* On success the error text is left empty. */
        char *b = malloc(LAYOUTLEN);
        CHECK(b != NULL, "malloc");
        memset(e, 'Y', sizeof e);
        CHECK(dl_triple_data_layout(t, abi, b, LAYOUTLEN, e, sizeof e) == rc &&
                  e[0] == 0,
              "data layout: error text not empty on success");
        free(b);
    }
    dl_llvm_layout L;
    int prc = dl_llvm_dl_parse(r, (size_t)rc, &L, e, sizeof e);
    CHECK(prc == DL_LLVM_OK || prc == DL_LLVM_ENOMEM,
          "computed layout '%s' of '%s' (abi '%s') rejected: %s", r, t->text,
          abi ? abi : "(null)", e);
    if (prc == DL_LLVM_OK)
        dl_llvm_layout_free(&L);
    free(r);
}

static void run_triple(const char *s, size_t n, const char *abi)
{
    dl_triple t;
    full_sweep = abi == NULL;
    parse_checked(s, n, &t);
    check_layout(&t, abi);

    job j = {NULL, NULL, s, n};
    full_sweep = 0;
    char err[ERRLEN];
    int rc;
    size_t cap = n + 1024;
    char *norm = check_fn(run_normalize, &j, cap, &rc, err, "normalize");
    if (rc < 0) {
        CHECK(strstr(err, "does not fit") == NULL,
              "normalize: a %zu-byte buffer is too small for %zu bytes", cap,
              n);
        return;
    }
    full_sweep = 0;
    dl_triple tn;
    parse_checked(norm, (size_t)rc, &tn);
    check_layout(&tn, abi);

    /* The normalized triple normalized again: the same contract.  Not
     * compared with the first result: LLVM 22's Triple::normalize is not
     * idempotent ("ispirv-windows" -> "unknown-unknown-windows-spirv" ->
     * "spirv-unknown-windows-msvc", finding T1 of doc/fuzzing.md), and
     * dl_triple_normalize follows it. */
    job j2 = {NULL, NULL, norm, (size_t)rc};
    int rc2;
    char *norm2 = check_fn(run_normalize, &j2, (size_t)rc + 1024, &rc2, err,
                           "normalize (again)");
    if (rc2 < 0)
        CHECK(strstr(err, "does not fit") == NULL,
              "normalize (again): the buffer is too small");
    free(norm2);
    free(norm);
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
    const char *s = (const char *)data;

    run_triple(s, size, NULL);

    const char *tab = memchr(s, '\t', size);
    if (tab) {
        size_t tn = (size_t)(tab - s);
        const char *a = tab + 1;
        size_t an = size - tn - 1;
        if (an >= 4 && memcmp(a, "abi=", 4) == 0) {
            a += 4;
            an -= 4;
        }
        char *abi = malloc(an + 1);
        CHECK(abi != NULL, "malloc");
        memcpy(abi, a, an);
        abi[an] = 0; /* cut at the first NUL, if any, by the callee */
        run_triple(s, tn, abi);
        free(abi);
    }
    return 0;
}
