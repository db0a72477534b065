// stack alignment -1 : i8 is zero-extended -> 255
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.stack_alignment" = -1 : i8>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}
