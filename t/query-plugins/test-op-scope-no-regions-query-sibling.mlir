// a test op with an empty region next to the query does not affect it
module attributes {dlti.dl_spec = #dlti.dl_spec<i8 = dense<16> : vector<1xi64>>} {
  func.func @f() {
    "test.op_with_data_layout"() ({
      "test.maybe_terminator"() : () -> ()
    }) {dlti.dl_spec = #dlti.dl_spec<f32 = dense<64> : vector<1xi64>>} : () -> ()
    %0 = "test.data_layout_query"() : () -> f32
    %1 = "test.data_layout_query"() : () -> i8
    return
  }
}
