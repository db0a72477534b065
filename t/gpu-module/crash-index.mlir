// DEVIATION from MLIR 22 (segfault, as t/real/lower/bad-gpumod-index):
// the gpu.module's index entry (32) differs from the enclosing module's
// (64).  dlti: nested index entries must be equal; an error with MLIR's
// message for specs that do not combine, and a note naming the entries.
module attributes {dlti.dl_spec = #dlti.dl_spec<index = 64 : i64>} {
  gpu.module @kernels attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>} {
  }
}
