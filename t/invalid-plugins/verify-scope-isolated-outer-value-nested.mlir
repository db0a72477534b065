// a use of an outer value two regions down, after uses of the region's own
// block argument and results (%x#0, %x#1)
func.func @f(%a: i32) {
  "test.op_with_data_layout"() ({
  ^bb0(%b: i32):
    "test.use_it"(%b) : (i32) -> ()
    %x:2 = "test.two"() : () -> (i32, i32)
    "test.use_it"(%x#1) : (i32) -> ()
    "test.other"() ({
      "test.use_it"(%x#0, %b) : (i32, i32) -> ()
      "test.use_it"(%a) : (i32) -> ()
    }) : () -> ()
    "test.maybe_terminator"() : () -> ()
  }) : () -> ()
  return
}
