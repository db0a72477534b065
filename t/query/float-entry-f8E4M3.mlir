// entry for f8E4M3 applies to it only (not to f8E5M2); size unchanged
module attributes {dlti.dl_spec = #dlti.dl_spec<f8E4M3 = dense<16> : vector<1xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> f8E4M3
    %1 = "test.data_layout_query"() : () -> f8E5M2
    "func.return"() : () -> ()
  }) : () -> ()
}
