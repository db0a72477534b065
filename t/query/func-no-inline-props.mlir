// func.func's inherent no_inline given in its properties: kept, printed
// in the attribute dictionary of the custom form.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f", no_inline}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
