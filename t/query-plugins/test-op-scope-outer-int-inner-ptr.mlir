// outer integer entry, inner pointer entry: both apply
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<64> : vector<1xi64>>} {
  func.func @f() {
    "test.op_with_data_layout"() ({
      %0 = "test.data_layout_query"() : () -> i32
      %1 = "test.data_layout_query"() : () -> !llvm.ptr
      "test.maybe_terminator"() : () -> ()
    }) {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<[32, 32, 32]> : vector<3xi64>>} : () -> ()
    return
  }
}
