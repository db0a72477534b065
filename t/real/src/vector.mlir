// vector ops on memrefs, with a 32-bit index data layout.
module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64, !llvm.ptr = dense<32> : vector<4xi64>, i64 = dense<[32, 64]> : vector<2xi64>, f64 = dense<[32, 64]> : vector<2xi64>, "dlti.endianness" = "little">} {
  func.func @vadd(%a: memref<64xf32>, %b: memref<64xf32>, %c: memref<64xf32>) {
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c64 = arith.constant 64 : index
    %pad = arith.constant 0.0 : f32
    scf.for %i = %c0 to %c64 step %c8 {
      %va = vector.transfer_read %a[%i], %pad : memref<64xf32>, vector<8xf32>
      %vb = vector.transfer_read %b[%i], %pad : memref<64xf32>, vector<8xf32>
      %vc = arith.addf %va, %vb : vector<8xf32>
      %vf = vector.fma %va, %vb, %vc : vector<8xf32>
      vector.transfer_write %vf, %c[%i] : vector<8xf32>, memref<64xf32>
    }
    return
  }
  func.func @reduce(%v: vector<16xi32>, %m: vector<4x4xf32>) -> (i32, vector<4x4xf32>) {
    %r = vector.reduction <add>, %v : vector<16xi32> into i32
    %t = vector.transpose %m, [1, 0] : vector<4x4xf32> to vector<4x4xf32>
    %s = vector.broadcast %r : i32 to vector<4xi32>
    %e = vector.extract %s[2] : i32 from vector<4xi32>
    return %e, %t : i32, vector<4x4xf32>
  }
}
