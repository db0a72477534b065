// hexadecimal complex<f16>: 4 bytes an element, 2 given
"test.op"() {a = dense<"0x3C00"> : tensor<complex<f16>>} : () -> ()
