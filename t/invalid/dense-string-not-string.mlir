// a dense literal of strings holds strings only
"test.op"() {a = dense<[true, "a"]> : tensor<2x!llvm.ptr>} : () -> ()
