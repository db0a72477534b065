// `--test-data-layout-query` runs on the func.func ops directly inside the
// top module: the queries in a func.func of a gpu.module are not answered
// (printed as written), like those in a func.func of a nested module.
module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64>} {
  gpu.module @kernels attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<[32, 64]> : vector<2xi64>>} {
    func.func @kernel() {
      %0 = "test.data_layout_query"() : () -> i64
      return
    }
  }
  func.func @host() {
    %0 = "test.data_layout_query"() : () -> i64
    return
  }
}
