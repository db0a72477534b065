// an entry keyed by struct<packed ()> applies to all structs
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.struct<packed ()> = dense<32> : vector<1xi64>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> !llvm.struct<(i8)>
    %1 = "test.data_layout_query"() : () -> !llvm.struct<packed (i8, i8)>
    "func.return"() : () -> ()
  }) : () -> ()
}
