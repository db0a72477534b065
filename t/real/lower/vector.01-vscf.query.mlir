module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64, !llvm.ptr = dense<32> : vector<4xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f64 = dense<[32, 64]> : vector<2xi64>, "dlti.endianness" = "little">} {
  func.func @vadd(%arg0: memref<64xf32>, %arg1: memref<64xf32>, %arg2: memref<64xf32>) {
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c64 = arith.constant 64 : index
    %cst = arith.constant 0.000000e+00 : f32
    scf.for %arg3 = %c0 to %c64 step %c8 {
      %0 = vector.transfer_read %arg0[%arg3], %cst : memref<64xf32>, vector<8xf32>
      %1 = vector.transfer_read %arg1[%arg3], %cst : memref<64xf32>, vector<8xf32>
      %2 = arith.addf %0, %1 : vector<8xf32>
      %3 = vector.fma %0, %1, %2 : vector<8xf32>
      vector.transfer_write %3, %arg2[%arg3] : vector<8xf32>, memref<64xf32>
    }
    return
  }
  func.func @reduce(%arg0: vector<16xi32>, %arg1: vector<4x4xf32>) -> (i32, vector<4x4xf32>) {
    %0 = vector.reduction <add>, %arg0 : vector<16xi32> into i32
    %1 = vector.transpose %arg1, [1, 0] : vector<4x4xf32> to vector<4x4xf32>
    return %0, %1 : i32, vector<4x4xf32>
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
