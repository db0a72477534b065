// entry for f80 applies to it only (not to f128); size unchanged
module attributes {dlti.dl_spec = #dlti.dl_spec<f80 = dense<[128, 256]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> f80
    %1 = "test.data_layout_query"() : () -> f128
    "func.return"() : () -> ()
  }) : () -> ()
}
