// DEVIATION from MLIR 22, which dies of SIGFPE when the element float has an
// ABI alignment of 0.  dlti adds no padding: complex<f32> is 64 bits, ABI 4
// (the element's default), preferred 0 (the element's ABI from the spec).
module attributes {dlti.dl_spec = #dlti.dl_spec<f32 = dense<0> : vector<1xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> complex<f32>
    "func.return"() : () -> ()
  }) : () -> ()
}
