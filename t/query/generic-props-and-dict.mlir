// RUN: split
// A generic module or func.func with both `<{...}>` and inherent
// attributes in its attribute dictionary: MLIR sets the dictionary's as
// properties first (one of another kind dropped), then the entries
// written in `<{...}>` over them; an unknown entry of `<{...}>` is
// dropped.
"builtin.module"() <{}> ({
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) {sym_name = "b"} : () -> ()

// -----
"builtin.module"() <{sym_name = "a"}> ({
  "func.func"() <{sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i64
    "func.return"() : () -> ()
  }) {function_type = () -> ()} : () -> ()
}) {sym_visibility = "private", sym_name = "c"} : () -> ()

// -----
module {
  "func.func"() <{sym_name = "f", function_type = () -> ()}> ({
  }) {sym_visibility = "private"} : () -> ()
  "func.func"() <{sym_name = "g", function_type = (i32) -> (), zz = 1}> ({
  ^bb0(%a: i32):
    %0 = "test.data_layout_query"() : () -> i8
    "func.return"() : () -> ()
  }) {arg_attrs = [{x.y}], res_attrs = 2} : () -> ()
}
