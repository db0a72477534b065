// a spec under another name is not verified (pref < abi accepted) but used
module attributes {foo.layout = #dlti.dl_spec<i32 = dense<[64, 32]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}
