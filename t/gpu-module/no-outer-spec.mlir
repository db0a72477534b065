// A gpu.module's own spec in a module without one: index, i64 and f64
// overridden under it; other types keep the defaults.
func.func @host() {
  builtin.module {
    gpu.module @kernels attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64, i64 = dense<[32, 64]> : vector<2xi64>, f64 = dense<[32, 64]> : vector<2xi64>>} {
      func.func @kernel() {
        %0 = "test.data_layout_query"() : () -> index
        %1 = "test.data_layout_query"() : () -> i64
        %2 = "test.data_layout_query"() : () -> f64
        %3 = "test.data_layout_query"() : () -> i32
        return
      }
    }
    gpu.module @plain {
      func.func @kernel() {
        %0 = "test.data_layout_query"() : () -> index
        return
      }
    }
  }
  return
}
