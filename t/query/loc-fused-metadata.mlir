// Fused locations with metadata, as MLIR 22 prints them: a location in
// the metadata keeps its `loc(...)` there, and each array or dictionary
// between the fused location and the aliases in its metadata counts in
// the alias depth, which orders the #loc aliases.
module attributes {
  test.a = loc(fused<[[loc("k")]]>["g"]),
  test.b = loc(fused["e", callsite("f" at fused["x", "y"])]),
  test.x = loc(fused<{q = loc(fused["e2", "f2"])}>["g2"]),
  test.y = affine_map<(d0) -> (d0 + 2)>,
  test.z = loc(fused<[affine_map<(d0) -> (d0 + 1)>, loc("k2")]>["a", callsite("b" at fused<affine_map<(d0) -> (d0)>>["c", "d"])]),
  test.w = loc(fused<{n = 1}>["h", "i"])
} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}
