// integers wider than 64 bits: ABI 4, preferred P2C(byte size)
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i65
    %1 = "test.data_layout_query"() : () -> i96
    %2 = "test.data_layout_query"() : () -> i128
    %3 = "test.data_layout_query"() : () -> i129
    %4 = "test.data_layout_query"() : () -> i256
    %5 = "test.data_layout_query"() : () -> i1000
    "func.return"() : () -> ()
  }) : () -> ()
}
