// an unknown llvm type keyword inside a struct (issue 26: MLIR 22's words)
module attributes {test.x = !llvm.struct<(i8, !llvm.vec<4 x i8>)>} {
}
