// vector<2x3x5xi8>: 6 x 8 x 1 byte -> 48 bytes, align 64
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> vector<2x3x5xi8>
    "func.return"() : () -> ()
  }) : () -> ()
}
