// vector<3xi17>: element 3 bytes, 4 slots -> 96 bits, align 16
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> vector<3xi17>
    "func.return"() : () -> ()
  }) : () -> ()
}
