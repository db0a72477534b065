/* A run of zero-size elements (issue 26): `dlti layout --fields --depth=2`
 * shows the array's 100000000 elements as a run, in bounded time and
 * memory.  empty.mlir: clang-22 -S -emit-llvm -w empty.c, imported by
 * mlir-translate-22 --import-llvm.  clang's layout, checked here: */
struct empty {};
struct h { int n; struct empty t[100000000]; long tail; };
struct h x;
_Static_assert(sizeof(struct h) == 16, "sizeof");
_Static_assert(__builtin_offsetof(struct h, t) == 4, "offsetof t");
_Static_assert(__builtin_offsetof(struct h, tail) == 8, "offsetof tail");
_Static_assert(sizeof(struct empty) == 0, "sizeof empty");
