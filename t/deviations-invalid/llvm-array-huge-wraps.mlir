// DEVIATION from MLIR 22: the reference wraps this size mod 2^64 and prints
// a wrong answer (size 0); dlti reports that the size does not fit in 64 bits.
// !llvm.array<2^61 x i64>: size wraps to 0
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> !llvm.array<2305843009213693952 x i64>
    "func.return"() : () -> ()
  }) : () -> ()
}
