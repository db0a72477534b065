// fuzz finding F1: an opaque dialect type whose body ends in '-' is printed
// as `!v9<c---->`, and that text does not parse back: in a dialect symbol
// body `->` is an arrow, not the closing '>' (MLIR 22 does the same).
"foo.op"() : () -> !v9<c---->
