// a literal struct without its ( (issue 26: MLIR 22's words)
module attributes {test.x = !llvm.struct<>} {
}
