// float entry dense<0>: abi = pref = 0
module attributes {dlti.dl_spec = #dlti.dl_spec<f64 = dense<0> : vector<1xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> f64
    "func.return"() : () -> ()
  }) : () -> ()
}
