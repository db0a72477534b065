// fuzz finding F3: the body of an opaque dialect attribute (no plugin foo)
// that starts with an identifier and a `<...>` group and ends with '>' is
// printed in the pretty form, `#foo.x<1> y<2>`, which does not parse back
// (see opaque-attr-body-two-groups-reparse.mlir).  MLIR 22's
// isDialectSymbolSimpleEnoughForPrettyForm does the same.  Exit 0.
"foo.op"() {a = #foo<x<1> y<2>>} : () -> ()
