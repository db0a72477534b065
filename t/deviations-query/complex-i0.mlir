// DEVIATION from MLIR 22, which dies of SIGFPE aligning to 0 bytes.
// dlti: an alignment of 0 adds no padding, so complex<i0> is 0 bits,
// 0 bytes, alignments 0.
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> complex<i0>
    "func.return"() : () -> ()
  }) : () -> ()
}
