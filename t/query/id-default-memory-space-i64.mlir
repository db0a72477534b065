// default memory space 7 prints verbatim as 7 : i64
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.default_memory_space" = 7>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}
