// alloca memory space 5 (i64)
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.alloca_memory_space" = 5>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}
