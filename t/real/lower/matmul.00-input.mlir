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
}

