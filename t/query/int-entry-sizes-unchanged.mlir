// integer entries never change sizes
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[128, 256]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i17
    %1 = "test.data_layout_query"() : () -> i32
    %2 = "test.data_layout_query"() : () -> i100
    "func.return"() : () -> ()
  }) : () -> ()
}
