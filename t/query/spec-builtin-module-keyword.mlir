// the builtin.module spelling of module
builtin.module attributes {dlti.dl_spec = #dlti.dl_spec<i8 = dense<32> : vector<1xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i8
    "func.return"() : () -> ()
  }) : () -> ()
}
