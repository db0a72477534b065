llvm.mlir.global internal constant @s("abc) : !llvm.array<3 x i8>
