// !llvm.array of ptr<2> with a 12-bit pointer entry
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<2> = dense<[12, 20, 36]> : vector<3xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> !llvm.array<3 x ptr<2>>
    "func.return"() : () -> ()
  }) : () -> ()
}
