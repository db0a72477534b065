// The layout of --target i686-unknown-linux-gnu, as mlir-opt-22
// --llvm-target-to-data-layout --test-data-layout-query answers
// (target-i686.out; t/t1240-effective.sh): dlti layout --target with no
// TYPE must show the same identifier properties and type rows (integers,
// floats and pointers of its spec, issue 26).
module attributes {llvm.target = #llvm.target<triple = "i686-unknown-linux-gnu", chip = "">} {
  func.func @q() {
    %0 = "test.data_layout_query"() : () -> index
    %1 = "test.data_layout_query"() : () -> !llvm.ptr
    %2 = "test.data_layout_query"() : () -> !llvm.ptr<270>
    %3 = "test.data_layout_query"() : () -> !llvm.ptr<271>
    %4 = "test.data_layout_query"() : () -> !llvm.ptr<272>
    %5 = "test.data_layout_query"() : () -> i1
    %6 = "test.data_layout_query"() : () -> i8
    %7 = "test.data_layout_query"() : () -> i16
    %8 = "test.data_layout_query"() : () -> i32
    %9 = "test.data_layout_query"() : () -> i64
    %10 = "test.data_layout_query"() : () -> i128
    %11 = "test.data_layout_query"() : () -> f16
    %12 = "test.data_layout_query"() : () -> f64
    %13 = "test.data_layout_query"() : () -> f80
    %14 = "test.data_layout_query"() : () -> f128
    return
  }
}
