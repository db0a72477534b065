/* driver.c - standalone test driver for plugins/llvm/dl_string.c.
 *
 * Usage: driver [-v] [cases.txt]   (default: stdin)
 *
 * Each non-empty line of the input that does not start with '#' is one data
 * layout string; the line "<empty>" stands for the empty string.  For every
 * case it prints, in the format of expected.txt (made by gen-expected.sh from
 * the real LLVM 22 / MLIR 22 tools):
 *   case: <string>
 *   llvm: ok | llvm: error: <LLVM 22 message>
 *   mlir: <line>...   (valid strings only: the emulated MLIR 22 import:
 *                      warnings, then #dlti.dl_spec<...>, or the importer's
 *                      error, or "crash")
 * With -probe it prints instead, for valid strings only, the LLVM DataLayout
 * queries recorded in expected-probe.txt (see gen-probe.pl).
 * With -stress [N] it runs N random and a few 1 MiB hostile inputs through
 * the API checking invariants (meant for ASan/UBSan/LSan builds).
 * With -v it also prints the parsed layout ("dump: " lines), which are not
 * part of the golden comparison. */
#define _POSIX_C_SOURCE 200809L /* getline */
#include "../../plugins/llvm/dl_string.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void print_prefixed(const char *prefix, const char *text) {
    const char *p = text;
    while (*p) {
        const char *nl = strchr(p, '\n');
        size_t len = nl ? (size_t)(nl - p) : strlen(p);
        if (strncmp(p, "crash:", 6) == 0)
            printf("%scrash\n", prefix);
        else
            printf("%s%.*s\n", prefix, (int)len, p);
        p += len + (nl ? 1 : 0);
    }
}

static char *render(size_t (*fn)(const char *, size_t, char *, size_t),
                    const char *s, size_t n) {
    size_t need = fn(s, n, NULL, 0);
    if (need == (size_t)-1)
        return NULL;
    char *b = malloc(need + 1);
    if (!b)
        return NULL;
    fn(s, n, b, need + 1);
    return b;
}

/* ---- -probe mode: LLVM 22 DataLayout queries over the parsed layout, in
 * the format of expected-probe.txt (see gen-probe.pl for the type list). */

typedef struct {
    uint32_t *v;
    size_t n, cap;
} u32list;

static void ul_add(u32list *l, uint32_t x) {
    for (size_t i = 0; i < l->n; i++)
        if (l->v[i] == x)
            return;
    if (l->n == l->cap) {
        size_t nc = l->cap ? l->cap * 2 : 16;
        uint32_t *nv = realloc(l->v, nc * sizeof *nv);
        if (!nv)
            return;
        l->v = nv;
        l->cap = nc;
    }
    l->v[l->n++] = x;
}

static int cmp_u32p(const void *a, const void *b) {
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return x < y ? -1 : x > y;
}

/* Leading decimal digits of [p, e): count and value (saturated). */
static size_t digits(const char *p, const char *e, uint64_t *val) {
    size_t k = 0;
    uint64_t v = 0;
    while (p + k < e && p[k] >= '0' && p[k] <= '9') {
        if (v < 100000000000ull)
            v = v * 10 + (uint64_t)(p[k] - '0');
        k++;
    }
    *val = v;
    return k;
}

