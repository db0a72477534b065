// !ptr.ptr without entries: 8 bytes, abi 1, pref 1, index 64
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> !ptr.ptr<#ptr.generic_space>
    %1 = "test.data_layout_query"() : () -> !ptr.ptr<#llvm.address_space<3>>
    "func.return"() : () -> ()
  }) : () -> ()
}
