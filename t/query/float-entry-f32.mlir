// entry for f32 applies to it only (not to f64); size unchanged
module attributes {dlti.dl_spec = #dlti.dl_spec<f32 = dense<[64, 128]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> f32
    %1 = "test.data_layout_query"() : () -> f64
    "func.return"() : () -> ()
  }) : () -> ()
}
