// linalg.matmul and linalg.fill on memrefs, with the x86_64 data layout.
module attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<64> : vector<2xi64>, i128 = dense<128> : vector<2xi64>, f80 = dense<128> : vector<2xi64>, !llvm.ptr = dense<64> : vector<4xi64>, index = 64 : i64, "dlti.endianness" = "little", "dlti.stack_alignment" = 128 : i64>} {
  func.func @matmul(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) {
    %zero = arith.constant 0.0 : f32
    linalg.fill ins(%zero : f32) outs(%c : memref<4x16xf32>)
    linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
    return
  }
  func.func @strided(%m: memref<?x?xf64, strided<[?, 1], offset: ?>>, %s: f64) {
    linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%m : memref<?x?xf64, strided<[?, 1], offset: ?>>) {
    ^bb0(%x: f64):
      %y = arith.mulf %x, %s : f64
      linalg.yield %y : f64
    }
    return
  }
}
