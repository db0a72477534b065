// The second line has the shape of the first (the parser's line memo),
// and redefines its value.
func.func @f() {
  %0 = "test.data_layout_query"() : () -> i32
  %0 = "test.data_layout_query"() : () -> i32
  return
}
