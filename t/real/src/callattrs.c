/* Calls as clang -O1/-O2/-Os writes them (issue 26): calls and invokes
 * whose function types carry argument and result attributes, fastcc
 * tail calls, declarations with attributed parameters, and intrinsics
 * printed in generic form that use the entry arguments of different
 * functions under the same names with different types (%arg1 is a
 * pointer in dup, an integer in lz and grow).  Compiled with -fexceptions
 * so that a cleanup makes llvm.invoke and llvm.landingpad.
 * Freestanding: no #include. */
typedef unsigned long size_t;
void *malloc(size_t n) __attribute__((malloc));
void free(void *p);
void release(char **p);
void work(char *p, long n);

__attribute__((noinline)) static void *xmalloc(size_t n)
{
    void *p = malloc(n);
    if (!p)
        __builtin_trap();
    return p;
}

/* %arg1: !llvm.ptr, used by "llvm.intr.memcpy" */
__attribute__((noinline)) char *dup(size_t pad, const char *s, size_t n)
{
    char *d = xmalloc(n + pad);
    __builtin_memcpy(d, s, n);
    return d;
}

/* %arg1: i32, used by "llvm.intr.ctlz" */
__attribute__((noinline)) int lz(int pad, unsigned x)
{
    return __builtin_clz(x) + pad;
}

/* %arg1: i64, used by "llvm.intr.memset" */
__attribute__((noinline)) void grow(char *d, size_t n)
{
    __builtin_memset(d, 0, n);
}

__attribute__((nonnull(1), noinline)) static size_t len(const char *s)
{
    size_t n = 0;
    while (s[n])
        n++;
    return n;
}

__attribute__((returns_nonnull, noinline)) static char *copy(const char *s)
{
    size_t n = len(s) + 1;
    return dup(0, s, n);
}

int use(char *buf, long n)
{
    __attribute__((cleanup(release))) char *p = copy(buf);
    work(p, n);
    grow(p, (size_t)n);
    return lz(1, (unsigned)n);
}

void done(char *p) { free(p); }
