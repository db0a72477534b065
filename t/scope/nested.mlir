// Nested modules as data layout scopes, for `dlti layout --spec nested.mlir
// --scope NAME` (t/t0440-layout-scope.sh).  The queries of scope NAME are in
// func.func @q.NAME (a.b: the scope a::b; @q: the top-level module); a
// `// TYPE: T` comment gives the TYPE argument when it differs from the
// type written.  The top module has entries for f64 only: MLIR 22 crashes
// when two nested scopes have entries of one builtin class, so the scopes'
// own index and i64 entries replace the defaults the top module uses.
!S = !llvm.struct<"struct.S", (i8, i64)>
!P = !llvm.struct<(i32, f64)>
module attributes {dlti.dl_spec = #dlti.dl_spec<f64 = dense<128> : vector<2xi64>>} {
  module @a attributes {dlti.dl_spec = #dlti.dl_spec<index = 32, i64 = dense<128> : vector<2xi64>>} {
    module @b attributes {dlti.dl_spec = #dlti.dl_spec<f16 = dense<64> : vector<2xi64>>} {
      func.func @q.a.b() {
        %0 = "test.data_layout_query"() : () -> i64
        %1 = "test.data_layout_query"() : () -> index
        %2 = "test.data_layout_query"() : () -> !S
        %3 = "test.data_layout_query"() : () -> f16
        %4 = "test.data_layout_query"() : () -> f64
        %5 = "test.data_layout_query"() : () -> vector<4xi64>
        return
      }
    }
    func.func @q.a() {
      %0 = "test.data_layout_query"() : () -> index
      %1 = "test.data_layout_query"() : () -> i64
      %2 = "test.data_layout_query"() : () -> !P
      %3 = "test.data_layout_query"() : () -> f16
      %4 = "test.data_layout_query"() : () -> !llvm.struct<"struct.S", (i8, i64)> // TYPE: !llvm.struct<"struct.S">
      return
    }
  }
  module @c {
    func.func @q.c() {
      %0 = "test.data_layout_query"() : () -> f64
      %1 = "test.data_layout_query"() : () -> index
      %2 = "test.data_layout_query"() : () -> !S
      return
    }
  }
  func.func @q() {
    %0 = "test.data_layout_query"() : () -> index
    %1 = "test.data_layout_query"() : () -> f64
    %2 = "test.data_layout_query"() : () -> !llvm.struct<"struct.S", (i8, i64)> // TYPE: !llvm.struct<"struct.S">
    %3 = "test.data_layout_query"() : () -> !P
    return
  }
}
