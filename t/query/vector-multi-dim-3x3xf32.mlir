// vector<3x3xf32>: outer dims multiply, inner rounded -> 48 bytes, align 64
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> vector<3x3xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}
