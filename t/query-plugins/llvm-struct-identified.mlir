// identified and opaque structs
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> !llvm.struct<"foo", (i8, i64)>
    %1 = "test.data_layout_query"() : () -> !llvm.struct<"bar", opaque>
    "func.return"() : () -> ()
  }) : () -> ()
}
