// test.op_with_data_layout is a scope: its dl_spec applies inside
module {
  func.func @f() {
    "test.op_with_data_layout"() ({
      %0 = "test.data_layout_query"() : () -> i32
      "test.maybe_terminator"() : () -> ()
    }) {dlti.dl_spec = #dlti.dl_spec<i32 = dense<64> : vector<1xi64>>} : () -> ()
    return
  }
}
