// the kind of dlti.dl_spec is checked on any op
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "func.return"() : () -> ()
  }) {dlti.dl_spec = "x"} : () -> ()
}
