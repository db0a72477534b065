"test.op_with_data_layout"() ({
  "func.return"() : () -> ()
}) : () -> ()
