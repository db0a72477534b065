// The body has no arguments (NoRegionArguments).
module {
  "gpu.module"() <{sym_name = "k"}> ({
  ^bb0(%a: i32):
  }) : () -> ()
}
