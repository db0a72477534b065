// The layout of !ptr.ptr without entries of its own reads the default
// memory space, an identifier entry: an inner scope that sets it must not
// reuse the outer answer (dlti shares answers between scopes only when the
// inner one changes nothing the computation read).
module attributes {dlti.dl_spec = #dlti.dl_spec<!ptr.ptr<#ptr.generic_space> = #ptr.spec<size = 32, abi = 32, preferred = 64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> !ptr.ptr<#llvm.address_space<3>>
    "test.op_with_data_layout"() ({
      %1 = "test.data_layout_query"() : () -> !ptr.ptr<#llvm.address_space<3>>
      "test.op_with_data_layout"() ({
        %2 = "test.data_layout_query"() : () -> !ptr.ptr<#llvm.address_space<3>>
        "test.maybe_terminator"() : () -> ()
      }) : () -> ()
      "test.maybe_terminator"() : () -> ()
    }) {dlti.dl_spec = #dlti.dl_spec<"dlti.default_memory_space" = #ptr.generic_space>} : () -> ()
    %3 = "test.data_layout_query"() : () -> !ptr.ptr<#llvm.address_space<3>>
    "func.return"() : () -> ()
  }) : () -> ()
}