/* Same selection rule as gen-probe.pl (a plain scan of the string). */
static void probe_list(const char *s, size_t n, u32list *ints, u32list *vecs,
                       u32list *ptrs) {
    static const uint32_t fi[] = {1, 8, 16, 24, 32, 48, 64, 128, 256};
    static const uint32_t fv[] = {16, 32, 64, 96, 128, 256, 512};
    static const uint32_t fp[] = {0, 1, 2, 3, 5, 7, 270};
    for (size_t i = 0; i < sizeof fi / sizeof fi[0]; i++) ul_add(ints, fi[i]);
    for (size_t i = 0; i < sizeof fv / sizeof fv[0]; i++) ul_add(vecs, fv[i]);
    for (size_t i = 0; i < sizeof fp / sizeof fp[0]; i++) ul_add(ptrs, fp[i]);
    const char *p = s, *end = s + n;
    while (p <= end) {
        const char *t = p, *te = memchr(p, '-', (size_t)(end - p));
        if (!te)
            te = end;
        uint64_t v;
        size_t k;
        if (te > t && t[0] == 'i') {
            k = digits(t + 1, te, &v);
            if (k && t + 1 + k < te && t[1 + k] == ':' && k < 6 && v >= 1 &&
                v <= 4096)
                ul_add(ints, (uint32_t)v);
        } else if (te > t && t[0] == 'v') {
            k = digits(t + 1, te, &v);
            if (k && t + 1 + k < te && t[1 + k] == ':' && k < 7 &&
                v % 8 == 0 && v >= 8 && v <= 65536)
                ul_add(vecs, (uint32_t)v);
        } else if (te - t >= 3 && t[0] == 'n' && t[1] == 'i' && t[2] == ':') {
            const char *q = t + 3;
            while (q <= te) {
                const char *qe = memchr(q, ':', (size_t)(te - q));
                if (!qe)
                    qe = te;
                k = digits(q, qe, &v);
                if (k && q + k == qe && k <= 8 && v < 16777216)
                    ul_add(ptrs, (uint32_t)v);
                q = qe + 1;
            }
        } else if (te > t && t[0] == 'p') {
            const char *q = t + 1;
            while (q < te && *q >= 'a' && *q <= 'z')
                q++;
            k = digits(q, te, &v);
            if (k && k < 9 && v < 16777216)
                ul_add(ptrs, (uint32_t)v);
        }
        p = te + 1;
    }
    qsort(ints->v, ints->n, sizeof(uint32_t), cmp_u32p);
    qsort(vecs->v, vecs->n, sizeof(uint32_t), cmp_u32p);
    qsort(ptrs->v, ptrs->n, sizeof(uint32_t), cmp_u32p);
}

static uint64_t pow2ceil(uint64_t x) {
    uint64_t r = 1;
    while (r < x)
        r <<= 1;
    return r;
}

static const dl_llvm_prim_spec *find_exact(const dl_llvm_prim_spec *a,
                                           size_t n, uint32_t bits) {
    for (size_t i = 0; i < n; i++)
        if (a[i].bits == bits)
            return &a[i];
    return NULL;
}

static void print_probe(const dl_llvm_layout *L, const char *s, size_t n) {
    u32list ints = {0}, vecs = {0}, ptrs = {0};
    probe_list(s, n, &ints, &vecs, &ptrs);
    for (size_t i = 0; i < ints.n; i++) {
        /* getIntegerAlignment: first spec >= width, else the largest. */
        size_t j = 0;
        while (j < L->n_ints && L->ints[j].bits < ints.v[i])
            j++;
        if (j == L->n_ints)
            j--;
        printf("probe: i%u abi=%u pref=%u\n", ints.v[i], L->ints[j].abi / 8,
               L->ints[j].pref / 8);
    }
    static const struct { const char *name; uint32_t bits; } fl[] = {
        {"half", 16}, {"bfloat", 16}, {"float", 32}, {"double", 64},
        {"x86_fp80", 80}, {"fp128", 128}, {"ppc_fp128", 128}};
    for (size_t i = 0; i < sizeof fl / sizeof fl[0]; i++) {
        const dl_llvm_prim_spec *f = find_exact(L->floats, L->n_floats,
                                                fl[i].bits);
        uint64_t nat = pow2ceil(fl[i].bits / 8);
        printf("probe: %s abi=%llu pref=%llu\n", fl[i].name,
               (unsigned long long)(f ? f->abi / 8 : nat),
               (unsigned long long)(f ? f->pref / 8 : nat));
    }
    for (size_t i = 0; i < vecs.n; i++) {
        const dl_llvm_prim_spec *v = find_exact(L->vectors, L->n_vectors,
                                                vecs.v[i]);
        uint64_t nat = pow2ceil(vecs.v[i] / 8);
        printf("probe: v%u abi=%llu pref=%llu\n", vecs.v[i],
               (unsigned long long)(v ? v->abi / 8 : nat),
               (unsigned long long)(v ? v->pref / 8 : nat));
    }
    for (size_t i = 0; i < ptrs.n; i++) {
        const dl_llvm_ptr_spec *p = &L->ptrs[0]; /* AS 0 fallback */
        for (size_t j = 0; j < L->n_ptrs; j++)
            if (L->ptrs[j].as == ptrs.v[i])
                p = &L->ptrs[j];
        uint64_t abi = p->abi / 8, store = (p->bits + 7) / 8;
        uint64_t alloc = (store + abi - 1) / abi * abi;
        printf("probe: p%u abi=%llu pref=%u alloc=%llu idx=%u\n", ptrs.v[i],
               (unsigned long long)abi, p->pref / 8, (unsigned long long)alloc,
               p->index_bits);
    }
    /* {i8}: max(aggregate alignment, i8's ABI alignment = 1 byte). */
    printf("probe: struct abi=%u pref=%u\n", L->aggr_abi / 8,
           L->aggr_pref / 8);
    printf("probe: P=%u\n", L->program_as);
    free(ints.v);
    free(vecs.v);
    free(ptrs.v);
}

