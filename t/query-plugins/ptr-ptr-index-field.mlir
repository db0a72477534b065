// #ptr.spec index field; fields in any order
module attributes {dlti.dl_spec = #dlti.dl_spec<!ptr.ptr<#llvm.address_space<3>> = #ptr.spec<preferred = 64, index = 16, abi = 32, size = 64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> !ptr.ptr<#llvm.address_space<3>>
    "func.return"() : () -> ()
  }) : () -> ()
}
