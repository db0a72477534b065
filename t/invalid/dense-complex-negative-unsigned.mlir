// a negative part of a complex<ui8> element
"test.op"() {a = dense<[(-1, 2), (3, 4)]> : tensor<2xcomplex<ui8>>} : () -> ()
