/* t/pahole/structs.c - C records without bit-fields or unions, whose
 * members are LLVM's members one for one: pahole's totals and offsets are
 * comparable with `dlti layout --rules=llvm --fields` (t1270). */
typedef int v4si __attribute__((vector_size(16)));
typedef float v2sf __attribute__((vector_size(8)));
struct ld_mid { char c; long double d; short s; };
struct ld_end { char c; long double d; char e; };
struct mixed { char a; int b; char c; double d; short e; };
struct ptrs { char c; void *p; char d; int (*f)(int); };
struct arr { char c; int a[3]; char d; };
struct inner { char c; int i; };
struct nest { char a; struct inner in; char b; struct inner arr[2]; };
struct vec { char c; v4si v; char d; v2sf w; };
struct __attribute__((packed)) pk { char c; int i; long double d; };
struct aligned { char c; int i __attribute__((aligned(16))); char d; };
struct i128 { char c; __int128 x; short s; };
struct tail { long l; char c; };
struct ldarr { char c; long double a[2]; char d; };
struct fl16 { char c; _Float16 h; double d; float f; };
struct big { char c[70]; long l; char d; };
struct ld_mid g1; struct ld_end g2; struct mixed g3; struct ptrs g4;
struct arr g5; struct nest g6; struct vec g7; struct pk g8;
struct aligned g9; struct i128 g10; struct tail g11; struct ldarr g12;
struct fl16 g13; struct big g14;
