// #test.const_memory_space: <0> is printed bare; hexadecimal, negative
// (wrapped to 32 bits), `true` (all ones) and spaced spellings of N
module {
  %0 = "test.data_layout_query"() : () -> !ptr.ptr<#test.const_memory_space<0>>
  %1 = "test.data_layout_query"() : () -> !ptr.ptr<#test.const_memory_space<0x10>>
  %2 = "test.data_layout_query"() : () -> !ptr.ptr<#test.const_memory_space<-1>>
  %3 = "test.data_layout_query"() : () -> !ptr.ptr<#test.const_memory_space<true>>
  %4 = "test.data_layout_query"() : () -> !ptr.ptr<#test.const_memory_space< 4294967295 >>
  %5 = "test.data_layout_query"() {attr = #test.const_memory_space<false>} : () -> i8
}
