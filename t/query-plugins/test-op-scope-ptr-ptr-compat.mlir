// outer !ptr.ptr entry, inner entry for another space with abi 8: compatible
module attributes {dlti.dl_spec = #dlti.dl_spec<!ptr.ptr<#ptr.generic_space> = #ptr.spec<size = 32, abi = 32, preferred = 32>>} {
  func.func @f() {
    "test.op_with_data_layout"() ({
      %0 = "test.data_layout_query"() : () -> !ptr.ptr<#llvm.address_space<3>>
      "test.maybe_terminator"() : () -> ()
    }) {dlti.dl_spec = #dlti.dl_spec<!ptr.ptr<#llvm.address_space<3>> = #ptr.spec<size = 64, abi = 8, preferred = 8>>} : () -> ()
    return
  }
}
