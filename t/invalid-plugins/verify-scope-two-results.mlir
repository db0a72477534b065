// test.op_with_data_layout with two results
%0, %1 = "test.op_with_data_layout"() ({
  "test.maybe_terminator"() : () -> ()
}) : () -> (i32, i32)
