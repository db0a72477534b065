// The query pass reuses a type's answer across scopes only where it holds:
// i32 is answered in a nested scope that changes integers, then in the
// enclosing func (which does not see that change), then in a sibling scope
// with another integer entry, then in a scope that changes only index
// (the enclosing answer holds there) and in one nested in it that changes
// integers, and again after each.  (No builtin class has entries twice on
// one chain of scopes: MLIR 22 crashes on that.)
module attributes {dlti.dl_spec = #dlti.dl_spec<f16 = dense<32> : vector<2xi64>>} {
  func.func @f() {
    "test.op_with_data_layout"() ({
      %0 = "test.data_layout_query"() : () -> i32
      %1 = "test.data_layout_query"() : () -> i64
      "test.maybe_terminator"() : () -> ()
    }) {dlti.dl_spec = #dlti.dl_spec<i32 = dense<64> : vector<2xi64>>} : () -> ()
    %2 = "test.data_layout_query"() : () -> i32
    %3 = "test.data_layout_query"() : () -> i64
    "test.op_with_data_layout"() ({
      %4 = "test.data_layout_query"() : () -> i32
      %5 = "test.data_layout_query"() : () -> i64
      "test.maybe_terminator"() : () -> ()
    }) {dlti.dl_spec = #dlti.dl_spec<i16 = dense<128> : vector<2xi64>>} : () -> ()
    "test.op_with_data_layout"() ({
      %6 = "test.data_layout_query"() : () -> i32
      %7 = "test.data_layout_query"() : () -> index
      "test.op_with_data_layout"() ({
        %8 = "test.data_layout_query"() : () -> i32
        %9 = "test.data_layout_query"() : () -> index
        "test.maybe_terminator"() : () -> ()
      }) {dlti.dl_spec = #dlti.dl_spec<i32 = dense<16> : vector<2xi64>>} : () -> ()
      %10 = "test.data_layout_query"() : () -> i32
      "test.maybe_terminator"() : () -> ()
    }) {dlti.dl_spec = #dlti.dl_spec<index = 32>} : () -> ()
    %11 = "test.data_layout_query"() : () -> i32
    return
  }
  func.func @g() {
    %0 = "test.data_layout_query"() : () -> i32
    return
  }
}
