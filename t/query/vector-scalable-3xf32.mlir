// vector<[3]xf32>: scalable, inner rounded to 4
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> vector<[3]xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}
