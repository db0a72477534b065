// A named scope nested in ops that are no scopes, a func.func and an
// scf.execute_region (no plugin models scf): `dlti layout --spec` reads
// such ops for real only because a scope op is written inside them
// (dlti_parse_scopes; t/t0440-layout-scope.sh).
module attributes {dlti.dl_spec = #dlti.dl_spec<f64 = dense<128> : vector<2xi64>>} {
  func.func @q.w() {
    scf.execute_region {
      "test.op_with_data_layout"() ({
        %0 = "test.data_layout_query"() : () -> index
        %1 = "test.data_layout_query"() : () -> i16
        "test.maybe_terminator"() : () -> ()
      }) {sym_name = "w", dlti.dl_spec = #dlti.dl_spec<index = 16, i16 = dense<64> : vector<2xi64>>} : () -> ()
      scf.yield
    }
    return
  }
  func.func @q() {
    %0 = "test.data_layout_query"() : () -> f64
    return
  }
}
