func.func @f() {
  %0 = "test.data_layout_query"() : () -> i32
}
