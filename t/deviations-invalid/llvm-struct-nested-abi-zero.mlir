// DEVIATION from MLIR 22 (SIGFPE; observed: mlir-opt-22 exits 136): the
// inner !llvm.struct entry is checked against the outer one by computing
// outer_abi % inner_abi, here 32 % 0.
// dlti: an ABI alignment of 0 never combines.
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.struct<()> = dense<[32, 64]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "test.op_with_data_layout"() ({
      "test.maybe_terminator"() : () -> ()
    }) {dlti.dl_spec = #dlti.dl_spec<!llvm.struct<()> = dense<[0, 64]> : vector<2xi64>>} : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}
