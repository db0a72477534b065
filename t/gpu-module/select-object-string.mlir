// #gpu.select_object takes an index or a target attribute.
module {
  gpu.module @k <#gpu.select_object<"a">> {
  }
}
