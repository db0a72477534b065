// integer entry value in a tensor<2xi64> container
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[32, 64]> : tensor<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}
