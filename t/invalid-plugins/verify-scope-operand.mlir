// test.op_with_data_layout with an operand
func.func @f(%a: i32) {
  "test.op_with_data_layout"(%a) ({
    "test.maybe_terminator"() : () -> ()
  }) : (i32) -> ()
  return
}
