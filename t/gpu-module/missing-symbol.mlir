// gpu.module needs a symbol name.
module {
  gpu.module {
  }
}
