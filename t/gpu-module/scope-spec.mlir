// gpu.module is a data layout scope (DataLayoutOpInterface): a query under
// it uses its spec combined with the enclosing module's.  The default
// `--test-data-layout-query` runs on the func.func ops of the top module,
// so the gpu.module sits in a builtin.module inside @host: the queries in
// @kernel are answered with the gpu.module's i64, f64 and index entries and
// the outer module's !llvm.ptr and endianness; those in @host with the
// outer spec, as those in @inherits, a gpu.module without a spec.  (The
// outer spec has no builtin entries: MLIR 22 crashes
// when two nested scopes have entries of the same builtin class.)
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<[64, 64, 64, 64]> : vector<4xi64>, "dlti.endianness" = "little">} {
  func.func @host() {
    %0 = "test.data_layout_query"() : () -> i64
    %1 = "test.data_layout_query"() : () -> index
    builtin.module {
      gpu.module @kernels attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64, i64 = dense<[32, 64]> : vector<2xi64>, f64 = dense<[32, 64]> : vector<2xi64>>} {
        func.func @kernel() {
          %2 = "test.data_layout_query"() : () -> i64
          %3 = "test.data_layout_query"() : () -> f64
          %4 = "test.data_layout_query"() : () -> index
          %5 = "test.data_layout_query"() : () -> !llvm.ptr
          %6 = "test.data_layout_query"() : () -> !llvm.struct<(i8, i64, f64)>
          return
        }
        %7 = "test.data_layout_query"() : () -> i64
      }
      gpu.module @inherits {
        func.func @kernel() {
          %8 = "test.data_layout_query"() : () -> !llvm.ptr
          %9 = "test.data_layout_query"() : () -> index
          return
        }
      }
    }
    return
  }
}
