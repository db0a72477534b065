module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "little", "dlti.program_memory_space" = 0 : ui64, "dlti.global_memory_space" = 0 : ui64, "dlti.alloca_memory_space" = 0 : ui32, "dlti.stack_alignment" = 0 : i64, "dlti.function_pointer_alignment" = #dlti.function_pointer_alignment<0, function_dependent = true>>} {
}
