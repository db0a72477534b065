// a dlti.default_memory_space that is an integer, not a memory space
// attribute: a #test.const_memory_space pointer gets the default spec
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.default_memory_space" = 7 : ui64>} {
  func.func @integer_default() {
    %0 = "test.data_layout_query"() : () -> !ptr.ptr<#test.const_memory_space<4>>
    return
  }
}
