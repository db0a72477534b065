// module integer entries with test op float entries
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<16> : vector<1xi64>>} {
  func.func @f() {
    "test.op_with_data_layout"() ({
      %0 = "test.data_layout_query"() : () -> i32
      %1 = "test.data_layout_query"() : () -> f32
      "test.maybe_terminator"() : () -> ()
    }) {dlti.dl_spec = #dlti.dl_spec<f32 = dense<64> : vector<1xi64>>} : () -> ()
    return
  }
}
