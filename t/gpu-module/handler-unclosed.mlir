// The offloading handler's `<` is not closed.
module {
  gpu.module @k <#gpu.select_object<1> [#nvvm.target] {
  }
}
