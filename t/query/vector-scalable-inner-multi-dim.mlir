// vector<2x[4]xi32>: scalable, 256 min bits
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> vector<2x[4]xi32>
    "func.return"() : () -> ()
  }) : () -> ()
}
