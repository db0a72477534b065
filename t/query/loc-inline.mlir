// Locations written inline inside others, as MLIR 22 prints them: each
// nested location under its own #loc alias, positions normalized, and
// fused locations canonical (unknown locations and repeats dropped,
// nested ones of the same metadata flattened, one location alone left
// alone, none left unknown).
#l = loc("f.c":7:1)
module attributes {
  test.a = loc(callsite("a.c":1:1 at "b.c":2:2)),
  test.b = loc("n"("a.c":1:1)),
  test.c = loc("name"),
  test.d = loc("c.c" : 5),
  test.e = loc("d.c":1:2 to 1:2),
  test.f = loc("d.c":1:2 to :4),
  test.g = loc("d.c":1:2 to 3:4),
  test.h = loc(fused["a.c":1:1, "a.c":1:1]),
  test.i = loc(fused["a.c":1:1, unknown]),
  test.j = loc(fused[unknown]),
  test.k = loc(fused[]),
  test.l = loc(fused["e.c":1:1, fused["e.c":2:2, "e.c":3:3]]),
  test.m = loc(fused<"m">["a.c":1:1]),
  test.n = loc(fused<"m">["g.c":1:1, fused<"m">["g.c":2:2], fused<"x">["g.c":3:3]]),
  test.o = loc(fused<"m">[]),
  test.p = loc(fused[#l, "f.c":7:1, "h.c":1:1]),
  test.q = loc(callsite(unknown at unknown)),
  test.r = loc("q\"s"("i.c":1:1)),
  test.s = loc("n"(unknown))
} {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "test.data_layout_query"() : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}
