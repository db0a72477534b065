// a ptr type keyword the dialect does not define (generated parser: double space) (issue 26: MLIR 22's words)
module attributes {test.x = !ptr.pt<1>} {
}
