// #test.const_memory_space's parameter is an `unsigned`
module {
  %0 = "test.data_layout_query"() : () -> !ptr.ptr<#test.const_memory_space<4294967296>>
}
