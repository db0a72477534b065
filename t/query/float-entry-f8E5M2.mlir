// entry for f8E5M2 applies to it only (not to f8E4M3); size unchanged
module attributes {dlti.dl_spec = #dlti.dl_spec<f8E5M2 = dense<[16, 32]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> f8E5M2
    %1 = "test.data_layout_query"() : () -> f8E4M3
    "func.return"() : () -> ()
  }) : () -> ()
}
