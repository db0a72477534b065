// test.op_with_data_layout ops as named scopes (sym_name), one nested in
// the other (t/t0440-layout-scope.sh).  The queries of scope NAME are in
// func.func @q.NAME, directly in the body of the scope op (a func.func may
// not be nested in it: it is no symbol table); `// TYPE: T` gives the TYPE
// argument when it differs from the type written.
module attributes {dlti.dl_spec = #dlti.dl_spec<f64 = dense<128> : vector<2xi64>>} {
  func.func @q.t() {
    "test.op_with_data_layout"() ({
      %0 = "test.data_layout_query"() : () -> index
      %1 = "test.data_layout_query"() : () -> f64
      %2 = "test.data_layout_query"() : () -> i8
      %3 = "test.data_layout_query"() : () -> !llvm.struct<"rec", (i8, index)> // TYPE: !llvm.struct<"rec">
      "test.maybe_terminator"() : () -> ()
    }) {sym_name = "t", dlti.dl_spec = #dlti.dl_spec<index = 32>} : () -> ()
    return
  }
  func.func @q.v.u() {
    "test.op_with_data_layout"() ({
      "test.op_with_data_layout"() ({
        %0 = "test.data_layout_query"() : () -> index
        %1 = "test.data_layout_query"() : () -> i8
        %2 = "test.data_layout_query"() : () -> vector<3xi8>
        "test.maybe_terminator"() : () -> ()
      }) {sym_name = "u", dlti.dl_spec = #dlti.dl_spec<i8 = dense<32> : vector<1xi64>>} : () -> ()
      "test.maybe_terminator"() : () -> ()
    }) {sym_name = "v", dlti.dl_spec = #dlti.dl_spec<index = 16>} : () -> ()
    return
  }
}
