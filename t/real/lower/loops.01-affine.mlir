module {
  memref.global "private" constant @table : memref<4xi32> = dense<[1, 2, 3, 4]>
  func.func @sum(%arg0: memref<?xf32>, %arg1: index) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %cst) -> (f32) {
      %1 = memref.load %arg0[%arg2] : memref<?xf32>
      %2 = math.exp %1 : f32
      %3 = arith.cmpf ogt, %1, %cst : f32
      %4 = scf.if %3 -> (f32) {
        scf.yield %2 : f32
      } else {
        %6 = math.sqrt %1 : f32
        scf.yield %6 : f32
      }
      %5 = arith.addf %arg3, %4 : f32
      scf.yield %5 : f32
    } {loop_annotation = "unroll"}
    return %0 : f32
  }
  func.func @tiles(%arg0: memref<16x16xi32>) {
    %0 = memref.get_global @table : memref<4xi32>
    %alloca = memref.alloca() {alignment = 64 : i64} : memref<4x4xi32>
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c4 = arith.constant 4 : index
    scf.for %arg1 = %c0 to %c16 step %c4 {
      %c0_1 = arith.constant 0 : index
      %c16_2 = arith.constant 16 : index
      %c1 = arith.constant 1 : index
      scf.for %arg2 = %c0_1 to %c16_2 step %c1 {
        %c4_3 = arith.constant 4 : index
        %1 = arith.remsi %arg2, %c4_3 : index
        %c0_4 = arith.constant 0 : index
        %2 = arith.cmpi slt, %1, %c0_4 : index
        %3 = arith.addi %1, %c4_3 : index
        %4 = arith.select %2, %3, %1 : index
        %5 = memref.load %0[%4] : memref<4xi32>
        %6 = arith.index_cast %arg1 : index to i32
        %7 = arith.addi %5, %6 : i32
        memref.store %7, %arg0[%arg1, %arg2] : memref<16x16xi32>
      }
    }
    %c0_i32 = arith.constant 0 : i32
    %c0_0 = arith.constant 0 : index
    memref.store %c0_i32, %alloca[%c0_0, %c0_0] : memref<4x4xi32>
    return
  }
}

