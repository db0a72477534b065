func.func @f() {
  func.func @g() {
    %0 = "test.data_layout_query"() : () -> i32
  }
  %0, %1 = "test.data_layout_query"() : () -> (i32, i32)
  return
}
