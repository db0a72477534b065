// DEVIATION from MLIR 22, which aborts (observed: mlir-opt-22 exits 134
// with "LLVM ERROR: Cannot implicitly convert a scalable size to a
// fixed-width size in `TypeSize::operator ScalarTy()`") when the size of an
// !llvm.array of a scalable vector is requested.
// dlti reports that the array has no fixed size.
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> !llvm.array<2 x vector<[4]xi32>>
    "func.return"() : () -> ()
  }) : () -> ()
}
