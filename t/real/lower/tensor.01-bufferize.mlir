module {
  func.func @add(%arg0: memref<8x8xf32, strided<[?, ?], offset: ?>>, %arg1: memref<8x8xf32, strided<[?, ?], offset: ?>>) -> memref<8x8xf32> {
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<8x8xf32>
    linalg.add ins(%arg0, %arg1 : memref<8x8xf32, strided<[?, ?], offset: ?>>, memref<8x8xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<8x8xf32>)
    %subview = memref.subview %alloc[0, 0] [4, 8] [1, 1] : memref<8x8xf32> to memref<4x8xf32, strided<[8, 1]>>
    %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4x8xf32>
    memref.copy %subview, %alloc_0 : memref<4x8xf32, strided<[8, 1]>> to memref<4x8xf32>
    %subview_1 = memref.subview %alloc[4, 0] [4, 8] [1, 1] : memref<8x8xf32> to memref<4x8xf32, strided<[8, 1], offset: 32>>
    memref.copy %alloc_0, %subview_1 : memref<4x8xf32> to memref<4x8xf32, strided<[8, 1], offset: 32>>
    %cast = memref.cast %alloc : memref<8x8xf32> to memref<8x8xf32, strided<[?, ?], offset: ?>>
    return %alloc : memref<8x8xf32>
  }
}

