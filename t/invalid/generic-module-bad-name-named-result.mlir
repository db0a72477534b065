// At the op's name, after its result's.
func.func @f() {
  %0 = "builtin.module"() ({
  }) {sym_name = 1} : () -> index
  return
}
