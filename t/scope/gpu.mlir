// A gpu.module (MLIR 22: a data layout scope) named kernels, its queries
// in func.func @q.kernels (t/t0440-layout-scope.sh; skipped while dlti has
// no gpu plugin).  `// TYPE: T` gives the TYPE argument when it is not the
// type written.
module attributes {gpu.container_module, dlti.dl_spec = #dlti.dl_spec<f64 = dense<128> : vector<2xi64>>} {
  gpu.module @kernels attributes {dlti.dl_spec = #dlti.dl_spec<index = 32, i64 = dense<[32, 64]> : vector<2xi64>>} {
    func.func @q.kernels() {
      %0 = "test.data_layout_query"() : () -> index
      %1 = "test.data_layout_query"() : () -> i64
      %2 = "test.data_layout_query"() : () -> f64
      %3 = "test.data_layout_query"() : () -> !llvm.struct<"struct.K", (i8, i64, f64)> // TYPE: !llvm.struct<"struct.K">
      return
    }
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @q() {
    %0 = "test.data_layout_query"() : () -> index
    %1 = "test.data_layout_query"() : () -> i64
    return
  }
}
