// an llvm.mlir.global and an llvm.func of one name
module {
  llvm.mlir.global internal constant @g(0 : i32) {addr_space = 0 : i32} : i32
  llvm.func @g()
}
