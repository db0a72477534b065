// a struct entry raises ABI/pref of every struct but not its size
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.struct<()> = dense<[64, 128]> : vector<2xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> !llvm.struct<(i8)>
    %1 = "test.data_layout_query"() : () -> !llvm.struct<packed (i8, i32)>
    %2 = "test.data_layout_query"() : () -> !llvm.struct<(i8, f80)>
    %3 = "test.data_layout_query"() : () -> !llvm.struct<"s", (i16)>
    "func.return"() : () -> ()
  }) : () -> ()
}
