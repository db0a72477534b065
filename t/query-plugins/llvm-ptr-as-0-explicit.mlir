// !llvm.ptr<0> is the same type as !llvm.ptr
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<0> = dense<[32, 32, 32]> : vector<3xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> !llvm.ptr
    "func.return"() : () -> ()
  }) : () -> ()
}
