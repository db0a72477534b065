// vector<[4]xi32>: scalable, min size 16
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> vector<[4]xi32>
    "func.return"() : () -> ()
  }) : () -> ()
}
