// !llvm.ptr entries per address space; AS without entry falls back to AS 0
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<[32, 32, 64]> : vector<3xi64>, !llvm.ptr<1> = dense<[64, 64, 128, 32]> : vector<4xi64>, !llvm.ptr<2> = dense<[12, 20, 36]> : vector<3xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> !llvm.ptr
    %1 = "test.data_layout_query"() : () -> !llvm.ptr<1>
    %2 = "test.data_layout_query"() : () -> !llvm.ptr<2>
    %3 = "test.data_layout_query"() : () -> !llvm.ptr<3>
    "func.return"() : () -> ()
  }) : () -> ()
}
