/* Freestanding C structs for layout reference data (issue 17, --rules=llvm).
 * No #include: builds for any --target without libc headers.
 * Every struct is used by a global (g_NAME) so that clang emits its LLVM
 * type (%struct.NAME) and mlir-translate-22 --import-llvm imports it as
 * !llvm.struct<"struct.NAME", ...>.  Optional types are guarded by the
 * predefined macros clang sets when the target has them. */

typedef __SIZE_TYPE__ size_t;

/* --- scalars, one per struct, after a char (shows the member's alignment) */
struct c_char     { char c; char m; };
struct c_short    { char c; short m; };
struct c_int      { char c; int m; };
struct c_long     { char c; long m; };
struct c_llong    { char c; long long m; };
struct c_float    { char c; float m; };
struct c_double   { char c; double m; };
struct c_ldouble  { char c; long double m; };
struct c_ptr      { char c; void *m; };
struct c_fptr     { char c; void (*m)(void); };
struct c_size     { char c; size_t m; };
#ifdef __SIZEOF_INT128__
struct c_int128   { char c; __int128 m; };
#endif
#ifdef __FLT16_MAX__
struct c_f16      { char c; _Float16 m; };
#endif

/* --- the issue-17 case: MLIR steps by size, LLVM by alloc size */
struct ld_mid     { char c; long double d; short s; };
struct ld_arr     { long double a[2]; char c; };
struct ld_last    { int i; long double d; };

/* --- mixed */
struct mixed      { char c; short s; int i; long long ll; float f; double d; void *p; };
struct tail_pad   { long long ll; char c; };
struct reorder    { char a; double b; char c; int d; char e; };
struct ptrs       { int *ip; char *cp; struct mixed *sp; char c; };

/* --- nesting */
struct inner      { char c; int i; };
struct outer      { char c; struct inner in; short s; struct inner arr[3]; char z; };
struct deep       { struct outer o; char c; struct tail_pad t; };

/* --- arrays */
struct arrs       { char c3[3]; short s5[5]; int i2[2]; double d1[1]; char z; };
struct arr2d      { char c; int m[3][2]; char z; };
struct flex       { int n; char c; double data[]; };

/* --- unions (LLVM lowers a union to its best member plus padding) */
union  u_basic    { char c; int i; double d; };
union  u_arr      { char c[13]; int i; };
struct with_union { char c; union u_basic u; short s; };
union  u_struct   { struct inner in; long long ll; char c[9]; };

/* --- vectors */
typedef int   v2i  __attribute__((vector_size(8)));
typedef float v4f  __attribute__((vector_size(16)));
typedef double v4d __attribute__((vector_size(32)));
typedef char  v16c __attribute__((vector_size(16)));
typedef float f3   __attribute__((ext_vector_type(3)));
struct vecs       { char c; v2i a; char d; v4f b; char e; v16c f; };
struct vec_wide   { char c; v4d v; };
struct vec3       { char c; f3 v; char z; };
struct vec3_arr   { f3 v[2]; char z; };

/* --- packed and explicit alignment */
struct __attribute__((packed)) packed1  { char c; int i; double d; short s; };
struct __attribute__((packed, aligned(4))) packed4 { char c; int i; short s; };
struct packed_in  { char c; struct packed1 p; char z; };
#pragma pack(push, 2)
struct pragma2    { char c; int i; double d; char z; };
#pragma pack(pop)
struct alignas16  { char c; _Alignas(16) char a; int i; };
struct alignas_st { char c; _Alignas(32) int x; };
struct __attribute__((aligned(64))) cacheline { int i; char c; };
struct over_align { char c; struct cacheline cl; };
struct mem_aligned { char c; int i __attribute__((aligned(8))); short s __attribute__((packed)); };

/* --- bit-fields (LLVM lowers runs of bit-fields to integer/byte storage) */
struct bf_basic   { unsigned a : 3; unsigned b : 5; unsigned c : 7; };
struct bf_mixed   { char c; int a : 4; int b : 12; short s; unsigned long long x : 33; char z; };
struct bf_zero    { char c; int a : 3; int : 0; int b : 2; char z; };
struct bf_wide    { unsigned long long a : 40; unsigned long long b : 24; char c; };
struct bf_packed  { char c; unsigned a : 9; unsigned b : 9; } __attribute__((packed));

/* --- _BitInt, where the target has it: i24-like members (clang stores
 * _BitInt(24) as i32 in memory; m68k, avr and msp430 define
 * __BITINT_MAXWIDTH__ but refuse _BitInt) */
#if defined(__BITINT_MAXWIDTH__) && !defined(__m68k__) && !defined(__AVR__) && !defined(__MSP430__)
struct bitint     { char c; _BitInt(24) a; char d; _BitInt(40) b; char e; _BitInt(7) f; };
struct bitint_arr { _BitInt(24) a[3]; char z; };
#endif

/* --- globals that make clang emit every type */
struct c_char g_c_char; struct c_short g_c_short; struct c_int g_c_int;
struct c_long g_c_long; struct c_llong g_c_llong; struct c_float g_c_float;
struct c_double g_c_double; struct c_ldouble g_c_ldouble; struct c_ptr g_c_ptr;
struct c_fptr g_c_fptr; struct c_size g_c_size;
#ifdef __SIZEOF_INT128__
struct c_int128 g_c_int128;
#endif
#ifdef __FLT16_MAX__
struct c_f16 g_c_f16;
#endif
struct ld_mid g_ld_mid; struct ld_arr g_ld_arr; struct ld_last g_ld_last;
struct mixed g_mixed; struct tail_pad g_tail_pad; struct reorder g_reorder;
struct ptrs g_ptrs; struct inner g_inner; struct outer g_outer; struct deep g_deep;
struct arrs g_arrs; struct arr2d g_arr2d; struct flex g_flex;
union u_basic g_u_basic; union u_arr g_u_arr; struct with_union g_with_union;
union u_struct g_u_struct;
struct vecs g_vecs; struct vec_wide g_vec_wide; struct vec3 g_vec3; struct vec3_arr g_vec3_arr;
struct packed1 g_packed1; struct packed4 g_packed4; struct packed_in g_packed_in;
struct pragma2 g_pragma2; struct alignas16 g_alignas16; struct alignas_st g_alignas_st;
struct cacheline g_cacheline; struct over_align g_over_align; struct mem_aligned g_mem_aligned;
struct bf_basic g_bf_basic; struct bf_mixed g_bf_mixed; struct bf_zero g_bf_zero;
struct bf_wide g_bf_wide; struct bf_packed g_bf_packed;
#if defined(__BITINT_MAXWIDTH__) && !defined(__m68k__) && !defined(__AVR__) && !defined(__MSP430__)
struct bitint g_bitint; struct bitint_arr g_bitint_arr;
#endif
