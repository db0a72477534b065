// entry for f8E4M3B11FNUZ applies to it only (not to f8E4M3); size unchanged
module attributes {dlti.dl_spec = #dlti.dl_spec<f8E4M3B11FNUZ = dense<[64, 128]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> f8E4M3B11FNUZ
    %1 = "test.data_layout_query"() : () -> f8E4M3
    "func.return"() : () -> ()
  }) : () -> ()
}
