// DEVIATION from MLIR 22, which segfaults (observed: mlir-opt-22 exits
// 139) when nested scopes both carry an !llvm.ptr entry for the same
// address space: LLVMPointerType::areCompatible reads the outer entry
// itself as if it were its dense value.
// dlti applies the rule MLIR intends: the inner entry must keep the size
// (64 == 64) and its ABI alignment must divide the outer one (64 % 32 == 0),
// so it combines and replaces the outer entry inside the test op.
// Values checked by hand against semantics §7.1 (bits / 8, floor): inside,
// [64, 32, 128] gives size 8, bitsize 64, abi 4, preferred 16, index 64;
// outside, the module's [64, 64, 64] gives 8, 64, 8, 8, 64.
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<1> = dense<[64, 64, 64]> : vector<3xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "test.op_with_data_layout"() ({
      %0 = "test.data_layout_query"() : () -> !llvm.ptr<1>
      "test.maybe_terminator"() : () -> ()
    }) {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<1> = dense<[64, 32, 128]> : vector<3xi64>>} : () -> ()
    %1 = "test.data_layout_query"() : () -> !llvm.ptr<1>
    "func.return"() : () -> ()
  }) : () -> ()
}
