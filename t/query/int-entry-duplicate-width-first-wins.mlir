// i32 and ui32 entries share width 32: the one listed first wins
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<32> : vector<1xi64>, ui32 = dense<[64, 128]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    %1 = "test.data_layout_query"() : () -> ui32
    %2 = "test.data_layout_query"() : () -> si32
    %3 = "test.data_layout_query"() : () -> i16
    %4 = "test.data_layout_query"() : () -> i64
    "func.return"() : () -> ()
  }) : () -> ()
}
