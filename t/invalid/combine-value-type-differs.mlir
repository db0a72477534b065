// 2 : ui32 and 2 : i32 are different values
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.alloca_memory_space" = 2 : ui32>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.alloca_memory_space" = 2 : i32>} {
    }
    "func.return"() : () -> ()
  }) : () -> ()
}
