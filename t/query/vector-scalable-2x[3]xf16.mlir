// vector<[2]x[3]xf16>: two scalable dims
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> vector<[2]x[3]xf16>
    "func.return"() : () -> ()
  }) : () -> ()
}
