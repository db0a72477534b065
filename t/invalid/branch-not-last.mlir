// An op with successors that is not the last of its block (MLIR's
// verifyOnEntrance(Block &)), reported before the block's ops are verified.
module {
  func.func @f() {
    "test.foo"() : () -> ()
    "test.br"()[^bb1] : () -> ()
    "test.br"()[^bb1] : () -> ()
  ^bb1:
    return
  }
}
