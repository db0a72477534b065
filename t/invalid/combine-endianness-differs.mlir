// nested scopes with different endianness do not combine
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "big">} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "little">} {
    }
    "func.return"() : () -> ()
  }) : () -> ()
}
