// An operand is named before the region's arguments (ZeroOperands comes
// before NoRegionArguments).
func.func @f(%a: index) {
  "builtin.module"(%a) ({
  ^bb0(%x: index):
  }) : (index) -> ()
  return
}
