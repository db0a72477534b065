// two llvm.func @main: the llvm dialect's symbol ops, read as written by
// dlti, take part in the module's symbol table (issue 25)
module {
  llvm.func @main() {
    llvm.return
  }
  llvm.func internal @main() {
    llvm.return
  }
}
