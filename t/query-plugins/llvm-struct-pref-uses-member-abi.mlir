// struct<(i64)>: member preferred alignment is not used (pref 4)
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> !llvm.struct<(i64)>
    "func.return"() : () -> ()
  }) : () -> ()
}
