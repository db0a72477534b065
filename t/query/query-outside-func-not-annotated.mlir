// query ops directly in the top-level module are not annotated
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<64> : vector<1xi64>>} {
  %0 = "test.data_layout_query"() : () -> i32
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %1 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}
