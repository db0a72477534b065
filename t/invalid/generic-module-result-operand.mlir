// With an operand and a result, the result is named (ZeroResults comes
// before ZeroOperands).
func.func @f(%a: index) {
  %0 = "builtin.module"(%a) ({
  }) : (index) -> index
  return
}
