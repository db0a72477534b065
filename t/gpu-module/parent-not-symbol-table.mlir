// A symbol's parent must be a symbol table; func.func is not.
module {
  func.func @f() {
    gpu.module @k {
    }
    return
  }
}
