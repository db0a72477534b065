// DEVIATION from MLIR 22: the reference wraps this size mod 2^64 and prints
// a wrong answer; dlti reports that the size does not fit in 64 bits.
// vector<2^61 x i64>: bit size wraps to 0 (uint64)
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> vector<2305843009213693952xi64>
    "func.return"() : () -> ()
  }) : () -> ()
}
