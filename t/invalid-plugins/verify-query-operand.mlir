func.func @f(%a: i32) {
  %0 = "test.data_layout_query"(%a) : (i32) -> i32
  return
}
