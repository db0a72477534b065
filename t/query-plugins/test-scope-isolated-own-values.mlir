// inside an op isolated from above, its own block arguments and results are
// used; the function's argument is used outside it
func.func @f(%a: i32) {
  "test.op_with_data_layout"() ({
  ^bb0(%b: i32):
    %x:2 = "test.two"() : () -> (i32, i32)
    "test.use_it"(%x#1, %b) : (i32, i32) -> ()
    "test.maybe_terminator"() : () -> ()
  }) : () -> ()
  "test.use_it"(%a) : (i32) -> ()
  return
}
