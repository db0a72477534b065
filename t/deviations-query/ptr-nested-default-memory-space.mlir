// DEVIATION from MLIR 22.  With no outer entry for its memory space, an
// inner !ptr.ptr entry is compared with the outer entry for the default
// memory space (dlti.default_memory_space); MLIR 22 reads that entry as if
// it were its #ptr.spec value and reports "data layout does not combine
// with layouts of enclosing ops".  dlti applies the rule MLIR intends:
// sizes equal (32), inner ABI alignment 16 divides the outer 32, so it
// combines.  Inside the test op address space 3 has its own entry (abi 2,
// pref 2); outside it falls back to the default memory space's (abi 4).
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.default_memory_space" = #ptr.generic_space, !ptr.ptr<#ptr.generic_space> = #ptr.spec<size = 32, abi = 32, preferred = 32>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "test.op_with_data_layout"() ({
      %0 = "test.data_layout_query"() : () -> !ptr.ptr<#llvm.address_space<3>>
      "test.maybe_terminator"() : () -> ()
    }) {dlti.dl_spec = #dlti.dl_spec<!ptr.ptr<#llvm.address_space<3>> = #ptr.spec<size = 32, abi = 16, preferred = 16>>} : () -> ()
    %1 = "test.data_layout_query"() : () -> !ptr.ptr<#llvm.address_space<3>>
    "func.return"() : () -> ()
  }) : () -> ()
}
