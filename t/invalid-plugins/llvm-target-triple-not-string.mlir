// #llvm.target triple not a string (issue 26: MLIR 22's words)
module attributes {test.x = #llvm.target<triple = 1, chip = "x">} {
}
