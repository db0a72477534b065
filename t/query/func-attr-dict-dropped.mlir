// RUN: split
// A custom func.func's arg_attrs or res_attrs in its `attributes`
// dictionary: an array is kept (and printed in the signature), anything
// else dropped as MLIR's Operation::create drops it; so are those of a
// generic func.func's dictionary when its properties are written.
func.func @f() attributes {arg_attrs = 1} {
  %0 = "test.data_layout_query"() : () -> i32
  return
}

// -----
func.func private @d(i32) attributes {arg_attrs = 1, res_attrs = "x"}
func.func @f(%a: i64) -> i64 attributes {res_attrs = [{a.r}], arg_attrs = [{b.s}]} {
  %0 = "test.data_layout_query"() : () -> i64
  return %a : i64
}

// -----
"func.func"() <{function_type = () -> (), sym_name = "f"}> ({
  %0 = "test.data_layout_query"() : () -> f16
  "func.return"() : () -> ()
}) {arg_attrs = 1, sym_name = "g", a.b = 2} : () -> ()
