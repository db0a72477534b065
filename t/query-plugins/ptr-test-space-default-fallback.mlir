// dlti.default_memory_space = #test.const_memory_space (space 0): spaces
// without an entry take the entry of space 0
module attributes {dlti.dl_spec = #dlti.dl_spec<
  !ptr.ptr<#test.const_memory_space> = #ptr.spec<size = 32, abi = 32, preferred = 32>,
  "dlti.default_memory_space" = #test.const_memory_space>} {
  func.func @fallback() {
    %0 = "test.data_layout_query"() : () -> !ptr.ptr<#test.const_memory_space>
    %1 = "test.data_layout_query"() : () -> !ptr.ptr<#test.const_memory_space<1>>
    %2 = "test.data_layout_query"() : () -> !ptr.ptr<#test.const_memory_space<9>>
    return
  }
}
