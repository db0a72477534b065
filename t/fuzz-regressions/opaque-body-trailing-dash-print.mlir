// fuzz finding F1: `!v9.c----` (no plugin v9) is accepted and printed as
// `!v9<c---->`, which does not parse back (see
// opaque-body-trailing-dash-reparse.mlir).  No query op: exit 0.
"foo.op"() : () -> !v9.c----
