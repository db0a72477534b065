// #llvm.address_space<0> is not #ptr.generic_space
module attributes {dlti.dl_spec = #dlti.dl_spec<!ptr.ptr<#ptr.generic_space> = #ptr.spec<size = 32, abi = 32, preferred = 32>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> !ptr.ptr<#llvm.address_space<0>>
    "func.return"() : () -> ()
  }) : () -> ()
}
