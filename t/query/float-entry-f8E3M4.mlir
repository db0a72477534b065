// entry for f8E3M4 applies to it only (not to f8E4M3); size unchanged
module attributes {dlti.dl_spec = #dlti.dl_spec<f8E3M4 = dense<[8, 16]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> f8E3M4
    %1 = "test.data_layout_query"() : () -> f8E4M3
    "func.return"() : () -> ()
  }) : () -> ()
}
