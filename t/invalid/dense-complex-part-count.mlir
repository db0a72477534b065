// parts of parts: 3 parsed where a complex splat has 2
"test.op"() {a = dense<((1, 2), 3)> : tensor<complex<i32>>} : () -> ()
