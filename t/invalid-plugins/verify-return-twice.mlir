// two returns: the first is not the last op of its block
func.func @f() {
  "func.return"() : () -> ()
  "func.return"() : () -> ()
}
