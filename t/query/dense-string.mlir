// Dense string elements (of an element type neither numeric nor complex,
// here !llvm.ptr),
// as MLIR 22 prints them: quoted with MLIR's escapes, equal strings as one
// splat, never in hexadecimal, and a hexadecimal string kept as written.
module attributes {
  test.s01 = dense<["a", "bc"]> : tensor<2x!llvm.ptr>,
  test.s02 = dense<["a", "a"]> : tensor<2x!llvm.ptr>,
  test.s03 = dense<"a"> : tensor<3x!llvm.ptr>,
  test.s04 = dense<"0x6162"> : tensor<!llvm.ptr>,
  test.s05 = dense<["a\n\"b", "\00\ff"]> : tensor<2x!llvm.ptr>,
  test.s06 = dense<[["a"], ["b"]]> : tensor<2x1x!llvm.ptr>,
  test.s07 = dense<[]> : tensor<0x!llvm.ptr>,
  test.s08 = dense<("a", "b")> : tensor<2x!llvm.ptr>,
  test.s09 = dense<["\e9t\c3\a9"]> : tensor<1x!llvm.ptr>,
  test.s10 = dense<["s0", "s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9", "s10", "s11", "s12", "s13", "s14", "s15", "s16", "s17", "s18", "s19", "s20", "s21", "s22", "s23", "s24", "s25", "s26", "s27", "s28", "s29", "s30", "s31", "s32", "s33", "s34", "s35", "s36", "s37", "s38", "s39", "s40", "s41", "s42", "s43", "s44", "s45", "s46", "s47", "s48", "s49", "s50", "s51", "s52", "s53", "s54", "s55", "s56", "s57", "s58", "s59", "s60", "s61", "s62", "s63", "s64", "s65", "s66", "s67", "s68", "s69", "s70", "s71", "s72", "s73", "s74", "s75", "s76", "s77", "s78", "s79", "s80", "s81", "s82", "s83", "s84", "s85", "s86", "s87", "s88", "s89", "s90", "s91", "s92", "s93", "s94", "s95", "s96", "s97", "s98", "s99", "s100"]> : tensor<101x!llvm.ptr>
} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}
