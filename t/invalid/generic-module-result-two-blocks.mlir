// A result is named before two blocks (SingleBlock) and before a
// discardable attribute without a dialect prefix (the op's verify).
module {
  "builtin.module"() ({
  ^bb0:
  ^bb1:
  }) {a = 1} : () -> index
}
