// #llvm.target chip not a string (issue 26: MLIR 22's words)
module attributes {test.x = #llvm.target<triple = "x", chip = i32>} {
}
