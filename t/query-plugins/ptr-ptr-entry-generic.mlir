// entry for generic space; address_space<3> still default without a default memory space
module attributes {dlti.dl_spec = #dlti.dl_spec<!ptr.ptr<#ptr.generic_space> = #ptr.spec<size = 32, abi = 32, preferred = 64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> !ptr.ptr<#ptr.generic_space>
    %1 = "test.data_layout_query"() : () -> !ptr.ptr<#llvm.address_space<3>>
    "func.return"() : () -> ()
  }) : () -> ()
}
