// DEVIATION from MLIR 22, which segfaults (observed: mlir-opt-22 exits
// 139) when nested scopes both carry an !llvm.ptr entry for the same
// address space (see deviations-query/llvm-ptr-nested-same-address-space).
// dlti applies the intended rule: the inner ABI alignment (128 bits) is
// larger than the outer one (64 bits), so the layouts do not combine.
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<1> = dense<[64, 64, 64]> : vector<3xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "test.op_with_data_layout"() ({
      "test.maybe_terminator"() : () -> ()
    }) {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<1> = dense<[64, 128, 128]> : vector<3xi64>>} : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}
