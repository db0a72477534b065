"test.op_with_data_layout"() ({
^bb0:
}) : () -> ()
