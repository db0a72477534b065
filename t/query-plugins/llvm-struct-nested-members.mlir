// struct with pointer, array and packed struct members
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> !llvm.struct<(ptr, array<2 x i16>, struct<packed (i8, i64)>)>
    "func.return"() : () -> ()
  }) : () -> ()
}
