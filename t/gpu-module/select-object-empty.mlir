// #gpu.select_object<> lacks its parameter.
module {
  gpu.module @k <#gpu.select_object<>> {
  }
}
