// The gpu.module's spec does not combine with the enclosing module's:
// identifier entries must be equal.
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "big">} {
  gpu.module @k attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "little">} {
  }
}
