// f80 = [64, 128]: complex<f80> pref 8 (spec ABI), abi 16
module attributes {dlti.dl_spec = #dlti.dl_spec<f80 = dense<[64, 128]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> complex<f80>
    "func.return"() : () -> ()
  }) : () -> ()
}
