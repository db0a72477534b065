// f16 = [8, 64]: complex<f16> pref becomes 1 (spec ABI), abi stays 2
module attributes {dlti.dl_spec = #dlti.dl_spec<f16 = dense<[8, 64]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> complex<f16>
    "func.return"() : () -> ()
  }) : () -> ()
}
