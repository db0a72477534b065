// The generic form without sym_name.
module {
  "gpu.module"() ({
  ^bb0:
  }) : () -> ()
}
