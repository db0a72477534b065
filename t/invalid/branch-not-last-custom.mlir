// A custom op read as written (cf.br, no plugin) naming a successor in the
// middle of a block.
module {
  func.func @f() {
    cf.br ^bb1
    return
  ^bb1:
    return
  }
}
