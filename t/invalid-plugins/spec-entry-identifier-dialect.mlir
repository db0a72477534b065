// an identifier entry of a dialect without identifier entries (llvm is
// loaded by the query's type)
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.stack_alignment" = 64 : i64, "llvm.foo" = 1>} {
  %0 = "test.data_layout_query"() : () -> !llvm.ptr
}
