// an integer literal for a float part
"test.op"() {a = dense<(1, 2.0)> : tensor<complex<f32>>} : () -> ()
