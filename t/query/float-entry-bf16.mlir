// entry for bf16 applies to it only (not to f16); size unchanged
module attributes {dlti.dl_spec = #dlti.dl_spec<bf16 = dense<[8, 32]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> bf16
    %1 = "test.data_layout_query"() : () -> f16
    "func.return"() : () -> ()
  }) : () -> ()
}
