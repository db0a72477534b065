// DEVIATION from MLIR 22, which aborts with "LLVM ERROR: neither the scoping
// op nor the type class provide data layout information for tensor<4xi32>".
// dlti reports the same words as a diagnostic at the query op and exits 1.
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> tensor<4xi32>
    "func.return"() : () -> ()
  }) : () -> ()
}
