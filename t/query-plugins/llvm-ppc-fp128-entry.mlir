// !llvm.ppc_fp128 accepts float-style entries
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ppc_fp128 = dense<[64, 128]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> !llvm.ppc_fp128
    %1 = "test.data_layout_query"() : () -> f128
    "func.return"() : () -> ()
  }) : () -> ()
}
