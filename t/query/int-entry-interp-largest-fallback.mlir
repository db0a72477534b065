// integer entries: wider than every key -> the entry with the largest key width
module attributes {dlti.dl_spec = #dlti.dl_spec<i16 = dense<[16, 32]> : vector<2xi64>, i32 = dense<[32, 64]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i33
    %1 = "test.data_layout_query"() : () -> i64
    %2 = "test.data_layout_query"() : () -> i65
    %3 = "test.data_layout_query"() : () -> i128
    %4 = "test.data_layout_query"() : () -> i1000
    "func.return"() : () -> ()
  }) : () -> ()
}
