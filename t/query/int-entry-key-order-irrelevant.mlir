// integer entries listed out of width order: selection is by width
module attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<64> : vector<1xi64>, i8 = dense<8> : vector<1xi64>, i32 = dense<[32, 64]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i4
    %1 = "test.data_layout_query"() : () -> i9
    %2 = "test.data_layout_query"() : () -> i40
    %3 = "test.data_layout_query"() : () -> i64
    "func.return"() : () -> ()
  }) : () -> ()
}
