// inner struct entry with a different key is appended; the outer one stays first
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.struct<()> = dense<32> : vector<1xi64>>} {
  func.func @f() {
    "test.op_with_data_layout"() ({
      %0 = "test.data_layout_query"() : () -> !llvm.struct<(i8)>
      "test.maybe_terminator"() : () -> ()
    }) {dlti.dl_spec = #dlti.dl_spec<!llvm.struct<packed ()> = dense<16> : vector<1xi64>>} : () -> ()
    return
  }
}
