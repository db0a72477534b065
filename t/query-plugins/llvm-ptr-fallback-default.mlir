// AS-1 entry only: AS 0 and AS 3 keep the defaults
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<1> = dense<[32, 32, 32]> : vector<3xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> !llvm.ptr
    %1 = "test.data_layout_query"() : () -> !llvm.ptr<1>
    %2 = "test.data_layout_query"() : () -> !llvm.ptr<3>
    "func.return"() : () -> ()
  }) : () -> ()
}
