// dlti.dl_spec on the test op must be a #dlti.dl_spec
module {
  func.func @f() {
    "test.op_with_data_layout"() ({
      "test.maybe_terminator"() : () -> ()
    }) {dlti.dl_spec = 1} : () -> ()
    return
  }
}
