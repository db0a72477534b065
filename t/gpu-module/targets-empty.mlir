// `targets` must have at least one element.
module {
  gpu.module @k [] {
  }
}
