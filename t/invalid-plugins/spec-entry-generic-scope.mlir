// a generic scope op: its attribute dictionary comes after its region,
// where a nested scope has a spec with the same key
module {
  "test.op_with_data_layout"() ({
    "test.op_with_data_layout"() {dlti.dl_spec = #dlti.dl_spec<i16 = dense<16> : vector<1xi64>>} : () -> ()
    "test.maybe_terminator"() : () -> ()
  }) {dlti.dl_spec = #dlti.dl_spec<i8 = dense<8> : vector<1xi64>, i16 = dense<[16, 8]> : vector<2xi64>>} : () -> ()
}
