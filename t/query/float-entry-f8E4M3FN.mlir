// entry for f8E4M3FN applies to it only (not to f8E4M3FNUZ); size unchanged
module attributes {dlti.dl_spec = #dlti.dl_spec<f8E4M3FN = dense<[8, 64]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> f8E4M3FN
    %1 = "test.data_layout_query"() : () -> f8E4M3FNUZ
    "func.return"() : () -> ()
  }) : () -> ()
}
