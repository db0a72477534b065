// index = 16 with i8/i32 entries: interpolation picks the i32 entry
module attributes {dlti.dl_spec = #dlti.dl_spec<index = 16, i8 = dense<8> : vector<1xi64>, i32 = dense<[32, 64]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> index
    "func.return"() : () -> ()
  }) : () -> ()
}
