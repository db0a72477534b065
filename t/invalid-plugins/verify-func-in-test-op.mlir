"test.op_with_data_layout"() ({
  func.func @g() {
    return
  }
  "test.maybe_terminator"() : () -> ()
}) : () -> ()
