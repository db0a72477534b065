// RUN: split
// func.return's traits, in ODS order: ZeroRegions, ZeroResults,
// ZeroSuccessors, then its parent and its operands.
func.func @f() {
  "func.return"() ({
  }) : () -> ()
}

// -----
func.func @f() {
  %0 = "func.return"() : () -> i32
}

// -----
func.func @f() {
  %0 = "test.data_layout_query"() : () -> i32
  "func.return"()[^bb1] : () -> ()
^bb1:
  return
}

// -----
func.func @f() {
  %0 = "func.return"()[^bb1] ({
  }) : () -> i32
^bb1:
  return
}

// -----
func.func @f() -> i32 {
  %0 = "func.return"()[^bb1] : () -> i32
^bb1:
  %1 = "test.data_layout_query"() : () -> i32
  return %1 : i32
}
