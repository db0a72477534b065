// MLIR 22 refuses: "data layout does not combine with layouts of enclosing ops".
module attributes {gpu.container_module, dlti.dl_spec = #dlti.dl_spec<index = 64 : i64, !llvm.ptr = dense<64> : vector<4xi64>, "dlti.endianness" = "little">} {
  gpu.module @kernels attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<3> = dense<32> : vector<4xi64>>} {
    gpu.func @reduce(%in: memref<1024xf32>, %out: memref<4xf32>) workgroup(%tile: memref<256xf32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 256, 1, 1>} {
      %tid = gpu.thread_id x
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %base = arith.muli %bid, %bdim : index
      %idx = arith.addi %base, %tid : index
      %v = memref.load %in[%idx] : memref<1024xf32>
      memref.store %v, %tile[%tid] : memref<256xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %s = gpu.all_reduce add %v uniform {} : (f32) -> (f32)
      %c0 = arith.constant 0 : index
      %first = arith.cmpi eq, %tid, %c0 : index
      scf.if %first {
        memref.store %s, %out[%bid] : memref<4xf32>
      }
      gpu.return
    }
  }
  func.func @host(%in: memref<1024xf32>, %out: memref<4xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c256 = arith.constant 256 : index
    gpu.launch_func @kernels::@reduce blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(%in : memref<1024xf32>, %out : memref<4xf32>)
    return
  }
}
