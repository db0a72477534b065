// vector<3x1xi64>: outer dim 3 not rounded
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> vector<3x1xi64>
    "func.return"() : () -> ()
  }) : () -> ()
}
