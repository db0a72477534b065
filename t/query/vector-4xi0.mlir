// vector<4xi0>: everything 0
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> vector<4xi0>
    "func.return"() : () -> ()
  }) : () -> ()
}
