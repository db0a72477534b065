// vector<9xi1> -> 16 bytes
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> vector<9xi1>
    "func.return"() : () -> ()
  }) : () -> ()
}
