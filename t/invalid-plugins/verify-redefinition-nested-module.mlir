// a symbol defined twice in a nested module's symbol table
module {
  module @m {
    func.func @g() {
      return
    }
    func.func @g() {
      return
    }
  }
}
