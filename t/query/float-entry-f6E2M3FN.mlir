// entry for f6E2M3FN applies to it only (not to f6E3M2FN); size unchanged
module attributes {dlti.dl_spec = #dlti.dl_spec<f6E2M3FN = dense<[16, 32]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> f6E2M3FN
    %1 = "test.data_layout_query"() : () -> f6E3M2FN
    "func.return"() : () -> ()
  }) : () -> ()
}
