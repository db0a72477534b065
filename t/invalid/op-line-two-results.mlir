// The type of the last line was seen before, with two names; one name
// for two results must still be refused.
func.func @f() {
  %0:2 = "test.data_layout_query"() : () -> (i32, i32)
  %1 = "test.data_layout_query"() : () -> (i32, i32)
  return
}
