// DEVIATION from MLIR 22: the reference wraps this size mod 2^64 and prints
// a wrong answer; dlti reports that the size does not fit in 64 bits.
// vector<3 x 2^60 x i8>: 3*2^63 bits wraps to 2^63
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> vector<3x1152921504606846976xi8>
    "func.return"() : () -> ()
  }) : () -> ()
}
