// complex<!llvm.ppc_fp128> works as a float complex
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> complex<!llvm.ppc_fp128>
    "func.return"() : () -> ()
  }) : () -> ()
}
