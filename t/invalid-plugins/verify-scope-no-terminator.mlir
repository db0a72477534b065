"test.op_with_data_layout"() ({
  %0 = "test.data_layout_query"() : () -> i32
}) : () -> ()
