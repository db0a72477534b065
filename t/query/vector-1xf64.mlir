// vector<1xf64>
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> vector<1xf64>
    "func.return"() : () -> ()
  }) : () -> ()
}
