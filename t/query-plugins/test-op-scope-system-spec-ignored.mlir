// a target_system_spec on the test op does not affect queries
module {
  func.func @f() {
    "test.op_with_data_layout"() ({
      %0 = "test.data_layout_query"() : () -> i32
      "test.maybe_terminator"() : () -> ()
    }) {dlti.target_system_spec = #dlti.target_system_spec<"CPU" = #dlti.target_device_spec<"dlti.endianness" = "big">>} : () -> ()
    return
  }
}
