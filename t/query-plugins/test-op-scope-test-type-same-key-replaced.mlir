// test type: inner entry with the same key replaces the outer one
module attributes {dlti.dl_spec = #dlti.dl_spec<!test.test_type_with_layout<10> = ["size", 12]>} {
  func.func @f() {
    "test.op_with_data_layout"() ({
      %0 = "test.data_layout_query"() : () -> !test.test_type_with_layout<1>
      "test.maybe_terminator"() : () -> ()
    }) {dlti.dl_spec = #dlti.dl_spec<!test.test_type_with_layout<10> = ["size", 24]>} : () -> ()
    return
  }
}
