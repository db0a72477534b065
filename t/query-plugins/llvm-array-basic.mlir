// !llvm.array sizes: element size aligned to element ABI, times N
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> !llvm.array<4 x i8>
    %1 = "test.data_layout_query"() : () -> !llvm.array<3 x i17>
    %2 = "test.data_layout_query"() : () -> !llvm.array<0 x i32>
    %3 = "test.data_layout_query"() : () -> !llvm.array<2 x ptr>
    %4 = "test.data_layout_query"() : () -> !llvm.array<3 x f80>
    "func.return"() : () -> ()
  }) : () -> ()
}
