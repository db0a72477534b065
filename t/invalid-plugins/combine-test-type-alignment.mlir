// test type: inner alignment 64 larger than outer 32: incompatible
module attributes {dlti.dl_spec = #dlti.dl_spec<!test.test_type_with_layout<10> = ["alignment", 32]>} {
  func.func @f() {
    "test.op_with_data_layout"() ({
      "test.maybe_terminator"() : () -> ()
    }) {dlti.dl_spec = #dlti.dl_spec<!test.test_type_with_layout<20> = ["alignment", 64]>} : () -> ()
    return
  }
}
