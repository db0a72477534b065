// !llvm.array of a struct
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> !llvm.array<2 x struct<(i32, i8)>>
    "func.return"() : () -> ()
  }) : () -> ()
}
