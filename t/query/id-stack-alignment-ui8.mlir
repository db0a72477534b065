// stack alignment 200 : ui8
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.stack_alignment" = 200 : ui8>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}
