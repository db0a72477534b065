module attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<64> : vector<2xi64>, i128 = dense<128> : vector<2xi64>, f80 = dense<128> : vector<2xi64>, !llvm.ptr = dense<64> : vector<4xi64>, index = 64 : i64, "dlti.endianness" = "little", "dlti.stack_alignment" = 128 : i64>} {
  func.func @matmul(%arg0: memref<4x8xf32>, %arg1: memref<8x16xf32>, %arg2: memref<4x16xf32>) {
    %c8 = arith.constant 8 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    scf.for %arg3 = %c0 to %c4 step %c1 {
      scf.for %arg4 = %c0 to %c16 step %c1 {
        memref.store %cst, %arg2[%arg3, %arg4] : memref<4x16xf32>
      }
    }
    scf.for %arg3 = %c0 to %c4 step %c1 {
      scf.for %arg4 = %c0 to %c16 step %c1 {
        scf.for %arg5 = %c0 to %c8 step %c1 {
          %0 = memref.load %arg0[%arg3, %arg5] : memref<4x8xf32>
          %1 = memref.load %arg1[%arg5, %arg4] : memref<8x16xf32>
          %2 = memref.load %arg2[%arg3, %arg4] : memref<4x16xf32>
          %3 = arith.mulf %0, %1 : f32
          %4 = arith.addf %2, %3 : f32
          memref.store %4, %arg2[%arg3, %arg4] : memref<4x16xf32>
        }
      }
    }
    return
  }
  func.func @strided(%arg0: memref<?x?xf64, strided<[?, 1], offset: ?>>, %arg1: f64) {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xf64, strided<[?, 1], offset: ?>>
    %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf64, strided<[?, 1], offset: ?>>
    scf.for %arg2 = %c0 to %dim step %c1 {
      scf.for %arg3 = %c0 to %dim_0 step %c1 {
        %0 = memref.load %arg0[%arg2, %arg3] : memref<?x?xf64, strided<[?, 1], offset: ?>>
        %1 = arith.mulf %0, %arg1 : f64
        memref.store %1, %arg0[%arg2, %arg3] : memref<?x?xf64, strided<[?, 1], offset: ?>>
      }
    }
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
