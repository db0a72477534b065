// llvm symbol ops of distinct names, and a comdat selector named like a
// function outside its comdat (another symbol table): no redefinition
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<64> : vector<2xi64>>} {
  llvm.comdat @c {
    llvm.comdat_selector @f any
  }
  llvm.mlir.global external @g(0 : i32) : i32
  llvm.func @f() {
    llvm.return
  }
  llvm.func @"f 2"()
  func.func @q() {
    %0 = "test.data_layout_query"() : () -> i32
    return
  }
}
