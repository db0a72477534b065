// a list of complex<T> elements holds two parts each: 2 parsed, 4 expected
"test.op"() {a = dense<[1, 2]> : tensor<2xcomplex<i32>>} : () -> ()
