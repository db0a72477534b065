// explain-ptr.mlir without an entry for !llvm.ptr: !llvm.ptr<5> answers
// as !llvm.ptr, which has MLIR 22's defaults (64 bits, 8 bytes).
module attributes {dlti.dl_spec = #dlti.dl_spec<
    !llvm.ptr<270> = dense<16> : vector<4xi64>>} {
  func.func @q() {
    %0 = "test.data_layout_query"() : () -> !llvm.ptr<5>
    %1 = "test.data_layout_query"() : () -> !llvm.ptr
    return
  }
}
