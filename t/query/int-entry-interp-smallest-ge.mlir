// integer entries: the entry with the smallest key width >= N is used
module attributes {dlti.dl_spec = #dlti.dl_spec<i8 = dense<8> : vector<1xi64>, i32 = dense<[32, 64]> : vector<2xi64>, i64 = dense<[128, 256]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i1
    %1 = "test.data_layout_query"() : () -> i7
    %2 = "test.data_layout_query"() : () -> i8
    %3 = "test.data_layout_query"() : () -> i9
    %4 = "test.data_layout_query"() : () -> i16
    %5 = "test.data_layout_query"() : () -> i31
    %6 = "test.data_layout_query"() : () -> i32
    %7 = "test.data_layout_query"() : () -> i33
    %8 = "test.data_layout_query"() : () -> i64
    "func.return"() : () -> ()
  }) : () -> ()
}
