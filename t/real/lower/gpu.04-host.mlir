module attributes {gpu.container_module} {
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
}

