// function_pointer_alignment needs function_dependent
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.function_pointer_alignment" = #dlti.function_pointer_alignment<8>>} {
}
