// an f64 entry does not affect complex<f32>
module attributes {dlti.dl_spec = #dlti.dl_spec<f64 = dense<128> : vector<1xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> complex<f32>
    "func.return"() : () -> ()
  }) : () -> ()
}
