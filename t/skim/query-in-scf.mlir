module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64, i64 = dense<[32, 64]> : vector<2xi64>>} {
  func.func @f(%n: index) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
      %q = "test.data_layout_query"() : () -> i64
      %s = arith.addi %acc, %i : index
      scf.yield %s : index
    }
    %b = arith.cmpi eq, %r, %c0 : index
    %x = scf.if %b -> (index) {
      %q2 = "test.data_layout_query"() : () -> index
      scf.yield %c0 : index
    } else {
      scf.yield %c1 : index
    }
    %q3 = "test.data_layout_query"() : () -> i64
    return %r : index
  }
}
