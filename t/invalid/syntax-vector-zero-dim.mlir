// vector dimensions must be positive
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> vector<0xi32>
    "func.return"() : () -> ()
  }) : () -> ()
}
