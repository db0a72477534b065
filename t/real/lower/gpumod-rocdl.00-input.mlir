module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i64, !llvm.ptr = dense<64> : vector<4xi64>, "dlti.endianness" = "little">, gpu.container_module} {
  gpu.module @kernels attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<[32, 64]> : vector<2xi64>, f64 = dense<[32, 64]> : vector<2xi64>>} {
    gpu.func @reduce(%arg0: memref<1024xf32>, %arg1: memref<4xf32>) workgroup(%arg2 : memref<256xf32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %thread_id_x = gpu.thread_id  x
      %block_id_x = gpu.block_id  x
      %block_dim_x = gpu.block_dim  x
      %0 = arith.muli %block_id_x, %block_dim_x : index
      %1 = arith.addi %0, %thread_id_x : index
      %2 = memref.load %arg0[%1] : memref<1024xf32>
      memref.store %2, %arg2[%thread_id_x] : memref<256xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %3 = gpu.all_reduce  add %2 uniform {
      } : (f32) -> f32
      %c0 = arith.constant 0 : index
      %4 = arith.cmpi eq, %thread_id_x, %c0 : index
      scf.if %4 {
        memref.store %3, %arg1[%block_id_x] : memref<4xf32>
      }
      gpu.return
    }
  }
  func.func @host(%arg0: memref<1024xf32>, %arg1: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c256 = arith.constant 256 : index
    gpu.launch_func  @kernels::@reduce blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1)  args(%arg0 : memref<1024xf32>, %arg1 : memref<4xf32>)
    return
  }
}

