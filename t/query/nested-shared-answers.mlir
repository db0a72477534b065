// dlti computes a type's layout once per scope and lets inner scopes that
// change nothing it read reuse it.  A scope that brings integer entries
// must not reuse the outer answers for vector<4xi32> and complex<i32>
// (which read them); its children must use its answers, a sibling scope
// and the code after them the outer ones again.
module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64, f64 = dense<[32, 64]> : vector<2xi64>>} {
  func.func @f() {
    %0 = "test.data_layout_query"() : () -> vector<4xi32>
    %1 = "test.data_layout_query"() : () -> complex<i32>
    %2 = "test.data_layout_query"() : () -> i16
    "test.op_with_data_layout"() ({
      %3 = "test.data_layout_query"() : () -> vector<4xi32>
      %4 = "test.data_layout_query"() : () -> complex<i32>
      %5 = "test.data_layout_query"() : () -> i16
      %6 = "test.data_layout_query"() : () -> f32
      "test.op_with_data_layout"() ({
        %7 = "test.data_layout_query"() : () -> vector<4xi32>
        %8 = "test.data_layout_query"() : () -> i16
        %9 = "test.data_layout_query"() : () -> f32
        %10 = "test.data_layout_query"() : () -> vector<2xindex>
        "test.maybe_terminator"() : () -> ()
      }) {dlti.dl_spec = #dlti.dl_spec<f32 = dense<[64, 128]> : vector<2xi64>>} : () -> ()
      "test.op_with_data_layout"() ({
        %11 = "test.data_layout_query"() : () -> vector<2xindex>
        %12 = "test.data_layout_query"() : () -> vector<4xi32>
        "test.op_with_data_layout"() ({
          %13 = "test.data_layout_query"() : () -> complex<i32>
          %14 = "test.data_layout_query"() : () -> i16
          "test.maybe_terminator"() : () -> ()
        }) : () -> ()
        "test.maybe_terminator"() : () -> ()
      }) : () -> ()
      "test.maybe_terminator"() : () -> ()
    }) {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[128, 256]> : vector<2xi64>, i16 = dense<[64, 64]> : vector<2xi64>>} : () -> ()
    "test.op_with_data_layout"() ({
      %15 = "test.data_layout_query"() : () -> vector<4xi32>
      %16 = "test.data_layout_query"() : () -> complex<i32>
      %17 = "test.data_layout_query"() : () -> i16
      "test.maybe_terminator"() : () -> ()
    }) {dlti.dl_spec = #dlti.dl_spec<f16 = dense<[32, 64]> : vector<2xi64>>} : () -> ()
    %18 = "test.data_layout_query"() : () -> vector<4xi32>
    return
  }
  func.func @g() {
    %0 = "test.data_layout_query"() : () -> complex<i32>
    %1 = "test.data_layout_query"() : () -> vector<2xindex>
    return
  }
}
