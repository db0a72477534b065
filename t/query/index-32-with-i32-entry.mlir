// index = 32 uses integer entries of the same scope
module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32, i32 = dense<[64, 128]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> index
    "func.return"() : () -> ()
  }) : () -> ()
}
