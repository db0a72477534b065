// i0 without entries: everything is 0
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i0
    "func.return"() : () -> ()
  }) : () -> ()
}
