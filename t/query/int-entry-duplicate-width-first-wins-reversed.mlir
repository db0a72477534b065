// ui32 listed before i32: the ui32 entry wins even for i32
module attributes {dlti.dl_spec = #dlti.dl_spec<ui32 = dense<[64, 128]> : vector<2xi64>, i32 = dense<32> : vector<1xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    %1 = "test.data_layout_query"() : () -> ui32
    "func.return"() : () -> ()
  }) : () -> ()
}
