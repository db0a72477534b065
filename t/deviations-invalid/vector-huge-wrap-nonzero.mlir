// DEVIATION from MLIR 22: the reference wraps this size mod 2^64 and prints
// a wrong answer; dlti reports that the size does not fit in 64 bits.
// multi-dim vector whose bit size wraps mod 2^64 to a non-zero value
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> vector<7777777x1099511627776xi24>
    "func.return"() : () -> ()
  }) : () -> ()
}
