// identifier union between module and test op
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "big">} {
  func.func @f() {
    "test.op_with_data_layout"() ({
      %0 = "test.data_layout_query"() : () -> i32
      "test.maybe_terminator"() : () -> ()
    }) {dlti.dl_spec = #dlti.dl_spec<"dlti.stack_alignment" = 64>} : () -> ()
    return
  }
}
