// literal struct layouts
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> !llvm.struct<()>
    %1 = "test.data_layout_query"() : () -> !llvm.struct<(i8, i32)>
    %2 = "test.data_layout_query"() : () -> !llvm.struct<(i8, f80)>
    %3 = "test.data_layout_query"() : () -> !llvm.struct<(i8, i128)>
    "func.return"() : () -> ()
  }) : () -> ()
}
