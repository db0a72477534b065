// integer entries: i9 uses the i64 entry (smallest >= 9), not the nearer i8 one
module attributes {dlti.dl_spec = #dlti.dl_spec<i8 = dense<8> : vector<1xi64>, i64 = dense<64> : vector<1xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i9
    %1 = "test.data_layout_query"() : () -> i33
    %2 = "test.data_layout_query"() : () -> i4
    "func.return"() : () -> ()
  }) : () -> ()
}
