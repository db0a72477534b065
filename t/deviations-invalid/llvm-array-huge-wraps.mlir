// !llvm.array<2^61 x i64>: size wraps to 0
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> !llvm.array<2305843009213693952 x i64>
    "func.return"() : () -> ()
  }) : () -> ()
}
