// entries for f16, bf16, f32, f64 in one spec, each applies to its own type
module attributes {dlti.dl_spec = #dlti.dl_spec<f16 = dense<[16, 32]> : vector<2xi64>, bf16 = dense<32> : vector<1xi64>, f32 = dense<[64, 128]> : vector<2xi64>, f64 = dense<128> : vector<1xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> f16
    %1 = "test.data_layout_query"() : () -> bf16
    %2 = "test.data_layout_query"() : () -> f32
    %3 = "test.data_layout_query"() : () -> f64
    %4 = "test.data_layout_query"() : () -> f80
    "func.return"() : () -> ()
  }) : () -> ()
}
