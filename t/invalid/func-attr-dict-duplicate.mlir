// RUN: split
// A custom func.func whose `attributes` dictionary names arg_attrs or
// res_attrs that its signature also gives: MLIR's custom-op parser
// refuses the duplicate at the op's name once the op is read (after its
// body, before its trailing location), arg_attrs first.
func.func @f(%a: i32 {a.x}) attributes {arg_attrs = [{a.y}]} {
  return
}

// -----
func.func @f() -> (i32 {a.x}) attributes {res_attrs = [{a.y}]} {
  %0 = "test.data_layout_query"() : () -> i32
  return %0 : i32
}

// -----
func.func @f(%a: i32 {a.x}) -> (i32 {a.y}) attributes {res_attrs = 1, arg_attrs = 2} {
  return %a : i32
}

// -----
func.func @f(%a: i32 {a.x}) attributes {arg_attrs = [{a.y}]} {
  %0 = "test.data_layout_query"() : () ->
}

// -----
func.func @f(%a: i32 {a.x}) attributes {arg_attrs = [{a.y}]} {
  return
} loc(#nowhere)

// -----
module {
  %0 = "test.data_layout_query"() : () -> i8
  func.func private @g(i8 {a.x}) attributes {arg_attrs = [{}]}
}
