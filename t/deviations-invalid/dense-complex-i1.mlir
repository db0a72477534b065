// DEVIATION from MLIR 22, which writes the parts of complex<i1> elements
// as bits and reads them back as bytes: this prints as
// `dense<[(true,false), (false,false)]>`.  dlti refuses dense elements of
// complex<i1> rather than print what was not written.
"test.op"() {a = dense<[(true, false), (false, true)]> : tensor<2xcomplex<i1>>} : () -> ()
