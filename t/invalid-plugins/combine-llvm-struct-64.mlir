// outer struct ABI 32, inner 64: incompatible
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.struct<()> = dense<32> : vector<1xi64>>} {
  func.func @f() {
    "test.op_with_data_layout"() ({
      "test.maybe_terminator"() : () -> ()
    }) {dlti.dl_spec = #dlti.dl_spec<!llvm.struct<()> = dense<64> : vector<1xi64>>} : () -> ()
    return
  }
}
