// Ops no plugin models, written as mlir-opt-22 prints them, print back
// as mlir-opt-22 prints them: block labels with their predecessor
// comments, the cases of an llvm.switch on their own lines, the space
// llvm.insertvalue leaves at the end of its line, and no comments or
// locations of the input.
module attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<64> : vector<2xi64>, i32 = dense<64> : vector<2xi64>>} {
  func.func @branches(%arg0: i1, %arg1: i32) -> i32 {
    %c1_i32 = arith.constant 1 : i32 // a comment after an op
    cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2 loc("x.c":3:4)
  ^bb1(%0: i32):  // pred: ^bb0
    %1 = arith.addi %0, %c1_i32 : i32
    cf.br ^bb3(%1 : i32)
  ^bb2:  // pred: ^bb0
    cf.br ^bb3(%c1_i32 : i32)
  ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
    %3 = "test.data_layout_query"() : () -> i32
    return %2 : i32
  ^bb4:  // no predecessors
    cf.br ^bb3(%arg1 : i32)
  }
  llvm.func @switch(%arg0: i32) -> !llvm.struct<(i32, i64)> {
    %0 = llvm.mlir.constant(0 : i64) : i64
    %1 = llvm.mlir.undef : !llvm.struct<(i32, i64)>
    llvm.switch %arg0 : i32, ^bb1 [
      1: ^bb2,
      2: ^bb2
    ]
  ^bb1:  // pred: ^bb0
    %2 = llvm.insertvalue %arg0, %1[0] : !llvm.struct<(i32, i64)> 
    llvm.return %2 : !llvm.struct<(i32, i64)>
  ^bb2:  // 2 preds: ^bb0, ^bb0
    %3 = llvm.insertvalue %0, %1[1] : !llvm.struct<(i32, i64)> 
    %4 = "test.data_layout_query"() : () -> i64
    llvm.return %3 : !llvm.struct<(i32, i64)>
  }
}
