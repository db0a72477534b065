// RUN: split
// FunctionOpInterface's verifier: arg_attrs and res_attrs must have one
// dictionary per argument and per result of the signature.
"func.func"() <{function_type = (i32) -> (), sym_name = "f", arg_attrs = [{}, {}]}> ({
^bb0(%a: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----
"func.func"() <{function_type = (i32) -> (), sym_name = "f", res_attrs = [{}]}> ({
^bb0(%a: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----
func.func @f() attributes {arg_attrs = [{}]} {
  return
}

// -----
func.func private @f(i32, i64) attributes {res_attrs = [{}, {}]}

// -----
// The function's own checks come before those of the ops in its body.
"func.func"() <{function_type = (i32) -> (), sym_name = "f", arg_attrs = []}> ({
^bb0(%a: i32):
  "func.return"(%a) : (i32) -> ()
}) : () -> ()

// -----
// The symbol's checks come first.
"func.func"() <{function_type = (i32) -> (), sym_name = "f", sym_visibility = "bad", arg_attrs = []}> ({
^bb0(%a: i32):
  "func.return"() : () -> ()
}) : () -> ()
