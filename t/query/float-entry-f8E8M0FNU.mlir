// entry for f8E8M0FNU applies to it only (not to f8E5M2); size unchanged
module attributes {dlti.dl_spec = #dlti.dl_spec<f8E8M0FNU = dense<[32, 64]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> f8E8M0FNU
    %1 = "test.data_layout_query"() : () -> f8E5M2
    "func.return"() : () -> ()
  }) : () -> ()
}
