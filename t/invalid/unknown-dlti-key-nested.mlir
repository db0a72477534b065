// unknown dlti key in a module nested in a func
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.size" = 1>} {
    }
    "func.return"() : () -> ()
  }) : () -> ()
}
