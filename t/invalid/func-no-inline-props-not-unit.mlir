// no_inline in the properties, not a unit attribute: refused.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f", no_inline = 2}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
