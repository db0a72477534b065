// test ops nested in test ops: ids and classes accumulate
module {
  func.func @f() {
    "test.op_with_data_layout"() ({
      "test.op_with_data_layout"() ({
        %0 = "test.data_layout_query"() : () -> i16
        %1 = "test.data_layout_query"() : () -> f16
        "test.maybe_terminator"() : () -> ()
      }) {dlti.dl_spec = #dlti.dl_spec<f16 = dense<32> : vector<1xi64>, "dlti.mangling_mode" = "e">} : () -> ()
      %2 = "test.data_layout_query"() : () -> f16
      "test.maybe_terminator"() : () -> ()
    }) {dlti.dl_spec = #dlti.dl_spec<i16 = dense<32> : vector<1xi64>>} : () -> ()
    return
  }
}
