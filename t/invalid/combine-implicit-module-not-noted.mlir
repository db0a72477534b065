// no explicit top-level module: the implicit one is not listed as an enclosing op
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
