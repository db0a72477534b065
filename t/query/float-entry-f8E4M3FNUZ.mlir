// entry for f8E4M3FNUZ applies to it only (not to f8E4M3FN); size unchanged
module attributes {dlti.dl_spec = #dlti.dl_spec<f8E4M3FNUZ = dense<[16, 16]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> f8E4M3FNUZ
    %1 = "test.data_layout_query"() : () -> f8E4M3FN
    "func.return"() : () -> ()
  }) : () -> ()
}
