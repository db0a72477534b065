// negative entry values are read as uint64: -8 -> (2^64-8)/8
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[-8, -8]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}
