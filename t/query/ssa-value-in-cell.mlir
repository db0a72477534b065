// RUN: split
// Values held in their name's cell by dlti (parse/ssa.c), then used: by a
// return, after another definition, in the next function with another
// type; a name defined in a nested region and again after it; and a
// name with two results beside one.
func.func @k() -> i32 {
  %5 = "test.data_layout_query"() : () -> i32
  %7 = "test.data_layout_query"() : () -> i16
  return %5 : i32
}
func.func @k2() -> i16 {
  %5 = "test.data_layout_query"() : () -> i16
  return %5 : i16
}

// -----

func.func @g() -> i8 {
  %0 = "test.data_layout_query"() : () -> i8
  %1:2 = "test.op_with_two_results"() : () -> (i8, i8)
  return %1#1 : i8
}

// -----

func.func @h() -> i32 {
  "test.op_with_data_layout"() ({
    %3 = "test.data_layout_query"() : () -> i8
    "test.maybe_terminator"() : () -> ()
  }) : () -> ()
  %3 = "test.data_layout_query"() : () -> i32
  return %3 : i32
}
