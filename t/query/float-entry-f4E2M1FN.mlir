// entry for f4E2M1FN applies to it only (not to f8E5M2); size unchanged
module attributes {dlti.dl_spec = #dlti.dl_spec<f4E2M1FN = dense<[32, 64]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> f4E2M1FN
    %1 = "test.data_layout_query"() : () -> f8E5M2
    "func.return"() : () -> ()
  }) : () -> ()
}
