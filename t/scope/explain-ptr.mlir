// Which entry decides a pointer's layout (issue 26, item 2), for
// `dlti layout --explain` (t/t1220-explain.sh): !llvm.ptr<N> reads the
// entry of its address space, else answers as !llvm.ptr (whose entry, or
// the 64-bit default, decides); !ptr.ptr<MS> reads the entry of its
// memory space, else the default spec, or with dlti.default_memory_space
// D the answer of !ptr.ptr<D>.  Scope @d sets D; scope @e has no entry
// for !llvm.ptr.  (t/scope/gen.sh makes explain-ptr.out.)
module attributes {dlti.dl_spec = #dlti.dl_spec<
    !llvm.ptr<270> = dense<16> : vector<4xi64>,
    !llvm.ptr = dense<[32, 32, 32, 32]> : vector<4xi64>,
    !ptr.ptr<#llvm.address_space<1>> = #ptr.spec<size = 32, abi = 32, preferred = 64>>} {
  func.func @q() {
    %0 = "test.data_layout_query"() : () -> !llvm.ptr<5>
    %1 = "test.data_layout_query"() : () -> !llvm.ptr<270>
    %2 = "test.data_layout_query"() : () -> !llvm.ptr
    %3 = "test.data_layout_query"() : () -> !ptr.ptr<#llvm.address_space<1>>
    %4 = "test.data_layout_query"() : () -> !ptr.ptr<#llvm.address_space<5>>
    return
  }
  module @d attributes {dlti.dl_spec = #dlti.dl_spec<
      "dlti.default_memory_space" = #llvm.address_space<1>>} {
    func.func @q.d() {
      %0 = "test.data_layout_query"() : () -> !ptr.ptr<#llvm.address_space<5>>
      %1 = "test.data_layout_query"() : () -> !ptr.ptr<#llvm.address_space<1>>
      return
    }
  }
}
