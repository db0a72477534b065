// dl_spec added by add-queries.pl (x86_64 Linux), not in the source file
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<270> = dense<32> : vector<4xi64>, !llvm.ptr<271> = dense<32> : vector<4xi64>, !llvm.ptr<272> = dense<64> : vector<4xi64>, i64 = dense<64> : vector<2xi64>, i128 = dense<128> : vector<2xi64>, f80 = dense<128> : vector<2xi64>, !llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little", "dlti.mangling_mode" = "e", "dlti.legal_int_widths" = array<i32: 8, 16, 32, 64>, "dlti.stack_alignment" = 128 : i64>} {
  memref.global "private" constant @table : memref<4xi32> = dense<[1, 2, 3, 4]>
  func.func @sum(%arg0: memref<?xf32>, %arg1: index) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f32
    cf.br ^bb1(%c0, %cst : index, f32)
  ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb6
    %2 = arith.cmpi slt, %0, %arg1 : index
    cf.cond_br %2, ^bb2, ^bb7
  ^bb2:  // pred: ^bb1
    %3 = memref.load %arg0[%0] : memref<?xf32>
    %4 = math.exp %3 : f32
    %5 = arith.cmpf ogt, %3, %cst : f32
    cf.cond_br %5, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    cf.br ^bb5(%4 : f32)
  ^bb4:  // pred: ^bb2
    %6 = math.sqrt %3 : f32
    cf.br ^bb5(%6 : f32)
  ^bb5(%7: f32):  // 2 preds: ^bb3, ^bb4
    cf.br ^bb6
  ^bb6:  // pred: ^bb5
    %8 = arith.addf %1, %7 : f32
    %9 = arith.addi %0, %c1 : index
    cf.br ^bb1(%9, %8 : index, f32)
  ^bb7:  // pred: ^bb1
    return %1 : f32
  }
  func.func @tiles(%arg0: memref<16x16xi32>) {
    %0 = memref.get_global @table : memref<4xi32>
    %alloca = memref.alloca() {alignment = 64 : i64} : memref<4x4xi32>
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c4 = arith.constant 4 : index
    cf.br ^bb1(%c0 : index)
  ^bb1(%1: index):  // 2 preds: ^bb0, ^bb5
    %2 = arith.cmpi slt, %1, %c16 : index
    cf.cond_br %2, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    %c0_0 = arith.constant 0 : index
    %c16_1 = arith.constant 16 : index
    %c1 = arith.constant 1 : index
    cf.br ^bb3(%c0_0 : index)
  ^bb3(%3: index):  // 2 preds: ^bb2, ^bb4
    %4 = arith.cmpi slt, %3, %c16_1 : index
    cf.cond_br %4, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %c4_2 = arith.constant 4 : index
    %5 = arith.remsi %3, %c4_2 : index
    %c0_3 = arith.constant 0 : index
    %6 = arith.cmpi slt, %5, %c0_3 : index
    %7 = arith.addi %5, %c4_2 : index
    %8 = arith.select %6, %7, %5 : index
    %9 = memref.load %0[%8] : memref<4xi32>
    %10 = arith.index_cast %1 : index to i32
    %11 = arith.addi %9, %10 : i32
    memref.store %11, %arg0[%1, %3] : memref<16x16xi32>
    %12 = arith.addi %3, %c1 : index
    cf.br ^bb3(%12 : index)
  ^bb5:  // pred: ^bb3
    %13 = arith.addi %1, %c4 : index
    cf.br ^bb1(%13 : index)
  ^bb6:  // pred: ^bb1
    %c0_i32 = arith.constant 0 : i32
    %c0_4 = arith.constant 0 : index
    memref.store %c0_i32, %alloca[%c0_4, %c0_4] : memref<4x4xi32>
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
