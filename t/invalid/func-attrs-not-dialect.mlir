// RUN: split
// FunctionOpInterface's verifier: argument and result attributes must be
// dialect attributes (a name with a dot), arguments checked first.
func.func @f(%a: i32 {x}) {
  return
}

// -----
func.func @f(%a: i32 {a.x}) -> (i32 {y}) {
  return %a : i32
}

// -----
func.func @f(%a: i32 {y}) -> (i32 {x}) {
  return %a : i32
}

// -----
"func.func"() <{function_type = (i32) -> (), sym_name = "f", arg_attrs = [{a.x, b}]}> ({
^bb0(%a: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----
// From the attribute dictionary; its res_attrs, not an array, is dropped.
func.func @f(%a: i32) attributes {arg_attrs = [{c}], res_attrs = 5} {
  return
}
