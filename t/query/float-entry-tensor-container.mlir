// float entry with a tensor<2xi64> container
module attributes {dlti.dl_spec = #dlti.dl_spec<f64 = dense<[64, 128]> : tensor<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> f64
    "func.return"() : () -> ()
  }) : () -> ()
}
