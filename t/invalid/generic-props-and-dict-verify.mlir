// RUN: split
// The inherent attributes of a generic func.func's dictionary, set under
// its `<{...}>` properties, are verified with them.
module {
  "func.func"() <{sym_name = "f", function_type = () -> ()}> ({
    "func.return"() : () -> ()
  }) {arg_attrs = [{a = 1}]} : () -> ()
}

// -----
module {
  "func.func"() <{sym_name = "f"}> ({
    "func.return"() : () -> ()
  }) {function_type = i32} : () -> ()
}
