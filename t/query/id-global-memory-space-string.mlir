// global memory space may be a string
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.global_memory_space" = "foo">} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}
