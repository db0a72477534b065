// vector<4x3xi8> -> 16 bytes
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> vector<4x3xi8>
    "func.return"() : () -> ()
  }) : () -> ()
}