/* ---- -stress mode: bounded-behaviour checks on hostile input (run under
 * ASan/UBSan/LSan).  Returns nonzero on any inconsistency. */

static unsigned long long rng_state = 88172645463325252ull;
static unsigned rnd(unsigned n) {
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return (unsigned)(rng_state % n);
}

/* Invariants of a successful parse, and consistency of the renderers. */
static int check_layout(const char *s, size_t n, const dl_llvm_layout *L) {
    const dl_llvm_prim_spec *lists[3] = {L->ints, L->floats, L->vectors};
    size_t counts[3] = {L->n_ints, L->n_floats, L->n_vectors};
    for (int k = 0; k < 3; k++)
        for (size_t i = 0; i < counts[k]; i++)
            if (lists[k][i].pref < lists[k][i].abi ||
                (i && lists[k][i - 1].bits >= lists[k][i].bits))
                return 1;
    if (!L->n_ptrs || L->ptrs[0].as != 0)
        return 1;
    for (size_t i = 0; i < L->n_ptrs; i++)
        if (L->ptrs[i].pref < L->ptrs[i].abi ||
            L->ptrs[i].index_bits > L->ptrs[i].bits ||
            (i && L->ptrs[i - 1].as >= L->ptrs[i].as))
            return 1;
    size_t need = dl_llvm_dl_mlir_view(s, n, NULL, 0);
    if (need == (size_t)-1)
        return 1;
    char *b = malloc(need + 1), t[8];
    int bad = !b || dl_llvm_dl_mlir_view(s, n, b, need + 1) != need ||
              b[need] != 0 || dl_llvm_dl_mlir_view(s, n, t, sizeof t) != need ||
              memcmp(t, b, need < sizeof t - 1 ? need : sizeof t - 1) != 0;
    free(b);
    need = dl_llvm_layout_dump(L, NULL, 0);
    if (dl_llvm_layout_dump(L, t, sizeof t) != need || memchr(t, 0, sizeof t) == NULL)
        bad = 1;
    return bad;
}

static int check_one(const char *s, size_t n) {
    dl_llvm_layout L;
    char err[256], small[4];
    int rc = dl_llvm_dl_parse(s, n, &L, err, sizeof err);
    if (rc != DL_LLVM_OK && rc != DL_LLVM_EINVAL)
        return 1;
    if (rc == DL_LLVM_EINVAL &&
        (err[0] == 0 || memchr(err, 0, sizeof err) == NULL))
        return 1;
    if (rc == DL_LLVM_OK) {
        int r = check_layout(s, n, &L);
        dl_llvm_layout_free(&L);
        if (r)
            return 1;
    }
    /* Tiny or absent error buffers: same verdict, still NUL-terminated. */
    int rc2 = dl_llvm_dl_parse(s, n, &L, small, sizeof small);
    if (rc2 == DL_LLVM_OK)
        dl_llvm_layout_free(&L);
    if (rc2 != rc || memchr(small, 0, sizeof small) == NULL)
        return 1;
    rc2 = dl_llvm_dl_parse(s, n, &L, NULL, 0);
    if (rc2 == DL_LLVM_OK)
        dl_llvm_layout_free(&L);
    return rc2 != rc;
}

