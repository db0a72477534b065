// the op in 'block with no terminator, has' is numbered in its local scope:
// from test.op_with_data_layout (isolated from above), not from the function
func.func @f() {
  %0 = "test.data_layout_query"() : () -> i8
  %1 = "test.data_layout_query"() : () -> i16
  "test.op_with_data_layout"() ({
    %2 = "test.data_layout_query"() : () -> i32
    %3 = "test.data_layout_query"() : () -> i64
  }) : () -> ()
  return
}
