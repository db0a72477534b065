func.func @f() {
  %0 = arth.constant 1 : i32
  return
}
