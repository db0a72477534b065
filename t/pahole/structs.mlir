module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<270> = dense<32> : vector<4xi64>, !llvm.ptr<271> = dense<32> : vector<4xi64>, !llvm.ptr<272> = dense<64> : vector<4xi64>, i64 = dense<64> : vector<2xi64>, i128 = dense<128> : vector<2xi64>, f80 = dense<128> : vector<2xi64>, !llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little", "dlti.mangling_mode" = "e", "dlti.legal_int_widths" = array<i32: 8, 16, 32, 64>, "dlti.stack_alignment" = 128 : i64>, llvm.ident = "Debian clang version 22.1.8 (1~deb12u1)", llvm.module_asm = [], llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  llvm.mlir.global external @g1() {addr_space = 0 : i32, alignment = 16 : i64, dso_local} : !llvm.struct<"struct.ld_mid", (i8, f80, i16)> {
    %0 = llvm.mlir.constant(0 : i16) : i16
    %1 = llvm.mlir.constant(0.000000e+00 : f80) : f80
    %2 = llvm.mlir.constant(0 : i8) : i8
    %3 = llvm.mlir.zero : !llvm.struct<"struct.ld_mid", (i8, f80, i16)>
    llvm.return %3 : !llvm.struct<"struct.ld_mid", (i8, f80, i16)>
  }
  llvm.mlir.global external @g2() {addr_space = 0 : i32, alignment = 16 : i64, dso_local} : !llvm.struct<"struct.ld_end", (i8, f80, i8)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(0.000000e+00 : f80) : f80
    %2 = llvm.mlir.zero : !llvm.struct<"struct.ld_end", (i8, f80, i8)>
    llvm.return %2 : !llvm.struct<"struct.ld_end", (i8, f80, i8)>
  }
  llvm.mlir.global external @g3() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.mixed", (i8, i32, i8, f64, i16)> {
    %0 = llvm.mlir.constant(0 : i16) : i16
    %1 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %2 = llvm.mlir.constant(0 : i8) : i8
    %3 = llvm.mlir.constant(0 : i32) : i32
    %4 = llvm.mlir.zero : !llvm.struct<"struct.mixed", (i8, i32, i8, f64, i16)>
    llvm.return %4 : !llvm.struct<"struct.mixed", (i8, i32, i8, f64, i16)>
  }
  llvm.mlir.global external @g4() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.ptrs", (i8, ptr, i8, ptr)> {
    %0 = llvm.mlir.zero : !llvm.ptr
    %1 = llvm.mlir.constant(0 : i8) : i8
    %2 = llvm.mlir.zero : !llvm.struct<"struct.ptrs", (i8, ptr, i8, ptr)>
    llvm.return %2 : !llvm.struct<"struct.ptrs", (i8, ptr, i8, ptr)>
  }
  llvm.mlir.global external @g5() {addr_space = 0 : i32, alignment = 4 : i64, dso_local} : !llvm.struct<"struct.arr", (i8, array<3 x i32>, i8)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(dense<0> : tensor<3xi32>) : !llvm.array<3 x i32>
    %3 = llvm.mlir.zero : !llvm.struct<"struct.arr", (i8, array<3 x i32>, i8)>
    llvm.return %3 : !llvm.struct<"struct.arr", (i8, array<3 x i32>, i8)>
  }
  llvm.mlir.global external @g6() {addr_space = 0 : i32, alignment = 4 : i64, dso_local} : !llvm.struct<"struct.nest", (i8, struct<"struct.inner", (i8, i32)>, i8, array<2 x struct<"struct.inner", (i8, i32)>>)> {
    %0 = llvm.mlir.constant(0 : i32) : i32
    %1 = llvm.mlir.constant(0 : i8) : i8
    %2 = llvm.mlir.zero : !llvm.struct<"struct.inner", (i8, i32)>
    %3 = llvm.mlir.zero : !llvm.array<2 x struct<"struct.inner", (i8, i32)>>
    %4 = llvm.mlir.zero : !llvm.struct<"struct.nest", (i8, struct<"struct.inner", (i8, i32)>, i8, array<2 x struct<"struct.inner", (i8, i32)>>)>
    llvm.return %4 : !llvm.struct<"struct.nest", (i8, struct<"struct.inner", (i8, i32)>, i8, array<2 x struct<"struct.inner", (i8, i32)>>)>
  }
  llvm.mlir.global external @g7() {addr_space = 0 : i32, alignment = 16 : i64, dso_local} : !llvm.struct<"struct.vec", (i8, vector<4xi32>, i8, vector<2xf32>)> {
    %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %1 = llvm.mlir.constant(dense<0.000000e+00> : vector<2xf32>) : vector<2xf32>
    %2 = llvm.mlir.constant(0 : i8) : i8
    %3 = llvm.mlir.constant(0 : i32) : i32
    %4 = llvm.mlir.constant(dense<0> : vector<4xi32>) : vector<4xi32>
    %5 = llvm.mlir.zero : !llvm.struct<"struct.vec", (i8, vector<4xi32>, i8, vector<2xf32>)>
    llvm.return %5 : !llvm.struct<"struct.vec", (i8, vector<4xi32>, i8, vector<2xf32>)>
  }
  llvm.mlir.global external @g8() {addr_space = 0 : i32, alignment = 1 : i64, dso_local} : !llvm.struct<"struct.pk", packed (i8, i32, f80)> {
    %0 = llvm.mlir.constant(0.000000e+00 : f80) : f80
    %1 = llvm.mlir.constant(0 : i32) : i32
    %2 = llvm.mlir.constant(0 : i8) : i8
    %3 = llvm.mlir.zero : !llvm.struct<"struct.pk", packed (i8, i32, f80)>
    llvm.return %3 : !llvm.struct<"struct.pk", packed (i8, i32, f80)>
  }
  llvm.mlir.global external @g9() {addr_space = 0 : i32, alignment = 16 : i64, dso_local} : !llvm.struct<"struct.aligned", (i8, array<15 x i8>, i32, i8, array<11 x i8>)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(dense<0> : tensor<11xi8>) : !llvm.array<11 x i8>
    %2 = llvm.mlir.constant(0 : i32) : i32
    %3 = llvm.mlir.constant(dense<0> : tensor<15xi8>) : !llvm.array<15 x i8>
    %4 = llvm.mlir.zero : !llvm.struct<"struct.aligned", (i8, array<15 x i8>, i32, i8, array<11 x i8>)>
    llvm.return %4 : !llvm.struct<"struct.aligned", (i8, array<15 x i8>, i32, i8, array<11 x i8>)>
  }
  llvm.mlir.global external @g10() {addr_space = 0 : i32, alignment = 16 : i64, dso_local} : !llvm.struct<"struct.i128", (i8, i128, i16)> {
    %0 = llvm.mlir.constant(0 : i16) : i16
    %1 = llvm.mlir.constant(0 : i128) : i128
    %2 = llvm.mlir.constant(0 : i8) : i8
    %3 = llvm.mlir.zero : !llvm.struct<"struct.i128", (i8, i128, i16)>
    llvm.return %3 : !llvm.struct<"struct.i128", (i8, i128, i16)>
  }
  llvm.mlir.global external @g11() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.tail", (i64, i8)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.mlir.zero : !llvm.struct<"struct.tail", (i64, i8)>
    llvm.return %2 : !llvm.struct<"struct.tail", (i64, i8)>
  }
  llvm.mlir.global external @g12() {addr_space = 0 : i32, alignment = 16 : i64, dso_local} : !llvm.struct<"struct.ldarr", (i8, array<2 x f80>, i8)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(0.000000e+00 : f80) : f80
    %2 = llvm.mlir.constant(dense<0.000000e+00> : tensor<2xf80>) : !llvm.array<2 x f80>
    %3 = llvm.mlir.zero : !llvm.struct<"struct.ldarr", (i8, array<2 x f80>, i8)>
    llvm.return %3 : !llvm.struct<"struct.ldarr", (i8, array<2 x f80>, i8)>
  }
  llvm.mlir.global external @g13() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.fl16", (i8, f16, f64, f32)> {
    %0 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %1 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %2 = llvm.mlir.constant(0.000000e+00 : f16) : f16
    %3 = llvm.mlir.constant(0 : i8) : i8
    %4 = llvm.mlir.zero : !llvm.struct<"struct.fl16", (i8, f16, f64, f32)>
    llvm.return %4 : !llvm.struct<"struct.fl16", (i8, f16, f64, f32)>
  }
  llvm.mlir.global external @g14() {addr_space = 0 : i32, alignment = 8 : i64, dso_local} : !llvm.struct<"struct.big", (array<70 x i8>, i64, i8)> {
    %0 = llvm.mlir.constant(0 : i8) : i8
    %1 = llvm.mlir.constant(0 : i64) : i64
    %2 = llvm.mlir.constant(dense<0> : tensor<70xi8>) : !llvm.array<70 x i8>
    %3 = llvm.mlir.zero : !llvm.struct<"struct.big", (array<70 x i8>, i64, i8)>
    llvm.return %3 : !llvm.struct<"struct.big", (array<70 x i8>, i64, i8)>
  }
  llvm.module_flags [#llvm.mlir.module_flag<error, "wchar_size", 4 : i32>, #llvm.mlir.module_flag<min, "PIC Level", 2 : i32>, #llvm.mlir.module_flag<max, "PIE Level", 2 : i32>, #llvm.mlir.module_flag<max, "uwtable", 2 : i32>, #llvm.mlir.module_flag<max, "frame-pointer", 2 : i32>]
}
