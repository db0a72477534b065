// default memory space accepts any attribute (a string)
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.default_memory_space" = "generic">} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}
