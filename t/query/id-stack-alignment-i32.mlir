// stack alignment 64 : i32
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.stack_alignment" = 64 : i32>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}
