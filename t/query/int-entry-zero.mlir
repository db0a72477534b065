// an integer entry dense<0> gives alignment 0
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<0> : vector<1xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    %1 = "test.data_layout_query"() : () -> i64
    "func.return"() : () -> ()
  }) : () -> ()
}
