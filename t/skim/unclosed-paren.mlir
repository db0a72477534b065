func.func @f(%a: i32) {
  %0 = arith.addi (%a, %a : i32
  return
}
