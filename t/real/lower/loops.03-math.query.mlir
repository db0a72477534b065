// dl_spec added by add-queries.pl (x86_64 Linux), not in the source file
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<270> = dense<32> : vector<4xi64>, !llvm.ptr<271> = dense<32> : vector<4xi64>, !llvm.ptr<272> = dense<64> : vector<4xi64>, i64 = dense<64> : vector<2xi64>, i128 = dense<128> : vector<2xi64>, f80 = dense<128> : vector<2xi64>, !llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little", "dlti.mangling_mode" = "e", "dlti.legal_int_widths" = array<i32: 8, 16, 32, 64>, "dlti.stack_alignment" = 128 : i64>} {
  memref.global "private" constant @table : memref<4xi32> = dense<[1, 2, 3, 4]>
  func.func @sum(%arg0: memref<?xf32>, %arg1: index) -> f32 {
    %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
    %1 = llvm.mlir.constant(0 : index) : i64
    %2 = builtin.unrealized_conversion_cast %1 : i64 to index
    %3 = llvm.mlir.constant(1 : index) : i64
    %4 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    cf.br ^bb1(%2, %4 : index, f32)
  ^bb1(%5: index, %6: f32):  // 2 preds: ^bb0, ^bb6
    %7 = builtin.unrealized_conversion_cast %5 : index to i64
    %8 = llvm.icmp "slt" %7, %0 : i64
    cf.cond_br %8, ^bb2, ^bb7
  ^bb2:  // pred: ^bb1
    %9 = memref.load %arg0[%5] : memref<?xf32>
    %10 = llvm.intr.exp(%9) : (f32) -> f32
    %11 = llvm.fcmp "ogt" %9, %4 : f32
    cf.cond_br %11, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    cf.br ^bb5(%10 : f32)
  ^bb4:  // pred: ^bb2
    %12 = llvm.intr.sqrt(%9) : (f32) -> f32
    cf.br ^bb5(%12 : f32)
  ^bb5(%13: f32):  // 2 preds: ^bb3, ^bb4
    cf.br ^bb6
  ^bb6:  // pred: ^bb5
    %14 = llvm.fadd %6, %13 : f32
    %15 = llvm.add %7, %3 : i64
    %16 = builtin.unrealized_conversion_cast %15 : i64 to index
    cf.br ^bb1(%16, %14 : index, f32)
  ^bb7:  // pred: ^bb1
    return %6 : f32
  }
  func.func @tiles(%arg0: memref<16x16xi32>) {
    %0 = memref.get_global @table : memref<4xi32>
    %alloca = memref.alloca() {alignment = 64 : i64} : memref<4x4xi32>
    %1 = llvm.mlir.constant(0 : index) : i64
    %2 = builtin.unrealized_conversion_cast %1 : i64 to index
    %3 = llvm.mlir.constant(16 : index) : i64
    %4 = llvm.mlir.constant(4 : index) : i64
    cf.br ^bb1(%2 : index)
  ^bb1(%5: index):  // 2 preds: ^bb0, ^bb5
    %6 = builtin.unrealized_conversion_cast %5 : index to i64
    %7 = llvm.icmp "slt" %6, %3 : i64
    cf.cond_br %7, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    %8 = llvm.mlir.constant(0 : index) : i64
    %9 = builtin.unrealized_conversion_cast %8 : i64 to index
    %10 = llvm.mlir.constant(16 : index) : i64
    %11 = llvm.mlir.constant(1 : index) : i64
    cf.br ^bb3(%9 : index)
  ^bb3(%12: index):  // 2 preds: ^bb2, ^bb4
    %13 = builtin.unrealized_conversion_cast %12 : index to i64
    %14 = llvm.icmp "slt" %13, %10 : i64
    cf.cond_br %14, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %15 = llvm.mlir.constant(4 : index) : i64
    %16 = llvm.srem %13, %15 : i64
    %17 = llvm.mlir.constant(0 : index) : i64
    %18 = llvm.icmp "slt" %16, %17 : i64
    %19 = llvm.add %16, %15 : i64
    %20 = llvm.select %18, %19, %16 : i1, i64
    %21 = builtin.unrealized_conversion_cast %20 : i64 to index
    %22 = memref.load %0[%21] : memref<4xi32>
    %23 = llvm.trunc %6 : i64 to i32
    %24 = llvm.add %22, %23 : i32
    memref.store %24, %arg0[%5, %12] : memref<16x16xi32>
    %25 = llvm.add %13, %11 : i64
    %26 = builtin.unrealized_conversion_cast %25 : i64 to index
    cf.br ^bb3(%26 : index)
  ^bb5:  // pred: ^bb3
    %27 = llvm.add %6, %4 : i64
    %28 = builtin.unrealized_conversion_cast %27 : i64 to index
    cf.br ^bb1(%28 : index)
  ^bb6:  // pred: ^bb1
    %29 = llvm.mlir.constant(0 : i32) : i32
    %30 = llvm.mlir.constant(0 : index) : i64
    %31 = builtin.unrealized_conversion_cast %30 : i64 to index
    memref.store %29, %alloca[%31, %31] : memref<4x4xi32>
    return
  }
  func.func @__dlti_queries() {
    %q0 = "test.data_layout_query"() : () -> i1
    %q1 = "test.data_layout_query"() : () -> i8
    %q2 = "test.data_layout_query"() : () -> i16
    %q3 = "test.data_layout_query"() : () -> i32
    %q4 = "test.data_layout_query"() : () -> i64
    %q5 = "test.data_layout_query"() : () -> i128
    %q6 = "test.data_layout_query"() : () -> f16
    %q7 = "test.data_layout_query"() : () -> f32
    %q8 = "test.data_layout_query"() : () -> f64
    %q9 = "test.data_layout_query"() : () -> f80
    %q10 = "test.data_layout_query"() : () -> f128
    %q11 = "test.data_layout_query"() : () -> index
    %q12 = "test.data_layout_query"() : () -> !llvm.ptr
    %q13 = "test.data_layout_query"() : () -> vector<4xf32>
    %q14 = "test.data_layout_query"() : () -> !llvm.array<3 x i24>
    return
  }
}
