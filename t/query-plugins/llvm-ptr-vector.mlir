// vector<4x!llvm.ptr>: element size 8 -> 256 bits
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> vector<4x!llvm.ptr>
    "func.return"() : () -> ()
  }) : () -> ()
}
