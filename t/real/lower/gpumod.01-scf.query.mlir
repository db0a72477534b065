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
      cf.cond_br %4, ^bb1, ^bb2
    ^bb1:  // pred: ^bb0
      memref.store %3, %arg1[%block_id_x] : memref<4xf32>
      cf.br ^bb2
    ^bb2:  // 2 preds: ^bb0, ^bb1
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
