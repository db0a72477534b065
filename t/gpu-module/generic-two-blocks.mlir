// The body is a single block.
module {
  "gpu.module"() <{sym_name = "k"}> ({
  ^bb0:
  ^bb1:
  }) : () -> ()
}
