#map = affine_map<(d0, d1) -> (d0, d1)>
module attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<64> : vector<2xi64>, i128 = dense<128> : vector<2xi64>, f80 = dense<128> : vector<2xi64>, !llvm.ptr = dense<64> : vector<4xi64>, index = 64 : i64, "dlti.endianness" = "little", "dlti.stack_alignment" = 128 : i64>} {
  func.func @matmul(%arg0: memref<4x8xf32>, %arg1: memref<8x16xf32>, %arg2: memref<4x16xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    linalg.fill ins(%cst : f32) outs(%arg2 : memref<4x16xf32>)
    linalg.matmul ins(%arg0, %arg1 : memref<4x8xf32>, memref<8x16xf32>) outs(%arg2 : memref<4x16xf32>)
    return
  }
  func.func @strided(%arg0: memref<?x?xf64, strided<[?, 1], offset: ?>>, %arg1: f64) {
    linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%arg0 : memref<?x?xf64, strided<[?, 1], offset: ?>>) {
    ^bb0(%out: f64):
      %0 = arith.mulf %out, %arg1 : f64
      linalg.yield %0 : f64
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
