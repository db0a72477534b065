// !llvm.ptr without entries: 64 bits, abi/pref 8, index 64; any address space
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> !llvm.ptr
    %1 = "test.data_layout_query"() : () -> !llvm.ptr<1>
    %2 = "test.data_layout_query"() : () -> !llvm.ptr<5>
    "func.return"() : () -> ()
  }) : () -> ()
}
