// the test op's spec is verified
module {
  func.func @f() {
    "test.op_with_data_layout"() ({
      "test.maybe_terminator"() : () -> ()
    }) {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[64, 32]> : vector<2xi64>>} : () -> ()
    return
  }
}
