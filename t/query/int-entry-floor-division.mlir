// entry values are bits, divided by 8 with floor: [8, 24] -> abi 1, pref 3
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[8, 24]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}
