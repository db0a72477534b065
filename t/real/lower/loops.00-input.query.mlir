// dl_spec added by add-queries.pl (x86_64 Linux), not in the source file
#map = affine_map<(d0) -> (d0 mod 4)>
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<270> = dense<32> : vector<4xi64>, !llvm.ptr<271> = dense<32> : vector<4xi64>, !llvm.ptr<272> = dense<64> : vector<4xi64>, i64 = dense<64> : vector<2xi64>, i128 = dense<128> : vector<2xi64>, f80 = dense<128> : vector<2xi64>, !llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little", "dlti.mangling_mode" = "e", "dlti.legal_int_widths" = array<i32: 8, 16, 32, 64>, "dlti.stack_alignment" = 128 : i64>} {
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
    affine.for %arg1 = 0 to 16 step 4 {
      affine.for %arg2 = 0 to 16 {
        %1 = affine.apply #map(%arg2)
        %2 = memref.load %0[%1] : memref<4xi32>
        %3 = arith.index_cast %arg1 : index to i32
        %4 = arith.addi %2, %3 : i32
        affine.store %4, %arg0[%arg1, %arg2] : memref<16x16xi32>
      }
    }
    %c0_i32 = arith.constant 0 : i32
    %c0 = arith.constant 0 : index
    memref.store %c0_i32, %alloca[%c0, %c0] : memref<4x4xi32>
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
