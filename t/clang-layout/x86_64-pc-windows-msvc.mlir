module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<270> = dense<32> : vector<4xi64>, !llvm.ptr<271> = dense<32> : vector<4xi64>, !llvm.ptr<272> = dense<64> : vector<4xi64>, i64 = dense<64> : vector<2xi64>, i128 = dense<128> : vector<2xi64>, f80 = dense<128> : vector<2xi64>, !llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little", "dlti.mangling_mode" = "w", "dlti.legal_int_widths" = array<i32: 8, 16, 32, 64>, "dlti.stack_alignment" = 128 : i64>, llvm.ident = "Debian clang version 22.1.8 (1~deb12u1)", llvm.module_asm = [], llvm.target_triple = "x86_64-pc-windows-msvc19.33.0"} {
  llvm.mlir.global external @g_c_char() {addr_space = 0 : i32, alignment = 1 : i64, dso_local} : !llvm.struct<"struct.c_char", (i8, i8)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.zero : !llvm.struct<"struct.c_char", (i8, i8)>
    llvm.return %1 : !llvm.struct<"struct.c_char", (i8, i8)>
  }
  llvm.mlir.global external @g_c_short() {addr_space = 0 : i32, alignment = 2 : i64, dso_local} : !llvm.struct<"struct.c_short", (i8, i16)> {
    %0 = llvm.mlir.constant(0 : i16) : i16
    %1 = llvm.mlir.constant(0 : i8) : i8
    %2 = llvm.mlir.zero : !llvm.struct<"struct.c_short", (i8, i16)>
    llvm.return %2 : !llvm.struct<"struct.c_short", (i8, i16)>
  }
  llvm.mlir.global external @g_c_int() {addr_space = 0 : i32, alignment = 4 : i64, dso_local} : !llvm.struct<"struct.c_int", (i8, i32)> {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(0 : i8) : i8
    %2 = llvm.mlir.zero : !llvm.struct<"struct.c_int", (i8, i32)>
    llvm.return %2 : !llvm.struct<"struct.c_int", (i8, i32)>
  }
  llvm.mlir.global external @g_c_long() {addr_space = 0 : i32, alignment = 4 : i64, dso_local} : !llvm.struct<"struct.c_long", (i8, i32)> {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(0 : i8) : i8
    %2 = llvm.mlir.zero : !llvm.struct<"struct.c_long", (i8, i32)>
    llvm.return %2 : !llvm.struct<"struct.c_long", (i8, i32)>
  }
  llvm.mlir.global external @g_c_llong() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.c_llong", (i8, i64)> {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(0 : i8) : i8
    %2 = llvm.mlir.zero : !llvm.struct<"struct.c_llong", (i8, i64)>
    llvm.return %2 : !llvm.struct<"struct.c_llong", (i8, i64)>
  }
  llvm.mlir.global external @g_c_float() {addr_space = 0 : i32, alignment = 4 : i64, dso_local} : !llvm.struct<"struct.c_float", (i8, f32)> {
    %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %1 = llvm.mlir.constant(0 : i8) : i8
    %2 = llvm.mlir.zero : !llvm.struct<"struct.c_float", (i8, f32)>
    llvm.return %2 : !llvm.struct<"struct.c_float", (i8, f32)>
  }
  llvm.mlir.global external @g_c_double() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.c_double", (i8, f64)> {
    %0 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %1 = llvm.mlir.constant(0 : i8) : i8
    %2 = llvm.mlir.zero : !llvm.struct<"struct.c_double", (i8, f64)>
    llvm.return %2 : !llvm.struct<"struct.c_double", (i8, f64)>
  }
  llvm.mlir.global external @g_c_ldouble() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.c_ldouble", (i8, f64)> {
    %0 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %1 = llvm.mlir.constant(0 : i8) : i8
    %2 = llvm.mlir.zero : !llvm.struct<"struct.c_ldouble", (i8, f64)>
    llvm.return %2 : !llvm.struct<"struct.c_ldouble", (i8, f64)>
  }
  llvm.mlir.global external @g_c_ptr() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.c_ptr", (i8, ptr)> {
    %0 = llvm.mlir.zero : !llvm.ptr
    %1 = llvm.mlir.constant(0 : i8) : i8
    %2 = llvm.mlir.zero : !llvm.struct<"struct.c_ptr", (i8, ptr)>
    llvm.return %2 : !llvm.struct<"struct.c_ptr", (i8, ptr)>
  }
  llvm.mlir.global external @g_c_fptr() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.c_fptr", (i8, ptr)> {
    %0 = llvm.mlir.zero : !llvm.ptr
    %1 = llvm.mlir.constant(0 : i8) : i8
    %2 = llvm.mlir.zero : !llvm.struct<"struct.c_fptr", (i8, ptr)>
    llvm.return %2 : !llvm.struct<"struct.c_fptr", (i8, ptr)>
  }
  llvm.mlir.global external @g_c_size() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.c_size", (i8, i64)> {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(0 : i8) : i8
    %2 = llvm.mlir.zero : !llvm.struct<"struct.c_size", (i8, i64)>
    llvm.return %2 : !llvm.struct<"struct.c_size", (i8, i64)>
  }
  llvm.mlir.global external @g_c_int128() {addr_space = 0 : i32, alignment = 16 : i64, dso_local} : !llvm.struct<"struct.c_int128", (i8, i128)> {
    %0 = llvm.mlir.constant(0 : i128) : i128
    %1 = llvm.mlir.constant(0 : i8) : i8
    %2 = llvm.mlir.zero : !llvm.struct<"struct.c_int128", (i8, i128)>
    llvm.return %2 : !llvm.struct<"struct.c_int128", (i8, i128)>
  }
  llvm.mlir.global external @g_c_f16() {addr_space = 0 : i32, alignment = 2 : i64, dso_local} : !llvm.struct<"struct.c_f16", (i8, f16)> {
    %0 = llvm.mlir.constant(0.000000e+00 : f16) : f16
    %1 = llvm.mlir.constant(0 : i8) : i8
    %2 = llvm.mlir.zero : !llvm.struct<"struct.c_f16", (i8, f16)>
    llvm.return %2 : !llvm.struct<"struct.c_f16", (i8, f16)>
  }
  llvm.mlir.global external @g_ld_mid() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.ld_mid", (i8, f64, i16)> {
    %0 = llvm.mlir.constant(0 : i16) : i16
    %1 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %2 = llvm.mlir.constant(0 : i8) : i8
    %3 = llvm.mlir.zero : !llvm.struct<"struct.ld_mid", (i8, f64, i16)>
    llvm.return %3 : !llvm.struct<"struct.ld_mid", (i8, f64, i16)>
  }
  llvm.mlir.global external @g_ld_arr() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.ld_arr", (array<2 x f64>, i8)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %2 = llvm.mlir.constant(dense<0.000000e+00> : tensor<2xf64>) : !llvm.array<2 x f64>
    %3 = llvm.mlir.zero : !llvm.struct<"struct.ld_arr", (array<2 x f64>, i8)>
    llvm.return %3 : !llvm.struct<"struct.ld_arr", (array<2 x f64>, i8)>
  }
  llvm.mlir.global external @g_ld_last() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.ld_last", (i32, f64)> {
    %0 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.zero : !llvm.struct<"struct.ld_last", (i32, f64)>
    llvm.return %2 : !llvm.struct<"struct.ld_last", (i32, f64)>
  }
  llvm.mlir.global external @g_mixed() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.mixed", (i8, i16, i32, i64, f32, f64, ptr)> {
    %0 = llvm.mlir.zero : !llvm.ptr
    %1 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %2 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %3 = llvm.mlir.constant(0 : i64) : i64
    %4 = llvm.mlir.constant(0 : i32) : i32
    %5 = llvm.mlir.constant(0 : i16) : i16
    %6 = llvm.mlir.constant(0 : i8) : i8
    %7 = llvm.mlir.zero : !llvm.struct<"struct.mixed", (i8, i16, i32, i64, f32, f64, ptr)>
    llvm.return %7 : !llvm.struct<"struct.mixed", (i8, i16, i32, i64, f32, f64, ptr)>
  }
  llvm.mlir.global external @g_tail_pad() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.tail_pad", (i64, i8)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.mlir.zero : !llvm.struct<"struct.tail_pad", (i64, i8)>
    llvm.return %2 : !llvm.struct<"struct.tail_pad", (i64, i8)>
  }
  llvm.mlir.global external @g_reorder() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.reorder", (i8, f64, i8, i32, i8)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %3 = llvm.mlir.zero : !llvm.struct<"struct.reorder", (i8, f64, i8, i32, i8)>
    llvm.return %3 : !llvm.struct<"struct.reorder", (i8, f64, i8, i32, i8)>
  }
  llvm.mlir.global external @g_ptrs() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.ptrs", (ptr, ptr, ptr, i8)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.zero : !llvm.ptr
    %2 = llvm.mlir.zero : !llvm.struct<"struct.ptrs", (ptr, ptr, ptr, i8)>
    llvm.return %2 : !llvm.struct<"struct.ptrs", (ptr, ptr, ptr, i8)>
  }
  llvm.mlir.global external @g_inner() {addr_space = 0 : i32, alignment = 4 : i64, dso_local} : !llvm.struct<"struct.inner", (i8, i32)> {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(0 : i8) : i8
    %2 = llvm.mlir.zero : !llvm.struct<"struct.inner", (i8, i32)>
    llvm.return %2 : !llvm.struct<"struct.inner", (i8, i32)>
  }
  llvm.mlir.global external @g_outer() {addr_space = 0 : i32, alignment = 4 : i64, dso_local} : !llvm.struct<"struct.outer", (i8, struct<"struct.inner", (i8, i32)>, i16, array<3 x struct<"struct.inner", (i8, i32)>>, i8)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.zero : !llvm.struct<"struct.inner", (i8, i32)>
    %3 = llvm.mlir.zero : !llvm.array<3 x struct<"struct.inner", (i8, i32)>>
    %4 = llvm.mlir.constant(0 : i16) : i16
    %5 = llvm.mlir.zero : !llvm.struct<"struct.outer", (i8, struct<"struct.inner", (i8, i32)>, i16, array<3 x struct<"struct.inner", (i8, i32)>>, i8)>
    llvm.return %5 : !llvm.struct<"struct.outer", (i8, struct<"struct.inner", (i8, i32)>, i16, array<3 x struct<"struct.inner", (i8, i32)>>, i8)>
  }
  llvm.mlir.global external @g_deep() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.deep", (struct<"struct.outer", (i8, struct<"struct.inner", (i8, i32)>, i16, array<3 x struct<"struct.inner", (i8, i32)>>, i8)>, i8, struct<"struct.tail_pad", (i64, i8)>)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.mlir.zero : !llvm.struct<"struct.tail_pad", (i64, i8)>
    %3 = llvm.mlir.constant(0 : i32) : i32
    %4 = llvm.mlir.zero : !llvm.struct<"struct.inner", (i8, i32)>
    %5 = llvm.mlir.zero : !llvm.array<3 x struct<"struct.inner", (i8, i32)>>
    %6 = llvm.mlir.constant(0 : i16) : i16
    %7 = llvm.mlir.zero : !llvm.struct<"struct.outer", (i8, struct<"struct.inner", (i8, i32)>, i16, array<3 x struct<"struct.inner", (i8, i32)>>, i8)>
    %8 = llvm.mlir.zero : !llvm.struct<"struct.deep", (struct<"struct.outer", (i8, struct<"struct.inner", (i8, i32)>, i16, array<3 x struct<"struct.inner", (i8, i32)>>, i8)>, i8, struct<"struct.tail_pad", (i64, i8)>)>
    llvm.return %8 : !llvm.struct<"struct.deep", (struct<"struct.outer", (i8, struct<"struct.inner", (i8, i32)>, i16, array<3 x struct<"struct.inner", (i8, i32)>>, i8)>, i8, struct<"struct.tail_pad", (i64, i8)>)>
  }
  llvm.mlir.global external @g_arrs() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.arrs", (array<3 x i8>, array<5 x i16>, array<2 x i32>, array<1 x f64>, i8)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %2 = llvm.mlir.constant(dense<0.000000e+00> : tensor<1xf64>) : !llvm.array<1 x f64>
    %3 = llvm.mlir.constant(0 : i32) : i32
    %4 = llvm.mlir.constant(dense<0> : tensor<2xi32>) : !llvm.array<2 x i32>
    %5 = llvm.mlir.constant(0 : i16) : i16
    %6 = llvm.mlir.constant(dense<0> : tensor<5xi16>) : !llvm.array<5 x i16>
    %7 = llvm.mlir.constant(dense<0> : tensor<3xi8>) : !llvm.array<3 x i8>
    %8 = llvm.mlir.zero : !llvm.struct<"struct.arrs", (array<3 x i8>, array<5 x i16>, array<2 x i32>, array<1 x f64>, i8)>
    llvm.return %8 : !llvm.struct<"struct.arrs", (array<3 x i8>, array<5 x i16>, array<2 x i32>, array<1 x f64>, i8)>
  }
  llvm.mlir.global external @g_arr2d() {addr_space = 0 : i32, alignment = 4 : i64, dso_local} : !llvm.struct<"struct.arr2d", (i8, array<3 x array<2 x i32>>, i8)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(dense<0> : tensor<2xi32>) : !llvm.array<2 x i32>
    %3 = llvm.mlir.constant(dense<0> : tensor<3x2xi32>) : !llvm.array<3 x array<2 x i32>>
    %4 = llvm.mlir.zero : !llvm.struct<"struct.arr2d", (i8, array<3 x array<2 x i32>>, i8)>
    llvm.return %4 : !llvm.struct<"struct.arr2d", (i8, array<3 x array<2 x i32>>, i8)>
  }
  llvm.mlir.global external @g_flex() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.flex", (i32, i8, array<0 x f64>)> {
    %0 = llvm.mlir.constant(dense<0.000000e+00> : tensor<0xf64>) : !llvm.array<0 x f64>
    %1 = llvm.mlir.constant(0 : i8) : i8
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.zero : !llvm.struct<"struct.flex", (i32, i8, array<0 x f64>)>
    llvm.return %3 : !llvm.struct<"struct.flex", (i32, i8, array<0 x f64>)>
  }
  llvm.mlir.global external @g_u_basic() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"union.u_basic", (f64)> {
    %0 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %1 = llvm.mlir.zero : !llvm.struct<"union.u_basic", (f64)>
    llvm.return %1 : !llvm.struct<"union.u_basic", (f64)>
  }
  llvm.mlir.global external @g_u_arr() {addr_space = 0 : i32, alignment = 4 : i64, dso_local} : !llvm.struct<"union.u_arr", (i32, array<12 x i8>)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(dense<0> : tensor<12xi8>) : !llvm.array<12 x i8>
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.zero : !llvm.struct<"union.u_arr", (i32, array<12 x i8>)>
    llvm.return %3 : !llvm.struct<"union.u_arr", (i32, array<12 x i8>)>
  }
  llvm.mlir.global external @g_with_union() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.with_union", (i8, struct<"union.u_basic", (f64)>, i16)> {
    %0 = llvm.mlir.constant(0 : i16) : i16
    %1 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %2 = llvm.mlir.zero : !llvm.struct<"union.u_basic", (f64)>
    %3 = llvm.mlir.constant(0 : i8) : i8
    %4 = llvm.mlir.zero : !llvm.struct<"struct.with_union", (i8, struct<"union.u_basic", (f64)>, i16)>
    llvm.return %4 : !llvm.struct<"struct.with_union", (i8, struct<"union.u_basic", (f64)>, i16)>
  }
  llvm.mlir.global external @g_u_struct() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"union.u_struct", (i64, array<8 x i8>)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(dense<0> : tensor<8xi8>) : !llvm.array<8 x i8>
    %2 = llvm.mlir.constant(0 : i64) : i64
    %3 = llvm.mlir.zero : !llvm.struct<"union.u_struct", (i64, array<8 x i8>)>
    llvm.return %3 : !llvm.struct<"union.u_struct", (i64, array<8 x i8>)>
  }
  llvm.mlir.global external @g_vecs() {addr_space = 0 : i32, alignment = 16 : i64, dso_local} : !llvm.struct<"struct.vecs", (i8, vector<2xi32>, i8, vector<4xf32>, i8, vector<16xi8>)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(dense<0> : vector<16xi8>) : vector<16xi8>
    %2 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %3 = llvm.mlir.constant(dense<0.000000e+00> : vector<4xf32>) : vector<4xf32>
    %4 = llvm.mlir.constant(0 : i32) : i32
    %5 = llvm.mlir.constant(dense<0> : vector<2xi32>) : vector<2xi32>
    %6 = llvm.mlir.zero : !llvm.struct<"struct.vecs", (i8, vector<2xi32>, i8, vector<4xf32>, i8, vector<16xi8>)>
    llvm.return %6 : !llvm.struct<"struct.vecs", (i8, vector<2xi32>, i8, vector<4xf32>, i8, vector<16xi8>)>
  }
  llvm.mlir.global external @g_vec_wide() {addr_space = 0 : i32, alignment = 32 : i64, dso_local} : !llvm.struct<"struct.vec_wide", (i8, vector<4xf64>)> {
    %0 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %1 = llvm.mlir.constant(dense<0.000000e+00> : vector<4xf64>) : vector<4xf64>
    %2 = llvm.mlir.constant(0 : i8) : i8
    %3 = llvm.mlir.zero : !llvm.struct<"struct.vec_wide", (i8, vector<4xf64>)>
    llvm.return %3 : !llvm.struct<"struct.vec_wide", (i8, vector<4xf64>)>
  }
  llvm.mlir.global external @g_vec3() {addr_space = 0 : i32, alignment = 16 : i64, dso_local} : !llvm.struct<"struct.vec3", (i8, vector<3xf32>, i8)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %2 = llvm.mlir.constant(dense<0.000000e+00> : vector<3xf32>) : vector<3xf32>
    %3 = llvm.mlir.zero : !llvm.struct<"struct.vec3", (i8, vector<3xf32>, i8)>
    llvm.return %3 : !llvm.struct<"struct.vec3", (i8, vector<3xf32>, i8)>
  }
  llvm.mlir.global external @g_vec3_arr() {addr_space = 0 : i32, alignment = 16 : i64, dso_local} : !llvm.struct<"struct.vec3_arr", (array<2 x vector<3xf32>>, i8)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %2 = llvm.mlir.constant(dense<0.000000e+00> : vector<3xf32>) : vector<3xf32>
    %3 = llvm.mlir.constant(dense<0.000000e+00> : vector<2x3xf32>) : !llvm.array<2 x vector<3xf32>>
    %4 = llvm.mlir.zero : !llvm.struct<"struct.vec3_arr", (array<2 x vector<3xf32>>, i8)>
    llvm.return %4 : !llvm.struct<"struct.vec3_arr", (array<2 x vector<3xf32>>, i8)>
  }
  llvm.mlir.global external @g_packed1() {addr_space = 0 : i32, alignment = 1 : i64, dso_local} : !llvm.struct<"struct.packed1", packed (i8, i32, f64, i16)> {
    %0 = llvm.mlir.constant(0 : i16) : i16
    %1 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.constant(0 : i8) : i8
    %4 = llvm.mlir.zero : !llvm.struct<"struct.packed1", packed (i8, i32, f64, i16)>
    llvm.return %4 : !llvm.struct<"struct.packed1", packed (i8, i32, f64, i16)>
  }
  llvm.mlir.global external @g_packed4() {addr_space = 0 : i32, alignment = 4 : i64, dso_local} : !llvm.struct<"struct.packed4", packed (i8, i32, i16, i8)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(0 : i16) : i16
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.zero : !llvm.struct<"struct.packed4", packed (i8, i32, i16, i8)>
    llvm.return %3 : !llvm.struct<"struct.packed4", packed (i8, i32, i16, i8)>
  }
  llvm.mlir.global external @g_packed_in() {addr_space = 0 : i32, alignment = 1 : i64, dso_local} : !llvm.struct<"struct.packed_in", (i8, struct<"struct.packed1", packed (i8, i32, f64, i16)>, i8)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(0 : i16) : i16
    %2 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %3 = llvm.mlir.constant(0 : i32) : i32
    %4 = llvm.mlir.zero : !llvm.struct<"struct.packed1", packed (i8, i32, f64, i16)>
    %5 = llvm.mlir.zero : !llvm.struct<"struct.packed_in", (i8, struct<"struct.packed1", packed (i8, i32, f64, i16)>, i8)>
    llvm.return %5 : !llvm.struct<"struct.packed_in", (i8, struct<"struct.packed1", packed (i8, i32, f64, i16)>, i8)>
  }
  llvm.mlir.global external @g_pragma2() {addr_space = 0 : i32, alignment = 2 : i64, dso_local} : !llvm.struct<"struct.pragma2", packed (i8, i8, i32, f64, i8, i8)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.zero : !llvm.struct<"struct.pragma2", packed (i8, i8, i32, f64, i8, i8)>
    llvm.return %3 : !llvm.struct<"struct.pragma2", packed (i8, i8, i32, f64, i8, i8)>
  }
  llvm.mlir.global external @g_alignas16() {addr_space = 0 : i32, alignment = 16 : i64, dso_local} : !llvm.struct<"struct.alignas16", (i8, array<15 x i8>, i8, i32, array<8 x i8>)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(dense<0> : tensor<8xi8>) : !llvm.array<8 x i8>
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.constant(dense<0> : tensor<15xi8>) : !llvm.array<15 x i8>
    %4 = llvm.mlir.zero : !llvm.struct<"struct.alignas16", (i8, array<15 x i8>, i8, i32, array<8 x i8>)>
    llvm.return %4 : !llvm.struct<"struct.alignas16", (i8, array<15 x i8>, i8, i32, array<8 x i8>)>
  }
  llvm.mlir.global external @g_alignas_st() {addr_space = 0 : i32, alignment = 32 : i64, dso_local} : !llvm.struct<"struct.alignas_st", (i8, array<31 x i8>, i32, array<28 x i8>)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(dense<0> : tensor<28xi8>) : !llvm.array<28 x i8>
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.constant(dense<0> : tensor<31xi8>) : !llvm.array<31 x i8>
    %4 = llvm.mlir.zero : !llvm.struct<"struct.alignas_st", (i8, array<31 x i8>, i32, array<28 x i8>)>
    llvm.return %4 : !llvm.struct<"struct.alignas_st", (i8, array<31 x i8>, i32, array<28 x i8>)>
  }
  llvm.mlir.global external @g_cacheline() {addr_space = 0 : i32, alignment = 64 : i64, dso_local} : !llvm.struct<"struct.cacheline", (i32, i8, array<59 x i8>)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(dense<0> : tensor<59xi8>) : !llvm.array<59 x i8>
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.zero : !llvm.struct<"struct.cacheline", (i32, i8, array<59 x i8>)>
    llvm.return %3 : !llvm.struct<"struct.cacheline", (i32, i8, array<59 x i8>)>
  }
  llvm.mlir.global external @g_over_align() {addr_space = 0 : i32, alignment = 64 : i64, dso_local} : !llvm.struct<"struct.over_align", (i8, array<63 x i8>, struct<"struct.cacheline", (i32, i8, array<59 x i8>)>)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(dense<0> : tensor<59xi8>) : !llvm.array<59 x i8>
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.zero : !llvm.struct<"struct.cacheline", (i32, i8, array<59 x i8>)>
    %4 = llvm.mlir.constant(dense<0> : tensor<63xi8>) : !llvm.array<63 x i8>
    %5 = llvm.mlir.zero : !llvm.struct<"struct.over_align", (i8, array<63 x i8>, struct<"struct.cacheline", (i32, i8, array<59 x i8>)>)>
    llvm.return %5 : !llvm.struct<"struct.over_align", (i8, array<63 x i8>, struct<"struct.cacheline", (i32, i8, array<59 x i8>)>)>
  }
  llvm.mlir.global external @g_mem_aligned() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.mem_aligned", (i8, array<7 x i8>, i32, i16)> {
    %0 = llvm.mlir.constant(0 : i16) : i16
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(0 : i8) : i8
    %3 = llvm.mlir.constant(dense<0> : tensor<7xi8>) : !llvm.array<7 x i8>
    %4 = llvm.mlir.zero : !llvm.struct<"struct.mem_aligned", (i8, array<7 x i8>, i32, i16)>
    llvm.return %4 : !llvm.struct<"struct.mem_aligned", (i8, array<7 x i8>, i32, i16)>
  }
  llvm.mlir.global external @g_bf_basic() {addr_space = 0 : i32, alignment = 4 : i64, dso_local} : !llvm.struct<"struct.bf_basic", (i32)> {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.zero : !llvm.struct<"struct.bf_basic", (i32)>
    llvm.return %1 : !llvm.struct<"struct.bf_basic", (i32)>
  }
  llvm.mlir.global external @g_bf_mixed() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.bf_mixed", (i8, i32, i16, i64, i8)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.mlir.constant(0 : i16) : i16
    %3 = llvm.mlir.constant(0 : i32) : i32
    %4 = llvm.mlir.zero : !llvm.struct<"struct.bf_mixed", (i8, i32, i16, i64, i8)>
    llvm.return %4 : !llvm.struct<"struct.bf_mixed", (i8, i32, i16, i64, i8)>
  }
  llvm.mlir.global external @g_bf_zero() {addr_space = 0 : i32, alignment = 4 : i64, dso_local} : !llvm.struct<"struct.bf_zero", (i8, i32, i32, i8)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.zero : !llvm.struct<"struct.bf_zero", (i8, i32, i32, i8)>
    llvm.return %2 : !llvm.struct<"struct.bf_zero", (i8, i32, i32, i8)>
  }
  llvm.mlir.global external @g_bf_wide() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.bf_wide", (i64, i8)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.mlir.zero : !llvm.struct<"struct.bf_wide", (i64, i8)>
    llvm.return %2 : !llvm.struct<"struct.bf_wide", (i64, i8)>
  }
  llvm.mlir.global external @g_bf_packed() {addr_space = 0 : i32, alignment = 1 : i64, dso_local} : !llvm.struct<"struct.bf_packed", packed (i8, i32)> {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(0 : i8) : i8
    %2 = llvm.mlir.zero : !llvm.struct<"struct.bf_packed", packed (i8, i32)>
    llvm.return %2 : !llvm.struct<"struct.bf_packed", packed (i8, i32)>
  }
  llvm.mlir.global external @g_bitint() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.bitint", (i8, i32, i8, i64, i8, i8)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.zero : !llvm.struct<"struct.bitint", (i8, i32, i8, i64, i8, i8)>
    llvm.return %3 : !llvm.struct<"struct.bitint", (i8, i32, i8, i64, i8, i8)>
  }
  llvm.mlir.global external @g_bitint_arr() {addr_space = 0 : i32, alignment = 4 : i64, dso_local} : !llvm.struct<"struct.bitint_arr", (array<3 x i32>, i8)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(dense<0> : tensor<3xi32>) : !llvm.array<3 x i32>
    %3 = llvm.mlir.zero : !llvm.struct<"struct.bitint_arr", (array<3 x i32>, i8)>
    llvm.return %3 : !llvm.struct<"struct.bitint_arr", (array<3 x i32>, i8)>
  }
  llvm.module_flags [#llvm.mlir.module_flag<warning, "Debug Info Version", 3 : i32>, #llvm.mlir.module_flag<error, "wchar_size", 2 : i32>, #llvm.mlir.module_flag<min, "PIC Level", 2 : i32>, #llvm.mlir.module_flag<error, "MaxTLSAlign", 65536 : i32>]
}
