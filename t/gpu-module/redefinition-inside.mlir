// gpu.module is a symbol table itself.
module {
  gpu.module @k {
    func.func private @f()
    func.func private @f()
  }
}
