module attributes {llvm.target = #llvm.target<triple = "i686-unknown-linux-gnu", chip = "">} {
  func.func @f() {
    %0 = "test.data_layout_query"() : () -> i64
    %1 = "test.data_layout_query"() : () -> !llvm.ptr<270>
    %2 = "test.data_layout_query"() : () -> f80
    %3 = "test.data_layout_query"() : () -> index
    return
  }
}
