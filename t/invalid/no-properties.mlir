// RUN: split
// The generic form's `<{...}>` on a registered op that has no properties
// (func.return, the test dialect's two ops): refused at the op's name as
// MLIR's setPropertiesFromAttribute refuses it, before the trailing
// location's alias is found undefined.
func.func @f() {
  "func.return"() <{a = 1}> : () -> ()
}

// -----
"test.op_with_data_layout"() <{}> ({
}) : () -> ()

// -----
func.func @f() {
  %0 = "test.data_layout_query"() <{a = 1}> : () -> i32 loc(#nope)
  return
}

// -----
func.func @f() {
  "test.data_layout_query"() <{a = 1}> : () -> ()
  return
}

// -----
func.func @f() {
  %0 = "test.data_layout_query"() <1> : () -> i32
  return
}

