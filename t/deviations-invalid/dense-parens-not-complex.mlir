// DEVIATION from MLIR 22, which reads `(1, 2)` as two elements and builds
// a tensor of 3 from them: a debug build asserts (hasSameNumElementsOrSplat)
// and a release build prints a third element read past its values
// (`dense<[1, 2, -558936352]>` in one run).  dlti refuses a count that is
// neither a splat nor every element.
"test.op"() {a = dense<(1, 2)> : tensor<3xi32>} : () -> ()
