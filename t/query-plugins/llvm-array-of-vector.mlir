// !llvm.array of a fixed vector
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> !llvm.array<2 x vector<3xi32>>
    "func.return"() : () -> ()
  }) : () -> ()
}
