// program memory space 1 : i32
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.program_memory_space" = 1 : i32>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}
