// Op lines of one shape, again and again: the parser's line memo and
// type memo (dialect types included) must give what a full parse gives.
!p = !llvm.ptr<3>
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr<3> = dense<[32, 32, 64, 32]> : vector<4xi64>>} {
  %0 = "test.data_layout_query"() : () -> !llvm.ptr
  %1 = "test.data_layout_query"() : () -> !llvm.ptr
  %2 = "test.data_layout_query"() : () -> !llvm.ptr<3>
  %3 = "test.data_layout_query"() : () -> !p
  %4 = "test.data_layout_query"() : () -> !p
  %5 = "test.data_layout_query"()	:	() -> !llvm.ptr<3> loc("x.c":1:2)
  %6 = "test.data_layout_query"() : () -> !llvm.struct<(i8, !llvm.ptr<3>)> // a comment
  %7 = "test.data_layout_query"() : () -> !llvm.struct<(i8, !llvm.ptr<3>)>
  %8 = "test.data_layout_query"() : () -> vector<2x!llvm.ptr<3>>
  %9 = "test.data_layout_query"() : () -> vector<2x!llvm.ptr<3>>
}
