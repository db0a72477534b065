// every DLTI identifier key at once
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "little", "dlti.default_memory_space" = 1 : ui32, "dlti.alloca_memory_space" = 2 : ui32, "dlti.program_memory_space" = 3 : ui32, "dlti.global_memory_space" = 4 : ui32, "dlti.stack_alignment" = 128 : i32, "dlti.function_pointer_alignment" = #dlti.function_pointer_alignment<32, function_dependent = true>, "dlti.legal_int_widths" = array<i32: 8, 16, 32, 64>, "dlti.mangling_mode" = "m">} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}
