// an unclosed scalable dimension
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> vector<[4xi32>
    "func.return"() : () -> ()
  }) : () -> ()
}
