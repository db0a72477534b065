// gpu.module has no default dialect: `module` inside it is not
// builtin.module.
module {
  gpu.module @k {
    module {
    }
  }
}
