// stack alignment wider than 64 bits keeps the low 64 bits
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.stack_alignment" = 18446744073709551617 : i128>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}
