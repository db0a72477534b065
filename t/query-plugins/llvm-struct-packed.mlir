// packed structs: no padding, ABI 1, pref = max member ABI
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> !llvm.struct<packed (i8, i32)>
    %1 = "test.data_layout_query"() : () -> !llvm.struct<packed (i8, f80)>
    "func.return"() : () -> ()
  }) : () -> ()
}
