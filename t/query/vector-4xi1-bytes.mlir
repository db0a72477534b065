// vector<4xi1> is 32 bits (no bit packing)
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> vector<4xi1>
    "func.return"() : () -> ()
  }) : () -> ()
}
