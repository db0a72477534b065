func.func @f(%a: i64) -> i32 {
  return %a : i64
}
