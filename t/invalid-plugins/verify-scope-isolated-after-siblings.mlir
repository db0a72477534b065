// test.op_with_data_layout is isolated from above: MLIR verifies it after the
// other ops of its block, so the query op's error comes before the nested
// scope's that does not combine
module {
  "test.op_with_data_layout"() ({
    "test.op_with_data_layout"() ({
      "test.maybe_terminator"() : () -> ()
    }) {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "big">} : () -> ()
    "test.maybe_terminator"() : () -> ()
  }) {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "little">} : () -> ()
  %0, %1 = "test.data_layout_query"() : () -> (i32, i32)
}
