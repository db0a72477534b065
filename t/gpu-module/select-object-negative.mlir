// #gpu.select_object's index must not be negative.
module {
  gpu.module @k <#gpu.select_object<-1>> {
  }
}
