// sym_name from `attributes {...}` must be a string.
module {
  gpu.module @k attributes {sym_name = 1 : i32} {
  }
}
