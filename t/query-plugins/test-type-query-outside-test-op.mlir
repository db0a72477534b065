// spec on a test op does not leak to sibling queries
module {
  func.func @f() {
    "test.op_with_data_layout"() ({
      %0 = "test.data_layout_query"() : () -> !test.test_type_with_layout<1>
      "test.maybe_terminator"() : () -> ()
    }) {dlti.dl_spec = #dlti.dl_spec<!test.test_type_with_layout<1> = ["size", 64]>} : () -> ()
    %1 = "test.data_layout_query"() : () -> !test.test_type_with_layout<1>
    return
  }
}
