// a test.op_with_data_layout without spec inherits the module spec
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<64> : vector<1xi64>>} {
  func.func @f() {
    "test.op_with_data_layout"() ({
      %0 = "test.data_layout_query"() : () -> i32
      "test.maybe_terminator"() : () -> ()
    }) : () -> ()
    return
  }
}
