// Identified structs written only in ops that `dlti layout --spec` does
// not read for real (dlti_parse_scopes delimits them): "inner" only nested
// in an array type in an llvm.func's body, "outer" and "mid" only in an
// llvm.mlir.global.  t/t1120-layout-read.sh asks for them by name in this
// file without func.func @q (so the queries do not define them); the
// golden, structs.out, is mlir-opt-22 --test-data-layout-query of it all.
module attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<32> : vector<2xi64>, f80 = dense<128> : vector<2xi64>>} {
  llvm.mlir.global internal @g() {addr_space = 0 : i32} : !llvm.struct<"outer", (i8, struct<"mid", (i16, i64)>)> {
    %0 = llvm.mlir.zero : !llvm.struct<"outer", (i8, struct<"mid", (i16, i64)>)>
    llvm.return %0 : !llvm.struct<"outer", (i8, struct<"mid", (i16, i64)>)>
  }
  llvm.func @f() {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.alloca %0 x !llvm.array<2 x struct<"inner", (i8, f80)>> : (i32) -> !llvm.ptr
    llvm.return
  }
  func.func @q() {
    %0 = "test.data_layout_query"() : () -> !llvm.struct<"inner", (i8, f80)>
    %1 = "test.data_layout_query"() : () -> !llvm.struct<"outer", (i8, struct<"mid", (i16, i64)>)>
    %2 = "test.data_layout_query"() : () -> !llvm.struct<"mid", (i16, i64)>
    %3 = "test.data_layout_query"() : () -> !llvm.array<2 x struct<"inner", (i8, f80)>>
    %4 = "test.data_layout_query"() : () -> i64
    return
  }
}
