// the second return operand's type differs
func.func @f(%a: i32, %b: i64) -> (i32, i32) {
  return %a, %b : i32, i64
}
