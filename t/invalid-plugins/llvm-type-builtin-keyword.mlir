// a builtin type where the llvm dialect wants its own keyword (issue 26: MLIR 22's words)
module attributes {test.x = !llvm.i32} {
}
