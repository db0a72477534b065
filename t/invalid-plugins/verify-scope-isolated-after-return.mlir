// inside a function too: the return is verified before the scope op
module {
  func.func @f1() -> i32 {
    "test.op_with_data_layout"() ({
      "test.op_with_data_layout"() ({
        "test.maybe_terminator"() : () -> ()
      }) {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "big">} : () -> ()
      "test.maybe_terminator"() : () -> ()
    }) {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "little">} : () -> ()
    return
  }
}
