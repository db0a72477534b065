// FLAGS: --allow-unregistered-dialect
// Symbols of a dialect no plugin (and no MLIR dialect) defines, in the
// form written and the other: `!ns.data` when the data is an identifier
// and one <...> group to its end, an arrow's '>' closing nothing there.
module attributes {u.a = #foo<w<(i32) -> i32>>, u.b = #foo.w<(i32) -> i32>,
                   u.c = #foo<w<(i32) -> (i32, f32)>> : i64,
                   u.d = #foo<w<a -> b>>, u.e = #foo<w(a) -> b>} {
  func.func @f(%a0: !foo<w<(i32) -> i32>>, %a1: !foo.w<(i32) -> i32>,
               %a2: !foo<w<x<(i8) -> i8>>>, %a3: !foo<w<">">>,
               %a4: !foo<w<a>b>) {
    return
  }
}
