// !llvm.ppc_fp128 is a float: 128 bits, 16/16
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> !llvm.ppc_fp128
    "func.return"() : () -> ()
  }) : () -> ()
}
