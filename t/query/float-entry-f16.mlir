// entry for f16 applies to it only (not to bf16); size unchanged
module attributes {dlti.dl_spec = #dlti.dl_spec<f16 = dense<[32, 64]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> f16
    %1 = "test.data_layout_query"() : () -> bf16
    "func.return"() : () -> ()
  }) : () -> ()
}
