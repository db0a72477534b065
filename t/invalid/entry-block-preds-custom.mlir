// A custom op read as written (cf.br) branching to the entry block.
module {
  func.func @f() {
  ^entry:
    cf.br ^entry
  }
}
