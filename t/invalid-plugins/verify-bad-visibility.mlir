"func.func"() ({
  "func.return"() : () -> ()
}) {function_type = () -> (), sym_name = "f", sym_visibility = "foo"} : () -> ()
