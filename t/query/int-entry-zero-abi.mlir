// an integer entry [0, 8]: abi 0, pref 1
module attributes {dlti.dl_spec = #dlti.dl_spec<i16 = dense<[0, 8]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i16
    "func.return"() : () -> ()
  }) : () -> ()
}
