// DEVIATION from MLIR 22 (SIGFPE): an inner !ptr.ptr entry without an
// outer entry for its memory space is checked against 64 bits and an ABI
// alignment of 8 by dividing by its own ABI alignment, here 0.
// dlti: an ABI alignment of 0 never combines.
module attributes {dlti.dl_spec = #dlti.dl_spec<!ptr.ptr<#ptr.generic_space> = #ptr.spec<size = 32, abi = 32, preferred = 32>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "test.op_with_data_layout"() ({
      "test.maybe_terminator"() : () -> ()
    }) {dlti.dl_spec = #dlti.dl_spec<!ptr.ptr<#llvm.address_space<3>> = #ptr.spec<size = 64, abi = 0, preferred = 0>>} : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}
