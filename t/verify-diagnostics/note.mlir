// RUN: split
// The notes of an error are checked one by one, like errors.
func.func @f() {
  // expected-note@+1 {{previously defined here}}
  %0 = "test.data_layout_query"() : () -> i32
  // expected-error@+1 {{redefinition of SSA value '%0'}}
  %0 = "test.data_layout_query"() : () -> i32
  return
}

// -----

func.func @g() {
  %0 = "test.data_layout_query"() : () -> i32
  // expected-error@+1 {{redefinition of SSA value '%0'}}
  %0 = "test.data_layout_query"() : () -> i32
  return
}
