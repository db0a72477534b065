// a float part of a complex<i32> element
"test.op"() {a = dense<(1.5, 2)> : tensor<complex<i32>>} : () -> ()
