// function pointer alignment key accepts any attribute
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.function_pointer_alignment" = 16>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}
