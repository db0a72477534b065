// DEVIATION from MLIR 22 (segfault): i64 entries in both scopes, the
// gpu.module's with a larger ABI alignment than the enclosing module's.
// dlti: an inner entry for the same key must keep or relax the ABI
// alignment; an error and a note naming the entries.
module attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<32> : vector<1xi64>>} {
  gpu.module @kernels attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<64> : vector<1xi64>>} {
  }
}
