// Every kind of decision `dlti layout --explain` names (t/t1220-explain.sh):
// entries of this scope and inherited ones, the integer entry chosen for
// another width, defaults, index as iN, dialect types with entries of
// their class, an op's entry replacing its module's (for a dialect class:
// mlir-opt-22 crashes on nested entries of one builtin class).  The queries of
// scope NAME are in func.func @q.NAME (t/scope/gen.sh makes explain.out).
#spec = #dlti.dl_spec<
  i8 = dense<8> : vector<1xi64>,
  i32 = dense<[32, 64]> : vector<2xi64>,
  f64 = dense<128> : vector<2xi64>,
  !llvm.ptr<1> = dense<[32, 32, 32, 32]> : vector<4xi64>,
  !test.test_type_with_layout<20> = ["alignment", 32]>
module attributes {dlti.dl_spec = #spec} {
  func.func @q() {
    %0 = "test.data_layout_query"() : () -> i8
    %1 = "test.data_layout_query"() : () -> i24
    %2 = "test.data_layout_query"() : () -> i64
    %3 = "test.data_layout_query"() : () -> f32
    %4 = "test.data_layout_query"() : () -> f64
    %5 = "test.data_layout_query"() : () -> index
    %6 = "test.data_layout_query"() : () -> !llvm.ptr<1>
    %7 = "test.data_layout_query"() : () -> !llvm.ptr
    %8 = "test.data_layout_query"() : () -> vector<3xi8>
    %9 = "test.data_layout_query"() : () -> complex<f64>
    %10 = "test.data_layout_query"() : () -> complex<i24>
    return
  }
  func.func @q.t() {
    "test.op_with_data_layout"() ({
      %0 = "test.data_layout_query"() : () -> i24
      %1 = "test.data_layout_query"() : () -> f64
      %2 = "test.data_layout_query"() : () -> index
      %3 = "test.data_layout_query"() : () -> !test.test_type_with_layout<10>
      %4 = "test.data_layout_query"() : () -> !test.test_type_with_layout<20>
      "test.maybe_terminator"() : () -> ()
    }) {sym_name = "t", dlti.dl_spec = #dlti.dl_spec<
        index = 32,
        !test.test_type_with_layout<10> = ["size", 10],
        !test.test_type_with_layout<20> = ["alignment", 20]>} : () -> ()
    return
  }
}
