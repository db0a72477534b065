// a tensor is not a valid vector element type
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> vector<4xtensor<2xi32>>
    "func.return"() : () -> ()
  }) : () -> ()
}
