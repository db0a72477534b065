func.func @f() -> i32 {
  return
}
