// RUN: split
// A value named %N and defined once is held by dlti in its name's cell
// (parse/ssa.c) until something else needs the name; each chunk needs it
// in another way, with its message and note as MLIR gives them.

// A use with another type.
func.func @f() -> i64 {
  %0 = "test.data_layout_query"() : () -> i32
  return %0 : i64
}

// -----

// A result number the value does not have.
func.func @g() -> i32 {
  %0 = "test.data_layout_query"() : () -> i32
  return %0#1 : i32
}

// -----

// Defined again in a nested region.
func.func @h() -> i32 {
  %0 = "test.data_layout_query"() : () -> i32
  %1 = "test.data_layout_query"() : () -> i32
  "test.op_with_data_layout"() ({
    %0 = "test.data_layout_query"() : () -> i8
    "test.maybe_terminator"() : () -> ()
  }) : () -> ()
  return %1 : i32
}

// -----

// Named again as a region's entry argument.
module {
  %0 = "test.data_layout_query"() : () -> i32
  func.func @g(%0: i32) -> i32 {
    return %0 : i32
  }
}

// -----

// Defined again inside a function (isolated from above: MLIR still
// refuses the name).
module {
  %0 = "test.data_layout_query"() : () -> i32
  func.func @g() -> i8 {
    %0 = "test.data_layout_query"() : () -> i8
    return %0 : i8
  }
}
