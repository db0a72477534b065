// Two symbols of one name in a module.
module {
  gpu.module @k {
  }
  gpu.module @k {
  }
}
