// vector<[1]xi1>: scalable 1 byte
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> vector<[1]xi1>
    "func.return"() : () -> ()
  }) : () -> ()
}
