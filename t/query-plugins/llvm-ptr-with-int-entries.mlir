// pointer and integer entries together
module attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<64> : vector<1xi64>, !llvm.ptr = dense<[64, 128, 128]> : vector<3xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i64
    %1 = "test.data_layout_query"() : () -> !llvm.ptr
    "func.return"() : () -> ()
  }) : () -> ()
}
