// !ptr.ptr keyed by #test.const_memory_space (as upstream's Ptr/layout.mlir
// uses it): entries for spaces 0, 5 and 4 (index field), the four memory
// space identifiers and the stack alignment; space 3 has no entry and the
// default space 7 none either, so it gets the default spec
module attributes {dlti.dl_spec = #dlti.dl_spec<
  #dlti.dl_entry<!ptr.ptr<#test.const_memory_space>, #ptr.spec<size = 32, abi = 32, preferred = 64>>,
  #dlti.dl_entry<!ptr.ptr<#test.const_memory_space<5>>, #ptr.spec<size = 64, abi = 64, preferred = 64>>,
  #dlti.dl_entry<!ptr.ptr<#test.const_memory_space<4>>, #ptr.spec<size = 32, abi = 64, preferred = 64, index = 24>>,
  #dlti.dl_entry<"dlti.default_memory_space", #test.const_memory_space<7>>,
  #dlti.dl_entry<"dlti.alloca_memory_space", #test.const_memory_space<5>>,
  #dlti.dl_entry<"dlti.global_memory_space", #test.const_memory_space<2>>,
  #dlti.dl_entry<"dlti.program_memory_space", #test.const_memory_space<3>>,
  #dlti.dl_entry<"dlti.stack_alignment", 128 : i64>
>} {
  func.func @spaces() {
    %0 = "test.data_layout_query"() : () -> !ptr.ptr<#test.const_memory_space>
    %1 = "test.data_layout_query"() : () -> !ptr.ptr<#test.const_memory_space<3>>
    %2 = "test.data_layout_query"() : () -> !ptr.ptr<#test.const_memory_space<5>>
    %3 = "test.data_layout_query"() : () -> !ptr.ptr<#test.const_memory_space<4>>
    return
  }
}
