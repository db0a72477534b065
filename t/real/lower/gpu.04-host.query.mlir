// dl_spec added by add-queries.pl (x86_64 Linux), not in the source file
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<270> = dense<32> : vector<4xi64>, !llvm.ptr<271> = dense<32> : vector<4xi64>, !llvm.ptr<272> = dense<64> : vector<4xi64>, i64 = dense<64> : vector<2xi64>, i128 = dense<128> : vector<2xi64>, f80 = dense<128> : vector<2xi64>, !llvm.ptr = dense<64> : vector<4xi64>, i1 = dense<8> : vector<2xi64>, i8 = dense<8> : vector<2xi64>, i16 = dense<16> : vector<2xi64>, i32 = dense<32> : vector<2xi64>, f16 = dense<16> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, f128 = dense<128> : vector<2xi64>, "dlti.endianness" = "little", "dlti.mangling_mode" = "e", "dlti.legal_int_widths" = array<i32: 8, 16, 32, 64>, "dlti.stack_alignment" = 128 : i64>, gpu.container_module} {
  llvm.func @scale(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: f32) {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.mlir.constant(1 : index) : i64
    %7 = llvm.mlir.constant(256 : index) : i64
    %8 = llvm.extractvalue %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.extractvalue %5[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.extractvalue %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    gpu.launch_func  @scale_kernel::@scale_kernel blocks in (%6, %6, %6) threads in (%7, %6, %6) : i64 args(%8 : !llvm.ptr, %9 : !llvm.ptr, %10 : i64, %11 : i64, %12 : i64, %arg5 : f32)
    llvm.return
  }
  gpu.module @scale_kernel [#nvvm.target<chip = "sm_80">] {
    llvm.func @scale_kernel(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: f32) attributes {gpu.kernel, gpu.known_block_size = array<i32: 256, 1, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>, nvvm.kernel, nvvm.maxntid = array<i32: 256, 1, 1>} {
      %0 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 256> : i32
      %1 = llvm.sext %0 : i32 to i64
      %2 = llvm.getelementptr inbounds|nuw %arg1[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      %3 = llvm.load %2 : !llvm.ptr -> f32
      %4 = llvm.fmul %3, %arg5 : f32
      %5 = llvm.getelementptr inbounds|nuw %arg1[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
      llvm.store %4, %5 : f32, !llvm.ptr
      llvm.return
    }
  }
  func.func @__dlti_queries() {
    %q0 = "test.data_layout_query"() : () -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %q1 = "test.data_layout_query"() : () -> i1
    %q2 = "test.data_layout_query"() : () -> i8
    %q3 = "test.data_layout_query"() : () -> i16
    %q4 = "test.data_layout_query"() : () -> i32
    %q5 = "test.data_layout_query"() : () -> i64
    %q6 = "test.data_layout_query"() : () -> i128
    %q7 = "test.data_layout_query"() : () -> f16
    %q8 = "test.data_layout_query"() : () -> f32
    %q9 = "test.data_layout_query"() : () -> f64
    %q10 = "test.data_layout_query"() : () -> f80
    %q11 = "test.data_layout_query"() : () -> f128
    %q12 = "test.data_layout_query"() : () -> index
    %q13 = "test.data_layout_query"() : () -> !llvm.ptr
    %q14 = "test.data_layout_query"() : () -> vector<4xf32>
    %q15 = "test.data_layout_query"() : () -> !llvm.array<3 x i24>
    return
  }
}
