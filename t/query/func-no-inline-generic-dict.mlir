// no_inline given in the discardable dictionary of the generic form, not
// a unit attribute: dropped.
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "func.return"() : () -> ()
  }) {no_inline = 1 : i32} : () -> ()
}) : () -> ()
