// gpu.module has no results.
module {
  %0 = "gpu.module"() <{sym_name = "k"}> ({
  ^bb0:
  }) : () -> i32
}
