// an llvm.* identifier key is accepted when the llvm dialect is not loaded
module attributes {dlti.dl_spec = #dlti.dl_spec<"llvm.foo" = 1>} {
  func.func @f() {
    %0 = "test.data_layout_query"() : () -> i32
    return
  }
}
