// llvm.comdat is a symbol table of its own: two selectors of one name;
// a func of that name outside it is another table's
module {
  llvm.comdat @c {
    llvm.comdat_selector @any any
    llvm.comdat_selector @any largest
  }
  llvm.func @any()
}
