// a gpu type keyword the dialect does not define (issue 26: MLIR 22's words)
module attributes {test.x = !gpu.foo} {
}
