module {
  func.func @add(%arg0: memref<8x8xf32, strided<[?, ?], offset: ?>>, %arg1: memref<8x8xf32, strided<[?, ?], offset: ?>>) -> memref<8x8xf32> {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
    scf.for %arg2 = %c0 to %c8 step %c1 {
      scf.for %arg3 = %c0 to %c8 step %c1 {
        %0 = memref.load %arg0[%arg2, %arg3] : memref<8x8xf32, strided<[?, ?], offset: ?>>
        %1 = memref.load %arg1[%arg2, %arg3] : memref<8x8xf32, strided<[?, ?], offset: ?>>
        %2 = arith.addf %0, %1 : f32
        memref.store %2, %alloc[%arg2, %arg3] : memref<8x8xf32>
      }
    }
    %subview = memref.subview %alloc[0, 0] [4, 8] [1, 1] : memref<8x8xf32> to memref<4x8xf32, strided<[8, 1]>>
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4x8xf32>
    memref.copy %subview, %alloc_0 : memref<4x8xf32, strided<[8, 1]>> to memref<4x8xf32>
    %subview_1 = memref.subview %alloc[4, 0] [4, 8] [1, 1] : memref<8x8xf32> to memref<4x8xf32, strided<[8, 1], offset: 32>>
    memref.copy %alloc_0, %subview_1 : memref<4x8xf32> to memref<4x8xf32, strided<[8, 1], offset: 32>>
    return %alloc : memref<8x8xf32>
  }
}

