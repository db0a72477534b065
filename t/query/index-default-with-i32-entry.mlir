// index (64 bits) with only an i32 entry: largest-key fallback
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[16, 32]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> index
    "func.return"() : () -> ()
  }) : () -> ()
}
