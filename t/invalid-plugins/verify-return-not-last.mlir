// a generic func.return followed by another op: the return's own check (IsTerminator) comes before its block's
func.func @f() {
  "func.return"() : () -> ()
  %0 = "test.data_layout_query"() : () -> i32
}
