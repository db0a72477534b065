// The offloading handler must be an OffloadingTranslationAttr
// (#gpu.select_object).
module {
  gpu.module @k <1 : i32> {
  }
}
