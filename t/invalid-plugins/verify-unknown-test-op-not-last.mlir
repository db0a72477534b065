// test.maybe_terminator is an unknown op of the test dialect: it need not be
// last, and the block's last op (a query) is no terminator
"test.op_with_data_layout"() ({
  "test.maybe_terminator"() : () -> ()
  %0 = "test.data_layout_query"() : () -> i32
}) : () -> ()
