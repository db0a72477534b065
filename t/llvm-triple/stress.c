/* Robustness test for plugins/llvm/triple.c + target_layout.c: random and
 * pathological triples (odd bytes, NULs, many '-', megabyte lengths), every
 * output buffer size from 0 up, NULL arguments.  Meant to run under
 * -fsanitize=address,undefined; checks the API contract:
 *   - results are -1 or the length of a NUL-terminated string that fits,
 *   - error messages are NUL-terminated and fit,
 *   - a layout that fits in a small buffer is the same as in a big one.
 * Deterministic (fixed xorshift seed).  Prints "stress: ok" on success. */
#include "../../plugins/llvm/triple.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static unsigned long long rng = 0x9e3779b97f4a7c15ull;

static unsigned rnd(unsigned n) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return n ? (unsigned)(rng % n) : 0;
}

static const char *const frags[] = {
    "x86_64", "i686", "arm", "armv7", "thumbv7m", "armebv7", "aarch64",
    "aarch64_be", "arm64_32", "arm64e", "mips64el", "mipsn32", "mipsisa64r6",
    "powerpc64", "ppc", "s390x", "riscv32", "riscv64be", "wasm32", "nvptx64",
    "amdgcn", "spirv64", "spirv1.6", "dxil", "dxilv1.3", "bpf", "bpf_be",
    "kalimba5", "hsail", "pc", "apple", "ibm", "amd", "intel", "suse",
    "none", "unknown", "linux", "windows", "win32", "mingw32", "cygwin",
    "macosx10.15", "ios17", "watchos", "aix7.2", "zos", "freebsd13",
    "freebsd12.x", "freebsd4294967296", "emscripten", "uefi", "elfiamcu",
    "shadermodel6.3", "shadermodel6.x", "shadermodel6.99", "gnu", "gnux32",
    "gnuabin32", "gnu_ilp32", "musl", "msvc", "eabi", "androideabi21",
    "elf", "coff", "xcoff", "goff", "macho", "wasm", "spirv", "",
    "-", "--", ".", "v7", "eb", "_be", "\xff", "\x01", "\t", " ",
};
#define NFRAGS (sizeof frags / sizeof frags[0])

static int failures;

static void fail(const char *what, const char *s, size_t n) {
  failures++;
  if (failures <= 10)
    fprintf(stderr, "stress: %s (input %.*s)\n", what, (int)(n > 80 ? 80 : n),
            s);
}

static void check_str(const char *buf, size_t cap, int r, const char *what,
                      const char *s, size_t n) {
  if (cap == 0)
    return;
  if (memchr(buf, '\0', cap) == NULL) {
    fail(what, s, n);
    return;
  }
  /* buf[r] must end it; normalize may copy NUL bytes from the input, so
   * strlen(buf) can be shorter there. */
  if (r >= 0 && ((size_t)r >= cap || buf[r] != '\0' || strlen(buf) > (size_t)r))
    fail(what, s, n);
}

static void exercise(const char *s, size_t n, const char *abi) {
  static char big[1 << 16], small[512], err[256], err2[8];
  dl_triple t;
  size_t cap;
  int rbig, r;

  if (dl_triple_parse(s, n, &t) != 0) {
    fail("parse failed", s, n);
    return;
  }
  if (memchr(t.text, '\0', sizeof t.text) == NULL)
    fail("text not terminated", s, n);
  rbig = dl_triple_data_layout(&t, abi, big, sizeof big, err, sizeof err);
  check_str(big, sizeof big, rbig, "layout", s, n);
  check_str(err, sizeof err, -1, "layout err", s, n);
  for (cap = 1; cap < sizeof small; cap += 1 + rnd(40)) {
    memset(small, 'x', sizeof small);
    r = dl_triple_data_layout(&t, abi, small, cap, err2, sizeof err2);
    check_str(small, cap, r, "small layout", s, n);
    check_str(err2, sizeof err2, -1, "small err", s, n);
    if (small[cap] != 'x')
      fail("layout wrote past buffer", s, n);
    if (r >= 0 && (r != rbig || strcmp(small, big) != 0))
      fail("small layout differs", s, n);
    if (r < 0 && rbig >= 0 && (size_t)rbig < cap)
      fail("layout failed though it fits", s, n);
  }
  /* normalize, then parse and lay out the result */
  r = dl_triple_normalize(s, n, big, sizeof big, err, sizeof err);
  check_str(big, sizeof big, r, "normalize", s, n);
  if (r >= 0) {
    dl_triple t2;
    char lay[2048];
    dl_triple_parse(big, (size_t)r, &t2);
    r = dl_triple_data_layout(&t2, abi, lay, sizeof lay, err, sizeof err);
    check_str(lay, sizeof lay, r, "normalized layout", s, n);
  }
  for (cap = 1; cap < 64; cap += 1 + rnd(8)) {
    memset(small, 'x', sizeof small);
    r = dl_triple_normalize(s, n, small, cap, err2, sizeof err2);
    check_str(small, cap, r, "small normalize", s, n);
    if (small[cap] != 'x')
      fail("normalize wrote past buffer", s, n);
  }
}

