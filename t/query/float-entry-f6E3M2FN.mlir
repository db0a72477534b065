// entry for f6E3M2FN applies to it only (not to f6E2M3FN); size unchanged
module attributes {dlti.dl_spec = #dlti.dl_spec<f6E3M2FN = dense<[24, 32]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> f6E3M2FN
    %1 = "test.data_layout_query"() : () -> f6E2M3FN
    "func.return"() : () -> ()
  }) : () -> ()
}
