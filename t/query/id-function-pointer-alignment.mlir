// function pointer alignment attribute verbatim
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.function_pointer_alignment" = #dlti.function_pointer_alignment<8, function_dependent = true>>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}
