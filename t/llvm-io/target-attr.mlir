module attributes {llvm.target = #llvm.target<chip = "skylake", triple = "x86_64-unknown-linux-gnu",features=#llvm.target_features<["+avx", "-sse"]>>} {
  func.func @f() attributes {t = #llvm.target<triple = "a\"b", chip = "">, u = #llvm.target_features<[]>} {
    return
  }
}
