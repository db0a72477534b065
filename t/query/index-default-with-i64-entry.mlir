// index (64 bits) with an i64 entry
module attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<[64, 128]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> index
    "func.return"() : () -> ()
  }) : () -> ()
}
