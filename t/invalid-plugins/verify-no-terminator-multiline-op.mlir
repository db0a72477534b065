// a function body ending in a scope op: MLIR's message holds the op, on
// lines of its own
func.func @f() {
  "test.op_with_data_layout"() ({
    "test.maybe_terminator"() : () -> ()
  }) : () -> ()
}
