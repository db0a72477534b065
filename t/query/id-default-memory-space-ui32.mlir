// default memory space 7 : ui32
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.default_memory_space" = 7 : ui32>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}
