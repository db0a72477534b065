// A labelled entry block that a branch names: reported at the op that owns
// the region (MLIR's verifyOnEntrance(Operation &)).
module {
  func.func @f() {
  ^bb0:
    "test.br"()[^bb1] : () -> ()
  ^bb1:
    "test.br"()[^bb0] : () -> ()
  }
}
