// si16, ui16 and i16 entries: the first (si16) is used for all 16-bit integers
module attributes {dlti.dl_spec = #dlti.dl_spec<si16 = dense<[16, 32]> : vector<2xi64>, ui16 = dense<64> : vector<1xi64>, i16 = dense<128> : vector<1xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i16
    %1 = "test.data_layout_query"() : () -> ui16
    %2 = "test.data_layout_query"() : () -> i8
    "func.return"() : () -> ()
  }) : () -> ()
}
