// vector<3x!llvm.ptr> with 32-bit pointers
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<[32, 32, 32]> : vector<3xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> vector<3x!llvm.ptr>
    "func.return"() : () -> ()
  }) : () -> ()
}
