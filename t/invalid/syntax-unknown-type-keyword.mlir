// f33 is not a type (query result type)
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> f33
    "func.return"() : () -> ()
  }) : () -> ()
}
