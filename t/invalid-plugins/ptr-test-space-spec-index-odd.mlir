// a #ptr.spec index field not divisible by 8, keyed by a
// #test.const_memory_space pointer: the spec's own error, lines below the
// module line
module attributes {dlti.dl_spec = #dlti.dl_spec<
  #dlti.dl_entry<!ptr.ptr<#test.const_memory_space>, #ptr.spec<size = 32, abi = 32, preferred = 32, index = 33>>
>} {
  func.func @pointer() {
    return
  }
}
