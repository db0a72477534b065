// entry for f64 applies to it only (not to f32); size unchanged
module attributes {dlti.dl_spec = #dlti.dl_spec<f64 = dense<[32, 64]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> f64
    %1 = "test.data_layout_query"() : () -> f32
    "func.return"() : () -> ()
  }) : () -> ()
}
