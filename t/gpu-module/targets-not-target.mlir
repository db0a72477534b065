// Each target must be a GPU target attribute.
module {
  gpu.module @k [#nvvm.target, 1 : i32] {
  }
}
