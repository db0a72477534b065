// scalability comes from the last non-zero member added
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> !llvm.struct<(i8, vector<[4]xi32>)>
    %1 = "test.data_layout_query"() : () -> !llvm.struct<(vector<[4]xi32>, i8)>
    "func.return"() : () -> ()
  }) : () -> ()
}
