// fuzz finding F4: an operand-less `func.return` that is not the last op of
// its block (here: at the top level, before another op with a result) is
// accepted, since dlti does not check MLIR's HasParent<func.func> and
// terminator rules, and printed in the custom form `func.return`; the next
// line's `%0` then reads as its operand, so the printed module does not
// parse back (see return-not-last-reparse.mlir).  Exit 0.
func.return
"foo.op"() : () -> i32
