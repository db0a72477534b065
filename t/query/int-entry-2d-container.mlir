// entry value with a 2-d container tensor<1x2xi64>
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[[32, 64]]> : tensor<1x2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}
