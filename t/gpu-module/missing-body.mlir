// The body region is required.
module {
  gpu.module @k
}
