// pointer entry in a tensor<4xi64>
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<[32, 32, 32, 16]> : tensor<4xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> !llvm.ptr
    "func.return"() : () -> ()
  }) : () -> ()
}
