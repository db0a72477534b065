// vector<5xi32>: 8 elements' worth -> 32 bytes
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> vector<5xi32>
    "func.return"() : () -> ()
  }) : () -> ()
}
