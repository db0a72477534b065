// The file ends inside the gpu.module's body.
module {
  gpu.module @k {
    func.func @f() {
      return
    }
