// scf/affine loops, memref.alloca, math and arith; no data layout spec.
module {
  memref.global "private" constant @table : memref<4xi32> = dense<[1, 2, 3, 4]>
  func.func @sum(%buf: memref<?xf32>, %n: index) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %init = arith.constant 0.0 : f32
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (f32) {
      %v = memref.load %buf[%i] : memref<?xf32>
      %e = math.exp %v : f32
      %pos = arith.cmpf ogt, %v, %init : f32
      %t = scf.if %pos -> (f32) {
        scf.yield %e : f32
      } else {
        %s = math.sqrt %v : f32
        scf.yield %s : f32
      }
      %a = arith.addf %acc, %t : f32
      scf.yield %a : f32
    } {loop_annotation = "unroll"}
    return %r : f32
  }
  func.func @tiles(%out: memref<16x16xi32>) {
    %tab = memref.get_global @table : memref<4xi32>
    %tmp = memref.alloca() {alignment = 64 : i64} : memref<4x4xi32>
    affine.for %i = 0 to 16 step 4 {
      affine.for %j = 0 to 16 {
        %k = affine.apply affine_map<(d0) -> (d0 mod 4)>(%j)
        %x = memref.load %tab[%k] : memref<4xi32>
        %ii = arith.index_cast %i : index to i32
        %y = arith.addi %x, %ii : i32
        affine.store %y, %out[%i, %j] : memref<16x16xi32>
      }
    }
    %cst = arith.constant 0 : i32
    %c0 = arith.constant 0 : index
    memref.store %cst, %tmp[%c0, %c0] : memref<4x4xi32>
    return
  }
}
