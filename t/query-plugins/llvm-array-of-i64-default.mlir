// !llvm.array<2 x i64>: i64 ABI 4, pref 8
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> !llvm.array<2 x i64>
    "func.return"() : () -> ()
  }) : () -> ()
}
