// test.op_with_data_layout is isolated from above: an op inside it may not use
// the function's argument
func.func @f(%a: i32) {
  "test.op_with_data_layout"() ({
    "test.use_it"(%a) : (i32) -> ()
    "test.maybe_terminator"() : () -> ()
  }) : () -> ()
  return
}
