// From t/real/lower/bad-gpumod-ptr3: a !llvm.ptr<3> entry in the
// gpu.module does not combine with the outer !llvm.ptr entry (MLIR 22
// compares it with the default address space's).
module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i64, !llvm.ptr = dense<64> : vector<4xi64>, "dlti.endianness" = "little">} {
  gpu.module @kernels attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<3> = dense<32> : vector<4xi64>>} {
  }
}
