// nested scopes with different stack alignment
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.stack_alignment" = 32>} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.stack_alignment" = 64>} {
    }
    "func.return"() : () -> ()
  }) : () -> ()
}
