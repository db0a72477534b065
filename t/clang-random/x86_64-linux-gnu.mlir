module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<270> = dense<32> : vector<4xi64>, !llvm.ptr<271> = dense<32> : vector<4xi64>, !llvm.ptr<272> = dense<64> : vector<4xi64>, i64 = dense<64> : vector<2xi64>, i128 = dense<128> : vector<2xi64>, f80 = dense<128> : vector<2xi64>, !llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little", "dlti.mangling_mode" = "e", "dlti.legal_int_widths" = array<i32: 8, 16, 32, 64>, "dlti.stack_alignment" = 128 : i64>, llvm.ident = "Debian clang version 22.1.8 (1~deb12u1)", llvm.module_asm = [], llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  llvm.mlir.global external @g_r0() {addr_space = 0 : i32, alignment = 1 : i64, dso_local} : !llvm.struct<"struct.r0", (i8)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.zero : !llvm.struct<"struct.r0", (i8)>
    llvm.return %1 : !llvm.struct<"struct.r0", (i8)>
  }
  llvm.mlir.global external @g_r1() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.r1", (i64, i64, array<3 x i64>)> {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(dense<0> : tensor<3xi64>) : !llvm.array<3 x i64>
    %2 = llvm.mlir.zero : !llvm.struct<"struct.r1", (i64, i64, array<3 x i64>)>
    llvm.return %2 : !llvm.struct<"struct.r1", (i64, i64, array<3 x i64>)>
  }
  llvm.mlir.global external @g_r2() {addr_space = 0 : i32, alignment = 16 : i64, dso_local} : !llvm.struct<"struct.r2", (f80)> {
    %0 = llvm.mlir.constant(0.000000e+00 : f80) : f80
    %1 = llvm.mlir.zero : !llvm.struct<"struct.r2", (f80)>
    llvm.return %1 : !llvm.struct<"struct.r2", (f80)>
  }
  llvm.mlir.global external @g_r3() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.r3", (array<4 x f64>, i8, i64, i64, struct<"struct.r1", (i64, i64, array<3 x i64>)>, array<2 x f32>)> {
    %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %1 = llvm.mlir.constant(dense<0.000000e+00> : tensor<2xf32>) : !llvm.array<2 x f32>
    %2 = llvm.mlir.constant(0 : i64) : i64
    %3 = llvm.mlir.constant(dense<0> : tensor<3xi64>) : !llvm.array<3 x i64>
    %4 = llvm.mlir.zero : !llvm.struct<"struct.r1", (i64, i64, array<3 x i64>)>
    %5 = llvm.mlir.constant(0 : i8) : i8
    %6 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %7 = llvm.mlir.constant(dense<0.000000e+00> : tensor<4xf64>) : !llvm.array<4 x f64>
    %8 = llvm.mlir.zero : !llvm.struct<"struct.r3", (array<4 x f64>, i8, i64, i64, struct<"struct.r1", (i64, i64, array<3 x i64>)>, array<2 x f32>)>
    llvm.return %8 : !llvm.struct<"struct.r3", (array<4 x f64>, i8, i64, i64, struct<"struct.r1", (i64, i64, array<3 x i64>)>, array<2 x f32>)>
  }
  llvm.mlir.global external @g_r4() {addr_space = 0 : i32, alignment = 1 : i64, dso_local} : !llvm.struct<"struct.r4", (i8)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.zero : !llvm.struct<"struct.r4", (i8)>
    llvm.return %1 : !llvm.struct<"struct.r4", (i8)>
  }
  llvm.mlir.global external @g_r5() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.r5", (ptr, struct<"struct.r3", (array<4 x f64>, i8, i64, i64, struct<"struct.r1", (i64, i64, array<3 x i64>)>, array<2 x f32>)>, array<2 x i64>, ptr)> {
    %0 = llvm.mlir.zero : !llvm.ptr
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.mlir.constant(dense<0> : tensor<2xi64>) : !llvm.array<2 x i64>
    %3 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %4 = llvm.mlir.constant(dense<0.000000e+00> : tensor<2xf32>) : !llvm.array<2 x f32>
    %5 = llvm.mlir.constant(dense<0> : tensor<3xi64>) : !llvm.array<3 x i64>
    %6 = llvm.mlir.zero : !llvm.struct<"struct.r1", (i64, i64, array<3 x i64>)>
    %7 = llvm.mlir.constant(0 : i8) : i8
    %8 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %9 = llvm.mlir.constant(dense<0.000000e+00> : tensor<4xf64>) : !llvm.array<4 x f64>
    %10 = llvm.mlir.zero : !llvm.struct<"struct.r3", (array<4 x f64>, i8, i64, i64, struct<"struct.r1", (i64, i64, array<3 x i64>)>, array<2 x f32>)>
    %11 = llvm.mlir.zero : !llvm.struct<"struct.r5", (ptr, struct<"struct.r3", (array<4 x f64>, i8, i64, i64, struct<"struct.r1", (i64, i64, array<3 x i64>)>, array<2 x f32>)>, array<2 x i64>, ptr)>
    llvm.return %11 : !llvm.struct<"struct.r5", (ptr, struct<"struct.r3", (array<4 x f64>, i8, i64, i64, struct<"struct.r1", (i64, i64, array<3 x i64>)>, array<2 x f32>)>, array<2 x i64>, ptr)>
  }
  llvm.mlir.global external @g_r6() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.r6", (i32, array<1 x i64>)> {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(dense<0> : tensor<1xi64>) : !llvm.array<1 x i64>
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.zero : !llvm.struct<"struct.r6", (i32, array<1 x i64>)>
    llvm.return %3 : !llvm.struct<"struct.r6", (i32, array<1 x i64>)>
  }
  llvm.mlir.global external @g_r7() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.r7", (array<1 x i8>, struct<"struct.r5", (ptr, struct<"struct.r3", (array<4 x f64>, i8, i64, i64, struct<"struct.r1", (i64, i64, array<3 x i64>)>, array<2 x f32>)>, array<2 x i64>, ptr)>, i16)> {
    %0 = llvm.mlir.constant(0 : i16) : i16
    %1 = llvm.mlir.zero : !llvm.ptr
    %2 = llvm.mlir.constant(0 : i64) : i64
    %3 = llvm.mlir.constant(dense<0> : tensor<2xi64>) : !llvm.array<2 x i64>
    %4 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %5 = llvm.mlir.constant(dense<0.000000e+00> : tensor<2xf32>) : !llvm.array<2 x f32>
    %6 = llvm.mlir.constant(dense<0> : tensor<3xi64>) : !llvm.array<3 x i64>
    %7 = llvm.mlir.zero : !llvm.struct<"struct.r1", (i64, i64, array<3 x i64>)>
    %8 = llvm.mlir.constant(0 : i8) : i8
    %9 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %10 = llvm.mlir.constant(dense<0.000000e+00> : tensor<4xf64>) : !llvm.array<4 x f64>
    %11 = llvm.mlir.zero : !llvm.struct<"struct.r3", (array<4 x f64>, i8, i64, i64, struct<"struct.r1", (i64, i64, array<3 x i64>)>, array<2 x f32>)>
    %12 = llvm.mlir.zero : !llvm.struct<"struct.r5", (ptr, struct<"struct.r3", (array<4 x f64>, i8, i64, i64, struct<"struct.r1", (i64, i64, array<3 x i64>)>, array<2 x f32>)>, array<2 x i64>, ptr)>
    %13 = llvm.mlir.constant(dense<0> : tensor<1xi8>) : !llvm.array<1 x i8>
    %14 = llvm.mlir.zero : !llvm.struct<"struct.r7", (array<1 x i8>, struct<"struct.r5", (ptr, struct<"struct.r3", (array<4 x f64>, i8, i64, i64, struct<"struct.r1", (i64, i64, array<3 x i64>)>, array<2 x f32>)>, array<2 x i64>, ptr)>, i16)>
    llvm.return %14 : !llvm.struct<"struct.r7", (array<1 x i8>, struct<"struct.r5", (ptr, struct<"struct.r3", (array<4 x f64>, i8, i64, i64, struct<"struct.r1", (i64, i64, array<3 x i64>)>, array<2 x f32>)>, array<2 x i64>, ptr)>, i16)>
  }
  llvm.mlir.global external @g_r8() {addr_space = 0 : i32, alignment = 16 : i64, dso_local} : !llvm.struct<"union.r8", (vector<2xf64>)> {
    %0 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %1 = llvm.mlir.constant(dense<0.000000e+00> : vector<2xf64>) : vector<2xf64>
    %2 = llvm.mlir.zero : !llvm.struct<"union.r8", (vector<2xf64>)>
    llvm.return %2 : !llvm.struct<"union.r8", (vector<2xf64>)>
  }
  llvm.mlir.global external @g_r9() {addr_space = 0 : i32, alignment = 1 : i64, dso_local} : !llvm.struct<"struct.r9", packed (i8, ptr, ptr, f32, struct<"struct.r4", (i8)>)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.zero : !llvm.struct<"struct.r4", (i8)>
    %2 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %3 = llvm.mlir.zero : !llvm.ptr
    %4 = llvm.mlir.zero : !llvm.struct<"struct.r9", packed (i8, ptr, ptr, f32, struct<"struct.r4", (i8)>)>
    llvm.return %4 : !llvm.struct<"struct.r9", packed (i8, ptr, ptr, f32, struct<"struct.r4", (i8)>)>
  }
  llvm.mlir.global external @g_r10() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.r10", (struct<"struct.r4", (i8)>, ptr, i8, vector<8xi8>)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(dense<0> : vector<8xi8>) : vector<8xi8>
    %2 = llvm.mlir.zero : !llvm.ptr
    %3 = llvm.mlir.zero : !llvm.struct<"struct.r4", (i8)>
    %4 = llvm.mlir.zero : !llvm.struct<"struct.r10", (struct<"struct.r4", (i8)>, ptr, i8, vector<8xi8>)>
    llvm.return %4 : !llvm.struct<"struct.r10", (struct<"struct.r4", (i8)>, ptr, i8, vector<8xi8>)>
  }
  llvm.mlir.global external @g_r11() {addr_space = 0 : i32, alignment = 1 : i64, dso_local} : !llvm.struct<"struct.r11", (i32)> {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.zero : !llvm.struct<"struct.r11", (i32)>
    llvm.return %1 : !llvm.struct<"struct.r11", (i32)>
  }
  llvm.mlir.global external @g_r12() {addr_space = 0 : i32, alignment = 16 : i64, dso_local} : !llvm.struct<"struct.r12", (vector<2xf64>)> {
    %0 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %1 = llvm.mlir.constant(dense<0.000000e+00> : vector<2xf64>) : vector<2xf64>
    %2 = llvm.mlir.zero : !llvm.struct<"struct.r12", (vector<2xf64>)>
    llvm.return %2 : !llvm.struct<"struct.r12", (vector<2xf64>)>
  }
  llvm.mlir.global external @g_r13() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.r13", (i64, i8, struct<"struct.r4", (i8)>, struct<"struct.r9", packed (i8, ptr, ptr, f32, struct<"struct.r4", (i8)>)>)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.zero : !llvm.struct<"struct.r4", (i8)>
    %2 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %3 = llvm.mlir.zero : !llvm.ptr
    %4 = llvm.mlir.zero : !llvm.struct<"struct.r9", packed (i8, ptr, ptr, f32, struct<"struct.r4", (i8)>)>
    %5 = llvm.mlir.constant(0 : i64) : i64
    %6 = llvm.mlir.zero : !llvm.struct<"struct.r13", (i64, i8, struct<"struct.r4", (i8)>, struct<"struct.r9", packed (i8, ptr, ptr, f32, struct<"struct.r4", (i8)>)>)>
    llvm.return %6 : !llvm.struct<"struct.r13", (i64, i8, struct<"struct.r4", (i8)>, struct<"struct.r9", packed (i8, ptr, ptr, f32, struct<"struct.r4", (i8)>)>)>
  }
  llvm.mlir.global external @g_r14() {addr_space = 0 : i32, alignment = 16 : i64, dso_local} : !llvm.struct<"struct.r14", (f64, vector<4xi32>, ptr)> {
    %0 = llvm.mlir.zero : !llvm.ptr
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(dense<0> : vector<4xi32>) : vector<4xi32>
    %3 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %4 = llvm.mlir.zero : !llvm.struct<"struct.r14", (f64, vector<4xi32>, ptr)>
    llvm.return %4 : !llvm.struct<"struct.r14", (f64, vector<4xi32>, ptr)>
  }
  llvm.mlir.global external @g_r15() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.r15", (struct<"struct.r10", (struct<"struct.r4", (i8)>, ptr, i8, vector<8xi8>)>, i8)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(dense<0> : vector<8xi8>) : vector<8xi8>
    %2 = llvm.mlir.zero : !llvm.ptr
    %3 = llvm.mlir.zero : !llvm.struct<"struct.r4", (i8)>
    %4 = llvm.mlir.zero : !llvm.struct<"struct.r10", (struct<"struct.r4", (i8)>, ptr, i8, vector<8xi8>)>
    %5 = llvm.mlir.zero : !llvm.struct<"struct.r15", (struct<"struct.r10", (struct<"struct.r4", (i8)>, ptr, i8, vector<8xi8>)>, i8)>
    llvm.return %5 : !llvm.struct<"struct.r15", (struct<"struct.r10", (struct<"struct.r4", (i8)>, ptr, i8, vector<8xi8>)>, i8)>
  }
  llvm.mlir.global external @g_r16() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.r16", (array<1 x i16>, i16, ptr)> {
    %0 = llvm.mlir.zero : !llvm.ptr
    %1 = llvm.mlir.constant(0 : i16) : i16
    %2 = llvm.mlir.constant(dense<0> : tensor<1xi16>) : !llvm.array<1 x i16>
    %3 = llvm.mlir.zero : !llvm.struct<"struct.r16", (array<1 x i16>, i16, ptr)>
    llvm.return %3 : !llvm.struct<"struct.r16", (array<1 x i16>, i16, ptr)>
  }
  llvm.mlir.global external @g_r17() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.r17", (array<4 x i8>, vector<8xi8>, f32, struct<"struct.r3", (array<4 x f64>, i8, i64, i64, struct<"struct.r1", (i64, i64, array<3 x i64>)>, array<2 x f32>)>)> {
    %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %1 = llvm.mlir.constant(dense<0.000000e+00> : tensor<2xf32>) : !llvm.array<2 x f32>
    %2 = llvm.mlir.constant(0 : i64) : i64
    %3 = llvm.mlir.constant(dense<0> : tensor<3xi64>) : !llvm.array<3 x i64>
    %4 = llvm.mlir.zero : !llvm.struct<"struct.r1", (i64, i64, array<3 x i64>)>
    %5 = llvm.mlir.constant(0 : i8) : i8
    %6 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %7 = llvm.mlir.constant(dense<0.000000e+00> : tensor<4xf64>) : !llvm.array<4 x f64>
    %8 = llvm.mlir.zero : !llvm.struct<"struct.r3", (array<4 x f64>, i8, i64, i64, struct<"struct.r1", (i64, i64, array<3 x i64>)>, array<2 x f32>)>
    %9 = llvm.mlir.constant(dense<0> : vector<8xi8>) : vector<8xi8>
    %10 = llvm.mlir.constant(dense<0> : tensor<4xi8>) : !llvm.array<4 x i8>
    %11 = llvm.mlir.zero : !llvm.struct<"struct.r17", (array<4 x i8>, vector<8xi8>, f32, struct<"struct.r3", (array<4 x f64>, i8, i64, i64, struct<"struct.r1", (i64, i64, array<3 x i64>)>, array<2 x f32>)>)>
    llvm.return %11 : !llvm.struct<"struct.r17", (array<4 x i8>, vector<8xi8>, f32, struct<"struct.r3", (array<4 x f64>, i8, i64, i64, struct<"struct.r1", (i64, i64, array<3 x i64>)>, array<2 x f32>)>)>
  }
  llvm.mlir.global external @g_r18() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.r18", (i16, array<1 x i64>, i16, vector<8xi8>, i8, array<4 x i64>)> {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(dense<0> : tensor<4xi64>) : !llvm.array<4 x i64>
    %2 = llvm.mlir.constant(0 : i8) : i8
    %3 = llvm.mlir.constant(dense<0> : vector<8xi8>) : vector<8xi8>
    %4 = llvm.mlir.constant(0 : i16) : i16
    %5 = llvm.mlir.constant(dense<0> : tensor<1xi64>) : !llvm.array<1 x i64>
    %6 = llvm.mlir.zero : !llvm.struct<"struct.r18", (i16, array<1 x i64>, i16, vector<8xi8>, i8, array<4 x i64>)>
    llvm.return %6 : !llvm.struct<"struct.r18", (i16, array<1 x i64>, i16, vector<8xi8>, i8, array<4 x i64>)>
  }
  llvm.mlir.global external @g_r19() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.r19", (array<3 x i64>)> {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(dense<0> : tensor<3xi64>) : !llvm.array<3 x i64>
    %2 = llvm.mlir.zero : !llvm.struct<"struct.r19", (array<3 x i64>)>
    llvm.return %2 : !llvm.struct<"struct.r19", (array<3 x i64>)>
  }
  llvm.mlir.global external @g_r20() {addr_space = 0 : i32, alignment = 32 : i64, dso_local} : !llvm.struct<"union.r20", (struct<"struct.r15", (struct<"struct.r10", (struct<"struct.r4", (i8)>, ptr, i8, vector<8xi8>)>, i8)>, array<24 x i8>)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(dense<0> : tensor<24xi8>) : !llvm.array<24 x i8>
    %2 = llvm.mlir.constant(dense<0> : vector<8xi8>) : vector<8xi8>
    %3 = llvm.mlir.zero : !llvm.ptr
    %4 = llvm.mlir.zero : !llvm.struct<"struct.r4", (i8)>
    %5 = llvm.mlir.zero : !llvm.struct<"struct.r10", (struct<"struct.r4", (i8)>, ptr, i8, vector<8xi8>)>
    %6 = llvm.mlir.zero : !llvm.struct<"struct.r15", (struct<"struct.r10", (struct<"struct.r4", (i8)>, ptr, i8, vector<8xi8>)>, i8)>
    %7 = llvm.mlir.zero : !llvm.struct<"union.r20", (struct<"struct.r15", (struct<"struct.r10", (struct<"struct.r4", (i8)>, ptr, i8, vector<8xi8>)>, i8)>, array<24 x i8>)>
    llvm.return %7 : !llvm.struct<"union.r20", (struct<"struct.r15", (struct<"struct.r10", (struct<"struct.r4", (i8)>, ptr, i8, vector<8xi8>)>, i8)>, array<24 x i8>)>
  }
  llvm.mlir.global external @g_r21() {addr_space = 0 : i32, alignment = 1 : i64, dso_local} : !llvm.struct<"struct.r21", (array<4 x i16>)> {
    %0 = llvm.mlir.constant(0 : i16) : i16
    %1 = llvm.mlir.constant(dense<0> : tensor<4xi16>) : !llvm.array<4 x i16>
    %2 = llvm.mlir.zero : !llvm.struct<"struct.r21", (array<4 x i16>)>
    llvm.return %2 : !llvm.struct<"struct.r21", (array<4 x i16>)>
  }
  llvm.mlir.global external @g_r22() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.r22", (i8, struct<"struct.r6", (i32, array<1 x i64>)>)> {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(dense<0> : tensor<1xi64>) : !llvm.array<1 x i64>
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.zero : !llvm.struct<"struct.r6", (i32, array<1 x i64>)>
    %4 = llvm.mlir.constant(0 : i8) : i8
    %5 = llvm.mlir.zero : !llvm.struct<"struct.r22", (i8, struct<"struct.r6", (i32, array<1 x i64>)>)>
    llvm.return %5 : !llvm.struct<"struct.r22", (i8, struct<"struct.r6", (i32, array<1 x i64>)>)>
  }
  llvm.mlir.global external @g_r23() {addr_space = 0 : i32, alignment = 1 : i64, dso_local} : !llvm.struct<"struct.r23", (array<1 x i8>)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(dense<0> : tensor<1xi8>) : !llvm.array<1 x i8>
    %2 = llvm.mlir.zero : !llvm.struct<"struct.r23", (array<1 x i8>)>
    llvm.return %2 : !llvm.struct<"struct.r23", (array<1 x i8>)>
  }
  llvm.mlir.global external @g_r24() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.r24", (struct<"struct.r11", (i32)>, f64, f32)> {
    %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %1 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.zero : !llvm.struct<"struct.r11", (i32)>
    %4 = llvm.mlir.zero : !llvm.struct<"struct.r24", (struct<"struct.r11", (i32)>, f64, f32)>
    llvm.return %4 : !llvm.struct<"struct.r24", (struct<"struct.r11", (i32)>, f64, f32)>
  }
  llvm.mlir.global external @g_r25() {addr_space = 0 : i32, alignment = 16 : i64, dso_local} : !llvm.struct<"struct.r25", (ptr, i64, f64, f32, vector<4xi32>, i16)> {
    %0 = llvm.mlir.constant(0 : i16) : i16
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(dense<0> : vector<4xi32>) : vector<4xi32>
    %3 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %4 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %5 = llvm.mlir.constant(0 : i64) : i64
    %6 = llvm.mlir.zero : !llvm.ptr
    %7 = llvm.mlir.zero : !llvm.struct<"struct.r25", (ptr, i64, f64, f32, vector<4xi32>, i16)>
    llvm.return %7 : !llvm.struct<"struct.r25", (ptr, i64, f64, f32, vector<4xi32>, i16)>
  }
  llvm.mlir.global external @g_r26() {addr_space = 0 : i32, alignment = 16 : i64, dso_local} : !llvm.struct<"struct.r26", (i64, vector<4xi32>, vector<2xf64>, struct<"struct.r18", (i16, array<1 x i64>, i16, vector<8xi8>, i8, array<4 x i64>)>, f80)> {
    %0 = llvm.mlir.constant(0.000000e+00 : f80) : f80
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.mlir.constant(dense<0> : tensor<4xi64>) : !llvm.array<4 x i64>
    %3 = llvm.mlir.constant(0 : i8) : i8
    %4 = llvm.mlir.constant(dense<0> : vector<8xi8>) : vector<8xi8>
    %5 = llvm.mlir.constant(0 : i16) : i16
    %6 = llvm.mlir.constant(dense<0> : tensor<1xi64>) : !llvm.array<1 x i64>
    %7 = llvm.mlir.zero : !llvm.struct<"struct.r18", (i16, array<1 x i64>, i16, vector<8xi8>, i8, array<4 x i64>)>
    %8 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %9 = llvm.mlir.constant(dense<0.000000e+00> : vector<2xf64>) : vector<2xf64>
    %10 = llvm.mlir.constant(0 : i32) : i32
    %11 = llvm.mlir.constant(dense<0> : vector<4xi32>) : vector<4xi32>
    %12 = llvm.mlir.zero : !llvm.struct<"struct.r26", (i64, vector<4xi32>, vector<2xf64>, struct<"struct.r18", (i16, array<1 x i64>, i16, vector<8xi8>, i8, array<4 x i64>)>, f80)>
    llvm.return %12 : !llvm.struct<"struct.r26", (i64, vector<4xi32>, vector<2xf64>, struct<"struct.r18", (i16, array<1 x i64>, i16, vector<8xi8>, i8, array<4 x i64>)>, f80)>
  }
  llvm.mlir.global external @g_r27() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.r27", (vector<8xi8>, struct<"struct.r19", (array<3 x i64>)>, i8, i64, array<3 x ptr>)> {
    %0 = llvm.mlir.zero : !llvm.ptr
    %1 = llvm.mlir.zero : !llvm.array<3 x ptr>
    %2 = llvm.mlir.constant(0 : i64) : i64
    %3 = llvm.mlir.constant(0 : i8) : i8
    %4 = llvm.mlir.constant(dense<0> : tensor<3xi64>) : !llvm.array<3 x i64>
    %5 = llvm.mlir.zero : !llvm.struct<"struct.r19", (array<3 x i64>)>
    %6 = llvm.mlir.constant(dense<0> : vector<8xi8>) : vector<8xi8>
    %7 = llvm.mlir.zero : !llvm.struct<"struct.r27", (vector<8xi8>, struct<"struct.r19", (array<3 x i64>)>, i8, i64, array<3 x ptr>)>
    llvm.return %7 : !llvm.struct<"struct.r27", (vector<8xi8>, struct<"struct.r19", (array<3 x i64>)>, i8, i64, array<3 x ptr>)>
  }
  llvm.mlir.global external @g_r28() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.r28", (ptr, struct<"struct.r10", (struct<"struct.r4", (i8)>, ptr, i8, vector<8xi8>)>, struct<"struct.r18", (i16, array<1 x i64>, i16, vector<8xi8>, i8, array<4 x i64>)>)> {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.constant(dense<0> : tensor<4xi64>) : !llvm.array<4 x i64>
    %2 = llvm.mlir.constant(0 : i8) : i8
    %3 = llvm.mlir.constant(dense<0> : vector<8xi8>) : vector<8xi8>
    %4 = llvm.mlir.constant(0 : i16) : i16
    %5 = llvm.mlir.constant(dense<0> : tensor<1xi64>) : !llvm.array<1 x i64>
    %6 = llvm.mlir.zero : !llvm.struct<"struct.r18", (i16, array<1 x i64>, i16, vector<8xi8>, i8, array<4 x i64>)>
    %7 = llvm.mlir.zero : !llvm.ptr
    %8 = llvm.mlir.zero : !llvm.struct<"struct.r4", (i8)>
    %9 = llvm.mlir.zero : !llvm.struct<"struct.r10", (struct<"struct.r4", (i8)>, ptr, i8, vector<8xi8>)>
    %10 = llvm.mlir.zero : !llvm.struct<"struct.r28", (ptr, struct<"struct.r10", (struct<"struct.r4", (i8)>, ptr, i8, vector<8xi8>)>, struct<"struct.r18", (i16, array<1 x i64>, i16, vector<8xi8>, i8, array<4 x i64>)>)>
    llvm.return %10 : !llvm.struct<"struct.r28", (ptr, struct<"struct.r10", (struct<"struct.r4", (i8)>, ptr, i8, vector<8xi8>)>, struct<"struct.r18", (i16, array<1 x i64>, i16, vector<8xi8>, i8, array<4 x i64>)>)>
  }
  llvm.mlir.global external @g_r29() {addr_space = 0 : i32, alignment = 16 : i64, dso_local} : !llvm.struct<"struct.r29", (array<2 x f80>, i64, i16, i8, array<1 x f32>)> {
    %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %1 = llvm.mlir.constant(dense<0.000000e+00> : tensor<1xf32>) : !llvm.array<1 x f32>
    %2 = llvm.mlir.constant(0 : i8) : i8
    %3 = llvm.mlir.constant(0 : i16) : i16
    %4 = llvm.mlir.constant(0 : i64) : i64
    %5 = llvm.mlir.constant(0.000000e+00 : f80) : f80
    %6 = llvm.mlir.constant(dense<0.000000e+00> : tensor<2xf80>) : !llvm.array<2 x f80>
    %7 = llvm.mlir.zero : !llvm.struct<"struct.r29", (array<2 x f80>, i64, i16, i8, array<1 x f32>)>
    llvm.return %7 : !llvm.struct<"struct.r29", (array<2 x f80>, i64, i16, i8, array<1 x f32>)>
  }
  llvm.mlir.global external @g_r30() {addr_space = 0 : i32, alignment = 16 : i64, dso_local} : !llvm.struct<"struct.r30", (i8, array<3 x f80>, i8, i8, f80, ptr)> {
    %0 = llvm.mlir.zero : !llvm.ptr
    %1 = llvm.mlir.constant(0.000000e+00 : f80) : f80
    %2 = llvm.mlir.constant(0 : i8) : i8
    %3 = llvm.mlir.constant(dense<0.000000e+00> : tensor<3xf80>) : !llvm.array<3 x f80>
    %4 = llvm.mlir.zero : !llvm.struct<"struct.r30", (i8, array<3 x f80>, i8, i8, f80, ptr)>
    llvm.return %4 : !llvm.struct<"struct.r30", (i8, array<3 x f80>, i8, i8, f80, ptr)>
  }
  llvm.mlir.global external @g_r31() {addr_space = 0 : i32, alignment = 4 : i64, dso_local} : !llvm.struct<"struct.r31", packed (vector<8xi8>, i8, array<3 x i8>, struct<"struct.r19", (array<3 x i64>)>, struct<"struct.r22", (i8, struct<"struct.r6", (i32, array<1 x i64>)>)>, i16, array<2 x i8>)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(dense<0> : tensor<2xi8>) : !llvm.array<2 x i8>
    %2 = llvm.mlir.constant(0 : i16) : i16
    %3 = llvm.mlir.constant(0 : i64) : i64
    %4 = llvm.mlir.constant(dense<0> : tensor<1xi64>) : !llvm.array<1 x i64>
    %5 = llvm.mlir.constant(0 : i32) : i32
    %6 = llvm.mlir.zero : !llvm.struct<"struct.r6", (i32, array<1 x i64>)>
    %7 = llvm.mlir.zero : !llvm.struct<"struct.r22", (i8, struct<"struct.r6", (i32, array<1 x i64>)>)>
    %8 = llvm.mlir.constant(dense<0> : tensor<3xi64>) : !llvm.array<3 x i64>
    %9 = llvm.mlir.zero : !llvm.struct<"struct.r19", (array<3 x i64>)>
    %10 = llvm.mlir.constant(dense<0> : tensor<3xi8>) : !llvm.array<3 x i8>
    %11 = llvm.mlir.constant(dense<0> : vector<8xi8>) : vector<8xi8>
    %12 = llvm.mlir.zero : !llvm.struct<"struct.r31", packed (vector<8xi8>, i8, array<3 x i8>, struct<"struct.r19", (array<3 x i64>)>, struct<"struct.r22", (i8, struct<"struct.r6", (i32, array<1 x i64>)>)>, i16, array<2 x i8>)>
    llvm.return %12 : !llvm.struct<"struct.r31", packed (vector<8xi8>, i8, array<3 x i8>, struct<"struct.r19", (array<3 x i64>)>, struct<"struct.r22", (i8, struct<"struct.r6", (i32, array<1 x i64>)>)>, i16, array<2 x i8>)>
  }
  llvm.mlir.global external @g_r32() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.r32", (vector<8xi8>, array<4 x i64>, i8, array<1 x f32>, f32, struct<"struct.r9", packed (i8, ptr, ptr, f32, struct<"struct.r4", (i8)>)>)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.zero : !llvm.struct<"struct.r4", (i8)>
    %2 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %3 = llvm.mlir.zero : !llvm.ptr
    %4 = llvm.mlir.zero : !llvm.struct<"struct.r9", packed (i8, ptr, ptr, f32, struct<"struct.r4", (i8)>)>
    %5 = llvm.mlir.constant(dense<0.000000e+00> : tensor<1xf32>) : !llvm.array<1 x f32>
    %6 = llvm.mlir.constant(0 : i64) : i64
    %7 = llvm.mlir.constant(dense<0> : tensor<4xi64>) : !llvm.array<4 x i64>
    %8 = llvm.mlir.constant(dense<0> : vector<8xi8>) : vector<8xi8>
    %9 = llvm.mlir.zero : !llvm.struct<"struct.r32", (vector<8xi8>, array<4 x i64>, i8, array<1 x f32>, f32, struct<"struct.r9", packed (i8, ptr, ptr, f32, struct<"struct.r4", (i8)>)>)>
    llvm.return %9 : !llvm.struct<"struct.r32", (vector<8xi8>, array<4 x i64>, i8, array<1 x f32>, f32, struct<"struct.r9", packed (i8, ptr, ptr, f32, struct<"struct.r4", (i8)>)>)>
  }
  llvm.mlir.global external @g_r33() {addr_space = 0 : i32, alignment = 16 : i64, dso_local} : !llvm.struct<"struct.r33", (f64, vector<2xf32>, f64, i8, vector<2xf32>, vector<2xf64>)> {
    %0 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %1 = llvm.mlir.constant(dense<0.000000e+00> : vector<2xf64>) : vector<2xf64>
    %2 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %3 = llvm.mlir.constant(dense<0.000000e+00> : vector<2xf32>) : vector<2xf32>
    %4 = llvm.mlir.constant(0 : i8) : i8
    %5 = llvm.mlir.zero : !llvm.struct<"struct.r33", (f64, vector<2xf32>, f64, i8, vector<2xf32>, vector<2xf64>)>
    llvm.return %5 : !llvm.struct<"struct.r33", (f64, vector<2xf32>, f64, i8, vector<2xf32>, vector<2xf64>)>
  }
  llvm.mlir.global external @g_r34() {addr_space = 0 : i32, alignment = 4 : i64, dso_local} : !llvm.struct<"struct.r34", (i8, array<1 x i8>, i8, i8)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(dense<0> : tensor<1xi8>) : !llvm.array<1 x i8>
    %2 = llvm.mlir.zero : !llvm.struct<"struct.r34", (i8, array<1 x i8>, i8, i8)>
    llvm.return %2 : !llvm.struct<"struct.r34", (i8, array<1 x i8>, i8, i8)>
  }
  llvm.mlir.global external @g_r35() {addr_space = 0 : i32, alignment = 16 : i64, dso_local} : !llvm.struct<"struct.r35", (f32, array<2 x f32>, struct<"struct.r28", (ptr, struct<"struct.r10", (struct<"struct.r4", (i8)>, ptr, i8, vector<8xi8>)>, struct<"struct.r18", (i16, array<1 x i64>, i16, vector<8xi8>, i8, array<4 x i64>)>)>, i16, array<14 x i8>)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(dense<0> : tensor<14xi8>) : !llvm.array<14 x i8>
    %2 = llvm.mlir.constant(0 : i16) : i16
    %3 = llvm.mlir.constant(0 : i64) : i64
    %4 = llvm.mlir.constant(dense<0> : tensor<4xi64>) : !llvm.array<4 x i64>
    %5 = llvm.mlir.constant(dense<0> : vector<8xi8>) : vector<8xi8>
    %6 = llvm.mlir.constant(dense<0> : tensor<1xi64>) : !llvm.array<1 x i64>
    %7 = llvm.mlir.zero : !llvm.struct<"struct.r18", (i16, array<1 x i64>, i16, vector<8xi8>, i8, array<4 x i64>)>
    %8 = llvm.mlir.zero : !llvm.ptr
    %9 = llvm.mlir.zero : !llvm.struct<"struct.r4", (i8)>
    %10 = llvm.mlir.zero : !llvm.struct<"struct.r10", (struct<"struct.r4", (i8)>, ptr, i8, vector<8xi8>)>
    %11 = llvm.mlir.zero : !llvm.struct<"struct.r28", (ptr, struct<"struct.r10", (struct<"struct.r4", (i8)>, ptr, i8, vector<8xi8>)>, struct<"struct.r18", (i16, array<1 x i64>, i16, vector<8xi8>, i8, array<4 x i64>)>)>
    %12 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %13 = llvm.mlir.constant(dense<0.000000e+00> : tensor<2xf32>) : !llvm.array<2 x f32>
    %14 = llvm.mlir.zero : !llvm.struct<"struct.r35", (f32, array<2 x f32>, struct<"struct.r28", (ptr, struct<"struct.r10", (struct<"struct.r4", (i8)>, ptr, i8, vector<8xi8>)>, struct<"struct.r18", (i16, array<1 x i64>, i16, vector<8xi8>, i8, array<4 x i64>)>)>, i16, array<14 x i8>)>
    llvm.return %14 : !llvm.struct<"struct.r35", (f32, array<2 x f32>, struct<"struct.r28", (ptr, struct<"struct.r10", (struct<"struct.r4", (i8)>, ptr, i8, vector<8xi8>)>, struct<"struct.r18", (i16, array<1 x i64>, i16, vector<8xi8>, i8, array<4 x i64>)>)>, i16, array<14 x i8>)>
  }
  llvm.module_flags [#llvm.mlir.module_flag<error, "wchar_size", 4 : i32>, #llvm.mlir.module_flag<min, "PIC Level", 2 : i32>, #llvm.mlir.module_flag<max, "PIE Level", 2 : i32>, #llvm.mlir.module_flag<max, "frame-pointer", 2 : i32>]
}
