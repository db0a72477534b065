// a quoted symbol name: an llvm.mlir.alias and an llvm.func @"a b"
module {
  llvm.func @"a b"() -> i32 {
    %0 = llvm.mlir.constant(0 : i32) : i32
    llvm.return %0 : i32
  }
  llvm.mlir.alias external @"a b" : i32 {
    %0 = llvm.mlir.addressof @g : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
  llvm.mlir.global external @g(0 : i32) : i32
}
