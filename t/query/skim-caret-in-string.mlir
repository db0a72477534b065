// A `^` in a string of an op read as written (cf.assert, no plugin) names
// no successor: the op may stand in the middle of its block.
module {
  func.func @f(%arg0: i1) {
    cf.assert %arg0, "expected ^bb1 to be taken"
    %0 = "test.data_layout_query"() : () -> i32
    return
  }
}
