// outer !llvm.ptr entry, inner !llvm.ptr<1>=[64,4,64]: 8 % 4 == 0, compatible
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<[64, 64, 64]> : vector<3xi64>>} {
  func.func @f() {
    "test.op_with_data_layout"() ({
      %0 = "test.data_layout_query"() : () -> !llvm.ptr<1>
      "test.maybe_terminator"() : () -> ()
    }) {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<1> = dense<[64, 4, 64]> : vector<3xi64>>} : () -> ()
    return
  }
}
