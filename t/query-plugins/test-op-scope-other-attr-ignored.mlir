// the op only uses the attribute named dlti.dl_spec
module {
  func.func @f() {
    "test.op_with_data_layout"() ({
      %0 = "test.data_layout_query"() : () -> i32
      "test.maybe_terminator"() : () -> ()
    }) {foo.layout = #dlti.dl_spec<i32 = dense<[64, 32]> : vector<2xi64>>} : () -> ()
    return
  }
}
