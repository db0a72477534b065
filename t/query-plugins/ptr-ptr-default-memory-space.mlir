// with dlti.default_memory_space = generic, address_space<3> uses the generic entry
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.default_memory_space" = #ptr.generic_space, !ptr.ptr<#ptr.generic_space> = #ptr.spec<size = 32, abi = 32, preferred = 64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> !ptr.ptr<#llvm.address_space<3>>
    "func.return"() : () -> ()
  }) : () -> ()
}
