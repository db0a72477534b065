// the same symbol name in a module and in a module nested in it: two
// symbol tables, no redefinition
module {
  func.func @g() {
    return
  }
  module @m {
    func.func @g() {
      return
    }
  }
}
