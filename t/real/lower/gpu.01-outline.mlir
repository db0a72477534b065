module attributes {gpu.container_module} {
  func.func @scale(%arg0: memref<256xf32>, %arg1: f32) {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    gpu.launch_func  @scale_kernel::@scale_kernel blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1)  args(%arg0 : memref<256xf32>, %arg1 : f32)
    return
  }
  gpu.module @scale_kernel {
    gpu.func @scale_kernel(%arg0: memref<256xf32>, %arg1: f32) kernel attributes {known_block_size = array<i32: 256, 1, 1>, known_grid_size = array<i32: 1, 1, 1>} {
      %block_id_x = gpu.block_id  x
      %block_id_y = gpu.block_id  y
      %block_id_z = gpu.block_id  z
      %thread_id_x = gpu.thread_id  x
      %thread_id_y = gpu.thread_id  y
      %thread_id_z = gpu.thread_id  z
      %grid_dim_x = gpu.grid_dim  x
      %grid_dim_y = gpu.grid_dim  y
      %grid_dim_z = gpu.grid_dim  z
      %block_dim_x = gpu.block_dim  x
      %block_dim_y = gpu.block_dim  y
      %block_dim_z = gpu.block_dim  z
      %0 = memref.load %arg0[%thread_id_x] : memref<256xf32>
      %1 = arith.mulf %0, %arg1 : f32
      memref.store %1, %arg0[%thread_id_x] : memref<256xf32>
      gpu.return
    }
  }
}

