// f32 = [64, 128]: complex<f32> pads to the spec ABI (8), pref = spec ABI, abi = default 4
module attributes {dlti.dl_spec = #dlti.dl_spec<f32 = dense<[64, 128]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> complex<f32>
    "func.return"() : () -> ()
  }) : () -> ()
}
