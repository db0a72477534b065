// f64 = [128, 256]: complex<f64> padded to 16 bytes between parts
module attributes {dlti.dl_spec = #dlti.dl_spec<f64 = dense<[128, 256]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> complex<f64>
    "func.return"() : () -> ()
  }) : () -> ()
}
