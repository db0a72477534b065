// #test.const_memory_space<> without the integer
module {
  %0 = "test.data_layout_query"() : () -> !ptr.ptr<#test.const_memory_space<>>
}
