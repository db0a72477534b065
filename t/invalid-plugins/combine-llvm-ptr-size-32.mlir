// inner !llvm.ptr<1>=[32, 8, 64] against the constant 64/8 rule: incompatible
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<[64, 64, 64]> : vector<3xi64>>} {
  func.func @f() {
    "test.op_with_data_layout"() ({
      "test.maybe_terminator"() : () -> ()
    }) {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<1> = dense<[32, 8, 64]> : vector<3xi64>>} : () -> ()
    return
  }
}
