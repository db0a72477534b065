// outer !ptr.ptr entry, inner entry for another space with abi 16: incompatible
module attributes {dlti.dl_spec = #dlti.dl_spec<!ptr.ptr<#ptr.generic_space> = #ptr.spec<size = 32, abi = 32, preferred = 32>>} {
  func.func @f() {
    "test.op_with_data_layout"() ({
      "test.maybe_terminator"() : () -> ()
    }) {dlti.dl_spec = #dlti.dl_spec<!ptr.ptr<#llvm.address_space<3>> = #ptr.spec<size = 64, abi = 16, preferred = 16>>} : () -> ()
    return
  }
}
