// RUN: split
// chunks of the kind upstream's Ptr/layout.mlir has, with
// #test.const_memory_space keys: a spec in one chunk does not reach the next
module attributes {dlti.dl_spec = #dlti.dl_spec<
  !ptr.ptr<#test.const_memory_space<2>> = #ptr.spec<size = 16, abi = 16, preferred = 32, index = 16>,
  "dlti.alloca_memory_space" = #test.const_memory_space<2>>} {
  %0 = "test.data_layout_query"() : () -> !ptr.ptr<#test.const_memory_space<2>>
}

// -----

module {
  %0 = "test.data_layout_query"() : () -> !ptr.ptr<#test.const_memory_space<2>>
}
