// test op endianness differs from the module's
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "big">} {
  func.func @f() {
    "test.op_with_data_layout"() ({
      "test.maybe_terminator"() : () -> ()
    }) {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "little">} : () -> ()
    return
  }
}
