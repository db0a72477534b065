// the 4th value is the index bitwidth
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<[64, 64, 64, 32]> : vector<4xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> !llvm.ptr
    "func.return"() : () -> ()
  }) : () -> ()
}
