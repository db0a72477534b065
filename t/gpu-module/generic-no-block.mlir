// The body region needs its block.
module {
  "gpu.module"() <{sym_name = "k"}> ({
  }) : () -> ()
}
