// A bad sym_visibility is named before the operand (ZeroOperands): it is
// checked as the op is read.
func.func @f(%a: index) {
  "builtin.module"(%a) ({
  ^bb0:
  }) {sym_visibility = 1} : (index) -> ()
  return
}
