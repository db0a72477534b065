// entry for f128 applies to it only (not to f80); size unchanged
module attributes {dlti.dl_spec = #dlti.dl_spec<f128 = dense<[64, 128]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> f128
    %1 = "test.data_layout_query"() : () -> f80
    "func.return"() : () -> ()
  }) : () -> ()
}
