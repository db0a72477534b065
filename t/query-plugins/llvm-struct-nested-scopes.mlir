// Aggregates read the entries of every element type: an inner scope that
// adds an !llvm.ptr<12> entry must recompute a struct holding ptr<12>, one
// that changes only f64 may reuse the outer answer (dlti shares answers
// between scopes only when the inner one changes nothing the computation
// read).
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<64> : vector<4xi64>, i32 = dense<32> : vector<2xi64>>} {
  func.func @f() {
    %0 = "test.data_layout_query"() : () -> !llvm.struct<(ptr<12>, i32)>
    %1 = "test.data_layout_query"() : () -> !llvm.array<3 x struct<(i8, ptr<12>)>>
    "test.op_with_data_layout"() ({
      %2 = "test.data_layout_query"() : () -> !llvm.struct<(ptr<12>, i32)>
      %3 = "test.data_layout_query"() : () -> !llvm.array<3 x struct<(i8, ptr<12>)>>
      "test.maybe_terminator"() : () -> ()
    }) {dlti.dl_spec = #dlti.dl_spec<f64 = dense<[32, 64]> : vector<2xi64>>} : () -> ()
    "test.op_with_data_layout"() ({
      %4 = "test.data_layout_query"() : () -> !llvm.struct<(ptr<12>, i32)>
      "test.op_with_data_layout"() ({
        %5 = "test.data_layout_query"() : () -> !llvm.struct<(ptr<12>, i32)>
        %6 = "test.data_layout_query"() : () -> !llvm.array<3 x struct<(i8, ptr<12>)>>
        "test.maybe_terminator"() : () -> ()
      }) {dlti.dl_spec = #dlti.dl_spec<f64 = dense<[32, 64]> : vector<2xi64>>} : () -> ()
      "test.maybe_terminator"() : () -> ()
    }) {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<12> = dense<[64, 8, 64]> : vector<3xi64>>} : () -> ()
    %7 = "test.data_layout_query"() : () -> !llvm.struct<(ptr<12>, i32)>
    return
  }
}
