// DEVIATION from MLIR 22 (segfault, as t/real/lower/bad-gpumod-ptr): a
// 32-bit !llvm.ptr in the gpu.module under a 64-bit one.  dlti: entries of
// one address space in nested scopes must have equal sizes; an error and
// a note naming the entries.
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>>} {
  gpu.module @kernels attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<32> : vector<4xi64>>} {
  }
}
