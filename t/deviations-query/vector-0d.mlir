// DEVIATION from MLIR 22, which reads past the empty shape of a 0-d vector
// and segfaults.  dlti lays vector<f64> out as one element: 64 bits, 8 bytes,
// alignment 8.
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> vector<f64>
    %1 = "test.data_layout_query"() : () -> vector<i1>
    "func.return"() : () -> ()
  }) : () -> ()
}
