// A gpu.launch to outline, then lower to NVVM; no data layout spec.
module {
  func.func @scale(%buf: memref<256xf32>, %k: f32) {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c256, %sy = %c1, %sz = %c1) {
      %v = memref.load %buf[%tx] : memref<256xf32>
      %w = arith.mulf %v, %k : f32
      memref.store %w, %buf[%tx] : memref<256xf32>
      gpu.terminator
    }
    return
  }
}