int main(void) {
  static const char *const abis[] = {NULL,    "",      "aapcs16", "apcs-gnu",
                                     "n32",   "o32",   "elfv2",   "ilp32e",
                                     "lp64e", "shortptr", "\xff"};
  static char s[1 << 14];
  char *huge;
  size_t i, n, k;
  dl_triple t;
  char buf[64], err[64];

  /* argument checks */
  if (dl_triple_parse(NULL, 0, &t) != 0 || dl_triple_parse("x", 1, NULL) != -1 ||
      dl_triple_parse(NULL, 3, &t) != -1)
    fail("parse argument checks", "", 0);
  dl_triple_parse(NULL, 0, &t);
  if (dl_triple_data_layout(&t, NULL, buf, sizeof buf, err, sizeof err) != -1 ||
      dl_triple_data_layout(NULL, NULL, buf, sizeof buf, err, sizeof err) != -1 ||
      dl_triple_data_layout(&t, NULL, NULL, 0, NULL, 0) != -1 ||
      dl_triple_data_layout(&t, NULL, buf, 0, err, 0) != -1)
    fail("layout argument checks", "", 0);
  if (dl_triple_normalize(NULL, 0, buf, sizeof buf, err, sizeof err) != 7 ||
      strcmp(buf, "unknown") != 0 ||
      dl_triple_normalize("x", 1, NULL, 0, NULL, 0) != -1)
    fail("normalize argument checks", "", 0);

  /* random triples from fragments and bytes */
  for (i = 0; i < 8000; i++) {
    size_t parts = 1 + rnd(8);
    n = 0;
    for (k = 0; k < parts; k++) {
      const char *f = frags[rnd(NFRAGS)];
      size_t l = strlen(f);
      if (rnd(10) == 0) { /* a raw byte, NUL included */
        if (n < sizeof s)
          s[n++] = (char)rnd(256);
        continue;
      }
      if (n + l + 1 >= sizeof s)
        break;
      memcpy(s + n, f, l);
      n += l;
      if (k + 1 < parts)
        s[n++] = '-';
    }
    exercise(s, n, abis[rnd(sizeof abis / sizeof abis[0])]);
  }

  /* pathological sizes */
  n = (size_t)1 << 20;
  huge = malloc(n);
  if (!huge) {
    fprintf(stderr, "stress: out of memory\n");
    return 1;
  }
  memset(huge, '-', n);
  exercise(huge, n, NULL);                  /* a million empty components */
  memset(huge, 'a', n);
  exercise(huge, n, NULL);                  /* one huge component */
  memcpy(huge, "x86_64-", 7);
  exercise(huge, n, NULL);
  for (i = 0; i < n; i++)
    huge[i] = "armv7-eb"[i % 8];
  exercise(huge, n, NULL);
  for (i = 0; i < n; i++)
    huge[i] = (char)(i * 2654435761u >> 13);
  exercise(huge, n, NULL);
  free(huge);

  if (failures) {
    fprintf(stderr, "stress: %d failures\n", failures);
    return 1;
  }
  puts("stress: ok");
  return 0;
}
