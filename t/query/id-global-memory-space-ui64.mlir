// global memory space 3 : ui64
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.global_memory_space" = 3 : ui64>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}
