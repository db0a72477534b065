// RUN: split
// FunctionOpInterface's verifier: a function with a body has an entry
// block with the signature's arguments, of its types.
"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0:
  "func.return"() : () -> ()
}) : () -> ()

// -----
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
^bb0(%a: i32):
  "func.return"() : () -> ()
}) : () -> ()

// -----
"func.func"() <{function_type = (i32, f32) -> (), sym_name = "f"}> ({
^bb0(%a: i32, %b: f64):
  "func.return"() : () -> ()
}) : () -> ()

// -----
"func.func"() <{function_type = (!llvm.ptr) -> (), sym_name = "f"}> ({
^bb0(%a: !llvm.ptr<1>):
  "func.return"() : () -> ()
}) : () -> ()
