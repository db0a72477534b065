/* random.c - random C records (gen.py, seed 1227; do not edit).
 * Freestanding: no #include. */
typedef int v4si __attribute__((vector_size(16)));
typedef float v2sf __attribute__((vector_size(8)));
typedef char v8qi __attribute__((vector_size(8)));
typedef double v2df __attribute__((vector_size(16)));
struct r0 { unsigned char m0 : 3; };
struct r0 g_r0;
struct r1 { long long m0; long long m1; long m2[3]; };
struct r1 g_r1;
struct r2 { long double m0; };
struct r2 g_r2;
struct r3 { double m0[4]; _Alignas(8) char m1; long long m2; long m3; struct r1 m4; float m5[2]; };
struct r3 g_r3;
struct r4 { char m0; };
struct r4 g_r4;
struct r5 { unsigned short : 0; void * m1; struct r3 m2; long m3[2]; int (*m4)(int); };
struct r5 g_r5;
struct r6 { int m0; long long m1[1]; };
struct r6 g_r6;
struct r7 { unsigned char m0[1]; struct r5 m1; short m2; };
struct r7 g_r7;
union r8 { long long m0; long m1[1]; long m2; _Bool m3; v2df m4; };
union r8 g_r8;
#pragma pack(push, 1)
struct r9 { char m0; int (*m1)(int); void * m2; float m3; struct r4 m4; };
#pragma pack(pop)
struct r9 g_r9;
struct r10 { struct r4 m0; void * m1; int m2 : 3; v8qi m3; };
struct r10 g_r10;
struct __attribute__((packed)) r11 { int m0; };
struct r11 g_r11;
struct __attribute__((aligned(4))) r12 { v2df m0; };
struct r12 g_r12;
struct r13 { long long m0; char m1; struct r4 m2; struct r9 m3; };
struct r13 g_r13;
struct r14 { double m0; v4si m1; int (*m2)(int); };
struct r14 g_r14;
struct r15 { struct r10 m0; char m1; };
struct r15 g_r15;
struct r16 { short m0[1]; unsigned char m1 : 8; unsigned char m2 : 8; int (*m3)(int); };
struct r16 g_r16;
struct r17 { unsigned char m0[4]; v8qi m1; unsigned char : 0; float m3; struct r3 m4; };
struct r17 g_r17;
struct r18 { short m0; long long m1[1]; int m2 : 15; v8qi m3; unsigned char m4; long m5[4]; };
struct r18 g_r18;
struct __attribute__((aligned(8))) r19 { long long m0[3]; };
struct r19 g_r19;
union __attribute__((aligned(32))) r20 { struct r19 m0; long m1; struct r15 m2; unsigned m3 : 12; long m4; float m5; };
union r20 g_r20;
#pragma pack(push, 1)
struct r21 { short m0[4]; };
#pragma pack(pop)
struct r21 g_r21;
struct r22 { int m0 : 7; struct r6 m1; };
struct r22 g_r22;
struct r23 { _Bool m0[1]; };
struct r23 g_r23;
struct r24 { struct r11 m0; double m1; float m2; };
struct r24 g_r24;
struct r25 { int (*m0)(int); long m1; double m2; float m3; v4si m4; int m5 : 12; };
struct r25 g_r25;
struct r26 { long m0; v4si m1; v2df m2; struct r18 m3; long double m4; };
struct r26 g_r26;
struct r27 { v8qi m0; struct r19 m1; _Alignas(2) char m2; long m3; void * m4[3]; };
struct r27 g_r27;
struct r28 { int (*m0)(int); struct r10 m1; struct r18 m2; };
struct r28 g_r28;
struct r29 { long double m0[2]; _Alignas(8) long long m1; int m2 : 15; _Bool m3; float m4[1]; };
struct r29 g_r29;
struct r30 { _Alignas(8) char m0; long double m1[3]; unsigned char m2; unsigned char m3; long double m4; void * m5; };
struct r30 g_r30;
#pragma pack(push, 4)
struct r31 { v8qi m0; unsigned char m1 : 1; struct r19 m2; struct r22 m3; short m4; };
#pragma pack(pop)
struct r31 g_r31;
struct r32 { v8qi m0; long long m1[4]; unsigned char m2; float m3[1]; float m4; struct r9 m5; };
struct r32 g_r32;
struct r33 { double m0; v2sf m1; double m2; int m3 : 7; v2sf m4; v2df m5; };
struct r33 g_r33;
struct r34 { unsigned m0 : 5; char m1[1]; unsigned char m2; };
struct r34 g_r34;
struct r35 { _Alignas(16) float m0; float m1[2]; struct r28 m2; short m3; };
struct r35 g_r35;
