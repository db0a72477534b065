// combination failure two levels down: one note per enclosing scope
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.mangling_mode" = "e">} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    module {
      "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
        module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.mangling_mode" = "o">} {
        }
        "func.return"() : () -> ()
      }) : () -> ()
    }
    "func.return"() : () -> ()
  }) : () -> ()
}
