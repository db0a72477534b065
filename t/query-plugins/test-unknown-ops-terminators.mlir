// unknown ops of the test dialect might be terminators: one ends a block,
// another comes before a return
func.func @f() {
  "test.maybe_terminator"() : () -> ()
  return
}
func.func @g() {
  "test.whatever_xyz"() : () -> ()
}
