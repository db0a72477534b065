// float entry splat dense<32> : vector<2xi64>
module attributes {dlti.dl_spec = #dlti.dl_spec<f16 = dense<32> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> f16
    "func.return"() : () -> ()
  }) : () -> ()
}
