// the explicit top-level module has no spec but is still listed as an enclosing op (it is verified while nested in the parser's container)
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.mangling_mode" = "e">} {
      "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
        module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.mangling_mode" = "o">} {
        }
        "func.return"() : () -> ()
      }) : () -> ()
    }
    "func.return"() : () -> ()
  }) : () -> ()
}
