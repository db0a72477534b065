// fuzz finding F3: the body of an opaque dialect attribute (no plugin foo)
// that starts with an identifier and a `<...>` group and ends with '>' was
// printed in the pretty form, `#foo.x<1> y<2>`, which does not parse back
// (see opaque-attr-body-two-groups-reparse.mlir), as MLIR 22 prints it.
// Fixed (beyond MLIR 22): printed `#foo<x<1> y<2>>` (t0810).  Exit 0.
"foo.op"() {a = #foo<x<1> y<2>>} : () -> ()
