// DEVIATION from MLIR 22 (abort with LLVM ERROR); dlti: a diagnostic.
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> (() -> ())
    "func.return"() : () -> ()
  }) : () -> ()
}
