// An inherent attribute given in `attributes {...}` is checked when it is
// parsed (verifyInherentAttrs), at the dictionary.
module {
  gpu.module @k attributes {targets = []} {
  }
}
