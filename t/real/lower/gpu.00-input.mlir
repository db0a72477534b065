module {
  func.func @scale(%arg0: memref<256xf32>, %arg1: f32) {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    gpu.launch blocks(%arg2, %arg3, %arg4) in (%arg8 = %c1, %arg9 = %c1, %arg10 = %c1) threads(%arg5, %arg6, %arg7) in (%arg11 = %c256, %arg12 = %c1, %arg13 = %c1) {
      %0 = memref.load %arg0[%arg5] : memref<256xf32>
      %1 = arith.mulf %0, %arg1 : f32
      memref.store %1, %arg0[%arg5] : memref<256xf32>
      gpu.terminator
    }
    return
  }
}

