// pointer alignment values floored to bytes; size bits not rounded
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<[20, 12, 20]> : vector<3xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> !llvm.ptr
    "func.return"() : () -> ()
  }) : () -> ()
}
