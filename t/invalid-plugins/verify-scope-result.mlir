%0 = "test.op_with_data_layout"() ({
  "test.maybe_terminator"() : () -> ()
}) : () -> i32
