// DEVIATION from MLIR 22, which reads the outer entry for the same memory
// space as if it were its #ptr.spec value (PtrType::areCompatible casts the
// entry itself) when nested scopes both carry !ptr.ptr entries, and then
// reports "data layout does not combine with layouts of enclosing ops".
// dlti applies the rule MLIR intends: the inner entry must keep the size
// and its ABI alignment must divide the outer one (32 % 16 == 0), so it
// combines and replaces the outer entry inside the test op: abi 2, pref 4;
// outside, the module's entry: abi 4, pref 4.
module attributes {dlti.dl_spec = #dlti.dl_spec<!ptr.ptr<#ptr.generic_space> = #ptr.spec<size = 32, abi = 32, preferred = 32>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "test.op_with_data_layout"() ({
      %0 = "test.data_layout_query"() : () -> !ptr.ptr<#ptr.generic_space>
      "test.maybe_terminator"() : () -> ()
    }) {dlti.dl_spec = #dlti.dl_spec<!ptr.ptr<#ptr.generic_space> = #ptr.spec<size = 32, abi = 16, preferred = 32>>} : () -> ()
    %1 = "test.data_layout_query"() : () -> !ptr.ptr<#ptr.generic_space>
    "func.return"() : () -> ()
  }) : () -> ()
}
