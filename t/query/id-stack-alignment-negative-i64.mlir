// stack alignment -1 : i64 -> 2^64-1, printed as -1 : index
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.stack_alignment" = -1>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}
