// DEVIATION from MLIR 22: the reference wraps this size mod 2^64 and prints
// a wrong answer; dlti reports that the size does not fit in 64 bits.
// vector<(2^63-1) x i8>: P2C of the inner dim is 2^63; bits wrap to 0
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> vector<9223372036854775807xi8>
    "func.return"() : () -> ()
  }) : () -> ()
}
