// The gpu.module's own spec is verified as a scope's.
module {
  gpu.module @k attributes {dlti.dl_spec = #dlti.dl_spec<index = "x">} {
  }
}
