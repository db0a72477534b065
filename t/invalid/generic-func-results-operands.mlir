// RUN: split
// A generic func.func's ODS traits before its attributes: OneRegion,
// ZeroResults, ZeroOperands.
module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    "func.return"() : () -> ()
  }) : () -> i8
}

// -----
func.func @g(%a: i32) {
  "func.func"(%a) <{function_type = () -> (), sym_name = "f"}> ({
    "func.return"() : () -> ()
  }) : (i32) -> ()
  return
}

// -----
func.func @g(%a: i32) {
  %0 = "func.func"(%a) <{sym_name = "f"}> ({
    "func.return"() : () -> ()
  }) : (i32) -> i8
  return
}

// -----
func.func @g(%a: i32) {
  %0 = "func.func"(%a) <{sym_name = "f"}> ({
  }, {
  }) : (i32) -> i8
  return
}
