// DEVIATION from MLIR 22 (SIGFPE; observed: mlir-opt-22 exits 136): an
// inner !llvm.ptr entry without an outer entry for its address space is
// checked against 64 bits and an ABI alignment of 8 by computing 8 % abi,
// here 8 % 0.
// dlti: an ABI alignment of 0 never combines.
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<1> = dense<[64, 64, 64]> : vector<3xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "test.op_with_data_layout"() ({
      "test.maybe_terminator"() : () -> ()
    }) {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<2> = dense<[64, 0, 0]> : vector<3xi64>>} : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}