static int stress(unsigned iters) {
    static const char *const pieces[] = {
        "e", "E", "i", "f", "v", "p", "a", "n", "ni", "s", "S", "F", "P", "G",
        "A", "m", ":", "-", "0", "1", "8", "16", "32", "64", "128", "(", ")",
        "x", "u", "z", "99999999999", "16777216", "65536", "\0", "\xff", "i8:8",
        "p1(n):32:32", "pe2:64:64", "ni:1", "m:e", "Fi8", "a:0:64"};
    const size_t np = sizeof pieces / sizeof pieces[0];
    char buf[256];
    int bad = 0;
    for (unsigned it = 0; it < iters; it++) {
        size_t n = 0, k = 1 + rnd(12);
        for (size_t j = 0; j < k; j++) {
            const char *pc = pieces[rnd((unsigned)np)];
            size_t l = pc[0] ? strlen(pc) : 1;
            if (n + l > sizeof buf)
                break;
            memcpy(buf + n, pc, l);
            n += l;
        }
        if (check_one(buf, n) && bad++ < 10)
            fprintf(stderr, "stress: inconsistency on %.*s\n", (int)n, buf);
    }
    /* Large inputs: many specs, long lists, many names; must stay fast. */
    size_t big = 1u << 20;
    char *s = malloc(big + 64);
    if (!s)
        return 1;
    for (int shape = 0; shape < 6; shape++) {
        size_t n = 0;
        unsigned w = 0;
        while (n < big) {
            int k;
            switch (shape) {
            case 0: k = sprintf(s + n, "i%u:8-", 16777215u - w++ % 16777215u); break;
            case 1: k = sprintf(s + n, "p%u(n%u):64:64-", 1 + w % 16777214u, w); w++; break;
            case 2: k = sprintf(s + n, n ? ":%u" : "ni:%u", 1 + (w++ * 7919u) % 16777214u); break;
            case 3: k = sprintf(s + n, n ? ":%u" : "n%u", 1 + w++ % 64); break;
            case 4: k = sprintf(s + n, "v%u:64-f%u:32-", 1 + w, 1 + w); w++; break;
            default: k = sprintf(s + n, "%s", "99999999999999999999"); break;
            }
            n += (size_t)k;
        }
        if (shape == 0 || shape == 1 || shape == 4)
            n--; /* drop the trailing '-' */
        if (check_one(s, n)) {
            fprintf(stderr, "stress: inconsistency on big input shape %d\n", shape);
            bad++;
        }
    }
    free(s);
    return bad;
}

int main(int argc, char **argv) {
    int verbose = 0, probe = 0;
    FILE *in = stdin;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-v") == 0)
            verbose = 1;
        else if (strcmp(argv[i], "-probe") == 0)
            probe = 1;
        else if (strcmp(argv[i], "-stress") == 0)
            return stress(i + 1 < argc ? (unsigned)strtoul(argv[i + 1], NULL, 10) : 200000u);
        else if (!(in = fopen(argv[i], "r"))) {
            perror(argv[i]);
            return 2;
        }
    }
    char *line = NULL;
    size_t cap = 0;
    ssize_t got;
    int status = 0;
    while ((got = getline(&line, &cap, in)) >= 0) {
        size_t n = (size_t)got;
        while (n && (line[n - 1] == '\n' || line[n - 1] == '\r'))
            n--;
        line[n] = 0;
        if (n == 0 || line[0] == '#')
            continue;
        if (strcmp(line, "<empty>") == 0)
            n = 0;
        dl_llvm_layout L;
        char err[512];
        int rc = dl_llvm_dl_parse(line, n, &L, err, sizeof err);
        if (probe) {
            if (rc == DL_LLVM_OK) {
                printf("case: %s\n", line);
                print_probe(&L, line, n);
                dl_llvm_layout_free(&L);
            } else if (rc != DL_LLVM_EINVAL) {
                status = 1;
            }
            continue;
        }
        printf("case: %s\n", line);
        if (rc == DL_LLVM_EINVAL) {
            printf("llvm: error: %s\n", err);
            continue;
        }
        if (rc != DL_LLVM_OK) {
            printf("llvm: internal error: %s\n", err);
            status = 1;
            continue;
        }
        printf("llvm: ok\n");
        char *view = render(dl_llvm_dl_mlir_view, line, n);
        if (view)
            print_prefixed("mlir: ", view);
        else
            status = 1;
        free(view);
        if (verbose) {
            size_t need = dl_llvm_layout_dump(&L, NULL, 0);
            char *d = malloc(need + 1);
            if (d) {
                dl_llvm_layout_dump(&L, d, need + 1);
                print_prefixed("dump: ", d);
                free(d);
            }
        }
        dl_llvm_layout_free(&L);
    }
    free(line);
    if (in != stdin)
        fclose(in);
    return status;
}
